import { OTP_RESEND_SECONDS } from '@config/constants';
import { OTP_MESSAGES } from '@/shared/messages';
import { sameText } from '@/web/shared/english-text';
import { ApiError, api } from '@/web/shared/api';

export type OtpPurpose = 'register' | 'reset';

/** A code went out now, or one sent earlier is still good and another may be asked for after `resendAfter`. */
export type OtpSendResult = { alreadySent: boolean; resendAfter: number; message: string };

/** The one-day SMS restriction, told by its flag or, where a proxy dropped the flag, by its text. */
export function isSmsRestricted(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.body.restricted === true || sameText(error.message, OTP_MESSAGES.RESTRICTED))
  );
}

export const SMS_RESTRICTED_TITLE = 'SMS temporarily restricted';

/** The seconds the server still wants us to wait: its field, else the number in its message. */
function remainingSeconds(error: ApiError): number | null {
  const field = error.body.remaining_seconds;
  if (typeof field === 'number' && field > 0) return Math.ceil(field);
  const quoted = /after (\d+)\s*s/i.exec(error.message);
  return quoted ? Number(quoted[1]) : null;
}

/**
 * Sends an OTP by SMS. A 429 for a code already sent is not a failure for the person: that code still works,
 * so the caller moves on to the code page with the server's remaining time. Every other error is thrown.
 */
export async function sendOtp(phone: string, purpose: OtpPurpose): Promise<OtpSendResult> {
  try {
    const sent = await api<{ message: string; resend_after: number }>('otp/send', {
      method: 'POST',
      body: { phone, purpose },
    });
    return {
      alreadySent: false,
      resendAfter: sent.resend_after || OTP_RESEND_SECONDS,
      message: sent.message,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429 && !isSmsRestricted(error)) {
      const remaining = remainingSeconds(error);
      if (remaining !== null) return { alreadySent: true, resendAfter: remaining, message: error.message };
    }
    throw error;
  }
}

export async function verifyOtp(phone: string, purpose: OtpPurpose, code: string): Promise<string> {
  const result = await api<{ message: string; verification_token: string }>('otp/verify', {
    method: 'POST',
    body: { phone, purpose, code },
  });
  return result.verification_token;
}

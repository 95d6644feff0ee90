import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { OTP_LENGTH } from '@config/constants';
import { genericMessages, otpMessages } from '@/shared/messages';
import { sameText } from '@/web/shared/english-text';
import { translateNow, useLocale, withElements } from '@/web/shared/i18n';
import { ApiError, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { OtpInput, type OtpInputHandle } from '@/web/shared/OtpInput';
import { isSmsRestricted, type OtpPurpose, sendOtp, verifyOtp } from './otp-api';
import { formatCountdown, secondsUntil, useCountdown } from './useCountdown';
import { accountScreenMessages } from './messages';

type Props = {
  phone: string;
  purpose: OtpPurpose;
  /** When another code may be asked for (epoch ms): 180 s after a send, or the server's remainder after a 429. */
  resendAt: number;
  /** Tells the page about a new code, so coming back to this step keeps the right countdown. */
  onResent?(resendAt: number): void;
  /** Shown once under the boxes, e.g. the server's "already sent" message. */
  notice?: string;
  submitLabel: string;
  /** Runs after the code is verified; the step stays busy until it settles. */
  onVerified(verificationToken: string): Promise<void>;
};

/** The six-digit code page: boxes, Verify, the resend countdown and the Resend link. */
export function OtpStep({ phone, purpose, resendAt, onResent, notice, submitLabel, onVerified }: Props) {
  useLocale(); // re-renders these texts when the language changes
  const dialogs = useDialogs();
  const labelId = useId();
  const messageId = useId();
  const boxes = useRef<OtpInputHandle | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(notice ?? null);
  const [expired, setExpired] = useState(false);
  const countdown = useCountdown(secondsUntil(resendAt));

  useEffect(() => {
    boxes.current?.focus();
  }, []);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(translateNow(otpMessages, 'INVALID'));
      boxes.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      const token = await verifyOtp(phone, purpose, code);
      await onVerified(token);
    } catch (caught) {
      if (caught instanceof ApiError && sameText(caught.message, translateNow(otpMessages, 'EXPIRED'))) {
        setExpired(true);
        setError(translateNow(otpMessages, 'EXPIRED'));
      } else if (
        caught instanceof ApiError &&
        sameText(caught.message, translateNow(otpMessages, 'INVALID'))
      ) {
        setError(translateNow(otpMessages, 'INVALID'));
        boxes.current?.focus();
      } else {
        await dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    setError(null);
    try {
      const result = await sendOtp(phone, purpose);
      countdown.start(result.resendAfter);
      onResent?.(Date.now() + result.resendAfter * 1000);
      setInfo(result.alreadySent ? result.message : 'A new code was sent.');
      setExpired(false);
      setCode('');
      boxes.current?.focus();
    } catch (caught) {
      const restricted = isSmsRestricted(caught);
      await dialogs.alert(
        restricted ? 'warning' : 'error',
        restricted
          ? translateNow(accountScreenMessages, 'SMS_RESTRICTED')
          : translateNow(genericMessages, 'ERROR_TITLE'),
        errorMessage(caught),
      );
    } finally {
      setResending(false);
    }
  }

  const canResend = countdown.seconds === 0 || expired;
  return (
    <Box component="form" noValidate onSubmit={verify}>
      <Stack spacing={2}>
        <Typography id={labelId}>
          {withElements(translateNow(accountScreenMessages, 'OTP_SENT_TO', { length: OTP_LENGTH }), {
            phone: <strong>{phone}</strong>,
          })}
        </Typography>
        <OtpInput
          ref={boxes}
          length={OTP_LENGTH}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) setError(null);
          }}
          labelledBy={labelId}
          describedBy={messageId}
          invalid={Boolean(error)}
          disabled={busy}
        />
        <Box id={messageId} aria-live="polite">
          {error ? (
            <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
              {error}
            </Typography>
          ) : (
            info && <Typography color="text.secondary">{info}</Typography>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {submitLabel}
        </Button>
        <Box sx={{ textAlign: 'center', minHeight: 36 }}>
          {canResend ? (
            <Button onClick={resend} loading={resending} disabled={busy}>
              {translateNow(otpMessages, 'RESEND')}
            </Button>
          ) : (
            <Typography color="text.secondary" sx={{ lineHeight: '36px' }}>
              {withElements(translateNow(accountScreenMessages, 'RESEND_IN'), {
                countdown: (
                  <Box
                    component="span"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                    data-testid="otp-countdown"
                  >
                    {formatCountdown(countdown.seconds)}
                  </Box>
                ),
              })}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

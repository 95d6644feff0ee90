import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_EXPIRY_MINUTES,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_SENDS_PER_ADDRESS,
  OTP_SENDS_PER_ADDRESS_WINDOW_MINUTES,
} from '@config/constants';
import { transaction } from '@/server/db/pool';
import { badRequest, tooMany } from '@/server/errors';
import { takeAllowanceIn, waitText } from '@/server/limits/allowance';
import { LIMIT_MESSAGES, withWait } from '@/server/limits/messages';
import type { App } from '@/server/types';
import { smsMessages } from '@/server/i18n/messages';
import { type Locale, translate } from '@/shared/i18n';

export type OtpPurpose = 'register' | 'reset';

export const OTP_MESSAGES = {
  sent: 'OTP code sent',
  failed: 'OTP failed to send to provided phone number',
  restricted:
    'This device or phone number is temporarily restricted from receiving SMS OTP codes for 1 day. Please try again tomorrow.',
  existing: (seconds: number) => `An existing OTP code was already sent. Try again later after ${seconds}s`,
  verified: 'OTP verification successful',
  expired: 'OTP already expired!',
  invalid: 'Invalid OTP!',
} as const;

/** Sends per phone in 24 hours before SMS to that phone is refused for a day (the spec's restriction). */
export const OTP_SENDS_PER_PHONE_PER_DAY = 5;
const VERIFICATION_MINUTES = 30;

const digest = (salt: string, value: string) => createHash('sha256').update(`${salt}:${value}`).digest('hex');

export function sameHash(stored: string, value: string): boolean {
  const [salt, expected] = stored.split('$');
  const actual = digest(salt, value);
  return expected.length === actual.length && timingSafeEqual(Buffer.from(expected), Buffer.from(actual));
}

export function saltedHash(value: string): string {
  const salt = randomBytes(8).toString('hex');
  return `${salt}$${digest(salt, value)}`;
}

/** Advisory-lock namespace: one phone's code sends are decided one at a time. */
const OTP_SEND_LOCK = 72_920;

/**
 * Limits that protect the SMS budget without letting one person close registration for others: a phone gets
 * at most a few codes a day (then that phone, and only it, waits a day), and one network address gets a short
 * sliding allowance (then it waits minutes, never a day): a carrier address is thousands of phones.
 */
export async function sendOtp(
  app: App,
  phone: string,
  purpose: OtpPurpose,
  ip: string,
  locale: Locale = 'en',
) {
  const db = app.deps.db;
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  // The checks and the new code are written under the phone's lock: sends arriving together for one phone
  // are decided one after another (one code, not one each).
  const insertedId = await transaction(db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [OTP_SEND_LOCK, phone]);
    const restricted = await client.query('SELECT 1 FROM sms_restrictions WHERE key = $1 AND until > now()', [
      `phone:${phone}`,
    ]);
    if (restricted.rowCount) throw tooMany(OTP_MESSAGES.restricted, { restricted: true });

    const latest = await client.query<{ remaining: number }>(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $3) - now()))::int AS remaining
         FROM otp_codes WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL
          AND created_at > now() - make_interval(secs => $3)
        ORDER BY created_at DESC LIMIT 1`,
      [phone, purpose, OTP_RESEND_SECONDS],
    );
    if (latest.rows[0]) {
      const remaining = Math.max(1, latest.rows[0].remaining);
      throw tooMany(OTP_MESSAGES.existing(remaining), { remaining_seconds: remaining });
    }

    const counts = await client.query<{ by_phone: number }>(
      `SELECT count(*)::int AS by_phone FROM otp_codes WHERE phone = $1 AND created_at > now() - interval '1 day'`,
      [phone],
    );
    if (counts.rows[0].by_phone >= OTP_SENDS_PER_PHONE_PER_DAY) {
      await client.query(
        `INSERT INTO sms_restrictions (key, until) VALUES ($1, now() + interval '1 day')
         ON CONFLICT (key) DO UPDATE SET until = EXCLUDED.until`,
        [`phone:${phone}`],
      );
      return 'restricted' as const;
    }

    const fromAddress = await takeAllowanceIn(client, {
      key: `otp-send:${ip}`,
      max: OTP_SENDS_PER_ADDRESS,
      windowSeconds: OTP_SENDS_PER_ADDRESS_WINDOW_MINUTES * 60,
    });
    if (!fromAddress.ok) {
      throw tooMany(withWait(LIMIT_MESSAGES.otpFromNetwork, waitText(fromAddress.retryAfterSeconds)), {
        retry_after: fromAddress.retryAfterSeconds,
      });
    }
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO otp_codes (phone, purpose, code_hash, ip, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
      [phone, purpose, saltedHash(code), ip, OTP_EXPIRY_MINUTES],
    );
    return inserted.rows[0].id;
  });
  if (insertedId === 'restricted') throw tooMany(OTP_MESSAGES.restricted, { restricted: true });
  try {
    await app.deps.sms.send(
      phone,
      translate(smsMessages, locale, 'OTP_SMS', { code, minutes: OTP_EXPIRY_MINUTES }),
    );
  } catch (error) {
    app.log.warn({ err: error }, 'SMS send failed');
    await db.query('DELETE FROM otp_codes WHERE id = $1', [insertedId]);
    throw badRequest(OTP_MESSAGES.failed);
  }
  return { message: OTP_MESSAGES.sent, resend_after: OTP_RESEND_SECONDS };
}

/**
 * Each guess first takes one of the code's tries (an atomic update that refuses once the tries are spent) and
 * only then is compared: guesses sent together cannot all be compared against a code with one try left.
 */
export async function verifyOtp(app: App, phone: string, purpose: OtpPurpose, code: string) {
  const db = app.deps.db;
  const { rows } = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM otp_codes WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL
                   ORDER BY created_at DESC LIMIT 1)
        AND consumed_at IS NULL AND expires_at > now() AND attempts < $3
      RETURNING id, code_hash, attempts`,
    [phone, purpose, OTP_MAX_WRONG_TRIES],
  );
  const row = rows[0];
  if (!row) {
    const pending = await db.query(
      'SELECT 1 FROM otp_codes WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL LIMIT 1',
      [phone, purpose],
    );
    if (!pending.rowCount) throw badRequest(OTP_MESSAGES.invalid);
    throw badRequest(OTP_MESSAGES.expired, { expired: true });
  }
  if (!sameHash(row.code_hash, code)) {
    // The fifth wrong try kills the code; a new one must be sent.
    if (row.attempts >= OTP_MAX_WRONG_TRIES) {
      await db.query('UPDATE otp_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL', [
        row.id,
      ]);
    }
    throw badRequest(OTP_MESSAGES.invalid);
  }
  const token = randomBytes(24).toString('base64url');
  const used = await db.query(
    `UPDATE otp_codes SET consumed_at = now(), verification_hash = $2,
            verification_expires_at = now() + make_interval(mins => $3)
      WHERE id = $1 AND consumed_at IS NULL`,
    [row.id, saltedHash(token), VERIFICATION_MINUTES],
  );
  if (!used.rowCount) throw badRequest(OTP_MESSAGES.invalid);
  return { message: OTP_MESSAGES.verified, verification_token: token };
}

/** Spends the token given after a successful OTP check; true only once, for the same phone and purpose. */
export async function consumeVerification(
  app: App,
  phone: string,
  purpose: OtpPurpose,
  token: string,
): Promise<boolean> {
  const { rows } = await app.deps.db.query<{ id: number; verification_hash: string }>(
    `SELECT id, verification_hash FROM otp_codes
      WHERE phone = $1 AND purpose = $2 AND verification_hash IS NOT NULL AND verification_expires_at > now()
      ORDER BY created_at DESC LIMIT 5`,
    [phone, purpose],
  );
  for (const row of rows) {
    if (!sameHash(row.verification_hash, token)) continue;
    const spent = await app.deps.db.query(
      'UPDATE otp_codes SET verification_hash = NULL WHERE id = $1 AND verification_hash IS NOT NULL',
      [row.id],
    );
    return spent.rowCount === 1;
  }
  return false;
}

import { randomInt } from 'node:crypto';
import { OTP_EXPIRY_MINUTES, OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS } from '@config/constants';
import { CONSOLE_ROLES } from '@config/resources';
import { errorResponses } from '@schemas/common';
import {
  identityChangeBodySchema,
  identityChangedSchema,
  identityChangeSentSchema,
  identityConfirmBodySchema,
  myAccountSchema,
} from '@schemas/identity-change';
import { type Locale, translate } from '@/shared/i18n';
import { normalizePhilippinePhone, philippinePhoneProblem } from '@/shared/phone';
import { createOutboxEmail } from '@/server/adapters/email';
import { transaction } from '@/server/db/pool';
import { badRequest, conflict, tooMany } from '@/server/errors';
import { identityChangeTexts } from '@/server/i18n/messages';
import type { App } from '@/server/types';
import { recordAudit } from '../admin/users';
import { sameHash, saltedHash } from './otp';

type Field = 'phone' | 'email';

export const IDENTITY_CHANGE_MESSAGES = {
  sent: 'We sent a code to the new phone or email. Enter it here to finish the change.',
  same: 'That is already the phone or email of your account.',
  phoneUsed: 'Phone already associated with an account',
  emailUsed: 'Email already associated with an account',
  wait: 'A code was sent a moment ago. Try again after {seconds}s.',
  tooMany: 'Too many change requests today. Please try again tomorrow.',
  nothingPending: 'There is no change waiting for a code. Ask for a new code first.',
  expired: 'This code has expired. Ask for a new one.',
  wrongCode: 'Wrong code. Check the message and try again.',
  changed: 'Your phone or email has been changed.',
  sendFailed: 'The code could not be sent. Check the phone or email and try again.',
} as const;

/** Change requests a staff member may make in a day (each sends a code to an address they name). */
export const IDENTITY_CHANGES_PER_DAY = 5;

const AUDIT_REQUESTED = (field: Field) => `${field} change requested`;
const AUDIT_CONFIRMED = (field: Field) => `${field} changed (confirmed by code)`;

async function localeOf(app: App, userId: number): Promise<Locale> {
  const { rows } = await app.deps.db.query<{ locale: string | null }>(
    'SELECT locale FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.locale === 'fil' ? 'fil' : 'en';
}

/**
 * Staff change their own phone or email only by proving they hold the new one: a code goes there, and the
 * account changes when the code comes back (finding 1 of the security review: whoever controls the phone or
 * email of an account can reset its password). Every request and change is in the audit trail.
 */
export default async function identityChangeRoutes(app: App) {
  const email = app.deps.email ?? createOutboxEmail({ dir: app.deps.config.dataDir, log: app.log });

  app.get(
    '/account/identity',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Your own phone and email, and a change waiting for its code',
        response: { 200: myAccountSchema, ...errorResponses },
      },
      config: { access: CONSOLE_ROLES },
    },
    async (request) => {
      const id = request.user!.id;
      const { rows } = await app.deps.db.query<{
        id: number;
        name: string;
        phone: string | null;
        email: string | null;
      }>('SELECT id, name, phone, email::text AS email FROM users WHERE id = $1', [id]);
      const pending = await app.deps.db.query<{ field: Field; sent_to: string }>(
        `SELECT field, new_value AS sent_to FROM identity_change_requests
          WHERE user_id = $1 AND confirmed_at IS NULL AND cancelled_at IS NULL AND expires_at > now()
            AND attempts < $2
          ORDER BY created_at DESC LIMIT 1`,
        [id, OTP_MAX_WRONG_TRIES],
      );
      return { ...rows[0], pending: pending.rows[0] ?? null };
    },
  );

  app.post(
    '/account/identity-change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask to change your own phone or email: a code is sent to the new one',
        body: identityChangeBodySchema,
        response: { 200: identityChangeSentSchema, ...errorResponses },
      },
      config: { access: CONSOLE_ROLES },
    },
    async (request) => {
      const userId = request.user!.id;
      const field = request.body.field as Field;
      const value =
        field === 'phone'
          ? normalizePhilippinePhone(request.body.value)
          : request.body.value.trim().toLowerCase();
      if (!value) {
        throw badRequest(
          philippinePhoneProblem(request.body.value) ?? 'Phone number must be at least 11 digits long.',
        );
      }
      const db = app.deps.db;
      const current = await db.query<{ value: string | null }>(
        `SELECT ${field === 'phone' ? 'phone' : 'lower(email::text)'} AS value FROM users WHERE id = $1`,
        [userId],
      );
      if (current.rows[0]?.value === value) throw badRequest(IDENTITY_CHANGE_MESSAGES.same);
      const taken = await db.query(
        `SELECT 1 FROM users WHERE ${field === 'phone' ? 'phone = $1' : 'email = $1'} AND id <> $2`,
        [value, userId],
      );
      if (taken.rowCount) {
        throw conflict(
          field === 'phone' ? IDENTITY_CHANGE_MESSAGES.phoneUsed : IDENTITY_CHANGE_MESSAGES.emailUsed,
        );
      }
      const recent = await db.query<{ today: number; wait: number | null }>(
        `SELECT count(*)::int AS today,
                max(ceil(extract(epoch FROM created_at + make_interval(secs => $2) - now())))::int AS wait
           FROM identity_change_requests WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
        [userId, OTP_RESEND_SECONDS],
      );
      const { today, wait } = recent.rows[0];
      if (wait !== null && wait > 0) {
        throw tooMany(IDENTITY_CHANGE_MESSAGES.wait.replace('{seconds}', String(wait)), {
          remaining_seconds: wait,
        });
      }
      if (today >= IDENTITY_CHANGES_PER_DAY) throw tooMany(IDENTITY_CHANGE_MESSAGES.tooMany);

      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const id = await transaction(db, async (client) => {
        // A new request replaces any earlier one: only the latest code can confirm.
        await client.query(
          `UPDATE identity_change_requests SET cancelled_at = now()
            WHERE user_id = $1 AND confirmed_at IS NULL AND cancelled_at IS NULL`,
          [userId],
        );
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO identity_change_requests (user_id, field, new_value, code_hash, expires_at)
           VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
          [userId, field, value, saltedHash(code), OTP_EXPIRY_MINUTES],
        );
        await recordAudit(client, {
          actorId: userId,
          userId,
          action: AUDIT_REQUESTED(field),
          field,
          from: current.rows[0]?.value,
          to: value,
        });
        return inserted.rows[0].id;
      });
      const locale = await localeOf(app, userId);
      const vars = { code, minutes: OTP_EXPIRY_MINUTES };
      try {
        if (field === 'phone')
          await app.deps.sms.send(value, translate(identityChangeTexts, locale, 'phoneCode', vars));
        else {
          await email.send(
            value,
            translate(identityChangeTexts, locale, 'emailSubject'),
            translate(identityChangeTexts, locale, 'emailCode', vars),
          );
        }
      } catch (error) {
        request.log.warn({ err: error }, 'Identity change code could not be sent');
        await db.query('UPDATE identity_change_requests SET cancelled_at = now() WHERE id = $1', [id]);
        throw badRequest(IDENTITY_CHANGE_MESSAGES.sendFailed);
      }
      return {
        message: IDENTITY_CHANGE_MESSAGES.sent,
        field,
        sent_to: value,
        expires_in_minutes: OTP_EXPIRY_MINUTES,
        resend_after: OTP_RESEND_SECONDS,
      };
    },
  );

  app.post(
    '/account/identity-change/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm your own phone or email change with the code sent to the new one',
        body: identityConfirmBodySchema,
        response: { 200: identityChangedSchema, ...errorResponses },
      },
      config: { access: CONSOLE_ROLES },
    },
    async (request) => {
      const userId = request.user!.id;
      const changed = await transaction(app.deps.db, async (client) => {
        const { rows } = await client.query<{
          id: number;
          field: Field;
          new_value: string;
          code_hash: string;
          attempts: number;
          expired: boolean;
        }>(
          `SELECT id, field, new_value, code_hash, attempts, expires_at <= now() AS expired
             FROM identity_change_requests
            WHERE user_id = $1 AND confirmed_at IS NULL AND cancelled_at IS NULL
            ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [userId],
        );
        const row = rows[0];
        if (!row) throw badRequest(IDENTITY_CHANGE_MESSAGES.nothingPending);
        if (row.expired || row.attempts >= OTP_MAX_WRONG_TRIES) {
          throw badRequest(IDENTITY_CHANGE_MESSAGES.expired, { expired: true });
        }
        // The try is counted under the request's lock before the code is compared, and kept when the code
        // is wrong: guesses sent together wait here one by one and stop at the allowance.
        await client.query('UPDATE identity_change_requests SET attempts = attempts + 1 WHERE id = $1', [
          row.id,
        ]);
        if (!sameHash(row.code_hash, request.body.code)) return { wrong: row.id } as const;
        const before = await client.query<{ value: string | null }>(
          `SELECT ${row.field === 'phone' ? 'phone' : 'email::text'} AS value FROM users WHERE id = $1 FOR UPDATE`,
          [userId],
        );
        await client.query('SAVEPOINT identity_change');
        try {
          await client.query(
            `UPDATE users SET ${row.field === 'phone' ? 'phone' : 'email'} = $2, updated_at = now() WHERE id = $1`,
            [userId, row.new_value],
          );
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
          await client.query('ROLLBACK TO SAVEPOINT identity_change');
          await client.query('UPDATE identity_change_requests SET cancelled_at = now() WHERE id = $1', [
            row.id,
          ]);
          return { taken: row.field } as const;
        }
        await client.query('UPDATE identity_change_requests SET confirmed_at = now() WHERE id = $1', [
          row.id,
        ]);
        await recordAudit(client, {
          actorId: userId,
          userId,
          action: AUDIT_CONFIRMED(row.field),
          field: row.field,
          from: before.rows[0]?.value,
          to: row.new_value,
        });
        return { field: row.field, value: row.new_value } as const;
      });
      // The fifth wrong try ends the request.
      if ('wrong' in changed) throw badRequest(IDENTITY_CHANGE_MESSAGES.wrongCode);
      if ('taken' in changed) {
        throw conflict(
          changed.taken === 'phone' ? IDENTITY_CHANGE_MESSAGES.phoneUsed : IDENTITY_CHANGE_MESSAGES.emailUsed,
        );
      }
      return { message: IDENTITY_CHANGE_MESSAGES.changed, ...changed };
    },
  );
}

import {
  phoneAvailableQuerySchema,
  phoneAvailableSchema,
  type UserDetails,
  userDetailsParamsSchema,
  userDetailsSchema,
  verifyPhoneQuerySchema,
} from '@schemas/account-lookup';
import { otpErrorSchema, otpVerifyResponseSchema } from '@schemas/account';
import { errorResponses } from '@schemas/common';
import { normalizePhilippinePhone, philippinePhoneProblem } from '@/shared/phone';
import { REGISTRATION_MESSAGES } from '@/shared/messages';
import { badRequest, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { isStaff } from '../bookings/access';
import { accountView } from './account-view';
import { verifyOtp } from './otp';
import { LOOKUP_MESSAGES } from './lookup-messages';
import { credentialsInUse } from './service';

function localPhone(raw: string): string {
  const phone = normalizePhilippinePhone(raw);
  if (!phone) throw badRequest(philippinePhoneProblem(raw) ?? REGISTRATION_MESSAGES.PHONE_TOO_SHORT);
  return phone;
}

/**
 * Whether the caller may see another account: itself, admins and operations managers, or the other party of a
 * booking they share (the rider of the driver's booking, the driver of the rider's). Anyone else is told the
 * account does not exist.
 */
async function relationToAccount(app: App, caller: AuthUser, userId: number) {
  if (caller.id === userId) return 'self' as const;
  if (isStaff(caller)) return 'staff' as const;
  const { rows } = await app.deps.db.query(
    `SELECT 1 FROM bookings
      WHERE (user_id = $1 AND driver_id = $2) OR (user_id = $2 AND driver_id = $1)
      LIMIT 1`,
    [caller.id, userId],
  );
  return rows.length > 0 ? ('booking' as const) : null;
}

/** The calls of spec part 2 §7 for accounts that the registration and booking screens make. */
export default async function accountLookupRoutes(app: App) {
  const tags = ['accounts'];

  app.get(
    '/user_details/:id',
    {
      schema: {
        tags,
        summary:
          "An account's details and today's cancellations (itself, staff, or the other party of a booking)",
        params: userDetailsParamsSchema,
        response: { 200: userDetailsSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request): Promise<UserDetails> => {
      const relation = await relationToAccount(app, request.user!, request.params.id);
      const account = relation ? await accountView(app.deps.db, request.params.id) : null;
      if (!relation || !account) throw notFound(LOOKUP_MESSAGES.userNotFound);
      if (relation !== 'booking') return { ...account, relation };
      // A booking's other party sees who they ride with, not how to reach them outside the booking.
      const { email, phone, note, is_foreign, locale, ...shared } = account;
      return { ...shared, relation };
    },
  );

  app.get(
    '/is_phone_available',
    {
      schema: {
        tags,
        summary: 'Whether a mobile number is free for a new account',
        querystring: phoneAvailableQuerySchema,
        response: { 200: phoneAvailableSchema, ...errorResponses },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const phone = localPhone(request.query.phone);
      const taken = await credentialsInUse(app, undefined, phone);
      return {
        available: taken === null,
        phone,
        message: taken ?? LOOKUP_MESSAGES.phoneAvailable,
      };
    },
  );

  app.get(
    '/verify/phone',
    {
      schema: {
        tags,
        summary: 'Checks the SMS code sent to a number (registration or password reset)',
        querystring: verifyPhoneQuerySchema,
        response: { 200: otpVerifyResponseSchema, ...errorResponses, 400: otpErrorSchema },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      verifyOtp(
        app,
        localPhone(request.query.phone),
        request.query.purpose ?? 'register',
        request.query.code,
      ),
  );
}

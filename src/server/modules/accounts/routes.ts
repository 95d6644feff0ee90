import {
  accountDeleteBodySchema,
  accountSchema,
  credentialsQuerySchema,
  loginBodySchema,
  otpErrorSchema,
  otpSendBodySchema,
  otpSendResponseSchema,
  otpVerifyBodySchema,
  otpVerifyResponseSchema,
  passwordResetBodySchema,
  registerBodySchema,
  registerForeignBodySchema,
  sessionResponseSchema,
  socialLoginBodySchema,
} from '@schemas/account';
import { errorResponses, messageSchema } from '@schemas/common';
import { REGISTRATION_MESSAGES } from '@/shared/messages';
import { normalizePhilippinePhone, philippinePhoneProblem } from '@/shared/phone';
import { badRequest, conflict, notFound } from '@/server/errors';
import { perCaller } from '@/server/limits/rate-keys';
import type { App } from '@/server/types';
import { idInfoOf } from '../driver-portal/id-card';
import { accountView } from './account-view';
import { sendOtp, verifyOtp } from './otp';
import * as accounts from './service';
import { requestLocale } from '@/server/plugins/locale';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function localPhone(raw: string): string {
  const phone = normalizePhilippinePhone(raw);
  if (!phone) throw badRequest(philippinePhoneProblem(raw) ?? REGISTRATION_MESSAGES.PHONE_TOO_SHORT);
  return phone;
}

export default async function accountRoutes(app: App) {
  const tags = ['accounts'];

  // `user:<id>`: events for one account (blocked, roles changed); only that account may follow it.
  app.realtime.authorize('user', (user, key) => user !== null && user.id === Number(key));

  app.post(
    '/login',
    {
      schema: { tags, body: loginBodySchema, response: { 200: sessionResponseSchema, ...errorResponses } },
      config: {
        access: 'public',
        // Counted per account and address, once the body is read: thousands of phones share one carrier
        // address, and a town's worth of them signing in at once are not one client. Guessing across accounts
        // from one address is capped by the failed-login throttle instead (accounts.login).
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `login:${request.ip}:${String((request.body as { login?: unknown } | undefined)?.login ?? '').toLowerCase()}`,
        },
      },
    },
    async (request) => accounts.login(app, request.body.login, request.body.password, request.ip),
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: messageSchema } }, config: { access: 'authenticated' } },
    async (request) => {
      await accounts.logout(app, request.user!.id, request.user!.sessionId);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags,
        querystring: { type: 'object', properties: { show_id_info: { type: 'integer' } } } as const,
        response: { 200: accountSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const account = await accountView(app.deps.db, request.user!.id);
      if (!account) throw notFound();
      if (request.query.show_id_info === 1) {
        return { ...account, id_info: await idInfoOf(app.deps.db, request.user!.id) };
      }
      return account;
    },
  );

  app.get(
    '/credentials_exist',
    {
      schema: {
        tags,
        querystring: credentialsQuerySchema,
        response: { 200: { type: 'object', properties: { exists: { type: 'boolean' } } }, ...errorResponses },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email, phone } = request.query;
      if (email !== undefined && !EMAIL_PATTERN.test(email)) {
        throw badRequest('The email must be a valid email address.');
      }
      const taken = await accounts.credentialsInUse(app, email, phone ? localPhone(phone) : undefined);
      if (taken) throw conflict(taken);
      return { exists: false };
    },
  );

  app.post(
    '/otp/send',
    {
      schema: {
        tags,
        body: otpSendBodySchema,
        response: { 200: otpSendResponseSchema, ...errorResponses, 400: otpErrorSchema, 429: otpErrorSchema },
      },
      // Sends are also counted in the database per phone and per address (accounts/otp).
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const phone = localPhone(request.body.phone);
      if (request.body.purpose === 'reset' && !(await accounts.credentialsInUse(app, undefined, phone))) {
        throw badRequest('OTP failed to send to provided phone number');
      }
      return sendOtp(app, phone, request.body.purpose, request.ip, await requestLocale(app, request));
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags,
        body: otpVerifyBodySchema,
        response: { 200: otpVerifyResponseSchema, ...errorResponses, 400: otpErrorSchema },
      },
      // Each code has its own few tries (accounts/otp); this only bounds the work of one address.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) =>
      verifyOtp(app, localPhone(request.body.phone), request.body.purpose, request.body.code),
  );

  app.post(
    '/register',
    {
      schema: { tags, body: registerBodySchema, response: { 201: messageSchema, ...errorResponses } },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await accounts.registerLocal(app, request.body, localPhone(request.body.phone));
      return reply.status(201).send({ message: result.message });
    },
  );

  app.post(
    '/register/foreign',
    {
      schema: {
        tags,
        body: registerForeignBodySchema,
        response: { 201: sessionResponseSchema, ...errorResponses },
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await accounts.registerForeign(app, request.body)),
  );

  app.post(
    '/social-login',
    {
      schema: {
        tags,
        body: socialLoginBodySchema,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => accounts.socialLogin(app, request.body.firebase_id_token),
  );

  app.post(
    '/password/reset',
    {
      schema: { tags, body: passwordResetBodySchema, response: { 200: messageSchema, ...errorResponses } },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      accounts.resetPassword(
        app,
        localPhone(request.body.phone),
        request.body.verification_token,
        request.body.password,
      ),
  );

  app.post(
    '/account/delete',
    {
      schema: { tags, body: accountDeleteBodySchema, response: { 200: messageSchema, ...errorResponses } },
      config: {
        access: 'authenticated',
        rateLimit: perCaller('account-delete', { account: 10, address: 10 }),
      },
    },
    async (request) =>
      accounts.deleteAccount(app, request.user!.id, request.body.password, request.body.reason ?? ''),
  );
}

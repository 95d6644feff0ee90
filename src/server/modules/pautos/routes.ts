import { createBookingResponseSchema, activeBookingConflictSchema } from '@schemas/booking';
import { errorResponses, messageSchema } from '@schemas/common';
import { orderIdParamsSchema } from '@schemas/order';
import {
  orderFileParamsSchema,
  paymentAccountCreateSchema,
  paymentAccountListSchema,
  paymentAccountSchema,
  pautosBookingRequestSchema,
  pautosQuoteQuerySchema,
  pautosQuoteResponseSchema,
  pautosViewSchema,
} from '@schemas/pautos';
import type { App } from '@/server/types';
import { perAccount } from '../bookings/access';
import { parseLatLng } from '../bookings/fares';
import type { Dispatcher } from '../dispatch/service';
import { ACCOUNT_MESSAGES, addPaymentAccount, paymentAccounts, removePaymentAccount } from './accounts';
import { createPautosBooking, pautosQuote } from './booking';
import { acceptForms } from '../uploads/multipart';
import { readForm } from './files';
import { readOrderFile, readPautos, sendBudget, updateStatus } from './flow';

const tags = ['pautos'];
const formDescription =
  'A multipart form (fields and the receipt image) or a JSON object of the same fields. Amounts are centavos. ' +
  'An Idempotency-Key header makes retries safe: the same key answers with the first result.';

export default async function pautosRoutes(app: App, { dispatcher }: { dispatcher: Dispatcher }) {
  await acceptForms(app);
  app.get(
    '/pautos/pricing',
    {
      schema: {
        tags,
        querystring: pautosQuoteQuerySchema,
        response: { 200: pautosQuoteResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('pautos-pricing', 60) },
    },
    async (request) =>
      pautosQuote(
        app,
        parseLatLng(request.query.store, 'store'),
        parseLatLng(request.query.delivery, 'delivery'),
      ),
  );

  app.post(
    '/pautos/booking',
    {
      schema: {
        tags,
        description:
          'Books an errand. Needs an Idempotency-Key header: the same key from the same account answers with ' +
          'the first response and never makes a second booking.',
        body: pautosBookingRequestSchema,
        response: { 201: createBookingResponseSchema, ...errorResponses, 409: activeBookingConflictSchema },
      },
      config: { access: 'authenticated', rateLimit: perAccount('book', 30) },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const result = await createPautosBooking(
        app,
        dispatcher,
        request.user!,
        Array.isArray(key) ? key[0] : key,
        request.body,
      );
      return reply.status(result.statusCode as 201).send(result.payload as never);
    },
  );

  app.get(
    '/orders/:id/pautos',
    {
      schema: { tags, params: orderIdParamsSchema, response: { 200: pautosViewSchema, ...errorResponses } },
      config: { access: 'authenticated' },
    },
    async (request) => readPautos(app, request.user!, request.params.id),
  );

  app.post(
    '/orders/:id/send-pautos-budget',
    {
      schema: {
        tags,
        description: `Fields: amount, payment_account_id, reference, receipt (one image). ${formDescription}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: orderIdParamsSchema,
        response: { 200: pautosViewSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('pautos-budget', 30) },
    },
    async (request) =>
      sendBudget(
        app,
        request.user!,
        request.params.id,
        await readForm(request),
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/orders/:id/pautos/update-status',
    {
      schema: {
        tags,
        description:
          'Fields: status_key; lat, lng and address for STORE-USER-MAP; total_spent and receipt (one image) for ' +
          `STORE-DRIVER-PURCHASED; reason for CANCELLED and STORE-DRIVER-UNAVAILABLE (out-of-stock). ${formDescription}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: orderIdParamsSchema,
        response: { 200: pautosViewSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('pautos-status', 120) },
    },
    async (request) =>
      updateStatus(
        app,
        request.user!,
        request.params.id,
        await readForm(request),
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/orders/:id/files/:fileId',
    {
      schema: { tags, params: orderFileParamsSchema },
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      const file = await readOrderFile(app, request.user!, request.params.id, request.params.fileId);
      return reply
        .type(file.mime)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );

  app.get(
    '/driver/payment-accounts',
    {
      schema: { tags, response: { 200: paymentAccountListSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => ({ accounts: await paymentAccounts(app.deps.db, request.user!.id) }),
  );

  app.post(
    '/driver/payment-accounts',
    {
      schema: {
        tags,
        body: paymentAccountCreateSchema,
        response: { 201: paymentAccountSchema, ...errorResponses },
      },
      config: { access: ['driver'], rateLimit: perAccount('payment-accounts', 30) },
    },
    async (request, reply) =>
      reply.status(201).send(await addPaymentAccount(app.deps.db, request.user!.id, request.body)),
  );

  app.delete(
    '/driver/payment-accounts/:id',
    {
      schema: { tags, params: orderIdParamsSchema, response: { 200: messageSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => {
      await removePaymentAccount(app.deps.db, request.user!.id, request.params.id);
      return { message: ACCOUNT_MESSAGES.REMOVED };
    },
  );
}

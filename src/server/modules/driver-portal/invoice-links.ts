import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '@/server/types';
import { unpaidInvoices } from './invoices-meetings';

const INVOICE_WRITE = /^\/api\/admin\/driver-invoices(\/\d+)?$/;

/**
 * The spec's live `unpaid_insurance/{user id}` link: after staff create or change an invoice in the console,
 * the driver's open invoices page receives the current payment link on `unpaid_insurance:{driver id}`.
 */
export const invoiceLinks = fp(async (app: App) => {
  app.realtime.authorize('unpaid_insurance', (user, key) => user !== null && user.id === Number(key));
  // Checked without a promise: every other answer of the server passes this hook.
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method === 'GET' ||
      reply.statusCode >= 300 ||
      !INVOICE_WRITE.test(request.url.split('?')[0])
    ) {
      done();
      return;
    }
    sendLinks(request).then(() => done(), done);
  });

  async function sendLinks(request: FastifyRequest) {
    const id = Number(request.url.split('?')[0].split('/').at(-1));
    const driverIds = new Set<number>();
    const body = request.body as { driver_id?: unknown } | undefined;
    if (typeof body?.driver_id === 'number') driverIds.add(body.driver_id);
    if (Number.isInteger(id)) {
      const { rows } = await app.deps.db.query<{ driver_id: number }>(
        'SELECT driver_id FROM driver_invoices WHERE id = $1',
        [id],
      );
      for (const row of rows) driverIds.add(row.driver_id);
    }
    for (const driverId of driverIds) {
      const { link } = await unpaidInvoices(app, driverId);
      await app.realtime
        .publish(`unpaid_insurance:${driverId}`, { link })
        .catch((error) => app.log.warn({ err: error }, 'unpaid_insurance publish'));
    }
  }
});

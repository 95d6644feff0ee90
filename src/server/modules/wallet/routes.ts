import { errorResponses } from '@schemas/common';
import { walletQuerySchema, walletSummarySchema } from '@schemas/wallet';
import type { App } from '@/server/types';
import { balance, listEntries } from './ledger';

/** The signed-in account's wallet: balances and its ledger lines, newest first. */
export default async function walletRoutes(app: App) {
  app.get(
    '/wallet',
    {
      schema: {
        tags: ['wallet'],
        querystring: walletQuerySchema,
        response: { 200: walletSummarySchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const userId = request.user!.id;
      const { page, per_page: perPage } = request.query;
      const [money, points, list] = await Promise.all([
        balance(app.deps.db, userId, 'wallet'),
        balance(app.deps.db, userId, 'point'),
        listEntries(app.deps.db, userId, { limit: perPage, offset: (page - 1) * perPage }),
      ]);
      return { balance_centavos: money, points_centavos: points, ...list };
    },
  );
}

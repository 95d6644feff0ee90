import { errorResponses } from '@schemas/common';
import { orderIdParamsSchema, orderStatusSchema } from '@schemas/order';
import type { App } from '@/server/types';
import { orderStatusView, requireOrderRole } from './service';

const tags = ['orders'];

export default async function orderRoutes(app: App) {
  // Strangers get 404, as for bookings.
  app.get(
    '/orders/:id/status',
    {
      schema: {
        tags,
        description:
          'Where an errand or delivery stands, its status entries, and the keys the caller may set.',
        params: orderIdParamsSchema,
        response: { 200: orderStatusSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const role = await requireOrderRole(app.deps.db, request.user!, request.params.id);
      return orderStatusView(app.deps.db, request.params.id, role);
    },
  );
}

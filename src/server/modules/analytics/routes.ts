import { analyticsEventBodySchema } from '@schemas/analytics';
import { errorResponses } from '@schemas/common';
import type { App } from '@/server/types';
import { perCaller } from '@/server/limits/rate-keys';
import { analyticsOf } from './index';

export default async function analyticsRoutes(app: App) {
  app.post(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'One product event from a browser (visit_site, theme changes)',
        body: analyticsEventBodySchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
      config: { access: 'public', rateLimit: perCaller('analytics', { account: 60, address: 1200 }) },
    },
    async (request, reply) => {
      const params = request.body.params as Record<string, string | number | boolean> | undefined;
      analyticsOf(app).record({
        name: request.body.event,
        params,
        userId: request.user?.id ?? null,
        source: 'browser',
      });
      return reply.status(204).send(null);
    },
  );
}

import { errorResponses } from '@schemas/common';
import {
  recentlyBookedBodySchema,
  recentlyBookedListSchema,
  recentlyBookedQuerySchema,
  recentlyBookedRecordSchema,
} from '@schemas/recently-booked';
import { isAdminLevel } from '@/shared/roles';
import type { App } from '@/server/types';
import { listRecords, logAction, RECENTLY_BOOKED_TOPIC } from './service';

const ADMIN_LEVEL = ['admin', 'operations-manager'] as const;

export default async function recentlyBookedRoutes(app: App) {
  const tags = ['operations'];

  // The live panel is for admins and operations managers only: it names who contacted which driver.
  app.realtime.authorize(RECENTLY_BOOKED_TOPIC, (user, key) => key === '' && isAdminLevel(user?.roles));

  app.post(
    '/recently-booked',
    {
      schema: {
        tags,
        summary: 'Log a call, text, "don\'t book" or details view from a driver popup',
        body: recentlyBookedBodySchema,
        response: { 200: recentlyBookedRecordSchema, ...errorResponses },
      },
      config: {
        access: 'public',
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip ?? 'local'}`,
        },
      },
    },
    async (request) => logAction(app, request.user, request.body),
  );

  app.get(
    '/recently-booked',
    {
      schema: {
        tags,
        summary: 'Recently booked drivers, newest first',
        querystring: recentlyBookedQuerySchema,
        response: { 200: recentlyBookedListSchema, ...errorResponses },
      },
      config: { access: ADMIN_LEVEL },
    },
    async (request) => ({ data: await listRecords(app, request.query) }),
  );
}

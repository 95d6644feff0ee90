import { ACTIVE_USER_WINDOW_HOURS } from '@config/constants';
import { errorResponses } from '@schemas/common';
import { activeUsersResponseSchema } from '@schemas/driver';
import type { App } from '@/server/types';

/** Heatmap points at most; the densest picture needs no more. */
const MAX_POINTS = 5000;

export default async function activeUserRoutes(app: App) {
  app.get(
    '/au',
    {
      schema: {
        tags: ['operations'],
        summary: 'Where accounts active within 24 hours were last seen (heatmap points)',
        response: { 200: activeUsersResponseSchema, ...errorResponses },
      },
      // Admins only (spec: the active-users layer is the admin's toggle).
      config: { access: ['admin'] },
    },
    async () => {
      const window = `${ACTIVE_USER_WINDOW_HOURS} hours`;
      const [points, total] = await Promise.all([
        app.deps.db.query<{ lat: number; lng: number }>(
          `SELECT lat, lng FROM user_activity
            WHERE last_active_at >= now() - $1::interval AND lat IS NOT NULL AND lng IS NOT NULL
            ORDER BY last_active_at DESC LIMIT $2`,
          [window, MAX_POINTS],
        ),
        app.deps.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM user_activity WHERE last_active_at >= now() - $1::interval',
          [window],
        ),
      ]);
      return { data: points.rows, count: total.rows[0]?.count ?? 0 };
    },
  );
}

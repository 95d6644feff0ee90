import { errorResponses } from '@schemas/common';
import {
  badgeListSchema,
  badgeQuerySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from '@schemas/leaderboard';
import type { App } from '@/server/types';
import { LEADERBOARD_CACHE_MS, leaderboard, manilaMonth, memoryCache, ranks } from './service';

/** The driver leaderboard computed from finished trips per month and branch and the rank badges (spec part 2 §7: badges, leaderboard_cached). */
export default async function leaderboardRoutes(app: App) {
  const tags = ['leaderboard'];
  // Every visitor of the home map asks for it; the board changes once per general meeting.
  const cached = memoryCache<string, Awaited<ReturnType<typeof leaderboard>>>(LEADERBOARD_CACHE_MS, () =>
    app.now().getTime(),
  );

  app.get(
    '/leaderboard_cached',
    {
      schema: {
        tags,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const withImages = request.query.filter !== 'no_image';
      const now = app.now();
      const month = request.query.month ?? manilaMonth(now);
      const branchId = request.query.branch_id;
      const key = `${withImages}:${month}:${branchId ?? ''}`;
      const data = await cached(key, () => leaderboard(app.deps.db, { withImages, month, branchId, now }));
      return { data };
    },
  );

  app.get(
    '/badges',
    {
      schema: { tags, querystring: badgeQuerySchema, response: { 200: badgeListSchema, ...errorResponses } },
      config: { access: 'public' },
    },
    async (request) => ({ data: await ranks(app.deps.db, request.query.filter, app.now()) }),
  );
}

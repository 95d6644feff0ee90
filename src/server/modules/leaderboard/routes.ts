import { errorResponses } from '../../../../schemas/common';
import {
  badgeListSchema,
  badgeQuerySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from '../../../../schemas/leaderboard';
import type { App } from '../../types';
import { LEADERBOARD_CACHE_MS, leaderboard, memoryCache, ranks } from './service';

/** The published driver leaderboard and the rank badges (spec part 2 §7: badges, leaderboard_cached). */
export default async function leaderboardRoutes(app: App) {
  const tags = ['leaderboard'];
  // Every visitor of the home map asks for it; the board changes once per general meeting.
  const cached = memoryCache<'images' | 'no_image', Awaited<ReturnType<typeof leaderboard>>>(
    LEADERBOARD_CACHE_MS,
    () => app.now().getTime(),
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
      const key = request.query.filter === 'no_image' ? 'no_image' : 'images';
      const data = await cached(key, () => leaderboard(app.deps.db, { withImages: key === 'images' }));
      return { data };
    },
  );

  app.get(
    '/badges',
    {
      schema: { tags, querystring: badgeQuerySchema, response: { 200: badgeListSchema, ...errorResponses } },
      config: { access: 'public' },
    },
    async (request) => ({ data: await ranks(app.deps.db, request.query.filter) }),
  );
}

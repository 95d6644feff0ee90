import { errorResponses } from '@schemas/common';
import { shareParamsSchema, shareSchema } from '@schemas/share';
import { PUBLIC_PAGE_MESSAGES } from '@/shared/messages';
import { notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { photoUrl } from '../accounts/account-view';

/**
 * The invitation page's data for a referral code. Only name, code and photo are selected, and the response
 * schema allows nothing else, so no contact detail can leave even if the query grows.
 */
export default async function shareRoutes(app: App) {
  app.get(
    '/share/:code',
    {
      schema: {
        tags: ['content'],
        params: shareParamsSchema,
        response: { 200: shareSchema, ...errorResponses },
      },
      // Codes are guessable only by brute force; a modest limit keeps it that way.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { rows } = await app.deps.db.query<{ name: string; code: string; photo: string | null }>(
        `SELECT name, code, customizable_photo::text AS photo FROM users
          WHERE upper(code) = upper($1) AND deleted_at IS NULL AND NOT is_blocked`,
        [request.params.code.trim()],
      );
      const inviter = rows[0];
      if (!inviter) throw notFound(PUBLIC_PAGE_MESSAGES.INVALID_REFERRAL_LINK);
      return { name: inviter.name, code: inviter.code, photo: photoUrl(inviter.photo) };
    },
  );
}

import { errorResponses } from '@schemas/common';
import { localeBodySchema, localeResponseSchema } from '@schemas/locale';
import type { App } from '@/server/types';

/** The account's language: set from the language switch, applied at login on every device. */
export default async function localeRoutes(app: App) {
  app.put(
    '/user/locale',
    {
      schema: {
        tags: ['accounts'],
        body: localeBodySchema,
        response: { 200: localeResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { locale } = request.body;
      await app.deps.db.query('UPDATE users SET locale = $2 WHERE id = $1', [request.user!.id, locale]);
      return { locale };
    },
  );
}

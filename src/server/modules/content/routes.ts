import { appUpdateQuerySchema, appUpdateResponseSchema } from '@schemas/app-update';
import { errorResponses } from '@schemas/common';
import {
  guideDetailSchema,
  guideListQuerySchema,
  guideListSchema,
  guideSlugParamsSchema,
} from '@schemas/guide';
import { jobDetailSchema, jobListSchema, jobSlugParamsSchema } from '@schemas/job';
import { GENERIC_MESSAGES } from '@/shared/messages';
import { notFound } from '@/server/errors';
import { requestLocale } from '@/server/plugins/locale';
import type { App } from '@/server/types';
import { guideBySlug, jobBySlug, latestAppUpdate, listGuides, openJobs } from './service';

export const NO_JOB_MESSAGE = 'There are no openings in this branch right now.';

/** Public content: user guides, hiring pages and app updates. */
export default async function contentRoutes(app: App) {
  const tags = ['content'];

  app.get(
    '/guides',
    {
      schema: {
        tags,
        querystring: guideListQuerySchema,
        response: { 200: guideListSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // The answer depends on the reader's language (Accept-Language, else the account's language).
      reply.header('Vary', 'Accept-Language');
      return listGuides(app.deps.db, request.query, await requestLocale(app, request));
    },
  );

  app.get(
    '/guides/:slug',
    {
      schema: {
        tags,
        params: guideSlugParamsSchema,
        response: { 200: guideDetailSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Language');
      const found = await guideBySlug(app.deps.db, request.params.slug, await requestLocale(app, request));
      // The page shows its "Coming soon!" dialog for a guide that is not written yet.
      if (!found) throw notFound(GENERIC_MESSAGES.COMING_SOON);
      return found;
    },
  );

  app.get(
    '/jobs',
    { schema: { tags, response: { 200: jobListSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      // Like the guides, the openings are answered in the reader's language.
      reply.header('Vary', 'Accept-Language');
      return { data: await openJobs(app.deps.db, await requestLocale(app, request)) };
    },
  );

  app.get(
    '/jobs/:slug',
    {
      schema: { tags, params: jobSlugParamsSchema, response: { 200: jobDetailSchema, ...errorResponses } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Language');
      const job = await jobBySlug(app.deps.db, request.params.slug, await requestLocale(app, request));
      if (!job) throw notFound(NO_JOB_MESSAGE);
      return { data: job };
    },
  );

  app.get(
    '/app-updates',
    {
      schema: {
        tags,
        querystring: appUpdateQuerySchema,
        response: { 200: appUpdateResponseSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => latestAppUpdate(app.deps.db, request.query.app_type, request.query.code),
  );
}

import {
  chatListQuerySchema,
  chatMessageSchema,
  chatParamsSchema,
  chatSeenResponseSchema,
  chatSendBodySchema,
} from '@schemas/chat';
import { errorResponses } from '@schemas/common';
import { replayable } from '@/server/replays';
import type { App } from '@/server/types';
import { mayFollowBooking, perAccount } from '../bookings/access';
import { listMessages, markSeen, sendMessage } from './service';

const tags = ['chat'];

/** The booking chat between rider and driver; realtime on `chat:{code}`, polling with ?after= as a fallback. */
export default async function chatRoutes(app: App) {
  app.realtime.authorize('chat', (user, code) => mayFollowBooking(app.deps.db, user, code));

  app.get(
    '/chat/:code/messages',
    {
      schema: {
        tags,
        params: chatParamsSchema,
        querystring: chatListQuerySchema,
        response: { 200: { type: 'array', items: chatMessageSchema }, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('chat-read', 120) },
    },
    async (request) => listMessages(app, request.user!, request.params.code, request.query.after),
  );

  app.post(
    '/chat/:code/messages',
    {
      schema: {
        tags,
        params: chatParamsSchema,
        body: chatSendBodySchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('chat-send', 60) },
    },
    async (request, reply) =>
      replayable(app, request, reply, `chat:${request.params.code}`, async () => {
        const { created, message } = await sendMessage(
          app,
          request.user!,
          request.params.code,
          request.body.text,
          request.body.client_id,
        );
        return { statusCode: created ? 201 : 200, payload: message };
      }),
  );

  app.post(
    '/chat/:code/seen',
    {
      schema: {
        tags,
        description: 'Body { last_id } (optional): seen up to that message; without it, every message.',
        params: chatParamsSchema,
        response: { 200: chatSeenResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('chat-seen', 120) },
    },
    async (request) => {
      const lastId = (request.body as { last_id?: unknown } | undefined)?.last_id;
      const upTo =
        typeof lastId === 'number' && Number.isSafeInteger(lastId) && lastId >= 0 ? lastId : undefined;
      return markSeen(app, request.user!, request.params.code, upTo);
    },
  );
}

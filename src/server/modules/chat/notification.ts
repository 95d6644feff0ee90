import {
  type ChatNotificationBody,
  chatNotificationBodySchema,
  chatNotificationResponseSchema,
} from '@schemas/chat';
import { errorResponses } from '@schemas/common';
import { isFinalStatus } from '@/shared/status-labels';
import { badRequest, conflict, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { partiesByCode, perAccount, relationTo } from '../bookings/access';
import { CHAT_NOTIFICATION_MESSAGES } from './notification-messages';
import { chatNotificationEvent, chatPeer } from './peer';
import { CHAT_MESSAGES } from './service';

/**
 * Sends a "new chat message" notification to the other party of a booking: only the rider and the driver of
 * that booking may, each to the other, while the booking is live (its chat closes when it ends).
 */
export async function notifyPeer(app: App, caller: AuthUser, body: ChatNotificationBody) {
  const booking = await partiesByCode(app.deps.db, body.topic);
  const relation = booking ? relationTo(caller, booking) : null;
  if (!booking || relation === null) throw notFound(CHAT_MESSAGES.NOT_FOUND);
  if (body.user !== undefined && body.user !== caller.id)
    throw badRequest(CHAT_NOTIFICATION_MESSAGES.NOT_SENDER);
  const peer = relation === 'staff' ? null : chatPeer(booking, caller.id);
  if (peer === null || peer !== body.peer) throw badRequest(CHAT_NOTIFICATION_MESSAGES.NOT_PEER);
  if (isFinalStatus(booking.status)) throw conflict(CHAT_MESSAGES.CLOSED);
  await app.realtime.publish(`user:${peer}`, chatNotificationEvent(booking, caller.id, body));
  return { message: CHAT_NOTIFICATION_MESSAGES.SENT, delivered_to: peer };
}

export default async function chatNotificationRoutes(app: App) {
  app.post(
    '/chat/notification',
    {
      schema: {
        tags: ['chat'],
        summary: "Tells the other party of a booking's chat that a message is waiting",
        body: chatNotificationBodySchema,
        response: { 200: chatNotificationResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('chat-notification', 30) },
    },
    async (request) => notifyPeer(app, request.user!, request.body),
  );
}

import type { ChatMessage } from '@schemas/chat';
import { isFinalStatus } from '@/shared/status-labels';
import { badRequest, conflict, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { type BookingParties, partiesByCode, relationTo } from '../bookings/access';
import { chatNotificationEvent, chatPeer, NEW_CHAT_MESSAGE_TITLE } from './peer';

export const CHAT_MESSAGES = {
  NOT_FOUND: 'Booking not found.',
  BLANK: 'Please type a message.',
  CLOSED: 'This chat is closed because the booking has ended.',
} as const;

const PAGE_SIZE = 200;

type MessageRow = {
  id: number;
  sender_id: number;
  client_id: string;
  text: string;
  photos: string[];
  created_at: Date;
};

/** The booking behind a chat, for its rider, its driver and staff only; anyone else is told it does not exist. */
async function chatBooking(app: App, user: AuthUser, code: string): Promise<BookingParties> {
  const booking = await partiesByCode(app.deps.db, code);
  if (!booking || !relationTo(user, booking)) throw notFound(CHAT_MESSAGES.NOT_FOUND);
  return booking;
}

async function readers(app: App, bookingId: number) {
  const { rows } = await app.deps.db.query<{ user_id: number; last_seen_id: number }>(
    'SELECT user_id, last_seen_id FROM chat_reads WHERE booking_id = $1 ORDER BY user_id',
    [bookingId],
  );
  return rows;
}

function toMessage(row: MessageRow, seen: { user_id: number; last_seen_id: number }[]): ChatMessage {
  const seenBy = new Set([row.sender_id]);
  for (const reader of seen) if (reader.last_seen_id >= row.id) seenBy.add(reader.user_id);
  return {
    id: row.id,
    userId: row.sender_id,
    text: row.text,
    timestamp: row.created_at.toISOString(),
    photos: row.photos,
    seenBy: [...seenBy],
    seenStatus: seenBy.size > 1,
    activityStatus: 1,
    client_id: row.client_id,
  };
}

/** Messages after `after`, oldest first: a client that reconnects asks from its last id and misses nothing. */
export async function listMessages(app: App, user: AuthUser, code: string, after: number) {
  const booking = await chatBooking(app, user, code);
  const { rows } = await app.deps.db.query<MessageRow>(
    `SELECT id, sender_id, client_id, text, photos, created_at FROM chat_messages
      WHERE booking_id = $1 AND id > $2 ORDER BY id LIMIT ${PAGE_SIZE}`,
    [booking.id, after],
  );
  const seen = await readers(app, booking.id);
  return rows.map((row) => toMessage(row, seen));
}

/**
 * Sends a message once: the sender's client_id makes a retry (after a dropped connection) return the message
 * already stored instead of a second copy. Closed once the booking is delivered or cancelled.
 */
export async function sendMessage(app: App, user: AuthUser, code: string, text: string, clientId: string) {
  const booking = await chatBooking(app, user, code);
  const body = text.trim();
  if (!body) throw badRequest(CHAT_MESSAGES.BLANK);
  if (isFinalStatus(booking.status)) throw conflict(CHAT_MESSAGES.CLOSED);
  const inserted = await app.deps.db.query<MessageRow>(
    `INSERT INTO chat_messages (booking_id, sender_id, client_id, text) VALUES ($1, $2, $3, $4)
     ON CONFLICT (booking_id, sender_id, client_id) DO NOTHING
     RETURNING id, sender_id, client_id, text, photos, created_at`,
    [booking.id, user.id, clientId, body],
  );
  let row = inserted.rows[0];
  const created = !!row;
  if (!row) {
    const existing = await app.deps.db.query<MessageRow>(
      `SELECT id, sender_id, client_id, text, photos, created_at FROM chat_messages
        WHERE booking_id = $1 AND sender_id = $2 AND client_id = $3`,
      [booking.id, user.id, clientId],
    );
    row = existing.rows[0];
  }
  const message = toMessage(row, await readers(app, booking.id));
  if (created) {
    await app.realtime.publish(`chat:${booking.code}`, { type: 'message', message }).catch(() => {});
    // The other party's screens that do not follow this chat (another page of the app) hear of it too.
    const peer = chatPeer(booking, user.id);
    if (peer !== null) {
      const event = chatNotificationEvent(booking, user.id, { title: NEW_CHAT_MESSAGE_TITLE, body });
      await app.realtime.publish(`user:${peer}`, event).catch(() => {});
    }
  }
  return { created, message };
}

/** Marks the chat read up to `lastId` (every message when omitted); never moves backwards. */
export async function markSeen(app: App, user: AuthUser, code: string, lastId: number | undefined) {
  const booking = await chatBooking(app, user, code);
  const latest = await app.deps.db.query<{ max: number | null }>(
    'SELECT max(id) AS max FROM chat_messages WHERE booking_id = $1',
    [booking.id],
  );
  const upTo = Math.min(lastId ?? Number.MAX_SAFE_INTEGER, latest.rows[0]?.max ?? 0);
  const { rows } = await app.deps.db.query<{ last_seen_id: number }>(
    `INSERT INTO chat_reads (booking_id, user_id, last_seen_id) VALUES ($1, $2, $3)
     ON CONFLICT (booking_id, user_id)
       DO UPDATE SET last_seen_id = greatest(chat_reads.last_seen_id, EXCLUDED.last_seen_id), seen_at = now()
     RETURNING last_seen_id`,
    [booking.id, user.id, upTo],
  );
  const lastSeenId = rows[0].last_seen_id;
  await app.realtime
    .publish(`chat:${booking.code}`, { type: 'seen', userId: user.id, last_seen_id: lastSeenId })
    .catch(() => {});
  return { last_seen_id: lastSeenId };
}

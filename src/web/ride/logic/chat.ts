import {
  type ChatDateLanguage,
  chatDateSeparator,
  formatChatStamp,
  needsDateSeparator,
} from '@/shared/dates';
import type { ChatMessage } from './types';

/** Blank or whitespace-only messages are not sent. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function order(a: ChatMessage, b: ChatMessage): number {
  // Confirmed messages in server order; the ones still on their way after them, oldest first.
  if (a.pending !== b.pending) return a.pending ? 1 : -1;
  if (!a.pending) return a.id - b.id;
  return Date.parse(a.timestamp) - Date.parse(b.timestamp);
}

/**
 * Adds messages from any source (history, a realtime event, the answer to a send, a catch-up after a
 * reconnect) without losing or doubling one: the server id identifies a message, and a confirmed message
 * replaces the pending copy that carries the same client id.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map<number, ChatMessage>();
  const pendingByClient = new Map<string, ChatMessage>();
  for (const message of current) {
    if (message.pending && message.client_id) pendingByClient.set(message.client_id, message);
    else byId.set(message.id, message);
  }
  for (const message of incoming) {
    if (message.pending && message.client_id) {
      if (![...byId.values()].some((m) => m.client_id === message.client_id)) {
        pendingByClient.set(message.client_id, message);
      }
      continue;
    }
    if (message.client_id) pendingByClient.delete(message.client_id);
    byId.set(message.id, { ...byId.get(message.id), ...message, pending: false, failed: false });
  }
  return [...byId.values(), ...pendingByClient.values()].sort(order);
}

/** The newest id the server has confirmed: the `after` of the next catch-up call. */
export function lastServerId(messages: ChatMessage[]): number {
  let last = 0;
  for (const message of messages) if (!message.pending && message.id > last) last = message.id;
  return last;
}

export type ChatRow =
  | { kind: 'separator'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage; mine: boolean; stamp: string };

/** The list as shown: a date separator above the first message of each day, each message with its stamp. */
export function chatRows(
  messages: ChatMessage[],
  myUserId: number | null,
  now: Date = new Date(),
  language: ChatDateLanguage = 'en',
): ChatRow[] {
  const rows: ChatRow[] = [];
  let previous: string | null = null;
  for (const message of messages) {
    if (needsDateSeparator(previous, message.timestamp)) {
      rows.push({
        kind: 'separator',
        key: `day-${message.timestamp}`,
        label: chatDateSeparator(message.timestamp, now, language),
      });
    }
    previous = message.timestamp;
    rows.push({
      kind: 'message',
      key: message.pending && message.client_id ? `c-${message.client_id}` : `m-${message.id}`,
      message,
      mine: myUserId !== null && message.userId === myUserId,
      stamp: formatChatStamp(message.timestamp, now, language),
    });
  }
  return rows;
}

/** Messages from the other side that this user has not seen yet. */
export function unseenMessages(messages: ChatMessage[], myUserId: number | null): ChatMessage[] {
  if (myUserId === null) return [];
  return messages.filter(
    (message) =>
      !message.pending && message.userId !== myUserId && !(message.seenBy ?? []).includes(myUserId),
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import { bookingMessages } from '@/shared/messages';
import { api, errorMessage } from '@/web/shared/api';
import { followChat } from '@/web/shared/followed-chats';
import { realtime } from '@/web/shared/realtime';
import { lastServerId, mergeMessages, sendableText, unseenMessages } from '../logic/chat';
import { randomUuid } from '../logic/ids';
import type { ChatMessage } from '../logic/types';
import { chatMessages } from '../booking/messages';
import { translateNow } from '@/web/shared/i18n';
import { getServerData, setServerData, useServerData } from '@/web/shared/server-data';

type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'seen'; userId: number; last_seen_id: number };

/** The server's page size for GET /chat/{code}/messages. */
const CHAT_PAGE_SIZE = 200;

const notified = new Set<number>();

/** Asks once, from a tap, whether the browser may show chat notifications. */
export function askNotificationPermission() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => {});
}

function notify(message: ChatMessage, onOpen?: () => void) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (notified.has(message.id)) return;
  notified.add(message.id);
  try {
    const notification = new Notification(translateNow(bookingMessages, 'NEW_CHAT_MESSAGE'), {
      body: message.text,
      tag: `chat-${message.id}`,
    });
    notification.onclick = () => {
      window.focus();
      onOpen?.();
      notification.close();
    };
  } catch {
    // Some mobile browsers only notify from a service worker; the unread badge still shows.
  }
}

const EMPTY: ChatMessage[] = [];

/** The thread with `userId` marked as having seen every message up to `lastId`. */
function seenUpToBy(list: ChatMessage[], lastId: number, userId: number): ChatMessage[] {
  return list.map((message) =>
    message.id <= lastId && !(message.seenBy ?? []).includes(userId)
      ? { ...message, seenBy: [...(message.seenBy ?? []), userId] }
      : message,
  );
}

export type ChatOptions = {
  /** The thread is on screen: mark what arrives as seen. */
  visible: boolean;
  /** Show "New Chat Message" for unseen messages from the other side (when permitted). */
  notifyUnseen?: boolean;
  onNotificationClick?: () => void;
  /**
   * Hands a message to a queue that keeps it without signal and sends it with its client id as the
   * Idempotency-Key (the driver's job screen); the message shows as pending until the server has it.
   */
  queue?: (pending: ChatMessage) => Promise<ChatMessage | null>;
};

/**
 * The booking chat: history, realtime messages on `chat:{code}`, and a catch-up call from the last id every
 * 10 s and on reconnecting, so nothing is lost; client ids make sure nothing is doubled. The thread is kept
 * in the server-data cache, where realtime messages, sent ones and seen marks are merged in.
 */
export function useChat(code: string | null, myUserId: number | null, options: ChatOptions) {
  const [sendError, setSendError] = useState<string | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const seenUpTo = useRef(0);
  const path = code ? `chat/${encodeURIComponent(code)}/messages` : null;

  /** Changes the thread as kept in the cache (every message merged by id and client id). */
  const update = useCallback(
    (change: (list: ChatMessage[]) => ChatMessage[]) =>
      setServerData<ChatMessage[]>(path ?? '', {}, (list) => change(list ?? []), { byLanguage: false }),
    [path],
  );
  const apply = useCallback(
    (incoming: ChatMessage[]) => update((list) => mergeMessages(list, incoming)),
    [update],
  );

  const thread = useServerData<ChatMessage[]>(path, {
    byLanguage: false,
    // A catch-up from the last id: the server answers at most a page of messages per call, so keep asking
    // until the list is complete.
    ask: async () => {
      const current = () => getServerData<ChatMessage[]>(path ?? '', {}, { byLanguage: false }) ?? [];
      for (let page = 0; page < 20; page++) {
        const fresh = await api<ChatMessage[]>(path ?? '', { query: { after: lastServerId(current()) } });
        apply(fresh);
        if (fresh.length < CHAT_PAGE_SIZE) break;
      }
      return current();
    },
    // Every 10 s while the tab is shown, and when it comes back into view or the signal returns.
    refetchInterval: STATUS_POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    networkMode: 'always',
    // A thread opened again starts from nothing, as the first time.
    gcTime: 0,
  });
  const messages = thread.data ?? EMPTY;
  const status: 'loading' | 'ready' | 'error' = thread.data ? 'ready' : thread.isError ? 'error' : 'loading';
  const { refetch } = thread;
  const catchUp = useCallback(async () => {
    if (path) await refetch();
  }, [path, refetch]);

  useEffect(() => {
    seenUpTo.current = 0;
    if (!code) return;
    const unfollow = followChat(code);
    const stop = realtime().subscribe(`chat:${code}`, (data) => {
      const event = data as ChatEvent;
      if (event?.type === 'message' && event.message) {
        apply([event.message]);
        const { visible, notifyUnseen, onNotificationClick } = optionsRef.current;
        const fromOther = myUserId !== null && event.message.userId !== myUserId;
        if (fromOther && notifyUnseen && (!visible || document.visibilityState !== 'visible')) {
          notify(event.message, onNotificationClick);
        }
      } else if (event?.type === 'seen') {
        update((list) => seenUpToBy(list, event.last_seen_id, event.userId));
      }
    });
    return () => {
      unfollow();
      stop();
    };
  }, [code, myUserId, apply, update]);

  const unseen = unseenMessages(messages, myUserId);
  const newestUnseen = unseen.length > 0 ? unseen[unseen.length - 1].id : 0;

  // Tell the other side what this user has read while the thread is on screen.
  useEffect(() => {
    if (!code || !options.visible || newestUnseen === 0 || newestUnseen <= seenUpTo.current) return;
    if (document.visibilityState !== 'visible') return;
    seenUpTo.current = newestUnseen;
    api<{ last_seen_id: number }>(`chat/${encodeURIComponent(code)}/seen`, {
      method: 'POST',
      body: { last_id: newestUnseen },
    })
      .then(() => {
        if (myUserId !== null) update((list) => seenUpToBy(list, newestUnseen, myUserId));
      })
      .catch(() => {
        seenUpTo.current = 0;
      });
  }, [code, options.visible, newestUnseen, myUserId, update]);

  const markFailed = useCallback(
    (pending: ChatMessage, error: unknown) => {
      update((list) =>
        list.map((message) =>
          message.client_id === pending.client_id && message.pending ? { ...message, failed: true } : message,
        ),
      );
      setSendError(errorMessage(error, translateNow(chatMessages, 'SEND_FAILED')));
    },
    [update],
  );

  const deliver = useCallback(
    async (pending: ChatMessage) => {
      if (!code || !pending.client_id) return false;
      try {
        const saved = await api<ChatMessage>(`chat/${encodeURIComponent(code)}/messages`, {
          method: 'POST',
          body: { text: pending.text, client_id: pending.client_id },
        });
        apply([saved]);
        setSendError(null);
        return true;
      } catch (error) {
        markFailed(pending, error);
        return false;
      }
    },
    [code, apply, markFailed],
  );

  /** Sends a message; blank ones are not sent. Returns false when it could not be sent (it stays, marked). */
  const send = useCallback(
    async (text: string) => {
      const body = sendableText(text);
      if (!body || myUserId === null) return false;
      const pending: ChatMessage = {
        id: -Date.now(),
        userId: myUserId,
        text: body,
        timestamp: new Date().toISOString(),
        seenBy: [myUserId],
        client_id: randomUuid(),
        pending: true,
      };
      apply([pending]);
      const queue = optionsRef.current.queue;
      if (!queue) return deliver(pending);
      try {
        const saved = await queue(pending);
        if (saved) apply([saved]);
        setSendError(null);
        return true;
      } catch (error) {
        markFailed(pending, error);
        return false;
      }
    },
    [myUserId, apply, deliver, markFailed],
  );

  /** Sends a failed message again with its own client id, so the server never stores it twice. */
  const retry = useCallback(
    (message: ChatMessage) => {
      update((list) => list.map((m) => (m.client_id === message.client_id ? { ...m, failed: false } : m)));
      return deliver(message);
    },
    [deliver, update],
  );

  return { messages, status, unseenCount: unseen.length, send, retry, sendError, reload: catchUp };
}

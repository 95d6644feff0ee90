import { clearSession, getToken } from './session';

type Handler = (data: unknown) => void;

/**
 * One WebSocket per page to /api/realtime. Reconnects with back-off and re-sends the token and every
 * subscription, so a dropped connection on mobile data heals by itself.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private handlers = new Map<string, Set<Handler>>();
  private readyHandlers = new Map<string, Set<() => void>>();
  private retry = 0;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  onStatus?: (connected: boolean) => void;
  /** Whether the socket is open now; screens say "reconnecting" while it is not. */
  connected = false;
  private connectionListeners = new Set<(connected: boolean) => void>();

  /** Follows the connection's state (for screens that say whether what they show is live). */
  onConnection(listener: (connected: boolean) => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  private setConnected(connected: boolean) {
    this.connected = connected;
    this.onStatus?.(connected);
    for (const listener of this.connectionListeners) listener(connected);
  }
  onError?: (topic: string | undefined, message: string) => void;

  constructor(private readonly url = RealtimeClient.defaultUrl()) {
    // When the signal returns, reconnect at once instead of waiting out the back-off.
    if (typeof window !== 'undefined') window.addEventListener('online', () => this.reconnectNow());
  }

  private reconnectNow() {
    if (this.closed || this.socket || this.handlers.size === 0) return;
    clearTimeout(this.timer);
    this.retry = 0;
    this.connect();
  }

  static defaultUrl(): string {
    const { protocol, host } = window.location;
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/realtime`;
  }

  /**
   * Follows a topic. `onSubscribed` runs each time the server confirms the subscription (the first time and
   * after every reconnect): from then on no event is missed, so that is the moment to (re)load the state.
   */
  subscribe(topic: string, handler: Handler, onSubscribed?: () => void): () => void {
    if (onSubscribed) {
      let ready = this.readyHandlers.get(topic);
      if (!ready) {
        ready = new Set();
        this.readyHandlers.set(topic, ready);
      }
      ready.add(onSubscribed);
    }
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      this.send({ type: 'sub', topic });
    } else if (onSubscribed) {
      // Already followed: asking again makes the server confirm it, for this subscriber too.
      this.send({ type: 'sub', topic });
    }
    set.add(handler);
    this.connect();
    return () => {
      if (onSubscribed) this.readyHandlers.get(topic)?.delete(onSubscribed);
      const current = this.handlers.get(topic);
      current?.delete(handler);
      if (current && current.size === 0) {
        this.handlers.delete(topic);
        this.send({ type: 'unsub', topic });
      }
    };
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }

  private send(message: unknown) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect() {
    if (this.socket || this.closed) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    let sentToken: string | null = null;
    socket.onopen = () => {
      this.retry = 0;
      const token = getToken();
      sentToken = token;
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      for (const topic of this.handlers.keys()) socket.send(JSON.stringify({ type: 'sub', topic }));
      this.setConnected(true);
    };
    socket.onmessage = (event) => {
      let message: { type: string; topic?: string; data?: unknown; message?: string };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'event' && message.topic) {
        for (const handler of this.handlers.get(message.topic) ?? []) handler(message.data);
      } else if (message.type === 'subscribed' && message.topic) {
        for (const ready of this.readyHandlers.get(message.topic) ?? []) ready();
      } else if (message.type === 'error') {
        this.onError?.(message.topic, message.message ?? 'error');
      } else if (message.type === 'signed-out') {
        // The session ended on the server (signed out elsewhere, password reset, blocked): forget the token so
        // the page asks for a new login instead of reconnecting with a dead one.
        if (sentToken && sentToken === getToken()) clearSession();
      }
    };
    socket.onclose = () => {
      this.socket = null;
      this.setConnected(false);
      if (this.closed || this.handlers.size === 0) return;
      const delay = Math.min(15_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}

let shared: RealtimeClient | null = null;
export function realtime(): RealtimeClient {
  shared ??= new RealtimeClient();
  return shared;
}

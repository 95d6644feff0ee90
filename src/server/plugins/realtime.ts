import type { WebSocket } from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { App, AuthUser } from '../types';
import { bearerToken } from './auth';

/** Decides whether `user` may follow `topic` (the part after the prefix is passed as `key`). */
export type TopicAuthorizer = (user: AuthUser | null, key: string) => Promise<boolean> | boolean;

export type Realtime = {
  authorize(prefix: string, check: TopicAuthorizer): void;
  publish(topic: string, data: unknown): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

type ClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'sub'; topic: string }
  | { type: 'unsub'; topic: string }
  | { type: 'ping' };

const MAX_SUBSCRIPTIONS = 50;
/**
 * A socket whose unsent data grows past this is too slow to keep up (a phone that lost signal, or a reader
 * that stopped reading): it is closed, so its backlog cannot eat the server's memory, and its client
 * reconnects and subscribes again when it can. Everyone else's events never wait for it.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close code "try again later": the client's reconnect with back-off applies. */
const CLOSE_TOO_SLOW = 1013;

function parse(raw: string): ClientMessage | null {
  try {
    const value = JSON.parse(raw) as ClientMessage;
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * One connected socket as the hub sees it. `paused` holds its events back while its subscriptions are checked
 * again after its account's rights changed.
 */
type Client = { socket: WebSocket; user: AuthUser | null; topics: Set<string>; paused: boolean };

/** Subscribers of one topic on this instance, and the single bus subscription that feeds them. */
type TopicEntry = { clients: Set<Client>; ready: Promise<(() => Promise<void>) | null> };

/**
 * WebSocket hub at /api/realtime. Topics are `<prefix>:<key>` or a bare name; every subscription passes the
 * prefix's authorizer (unknown prefixes are refused). Events travel through the bus port, so any server
 * instance can publish to clients connected to any other.
 *
 * Fan-out is built for thousands of sockets: each instance holds one bus subscription per topic however many
 * sockets follow it, an event is serialised once into one buffer that every socket sends as it is, and a
 * socket that cannot keep up is closed instead of slowing the others (see {@link MAX_BUFFERED_BYTES}).
 */
export default fp(async (app: App) => {
  const authorizers = new Map<string, TopicAuthorizer>();
  const topics = new Map<string, TopicEntry>();

  app.decorate('realtime', {
    authorize(prefix, check) {
      authorizers.set(prefix, check);
    },
    publish(topic, data) {
      return app.deps.bus.publish(topic, data);
    },
  } satisfies Realtime);

  async function mayFollow(user: AuthUser | null, topic: string): Promise<boolean> {
    if (typeof topic !== 'string' || topic.length > 200) return false;
    const colon = topic.indexOf(':');
    const prefix = colon === -1 ? topic : topic.slice(0, colon);
    const key = colon === -1 ? '' : topic.slice(colon + 1);
    const check = authorizers.get(prefix);
    if (!check) return false;
    try {
      return await check(user, key);
    } catch {
      return false;
    }
  }

  function deliver(client: Client, frame: Buffer) {
    const { socket } = client;
    if (client.paused || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount + frame.length > MAX_BUFFERED_BYTES) {
      // A reader that does not answer the closing handshake either is cut off by ws after its close timeout.
      socket.close(CLOSE_TOO_SLOW, 'Too slow to keep up');
      return;
    }
    socket.send(frame, { binary: false });
  }

  function fanOut(topic: string, data: unknown) {
    const entry = topics.get(topic);
    if (!entry || entry.clients.size === 0) return;
    const frame = Buffer.from(JSON.stringify({ type: 'event', topic, data }));
    for (const client of entry.clients) deliver(client, frame);
  }

  /** Adds a socket to a topic, subscribing this instance to the bus on the topic's first follower. */
  async function join(client: Client, topic: string) {
    let entry = topics.get(topic);
    if (!entry) {
      const created: TopicEntry = { clients: new Set(), ready: Promise.resolve(null) };
      created.ready = app.deps.bus
        .subscribe(topic, (data) => fanOut(topic, data))
        .catch((error) => {
          if (topics.get(topic) === created) topics.delete(topic);
          throw error;
        });
      topics.set(topic, created);
      entry = created;
    }
    entry.clients.add(client);
    client.topics.add(topic);
    try {
      await entry.ready;
    } catch (error) {
      entry.clients.delete(client);
      client.topics.delete(topic);
      throw error;
    }
  }

  /** Takes a socket off a topic; the last one to leave ends this instance's bus subscription. */
  async function leave(client: Client, topic: string) {
    client.topics.delete(topic);
    const entry = topics.get(topic);
    if (!entry) return;
    entry.clients.delete(client);
    if (entry.clients.size > 0) return;
    topics.delete(topic);
    const stop = await entry.ready.catch(() => null);
    await stop?.();
  }

  app.addHook('onClose', async () => {
    for (const [topic, entry] of topics) {
      topics.delete(topic);
      const stop = await entry.ready.catch(() => null);
      await stop?.().catch(() => {});
    }
  });

  app.get(
    '/api/realtime',
    { websocket: true, config: { access: 'public' } },
    (socket: WebSocket, request) => {
      const client: Client = { socket, user: null, topics: new Set(), paused: false };
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let closed = false;
      let queue = Promise.resolve();
      // When the session ends (sign-out, password reset, deletion, blocking, on any instance) the socket closes;
      // when the account's roles change (on any instance) its subscriptions are checked again at once.
      let unwatch: (() => void) | null = null;
      let token: string | null = null;
      const signIn = async (presented: string) => {
        unwatch?.();
        unwatch = null;
        token = presented;
        client.user = await app.sessions.resolve(presented);
        if (client.user) unwatch = app.sessions.watch(client.user, endSession, rightsChanged);
      };
      /**
       * Nothing more reaches the socket until its subscriptions pass the account's new rights: those they no
       * longer allow end (the page is told, as for a refused subscription), and the others are confirmed again
       * so the page reloads what it may have missed meanwhile.
       */
      const rightsChanged = () => {
        client.paused = true;
        queue = queue.then(recheck).catch((error) => {
          request.log.warn({ err: error }, 'realtime: rights not checked again');
          socket.close(1013, 'Please reconnect');
        });
      };
      const recheck = async () => {
        if (closed) return;
        client.user = token ? await app.sessions.resolve(token) : null;
        if (!client.user) return endSession();
        const kept: string[] = [];
        for (const topic of [...client.topics]) {
          if (await mayFollow(client.user, topic)) {
            kept.push(topic);
            continue;
          }
          await leave(client, topic);
          send({ type: 'error', topic, message: 'Not allowed to follow this topic.' });
        }
        client.paused = false;
        for (const topic of kept) send({ type: 'subscribed', topic });
      };
      const endSession = () => {
        client.user = null;
        for (const topic of [...client.topics]) void leave(client, topic).catch(() => {});
        send({ type: 'signed-out', message: 'Your session has ended. Please log in again.' });
        socket.close(4401, 'Session ended');
      };
      const headerToken = bearerToken(request.headers.authorization);
      if (headerToken) queue = queue.then(() => signIn(headerToken));

      async function handle(message: ClientMessage) {
        if (closed) return;
        switch (message.type) {
          case 'auth':
            await signIn(String(message.token ?? ''));
            for (const topic of [...client.topics]) {
              if (!(await mayFollow(client.user, topic))) await leave(client, topic);
            }
            send({ type: 'ready', user_id: client.user?.id ?? null });
            return;
          case 'sub': {
            const topic = String(message.topic);
            if (client.topics.has(topic)) return send({ type: 'subscribed', topic });
            if (client.topics.size >= MAX_SUBSCRIPTIONS) {
              return send({ type: 'error', topic, message: 'Too many subscriptions.' });
            }
            if (!(await mayFollow(client.user, topic))) {
              return send({ type: 'error', topic, message: 'Not allowed to follow this topic.' });
            }
            await join(client, topic);
            return send({ type: 'subscribed', topic });
          }
          case 'unsub':
            return leave(client, String(message.topic));
          case 'ping':
            return send({ type: 'pong' });
        }
      }

      socket.on('message', (raw: Buffer) => {
        const message = parse(raw.toString());
        if (!message) return send({ type: 'error', message: 'Messages must be JSON with a type.' });
        // Handled one at a time, so an auth message always takes effect before the subscriptions after it.
        queue = queue
          .then(() => handle(message))
          .catch((error) => request.log.warn({ err: error }, 'realtime'));
      });
      socket.on('close', () => {
        closed = true;
        unwatch?.();
        queue = queue.then(async () => {
          for (const topic of [...client.topics]) await leave(client, topic).catch(() => {});
        });
      });
    },
  );
});

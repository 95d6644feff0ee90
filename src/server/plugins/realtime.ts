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

function parse(raw: string): ClientMessage | null {
  try {
    const value = JSON.parse(raw) as ClientMessage;
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * WebSocket hub at /api/realtime. Topics are `<prefix>:<key>` or a bare name; every subscription passes the
 * prefix's authorizer (unknown prefixes are refused). Events travel through the bus port, so any server
 * instance can publish to clients connected to any other.
 */
export default fp(async (app: App) => {
  const authorizers = new Map<string, TopicAuthorizer>();

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

  app.get(
    '/api/realtime',
    { websocket: true, config: { access: 'public' } },
    (socket: WebSocket, request) => {
      let user: AuthUser | null = null;
      const subscriptions = new Map<string, () => Promise<void>>();
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let queue = Promise.resolve();
      // When the session ends (sign-out, password reset, deletion, blocking, on any instance) the socket closes.
      let unwatch: (() => void) | null = null;
      const signIn = async (token: string) => {
        unwatch?.();
        unwatch = null;
        user = await app.sessions.resolve(token);
        if (user) unwatch = app.sessions.watch(user, () => endSession());
      };
      const endSession = () => {
        user = null;
        for (const stop of subscriptions.values()) void stop().catch(() => {});
        subscriptions.clear();
        send({ type: 'signed-out', message: 'Your session has ended. Please log in again.' });
        socket.close(4401, 'Session ended');
      };
      const headerToken = bearerToken(request.headers.authorization);
      if (headerToken) queue = queue.then(() => signIn(headerToken));

      async function handle(message: ClientMessage) {
        switch (message.type) {
          case 'auth':
            await signIn(String(message.token ?? ''));
            for (const [topic, stop] of subscriptions) {
              if (!(await mayFollow(user, topic))) {
                await stop();
                subscriptions.delete(topic);
              }
            }
            send({ type: 'ready', user_id: user?.id ?? null });
            return;
          case 'sub': {
            const topic = String(message.topic);
            if (subscriptions.has(topic)) return send({ type: 'subscribed', topic });
            if (subscriptions.size >= MAX_SUBSCRIPTIONS) {
              return send({ type: 'error', topic, message: 'Too many subscriptions.' });
            }
            if (!(await mayFollow(user, topic))) {
              return send({ type: 'error', topic, message: 'Not allowed to follow this topic.' });
            }
            const stop = await app.deps.bus.subscribe(topic, (data) => send({ type: 'event', topic, data }));
            subscriptions.set(topic, stop);
            return send({ type: 'subscribed', topic });
          }
          case 'unsub': {
            const stop = subscriptions.get(String(message.topic));
            subscriptions.delete(String(message.topic));
            await stop?.();
            return;
          }
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
        unwatch?.();
        queue = queue.then(async () => {
          for (const stop of subscriptions.values()) await stop().catch(() => {});
          subscriptions.clear();
        });
      });
    },
  );
});

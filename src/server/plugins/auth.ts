import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { RoleName } from '@schemas/account';
import { createBatchRefresh } from '../batch-refresh';
import type { Queryable } from '../db/pool';
import type { App, AuthUser } from '../types';

export const SESSION_DAYS = 30;
/** How long a resolved session is trusted from memory; revocations reach every instance sooner, by the bus. */
export const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_MAX = 20_000;
/**
 * A session seen within this long after its minute in memory is still taken from memory while it is checked
 * again beside the request; later it waits for the database as a session never seen does. A minute, so a phone
 * that was quiet for a while (a driver between trips, a signal gone for a minute) is not held up by the check.
 * Sign-out, blocking and revocations reach every instance on the bus at once; this check is the backstop.
 */
export const SESSION_RECHECK_GRACE_MS = 60_000;
/** Sessions due a check are checked together, this many in a query, one query at most this often. */
export const SESSION_RECHECK_MS = 250;
const SESSION_RECHECK_BATCH = 250;
/** Bus topic on which instances tell each other that sessions ended or an account changed. */
export const SESSION_EVENTS_TOPIC = 'internal:sessions';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, hashToken(token), SESSION_DAYS],
  );
  return token;
}

/** Looks a bearer token up; expired, revoked, blocked or deleted accounts count as no session. */
export async function userForToken(db: Queryable, token: string): Promise<AuthUser | null> {
  const found = await lookUp(db, token);
  return found?.user ?? null;
}

type Found = { user: AuthUser; expiresAt: number };

async function lookUp(db: Queryable, token: string): Promise<Found | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  return (await lookUpHashes(db, [hash])).get(hash) ?? null;
}

/** The live sessions among these token hashes, in one query. */
async function lookUpHashes(db: Queryable, hashes: string[]): Promise<Map<string, Found>> {
  const { rows } = await db.query<{
    token_hash: string;
    session_id: number;
    user_id: number;
    roles: RoleName[] | null;
    expires_at: Date;
  }>(
    `SELECT s.token_hash, s.id AS session_id, u.id AS user_id, s.expires_at,
            array_agg(r.role) FILTER (WHERE r.role IS NOT NULL) AS roles
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_roles r ON r.user_id = u.id
      WHERE s.token_hash = ANY($1::text[]) AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.deleted_at IS NULL AND NOT u.is_blocked
      GROUP BY s.id, u.id`,
    [hashes],
  );
  return new Map(
    rows.map((row) => [
      row.token_hash,
      {
        user: { id: row.user_id, roles: row.roles ?? [], sessionId: row.session_id },
        expiresAt: new Date(row.expires_at).getTime(),
      },
    ]),
  );
}

/** Sessions not in memory asked for in the same turn of the event loop are looked up together. */
const LOOKUP_BATCH_MAX = 1000;

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

/**
 * What happened to an account's sessions: `revoked` ends them (all of them, or only `session_ids`); otherwise
 * the account changed (roles) and cached copies are only forgotten.
 */
export type SessionEvent = { user_id: number; session_ids: number[] | null; revoked: boolean };

export type Sessions = {
  /** The account behind a bearer token, from memory when recently seen, else from the database. */
  resolve(token: string): Promise<AuthUser | null>;
  /** Marks sessions revoked in the database, then tells every instance (cache and live sockets). */
  revoke(userId: number, sessionIds?: number[]): Promise<void>;
  /** Tells every instance about sessions already revoked in a committed transaction, or a changed account. */
  announce(event: SessionEvent): Promise<void>;
  /**
   * Calls `onEnd` once when this session is revoked on any instance, and `onChange` each time its account's
   * rights change (roles, on any instance); returns the function that stops watching.
   */
  watch(user: AuthUser, onEnd: () => void, onChange?: () => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

type CacheEntry = { user: AuthUser; expiresAt: number; cachedAt: number };

/**
 * Bearer-token sessions. Resolved sessions are kept in memory, keyed by token hash, and checked against the
 * database again once a minute; sign-out, password reset, account deletion and blocking publish on the bus, so
 * every instance forgets the token and closes the account's live sockets at once.
 */
export default fp(async (app: App) => {
  const cache = new Map<string, CacheEntry>();
  const tokenHashes = new Map<string, string>();
  /** When each account last had sessions revoked or changed: a lookup that started before is not cached. */
  const changedAt = new Map<number, number>();
  const watchers = new Map<number, Set<{ sessionId: number; onEnd: () => void; onChange: () => void }>>();

  function forget(event: SessionEvent) {
    changedAt.set(event.user_id, performance.now());
    if (changedAt.size > SESSION_CACHE_MAX) changedAt.delete(changedAt.keys().next().value as number);
    for (const [hash, entry] of cache) {
      if (entry.user.id !== event.user_id) continue;
      if (event.session_ids && !event.session_ids.includes(entry.user.sessionId)) continue;
      cache.delete(hash);
    }
    for (const watcher of [...(watchers.get(event.user_id) ?? [])]) {
      if (event.session_ids && !event.session_ids.includes(watcher.sessionId)) continue;
      if (event.revoked) watcher.onEnd();
      else watcher.onChange();
    }
  }

  const stopListening = await app.deps.bus.subscribe(SESSION_EVENTS_TOPIC, (data) =>
    forget(data as SessionEvent),
  );
  app.addHook('onClose', async () => {
    await stopListening().catch(() => {});
  });

  /** Token hashes waiting for the next batched lookup, each with the requests waiting for it. */
  let waiting = new Map<string, ((found: Found | null | Error) => void)[]>();
  function lookUpWaiting() {
    const batch = waiting;
    waiting = new Map();
    const hashes = [...batch.keys()];
    for (let i = 0; i < hashes.length; i += LOOKUP_BATCH_MAX) {
      const chunk = hashes.slice(i, i + LOOKUP_BATCH_MAX);
      lookUpHashes(app.deps.db, chunk).then(
        (found) => {
          for (const hash of chunk) for (const done of batch.get(hash)!) done(found.get(hash) ?? null);
        },
        (error: Error) => {
          for (const hash of chunk) for (const done of batch.get(hash)!) done(error);
        },
      );
    }
  }
  /**
   * Sessions whose minute in memory is up are checked again together, a batch at a time, while their requests
   * go on: a fleet's drivers all sign their first positions after a restart within seconds, so their minutes end
   * together, and checking each on its request put thousands of lookups into a few seconds, every minute.
   */
  const recheck = createBatchRefresh<string>({
    batch: SESSION_RECHECK_BATCH,
    everyMs: SESSION_RECHECK_MS,
    async read(due) {
      // Those forgotten meanwhile (signed out, or past the grace) need no check.
      const hashes = due.filter((hash) => cache.has(hash));
      if (hashes.length === 0) return;
      const started = performance.now();
      const found = await lookUpHashes(app.deps.db, hashes);
      for (const hash of hashes) {
        const entry = cache.get(hash);
        if (!entry) continue;
        const session = found.get(hash);
        // Ended, or the account changed while it was being checked: the next request asks the database.
        if (!session || (changedAt.get(session.user.id) ?? -1) >= started) cache.delete(hash);
        else cache.set(hash, { user: session.user, expiresAt: session.expiresAt, cachedAt: Date.now() });
      }
    },
    onError: (error) => app.log.warn({ err: error }, 'sessions check'),
  });
  app.addHook('onClose', async () => recheck.stop());

  function lookUpSoon(hash: string): Promise<Found | null> {
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(lookUpWaiting);
      const callbacks = waiting.get(hash) ?? [];
      callbacks.push((found) => (found instanceof Error ? reject(found) : resolve(found)));
      waiting.set(hash, callbacks);
    });
  }

  const sessions: Sessions = {
    async resolve(token) {
      if (!token || token.length > 200) return null;
      // A phone sends the same token many times a minute: its hash is worked out once. Revocation goes by the
      // session cache below (keyed by hash), so a remembered hash never keeps an ended session alive.
      let hash = tokenHashes.get(token);
      if (!hash) {
        hash = hashToken(token);
        if (tokenHashes.size >= SESSION_CACHE_MAX)
          tokenHashes.delete(tokenHashes.keys().next().value as string);
        tokenHashes.set(token, hash);
      }
      const now = Date.now();
      const hit = cache.get(hash);
      if (hit && hit.expiresAt > now) {
        const age = now - hit.cachedAt;
        if (age < SESSION_CACHE_MS) return hit.user;
        if (age < SESSION_CACHE_MS + SESSION_RECHECK_GRACE_MS) {
          recheck.add(hash);
          return hit.user;
        }
      }
      if (hit) cache.delete(hash);
      const started = performance.now();
      const found = await lookUpSoon(hash);
      if (!found) return null;
      if ((changedAt.get(found.user.id) ?? -1) < started) {
        if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
        cache.set(hash, { user: found.user, expiresAt: found.expiresAt, cachedAt: Date.now() });
      }
      return found.user;
    },

    async revoke(userId, sessionIds) {
      if (sessionIds) {
        await app.deps.db.query(
          'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id = ANY($2::int[]) AND revoked_at IS NULL',
          [userId, sessionIds],
        );
      } else {
        await app.deps.db.query(
          'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
          [userId],
        );
      }
      await sessions.announce({ user_id: userId, session_ids: sessionIds ?? null, revoked: true });
    },

    async announce(event) {
      // This instance forgets at once even if the bus is slow; the others hear it from the bus.
      forget(event);
      await app.deps.bus.publish(SESSION_EVENTS_TOPIC, event).catch((error) => {
        app.log.error({ err: error }, 'could not announce a session change');
      });
    },

    watch(user, onEnd, onChange) {
      let set = watchers.get(user.id);
      if (!set) {
        set = new Set();
        watchers.set(user.id, set);
      }
      let ended = false;
      const watcher = {
        sessionId: user.sessionId,
        onEnd: () => {
          if (ended) return;
          ended = true;
          unwatch();
          onEnd();
        },
        onChange: () => {
          if (!ended) onChange?.();
        },
      };
      set.add(watcher);
      const unwatch = () => {
        const current = watchers.get(user.id);
        current?.delete(watcher);
        if (current?.size === 0) watchers.delete(user.id);
      };
      return unwatch;
    },
  };

  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? bearerToken(request.headers.authorization) : null;
    if (!token) {
      done();
      return;
    }
    sessions.resolve(token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});

import fp from 'fastify-plugin';
import type { App, AppDeps } from '@/server/types';

/** An account's activity is written at most this often (and its position at most this often too). */
export const ACTIVITY_WRITE_INTERVAL_MS = 10 * 60_000;
/** Activity due a write waits at most this long, and goes out with everyone else's in one statement. */
export const ACTIVITY_FLUSH_MS = 1000;
const MAX_TRACKED = 50_000;

type Written = { at: number; locatedAt: number };
/** What one flush writes for an account: its activity, and its position when one is due. */
type Due = { at?: { lat: number; lng: number } };
type Tracker = {
  written: Map<number, Written>;
  due: Map<number, Due>;
  timer?: ReturnType<typeof setTimeout>;
};
const trackers = new WeakMap<AppDeps, Tracker>();

function trackerOf(deps: AppDeps): Tracker {
  let tracker = trackers.get(deps);
  if (!tracker) {
    tracker = { written: new Map(), due: new Map() };
    trackers.set(deps, tracker);
  }
  return tracker;
}

/**
 * Writes every account's due activity: two statements at most, whatever the number of accounts. Each row's
 * own condition keeps several server instances from writing more often than {@link ACTIVITY_WRITE_INTERVAL_MS}.
 */
async function flush(app: App, tracker: Tracker): Promise<void> {
  clearTimeout(tracker.timer);
  tracker.timer = undefined;
  if (tracker.due.size === 0) return;
  const due = [...tracker.due];
  tracker.due.clear();
  const located = due.filter(([, entry]) => entry.at);
  const active = due.filter(([, entry]) => !entry.at).map(([id]) => id);
  const interval = `${ACTIVITY_WRITE_INTERVAL_MS / 1000} seconds`;
  const writes: Promise<unknown>[] = [];
  if (located.length > 0) {
    writes.push(
      app.deps.db.query(
        `INSERT INTO user_activity (user_id, last_active_at, lat, lng, located_at)
         SELECT v.user_id, now(), v.lat, v.lng, now()
           FROM unnest($1::int[], $2::float8[], $3::float8[]) AS v(user_id, lat, lng)
         ON CONFLICT (user_id) DO UPDATE SET last_active_at = now(), lat = EXCLUDED.lat, lng = EXCLUDED.lng,
                located_at = now()
          WHERE user_activity.located_at IS NULL OR user_activity.located_at < now() - $4::interval`,
        [
          located.map(([id]) => id),
          located.map(([, entry]) => entry.at!.lat),
          located.map(([, entry]) => entry.at!.lng),
          interval,
        ],
      ),
    );
  }
  if (active.length > 0) {
    writes.push(
      app.deps.db.query(
        `INSERT INTO user_activity (user_id, last_active_at) SELECT unnest($1::int[]), now()
         ON CONFLICT (user_id) DO UPDATE SET last_active_at = now()
          WHERE user_activity.last_active_at < now() - $2::interval`,
        [active, interval],
      ),
    );
  }
  const results = await Promise.allSettled(writes);
  for (const result of results) {
    if (result.status === 'rejected') app.log.warn({ err: result.reason }, 'user activity');
  }
}

/**
 * Notes that an account used the API (and where, when the request says). Cheap by design: at most one write
 * per account per {@link ACTIVITY_WRITE_INTERVAL_MS}, decided in memory, never awaited by the request, and
 * written with every other account's within {@link ACTIVITY_FLUSH_MS} in one statement.
 */
export function recordActivity(app: App, userId: number, at?: { lat: number; lng: number }): void {
  const tracker = trackerOf(app.deps);
  const { written } = tracker;
  const now = Date.now();
  const last = written.get(userId);
  const located = at !== undefined && Number.isFinite(at.lat) && Number.isFinite(at.lng);
  const due = !last || now - last.at >= ACTIVITY_WRITE_INTERVAL_MS;
  const locationDue = located && (!last || now - last.locatedAt >= ACTIVITY_WRITE_INTERVAL_MS);
  if (!due && !locationDue) return;
  if (written.size >= MAX_TRACKED) {
    for (const [id, entry] of written) if (now - entry.at >= ACTIVITY_WRITE_INTERVAL_MS) written.delete(id);
    if (written.size >= MAX_TRACKED) written.clear();
  }
  written.set(userId, { at: now, locatedAt: locationDue ? now : (last?.locatedAt ?? 0) });
  const queued = tracker.due.get(userId);
  tracker.due.set(userId, locationDue ? { at: { lat: at!.lat, lng: at!.lng } } : (queued ?? {}));
  if (!tracker.timer) {
    tracker.timer = setTimeout(() => void flush(app, tracker), ACTIVITY_FLUSH_MS);
    tracker.timer.unref();
  }
}

/** Records every authenticated API request; registered before the other modules so it sees all of them. */
export const activityTracking = fp(async (app: App) => {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.user && reply.statusCode < 400) recordActivity(app, request.user.id);
    done();
  });
  // What is still waiting is written before the database goes away.
  app.addHook('onClose', async () => {
    const tracker = trackers.get(app.deps);
    if (tracker) await flush(app, tracker);
  });
});

import fp from 'fastify-plugin';
import type { App, AppDeps } from '../../types';

/** An account's activity is written at most this often (and its position at most this often too). */
export const ACTIVITY_WRITE_INTERVAL_MS = 10 * 60_000;
const MAX_TRACKED = 50_000;

type Written = { at: number; locatedAt: number };
const writtenByDeps = new WeakMap<AppDeps, Map<number, Written>>();

/**
 * Notes that an account used the API (and where, when the request says). Cheap by design: one upsert per
 * account per {@link ACTIVITY_WRITE_INTERVAL_MS}, decided in memory, never awaited by the request; the
 * upsert's own condition keeps several server instances from writing more often than that.
 */
export function recordActivity(app: App, userId: number, at?: { lat: number; lng: number }): void {
  let written = writtenByDeps.get(app.deps);
  if (!written) {
    written = new Map();
    writtenByDeps.set(app.deps, written);
  }
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
  const interval = `${ACTIVITY_WRITE_INTERVAL_MS / 1000} seconds`;
  const query = locationDue
    ? app.deps.db.query(
        `INSERT INTO user_activity (user_id, last_active_at, lat, lng, located_at) VALUES ($1, now(), $2, $3, now())
         ON CONFLICT (user_id) DO UPDATE SET last_active_at = now(), lat = $2, lng = $3, located_at = now()
          WHERE user_activity.located_at IS NULL OR user_activity.located_at < now() - $4::interval`,
        [userId, at!.lat, at!.lng, interval],
      )
    : app.deps.db.query(
        `INSERT INTO user_activity (user_id, last_active_at) VALUES ($1, now())
         ON CONFLICT (user_id) DO UPDATE SET last_active_at = now()
          WHERE user_activity.last_active_at < now() - $2::interval`,
        [userId, interval],
      );
  query.catch((error) => app.log.warn({ err: error }, 'user activity'));
}

/** Records every authenticated API request; registered before the other modules so it sees all of them. */
export const activityTracking = fp(async (app: App) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.user && reply.statusCode < 400) recordActivity(app, request.user.id);
  });
});

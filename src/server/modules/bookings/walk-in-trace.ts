import type { App } from '@/server/types';

/** At most one position a driver sends is kept per this interval of a walk-in trip. */
export const TRACE_EVERY_MS = 10_000;
/** How often an instance learns which drivers (started on any instance) are on a walk-in trip. */
export const ACTIVE_REFRESH_MS = 5_000;
/** Kept positions are written together, at most this often. */
const FLUSH_EVERY_MS = 1_000;

type Point = { driverId: number; lat: number; lng: number; at: Date };
export type TracePoint = { lat: number; lng: number; at: Date };

export type WalkInTraces = ReturnType<typeof createWalkInTraces>;

/**
 * The positions drivers send during walk-in trips, kept as each trip's trace so the drop-off can tell a real
 * trip from one recorded standing still. The location ingest is a hot path: a position costs a set lookup
 * here, and the kept ones are written in one statement a second. Which drivers are on a walk-in is known at
 * once for trips started on this instance and within a few seconds for trips started on another.
 */
export function createWalkInTraces(app: App) {
  const db = app.deps.db;
  let active = new Set<number>();
  const lastKept = new Map<number, number>();
  /** Trips started here lately, which a refresh that began before they were written must not forget. */
  const startedHere = new Map<number, number>();
  let pending: Point[] = [];
  let writing: Promise<void> = Promise.resolve();

  /**
   * A position the driver sent (taken at `now`, earlier for one kept without signal): kept when the driver is on
   * a walk-in trip and none was kept near that time.
   */
  function note(driverId: number, at: { lat: number; lng: number }, now = app.now()) {
    if (!active.has(driverId)) return;
    const last = lastKept.get(driverId);
    if (last !== undefined && Math.abs(now.getTime() - last) < TRACE_EVERY_MS) return;
    lastKept.set(driverId, Math.max(last ?? 0, now.getTime()));
    pending.push({ driverId, lat: at.lat, lng: at.lng, at: now });
  }

  function started(driverId: number) {
    active.add(driverId);
    startedHere.set(driverId, Date.now());
    lastKept.delete(driverId);
  }

  function ended(driverId: number) {
    active.delete(driverId);
    startedHere.delete(driverId);
    lastKept.delete(driverId);
  }

  /** Writes the kept positions, each to the walk-in trip its driver has en route now (none: dropped). */
  async function write() {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await db.query(
      `INSERT INTO walk_in_trace (booking_id, at, lat, lng)
       SELECT b.id, v.at, v.lat, v.lng
         FROM unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[]) AS v(driver_id, at, lat, lng)
         JOIN bookings b ON b.driver_id = v.driver_id AND b.is_walk_in AND b.status = 'enroute'`,
      [
        batch.map((p) => p.driverId),
        batch.map((p) => p.at),
        batch.map((p) => p.lat),
        batch.map((p) => p.lng),
      ],
    );
  }

  /** Writes what is kept, after any write already running (never two at once). */
  function flush(): Promise<void> {
    writing = writing.then(write).catch((error) => app.log.warn({ err: error }, 'walk-in trace'));
    return writing;
  }

  async function refresh() {
    const { rows } = await db.query<{ driver_id: number }>(
      `SELECT driver_id FROM bookings WHERE is_walk_in AND status = 'enroute'`,
    );
    const next = new Set(rows.map((row) => row.driver_id));
    for (const [id, at] of startedHere) {
      if (Date.now() - at < 2 * ACTIVE_REFRESH_MS) next.add(id);
      else startedHere.delete(id);
    }
    active = next;
    for (const id of lastKept.keys()) if (!active.has(id)) lastKept.delete(id);
  }

  /** The trip's trace in time order, after writing what this instance still holds. */
  async function traceOf(bookingId: number): Promise<TracePoint[]> {
    await flush();
    const { rows } = await db.query<TracePoint>(
      'SELECT lat, lng, at FROM walk_in_trace WHERE booking_id = $1 ORDER BY at, id',
      [bookingId],
    );
    return rows;
  }

  const { start, stop } = traceLoop(app, 'walk-in trips', { flush, refresh });
  return { note, started, ended, flush, refresh, start, stop, traceOf };
}

/**
 * A trace's timer: what the instance holds is written every second, and which drivers are on a trip is read
 * again every few seconds; the timer never keeps the process alive, and stopping writes what is left.
 */
export function traceLoop(
  app: App,
  label: string,
  work: { flush(): Promise<void>; refresh(): Promise<void> },
) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let refreshedAt = 0;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        void work.flush();
        if (Date.now() - refreshedAt >= ACTIVE_REFRESH_MS) {
          refreshedAt = Date.now();
          work.refresh().catch((error) => app.log.warn({ err: error }, label));
        }
      }, FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await work.flush();
    },
  };
}

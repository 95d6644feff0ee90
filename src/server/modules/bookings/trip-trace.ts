import { TRACE_DISTANCE_MARGIN_PERCENT, TRACE_MARGIN_SETTING } from '@config/constants';
import { haversineKm } from '@/server/adapters/geo/haversine';
import type { App } from '@/server/types';
import { traceLoop } from './walk-in-trace';

/** A position less sure than this (metres) says little about the road driven and is left out. */
export const TRACE_MAX_ACCURACY_M = 100;
/** A move implying more than this speed is a jump of the phone's fix, not the car: left out. */
export const TRACE_MAX_SPEED_KMH = 150;
/** A move shorter than this is not checked for speed (two fixes a moment apart wobble by metres). */
const JUMP_SLACK_KM = 0.05;
/** A trace shorter than this many positions is too thin to re-check a fare with. */
export const TRACE_MIN_POINTS = 3;
/** A time a phone sends for a position buffered offline is believed within this far back (and never ahead). */
const RECORDED_AT_MAX_AGE_MS = 24 * 3_600_000;

type Position = { lat: number; lng: number; accuracy?: number; recorded_at?: string };
type Point = { driverId: number; lat: number; lng: number; accuracy: number | null; at: Date };
export type TripTracePoint = { lat: number; lng: number; at: Date; accuracy_m: number | null };

/** Keyed by the app's dependencies, which every plugin context of one app shares. */
const recorders = new WeakMap<App['deps'], TripTraces>();

/** The trip-trace recorder of an app (none before the modules are registered). */
export function tripTracesOf(app: App): TripTraces | undefined {
  return recorders.get(app.deps);
}

export type TripTraces = ReturnType<typeof createTripTraces>;

/**
 * Every trip's trace: the positions its driver sends while en route, with their accuracy and time, filtered
 * as a GPS tracker would (vague fixes, fixes out of order and jumps at an impossible speed are dropped).
 * The ingest is a hot path: a position costs a set lookup and a distance here; kept positions are written in
 * one statement a second, each to the trip its driver has en route.
 */
export function createTripTraces(app: App) {
  const db = app.deps.db;
  let active = new Set<number>();
  const last = new Map<number, Point>();
  let pending: Point[] = [];
  let writing: Promise<void> = Promise.resolve();

  function timeOf(position: Position): Date {
    const now = app.now();
    if (!position.recorded_at) return now;
    const at = new Date(position.recorded_at);
    const age = now.getTime() - at.getTime();
    return Number.isFinite(age) && age >= 0 && age <= RECORDED_AT_MAX_AGE_MS ? at : now;
  }

  /**
   * A position a driver sent: kept when the driver is on a trip and the fix is believable. `takenAt`, when
   * given, is when the position was taken as already checked by the caller (then `recorded_at` is not read).
   */
  function note(driverId: number, position: Position, takenAt?: Date) {
    if (!active.has(driverId)) return;
    const accuracy = Number.isFinite(position.accuracy) ? Number(position.accuracy) : null;
    if (accuracy !== null && accuracy > TRACE_MAX_ACCURACY_M) return;
    const point = {
      driverId,
      lat: position.lat,
      lng: position.lng,
      accuracy,
      at: takenAt ?? timeOf(position),
    };
    const before = last.get(driverId);
    if (before) {
      const hours = (point.at.getTime() - before.at.getTime()) / 3_600_000;
      if (hours <= 0) return;
      const km = haversineKm(before, point);
      if (km > JUMP_SLACK_KM && km / hours > TRACE_MAX_SPEED_KMH) return;
    }
    last.set(driverId, point);
    pending.push(point);
  }

  async function write() {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    // Each position goes to its driver's trip en route, or else to the trip delivered a moment ago (the
    // drop-off writes what its driver sent before it, and the driver stops counting there).
    await db.query(
      `INSERT INTO trip_trace (booking_id, at, lat, lng, accuracy_m)
       SELECT DISTINCT ON (v.n) b.id, v.at, v.lat, v.lng, v.accuracy
         FROM unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[], $5::real[])
              WITH ORDINALITY AS v(driver_id, at, lat, lng, accuracy, n)
         JOIN bookings b ON b.driver_id = v.driver_id
          AND (b.status = 'enroute'
               OR (b.status = 'delivered' AND b.delivered_at > now() - interval '2 minutes'))
        ORDER BY v.n, (b.status = 'enroute') DESC, b.delivered_at DESC`,
      [
        batch.map((p) => p.driverId),
        batch.map((p) => p.at),
        batch.map((p) => p.lat),
        batch.map((p) => p.lng),
        batch.map((p) => p.accuracy),
      ],
    );
  }

  /** Writes what is kept, after any write already running (never two at once). */
  function flush(): Promise<void> {
    writing = writing.then(write).catch((error) => app.log.warn({ err: error }, 'trip trace'));
    return writing;
  }

  async function refresh() {
    const { rows } = await db.query<{ driver_id: number }>(
      `SELECT driver_id FROM bookings WHERE status = 'enroute' AND driver_id IS NOT NULL`,
    );
    active = new Set(rows.map((row) => row.driver_id));
    for (const id of last.keys()) if (!active.has(id)) last.delete(id);
  }

  /** A trip started: its driver's positions count from now, on this instance at once. */
  function started(driverId: number) {
    active.add(driverId);
    last.delete(driverId);
  }

  async function traceOf(bookingId: number): Promise<TripTracePoint[]> {
    await flush();
    const { rows } = await db.query<TripTracePoint>(
      'SELECT lat, lng, at, accuracy_m FROM trip_trace WHERE booking_id = $1 ORDER BY at, id',
      [bookingId],
    );
    return rows;
  }

  /**
   * After the drop-off: the driven distance from the trace, kept with the trip, and the trip flagged for staff
   * when it differs from the quoted distance by more than the margin of the app settings. Never fails the trip.
   */
  async function check(bookingId: number, driverId: number): Promise<void> {
    active.delete(driverId);
    last.delete(driverId);
    try {
      const trace = await traceOf(bookingId);
      if (trace.length < TRACE_MIN_POINTS) return;
      let driven = 0;
      for (let i = 1; i < trace.length; i++) driven += haversineKm(trace[i - 1], trace[i]);
      const { rows } = await db.query<{ quoted: number | null; margin: string | null }>(
        `SELECT (trip_details->>'km_distance')::float8 AS quoted,
                (SELECT value FROM app_settings WHERE key = $2) AS margin
           FROM bookings WHERE id = $1`,
        [bookingId, TRACE_MARGIN_SETTING],
      );
      const quoted = rows[0]?.quoted ?? null;
      const margin = Number(rows[0]?.margin ?? TRACE_DISTANCE_MARGIN_PERCENT);
      const flagged =
        quoted !== null &&
        quoted > 0 &&
        Number.isFinite(margin) &&
        Math.abs(driven - quoted) > (quoted * margin) / 100;
      await db.query('UPDATE bookings SET driven_km = $2, trace_flagged = $3 WHERE id = $1', [
        bookingId,
        Math.round(driven * 100) / 100,
        flagged,
      ]);
    } catch (error) {
      app.log.warn({ err: error, bookingId }, 'trip trace check');
    }
  }

  const { start, stop } = traceLoop(app, 'trips en route', { flush, refresh });
  const recorder = { note, flush, refresh, started, start, stop, traceOf, check };
  recorders.set(app.deps, recorder);
  return recorder;
}

import { WALK_IN_BOOKING_POINTS } from '@config/constants';
import type { WalkInPoints, WalkInPointsReason } from '@schemas/walk-in';
import { formatDateYmd } from '@/shared/dates';
import { haversineKm } from '@/server/adapters/geo/haversine';
import type { Queryable } from '@/server/db/pool';
import type { TracePoint } from './walk-in-trace';

/** A walk-in's positions must number at least this many between its start and its drop-off. */
export const TRACE_MIN_POINTS = 3;
/** Faster than this between two positions is a jump of the position, not driving. */
export const TRACE_MAX_SPEED_KMH = 120;
/** A move's speed is measured over at least this long, so the wobble of two close fixes is no jump. */
const MIN_MOVE_SECONDS = 10;
/** The share of the straight line from pickup to drop-off that moves at driving speed must cover. */
export const TRACE_MIN_COVERAGE = 0.8;
/** Advisory-lock namespace for one driver's walk-in points (the daily cap). */
const POINTS_LOCK = 7_003;

export type WalkInRules = { minKm: number; minMinutes: number; dailyCap: number };

/** The staff-editable settings of the rules, and what applies when a setting is missing or not a number. */
export const WALK_IN_RULE_SETTINGS: Record<keyof WalkInRules, { key: string; fallback: number }> = {
  minKm: { key: 'walk_in_points_min_km', fallback: 0.5 },
  minMinutes: { key: 'walk_in_points_min_minutes', fallback: 2 },
  dailyCap: { key: 'walk_in_points_daily_cap', fallback: 10 },
};

export async function walkInRules(db: Queryable): Promise<WalkInRules> {
  const entries = Object.entries(WALK_IN_RULE_SETTINGS) as [
    keyof WalkInRules,
    { key: string; fallback: number },
  ][];
  const { rows } = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM app_settings WHERE key = ANY($1::text[])',
    [entries.map(([, setting]) => setting.key)],
  );
  const values = new Map(rows.map((row) => [row.key, Number(row.value.trim())]));
  const rule = ([name, setting]: (typeof entries)[number]) => {
    const value = values.get(setting.key);
    const valid = value !== undefined && Number.isFinite(value) && value >= 0;
    return [name, valid ? (name === 'dailyCap' ? Math.floor(value) : value) : setting.fallback] as const;
  };
  return Object.fromEntries(entries.map(rule)) as WalkInRules;
}

export type WalkInTrip = {
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number };
  startedAt: Date;
  endedAt: Date;
  /** The road distance the fare was computed for. */
  distanceKm: number;
  trace: TracePoint[];
};

export const tripMinutes = (trip: Pick<WalkInTrip, 'startedAt' | 'endedAt'>) =>
  Math.max(0, trip.endedAt.getTime() - trip.startedAt.getTime()) / 60_000;

/**
 * Whether a walk-in was a real trip, and if not why: long and far enough by the rules, with enough of the
 * driver's positions during it, whose moves at driving speed cover the way from pickup to drop-off (a position
 * that jumps there, or a trace that stays at the pickup, does not).
 */
export function judgeWalkIn(trip: WalkInTrip, rules: WalkInRules): WalkInPointsReason | null {
  if (trip.distanceKm < rules.minKm) return 'short';
  if (tripMinutes(trip) < rules.minMinutes) return 'quick';
  const during = trip.trace.filter((p) => p.at > trip.startedAt && p.at <= trip.endedAt);
  if (during.length < TRACE_MIN_POINTS) return 'no-trace';
  const path = [{ ...trip.pickup, at: trip.startedAt }, ...during, { ...trip.dropoff, at: trip.endedAt }];
  let driven = 0;
  for (let i = 1; i < path.length; i++) {
    const km = haversineKm(path[i - 1], path[i]);
    const seconds = Math.max(MIN_MOVE_SECONDS, (path[i].at.getTime() - path[i - 1].at.getTime()) / 1000);
    if (km / (seconds / 3600) <= TRACE_MAX_SPEED_KMH) driven += km;
  }
  if (driven < TRACE_MIN_COVERAGE * haversineKm(trip.pickup, trip.dropoff)) return 'trace';
  return null;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Decides, inside the delivering transaction, what a finished walk-in earns: nothing when it was not a real
 * trip, nothing once the driver's walk-ins of the Manila day that earned reach the cap, else its booking
 * points. A per-driver lock makes drop-offs finishing together count each other, so the cap holds. The trip
 * stays recorded either way; `counts_for_rewards` keeps one that earned nothing out of quotas and rankings.
 */
export async function settleWalkInPoints(
  client: Queryable,
  booking: { id: number; driverId: number },
  trip: { reason: WalkInPointsReason | null; distanceKm: number; durationMin: number; now: Date },
  rules: WalkInRules,
): Promise<NonNullable<WalkInPoints>> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [POINTS_LOCK, booking.driverId]);
  const day = formatDateYmd(trip.now);
  let reason = trip.reason;
  if (reason === null) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings
        WHERE driver_id = $1 AND walk_in_rewarded_on = $2::date AND id <> $3`,
      [booking.driverId, day, booking.id],
    );
    if (rows[0].n >= rules.dailyCap) reason = 'daily-cap';
  }
  const earned = reason === null;
  const verdict: NonNullable<WalkInPoints> = {
    earned,
    points: earned ? WALK_IN_BOOKING_POINTS : 0,
    reason,
    distance_km: round(trip.distanceKm, 2),
    duration_min: round(trip.durationMin, 1),
    min_km: rules.minKm,
    min_minutes: rules.minMinutes,
    daily_cap: rules.dailyCap,
  };
  await client.query(
    `UPDATE bookings SET counts_for_rewards = $2, walk_in_points = $3,
            walk_in_rewarded_on = CASE WHEN $2 THEN $4::date END
      WHERE id = $1`,
    [booking.id, earned, JSON.stringify(verdict), day],
  );
  return verdict;
}

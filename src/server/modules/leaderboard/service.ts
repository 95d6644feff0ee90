import type { LeaderboardEntry, Rank } from '@schemas/leaderboard';
import type { Queryable } from '@/server/db/pool';
import { formatManila } from '@/shared/dates';
import { photoUrl } from '../accounts/account-view';

export const LEADERBOARD_CACHE_MS = 60_000;
/** How many drivers the board lists. */
export const LEADERBOARD_SIZE = 50;

/** Every rank, highest first; `leaderboard` keeps only the ranks someone on this month's board holds. */
export async function ranks(
  db: Queryable,
  filter?: 'ranking' | 'leaderboard',
  now: Date = new Date(),
): Promise<Rank[]> {
  const { rows } = await db.query<Rank>(
    'SELECT id, position, title, short_title, description, photo, min_rides FROM ranks ORDER BY position',
  );
  if (filter !== 'leaderboard') return rows;
  const board = await monthlyRides(db, { month: manilaMonth(now) });
  const held = new Set(board.map((row) => rankFor(rows, row.rides)?.id));
  return rows.filter((rank) => held.has(rank.id));
}

/** The Manila calendar month of a moment, as YYYY-MM. */
export function manilaMonth(now: Date): string {
  return formatManila(now, 'YYYY-MM');
}

/** The highest rank whose monthly ride threshold the rides reach. */
export function rankFor<R extends { min_rides: number; position: number }>(
  all: R[],
  rides: number,
): R | undefined {
  return all
    .filter((rank) => rank.min_rides <= rides)
    .sort((a, b) => b.min_rides - a.min_rides || a.position - b.position)[0];
}

export type RidesRow = {
  driver_id: number;
  name: string;
  upload_id: string | null;
  branch_name: string | null;
  rides: number;
};

/**
 * Finished trips per driver in one Manila calendar month (by the moment each trip was finished), in one
 * branch or all; most rides first, and on a tie whoever reached the count first. The board keeps the first
 * {@link LEADERBOARD_SIZE}; `everyone` lists every driver with a finished trip (for each driver's standing).
 * A walk-in that earned nothing (not a real trip, or past the day's cap) does not count.
 */
export async function monthlyRides(
  db: Queryable,
  query: { month: string; branchId?: number; everyone?: boolean },
): Promise<RidesRow[]> {
  const { rows } = await db.query<RidesRow>(
    `WITH bounds AS (
       SELECT ($1 || '-01')::timestamp AT TIME ZONE 'Asia/Manila' AS starts,
              (($1 || '-01')::timestamp + interval '1 month') AT TIME ZONE 'Asia/Manila' AS ends
     ), finished AS (
       SELECT b.driver_id, count(*)::int AS rides, max(b.delivered_at) AS last_at
         FROM bookings b, bounds
        WHERE b.status = 'delivered' AND b.driver_id IS NOT NULL AND b.counts_for_rewards
          AND b.delivered_at >= bounds.starts AND b.delivered_at < bounds.ends
          AND ($2::int IS NULL OR b.branch_id = $2)
        GROUP BY b.driver_id
     )
     SELECT f.driver_id, u.name, u.customizable_photo::text AS upload_id, br.name AS branch_name, f.rides
       FROM finished f
       JOIN users u ON u.id = f.driver_id AND u.deleted_at IS NULL
       LEFT JOIN drivers d ON d.user_id = f.driver_id
       LEFT JOIN branches br ON br.id = coalesce($2::int, d.branch_id)
      ORDER BY f.rides DESC, f.last_at, f.driver_id
      LIMIT $3`,
    [query.month, query.branchId ?? null, query.everyone ? null : LEADERBOARD_SIZE],
  );
  return rows;
}

/** The leaderboard of a month (this month by default) and branch, computed from finished trips. */
export async function leaderboard(
  db: Queryable,
  options: { withImages: boolean; month: string; branchId?: number; now: Date },
): Promise<{
  last_updated_at: string | null;
  month: string;
  branch_id: number | null;
  data: LeaderboardEntry[];
}> {
  const [rows, allRanks] = await Promise.all([
    monthlyRides(db, { month: options.month, branchId: options.branchId }),
    ranks(db),
  ]);
  return {
    last_updated_at: options.now.toISOString(),
    month: options.month,
    branch_id: options.branchId ?? null,
    data: rows.map((row, index) => {
      const rank = rankFor(allRanks, row.rides);
      return {
        ranking: index + 1,
        name: row.name,
        photo: options.withImages ? photoUrl(row.upload_id) : null,
        rides: row.rides,
        branch_name: row.branch_name,
        rank: rank
          ? {
              short_title: rank.short_title,
              title: rank.title,
              photo: options.withImages ? rank.photo : null,
            }
          : null,
      };
    }),
  };
}

const MEMORY_CACHE_KEYS = 256;

/** A value computed at most once per time-to-live; concurrent callers share one computation. */
export function memoryCache<K, V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return async (key: K, compute: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = compute();
    // Keys come from the address (month, branch): keep at most a few hundred, dropping the oldest first.
    if (entries.size >= MEMORY_CACHE_KEYS) entries.delete(entries.keys().next().value as K);
    entries.delete(key);
    entries.set(key, { at: now(), value });
    // A failed computation is not remembered; the next caller tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}

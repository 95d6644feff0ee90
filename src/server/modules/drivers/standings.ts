import type { Queryable } from '../../db/pool';

/** A driver's standing this month, for the map popup's rank badge and "ranking / finished rides". */
export type Standing = {
  ranking: number | null;
  finished: number;
  rank: { photo: string; short_title: string; full_title: string } | null;
};

type RankRow = { id: number; photo: string; short_title: string; title: string; min_rides: number };

const NO_STANDING: Standing = { ranking: null, finished: 0, rank: null };

async function tableExists(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    `public.${name}`,
  ]);
  return Boolean(rows[0]?.present);
}

/**
 * Every driver's standing at once: the published leaderboard (ranking and rank badge) where it lists the
 * driver, rides finished since the start of this month in Manila, and otherwise the best rank whose ride
 * threshold those rides reach. Tables owned by other modules are read only when they exist.
 */
export async function loadStandings(db: Queryable): Promise<(driverId: number) => Standing> {
  const [hasRanks, hasLeaderboard, hasBookings] = await Promise.all([
    tableExists(db, 'ranks'),
    tableExists(db, 'leaderboard_entries'),
    tableExists(db, 'bookings'),
  ]);
  const finished = new Map<number, number>();
  if (hasBookings) {
    const { rows } = await db.query<{ driver_id: number; finished: number }>(
      `SELECT driver_id, count(*)::int AS finished FROM bookings
        WHERE status = 'delivered' AND driver_id IS NOT NULL
          AND coalesce(delivered_at, updated_at) >= (date_trunc('month', now() AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila')
        GROUP BY driver_id`,
    );
    for (const row of rows) finished.set(row.driver_id, row.finished);
  }
  const ranks: RankRow[] = hasRanks
    ? (
        await db.query<RankRow>(
          'SELECT id, photo, short_title, title, min_rides FROM ranks ORDER BY min_rides DESC, position DESC',
        )
      ).rows
    : [];
  const published = new Map<number, { ranking: number; rides: number; rank_id: number | null }>();
  if (hasLeaderboard) {
    const { rows } = await db.query<{
      user_id: number;
      ranking: number;
      rides: number;
      rank_id: number | null;
    }>('SELECT user_id, ranking, rides, rank_id FROM leaderboard_entries WHERE user_id IS NOT NULL');
    for (const row of rows) published.set(row.user_id, row);
  }
  const rankById = new Map(ranks.map((rank) => [rank.id, rank]));
  return (driverId) => {
    const entry = published.get(driverId);
    const rides = finished.get(driverId) ?? (hasBookings ? 0 : (entry?.rides ?? 0));
    const rank =
      (entry?.rank_id != null ? rankById.get(entry.rank_id) : undefined) ??
      ranks.find((candidate) => candidate.min_rides <= rides);
    if (!entry && !rank && rides === 0) return NO_STANDING;
    return {
      ranking: entry?.ranking ?? null,
      finished: rides,
      rank: rank ? { photo: rank.photo, short_title: rank.short_title, full_title: rank.title } : null,
    };
  };
}

import type { Queryable } from '@/server/db/pool';
import { manilaMonth, monthlyRides, rankFor } from '../leaderboard/service';

/** A driver's standing this month, for the map popup's rank badge and "ranking / finished rides". */
export type Standing = {
  ranking: number | null;
  finished: number;
  rank: { photo: string; short_title: string; full_title: string } | null;
};

type RankRow = {
  id: number;
  position: number;
  photo: string;
  short_title: string;
  title: string;
  min_rides: number;
};

/**
 * Every driver's standing at once, computed like the leaderboard: rides finished this Manila month, the
 * driver's place among all drivers by those rides (the board's order), and the best rank whose monthly ride
 * threshold the rides reach.
 */
export async function loadStandings(
  db: Queryable,
  now: Date = new Date(),
): Promise<(driverId: number) => Standing> {
  const [rows, ranks] = await Promise.all([
    monthlyRides(db, { month: manilaMonth(now), everyone: true }),
    db
      .query<RankRow>('SELECT id, position, photo, short_title, title, min_rides FROM ranks')
      .then((r) => r.rows),
  ]);
  const placed = new Map(rows.map((row, index) => [row.driver_id, { ranking: index + 1, rides: row.rides }]));
  return (driverId) => {
    const entry = placed.get(driverId);
    const rides = entry?.rides ?? 0;
    const rank = rankFor(ranks, rides);
    return {
      ranking: entry?.ranking ?? null,
      finished: rides,
      rank: rank ? { photo: rank.photo, short_title: rank.short_title, full_title: rank.title } : null,
    };
  };
}

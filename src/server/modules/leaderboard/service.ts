import type { LeaderboardEntry, Rank } from '../../../../schemas/leaderboard';
import type { Queryable } from '../../db/pool';
import { photoUrl } from '../accounts/account-view';

export const LEADERBOARD_CACHE_MS = 60_000;

/** Every rank, highest first; `leaderboard` keeps only the ranks someone on the leaderboard holds. */
export async function ranks(db: Queryable, filter?: 'ranking' | 'leaderboard'): Promise<Rank[]> {
  const onlyHeld = filter === 'leaderboard';
  const { rows } = await db.query<Rank>(
    `SELECT id, position, title, short_title, description, photo, min_rides FROM ranks r
      ${onlyHeld ? 'WHERE EXISTS (SELECT 1 FROM leaderboard_entries e WHERE e.rank_id = r.id)' : ''}
      ORDER BY position`,
  );
  return rows;
}

type EntryRow = {
  ranking: number;
  name: string;
  rides: number;
  branch_name: string | null;
  snapshot_photo: string | null;
  upload_id: string | null;
  rank_short_title: string | null;
  rank_title: string | null;
  rank_photo: string | null;
  updated_at: Date;
};

/** The published leaderboard; the live name and photo win while the driver's account exists. */
export async function leaderboard(
  db: Queryable,
  options: { withImages: boolean },
): Promise<{ last_updated_at: string | null; data: LeaderboardEntry[] }> {
  const { rows } = await db.query<EntryRow>(
    `SELECT e.ranking, coalesce(u.name, e.name) AS name, e.photo AS snapshot_photo,
            u.customizable_photo::text AS upload_id, e.rides, b.name AS branch_name,
            r.short_title AS rank_short_title, r.title AS rank_title, r.photo AS rank_photo, e.updated_at
       FROM leaderboard_entries e
       LEFT JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
       LEFT JOIN branches b ON b.id = e.branch_id
       LEFT JOIN ranks r ON r.id = e.rank_id
      ORDER BY e.ranking`,
  );
  const lastUpdated = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest),
    null,
  );
  return {
    last_updated_at: lastUpdated?.toISOString() ?? null,
    data: rows.map((row) => ({
      ranking: row.ranking,
      name: row.name,
      photo: options.withImages ? (photoUrl(row.upload_id) ?? row.snapshot_photo) : null,
      rides: row.rides,
      branch_name: row.branch_name,
      rank:
        row.rank_short_title === null
          ? null
          : {
              short_title: row.rank_short_title,
              title: row.rank_title ?? row.rank_short_title,
              photo: options.withImages ? row.rank_photo : null,
            },
    })),
  };
}

/** A value computed at most once per time-to-live; concurrent callers share one computation. */
export function memoryCache<K, V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return async (key: K, compute: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = compute();
    entries.set(key, { at: now(), value });
    // A failed computation is not remembered; the next caller tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}

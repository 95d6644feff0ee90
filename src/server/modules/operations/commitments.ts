import type { CommitmentsCurrent, CommittedDriver } from '@schemas/commitment';
import { formatManila } from '@/shared/dates';
import type { Queryable } from '@/server/db/pool';
import { photoUrl } from '../accounts/account-view';

type DriverRow = {
  id: number;
  name: string;
  upload: string | null;
  has_profile: boolean;
  is_online: boolean;
  ongoing: boolean;
  last_seen_at: Date | null;
  accepts_ride: boolean;
  accepts_pautos: boolean;
  accepts_delivery: boolean;
};

const DRIVER_COLUMNS = `u.id, u.name, u.customizable_photo::text AS upload, d.user_id IS NOT NULL AS has_profile,
  coalesce(d.is_online, false) AS is_online, d.last_seen_at,
  coalesce(d.accepts_ride, false) AS accepts_ride, coalesce(d.accepts_pautos, false) AS accepts_pautos,
  coalesce(d.accepts_delivery, false) AS accepts_delivery,
  EXISTS (SELECT 1 FROM bookings b WHERE b.driver_id = u.id AND b.status IN ('preparing', 'arrived', 'enroute'))
    AS ongoing`;

function toDriver(row: DriverRow): CommittedDriver {
  const status = !row.has_profile
    ? 'Unknown'
    : row.ongoing
      ? 'Has ongoing booking'
      : row.is_online
        ? 'Online'
        : 'Offline';
  return {
    id: row.id,
    name: row.name,
    photo: photoUrl(row.upload),
    status,
    updated_at: row.last_seen_at?.toISOString() ?? null,
    accepts_ride: row.accepts_ride,
    accepts_pautos: row.accepts_pautos,
    accepts_delivery: row.accepts_delivery,
  };
}

/**
 * Whether a Manila time of day (HH:mm) falls in a block; blocks may run past midnight. A block ends as its end
 * minute starts (06:00–14:00 gives 14:00 to the next block), except one that ends at 23:59, the last minute a
 * block can name: it runs to midnight, so "All day" (00:00–23:59) holds in the day's last minute too.
 */
export function inBlock(now: string, start: string, end: string): boolean {
  const until = end === LAST_MINUTE ? END_OF_DAY : end;
  return start <= until ? now >= start && now < until : now >= start || now < until;
}

const LAST_MINUTE = '23:59';
/** After every HH:mm of a day, as text. */
const END_OF_DAY = '24:00';

/** Today's active blocks with each committed driver's state, and the other online pautos/delivery drivers. */
export async function currentCommitments(db: Queryable, at: Date = new Date()): Promise<CommitmentsCurrent> {
  const now = formatManila(at, 'HH:mm');
  const blocks = await db.query<{ id: number; label: string; start_time: string; end_time: string }>(
    'SELECT id, label, start_time, end_time FROM commitment_blocks WHERE is_active ORDER BY start_time, id',
  );
  const committed = await db.query<DriverRow & { block_id: number }>(
    `SELECT c.block_id, ${DRIVER_COLUMNS}
       FROM driver_commitments c
       JOIN commitment_blocks k ON k.id = c.block_id AND k.is_active
       JOIN users u ON u.id = c.driver_id
       LEFT JOIN drivers d ON d.user_id = u.id
      ORDER BY u.name, u.id`,
  );
  const others = await db.query<DriverRow>(
    `SELECT ${DRIVER_COLUMNS}
       FROM drivers d JOIN users u ON u.id = d.user_id
      WHERE d.is_online AND (d.accepts_pautos OR d.accepts_delivery)
        AND NOT EXISTS (SELECT 1 FROM driver_commitments c JOIN commitment_blocks k ON k.id = c.block_id AND k.is_active
                         WHERE c.driver_id = u.id)
      ORDER BY u.name, u.id
      LIMIT 200`,
  );
  return {
    schedules: blocks.rows.map((block) => {
      const drivers = committed.rows.filter((row) => row.block_id === block.id).map(toDriver);
      return {
        ...block,
        is_current: inBlock(now, block.start_time, block.end_time),
        overview: {
          online: drivers.filter((d) => d.status === 'Online').length,
          offline: drivers.filter((d) => d.status === 'Offline' || d.status === 'Unknown').length,
          ongoing: drivers.filter((d) => d.status === 'Has ongoing booking').length,
          total: drivers.length,
        },
        drivers,
      };
    }),
    others: others.rows.map(toDriver),
  };
}

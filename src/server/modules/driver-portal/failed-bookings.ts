import { formatDateYmd, startOfManilaDay } from '@/shared/dates';
import { badRequest } from '@/server/errors';
import type { App } from '@/server/types';

/**
 * Failed bookings are the dispatcher's: bookings it cancelled (cancelled_by_who = 'system') because no driver
 * took them. The driver sees today's in their branch's zone (first names only) and the last 7 days by hour.
 */
export async function failedBookings(app: App, driverId: number) {
  const db = app.deps.db;
  const now = app.now();
  const { rows: branchRows } = await db.query<{
    branch_id: number | null;
    branch_name: string | null;
    zone_id: number | null;
  }>(
    `SELECT b.id AS branch_id, b.name AS branch_name, b.zone_id
       FROM users u LEFT JOIN drivers d ON d.user_id = u.id
       LEFT JOIN branches b ON b.id = coalesce(d.branch_id, u.branch_id)
      WHERE u.id = $1`,
    [driverId],
  );
  const branch = branchRows[0] ?? { branch_id: null, branch_name: null, zone_id: null };
  const today = startOfManilaDay(now);
  const weekStart = new Date(today.getTime() - 6 * 24 * 3600_000);
  const [list, weekly, standby] = await Promise.all([
    db.query<{ name: string; time: Date }>(
      `SELECT split_part(u.name, ' ', 1) AS name, b.created_at AS time
         FROM bookings b JOIN users u ON u.id = b.user_id
        WHERE b.cancelled_by_who = 'system' AND b.zone_id = $1 AND b.cancelled_at >= $2 AND b.cancelled_at <= $3
        ORDER BY b.created_at DESC LIMIT 50`,
      [branch.zone_id, today, now],
    ),
    db.query<{ hour: number; total: number }>(
      `SELECT extract(hour FROM b.created_at AT TIME ZONE 'Asia/Manila')::int AS hour, count(*)::int AS total
         FROM bookings b
        WHERE b.cancelled_by_who = 'system' AND b.zone_id = $1 AND b.cancelled_at >= $2 AND b.cancelled_at <= $3
        GROUP BY 1`,
      [branch.zone_id, weekStart, now],
    ),
    db.query<{ time_in: string; time_out: string }>(
      'SELECT time_in, time_out FROM driver_standby_times WHERE driver_id = $1 AND day = $2',
      [driverId, formatDateYmd(now)],
    ),
  ]);
  const byHour = new Map(weekly.rows.map((row) => [row.hour, row.total]));
  return {
    failed_bookings: list.rows.map((row) => ({ name: row.name, time: row.time.toISOString() })),
    branch_id: branch.branch_id,
    branch_name: branch.branch_name,
    weekly: Array.from({ length: 24 }, (_, hour) => ({ hour, total: byHour.get(hour) ?? 0 })),
    standby: standby.rows[0] ?? null,
  };
}

export async function setStandby(app: App, driverId: number, timeIn: string, timeOut: string) {
  if (timeOut <= timeIn) throw badRequest('Time Out must be later than Time In.');
  await app.deps.db.query(
    `INSERT INTO driver_standby_times (driver_id, day, time_in, time_out) VALUES ($1, $2, $3, $4)
     ON CONFLICT (driver_id, day) DO UPDATE SET time_in = $3, time_out = $4, updated_at = now()`,
    [driverId, formatDateYmd(app.now()), timeIn, timeOut],
  );
  return { message: 'Your standby time is set.' };
}

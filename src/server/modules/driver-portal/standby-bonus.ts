import { FAILED_BOOKING_POINTS_MULTIPLIER } from '@config/constants';
import type { Queryable } from '@/server/db/pool';

export const STANDBY_BONUS_KIND = 'standby-bonus';

/**
 * 'X2 BRP Points': a booking the driver accepted during the standby time they picked for that Manila day (picked
 * before the booking was accepted) earns its booking points again, as a second row of the points ledger. The
 * ledger keeps one row per booking and kind, so however often or however concurrently the delivery is retried,
 * the bonus is paid once. Walk-in trips are not failed-booking rides and earn no bonus. Runs inside the
 * delivering transaction; true when this call wrote the bonus.
 */
export async function recordStandbyBonus(
  client: Queryable,
  driverId: number,
  bookingId: number,
  points: number,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO booking_points (driver_id, booking_id, points, branch_id, kind)
     SELECT $1, b.id, $3::numeric * ($4 - 1), (SELECT branch_id FROM drivers WHERE user_id = $1), $5
       FROM bookings b
       JOIN driver_standby_times s
         ON s.driver_id = b.driver_id
        AND s.day = to_char(b.accepted_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD')
        AND to_char(b.accepted_at AT TIME ZONE 'Asia/Manila', 'HH24:MI') BETWEEN s.time_in AND s.time_out
        AND s.updated_at <= b.accepted_at
      WHERE b.id = $2 AND b.driver_id = $1 AND b.status = 'delivered' AND NOT b.is_walk_in
     ON CONFLICT (booking_id, kind) DO NOTHING`,
    [driverId, bookingId, points, FAILED_BOOKING_POINTS_MULTIPLIER, STANDBY_BONUS_KIND],
  );
  return (rowCount ?? 0) > 0;
}

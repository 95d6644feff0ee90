import {
  BOOKING_POINTS_BRANCH_IDS,
  BOOKING_POINTS_QUOTA,
  BOOKING_POINTS_REWARD_PHP,
} from '@config/constants';
import { isBookingPointsBranch } from '@/shared/rewards';
import { type Queryable, transaction } from '@/server/db/pool';
import type { App } from '@/server/types';
import { postEntry } from '../wallet/ledger';
import { recordStandbyBonus } from './standby-bonus';

export const BOOKING_POINTS_KIND = 'booking-points';
/** Advisory-lock namespace for one driver's booking-points settlement. */
const SETTLE_LOCK = 7_001;

export const bookingPointsReference = (driverId: number, n: number) => `booking-points:${driverId}:${n}`;

type Totals = { total: number; rewards: number };

async function totals(db: Queryable, driverId: number): Promise<Totals> {
  const { rows } = await db.query<{ total: string; rewards: number }>(
    `SELECT coalesce((SELECT sum(points) FROM booking_points
                       WHERE driver_id = $1 AND branch_id = ANY($2::int[])), 0)::text AS total,
            (SELECT count(*)::int FROM wallet_entries WHERE user_id = $1 AND kind = $3) AS rewards`,
    [driverId, BOOKING_POINTS_BRANCH_IDS, BOOKING_POINTS_KIND],
  );
  return { total: Number(rows[0].total), rewards: rows[0].rewards };
}

/**
 * Pays Php 100 for every full 15 points the driver has earned in the eligible branches, each reward once: the
 * n-th reward's ledger reference is fixed, and a per-driver lock makes trips finishing at the same moment see
 * each other's points, so none is missed and none is paid twice. Runs inside the caller's transaction.
 */
export async function settleBookingPoints(client: Queryable, driverId: number): Promise<number> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SETTLE_LOCK, driverId]);
  const { total } = await totals(client, driverId);
  const earned = Math.floor(total / BOOKING_POINTS_QUOTA);
  let paid = 0;
  for (let n = 1; n <= earned; n++) {
    const result = await postEntry(client, {
      userId: driverId,
      amountCentavos: BOOKING_POINTS_REWARD_PHP * 100,
      kind: BOOKING_POINTS_KIND,
      reference: bookingPointsReference(driverId, n),
      description: `Booking points reward #${n}: ${BOOKING_POINTS_QUOTA} booking points`,
    });
    if (result.created) paid += 1;
  }
  return paid;
}

/**
 * Records the points a finished trip earns (in the driver's branch of the moment), the standby bonus when the
 * trip was taken during the driver's standby time, and settles rewards.
 */
export async function recordBookingPoint(
  client: Queryable,
  driverId: number,
  bookingId: number,
  points: number,
) {
  await client.query(
    `INSERT INTO booking_points (driver_id, booking_id, points, branch_id)
     VALUES ($1, $2, $3, (SELECT branch_id FROM drivers WHERE user_id = $1))
     ON CONFLICT (booking_id, kind) DO NOTHING`,
    [driverId, bookingId, points],
  );
  await recordStandbyBonus(client, driverId, bookingId, points);
  await settleBookingPoints(client, driverId);
}

export async function bookingPointsQuota(app: App, driverId: number) {
  await transaction(app.deps.db, (client) => settleBookingPoints(client, driverId));
  const { rows } = await app.deps.db.query<{
    name: string;
    branch_id: number | null;
    branch_name: string | null;
  }>(
    `SELECT u.name, d.branch_id, b.name AS branch_name
       FROM users u LEFT JOIN drivers d ON d.user_id = u.id LEFT JOIN branches b ON b.id = d.branch_id
      WHERE u.id = $1`,
    [driverId],
  );
  const { total, rewards } = await totals(app.deps.db, driverId);
  const count =
    Math.round((total - Math.floor(total / BOOKING_POINTS_QUOTA) * BOOKING_POINTS_QUOTA) * 10) / 10;
  return {
    data: {
      drivers: [
        {
          id: driverId,
          name: rows[0]?.name ?? '',
          branch_id: rows[0]?.branch_id ?? null,
          branch_name: rows[0]?.branch_name ?? null,
          eligible: isBookingPointsBranch(rows[0]?.branch_id),
          count,
          quota: BOOKING_POINTS_QUOTA,
          total_points: total,
          rewards_paid: rewards,
          reward_centavos: BOOKING_POINTS_REWARD_PHP * 100,
        },
      ],
    },
  };
}

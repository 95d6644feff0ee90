import type pg from 'pg';
import { newReferralCode } from '@/server/modules/accounts/service';
import { transaction } from '../pool';
import { FLEET_TOWNS } from './fleet';
import { existingEmails } from './existing-emails';

/**
 * Riders each demo town's history is booked by, in FLEET_TOWNS order (the busiest town has the most); they have
 * no password (nobody signs in as them).
 */
export const RIDERS_PER_TOWN = [60, 24, 24, 12] as const;
const RIDER_COUNT = RIDERS_PER_TOWN.reduce((sum, n) => sum + n, 0);

function townOf(index: number): number {
  let left = index % RIDER_COUNT;
  for (const [town, count] of RIDERS_PER_TOWN.entries()) {
    if (left < count) return FLEET_TOWNS[town].branchId;
    left -= count;
  }
  return FLEET_TOWNS[0].branchId;
}

const FIRST_NAMES = [
  'Angelica',
  'Mark Anthony',
  'Kristine',
  'Jerome',
  'Rowena',
  'Carlo',
  'Maricel',
  'Jayson',
  'Lovely',
  'Romeo',
  'Shiela',
  'Noel',
  'Grace',
  'Ronnie',
  'Jennifer',
  'Aldrin',
];
const SURNAMES = [
  'Bautista',
  'Villanueva',
  'Mercado',
  'Castillo',
  'Aquino',
  'Navarro',
  'Padilla',
  'Ramos',
  'Soriano',
  'Tolentino',
  'Manalo',
  'Gonzales',
  'Salazar',
  'Abad',
];

export const riderEmail = (n: number) => `sim-rider-${n}@example.com`;

export type DemoRider = { n: number; email: string; name: string; phone: string; branchId: number };

/** The n-th demo rider (from 1): the same on every start; the first 60 live in the first town, and so on. */
export function demoRider(n: number): DemoRider {
  const i = n - 1;
  return {
    n,
    email: riderEmail(n),
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${SURNAMES[(i + Math.floor(i / FIRST_NAMES.length)) % SURNAMES.length]}`,
    phone: `+63918777${String(n).padStart(4, '0')}`,
    branchId: townOf(i),
  };
}

/**
 * Demo mode only: rider accounts for the history of finished trips, so the trips are booked by many people of
 * each town instead of all by the demo customer. Idempotent; returns each town's rider ids.
 */
export async function seedDemoRiders(db: pg.Pool): Promise<Map<number, number[]>> {
  const riders = Array.from({ length: RIDER_COUNT }, (_, i) => demoRider(i + 1));
  // Only the riders not made yet are written: a start on an existing installation asks once and writes none.
  const there = await existingEmails(
    db,
    riders.map((rider) => rider.email),
  );
  const missing = riders.filter((rider) => !there.has(rider.email.toLowerCase()));
  if (missing.length > 0)
    await transaction(db, async (client) => {
      for (const rider of missing) {
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO users (code, name, email, phone, branch_id, phone_verified_at)
         VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT DO NOTHING RETURNING id`,
          [newReferralCode(), rider.name, rider.email, rider.phone, rider.branchId],
        );
        if (rows[0]) {
          await client.query(
            `INSERT INTO user_roles (user_id, role) VALUES ($1, 'client') ON CONFLICT DO NOTHING`,
            [rows[0].id],
          );
        }
      }
    });
  const { rows } = await db.query<{ id: number; branch_id: number }>(
    `SELECT u.id, u.branch_id FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role = 'client'
      WHERE u.email = ANY($1::text[]) ORDER BY u.id`,
    [riders.map((rider) => rider.email)],
  );
  const byTown = new Map<number, number[]>();
  for (const row of rows) byTown.set(row.branch_id, [...(byTown.get(row.branch_id) ?? []), row.id]);
  return byTown;
}

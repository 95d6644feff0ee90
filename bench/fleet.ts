import { newReferralCode } from '../src/server/modules/accounts/service';
import { createSession, hashToken, newToken } from '../src/server/plugins/auth';
import { FLEET_TOWNS, fleetDriver, seedFleet } from '../src/server/db/seed/fleet';
import type { App } from '../src/server/types';

export type BenchDriver = { id: number; token: string; branchId: number; lat: number; lng: number };

/** A point within about `radiusKm` of a town centre, the same for the same `n`. */
function around(n: number, centre: { lat: number; lng: number }, radiusKm: number) {
  const angle = (n * 2.399963) % (2 * Math.PI);
  const distance = radiusKm * Math.sqrt(((n * 7919) % 1000) / 1000);
  return {
    lat: centre.lat + (distance / 111) * Math.sin(angle),
    lng: centre.lng + (distance / (111 * Math.cos((centre.lat * Math.PI) / 180))) * Math.cos(angle),
  };
}

/**
 * `count` distinct positions of riders' phones, spread over the towns as the drivers are (half of them in Puerto
 * Princesa), each with the unrounded precision of a phone's GPS.
 */
export function riderPositions(count: number): { lat: number; lng: number }[] {
  const pattern = [0, 0, 1, 0, 2, 0, 3, 1, 0, 2];
  return Array.from({ length: count }, (_, n) => {
    const town = FLEET_TOWNS[pattern[n % pattern.length]];
    const at = around(n * 13 + 5, town.center, town.radiusKm * 3);
    return { lat: Number(at.lat.toFixed(7)), lng: Number(at.lng.toFixed(7)) };
  });
}

/** The n-th of the riders' addresses (private range, as they arrive through the proxy). */
export function riderAddress(n: number): string {
  return `10.${20 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * `count` driver accounts (the demo fleet's accounts, made by the same seed), each signed in with a session of
 * its own and online at a position in its town, in the database and in the locations index.
 */
export async function onlineFleet(app: App, password: string, count: number): Promise<BenchDriver[]> {
  const { db, locations } = app.deps;
  await seedFleet(db, password, count);
  const emails = Array.from({ length: count }, (_, i) => fleetDriver(i + 1).email);
  const { rows } = await db.query<{ id: number; email: string; branch_id: number }>(
    `SELECT u.id, u.email::text AS email, d.branch_id FROM users u JOIN drivers d ON d.user_id = u.id
      WHERE u.email = ANY($1::text[]) ORDER BY u.id`,
    [emails],
  );
  const drivers: BenchDriver[] = rows.map((row, i) => {
    const town = FLEET_TOWNS.find((t) => t.branchId === row.branch_id) ?? FLEET_TOWNS[0];
    return {
      id: row.id,
      token: newToken(),
      branchId: row.branch_id,
      ...around(i + 1, town.center, town.radiusKm * 3),
    };
  });
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[])`,
    [
      drivers.map((d) => d.id),
      drivers.map((d) => hashToken(d.token)),
      drivers.map(() => new Date(Date.now() + 86_400_000)),
    ],
  );
  await db.query(
    `UPDATE drivers d SET is_online = true, is_approved = true, lat = v.lat, lng = v.lng, last_seen_at = now()
       FROM unnest($1::int[], $2::float8[], $3::float8[]) AS v(id, lat, lng) WHERE d.user_id = v.id`,
    [drivers.map((d) => d.id), drivers.map((d) => d.lat), drivers.map((d) => d.lng)],
  );
  for (const driver of drivers) await locations.set(driver.id, driver);
  return drivers;
}

/** `count` rider accounts, each signed in with a session of its own (no password: the bench books through the API). */
export async function benchRiders(app: App, count: number): Promise<{ id: number; token: string }[]> {
  const { db } = app.deps;
  const riders: { id: number; token: string }[] = [];
  for (let n = 0; n < count; n++) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (code, name, phone) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [newReferralCode(), `Bench Rider ${n + 1}`, `+639170${String(n).padStart(6, '0')}`],
    );
    if (!rows[0]) continue;
    await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'client')`, [rows[0].id]);
    riders.push({ id: rows[0].id, token: await createSession(db, rows[0].id) });
  }
  return riders;
}

/**
 * The driver the dispatch figure books: a Puerto Princesa motorcycle of the fleet, online where the fleet put it
 * (every driver of the fleet moves by the same step in the location load, so it stays the nearest to that point).
 */
export async function dispatchDriver(
  app: App,
  fleet: BenchDriver[],
): Promise<{ id: number; token: string; at: () => { lat: number; lng: number } }> {
  const { rows } = await app.deps.db.query<{ user_id: number }>(
    `SELECT user_id FROM drivers WHERE user_id = ANY($1::int[]) AND branch_id = 2 AND vehicle_type_id = 1
      ORDER BY user_id LIMIT 1`,
    [fleet.map((d) => d.id)],
  );
  const driver = fleet.find((d) => d.id === rows[0]?.user_id);
  if (!driver) throw new Error('no Puerto Princesa motorcycle in the bench fleet');
  return { id: driver.id, token: driver.token, at: () => ({ lat: driver.lat, lng: driver.lng }) };
}

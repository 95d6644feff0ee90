import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibleDrivers, FIRST_LOOK } from '@/server/modules/dispatch/candidates';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, PPC, quickUser, waitUntil } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: { dispatch: { offerTimeoutMs: 5000, retryMs: 150, giveUpMs: 60_000, sweepMs: 100 } },
  });
});
afterAll(async () => {
  await t?.close();
});

/** km north of the Puerto Princesa centre, as a point. */
const north = (km: number) => ({ lat: PPC.lat + km / 111.195, lng: PPC.lng });

describe('dispatch candidates', () => {
  it('finds the eligible driver behind 250 nearer drivers who cannot take the booking', async () => {
    const ineligible = 250;
    expect(ineligible).toBeGreaterThan(FIRST_LOOK);
    // Car drivers, who cannot take a motorcycle booking however near, written in one go.
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO users (code, name, phone)
       SELECT 'CAND' || n, 'Car Driver ' || n, '+63918' || lpad(n::text, 7, '0') FROM generate_series(1, $1) n
       RETURNING id`,
      [ineligible],
    );
    const ids = rows.map((r) => r.id);
    await t.database.pool.query(`INSERT INTO user_roles (user_id, role) SELECT unnest($1::int[]), 'driver'`, [
      ids,
    ]);
    await t.database.pool.query(
      `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no,
         is_online, lat, lng, sim_phone, last_seen_at)
       SELECT id, 2, 2, 'Toyota', 'Vios', 'White', 'CAR ' || id, true, $2, $3, '+639171112222', now()
         FROM unnest($1::int[]) id`,
      [ids, PPC.lat, PPC.lng],
    );
    for (const [i, id] of ids.entries()) await t.app.deps.locations.set(id, north(0.01 + i * 0.004));
    const eligible = await onlineDriver(t, { at: north(3) });

    const found = await eligibleDrivers(t.database.pool, t.app.deps.locations, {
      pickup: PPC,
      vehicleTypeId: 1,
      zoneId: 2,
      want: 1,
    });
    expect(found.map((c) => c.driverId)).toEqual([eligible.id]);
    expect(found[0].distanceKm).toBeCloseTo(3, 1);

    const rider = await quickUser(t);
    const res = await book(t, rider);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().order;
    const offered = await waitUntil(
      async () => {
        const { rows } = await t.database.pool.query<{ driver_id: number }>(
          'SELECT driver_id FROM booking_offers WHERE booking_id = $1',
          [id],
        );
        return rows.length > 0 ? rows : null;
      },
      5000,
      'an offer',
    );
    expect(offered.map((r) => r.driver_id)).toEqual([eligible.id]);
  }, 90_000);
});

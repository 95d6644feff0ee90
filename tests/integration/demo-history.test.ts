import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_QUOTA_TARGET_RIDES, WEB_BOOKING_FEE_CENTAVOS } from '@config/constants';
import type { LeaderboardResponse } from '@schemas/leaderboard';
import { LANDMARKS } from '@/server/adapters/geo';
import { seedDemoAccounts } from '@/server/db/seed/demo';
import { FLEET_SEED_MIN, fleetEmail, seedFleet } from '@/server/db/seed/fleet';
import { seedDemoHistory } from '@/server/db/seed/history';
import { bookingFare } from '@/server/modules/bookings/fares';
import { loadStandings } from '@/server/modules/drivers/standings';
import { pricingRowFor, vehicleTypes } from '@/server/modules/pricing/service';
import type { PricingMode } from '@/shared/pricing-mode';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
// The 20th of a month in Manila: the previous month is whole, this one has 18 past days of history.
const now = new Date('2026-12-20T09:00:00+08:00');

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now } });
  await seedDemoAccounts(t.database.pool, 'demo-pass-123');
  await seedFleet(t.database.pool, 'demo-pass-123', 0);
});
afterAll(async () => {
  await t?.close();
});

async function board(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/leaderboard_cached${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as LeaderboardResponse).data.data;
}

describe('demo history of finished trips', () => {
  it('seeds finished trips for the demo fleet once, in the past, at real places, under the daily quota', async () => {
    const inserted = await seedDemoHistory(t.database.pool, now);
    expect(inserted).toBeGreaterThan(1000);
    expect(await seedDemoHistory(t.database.pool, now)).toBe(0);

    const db = t.database.pool;
    const fleet = await db.query<{ id: number }>('SELECT id FROM users WHERE email = ANY($1::text[])', [
      Array.from({ length: FLEET_SEED_MIN }, (_, i) => fleetEmail(i + 1)),
    ]);
    const ids = fleet.rows.map((row) => row.id);
    const { rows: trips } = await db.query<{
      driver_id: number;
      status: string;
      delivered_at: Date;
      pickup_address: string;
      dropoff_address: string;
      sub_total: number;
      total: number;
      fare_total: number;
      statuses: string[];
      earning: number | null;
    }>(
      `SELECT b.driver_id, b.status, b.delivered_at, b.pickup_address, b.dropoff_address, b.sub_total, b.total,
              (b.fare->>'total')::int AS fare_total,
              array(SELECT name FROM booking_statuses s WHERE s.booking_id = b.id ORDER BY s.created_at, s.id) AS statuses,
              (SELECT amount FROM driver_earnings e WHERE e.booking_id = b.id) AS earning
         FROM bookings b`,
    );
    expect(trips).toHaveLength(inserted);
    const names = new Set(LANDMARKS.map((place) => place.name));
    for (const trip of trips) {
      expect(ids).toContain(trip.driver_id);
      expect(trip.status).toBe('delivered');
      // Never within the last day: today's counts and the daily quota are untouched.
      expect(trip.delivered_at.getTime()).toBeLessThan(now.getTime() - 24 * 3_600_000);
      expect(trip.delivered_at.getTime()).toBeGreaterThanOrEqual(
        new Date('2026-11-01T00:00:00+08:00').getTime(),
      );
      expect(names.has(trip.pickup_address.split(', ')[0])).toBe(true);
      expect(names.has(trip.dropoff_address.split(', ')[0])).toBe(true);
      expect(trip.pickup_address).not.toBe(trip.dropoff_address);
      expect(trip.total).toBe(trip.fare_total);
      expect(trip.total).toBeGreaterThan(0);
      expect(trip.statuses).toEqual(['pending', 'preparing', 'arrived', 'enroute', 'delivered']);
      expect(trip.earning).toBe(trip.sub_total);
    }
    const busiestDay = await db.query<{ rides: number }>(
      `SELECT count(*)::int AS rides FROM bookings
        GROUP BY driver_id, (delivered_at AT TIME ZONE 'Asia/Manila')::date ORDER BY 1 DESC LIMIT 1`,
    );
    expect(busiestDay.rows[0].rides).toBeLessThan(DAILY_QUOTA_TARGET_RIDES);
    // History pays nothing: no booking points and no wallet entries.
    const paid = await db.query<{ points: number; entries: number }>(
      `SELECT (SELECT count(*)::int FROM booking_points) AS points,
              (SELECT count(*)::int FROM wallet_entries WHERE user_id = ANY($1::int[])) AS entries`,
      [ids],
    );
    expect(paid.rows[0]).toEqual({ points: 0, entries: 0 });
  });

  it('spreads the trips over the riders of each town and over app and web bookings', async () => {
    const db = t.database.pool;
    const { rows } = await db.query<{ email: string; branch_id: number | null; trips: number; web: number }>(
      `SELECT u.email::text AS email, u.branch_id, count(*)::int AS trips, count(*) FILTER (WHERE b.is_web)::int AS web
         FROM bookings b JOIN users u ON u.id = b.user_id GROUP BY u.id ORDER BY trips DESC`,
    );
    const total = rows.reduce((sum, row) => sum + row.trips, 0);
    const web = rows.reduce((sum, row) => sum + row.web, 0);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows[0].trips).toBeLessThan(total / 10);
    const customer = rows.find((row) => row.email === 'client@example.com');
    expect(customer?.trips ?? 0).toBeGreaterThan(0);
    expect(customer!.trips).toBeLessThan(total / 50);
    expect(web / total).toBeGreaterThan(0.2);
    expect(web / total).toBeLessThan(0.4);
    // Each trip is booked by a rider of the town it is in.
    const { rows: away } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings b JOIN users u ON u.id = b.user_id
        WHERE u.email::text LIKE 'sim-rider-%' AND u.branch_id <> b.branch_id`,
    );
    expect(away[0].n).toBe(0);
  });

  it("records each trip with the fare, rates and trip details a rider's booking of that ride would have", async () => {
    const db = t.database.pool;
    const { rows: trips } = await db.query<{
      zone_id: number;
      vehicle_type_id: number;
      pricing_mode: PricingMode;
      rates: Record<string, number>;
      trip_details: Record<string, unknown>;
      fare: Record<string, number>;
      pickup_latitude: number;
      pickup_longitude: number;
      dropoff_latitude: number;
      dropoff_longitude: number;
      is_web: boolean;
    }>(
      `SELECT zone_id, vehicle_type_id, pricing_mode, rates, trip_details, fare, pickup_latitude, pickup_longitude,
              dropoff_latitude, dropoff_longitude, is_web
         FROM bookings WHERE status = 'delivered' ORDER BY id LIMIT 300`,
    );
    expect(trips.length).toBeGreaterThan(100);
    const types = await vehicleTypes(db);
    const modes = new Set<string>();
    for (const trip of trips) {
      const row = await pricingRowFor(db, {
        zoneId: trip.zone_id,
        vehicleTypeId: trip.vehicle_type_id,
        mode: trip.pricing_mode,
      });
      const vehicle = types.find((type) => type.id === trip.vehicle_type_id);
      expect(row && vehicle).toBeTruthy();
      modes.add(trip.pricing_mode);
      const distanceKm = Number(trip.trip_details.km_distance);
      const pickupDistanceKm = Number(trip.trip_details.pickup_distance);
      // The fare a web booking of this ride is charged now, by the zone's pricing row for that time of day.
      const fare = bookingFare(
        { zoneId: trip.zone_id, mode: trip.pricing_mode, row: row!, vehicle: vehicle! },
        { distanceKm, pickupDistanceKm, hasLuggage: false, isWeb: trip.is_web, tip: 0, couponPercent: 0 },
      );
      expect(trip.fare).toEqual(JSON.parse(JSON.stringify(fare)));
      expect(fare.webFee).toBe(trip.is_web ? WEB_BOOKING_FEE_CENTAVOS : 0);
      expect(trip.rates).toEqual({
        base_fare: row!.base_fare,
        base_km_limit: row!.base_km_limit,
        min_fare: row!.min_fare,
        distance_fare: row!.distance_fare,
        markup_percent: fare.markupPercent,
      });
      expect(trip.trip_details).toMatchObject({
        pickup_exceed_km: fare.pickupExceedKm,
        pickup_charge_fee: fare.pickupCharge,
        pickup_per_exceed_km: row!.distance_fare,
        pickup_dropoff_subtotal: fare.tripFare + fare.markup,
        original_pickup_latlng: `${trip.pickup_latitude},${trip.pickup_longitude}`,
        original_dropoff_latlng: `${trip.dropoff_latitude},${trip.dropoff_longitude}`,
      });
    }
    // Trips between 6:00 and 21:30 fall in more than one pricing period of the day.
    expect(modes.size).toBeGreaterThan(1);
  });

  it('fills this and last month’s leaderboards with differing ranks, and the map popup agrees', async () => {
    const december = await board('');
    const november = await board('?month=2026-11');
    expect(december.length).toBeGreaterThan(20);
    expect(november.length).toBeGreaterThan(20);
    expect(november[0].rides).toBeGreaterThan(december[0].rides);
    const titles = new Set(november.map((entry) => entry.rank?.title));
    expect(titles.size).toBeGreaterThan(2);
    const inElNido = await board('?branch_id=3');
    expect(inElNido.length).toBeGreaterThan(0);
    expect(inElNido.every((entry) => entry.branch_name === 'El Nido')).toBe(true);
    // The map popup's standing of this month's fifth driver is the board's.
    const fifth = december[4];
    const { rows } = await t.database.pool.query<{ id: number }>('SELECT id FROM users WHERE name = $1', [
      fifth.name,
    ]);
    const standing = (await loadStandings(t.database.pool, now))(rows[0].id);
    expect(standing).toMatchObject({
      ranking: 5,
      finished: fifth.rides,
      rank: { full_title: fifth.rank?.title },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_QUOTA_TARGET_RIDES } from '../../config/constants';
import type { LeaderboardResponse } from '../../schemas/leaderboard';
import { LANDMARKS } from '../../src/server/adapters/geo';
import { seedDemoAccounts } from '../../src/server/db/seed/demo';
import { FLEET_SEED_MIN, fleetEmail, seedFleet } from '../../src/server/db/seed/fleet';
import { seedDemoHistory } from '../../src/server/db/seed/history';
import { loadStandings } from '../../src/server/modules/drivers/standings';
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACE_DISTANCE_MARGIN_PERCENT, TRACE_MARGIN_SETTING } from '@config/constants';
import { pointsAlong } from '@/sim/trips';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, PPC, PPC_NORTH, quickUser, roadKm, type TestDriver } from '../helpers/rides';

let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

type Point = { lat: number; lng: number };

async function send(driver: TestDriver, at: Point & { accuracy?: number }) {
  // A position every 30 seconds of the app's clock.
  clock = new Date(clock.getTime() + 30_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/driver/location',
    headers: driver.auth,
    payload: at,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function step(driver: TestDriver, path: string, payload?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/driver/${path}`,
    headers: driver.auth,
    payload,
  });
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
}

/** A ride from Robinsons to 5 km north, driven along `course`; the trip's row after the drop-off. */
async function trip(course: Point[], extra: (driver: TestDriver) => Promise<void> = async () => {}) {
  const driver = await onlineDriver(t);
  const rider = await quickUser(t);
  const booked = await book(t, rider, {});
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().order.id as number;
  await step(driver, `offers/${id}/accept`);
  await step(driver, `bookings/${id}/status`, { status: 'arrived' });
  await step(driver, `bookings/${id}/status`, { status: 'enroute' });
  for (const [i, at] of course.entries()) {
    await send(driver, { ...at, accuracy: 8 });
    if (i === Math.floor(course.length / 2)) await extra(driver);
  }
  await step(driver, `bookings/${id}/status`, { status: 'delivered' });
  await t.app.deps.locations.remove(driver.id);
  const { rows } = await t.database.pool.query(
    `SELECT id, total, driven_km, trace_flagged, (trip_details->>'km_distance')::float8 AS quoted,
            (SELECT count(*)::int FROM trip_trace WHERE booking_id = b.id) AS points
       FROM bookings b WHERE id = $1`,
    [id],
  );
  expect(rows[0].total, 'the rider pays the quote').toBe(booked.json().booking.total);
  return rows[0] as { id: number; driven_km: number; trace_flagged: boolean; quoted: number; points: number };
}

describe("every trip's trace", () => {
  it('keeps the positions driven en route, without jumps or vague fixes, and does not flag a trip on its road', async () => {
    const road = await t.app.deps.geo.route(PPC, PPC_NORTH);
    const course = pointsAlong(road.polyline, 0.25);
    const row = await trip(course, async (driver) => {
      // The phone's fix jumps 20 km away and back, and one fix is vague: neither counts.
      await send(driver, { lat: PPC.lat + 0.2, lng: PPC.lng, accuracy: 10 });
      await send(driver, { ...course[0], accuracy: 800 });
    });
    expect(row.quoted).toBe(await roadKm(t, PPC, PPC_NORTH));
    expect(row.points).toBe(course.length);
    expect(Math.abs(row.driven_km - row.quoted)).toBeLessThan(0.1 * row.quoted);
    expect(row.trace_flagged).toBe(false);
  });

  it('flags for staff a trip driven much further than quoted; the rider still pays the quote', async () => {
    const road = await t.app.deps.geo.route(PPC, PPC_NORTH);
    // Out 4 km east and back before the road: twice 4 km more than the quote.
    const east = { lat: PPC.lat, lng: PPC.lng + 4 / 109.7 };
    const course = [...pointsAlong([PPC, east, PPC], 0.25), ...pointsAlong(road.polyline, 0.25)];
    const row = await trip(course);
    expect(row.driven_km).toBeGreaterThan(row.quoted + 7);
    expect(row.trace_flagged).toBe(true);
    // Staff read it for the timeline's replay; a rider may not.
    const staff = await quickUser(t, ['operations-manager']);
    const trace = await t.app.inject({ url: `/api/admin/bookings/${row.id}/trace`, headers: staff.auth });
    expect(trace.statusCode, trace.body).toBe(200);
    expect(trace.json()).toMatchObject({ booking_id: row.id, trace_flagged: true, driven_km: row.driven_km });
    expect(trace.json().points).toHaveLength(row.points);
    const rider = await quickUser(t);
    expect(
      (await t.app.inject({ url: `/api/admin/bookings/${row.id}/trace`, headers: rider.auth })).statusCode,
    ).toBe(403);
  });

  it("flags by the staff's margin, seeded from the code's default and kept from visitors", async () => {
    const setting = async () =>
      (
        await t.database.pool.query<{ value: string; is_public: boolean }>(
          'SELECT value, is_public FROM app_settings WHERE key = $1',
          [TRACE_MARGIN_SETTING],
        )
      ).rows[0];
    expect(await setting()).toEqual({ value: String(TRACE_DISTANCE_MARGIN_PERCENT), is_public: false });
    // Staff allow driving two and a half times the quote: the same detour is no longer flagged.
    await t.database.pool.query('UPDATE app_settings SET value = $2 WHERE key = $1', [
      TRACE_MARGIN_SETTING,
      '150',
    ]);
    const road = await t.app.deps.geo.route(PPC, PPC_NORTH);
    const east = { lat: PPC.lat, lng: PPC.lng + 4 / 109.7 };
    const row = await trip([...pointsAlong([PPC, east, PPC], 0.25), ...pointsAlong(road.polyline, 0.25)]);
    expect(row.driven_km).toBeGreaterThan(row.quoted + 7);
    expect(row.trace_flagged).toBe(false);
  });
});

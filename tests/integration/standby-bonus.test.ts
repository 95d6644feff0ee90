import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_POINTS_QUOTA } from '@config/constants';
import { transaction } from '@/server/db/pool';
import { recordBookingPoint } from '@/server/modules/driver-portal/booking-points';
import { createTestApp, type TestApp } from '../helpers/app';
import { EL_NIDO, EL_NIDO_NORTH, book, onlineDriver, quickUser, type TestDriver } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A booking in El Nido the driver takes at once (an online, eligible driver may take what they see). */
async function takeBooking(driver: TestDriver, rider: TestDriver): Promise<number> {
  const res = await book(t, rider, {
    pickup: { ...EL_NIDO, address: 'El Nido town proper' },
    dropoff: { ...EL_NIDO_NORTH, address: 'Corong Corong' },
    vehicle_type_id: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().order.id as number;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

function step(driver: TestDriver, id: number, status: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/driver/bookings/${id}/status`,
    headers: driver.auth,
    payload: { status },
  });
}

async function finish(driver: TestDriver, id: number) {
  for (const status of ['arrived', 'enroute', 'delivered']) {
    const res = await step(driver, id, status);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Manila wall-clock time, shifted by some minutes and kept within the day. */
function manilaTime(shiftMinutes: number): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes() + shiftMinutes;
  const clamped = Math.min(23 * 60 + 59, Math.max(0, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

async function pickStandby(driver: TestDriver, timeIn: string, timeOut: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/driver/standby',
    headers: driver.auth,
    payload: { time_in: timeIn, time_out: timeOut },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function pointsOf(bookingId: number) {
  const { rows } = await t.database.pool.query<{ kind: string; points: string }>(
    'SELECT kind, points::text FROM booking_points WHERE booking_id = $1 ORDER BY kind DESC',
    [bookingId],
  );
  return rows.map((row) => [row.kind, Number(row.points)]);
}

async function quota(driver: TestDriver) {
  const res = await t.app.inject({ url: '/api/new_rewards_quota', headers: driver.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.drivers[0] as { total_points: number; rewards_paid: number; count: number };
}

async function ledgerMatchesBalance(who: TestDriver) {
  const { rows } = await t.database.pool.query<{ sum: string }>(
    "SELECT coalesce(sum(amount_centavos), 0)::text AS sum FROM wallet_entries WHERE user_id = $1 AND wallet = 'wallet'",
    [who.id],
  );
  const wallet = await t.app.inject({ url: '/api/wallet', headers: who.auth });
  expect(wallet.json().balance_centavos).toBe(Number(rows[0].sum));
  return Number(rows[0].sum);
}

describe("X2 BRP Points for a booking taken in the driver's standby time", () => {
  it('doubles the points once, however many deliveries of the trip arrive together (16 at once) or are retried', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Standby Sonny' });
    const rider = await quickUser(t);
    // 13 ordinary trips first: one point each.
    for (let i = 0; i < BOOKING_POINTS_QUOTA - 2; i++) await finish(driver, await takeBooking(driver, rider));
    expect(await quota(driver)).toMatchObject({ total_points: 13, rewards_paid: 0 });

    await pickStandby(driver, manilaTime(-60), manilaTime(60));
    const id = await takeBooking(driver, rider);
    expect((await step(driver, id, 'arrived')).statusCode).toBe(200);
    expect((await step(driver, id, 'enroute')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 16 }, () => step(driver, id, 'delivered')));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(15);

    // A retried write of the same trip's points changes nothing.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        transaction(t.database.pool, (client) => recordBookingPoint(client, driver.id, id, 1)),
      ),
    );
    expect(await pointsOf(id)).toEqual([
      ['trip', 1],
      ['standby-bonus', 1],
    ]);
    // 13 + 2 = 15 points: the Php 100 reward, paid once.
    expect(await quota(driver)).toMatchObject({ total_points: 15, rewards_paid: 1, count: 0 });
    const { rows } = await t.database.pool.query(
      "SELECT amount_centavos::int AS amount FROM wallet_entries WHERE user_id = $1 AND kind = 'booking-points'",
      [driver.id],
    );
    expect(rows).toEqual([{ amount: 10_000 }]);
    expect(await ledgerMatchesBalance(driver)).toBe(10_000);
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  });

  it('gives no bonus outside the standby time, for a booking taken before the time was picked, or a walk-in', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Standby Later' });
    const rider = await quickUser(t);

    // The standby time is later today (or, late at night, earlier): a booking now is outside it.
    const later = manilaTime(0) < '20:00' ? [manilaTime(120), '23:59'] : ['00:00', manilaTime(-120)];
    await pickStandby(driver, later[0], later[1]);
    const outside = await takeBooking(driver, rider);
    await finish(driver, outside);
    expect(await pointsOf(outside)).toEqual([['trip', 1]]);

    // Taken first, then the standby time picked to cover it: the slot did not bring the booking.
    const before = await takeBooking(driver, rider);
    await pickStandby(driver, manilaTime(-60), manilaTime(60));
    await finish(driver, before);
    expect(await pointsOf(before)).toEqual([['trip', 1]]);

    // Inside the slot, a walk-in trip is not a failed-booking ride.
    const walkIn = await t.app.inject({
      method: 'POST',
      url: '/api/driver/walk-in',
      headers: driver.auth,
      payload: {},
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const walkInId = walkIn.json().id as number;
    expect((await step(driver, walkInId, 'delivered')).statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM booking_points WHERE booking_id = $1 AND kind = 'standby-bonus'",
      [walkInId],
    );
    expect(rows[0].n).toBe(0);
    expect((await quota(driver)).total_points).toBeLessThanOrEqual(2.5);
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  });
});

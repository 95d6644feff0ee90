import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { onlineDriver, quickUser } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function trip(
  riderId: number,
  driverId: number | null,
  status: string,
  cancelledBy: string | null = null,
) {
  counter += 1;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO bookings (code, user_id, driver_id, status, zone_id, branch_id, vehicle_type_id, payment_method_id,
       pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address, dropoff_latitude,
       dropoff_longitude, sub_total, total, verification_code, share_token, cancelled_by_who, cancelled_at)
     VALUES ($1, $2, $3, $4, 2, 2, 1, 1, 'day', 'Robinsons Place', 9.74, 118.73, 'Baywalk', 9.78, 118.73,
       5000, 5000, '1234', $5, $6, CASE WHEN $4 = 'cancelled' THEN now() END) RETURNING id`,
    [`RT${process.pid}${counter}`, riderId, driverId, status, `rate-${process.pid}-${counter}`, cancelledBy],
  );
  return rows[0].id;
}

const rate = (who: { auth: Record<string, string> }, orderId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/rating`, headers: who.auth, payload });
const stats = (who: { auth: Record<string, string> }, orderId: number) =>
  t.app.inject({ url: `/api/booking/user/statistics?order_id=${orderId}`, headers: who.auth });

describe('ratings and customer statistics', () => {
  it('lets rider and driver rate a delivered trip once each, and shows the driver reviews in the stats', async () => {
    const rider = await quickUser(t, ['client'], 'Maria Rider');
    const driver = await onlineDriver(t, { name: 'Pedro Driver' });
    const other = await onlineDriver(t, { name: 'Ana Driver' });
    const first = await trip(rider.id, driver.id, 'delivered');
    const second = await trip(rider.id, other.id, 'delivered');
    await trip(rider.id, null, 'cancelled', 'user');
    await trip(rider.id, null, 'cancelled', 'system');
    const live = await trip(rider.id, driver.id, 'enroute');

    expect((await rate(driver, live, { rating: 5 })).json().message).toBe(
      'You can rate a trip once it is finished.',
    );
    const outsider = await quickUser(t);
    expect((await rate(outsider, first, { rating: 5 })).statusCode).toBe(403);
    expect((await rate(driver, first, { rating: 6 })).json().message).toBe(
      'Please choose a rating from 1 to 5 stars.',
    );

    const byDriver = await rate(driver, first, { rating: 4, message: 'On time, friendly.' });
    expect(byDriver.statusCode, byDriver.body).toBe(200);
    expect(byDriver.json().data).toEqual({ rating: 4, message: 'On time, friendly.', rater_role: 'driver' });
    expect((await rate(driver, first, { rating: 1 })).statusCode).toBe(409);
    expect((await rate(other, second, { rating: 5, message: 'Great passenger' })).statusCode).toBe(200);
    const before = await t.app.inject({ url: `/api/orders/${first}/rating`, headers: rider.auth });
    expect(before.json()).toEqual({ data: null });
    expect((await rate(rider, first, { rating: 3 })).statusCode).toBe(200);
    const mine = await t.app.inject({ url: `/api/orders/${first}/rating`, headers: rider.auth });
    expect(mine.json()).toEqual({ data: { rating: 3, message: '', rater_role: 'rider' } });
    const { rows } = await t.database.pool.query('SELECT rating FROM drivers WHERE user_id = $1', [
      driver.id,
    ]);
    expect(rows[0].rating).toBe(3);

    const res = await stats(driver, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maria Rider',
      rating: 4.5,
      ratings_count: 2,
      finished_bookings: 2,
      cancelled_bookings: 1,
      id_type: null,
      id_url: null,
    });
    expect(
      res.json().driver_reviews.map((r: { title: string; rating: number }) => [r.title, r.rating]),
    ).toEqual([
      ['Ana Driver', 5],
      ['Pedro Driver', 4],
    ]);
  });

  it("shows a customer's statistics only to that order's driver and to staff", async () => {
    const rider = await quickUser(t);
    const driver = await onlineDriver(t);
    const order = await trip(rider.id, driver.id, 'delivered');
    const anotherDriver = await onlineDriver(t);
    expect((await stats(anotherDriver, order)).statusCode).toBe(403);
    expect((await stats(rider, order)).statusCode).toBe(403);
    const manager = await quickUser(t, ['operations-manager']);
    expect((await stats(manager, order)).statusCode).toBe(200);
    expect((await stats(manager, 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/booking/user/statistics?order_id=${order}` })).statusCode).toBe(
      401,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, quickUser, waitUntil } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: { dispatch: { offerTimeoutMs: 300, retryMs: 100, giveUpMs: 400, sweepMs: 100 } },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('failed bookings (Bonus Ride)', () => {
  it('lists the bookings the dispatcher gave up on today in the driver’s branch, and the week by hour', async () => {
    const rider = await quickUser(t, ['client'], 'Liza Soberano');
    const res = await book(t, rider);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order.id as number;
    await waitUntil(async () => {
      const { rows } = await t.database.pool.query('SELECT cancelled_by_who FROM bookings WHERE id = $1', [
        id,
      ]);
      return rows[0]?.cancelled_by_who === 'system';
    }, 10_000);

    const driver = await onlineDriver(t, { branchId: 2 });
    const seen = await t.app.inject({ url: '/api/failed-bookings', headers: driver.auth });
    expect(seen.statusCode, seen.body).toBe(200);
    const body = seen.json();
    expect(body).toMatchObject({ branch_id: 2, branch_name: 'Puerto Princesa', standby: null });
    expect(body.failed_bookings).toEqual([{ name: 'Liza', time: expect.any(String) }]);
    expect(body.weekly).toHaveLength(24);
    expect(body.weekly.reduce((sum: number, h: { total: number }) => sum + h.total, 0)).toBe(1);

    const elsewhere = await onlineDriver(t, { branchId: 3, at: { lat: 11.19, lng: 119.41 } });
    const other = await t.app.inject({ url: '/api/failed-bookings', headers: elsewhere.auth });
    expect(other.json().failed_bookings).toEqual([]);
  });

  it('saves the standby time only with both Time In and Time Out', async () => {
    const driver = await onlineDriver(t, { branchId: 2 });
    const pick = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/driver/standby', headers: driver.auth, payload });
    expect((await pick({ time_in: '17:00' })).json()).toEqual({
      message: 'Both Time In and Time Out are required',
    });
    expect((await pick({ time_in: '17:00', time_out: '' })).json()).toEqual({
      message: 'Both Time In and Time Out are required',
    });
    expect((await pick({ time_in: '17:00', time_out: '20:00' })).statusCode).toBe(200);
    const seen = await t.app.inject({ url: '/api/failed-bookings', headers: driver.auth });
    expect(seen.json().standby).toEqual({ time_in: '17:00', time_out: '20:00' });
  });
});

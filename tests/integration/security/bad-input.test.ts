import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The inputs a pre-launch probe found answering 500: each must now be a 4xx with a message. */
describe('bad input is the caller’s mistake (4xx), never a server failure', () => {
  it('refuses non-finite and out-of-range integers in queries and bodies', async () => {
    for (const url of [
      '/api/online-drivers?branch_id=Infinity',
      '/api/online-drivers?branch_id=1e20',
      '/api/app-updates?code=Infinity',
      '/api/app-updates?code=99999999999',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
    for (const driverId of [1e20, 2_147_483_648]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/recently-booked',
        payload: { driver_id: driverId, actionSlug: 'call_driver' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a pickup at the pole or off the map', async () => {
    const rider = await createUser(t.database.pool);
    for (const lat of [-90, 90, -89.9, 91]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking/available-driver',
        headers: rider.auth,
        payload: { vehicle_type_id: 1, pickup: { lat, lng: 118.7353, address: 'Somewhere' } },
      });
      expect(res.statusCode, String(lat)).toBe(400);
    }
  });

  it('refuses NUL characters in text', async () => {
    const rider = await createUser(t.database.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-addresses',
      headers: rider.auth,
      payload: { name: 'Home', address: 'Rizal Ave\u0000nue', latitude: 9.74, longitude: 118.73 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const query = await t.app.inject({ url: '/api/guides?q=a%00b' });
    expect(query.statusCode).toBe(400);
  });

  it('refuses ?after=Infinity on chat messages', async () => {
    const rider = await createUser(t.database.pool);
    const res = await t.app.inject({ url: '/api/chat/ABC123/messages?after=Infinity', headers: rider.auth });
    expect([400, 404]).toContain(res.statusCode);
    const huge = await t.app.inject({ url: '/api/chat/ABC123/messages?after=1e20', headers: rider.auth });
    expect([400, 404]).toContain(huge.statusCode);
  });
});

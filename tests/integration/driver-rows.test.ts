import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newReferralCode } from '@/server/modules/accounts/service';
import { createDriverCaches, DRIVER_CARD_TTL_MS } from '@/server/modules/drivers/driver-caches';
import { createDriverService } from '@/server/modules/drivers/service';
import { placeText } from '@/server/modules/drivers/place-names';
import { createSession } from '@/server/plugins/auth';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let made = 0;

/** `count` approved drivers of branch 2, online in the database at `at(i)`, each with a session. */
async function onlineDrivers(count: number, at: (i: number) => { lat: number; lng: number }) {
  const drivers: { id: number; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    made += 1;
    const phone = `+63918${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(4, '0')}`;
    const { rows } = await t.database.pool.query<{ id: number }>(
      'INSERT INTO users (code, name, phone) VALUES ($1, $2, $3) RETURNING id',
      [newReferralCode(), `Driver ${i}`, phone],
    );
    const id = rows[0].id;
    await t.database.pool.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'driver')", [id]);
    await t.database.pool.query(
      `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no,
         is_approved, is_online, lat, lng, location_text, last_seen_at)
       VALUES ($1, 2, 1, 'Honda', 'Click', 'Red', $2, true, true, $3, $4, 'Where they went online',
               now() - interval '1 minute')`,
      [id, `REG ${i}`, at(i).lat, at(i).lng],
    );
    drivers.push({ id, token: await createSession(t.database.pool, id) });
  }
  return drivers;
}

type Row = { lat: number; lng: number; location_text: string; recent: boolean };
async function rowOf(id: number): Promise<Row> {
  const { rows } = await t.database.pool.query<Row>(
    `SELECT lat, lng, location_text, last_seen_at > now() - interval '30 seconds' AS recent
       FROM drivers WHERE user_id = $1`,
    [id],
  );
  return rows[0];
}

describe('driver rows', () => {
  it('writes no row for positions, and the last position with its place when the driver goes offline', async () => {
    const start = { lat: 9.75, lng: 118.72 };
    const middle = { lat: 9.77, lng: 118.73 };
    const latest = { lat: 9.79, lng: 118.74 };
    const [driver] = await onlineDrivers(1, () => start);
    const auth = { authorization: `Bearer ${driver.token}` };
    for (const at of [start, middle, latest]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/driver/location',
        headers: auth,
        payload: at,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Positions live in the locations index only: the row is as the driver went online.
    expect(await rowOf(driver.id)).toEqual({
      ...start,
      location_text: 'Where they went online',
      recent: false,
    });
    expect(await t.app.deps.locations.get(driver.id)).toMatchObject(latest);

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/driver/status',
      headers: auth,
      payload: { is_online: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const place = placeText(await t.app.deps.geo.reverse(latest));
    expect(await rowOf(driver.id)).toEqual({
      ...latest,
      location_text: place || 'Where they went online',
      recent: true,
    });
  });

  it('forgets a driver taken offline elsewhere: off the map, and the next position is refused', async () => {
    const at = (i: number) => ({ lat: 9.7 + i * 0.01, lng: 118.7 });
    const [kept, gone] = await onlineDrivers(2, at);
    const service = createDriverService(t.app);
    // The first position a fresh instance hears is checked against the database; the next ones are not.
    await service.updateLocation(kept.id, at(0));
    await service.updateLocation(gone.id, at(1));
    // The console (or another instance) took one driver offline.
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [gone.id]);
    await service.reconcile();
    expect(await t.app.deps.locations.get(gone.id)).toBeNull();
    await expect(service.updateLocation(gone.id, at(1))).rejects.toMatchObject({ statusCode: 409 });
    expect(await service.updateLocation(kept.id, at(2))).toMatchObject(at(2));
    expect(await t.app.deps.locations.get(kept.id)).toMatchObject(at(2));
    await service.stop();
  });

  it('records the activity and position of a driver sending locations', async () => {
    const at = { lat: 10.2, lng: 118.9 };
    const [driver] = await onlineDrivers(1, () => at);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/driver/location',
      headers: { authorization: `Bearer ${driver.token}` },
      payload: at,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (let tries = 0; ; tries++) {
      const { rows } = await t.database.pool.query(
        'SELECT lat, lng, located_at IS NOT NULL AS located FROM user_activity WHERE user_id = $1',
        [driver.id],
      );
      if (rows[0]) {
        expect(rows[0]).toEqual({ ...at, located: true });
        break;
      }
      if (tries > 200) throw new Error('no activity recorded');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('a map card read again keeps its row while unchanged, and shows a change', async () => {
    const [driver] = await onlineDrivers(1, () => ({ lat: 9.75, lng: 118.72 }));
    const caches = createDriverCaches(t.app);
    const first = (await caches.cardsOf([driver.id])).get(driver.id)!;
    expect(first.vehicle_make).toBe('Honda');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + DRIVER_CARD_TTL_MS + 1);
      expect((await caches.cardsOf([driver.id])).get(driver.id)).toBe(first);
      await t.database.pool.query("UPDATE drivers SET vehicle_make = 'Yamaha' WHERE user_id = $1", [
        driver.id,
      ]);
      vi.setSystemTime(Date.now() + DRIVER_CARD_TTL_MS + 1);
      expect((await caches.cardsOf([driver.id])).get(driver.id)?.vehicle_make).toBe('Yamaha');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads old map cards again one batch at a time, however long the database takes', async () => {
    const drivers = await onlineDrivers(3, (i) => ({ lat: 9.75 + i / 1000, lng: 118.72 }));
    const ids = drivers.map((driver) => driver.id);
    const pool = t.database.pool;
    const caches = createDriverCaches(t.app);
    await caches.cardsOf(ids);
    caches.start();
    // Every card read from now on passes through here to the database.
    const cardReads = vi.spyOn(pool, 'query');
    const readsOfCards = () =>
      cardReads.mock.calls.filter(([sql]) => String(sql).includes('d.user_id = ANY')).length;
    // The drivers table is locked by another connection: a read of the cards waits as on a swamped database.
    const locker = await pool.connect();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE drivers IN ACCESS EXCLUSIVE MODE');
      for (let step = 0; step < 8; step++) {
        vi.setSystemTime(Date.now() + DRIVER_CARD_TTL_MS + 1);
        // The map still gets the cards it has while they are read again beside it.
        expect((await caches.cardsOf(ids)).size).toBe(3);
        await vi.advanceTimersByTimeAsync(1_000);
      }
      expect(readsOfCards()).toBe(1);
      await locker.query('UPDATE drivers SET vehicle_make = $1 WHERE user_id = $2', ['Yamaha', ids[0]]);
      await locker.query('COMMIT');
      // Once the read comes back, the next one is due only when a card is old again.
      await vi.waitFor(async () => {
        vi.setSystemTime(Date.now() + DRIVER_CARD_TTL_MS + 1);
        await caches.cardsOf(ids);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(readsOfCards()).toBeGreaterThan(1);
      });
      await vi.waitFor(async () => {
        expect((await caches.cardsOf(ids)).get(ids[0])?.vehicle_make).toBe('Yamaha');
      });
    } finally {
      vi.useRealTimers();
      await locker.query('ROLLBACK').catch(() => undefined);
      locker.release();
      cardReads.mockRestore();
      caches.stop();
    }
  });
});

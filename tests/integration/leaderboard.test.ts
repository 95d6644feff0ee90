import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeList, LeaderboardResponse } from '@schemas/leaderboard';
import { createTestApp, type TestApp } from '../helpers/app';
import { onlineDriver, quickUser, type TestDriver } from '../helpers/rides';

let t: TestApp;
// Mid-December in Manila; the board defaults to this month.
let clock = new Date('2026-12-15T10:00:00+08:00').getTime();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => new Date(clock) } });
});
afterAll(async () => {
  await t?.close();
});

async function board(query = ''): Promise<LeaderboardResponse['data']> {
  const res = await t.app.inject({ method: 'GET', url: `/api/leaderboard_cached${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as LeaderboardResponse).data;
}

let rider: Awaited<ReturnType<typeof quickUser>>;

/** A trip the driver finished at a moment, in a branch; `status` other than delivered never counts. */
async function trip(driver: TestDriver, finishedAt: string, branchId: number, status = 'delivered') {
  rider ??= await quickUser(t, ['client'], 'Board Rider');
  await t.database.pool.query(
    `INSERT INTO bookings (code, user_id, driver_id, status, zone_id, branch_id, vehicle_type_id,
       payment_method_id, pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address,
       dropoff_latitude, dropoff_longitude, sub_total, total, verification_code, share_token, delivered_at,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $5, 1, 1, 'day', 'Pickup', 9.7, 118.7, 'Drop-off', 9.8, 118.7, 5000, 5000,
       '1234', $6, CASE WHEN $4 = 'delivered' THEN $7::timestamptz END, $7::timestamptz - interval '20 minutes')`,
    [randomUUID().slice(0, 10), rider.id, driver.id, status, branchId, randomUUID(), finishedAt],
  );
}

async function many(driver: TestDriver, count: number, finishedAt: string, branchId: number) {
  for (let i = 0; i < count; i++) await trip(driver, finishedAt, branchId);
}

describe('leaderboard computed from finished trips', () => {
  let ana: TestDriver;
  let ben: TestDriver;
  let cora: TestDriver;

  beforeAll(async () => {
    ana = await onlineDriver(t, { name: 'Ana Reyes', branchId: 2 });
    ben = await onlineDriver(t, { name: 'Ben Santos', branchId: 3, vehicleTypeId: 3 });
    cora = await onlineDriver(t, { name: 'Cora Lim', branchId: 2 });
    // Ana: 3 trips in December (Manila), one of them at the first second of the month, and one trip that
    // finished at 23:59:59 on November 30 in Manila (15:59:59 UTC): November's, not December's.
    await trip(ana, '2026-12-01T00:00:00+08:00', 2);
    await many(ana, 2, '2026-12-10T09:00:00+08:00', 2);
    await trip(ana, '2026-11-30T23:59:59+08:00', 2);
    // Ben: 2 trips in El Nido and 2 in Puerto Princesa in December, and one on January 1 at 00:00 Manila
    // (still December 31 in UTC): January's.
    await many(ben, 2, '2026-12-05T12:00:00+08:00', 3);
    await many(ben, 2, '2026-12-06T12:00:00+08:00', 2);
    await trip(ben, '2027-01-01T00:00:00+08:00', 3);
    // Cora: one December trip and the rest cancelled or still running.
    await trip(cora, '2026-12-12T08:00:00+08:00', 2);
    await trip(cora, '2026-12-12T09:00:00+08:00', 2, 'cancelled');
  });

  it('ranks this month in Manila by finished trips, most first, with each driver\u2019s rank badge', async () => {
    const december = await board();
    expect(december.month).toBe('2026-12');
    expect(december.branch_id).toBeNull();
    expect(december.last_updated_at).toBe(new Date(clock).toISOString());
    expect(december.data.map((e) => [e.ranking, e.name, e.rides])).toEqual([
      [1, 'Ben Santos', 4],
      [2, 'Ana Reyes', 3],
      [3, 'Cora Lim', 1],
    ]);
    // With few rides everyone holds the entry rank (min 0 rides); its badge comes with the entry.
    expect(december.data[0].rank).toEqual({
      short_title: 'Rookie',
      title: 'Rookie',
      photo: expect.stringMatching(/^\/ranks\/rank-\d+\.svg$/),
    });
    expect(december.data[0].branch_name).toBe('El Nido');
  });

  it('counts a trip in the Manila month it finished in, at both ends of the month', async () => {
    const november = await board('?month=2026-11');
    expect(november.data.map((e) => [e.name, e.rides])).toEqual([['Ana Reyes', 1]]);
    const january = await board('?month=2027-01');
    expect(january.data.map((e) => [e.name, e.rides])).toEqual([['Ben Santos', 1]]);
  });

  it('keeps each branch to the trips finished in it', async () => {
    const puerto = await board('?month=2026-12&branch_id=2');
    expect(puerto.branch_id).toBe(2);
    expect(puerto.data.map((e) => [e.name, e.rides, e.branch_name])).toEqual([
      ['Ana Reyes', 3, 'Puerto Princesa'],
      ['Ben Santos', 2, 'Puerto Princesa'],
      ['Cora Lim', 1, 'Puerto Princesa'],
    ]);
    const elNido = await board('?month=2026-12&branch_id=3');
    expect(elNido.data.map((e) => [e.name, e.rides])).toEqual([['Ben Santos', 2]]);
    expect((await board('?month=2026-12&branch_id=4')).data).toEqual([]);
  });

  it('gives the rank whose monthly threshold the rides reach', async () => {
    const { rows } = await t.database.pool.query<{ short_title: string; min_rides: number }>(
      `SELECT short_title, min_rides FROM ranks WHERE min_rides > 0 ORDER BY min_rides LIMIT 1`,
    );
    const lowest = rows[0];
    const dario = await onlineDriver(t, { name: 'Dario Cruz', branchId: 4 });
    await many(dario, lowest.min_rides, '2026-10-20T10:00:00+08:00', 4);
    const october = await board('?month=2026-10&branch_id=4');
    expect(october.data).toHaveLength(1);
    expect(october.data[0]).toMatchObject({ name: 'Dario Cruz', rides: lowest.min_rides });
    expect(october.data[0].rank?.short_title).toBe(lowest.short_title);
    const bare = await board('?month=2026-10&branch_id=4&filter=no_image');
    expect(bare.data[0].photo).toBeNull();
    expect(bare.data[0].rank?.photo).toBeNull();
  });

  it('lists the ranks held on this month\u2019s board among all fourteen', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/badges?filter=ranking' });
    expect((all.json() as BadgeList).data).toHaveLength(14);
    const held = (
      (await t.app.inject({ method: 'GET', url: '/api/badges?filter=leaderboard' })).json() as BadgeList
    ).data;
    expect(held.map((rank) => rank.short_title)).toEqual(['Rookie']);
  });

  it('serves a board from memory for 60 seconds, then counts new trips', async () => {
    const count = async () => (await board('?month=2026-12&branch_id=3')).data[0].rides;
    expect(await count()).toBe(2);
    await trip(ben, '2026-12-14T10:00:00+08:00', 3);
    clock += 59_000;
    expect(await count()).toBe(2);
    clock += 2_000;
    expect(await count()).toBe(3);
  });

  it('refuses a month or branch that is not one, with a clear message', async () => {
    for (const query of ['?month=2026-13', '?month=12-2026', '?branch_id=abc', '?branch_id=0']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/leaderboard_cached${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/month must be written as YYYY-MM|branch must be a branch/);
    }
  });
});

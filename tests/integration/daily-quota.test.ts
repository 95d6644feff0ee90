import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_QUOTA_TARGET_RIDES } from '@config/constants';
import { REWARDS_MESSAGES } from '@/shared/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, quickUser, type TestDriver, waitUntil } from '../helpers/rides';

/** The server's clock: real while trips run, then set to the moments the claim windows are tested at. */
let clock: Date | null = null;
let t: TestApp;
let driver: TestDriver;

const manila = (local: string) => new Date(`${local}+08:00`);

async function finishTrip(rider: TestDriver, driver: TestDriver) {
  const res = await book(t, rider);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().order.id as number;
  await waitUntil(async () => {
    const offer = await t.app.inject({ url: '/api/driver/offer', headers: driver.auth });
    return offer.json().offer?.booking_id === id;
  });
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/driver/offers/${id}/accept`, headers: driver.auth }))
      .statusCode,
  ).toBe(200);
  for (const status of ['arrived', 'enroute', 'delivered']) {
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/driver/bookings/${id}/status`,
      headers: driver.auth,
      payload: { status },
    });
    expect(step.statusCode, step.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock ?? new Date() } });
  driver = await onlineDriver(t, { name: 'Quota Driver' });
  const trips: number[] = [];
  // A different passenger each time, as on a real day. The trip-status rate limit (60 a minute per driver)
  // lets one driver finish 20 trips in the test's minute; a colleague drives the last 4, which are then
  // booked to the quota driver, as the day's history would hold them.
  for (let i = 0; i < 20; i++) trips.push(await finishTrip(await quickUser(t), driver));
  await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  const colleague = await onlineDriver(t, { name: 'Colleague' });
  const colleagueTrips: number[] = [];
  for (let i = 20; i < DAILY_QUOTA_TARGET_RIDES; i++) {
    colleagueTrips.push(await finishTrip(await quickUser(t), colleague));
  }
  await t.database.pool.query('UPDATE bookings SET driver_id = $2 WHERE id = ANY($1::int[])', [
    colleagueTrips,
    driver.id,
  ]);
  trips.push(...colleagueTrips);
  // The 24 rides happened on Sunday 29 November 2026 (Manila), spread over the afternoon.
  await t.database.pool.query(
    `UPDATE bookings SET delivered_at = $2::timestamptz + (id % 24) * interval '5 minutes' WHERE id = ANY($1::int[])`,
    [trips, manila('2026-11-29T13:00:00')],
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const claim = (kind: 'weekly' | 'monthly') =>
  t.app.inject({ method: 'POST', url: `/api/rewards/${kind}-quota/claim`, headers: driver.auth });

async function ledger(kind: string) {
  const { rows } = await t.database.pool.query(
    'SELECT amount_centavos::int AS amount, reference FROM wallet_entries WHERE user_id = $1 AND kind = $2',
    [driver.id, kind],
  );
  return rows;
}

describe('24-hour quota', () => {
  it('shows today’s rides over 24, the share of the week and month and the end of the Manila day', async () => {
    clock = manila('2026-11-29T15:00:00');
    const res = await t.app.inject({ url: '/api/rewards/daily-quota', headers: driver.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      finished_ride_count: 24,
      target: 24,
      weekly_reward: 50000,
      monthly_reward: 200000,
      weekly_percentage: 14.29,
      monthly_percentage: 3.33,
      weekly_open: false,
      monthly_open: false,
      weekly_claimed: false,
      day_ends_at: '2026-11-29T16:00:00.000Z',
      past_claimed_rewards: [],
    });
  });

  it('allows the weekly claim only on Sunday 20:00-23:59:59 Manila time and pays it once', async () => {
    const window = { message: REWARDS_MESSAGES.WEEKLY_WINDOW };
    for (const at of ['2026-11-29T19:59:59', '2026-11-28T21:00:00', '2026-11-30T00:00:00']) {
      clock = manila(at);
      const res = await claim('weekly');
      expect(res.statusCode, at).toBe(400);
      expect(res.json(), at).toEqual(window);
    }
    // Sunday 20:00 in UTC is Monday 04:00 in Manila: closed.
    clock = new Date('2026-11-29T20:00:00Z');
    expect((await claim('weekly')).json()).toEqual(window);

    clock = manila('2026-11-29T20:00:00');
    const paid = await claim('weekly');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ total_weekly_percentage: 14.29, amount_centavos: 7143 });
    expect(paid.json().message).toContain('successfully');
    clock = manila('2026-11-29T23:59:59');
    const again = await claim('weekly');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REWARDS_MESSAGES.WEEKLY_ALREADY_CLAIMED });
    expect(await ledger('quota-weekly')).toEqual([
      { amount: 7143, reference: `quota-weekly:${driver.id}:2026-11-29` },
    ]);
  });

  it('allows the monthly claim only on the last day of the month, exactly once under concurrent claims', async () => {
    clock = manila('2026-11-29T20:30:00');
    expect((await claim('monthly')).json()).toEqual({ message: REWARDS_MESSAGES.MONTHLY_WINDOW });
    clock = manila('2026-11-30T19:59:59');
    expect((await claim('monthly')).json()).toEqual({ message: REWARDS_MESSAGES.MONTHLY_WINDOW });

    clock = manila('2026-11-30T23:59:59');
    const results = await Promise.all(Array.from({ length: 8 }, () => claim('monthly')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(winner.json()).toMatchObject({ total_monthly_percentage: 3.33, amount_centavos: 6667 });
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toEqual({ message: REWARDS_MESSAGES.MONTHLY_ALREADY_CLAIMED });
    }
    expect(await ledger('quota-monthly')).toEqual([
      { amount: 6667, reference: `quota-monthly:${driver.id}:2026-11` },
    ]);
  });

  it('lists claimed rewards and quota days with paging, and the first 2 recent claims on the quota', async () => {
    clock = manila('2026-12-01T09:00:00');
    const claimed = await t.app.inject({ url: '/api/rewards/past-rewards/claimed', headers: driver.auth });
    expect(claimed.json()).toMatchObject({
      current_page: 1,
      last_page: 1,
      prev_page_url: null,
      next_page_url: null,
      total: 2,
      total_amount_centavos: 7143 + 6667,
    });
    expect(claimed.json().data.map((c: { kind: string }) => c.kind)).toEqual(['monthly', 'weekly']);
    const days = await t.app.inject({ url: '/api/rewards/past-rewards?page=1', headers: driver.auth });
    expect(days.json()).toMatchObject({
      total: 1,
      data: [
        { date: '2026-11-29', finished_ride_count: 24, weekly_percentage: 14.29, monthly_percentage: 3.33 },
      ],
    });
    const quota = await t.app.inject({ url: '/api/rewards/daily-quota', headers: driver.auth });
    expect(quota.json()).toMatchObject({
      finished_ride_count: 0,
      weekly_percentage: 0,
      monthly_percentage: 0,
    });
    expect(quota.json().past_claimed_rewards).toHaveLength(2);
    const beyond = await t.app.inject({ url: '/api/rewards/past-rewards?page=2', headers: driver.auth });
    expect(beyond.json()).toMatchObject({
      current_page: 2,
      data: [],
      prev_page_url: '/api/rewards/past-rewards?page=1',
    });
  });
});

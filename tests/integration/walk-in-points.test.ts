import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '@/server/db/pool';
import { settleWalkInPoints, walkInRules } from '@/server/modules/bookings/walk-in-points';
import { createTestApp, type TestApp } from '../helpers/app';
import { EL_NIDO, EL_NIDO_NORTH, onlineDriver, quickUser, type TestDriver } from '../helpers/rides';
import { drive, dropOff, report, shiftableClock, startWalkIn, wayPoints } from '../helpers/walk-in';

let t: TestApp;
const clock = shiftableClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
});
afterAll(async () => {
  await t?.close();
});

async function quota(driver: TestDriver) {
  const res = await t.app.inject({ url: '/api/new_rewards_quota', headers: driver.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.drivers[0] as { total_points: number; rewards_paid: number };
}

async function finishedToday(driver: TestDriver) {
  const res = await t.app.inject({ url: '/api/rewards/daily-quota', headers: driver.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().finished_ride_count as number;
}

/** The wallet's balance is the sum of the driver's ledger rows. */
async function balanceMatchesLedger(driver: TestDriver) {
  const { rows } = await t.database.pool.query<{ sum: string }>(
    "SELECT coalesce(sum(amount_centavos), 0)::text AS sum FROM wallet_entries WHERE user_id = $1 AND wallet = 'wallet'",
    [driver.id],
  );
  const wallet = await t.app.inject({ url: '/api/wallet', headers: driver.auth });
  expect(wallet.json().balance_centavos).toBe(Number(rows[0].sum));
  return Number(rows[0].sum);
}

/** A walk-in trip from El Nido town to the point 2 km north, driven in three minutes with the phone on. */
async function realTrip(driver: TestDriver) {
  await t.app.deps.locations.set(driver.id, EL_NIDO);
  const started = await startWalkIn(t, driver);
  expect(started.statusCode, started.body).toBe(201);
  await drive(t, clock, driver, wayPoints(EL_NIDO, EL_NIDO_NORTH, 6));
  const done = await dropOff(t, driver, started.json().id);
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

describe('walk-in trips earn points only as real trips', () => {
  it('12 walk-ins of 0 km in a few seconds are recorded with their fares but earn nothing, and say why', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Farmer Fred' });
    for (let i = 0; i < 12; i++) {
      const started = await startWalkIn(t, driver);
      expect(started.statusCode, started.body).toBe(201);
      clock.advance(2_000);
      const done = await dropOff(t, driver, started.json().id);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().status).toBe('delivered');
      expect(done.json().walk_in_points).toMatchObject({
        earned: false,
        points: 0,
        reason: 'short',
        distance_km: 0,
        min_km: 0.5,
        min_minutes: 2,
        daily_cap: 10,
      });
    }
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS trips, count(*) FILTER (WHERE total > 0)::int AS with_fare,
              count(*) FILTER (WHERE counts_for_rewards)::int AS counted
         FROM bookings WHERE driver_id = $1 AND is_walk_in AND status = 'delivered'`,
      [driver.id],
    );
    expect(rows[0]).toEqual({ trips: 12, with_fare: 12, counted: 0 });
    const points = await t.database.pool.query('SELECT 1 FROM booking_points WHERE driver_id = $1', [
      driver.id,
    ]);
    expect(points.rowCount).toBe(0);
    expect(await quota(driver)).toMatchObject({ total_points: 0, rewards_paid: 0 });
    expect(await finishedToday(driver)).toBe(0);
    const board = await t.app.inject({ url: '/api/leaderboard?branch_id=3', headers: driver.auth });
    expect(JSON.stringify(board.json())).not.toContain('Farmer Fred');
    expect(await balanceMatchesLedger(driver)).toBe(0);
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  });

  it('refuses points to a trip too quick, one without positions, and one whose position jumps to the drop-off', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Jumpy Jun' });

    // 2 km in 40 seconds: far enough, far too quick.
    let started = await startWalkIn(t, driver);
    await drive(t, clock, driver, wayPoints(EL_NIDO, EL_NIDO_NORTH, 4), 10_000);
    let done = await dropOff(t, driver, started.json().id);
    expect(done.json().walk_in_points).toMatchObject({ earned: false, reason: 'quick' });

    // Five minutes with no position sent, then one at the drop-off.
    await t.app.deps.locations.set(driver.id, EL_NIDO);
    started = await startWalkIn(t, driver);
    clock.advance(5 * 60_000);
    await report(t, driver, EL_NIDO_NORTH);
    done = await dropOff(t, driver, started.json().id);
    expect(done.json().walk_in_points).toMatchObject({ earned: false, reason: 'no-trace' });

    // Three minutes standing at the pickup, then the position jumps 2 km and the trip ends.
    await t.app.deps.locations.set(driver.id, EL_NIDO);
    started = await startWalkIn(t, driver);
    await drive(t, clock, driver, [EL_NIDO, EL_NIDO, EL_NIDO, EL_NIDO, EL_NIDO, EL_NIDO]);
    clock.advance(1_000);
    await report(t, driver, EL_NIDO_NORTH);
    done = await dropOff(t, driver, started.json().id);
    expect(done.json().walk_in_points).toMatchObject({ earned: false, reason: 'trace' });
    expect(Number(done.json().taxi_order.trip_details.km_distance)).toBeGreaterThan(1);

    // The same trip driven for real earns its half point.
    expect((await realTrip(driver)).walk_in_points).toMatchObject({ earned: true, points: 0.5 });
    expect((await quota(driver)).total_points).toBe(0.5);
    expect(await finishedToday(driver)).toBe(1);
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  });

  it('stops earning at the daily cap staff set, and one trip dropped off 12 times at once earns once', async () => {
    const admin = await quickUser(t, ['admin'], 'Settings Admin');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings/walk_in_points_daily_cap',
      headers: admin.auth,
      payload: { value: '2' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Capped Carlo' });
    expect((await realTrip(driver)).walk_in_points).toMatchObject({ earned: true });

    // The second real trip: its drop-off arrives 12 times at once.
    await t.app.deps.locations.set(driver.id, EL_NIDO);
    const started = await startWalkIn(t, driver);
    await drive(t, clock, driver, wayPoints(EL_NIDO, EL_NIDO_NORTH, 6));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => dropOff(t, driver, started.json().id)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(11);

    const third = await realTrip(driver);
    expect(third.walk_in_points).toMatchObject({ earned: false, reason: 'daily-cap', daily_cap: 2 });
    expect((await quota(driver)).total_points).toBe(1);
    expect(await finishedToday(driver)).toBe(2);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n, coalesce(sum(points), 0)::float AS points FROM booking_points WHERE driver_id = $1',
      [driver.id],
    );
    expect(rows[0]).toEqual({ n: 2, points: 1 });
    expect(await balanceMatchesLedger(driver)).toBe(0);

    // Back to the default for the other tests.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings/walk_in_points_daily_cap',
      headers: admin.auth,
      payload: { value: '10' },
    });
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  });

  it('holds the cap when the decisions for many finished walk-ins run at the same moment', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Parallel Pia' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const started = await startWalkIn(t, driver);
      ids.push(started.json().id);
      expect((await dropOff(t, driver, started.json().id)).statusCode).toBe(200);
    }
    const rules = { ...(await walkInRules(t.database.pool)), dailyCap: 3 };
    const verdicts = await Promise.all(
      ids.map((id) =>
        transaction(t.database.pool, (client) =>
          settleWalkInPoints(
            client,
            { id, driverId: driver.id },
            { reason: null, distanceKm: 2, durationMin: 5, now: clock.now() },
            rules,
          ),
        ),
      ),
    );
    expect(verdicts.filter((v) => v.earned)).toHaveLength(3);
    expect(verdicts.filter((v) => v.reason === 'daily-cap')).toHaveLength(5);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM bookings WHERE driver_id = $1 AND walk_in_rewarded_on IS NOT NULL',
      [driver.id],
    );
    expect(rows[0].n).toBe(3);
  });
});

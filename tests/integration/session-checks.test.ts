import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_MS, SESSION_RECHECK_GRACE_MS, SESSION_RECHECK_MS } from '@/server/plugins/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { quickUser } from '../helpers/rides';

/**
 * A session kept in memory is checked against the database again once a minute. Sessions due their check are
 * checked together beside their requests, so a fleet whose drivers all signed their first positions in the same
 * seconds (after a restart) does not put thousands of lookups into a few seconds every minute.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sessionLookups = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([sql]) => String(sql).includes('s.token_hash = ANY')).length;

describe('sessions kept in memory', () => {
  it('checks every session due in one query while their requests go on, and refuses one revoked meanwhile', async () => {
    const drivers = await Promise.all(Array.from({ length: 20 }, () => quickUser(t, ['driver'])));
    const revoked = drivers[0];
    for (const driver of drivers)
      expect(await t.app.sessions.resolve(driver.token)).toMatchObject({ id: driver.id });
    // Ended in the database without a word on the bus (an instance that went down before it could say so).
    await t.database.pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [revoked.id]);

    const queries = vi.spyOn(t.database.pool, 'query');
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
    for (const driver of drivers)
      expect(await t.app.sessions.resolve(driver.token)).toMatchObject({ id: driver.id });
    expect(sessionLookups(queries)).toBe(0);

    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
    await vi.waitFor(async () => expect(await t.app.sessions.resolve(revoked.token)).toBeNull());
    expect(sessionLookups(queries)).toBe(2);
    for (const driver of drivers.slice(1))
      expect(await t.app.sessions.resolve(driver.token)).toMatchObject({ id: driver.id });
    // The 19 checked sessions count from their check: no other lookup is made for them.
    expect(sessionLookups(queries)).toBe(2);
  });

  it('asks the database before answering once a session has gone unchecked past the grace', async () => {
    const rider = await quickUser(t);
    expect(await t.app.sessions.resolve(rider.token)).toMatchObject({ id: rider.id });
    await t.database.pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [rider.id]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + SESSION_RECHECK_GRACE_MS + 1);
    expect(await t.app.sessions.resolve(rider.token)).toBeNull();
  });
});

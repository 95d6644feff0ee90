import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, postEntry } from '@/server/modules/wallet/ledger';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, quickUser } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('wallet ledger', () => {
  it('pays one reference exactly once when 20 callers race', async () => {
    const user = await quickUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postEntry(t.database.pool, {
          userId: user.id,
          amountCentavos: 10_000,
          kind: 'test-reward',
          reference: `test-reward:${user.id}`,
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balance(t.database.pool, user.id)).toBe(10_000);
  });

  it('keeps rows append-only and balances as sums per wallet', async () => {
    const user = await quickUser(t);
    const db = t.database.pool;
    await postEntry(db, {
      userId: user.id,
      amountCentavos: 5_000,
      kind: 'change',
      reference: `a:${user.id}`,
    });
    await postEntry(db, {
      userId: user.id,
      amountCentavos: -1_250,
      kind: 'shortfall',
      reference: `b:${user.id}`,
    });
    await postEntry(db, {
      userId: user.id,
      amountCentavos: 300,
      wallet: 'point',
      kind: 'points',
      reference: `c:${user.id}`,
    });
    expect(await balance(db, user.id, 'wallet')).toBe(3_750);
    expect(await balance(db, user.id, 'point')).toBe(300);
    await expect(
      db.query('UPDATE wallet_entries SET amount_centavos = 1 WHERE user_id = $1', [user.id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM wallet_entries WHERE user_id = $1', [user.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      postEntry(db, { userId: user.id, amountCentavos: 1.5, kind: 'x', reference: `d:${user.id}` }),
    ).rejects.toThrow(/whole number/);
  });

  it('shows the owner their own wallet only', async () => {
    const owner = await quickUser(t);
    const other = await quickUser(t);
    await postEntry(t.database.pool, {
      userId: owner.id,
      amountCentavos: 2_500,
      kind: 'pautos-change',
      reference: `pautos-change:test:${owner.id}`,
      description: 'Change from your pautos',
    });
    const mine = await t.app.inject({ url: '/api/wallet', headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      balance_centavos: 2_500,
      points_centavos: 0,
      total: 1,
      entries: [{ amount_centavos: 2_500, kind: 'pautos-change', description: 'Change from your pautos' }],
    });
    const theirs = await t.app.inject({ url: '/api/wallet', headers: other.auth });
    expect(theirs.json()).toMatchObject({ balance_centavos: 0, total: 0, entries: [] });
    const anonymous = await t.app.inject({ url: '/api/wallet' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/wallet?page=0', headers: owner.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("names the errand an entry is for, linking only the customer's own booking", async () => {
    const customer = await quickUser(t);
    const driver = await onlineDriver(t);
    const booked = await book(t, customer);
    expect(booked.statusCode).toBeLessThan(300);
    const { rows } = await t.database.pool.query<{ id: number; code: string }>(
      'UPDATE bookings SET driver_id = $2 WHERE user_id = $1 RETURNING id, code',
      [customer.id, driver.id],
    );
    const booking = rows[0];
    await postEntry(t.database.pool, {
      userId: driver.id,
      amountCentavos: 5_000,
      kind: 'test-top-up',
      reference: `test-top-up:${driver.id}`,
    });
    await postEntry(t.database.pool, {
      userId: driver.id,
      amountCentavos: -1_500,
      kind: 'pautos-change-held',
      reference: `pautos-change-held:${booking.id}`,
    });
    await postEntry(t.database.pool, {
      userId: customer.id,
      amountCentavos: 1_500,
      kind: 'pautos-change',
      reference: `pautos-change:${booking.id}`,
    });
    const mine = (await t.app.inject({ url: '/api/wallet', headers: customer.auth })).json();
    expect(mine.entries).toEqual([
      expect.objectContaining({
        kind: 'pautos-change',
        booking: { id: booking.id, code: booking.code, service: 'ride', is_own: true },
      }),
    ]);
    const driven = (await t.app.inject({ url: '/api/wallet', headers: driver.auth })).json();
    expect(driven.balance_centavos).toBe(3_500);
    expect(driven.entries.map((e: { booking?: unknown }) => e.booking ?? null)).toEqual([
      { id: booking.id, code: booking.code, service: 'ride', is_own: false },
      null,
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  addAccount,
  bookPautos,
  multipart,
  PNG,
  pautosDriver,
  sendBudget,
  setStatus,
} from '../helpers/pautos';
import { book, onlineDriver, PPC, quickUser, type TestDriver } from '../helpers/rides';

/** A driver's taps kept on the phone while the signal was gone arrive again, often several at once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const north = (km: number) => ({ lat: PPC.lat + km / 111.2, lng: PPC.lng });

function tripStep(driver: TestDriver, bookingId: number, status: string, key: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/driver/bookings/${bookingId}/status`,
    headers: { ...driver.auth, 'idempotency-key': key },
    payload: { status },
  });
}

async function acceptedRide(at: number) {
  const rider = await quickUser(t);
  const driver = await onlineDriver(t, { at: north(at) });
  const booked = await book(t, rider);
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().order.id as number;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { rider, driver, id };
}

async function statusCount(bookingId: number, name: string) {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM booking_statuses WHERE booking_id = $1 AND name = $2',
    [bookingId, name],
  );
  return rows[0].n;
}

describe('a trip step sent again with its Idempotency-Key', () => {
  it('changes the status once and answers every copy, at once or later, with the first answer', async () => {
    const { driver, id } = await acceptedRide(0.2);
    for (const status of ['arrived', 'enroute', 'delivered']) {
      const key = randomUUID();
      const copies = await Promise.all(Array.from({ length: 8 }, () => tripStep(driver, id, status, key)));
      expect(copies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const first = copies[0].json();
      expect(first.status).toBe(status);
      for (const copy of copies) expect(copy.json()).toEqual(first);
      expect(copies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
      const later = await tripStep(driver, id, status, key);
      expect(later.json()).toEqual(first);
      expect(await statusCount(id, status)).toBe(1);
    }
    const earnings = await t.database.pool.query('SELECT 1 FROM driver_earnings WHERE booking_id = $1', [id]);
    expect(earnings.rowCount).toBe(1);
    // A key is one tap: the same key for another step is refused, and nothing moves.
    const reused = await tripStep(driver, id, 'arrived', randomUUID());
    expect(reused.statusCode).toBe(409);
  });

  it('answers a step the rider made impossible meanwhile with the reason, the same each time', async () => {
    const { rider, driver, id } = await acceptedRide(0.4);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${id}`,
      headers: rider.auth,
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const key = randomUUID();
    const copies = await Promise.all(Array.from({ length: 4 }, () => tripStep(driver, id, 'arrived', key)));
    expect(copies.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    const reason = copies[0].json().message as string;
    expect(reason).toMatch(/cancelled/i);
    for (const copy of copies) expect(copy.json().message).toBe(reason);
    expect(await statusCount(id, 'arrived')).toBe(0);
    const otherAction = await tripStep(driver, id, 'enroute', key);
    expect(otherAction.statusCode).toBe(409);
    expect(otherAction.json().message).toBe('This Idempotency-Key was already used for a different action.');
    const bad = await tripStep(driver, id, 'arrived', 'x'.repeat(101));
    expect(bad.statusCode).toBe(400);
  });
});

describe('other taps sent again', () => {
  it('starts one walk-in trip and posts one chat message per key', async () => {
    const driver = await onlineDriver(t, { at: north(0.6) });
    const key = randomUUID();
    const starts = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/driver/walk-in',
          headers: { ...driver.auth, 'idempotency-key': key },
          payload: {},
        }),
      ),
    );
    expect(starts.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const trip = starts[0].json() as { id: number; code: string };
    for (const start of starts) expect(start.json().id).toBe(trip.id);
    const walkIns = await t.database.pool.query('SELECT 1 FROM bookings WHERE driver_id = $1', [driver.id]);
    expect(walkIns.rowCount).toBe(1);

    const chatKey = randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/chat/${trip.code}/messages`,
          headers: { ...driver.auth, 'idempotency-key': chatKey },
          payload: { text: 'Nandito na po ako', client_id: chatKey },
        }),
      ),
    );
    expect(new Set(sends.map((r) => r.json().id)).size).toBe(1);
    const messages = await t.database.pool.query('SELECT 1 FROM chat_messages WHERE booking_id = $1', [
      trip.id,
    ]);
    expect(messages.rowCount).toBe(1);
  });

  it('records one errand purchase and keeps one receipt photo for many copies of the tap', async () => {
    const customer = await quickUser(t);
    const driver = await pautosDriver(t, { at: north(0.8) });
    const account = await addAccount(t, driver);
    const booked = await bookPautos(t, customer);
    const id = booked.json().order.id as number;
    await t.app.inject({ method: 'POST', url: `/api/driver/offers/${id}/accept`, headers: driver.auth });
    await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' });
    await sendBudget(t, customer, id, { amount: 40_000, payment_account_id: account.id, reference: 'R-9' });
    for (const key of ['BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED', 'STORE-DRIVER-AVAILABLE']) {
      expect((await setStatus(t, driver, id, { status_key: key })).statusCode).toBe(200);
    }
    const key = randomUUID();
    const purchase = async () => {
      const body = await multipart({ status_key: 'STORE-DRIVER-PURCHASED', total_spent: 35_000 }, [
        { name: 'receipt', data: PNG },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/pautos/update-status`,
        headers: { ...driver.auth, ...body.headers, 'idempotency-key': key },
        payload: body.payload,
      });
    };
    const copies = await Promise.all(Array.from({ length: 5 }, purchase));
    expect(copies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const entries = await t.database.pool.query(
      `SELECT 1 FROM order_status_entries WHERE booking_id = $1 AND code = 'STORE-DRIVER-PURCHASED'`,
      [id],
    );
    expect(entries.rowCount).toBe(1);
    const receipts = await t.database.pool.query(
      `SELECT 1 FROM order_files WHERE booking_id = $1 AND kind = 'store-receipt'`,
      [id],
    );
    expect(receipts.rowCount).toBe(1);
  });
});

describe('positions kept without signal', () => {
  it('takes a late position with its time for the record, keeps the newer one live, refuses bad times', async () => {
    const driver = await onlineDriver(t, { at: north(1) });
    const report = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/driver/location', headers: driver.auth, payload });
    const now = north(1.2);
    expect((await report(now)).statusCode).toBe(200);
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const late = await report({ ...north(1.1), recorded_at: minutesAgo(5) });
    expect(late.statusCode, late.body).toBe(200);
    const live = await t.app.deps.locations.get(driver.id);
    expect(live?.lat).toBeCloseTo(now.lat, 6);

    const future = await report({ ...north(1.3), recorded_at: minutesAgo(-10) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('recorded_at is in the future. Check the phone clock.');
    const tooOld = await report({ ...north(1.3), recorded_at: minutesAgo(40) });
    expect(tooOld.statusCode).toBe(400);
    const notADate = await report({ ...north(1.3), recorded_at: 'yesterday' });
    expect(notADate.statusCode).toBe(400);
    // A phone clock a little ahead is taken, as the newest position.
    const ahead = north(1.4);
    expect((await report({ ...ahead, recorded_at: minutesAgo(-1) })).statusCode).toBe(200);
    expect((await t.app.deps.locations.get(driver.id))?.lat).toBeCloseTo(ahead.lat, 6);
  });
});

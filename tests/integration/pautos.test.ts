import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pautosMachine } from '@/server/modules/orders/pautos-machine';
import { judgeTransition, type OrderRole } from '@/server/modules/orders/state-machine';
import { applyTransition } from '@/server/modules/orders/status-entries';
import { balance, postEntry } from '@/server/modules/wallet/ledger';
import { runTripAgent } from '@/sim/trips';
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
import { onlineDriver, PPC, quickUser, realtimeAs, waitUntil } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const north = (km: number) => ({ lat: PPC.lat + km / 111.2, lng: PPC.lng });

type View = {
  status: {
    status_key: string;
    total_received: number;
    total_spent: number;
    next: string[];
    statuses: { code: string }[];
  };
  receipt: { budget_sent: number; change: number; total_spent: number; change_to: string };
  files: { url: string; kind: string }[];
  payment_accounts: { id: number }[];
  pautos_order: { store_lat: number; store_address: string };
};

/** A booked errand accepted by a pautos driver who has a payment account. */
async function acceptedErrand(at = 0.2) {
  const customer = await quickUser(t);
  const driver = await pautosDriver(t, { at: north(at) });
  const account = await addAccount(t, driver);
  const booked = await bookPautos(t, customer);
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().order.id as number;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { customer, driver, account, id, code: booked.json().order.code as string };
}

async function view(actor: { auth: Record<string, string> }, id: number): Promise<View> {
  const res = await t.app.inject({ url: `/api/orders/${id}/pautos`, headers: actor.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('pautos booking', () => {
  it('prices every vehicle on the server from the pautos rates and pautosFee', async () => {
    const customer = await quickUser(t);
    const res = await t.app.inject({
      url: `/api/pautos/pricing?store=${PPC.lat},${PPC.lng}&delivery=${PPC.lat + 0.001},${PPC.lng}`,
      headers: customer.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().options as { name: string; total: number }[];
    expect(options.map((o) => o.name).sort()).toEqual(['Car', 'Motor', 'Trike']);
    // Php 55.00 as the spec shows for a short errand (the zone's pautos flag-down), plus the seeded markup of
    // the time of day (Puerto Princesa: none by day, 10 % sunny, 20 % at night).
    // An errand fee has no time-of-day markup: the day rate at every hour.
    expect(res.json().mode).toBe('day');
    expect(options.map((o) => o.total)).toEqual(options.map(() => 5_500));
  });

  it('books once per Idempotency-Key and offers the errand only to drivers with Pautos on', async () => {
    const customer = await quickUser(t);
    const rideOnly = await onlineDriver(t, { at: north(0.05) });
    const errands = await pautosDriver(t, { at: north(0.4) });
    const key = randomUUID();
    const [a, b] = await Promise.all([bookPautos(t, customer, {}, key), bookPautos(t, customer, {}, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order).toEqual(b.json().order);
    const id = a.json().order.id;
    const offered = await waitUntil(async () => {
      const { rows } = await t.database.pool.query<{ driver_id: number }>(
        'SELECT driver_id FROM booking_offers WHERE booking_id = $1',
        [id],
      );
      return rows.length > 0 && rows;
    });
    expect(offered.map((r) => r.driver_id)).toEqual([errands.id]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${id}/accept`,
      headers: rideOnly.auth,
    });
    expect(refused.statusCode).toBe(409);
    // The offered driver reads the errand (items, budget, store, delivery point, fee) before accepting.
    const offer = await view(errands, id);
    expect(offer.pautos_order).toMatchObject({ store_address: 'NCCC Mall Palawan' });
    expect(offer.status.next).toEqual([]);
    const cancel = await setStatus(t, customer, id, { status_key: 'CANCELLED', reason: 'Changed my mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('refuses a booking without items or with a budget out of bounds, with the reason', async () => {
    const customer = await quickUser(t);
    const noItems = await bookPautos(t, customer, { items_to_purchase: '  ' });
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json().message).toBe('Please list the items to purchase.');
    const tooMuch = await bookPautos(t, customer, { total_budget: 5_000_001 });
    expect(tooMuch.statusCode).toBe(400);
  });
});

describe('the whole errand', () => {
  it('settles the budget, survives a closed store and an insufficient budget, and returns the change', async () => {
    const { customer, driver, account, id, code } = await acceptedErrand();
    // The change the driver keeps reaches the customer's wallet from the driver's own (₱100 of rewards).
    await postEntry(t.database.pool, {
      userId: driver.id,
      amountCentavos: 10_000,
      kind: 'quota-weekly',
      reference: `test-reward:${driver.id}`,
    });
    const live = await realtimeAs(t, customer.token);
    live.socket.send(JSON.stringify({ type: 'sub', topic: `pautos:${code}` }));
    await live.inbox
      .waitFor((m) => m.type === 'subscribed' || m.topic === `pautos:${code}`)
      .catch(() => null);

    expect((await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' })).statusCode).toBe(200);
    await live.inbox.waitFor((m) => m.topic === `pautos:${code}` && m.data?.status_key === 'BUDGET-INITIAL');

    const sent = await sendBudget(t, customer, id, {
      amount: 40_000,
      payment_account_id: account.id,
      reference: 'GC-1001',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status.status_key).toBe('BUDGET-USER-SENT');

    expect(
      (await setStatus(t, driver, id, { status_key: 'BUDGET-DRIVER-INSUFFICIENT', needed: 10_000 }))
        .statusCode,
    ).toBe(200);
    const added = await sendBudget(t, customer, id, {
      amount: 10_000,
      payment_account_id: account.id,
      reference: 'GC-1002',
    });
    expect(added.json().status.status_key).toBe('BUDGET-USER-ADD');
    const agreed = await setStatus(t, driver, id, { status_key: 'BUDGET-DRIVER-AGREE' });
    expect(agreed.json().status.total_received).toBe(50_000);

    expect((await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-ARRIVED' })).statusCode).toBe(200);
    expect((await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-CLOSED' })).statusCode).toBe(200);
    const tripOf = async () =>
      (
        await t.database.pool.query<{ km: number; eta: number; total: number; fee: number }>(
          `SELECT (b.trip_details->>'km_distance')::float8 AS km, (b.trip_details->>'eta')::float8 AS eta,
                  b.total, p.pautos_fee AS fee
             FROM bookings b JOIN pautos_orders p ON p.booking_id = b.id WHERE b.id = $1`,
          [id],
        )
      ).rows[0];
    const before = await tripOf();
    const moved = await setStatus(t, customer, id, {
      status_key: 'STORE-USER-MAP',
      lat: 9.75,
      lng: 118.74,
      address: 'Puregold Puerto Princesa',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().pautos_order).toMatchObject({
      store_lat: 9.75,
      store_address: 'Puregold Puerto Princesa',
    });
    // "Set on map" makes a new trip: from the new store to the customer, with its own distance, time and fee.
    const after = await tripOf();
    expect(after.km).not.toBe(before.km);
    expect(after.eta).not.toBe(before.eta);
    expect(after.total).toBe(after.fee);
    expect(after.fee).not.toBe(before.fee);
    expect(moved.json().pautos_order.pautos_fee).toBe(after.fee);

    expect((await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-ARRIVED' })).statusCode).toBe(200);
    expect((await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' })).statusCode).toBe(200);
    const noReceipt = await setStatus(t, driver, id, {
      status_key: 'STORE-DRIVER-PURCHASED',
      total_spent: 42_550,
    });
    expect(noReceipt.statusCode).toBe(400);
    expect(noReceipt.json().message).toBe('Please attach exactly one receipt image.');
    const overBudget = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 60_000 },
      PNG,
    );
    expect(overBudget.statusCode).toBe(409);
    const bought = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 42_550 },
      PNG,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().receipt).toMatchObject({ budget_sent: 50_000, total_spent: 42_550, change: 7_450 });

    for (const step of ['DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED', 'DELIVERY-DRIVER-COMPLETED']) {
      const res = await setStatus(t, driver, id, { status_key: step });
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    }
    const booking = await t.app.inject({ url: `/api/booking/${id}-${code}`, headers: customer.auth });
    expect(booking.json().status).toBe('delivered');
    expect(await balance(t.database.pool, customer.id)).toBe(7_450);

    const finalView = await view(customer, id);
    expect(finalView.status.statuses.map((s) => s.code)).toEqual([
      'pending',
      'BUDGET-INITIAL',
      'BUDGET-USER-SENT',
      'BUDGET-DRIVER-INSUFFICIENT',
      'BUDGET-USER-ADD',
      'BUDGET-DRIVER-AGREE',
      'STORE-DRIVER-ARRIVED',
      'STORE-DRIVER-CLOSED',
      'STORE-USER-MAP',
      'STORE-DRIVER-ARRIVED',
      'STORE-DRIVER-AVAILABLE',
      'STORE-DRIVER-PURCHASED',
      'DELIVERY-DRIVER-START',
      'DELIVERY-DRIVER-ARRIVED',
      'DELIVERY-DRIVER-COMPLETED',
    ]);
    expect(finalView.files.map((f) => f.kind)).toEqual(['budget-receipt', 'budget-receipt', 'store-receipt']);
    // The ledger's change is the receipts' sum: budgets sent minus the total spent.
    const { rows } = await t.database.pool.query<{ amount_centavos: number; reference: string }>(
      'SELECT amount_centavos, reference FROM wallet_entries WHERE user_id = $1',
      [customer.id],
    );
    expect(rows).toEqual([{ amount_centavos: 50_000 - 42_550, reference: `pautos-change:${id}` }]);
    expect(await balance(t.database.pool, driver.id)).toBe(10_000 - 7_450);
    live.socket.close();
  });

  it('leaves the wallet alone for a shortfall the customer agreed to: it is paid in cash', async () => {
    const { customer, driver, account, id } = await acceptedErrand(0.3);
    await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' });
    await sendBudget(t, customer, id, { amount: 20_000, payment_account_id: account.id, reference: 'R-1' });
    await setStatus(t, driver, id, { status_key: 'BUDGET-DRIVER-AGREE' });
    await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-ARRIVED' });
    await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' });
    await setStatus(t, driver, id, { status_key: 'BUDGET-DRIVER-INSUFFICIENT', needed: 2_500 });
    expect((await setStatus(t, customer, id, { status_key: 'BUDGET-USER-AGREE' })).statusCode).toBe(200);
    expect((await setStatus(t, driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' })).statusCode).toBe(200);
    const bought = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 22_500 },
      PNG,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    for (const step of ['DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED', 'DELIVERY-DRIVER-COMPLETED']) {
      expect((await setStatus(t, driver, id, { status_key: step })).statusCode).toBe(200);
    }
    expect(await balance(t.database.pool, customer.id)).toBe(0);
  });
});

describe('budget sending', () => {
  it('makes one entry for concurrent sends with one Idempotency-Key, and checks every field', async () => {
    const { customer, driver, account, id } = await acceptedErrand(0.5);
    await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' });
    const fields = { amount: 30_000, payment_account_id: account.id, reference: 'GC-77' };
    const zero = await sendBudget(t, customer, id, { ...fields, amount: 0 });
    expect(zero.json().message).toBe('Please enter an amount greater than 0.');
    const noRef = await sendBudget(t, customer, id, { ...fields, reference: ' ' });
    expect(noRef.json().message).toBe('Please enter the reference number.');
    const noFile = await sendBudget(t, customer, id, fields, { files: [] });
    expect(noFile.json().message).toBe('Please attach exactly one receipt image.');
    const twoFiles = await sendBudget(t, customer, id, fields, { files: [PNG, PNG] });
    expect(twoFiles.statusCode).toBe(400);
    const notImage = await sendBudget(t, customer, id, fields, {
      files: [Buffer.from('%PDF-1.4 not an image')],
    });
    expect(notImage.json().message).toBe('The receipt must be an image (JPEG, PNG or WebP).');
    const tooBig = await sendBudget(t, customer, id, fields, {
      files: [Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])],
    });
    expect(tooBig.statusCode).toBe(400);
    const otherDriver = await pautosDriver(t, { at: north(9) });
    const foreign = await addAccount(t, otherDriver);
    const wrongAccount = await sendBudget(t, customer, id, { ...fields, payment_account_id: foreign.id });
    expect(wrongAccount.json().message).toBe("Please choose one of the driver's payment accounts.");
    expect([zero, noRef, noFile, notImage, tooBig, wrongAccount].every((r) => r.statusCode === 400)).toBe(
      true,
    );

    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sendBudget(t, customer, id, fields, { key })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_status_entries WHERE booking_id = $1 AND code = 'BUDGET-USER-SENT'`,
      [id],
    );
    expect(rows[0].n).toBe(1);
    const files = await t.database.pool.query('SELECT 1 FROM order_files WHERE booking_id = $1', [id]);
    expect(files.rowCount).toBe(1);
    const again = await sendBudget(t, customer, id, fields, { key: randomUUID() });
    expect(again.statusCode).toBe(409);
  });
});

describe('who may see an errand', () => {
  it('hides the order, its receipts and its topic from strangers and other drivers', async () => {
    const { customer, driver, account, id, code } = await acceptedErrand(0.6);
    await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' });
    await sendBudget(t, customer, id, { amount: 10_000, payment_account_id: account.id, reference: 'X' });
    const receiptUrl = (await view(customer, id)).files[0].url;
    const stranger = await quickUser(t);
    const otherDriver = await onlineDriver(t, { at: north(7) });
    const staff = await quickUser(t, ['admin']);
    for (const outsider of [stranger, otherDriver]) {
      expect(
        (await t.app.inject({ url: `/api/orders/${id}/pautos`, headers: outsider.auth })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/orders/${id}/status`, headers: outsider.auth })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ url: receiptUrl, headers: outsider.auth })).statusCode).toBe(404);
      expect((await setStatus(t, outsider, id, { status_key: 'CANCELLED' })).statusCode).toBe(404);
      const live = await realtimeAs(t, outsider.token);
      live.socket.send(JSON.stringify({ type: 'sub', topic: `pautos:${code}` }));
      const answer = await live.inbox.waitFor((m) => m.type === 'error' || m.type === 'subscribed');
      expect(answer.type).toBe('error');
      live.socket.close();
    }
    expect((await t.app.inject({ url: receiptUrl })).statusCode).toBe(401);
    for (const insider of [customer, driver, staff]) {
      const res = await t.app.inject({ url: receiptUrl, headers: insider.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });
});

describe('the pautos state machine on the server', () => {
  it('allows exactly the transitions of its table, by role and state, and answers 409 otherwise', async () => {
    const { customer, driver, id } = await acceptedErrand(0.8);
    const staff = await quickUser(t, ['operations-manager']);
    const actors: [OrderRole, number][] = [
      ['customer', customer.id],
      ['driver', driver.id],
      ['staff', staff.id],
      ['system', 0],
    ];
    const keys = Object.keys(pautosMachine.statuses);
    const mismatches: string[] = [];
    let allowed = 0;
    let refused = 0;
    // Each attempt runs in a transaction that is rolled back, so every one starts from the state it names.
    const client = await t.database.pool.connect();
    try {
      for (const from of keys) {
        for (const [role, actorId] of actors) {
          for (const to of keys) {
            await client.query('BEGIN');
            await client.query(
              `UPDATE order_states SET status_key = $2, total_received = 100000 WHERE booking_id = $1`,
              [id, from],
            );
            const expected = judgeTransition(pautosMachine, from, to, role).ok;
            let status = 200;
            try {
              await applyTransition(client, [], {
                bookingId: id,
                to,
                role,
                actorId: role === 'system' ? null : actorId,
                method: 'test',
                amountSent: 500,
                totalSpent: 100,
              });
            } catch (error) {
              status = (error as { statusCode?: number }).statusCode ?? 500;
            } finally {
              await client.query('ROLLBACK');
            }
            if (expected) allowed += 1;
            else refused += 1;
            if (status !== (expected ? 200 : 409)) mismatches.push(`${role} ${from} → ${to}: ${status}`);
          }
        }
      }
    } finally {
      client.release();
    }
    expect(mismatches).toEqual([]);
    expect(allowed).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(1000);

    // Through the API, with the messages word for word.
    const early = await setStatus(t, customer, id, { status_key: 'STORE-USER-FIND' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This step is not possible now: looking for a driver.');
    const notYours = await setStatus(t, customer, id, { status_key: 'BUDGET-INITIAL' });
    expect(notYours.statusCode).toBe(409);
    expect(notYours.json().message).toBe('The customer cannot take this step.');
    const unknown = await setStatus(t, driver, id, { status_key: 'TELEPORT' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('"TELEPORT" is not a status of this order.');
    const sendEarly = await setStatus(t, driver, id, { status_key: 'DELIVERY-DRIVER-START' });
    expect(sendEarly.statusCode).toBe(409);
    const staffView = await t.app.inject({ url: `/api/orders/${id}/status`, headers: staff.auth });
    expect(staffView.json()).toMatchObject({ viewer_role: 'staff', status_key: 'pending' });
    // The ride's own trip steps never move an errand.
    const rideStep = await t.app.inject({
      method: 'POST',
      url: `/api/driver/bookings/${id}/status`,
      headers: driver.auth,
      payload: { status: 'arrived' },
    });
    expect(rideStep.statusCode).toBe(409);
  });

  it('lets the customer cancel through the ride cancel button while nothing is bought, and not after', async () => {
    const { customer, driver, account, id } = await acceptedErrand(1.0);
    await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' });
    await sendBudget(t, customer, id, { amount: 30_000, payment_account_id: account.id, reference: 'C-1' });
    // The driver got ₱300 but says it is not enough; the customer then calls the errand off.
    await setStatus(t, driver, id, { status_key: 'BUDGET-DRIVER-INSUFFICIENT' });
    await t.database.pool.query(
      `UPDATE order_states SET status_key = 'STORE-DRIVER-AVAILABLE' WHERE booking_id = $1`,
      [id],
    );
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${id}`,
      headers: customer.auth,
      payload: { reason: 'Payment method' },
    });
    expect(late.statusCode).toBe(409);
    await t.database.pool.query(
      `UPDATE order_states SET status_key = 'BUDGET-DRIVER-INSUFFICIENT' WHERE booking_id = $1`,
      [id],
    );
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${id}`,
      headers: customer.auth,
      payload: { reason: 'Payment method' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const status = await t.app.inject({ url: `/api/orders/${id}/status`, headers: driver.auth });
    expect(status.json()).toMatchObject({ status_key: 'CANCELLED', booking_status: 'cancelled' });
    expect(status.json().statuses.at(-1)).toMatchObject({
      code: 'CANCELLED',
      role: 'customer',
      method: 'cancel',
    });
    // The driver's wallet cannot cover the ₱300 they received: nothing is created, they hand it back directly.
    expect(await balance(t.database.pool, customer.id)).toBe(0);
    expect((await view(customer, id)).receipt).toMatchObject({ change: 30_000, change_to: 'driver' });
  });
});

describe('simulated driver (src/sim/errands.ts)', () => {
  it('takes an errand, finds the store closed, lets the customer choose, buys and delivers', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const driver = await pautosDriver(t, { at: north(0.7) });
    // Drivers of the tests before are still online nearby: this errand is for the simulated one.
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id <> $1', [driver.id]);
    const agent = runTripAgent({
      baseUrl: address,
      token: driver.token,
      driverId: driver.id,
      position: () => north(0.7),
      answerDelayMs: [10, 20],
      declineChance: 0,
      pollMs: 100,
      stepMs: 20,
      speedKmh: 120_000,
      waitAtPickupMs: 30,
      storeClosedChance: 1,
    });
    try {
      const customer = await quickUser(t);
      const id = (await bookPautos(t, customer)).json().order.id as number;
      const statusOf = async () => (await view(customer, id)).status.status_key;
      await waitUntil(async () => (await statusOf()) === 'BUDGET-INITIAL', 20_000, 'the budget request', 100);
      const accounts = (await view(customer, id)).payment_accounts;
      expect(accounts).toHaveLength(1);
      const sent = await sendBudget(t, customer, id, {
        amount: 80_000,
        payment_account_id: accounts[0].id,
        reference: 'SIM-1',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      await waitUntil(
        async () => (await statusOf()) === 'STORE-DRIVER-CLOSED',
        20_000,
        'a closed store',
        100,
      );
      expect((await setStatus(t, customer, id, { status_key: 'STORE-USER-FIND' })).statusCode).toBe(200);
      const done = await waitUntil(
        async () => {
          const current = await view(customer, id);
          return current.status.status_key === 'DELIVERY-DRIVER-COMPLETED' && current;
        },
        30_000,
        'the delivered errand',
        150,
      );
      expect(done.files.map((f) => f.kind)).toEqual(['budget-receipt', 'store-receipt']);
      expect(done.receipt.total_spent).toBeGreaterThan(0);
      // A simulated driver with an empty wallet hands the change back directly: no wallet gains anything.
      expect(await balance(t.database.pool, customer.id)).toBe(0);
      expect(done.receipt.change_to).toBe('driver');
      await waitUntil(async () => agent.completed === 1, 10_000, 'the agent to count the errand');
    } finally {
      await agent.stop();
    }
  }, 60_000);
});

describe('payment accounts', () => {
  it('keeps a driver’s accounts with an uploaded photo, refuses bad input, and is for drivers only', async () => {
    const driver = await pautosDriver(t, { at: north(12) });
    const upload = await multipart({ kind: 'photo' }, [{ name: 'file', data: PNG }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...driver.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/driver/payment-accounts',
      headers: driver.auth,
      payload: { name: 'Maya', number: '09181112222', photo: uploaded.json().url },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Maya', photo: uploaded.json().url });
    const noNumber = await t.app.inject({
      method: 'POST',
      url: '/api/driver/payment-accounts',
      headers: driver.auth,
      payload: { name: 'Maya', number: ' ' },
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe('Please enter the account number.');
    const foreignPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/driver/payment-accounts',
      headers: driver.auth,
      payload: { name: 'Maya', number: '1', photo: 'https://example.com/x.png' },
    });
    expect(foreignPhoto.statusCode).toBe(400);
    const customer = await quickUser(t);
    const asCustomer = await t.app.inject({ url: '/api/driver/payment-accounts', headers: customer.auth });
    expect(asCustomer.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/driver/payment-accounts/${created.json().id}`,
      headers: driver.auth,
    });
    expect(removed.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/driver/payment-accounts', headers: driver.auth });
    expect(list.json().accounts).toEqual([]);
  });
});

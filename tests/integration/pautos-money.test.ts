import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '@/server/db/pool';
import { settleErrand } from '@/server/modules/pautos/settlement';
import { balance, postEntry } from '@/server/modules/wallet/ledger';
import { createTestApp, type TestApp } from '../helpers/app';
import { addAccount, bookPautos, PNG, pautosDriver, sendBudget, setStatus } from '../helpers/pautos';
import { PPC, quickUser } from '../helpers/rides';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

const north = (km: number) => ({ lat: PPC.lat + km / 111.2, lng: PPC.lng });
let spot = 0;

async function acceptedErrand(overrides: Record<string, unknown> = {}) {
  const customer = await quickUser(t);
  spot += 1;
  const driver = await pautosDriver(t, { at: north(0.1 + spot * 0.01) });
  const account = await addAccount(t, driver);
  const booked = await bookPautos(t, customer, overrides);
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().order.id as number;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { customer, driver, account, id };
}

async function view(actor: { auth: Record<string, string> }, id: number) {
  const res = await t.app.inject({ url: `/api/orders/${id}/pautos`, headers: actor.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function step(
  actor: { auth: Record<string, string> },
  id: number,
  fields: Record<string, string | number>,
) {
  const res = await setStatus(t, actor, id, fields);
  expect(res.statusCode, `${fields.status_key}: ${res.body}`).toBe(200);
  return res.json();
}

/** The ledger agrees with itself: every running balance is the sum of its entries, none below zero. */
async function expectLedgerConsistent() {
  const { rows } = await t.database.pool.query<{
    user_id: number;
    wallet: string;
    sum: string;
    kept: string;
  }>(
    `SELECT e.user_id, e.wallet, sum(e.amount_centavos)::text AS sum, b.balance_centavos::text AS kept
       FROM wallet_entries e LEFT JOIN wallet_balances b USING (user_id, wallet)
      GROUP BY e.user_id, e.wallet, b.balance_centavos`,
  );
  for (const row of rows) {
    expect(row.kept, `balance of ${row.user_id}/${row.wallet}`).toBe(row.sum);
    expect(Number(row.sum)).toBeGreaterThanOrEqual(0);
  }
}

async function reward(userId: number, centavos: number) {
  await postEntry(t.database.pool, {
    userId,
    amountCentavos: centavos,
    kind: 'quota-weekly',
    reference: `test-reward:${randomUUID()}`,
  });
}

describe('errand money only moves against money that moved', () => {
  it.each(['customer', 'driver'] as const)(
    'a declared ₱50,000 the driver "received" creates nothing when the %s cancels',
    async (canceller) => {
      const { customer, driver, account, id } = await acceptedErrand();
      await step(driver, id, { status_key: 'BUDGET-INITIAL' });
      const sent = await sendBudget(t, customer, id, {
        amount: 5_000_000,
        payment_account_id: account.id,
        reference: 'FAKE-1',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const marked = await step(driver, id, { status_key: 'BUDGET-DRIVER-INSUFFICIENT' });
      expect(marked.status.total_received).toBe(5_000_000);
      await step(canceller === 'customer' ? customer : driver, id, { status_key: 'CANCELLED', reason: 'x' });
      expect(await balance(t.database.pool, customer.id)).toBe(0);
      expect(await balance(t.database.pool, driver.id)).toBe(0);
      const entries = await t.database.pool.query('SELECT 1 FROM wallet_entries WHERE user_id = ANY($1)', [
        [customer.id, driver.id],
      ]);
      expect(entries.rowCount).toBe(0);
      // Both sides are told the driver hands the money back directly.
      expect((await view(customer, id)).receipt.change_to).toBe('driver');
      await expectLedgerConsistent();
    },
  );

  it("moves the change from the driver's wallet to the customer's when the driver's wallet covers it", async () => {
    const { customer, driver, account, id } = await acceptedErrand();
    await reward(driver.id, 10_000);
    await step(driver, id, { status_key: 'BUDGET-INITIAL' });
    await sendBudget(t, customer, id, { amount: 50_000, payment_account_id: account.id, reference: 'GC-1' });
    await step(driver, id, { status_key: 'BUDGET-DRIVER-AGREE' });
    await step(driver, id, { status_key: 'STORE-DRIVER-ARRIVED' });
    await step(driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' });
    const bought = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 42_550 },
      PNG,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    // The driver and the customer read the same receipt.
    const driverReceipt = bought.json().receipt;
    expect(driverReceipt).toMatchObject({ change: 7_450, change_to: 'wallet' });
    expect((await view(customer, id)).receipt).toEqual(driverReceipt);
    for (const key of ['DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED', 'DELIVERY-DRIVER-COMPLETED']) {
      await step(driver, id, { status_key: key });
    }
    expect(await balance(t.database.pool, customer.id)).toBe(7_450);
    expect(await balance(t.database.pool, driver.id)).toBe(10_000 - 7_450);
    await expectLedgerConsistent();
  });
});

describe('a wallet never goes below zero', () => {
  it('a customer with ₱0 who agrees to a shortfall pays it in cash, the wallet untouched', async () => {
    const { customer, driver, account, id } = await acceptedErrand();
    await step(driver, id, { status_key: 'BUDGET-INITIAL' });
    await sendBudget(t, customer, id, { amount: 20_000, payment_account_id: account.id, reference: 'R-1' });
    await step(driver, id, { status_key: 'BUDGET-DRIVER-AGREE' });
    await step(driver, id, { status_key: 'STORE-DRIVER-ARRIVED' });
    await step(driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' });
    await step(driver, id, { status_key: 'BUDGET-DRIVER-INSUFFICIENT', needed: 30_000 });
    await step(customer, id, { status_key: 'BUDGET-USER-AGREE' });
    await step(driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' });
    const over = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 50_001 },
      PNG,
    );
    expect(over.statusCode).toBe(409);
    const bought = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 50_000 },
      PNG,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const fee = bought.json().pautos_order.pautos_fee as number;
    expect(bought.json().receipt).toMatchObject({ shortfall: 30_000, cash_on_delivery: fee + 30_000 });
    for (const key of ['DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED', 'DELIVERY-DRIVER-COMPLETED']) {
      await step(driver, id, { status_key: key });
    }
    expect(await balance(t.database.pool, customer.id)).toBe(0);
    const entries = await t.database.pool.query('SELECT 1 FROM wallet_entries WHERE user_id = $1', [
      customer.id,
    ]);
    expect(entries.rowCount).toBe(0);
  });

  it('refuses, in the ledger itself, every debit past zero when 20 arrive at once', async () => {
    const user = await quickUser(t);
    await reward(user.id, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        postEntry(t.database.pool, {
          userId: user.id,
          amountCentavos: -3_000,
          kind: 'test-debit',
          reference: `test-debit:${user.id}:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(17);
    for (const r of refused) expect((r.reason as { statusCode: number }).statusCode).toBe(409);
    expect(await balance(t.database.pool, user.id)).toBe(1_000);
    // Even SQL that bypasses the app cannot take it below zero, nor edit the running balance.
    await expect(
      t.database.pool.query(
        `INSERT INTO wallet_entries (user_id, wallet, amount_centavos, kind, reference)
         VALUES ($1, 'wallet', -1001, 'test-debit', $2)`,
        [user.id, `raw:${user.id}`],
      ),
    ).rejects.toThrow(/below zero/);
    await expect(
      t.database.pool.query('UPDATE wallet_balances SET balance_centavos = 1 WHERE user_id = $1', [user.id]),
    ).rejects.toThrow(/follows the ledger/);
    await expectLedgerConsistent();
  });

  it('passes errand change from one driver to many customers at once without overdrawing the driver', async () => {
    // A driver who kept ₱60 of change on each of 4 errands ending at the same moment, with ₱100 in the wallet.
    const driver = await quickUser(t, ['driver']);
    const customers = [];
    for (let i = 0; i < 4; i += 1) customers.push(await quickUser(t));
    await reward(driver.id, 10_000);
    const base = 900_000_000 + (driver.id % 1000) * 10;
    await Promise.all(
      customers.map((customer, i) =>
        transaction(t.database.pool, (client) =>
          settleErrand(client, {
            bookingId: base + i,
            customerId: customer.id,
            driverId: driver.id,
            from: 'BUDGET-DRIVER-AGREE',
            to: 'CANCELLED',
            totalReceived: 6_000,
            totalSpent: 0,
            final: true,
          }),
        ),
      ),
    );
    const credited = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_entries WHERE kind = 'pautos-change' AND user_id = ANY($1)`,
      [customers.map((c) => c.id)],
    );
    expect(credited.rows[0].n).toBe(1);
    expect(await balance(t.database.pool, driver.id)).toBe(4_000);
    await expectLedgerConsistent();
  });
});

describe('the cash errand', () => {
  it('needs a budget, skips the transfer, and asks the customer for the spent amount and the fee in cash', async () => {
    const customer = await quickUser(t);
    const noBudget = await bookPautos(t, customer, { payment: 'cash', total_budget: 0 });
    expect(noBudget.statusCode).toBe(400);
    expect(noBudget.json().message).toMatch(/budget the driver may spend/);

    const {
      customer: buyer,
      driver,
      account,
      id,
    } = await acceptedErrand({ payment: 'cash', total_budget: 50_000 });
    const first = await view(driver, id);
    expect(first.pautos_order.payment).toBe('cash');
    expect(first.status.next).toContain('BUDGET-CASH-ADVANCE');
    expect(first.status.next).not.toContain('BUDGET-INITIAL');
    expect((await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' })).statusCode).toBe(409);
    await step(driver, id, { status_key: 'BUDGET-CASH-ADVANCE' });
    const transfer = await sendBudget(t, buyer, id, {
      amount: 100,
      payment_account_id: account.id,
      reference: 'R',
    });
    expect(transfer.statusCode).toBe(409);
    await step(driver, id, { status_key: 'STORE-DRIVER-ARRIVED' });
    await step(driver, id, { status_key: 'STORE-DRIVER-AVAILABLE' });
    const over = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 50_001 },
      PNG,
    );
    expect(over.statusCode).toBe(409);
    const bought = await setStatus(
      t,
      driver,
      id,
      { status_key: 'STORE-DRIVER-PURCHASED', total_spent: 42_550 },
      PNG,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const fee = bought.json().pautos_order.pautos_fee as number;
    expect(bought.json().receipt).toMatchObject({ change: 0, cash_on_delivery: 42_550 + fee });
    expect((await view(buyer, id)).receipt).toEqual(bought.json().receipt);
    for (const key of ['DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED', 'DELIVERY-DRIVER-COMPLETED']) {
      await step(driver, id, { status_key: key });
    }
    const entries = await t.database.pool.query('SELECT 1 FROM wallet_entries WHERE user_id = ANY($1)', [
      [buyer.id, driver.id],
    ]);
    expect(entries.rowCount).toBe(0);
  });

  it('an e-wallet errand cannot skip the budget', async () => {
    const { driver, id } = await acceptedErrand();
    const res = await setStatus(t, driver, id, { status_key: 'BUDGET-CASH-ADVANCE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/paid by e-wallet/);
  });
});

describe('errand prices', () => {
  it('never charge a bigger vehicle less, and read the same all day, with what they are made of', async () => {
    const customer = await quickUser(t);
    const to = north(2.5);
    const quoteAt = async (iso: string) => {
      clock = new Date(iso);
      const res = await t.app.inject({
        url: `/api/pautos/pricing?store=${PPC.lat},${PPC.lng}&delivery=${to.lat},${to.lng}`,
        headers: customer.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        distance_km: number;
        options: { slug: string; total: number; base_fare: number; base_km: number; per_km: number }[];
      };
    };
    // 13:00 and 17:00 in Manila: the ride's time-of-day markup differs, the errand fee does not.
    const noon = await quoteAt('2026-11-27T05:00:00Z');
    const evening = await quoteAt('2026-11-27T09:00:00Z');
    clock = new Date();
    expect(noon.options.map((o) => o.total)).toEqual(evening.options.map((o) => o.total));
    const bySize = ['motorcycle', 'tricycle', 'car'].map(
      (slug) => noon.options.find((o) => o.slug === slug)?.total ?? 0,
    );
    expect(bySize[1]).toBeGreaterThanOrEqual(bySize[0]);
    expect(bySize[2]).toBeGreaterThanOrEqual(bySize[1]);
    expect(noon.distance_km).toBeGreaterThan(2);
    for (const option of noon.options) {
      expect(option.base_fare).toBeGreaterThan(0);
      expect(option.base_km).toBeGreaterThan(0);
    }
    // The booking charges the quoted fee.
    const booked = await bookPautos(t, customer, {
      vehicle_type_id: 2,
      delivery: { ...to, address: 'North' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { rows } = await t.database.pool.query<{ pautos_fee: number }>(
      'SELECT pautos_fee FROM pautos_orders WHERE booking_id = $1',
      [booked.json().order.id],
    );
    expect(rows[0].pautos_fee).toBe(bySize[2]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOrderView, DeliveryQuote } from '@schemas/delivery-order';
import type { ProductView, StoreView } from '@schemas/store-products';
import { seedStores } from '@/server/db/seed/stores';
import { createTestApp, type TestApp } from '../helpers/app';
import { onlineDriver, quickUser, realtimeAs, type TestDriver } from '../helpers/rides';

// The server's rules of a delivery order: the store prepares from placement, the identity check follows every
// edit, edits stop once the store prepares, fees are whole pesos, and the driver hears of an edit at once.

let t: TestApp;
let store: StoreView;
let menu: ProductView[];
const DROPOFF = { address: 'Robinsons Place, Puerto Princesa', lat: 9.7767, lng: 118.7353 };
type Who = { auth: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  await seedStores(t.database.pool);
  const stores = (
    await t.app.inject({ url: '/api/brp/delivery/v2/stores?branch_id=2' })
  ).json() as StoreView[];
  store = stores.find((s) => s.username === 'kusina-ni-lola-ising')!;
  menu = (await t.app.inject({ url: `/api/brp/delivery/stores/${store.id}/products` })).json().products;
});
afterAll(async () => {
  await t?.close();
});

function line(name: string, quantity: number, group: string, choice: string) {
  const product = menu.find((p) => p.name === name)!;
  const option = product.required.find((g) => g.name === group)!.options.find((o) => o.name === choice)!;
  return { product_id: product.id, quantity, required_option_ids: [option.id] };
}
// About ₱95 of food: far below the ₱1,000 that asks for the identity check.
const SMALL = () => [line('Chicken Adobo Rice Meal', 1, 'Rice', 'Plain rice')];
// Three party trays: well above ₱1,000.
const LARGE = () => [line('Pancit Canton', 3, 'Size', 'Bilao (good for 5)')];

async function place(customer: Who, items = SMALL()): Promise<DeliveryOrderView> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/delivery/orders',
    headers: customer.auth,
    payload: { store_id: store.id, dropoff: DROPOFF, payment_method: 'cash', items },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().delivery_order;
}
const edit = (customer: Who, id: number, items: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/edit`,
    headers: customer.auth,
    payload: { items_to_purchase: items },
  });
const driverStep = (driver: Who, id: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/delivery/orders/${id}/driver-status`,
    headers: driver.auth,
    payload: { status_key: key },
  });
const storeStep = (who: Who, id: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/delivery/orders/${id}/store-status`,
    headers: who.auth,
    payload: { status_key: key },
  });
const nextFor = async (who: Who, id: number): Promise<string[]> =>
  (await t.app.inject({ url: `/api/orders/${id}/status`, headers: who.auth })).json().next;

async function storeStaff() {
  const staff = await quickUser(t, ['store-staff'], 'Counter Staff');
  await t.database.pool.query('INSERT INTO store_staff (user_id, store_id) VALUES ($1, $2)', [
    staff.id,
    store.id,
  ]);
  return staff;
}

async function acceptedBy(id: number): Promise<TestDriver> {
  const driver = await onlineDriver(t, { at: { lat: store.lat + 0.003, lng: store.lng } });
  await t.database.pool.query('UPDATE drivers SET accepts_delivery = true WHERE user_id = $1', [driver.id]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${id}/accept`,
    headers: driver.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

describe('the store prepares from placement', () => {
  it('accepts and makes the order ready before any driver comes; the driver only picks it up', async () => {
    const customer = await quickUser(t);
    const staff = await storeStaff();
    const view = await place(customer);
    // No driver yet: the store accepts and prepares at once.
    const accepted = await storeStep(staff, view.id, 'STORE-PARTNER-AGREE');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toMatchObject({ code: 'pending', store_status: 'STORE-PARTNER-AGREE' });
    expect((await storeStep(staff, view.id, 'STORE-PARTNER-READY')).statusCode).toBe(200);

    const driver = await acceptedBy(view.id);
    // The hand-over step is gone: the driver names the order's code at the counter and picks it up.
    expect((await driverStep(driver, view.id, 'STORE-DRIVER-SENT')).statusCode).toBe(400);
    for (const key of ['BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED', 'STORE-DRIVER-PURCHASED']) {
      const res = await driverStep(driver, view.id, key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
    const seen = (
      await t.app.inject({ url: `/api/delivery/orders/${view.id}`, headers: customer.auth })
    ).json() as DeliveryOrderView;
    expect(seen.status.statuses.map((e) => `${e.role}:${e.code}`)).toEqual([
      'customer:pending',
      'store:STORE-PARTNER-AGREE',
      'store:STORE-PARTNER-READY',
      'driver:BUDGET-DRIVER-AGREE',
      'driver:STORE-DRIVER-ARRIVED',
      'driver:STORE-DRIVER-PURCHASED',
    ]);
    // A store cannot act on an order that has ended.
    const cancelledOrder = await place(await quickUser(t));
    await t.app.inject({
      method: 'POST',
      url: `/api/delivery/orders/${cancelledOrder.id}/store-status`,
      headers: staff.auth,
      payload: { status_key: 'STORE-PARTNER-DISAGREE' },
    });
    const late = await storeStep(staff, cancelledOrder.id, 'STORE-PARTNER-AGREE');
    expect(late.statusCode).toBe(409);
  });
});

describe('the identity check follows every edit', () => {
  it('asks for it once an edit raises a cash order to ₱1,000, and not once an edit lowers it', async () => {
    const customer = await quickUser(t);
    const view = await place(customer);
    expect(view.needs_identity_check).toBe(false);
    const raised = await edit(customer, view.id, LARGE());
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().payable_amount).toBeGreaterThanOrEqual(100_000);
    expect(raised.json().needs_identity_check).toBe(true);

    const driver = await acceptedBy(view.id);
    const offered = await nextFor(driver, view.id);
    expect(offered).toContain('IDENTITY-INITIAL');
    expect(offered).not.toContain('BUDGET-DRIVER-AGREE');
    const skipped = await driverStep(driver, view.id, 'BUDGET-DRIVER-AGREE');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe("This order needs the customer's identity checked first.");

    const lowered = await edit(customer, view.id, SMALL());
    expect(lowered.json().needs_identity_check).toBe(false);
    const after = await nextFor(driver, view.id);
    expect(after).toContain('BUDGET-DRIVER-AGREE');
    expect(after).not.toContain('IDENTITY-INITIAL');
    expect((await driverStep(driver, view.id, 'IDENTITY-INITIAL')).statusCode).toBe(409);
    expect((await driverStep(driver, view.id, 'BUDGET-DRIVER-AGREE')).statusCode).toBe(200);

    // Raised again while the driver goes to the store: the check comes before the counter.
    expect((await edit(customer, view.id, LARGE())).json().needs_identity_check).toBe(true);
    const atCounter = await driverStep(driver, view.id, 'STORE-DRIVER-ARRIVED');
    expect(atCounter.statusCode).toBe(409);
    expect(await nextFor(driver, view.id)).toContain('IDENTITY-INITIAL');
    for (const key of ['IDENTITY-INITIAL', 'IDENTITY-DRIVER-VERIFY', 'STORE-DRIVER-ARRIVED']) {
      const res = await driverStep(driver, view.id, key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
  });

  it('an order placed at ₱1,000 and edited below it needs no check', async () => {
    const customer = await quickUser(t);
    const view = await place(customer, LARGE());
    expect(view.needs_identity_check).toBe(true);
    expect((await edit(customer, view.id, SMALL())).json().needs_identity_check).toBe(false);
    const driver = await acceptedBy(view.id);
    expect((await driverStep(driver, view.id, 'BUDGET-DRIVER-AGREE')).statusCode).toBe(200);
  });

  it('an edit racing the driver setting off never lets the driver reach the store unchecked', async () => {
    for (let round = 0; round < 6; round++) {
      const customer = await quickUser(t);
      const view = await place(customer);
      const driver = await acceptedBy(view.id);
      const [edited, stepped] = await Promise.all([
        edit(customer, view.id, LARGE()),
        driverStep(driver, view.id, 'BUDGET-DRIVER-AGREE'),
      ]);
      expect(edited.statusCode, edited.body).toBe(200);
      expect([200, 409]).toContain(stepped.statusCode);
      const { rows } = await t.database.pool.query(
        'SELECT needs_identity_check FROM delivery_orders WHERE booking_id = $1',
        [view.id],
      );
      expect(rows[0].needs_identity_check).toBe(true);
      // Whichever came first, the next step towards the store waits for the check.
      const onward = stepped.statusCode === 200 ? 'STORE-DRIVER-ARRIVED' : 'BUDGET-DRIVER-AGREE';
      expect((await driverStep(driver, view.id, onward)).statusCode).toBe(409);
      expect(await nextFor(driver, view.id)).toContain('IDENTITY-INITIAL');
    }
  });
});

describe('edits stop once the store prepares', () => {
  it('the customer edits while the store has not accepted, not after; the server refuses too', async () => {
    const customer = await quickUser(t);
    const staff = await storeStaff();
    const view = await place(customer);
    const driver = await acceptedBy(view.id);
    expect((await driverStep(driver, view.id, 'BUDGET-DRIVER-AGREE')).statusCode).toBe(200);
    // The driver on the way does not stop an edit: the store has not started.
    expect((await edit(customer, view.id, LARGE())).statusCode).toBe(200);
    expect((await storeStep(staff, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(200);
    const refused = await edit(customer, view.id, SMALL());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The store has started preparing this order, so it can no longer be changed.',
    );
    const items = await t.database.pool.query('SELECT quantity FROM order_items WHERE booking_id = $1', [
      view.id,
    ]);
    expect(items.rows).toEqual([{ quantity: 3 }]);
  });
});

describe('delivery fees', () => {
  it('are whole pesos in quotes and orders, so cash totals need no coins', async () => {
    const points = [
      DROPOFF,
      { address: 'Bay walk', lat: 9.7392, lng: 118.7305 },
      { address: 'Airport', lat: 9.7419, lng: 118.7591 },
      { address: 'San Jose', lat: 9.8105, lng: 118.7497 },
      { address: 'Irawan', lat: 9.7825, lng: 118.6973 },
    ];
    const fees: number[] = [];
    for (const dropoff of points) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/delivery/quote',
        payload: { store_id: store.id, dropoff, items: SMALL() },
      });
      expect(res.statusCode, res.body).toBe(200);
      const quote = res.json() as DeliveryQuote;
      fees.push(quote.delivery_fee);
      expect(quote.payable_amount).toBe(quote.order_sub_total + quote.delivery_fee);
    }
    expect(
      fees.every((fee) => fee > 0 && fee % 100 === 0),
      JSON.stringify(fees),
    ).toBe(true);
    const placed = await place(await quickUser(t));
    expect(placed.delivery_fee % 100).toBe(0);
    expect(placed.payable_amount % 100).toBe(0);
  });
});

describe('the driver hears of an edit at once', () => {
  it('the delivery topic the driver follows carries the edit', async () => {
    const customer = await quickUser(t);
    const view = await place(customer);
    const driver = await acceptedBy(view.id);
    const { socket, inbox } = await realtimeAs(t, driver.token);
    socket.send(JSON.stringify({ type: 'sub', topic: `delivery:${view.code}` }));
    await inbox.waitFor((m) => m.type === 'subscribed');
    expect((await edit(customer, view.id, LARGE())).statusCode).toBe(200);
    const event = await inbox.waitFor((m) => m.type === 'event' && m.data?.type === 'order_edited');
    expect(event.data).toEqual({ type: 'order_edited', booking_id: view.id });
    socket.terminate();
  });
});

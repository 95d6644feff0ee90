import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOrderView, DeliveryQuote } from '@schemas/delivery-order';
import type { ProductView, StoreView } from '@schemas/store-products';
import { seedStores } from '@/server/db/seed/stores';
import { createTestApp, type TestApp } from '../helpers/app';
import type { AddressInfo } from 'node:net';
import { simStoreEmail } from '@/server/db/seed/stores';
import { runDelivery } from '@/sim/deliveries';
import { startStoreAgents } from '@/sim/stores';
import { onlineDriver, quickUser, type TestDriver, waitUntil } from '../helpers/rides';

let t: TestApp;
let store: StoreView;
let menu: ProductView[];

const DROPOFF = { address: 'Robinsons Place, Puerto Princesa', lat: 9.7767, lng: 118.7353 };

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

function product(name: string) {
  const found = menu.find((p) => p.name === name);
  if (!found) throw new Error(`No ${name} on the menu`);
  return found;
}
function option(p: ProductView, group: string, name: string) {
  return p.required.find((g) => g.name === group)!.options.find((o) => o.name === name)!.id;
}
function extra(p: ProductView, name: string) {
  return p.extras.find((e) => e.name === name)!.id;
}

describe('partner stores and menus', () => {
  it('lists the stores of a branch (default 2) with hours, rating and open state', async () => {
    const byDefault = (await t.app.inject({ url: '/api/brp/delivery/v2/stores' })).json() as StoreView[];
    expect(byDefault.length).toBeGreaterThanOrEqual(10);
    expect(byDefault.every((s) => s.branch_id === 2)).toBe(true);
    expect(store).toMatchObject({ store_name: 'Kusina ni Lola Ising', is_open: true, rating: 4.8 });
    expect(store.operating_hours).toBe('Open 24 hours');
    const elNido = (
      await t.app.inject({ url: '/api/brp/delivery/v2/stores?branch_id=3' })
    ).json() as StoreView[];
    expect(elNido.length).toBeGreaterThan(3);
    expect(elNido.every((s) => s.branch_id === 3)).toBe(true);
    const branches = (await t.app.inject({ url: '/api/branches' })).json() as { id: number; name: string }[];
    expect(branches.map((b) => b.id)).toEqual([2, 3, 4, 8, 7]);
  });

  it("gives products with 'starts at' prices, required groups and extras; the handle finds the store", async () => {
    const adobo = product('Chicken Adobo Rice Meal');
    expect(adobo.starting_price).toBe(9500);
    expect(adobo.required.map((g) => g.name)).toEqual(['Rice']);
    expect(adobo.extras.map((e) => e.name)).toEqual(['Extra rice', 'Fried egg', 'Lumpia (2 pcs)']);
    expect(adobo.extras_max).toBe(2);
    const one = await t.app.inject({ url: `/api/brp/delivery/stores/${store.id}/products/${adobo.id}` });
    expect(one.json().product).toEqual(adobo);
    const byHandle = await t.app.inject({ url: '/api/brp/delivery/store/@kusina-ni-lola-ising' });
    expect(byHandle.json().store.id).toBe(store.id);
    const missing = await t.app.inject({ url: `/api/brp/delivery/stores/${store.id}/products/999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found.');
  });
});

describe('totals from options and extras', () => {
  it('prices each line from the menu and adds the delivery fee on the server', async () => {
    const adobo = product('Chicken Adobo Rice Meal');
    const halo = product('Halo-Halo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: {
        store_id: store.id,
        dropoff: DROPOFF,
        items: [
          {
            product_id: adobo.id,
            quantity: 2,
            required_option_ids: [option(adobo, 'Rice', 'Garlic rice')],
            extra_ids: [extra(adobo, 'Fried egg'), extra(adobo, 'Lumpia (2 pcs)')],
          },
          {
            product_id: halo.id,
            quantity: 1,
            required_option_ids: [option(halo, 'Size', 'Large')],
            extra_ids: [extra(halo, 'Leche flan')],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json() as DeliveryQuote;
    // Adobo 95 + garlic rice 10 + egg 15 + lumpia 20 = 140 each, twice; halo-halo 75 + large 30 + flan 20.
    expect(quote.items_to_purchase.map((i) => [i.price_per_quantity, i.line_total])).toEqual([
      [14000, 28000],
      [12500, 12500],
    ]);
    expect(quote.order_sub_total).toBe(40500);
    expect(quote.delivery_fee).toBeGreaterThan(0);
    expect(quote.payable_amount).toBe(40500 + quote.delivery_fee);
    // The fee follows the delivery fare rows: a longer trip never costs less.
    const near = (
      await t.app.inject({
        method: 'POST',
        url: '/api/delivery/quote',
        payload: {
          store_id: store.id,
          dropoff: { ...DROPOFF, lat: store.lat + 0.001, lng: store.lng },
          items: [
            { product_id: halo.id, quantity: 1, required_option_ids: [option(halo, 'Size', 'Regular')] },
          ],
        },
      })
    ).json() as DeliveryQuote;
    expect(near.delivery_fee).toBeLessThanOrEqual(quote.delivery_fee);
  });

  it('refuses a missing required choice, too many extras and options of another product', async () => {
    const adobo = product('Chicken Adobo Rice Meal');
    const halo = product('Halo-Halo');
    const quote = (items: unknown[]) =>
      t.app.inject({ method: 'POST', url: '/api/delivery/quote', payload: { store_id: store.id, items } });
    const noRequired = await quote([{ product_id: adobo.id, quantity: 1 }]);
    expect(noRequired.statusCode).toBe(400);
    expect(noRequired.json().message).toBe('You must select a required before proceeding');
    const tooMany = await quote([
      {
        product_id: adobo.id,
        quantity: 1,
        required_option_ids: [option(adobo, 'Rice', 'Plain rice')],
        extra_ids: adobo.extras.map((e) => e.id),
      },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Select up to 2');
    const foreign = await quote([
      { product_id: adobo.id, quantity: 1, required_option_ids: [option(halo, 'Size', 'Regular')] },
    ]);
    expect(foreign.statusCode).toBe(400);
    const zero = await quote([
      { product_id: adobo.id, quantity: 0, required_option_ids: [option(adobo, 'Rice', 'Plain rice')] },
    ]);
    expect(zero.statusCode).toBe(400);
  });
});

async function order(user: { auth: Record<string, string> }, storeId = store.id) {
  const adobo = product('Chicken Adobo Rice Meal');
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery/orders',
    headers: user.auth,
    payload: {
      store_id: storeId,
      dropoff: DROPOFF,
      payment_method: 'cash',
      items: [
        {
          product_id: adobo.id,
          quantity: 1,
          required_option_ids: [option(adobo, 'Rice', 'Plain rice')],
          // The browser's own prices would be ignored; none are even accepted.
        },
      ],
    },
  });
}

describe('checkout', () => {
  it('creates a delivery booking priced by the server; e-wallet is not offered on web', async () => {
    const customer = await quickUser(t);
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/orders',
      headers: customer.auth,
      payload: {
        store_id: store.id,
        dropoff: DROPOFF,
        payment_method: 'e-wallet',
        items: [{ product_id: product('Tinolang Manok').id, quantity: 1, required_option_ids: [] }],
      },
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().message).toBe('E-wallet is not available on web booking.');

    const res = await order(customer);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json().delivery_order as DeliveryOrderView;
    expect(view).toMatchObject({ order_sub_total: 9500, total_budget: 9500, payment_method: 'cash' });
    expect(view.payable_amount).toBe(9500 + view.delivery_fee);
    const booking = await t.database.pool.query('SELECT service, status, total FROM bookings WHERE id = $1', [
      view.id,
    ]);
    expect(booking.rows[0]).toEqual({ service: 'delivery', status: 'pending', total: view.payable_amount });
  });

  it('a closed store refuses orders', async () => {
    const customer = await quickUser(t);
    const bakery = (await t.app.inject({ url: '/api/brp/delivery/v2/stores?branch_id=2' }))
      .json()
      .find((s: StoreView) => s.username === 'panaderia-sta-monica');
    await t.database.pool.query(`UPDATE stores SET open_days = '{}' WHERE id = $1`, [bakery.id]);
    const listed = (await t.app.inject({ url: `/api/brp/delivery/stores/${bakery.id}/products` })).json();
    expect(listed.store.is_open).toBe(false);
    const pandesal = listed.products.find((p: ProductView) => p.name === 'Pandesal');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/orders',
      headers: customer.auth,
      payload: {
        store_id: bakery.id,
        dropoff: DROPOFF,
        payment_method: 'cash',
        items: [
          { product_id: pandesal.id, quantity: 1, required_option_ids: [pandesal.required[0].options[0].id] },
        ],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This store is closed right now and is not taking orders.');
  });
});

describe('partners map saves', () => {
  it('lets partner managers and admins move a store and records who, when, before and after', async () => {
    const manager = await quickUser(t, ['brp-partner-manager'], 'Liza Mendoza');
    const client = await quickUser(t);
    const moved = { address_lat: store.lat + 0.002, address_lng: store.lng - 0.001 };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/${store.id}`,
      headers: client.auth,
      payload: moved,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/${store.id}`,
      headers: manager.auth,
      payload: moved,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(moved);
    const after = (await t.app.inject({ url: `/api/brp/delivery/stores/${store.id}/products` })).json().store;
    expect({ lat: after.lat, lng: after.lng }).toEqual({ lat: moved.address_lat, lng: moved.address_lng });
    const changes = (
      await t.app.inject({ url: `/api/partners/${store.id}/changes`, headers: manager.auth })
    ).json();
    expect(changes[0]).toMatchObject({ action: 'update', actor_name: 'Liza Mendoza' });
    expect(changes[0].before.address_lat).toBe(store.lat);
    expect(changes[0].after.address_lat).toBe(moved.address_lat);
    await expect(t.database.pool.query('DELETE FROM partner_changes')).rejects.toThrow(/append-only/);
    const terminals = await t.app.inject({ url: '/api/terminals?branch_id=2', headers: manager.auth });
    expect(terminals.json().find((p: { id: number }) => p.id === store.id).terminal_name).toBe(
      'Rizal Avenue terminal',
    );
  });
});

async function staffOf(storeId: number, name = 'Store Staff') {
  const staff = await quickUser(t, ['store-staff'], name);
  await t.database.pool.query('INSERT INTO store_staff (user_id, store_id) VALUES ($1, $2)', [
    staff.id,
    storeId,
  ]);
  return staff;
}

async function deliveryDriver(): Promise<TestDriver> {
  const driver = await onlineDriver(t, { at: { lat: store.lat + 0.003, lng: store.lng } });
  await t.database.pool.query('UPDATE drivers SET accepts_delivery = true WHERE user_id = $1', [driver.id]);
  return driver;
}

async function placed(customer: { auth: Record<string, string> }) {
  const res = await order(customer);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().delivery_order as DeliveryOrderView;
}

const driverStep = (driver: TestDriver, id: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/delivery/orders/${id}/driver-status`,
    headers: driver.auth,
    payload: { status_key: key },
  });
const storeStep = (user: { auth: Record<string, string> }, id: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/delivery/orders/${id}/store-status`,
    headers: user.auth,
    payload: { status_key: key },
  });

describe('delivery transitions', () => {
  it('runs from the store to the door with each side setting only its own steps', async () => {
    const customer = await quickUser(t);
    const staff = await staffOf(store.id, 'Ising');
    const driver = await deliveryDriver();
    const view = await placed(customer);
    expect(view.status.code).toBe('pending');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${view.id}/accept`,
      headers: driver.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The store cannot be ready before it accepts; the driver cannot set store steps.
    expect((await storeStep(staff, view.id, 'STORE-PARTNER-READY')).statusCode).toBe(409);
    expect((await storeStep(driver, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(403);
    expect((await storeStep(customer, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(403);
    expect((await driverStep(driver, view.id, 'STORE-DRIVER-PURCHASED')).statusCode).toBe(409);

    for (const key of ['BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED']) {
      const res = await driverStep(driver, view.id, key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
    // Another store's staff is told the order does not exist.
    const other = (await t.app.inject({ url: '/api/brp/delivery/v2/stores?branch_id=2' }))
      .json()
      .find((s: StoreView) => s.username === 'baywalk-grill');
    const stranger = await staffOf(other.id, 'Other Store');
    expect((await storeStep(stranger, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(404);

    expect((await storeStep(staff, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(200);
    // At the counter the driver waits until the store made the order ready.
    const early = await driverStep(driver, view.id, 'STORE-DRIVER-PURCHASED');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The store has not made this order ready yet.');
    const screen = await t.app.inject({ url: '/api/store/orders', headers: staff.auth });
    expect(screen.json().orders.map((o: DeliveryOrderView) => o.id)).toContain(view.id);
    expect((await t.app.inject({ url: '/api/store/orders', headers: stranger.auth })).json().orders).toEqual(
      [],
    );
    expect((await storeStep(staff, view.id, 'STORE-PARTNER-READY')).statusCode).toBe(200);
    for (const key of [
      'STORE-DRIVER-PURCHASED',
      'DELIVERY-DRIVER-START',
      'DELIVERY-DRIVER-ARRIVED',
      'DELIVERY-DRIVER-COMPLETED',
    ]) {
      const res = await driverStep(driver, view.id, key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
    const final = (
      await t.app.inject({ url: `/api/delivery/orders/${view.id}`, headers: customer.auth })
    ).json() as DeliveryOrderView;
    expect(final.booking_status).toBe('delivered');
    expect(final.status.statuses.map((e) => `${e.role}:${e.code}`)).toEqual([
      'customer:pending',
      'driver:BUDGET-DRIVER-AGREE',
      'driver:STORE-DRIVER-ARRIVED',
      'store:STORE-PARTNER-AGREE',
      'store:STORE-PARTNER-READY',
      'driver:STORE-DRIVER-PURCHASED',
      'driver:DELIVERY-DRIVER-START',
      'driver:DELIVERY-DRIVER-ARRIVED',
      'driver:DELIVERY-DRIVER-COMPLETED',
    ]);
    expect(final.status.store_status).toBe('STORE-PARTNER-READY');
    // Nothing moves a finished order.
    expect((await storeStep(staff, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(409);
    // Strangers cannot read it.
    const nosy = await quickUser(t);
    expect(
      (await t.app.inject({ url: `/api/delivery/orders/${view.id}`, headers: nosy.auth })).statusCode,
    ).toBe(404);
  });

  it('a declined order is cancelled; not enough cash needs the driver to agree before ready', async () => {
    const staff = await staffOf(store.id);
    const run = async () => {
      const customer = await quickUser(t);
      const driver = await deliveryDriver();
      const view = await placed(customer);
      await t.app.inject({
        method: 'POST',
        url: `/api/driver/offers/${view.id}/accept`,
        headers: driver.auth,
      });
      for (const key of ['BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED']) {
        expect((await driverStep(driver, view.id, key)).statusCode).toBe(200);
      }
      expect((await storeStep(staff, view.id, 'STORE-PARTNER-AGREE')).statusCode).toBe(200);
      return { customer, driver, view };
    };
    const first = await run();
    const declined = await storeStep(staff, first.view.id, 'STORE-PARTNER-DISAGREE');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().booking_status).toBe('cancelled');
    expect(declined.json().status.code).toBe('cancelled');

    const second = await run();
    expect((await storeStep(staff, second.view.id, 'STORE-PARTNER-INSUFFICIENT')).statusCode).toBe(200);
    const status = await t.app.inject({
      url: `/api/orders/${second.view.id}/status`,
      headers: second.driver.auth,
    });
    expect(status.json().next).toContain('STORE-DRIVER-AGREE');
    expect((await storeStep(staff, second.view.id, 'STORE-PARTNER-READY')).statusCode).toBe(409);
    expect((await driverStep(second.driver, second.view.id, 'STORE-DRIVER-AGREE')).statusCode).toBe(200);
    expect((await storeStep(staff, second.view.id, 'STORE-PARTNER-READY')).statusCode).toBe(200);
  });

  it('asks for the identity check first on large cash orders', async () => {
    const customer = await quickUser(t);
    const driver = await deliveryDriver();
    const pancit = product('Pancit Canton');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/orders',
      headers: customer.auth,
      payload: {
        store_id: store.id,
        dropoff: DROPOFF,
        payment_method: 'cash',
        items: [
          {
            product_id: pancit.id,
            quantity: 3,
            required_option_ids: [option(pancit, 'Size', 'Bilao (good for 5)')],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order.id;
    await t.app.inject({ method: 'POST', url: `/api/driver/offers/${id}/accept`, headers: driver.auth });
    const skipped = await driverStep(driver, id, 'BUDGET-DRIVER-AGREE');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe("This order needs the customer's identity checked first.");
    expect((await driverStep(driver, id, 'IDENTITY-INITIAL')).statusCode).toBe(200);
    expect((await driverStep(driver, id, 'IDENTITY-DRIVER-VERIFY')).statusCode).toBe(200);
    expect((await driverStep(driver, id, 'STORE-DRIVER-ARRIVED')).statusCode).toBe(200);
  });
});

describe('order editing', () => {
  it('adds and removes items with the server total following, and stops once the store prepares', async () => {
    const customer = await quickUser(t);
    const staff = await staffOf(store.id);
    const driver = await deliveryDriver();
    const view = await placed(customer);
    const adobo = product('Chicken Adobo Rice Meal');
    const tinola = product('Tinolang Manok');
    const edit = (items: unknown[], status = view.status.code, who = customer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${view.id}/edit`,
        headers: who.auth,
        payload: { items_to_purchase: items, status, order_sub_total: 1, payable_amount: 1 },
      });
    const added = await edit([
      { product_id: adobo.id, quantity: 1, required_option_ids: [option(adobo, 'Rice', 'Plain rice')] },
      { product_id: tinola.id, quantity: 2, required_option_ids: [option(tinola, 'Rice', 'Garlic rice')] },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().order_sub_total).toBe(9500 + 2 * 12000);
    expect(added.json().payable_amount).toBe(9500 + 2 * 12000 + view.delivery_fee);
    expect(added.json().status.code).toBe('pending');
    const removed = await edit([
      { product_id: tinola.id, quantity: 2, required_option_ids: [option(tinola, 'Rice', 'Garlic rice')] },
    ]);
    expect(removed.json().order_sub_total).toBe(24000);
    expect(removed.json().items_to_purchase).toHaveLength(1);
    const nosy = await quickUser(t);
    expect(
      (
        await edit(
          [
            {
              product_id: tinola.id,
              quantity: 1,
              required_option_ids: [option(tinola, 'Rice', 'Plain rice')],
            },
          ],
          'pending',
          nosy,
        )
      ).statusCode,
    ).toBe(404);

    await t.app.inject({ method: 'POST', url: `/api/driver/offers/${view.id}/accept`, headers: driver.auth });
    for (const key of ['BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED']) {
      await driverStep(driver, view.id, key);
    }
    await storeStep(staff, view.id, 'STORE-PARTNER-AGREE');
    const preparing = await edit(
      [{ product_id: tinola.id, quantity: 1, required_option_ids: [option(tinola, 'Rice', 'Plain rice')] }],
      'STORE-DRIVER-ARRIVED',
    );
    expect(preparing.statusCode).toBe(409);
    expect(preparing.json().message).toBe(
      'The store has started preparing this order, so it can no longer be changed.',
    );
    await storeStep(staff, view.id, 'STORE-PARTNER-READY');
    await driverStep(driver, view.id, 'STORE-DRIVER-PURCHASED');
    const late = await edit(
      [{ product_id: tinola.id, quantity: 1, required_option_ids: [option(tinola, 'Rice', 'Plain rice')] }],
      'STORE-DRIVER-PURCHASED',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is already in progress and can no longer be edited.');
  });
});

describe('simulated stores and drivers', () => {
  it('a simulated store accepts the order as it is placed and makes it ready for the simulated driver', async () => {
    const password = 'sim-pass-123';
    await seedStores(t.database.pool, { simulatorPassword: password });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const mart = (await t.app.inject({ url: '/api/brp/delivery/v2/stores?branch_id=2' }))
      .json()
      .find((s: StoreView) => s.username === 'tiendesitas-mini-mart');
    const water = (await t.app.inject({ url: `/api/brp/delivery/stores/${mart.id}/products` }))
      .json()
      .products.find((p: ProductView) => p.name === 'Purified Water 6 L');
    const customer = await quickUser(t);
    const placedOrder = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/orders',
      headers: customer.auth,
      payload: {
        store_id: mart.id,
        dropoff: DROPOFF,
        payment_method: 'cash',
        items: [{ product_id: water.id, quantity: 2 }],
      },
    });
    expect(placedOrder.statusCode, placedOrder.body).toBe(201);
    const { order } = placedOrder.json();
    const driver = await deliveryDriver();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/driver/offers/${order.id}/accept`,
          headers: driver.auth,
        })
      ).statusCode,
    ).toBe(200);

    const stores = startStoreAgents({
      baseUrl,
      password,
      emails: [simStoreEmail('tiendesitas-mini-mart')],
      pollMs: 300,
      prepareMs: 0,
      insufficientChance: 0,
    });
    const controller = new AbortController();
    const log = { info() {}, warn() {} };
    // The simulated driver's moves are real location updates, straight to each target.
    const driveTo = async (target: { lat: number; lng: number }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/driver/location',
        headers: driver.auth,
        payload: target,
      });
      return res.statusCode < 300;
    };
    try {
      const done = await runDelivery({
        baseUrl,
        token: driver.token,
        driverId: driver.id,
        bookingId: order.id,
        dropoff: DROPOFF,
        signal: controller.signal,
        log,
        driveTo,
        stillMine: async () =>
          (await t.app.inject({ url: '/api/driver/booking/current', headers: driver.auth })).json().booking
            ?.id === order.id,
        pollMs: 200,
        atStoreMs: 0,
      });
      expect(done).toBe(true);
    } finally {
      controller.abort();
      await stores.stop();
    }
    const final = await waitUntil(async () => {
      const view = (
        await t.app.inject({ url: `/api/delivery/orders/${order.id}`, headers: customer.auth })
      ).json();
      return view.booking_status === 'delivered' && (view as DeliveryOrderView);
    }, 10_000);
    expect(final.status.statuses.filter((e) => e.role === 'store').map((e) => e.code)).toEqual([
      'STORE-PARTNER-AGREE',
      'STORE-PARTNER-READY',
    ]);
  }, 60_000);
});

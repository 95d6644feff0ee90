import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * Partner stores and delivery orders through the browser: a customer orders two products with options, the
 * store confirms on its own order screen, a driver delivers, and the customer watches every label; the partner
 * manager drags a store to a new spot and the customer's store map follows; order editing changes the total.
 */

const session = e2eSession();
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };
const LIVE = 25_000;

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function tokenOf(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

async function deliveryLabel(page: Page, label: string) {
  await page.locator('[data-delivery-status]', { hasText: label }).first().waitFor({ timeout: LIVE });
}

async function storeIdOf(page: Page, username: string): Promise<number> {
  const stores = (await (await page.request.get('/api/brp/delivery/v2/stores?branch_id=2')).json()) as {
    id: number;
    username: string;
  }[];
  return stores.find((s) => s.username === username)!.id;
}

describe('delivery from partner stores', () => {
  it('a customer orders two products with options, the store confirms, a driver delivers, every label shows', async () => {
    const driver = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await login(driver, 'driver@example.com');
    await driver.goto('/driver/jobs');
    const delivery = driver.getByRole('checkbox', { name: 'Delivery' });
    await delivery.waitFor();
    if (!(await delivery.isChecked())) await delivery.check();
    const ride = driver.getByRole('checkbox', { name: 'Ride' });
    if (await ride.isChecked()) await ride.uncheck();
    const goOnline = driver.getByRole('button', { name: 'Go online' });
    if (await goOnline.isVisible()) await goOnline.click();
    await driver.getByText('Waiting for bookings...').waitFor();

    const store = await session.openPhone();
    await login(store, 'store@example.com');
    await store.goto('/store/orders');
    await store.getByRole('heading', { name: /Store orders · Kusina ni Lola Ising/ }).waitFor();

    const customer = await session.openPhone();
    await login(customer, 'client@example.com');
    await customer.goto('/delivery');
    // On a phone the stores come first, above the service's picture and "Get the app".
    const storesTop = (await customer.getByRole('heading', { name: 'Partner stores' }).boundingBox())!.y;
    expect(storesTop).toBeLessThan(844);
    const getTheApp = customer.getByRole('link', { name: 'Get the app' });
    const storeLink = customer.getByRole('link', { name: /Kusina ni Lola Ising/ });
    expect((await storeLink.boundingBox())!.y).toBeLessThan((await getTheApp.boundingBox())!.y);
    await storeLink.click();
    await customer.getByRole('heading', { name: 'Kusina ni Lola Ising' }).waitFor();
    await customer.getByText('Rating 4.8').waitFor();

    // First product: a required rice choice, two extras (up to 2), seven of them.
    await customer.getByRole('button', { name: /Chicken Adobo Rice Meal/ }).click();
    await customer.getByRole('button', { name: 'Add to cart (1)' }).click();
    await customer.getByText('You must select a required before proceeding').waitFor();
    await customer.getByRole('radio', { name: /Garlic rice/ }).check();
    await customer.getByText('Select up to 2').waitFor();
    await customer.getByRole('checkbox', { name: /Fried egg/ }).check();
    await customer.getByRole('checkbox', { name: /Lumpia/ }).check();
    for (let i = 0; i < 6; i++) await customer.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(customer.getByTestId('running-total').textContent()).resolves.toBe('₱980.00');
    await customer.getByRole('button', { name: 'Add to cart (7)' }).click();

    // Second product: a large halo-halo with two of up to three extras.
    await customer.getByRole('button', { name: /Halo-Halo/ }).click();
    await customer.getByRole('radio', { name: /Large/ }).check();
    await customer.getByText('Select up to 3').waitFor();
    await customer.getByRole('checkbox', { name: /Leche flan/ }).check();
    await customer.getByRole('checkbox', { name: /Ube ice cream/ }).check();
    await customer.getByLabel('Special instruction').fill('Less ice please');
    await customer.getByRole('button', { name: 'Add to cart (1)' }).click();

    await customer.getByRole('button', { name: 'View cart (8)' }).click();
    const cart = customer.getByRole('dialog', { name: 'Your cart' });
    await cart.getByLabel('Search for your address').fill('Robinsons');
    await cart
      .getByRole('button', { name: /Robinsons/ })
      .first()
      .click();
    await cart.getByTestId('chosen-address').waitFor();
    // 7 × (95 + 10 + 15 + 20) + (75 + 30 + 20 + 25), priced by the server.
    await cart.getByTestId('order-subtotal').filter({ hasText: '₱1,130.00' }).waitFor();
    await cart.getByTestId('delivery-fee').waitFor();
    await cart.getByRole('button', { name: 'Place order' }).click();
    await customer.waitForURL(/\/booking\//, { timeout: LIVE });
    await deliveryLabel(customer, 'connecting...');
    // The store accepts and starts preparing as soon as the order is placed, before any driver has it.
    const card = store.getByRole('listitem', { name: /^Order / }).first();
    await card.getByText('Less ice please', { exact: false }).waitFor({ timeout: LIVE });
    await card.getByRole('button', { name: 'Accept order' }).click({ timeout: LIVE });
    await card.getByText('Preparing', { exact: true }).waitFor();

    const offer = driver.getByRole('dialog', { name: 'New delivery booking' });
    await offer.waitFor({ timeout: LIVE });
    await offer.getByText('Kusina ni Lola Ising').waitFor();
    await offer.getByRole('button', { name: 'Accept' }).click();

    const step = (name: string) => driver.getByRole('button', { name, exact: true }).click({ timeout: LIVE });
    await step("Check the customer's identity");
    await deliveryLabel(customer, 'CHECKING IDENTITY');
    await step('Identity verified');
    await deliveryLabel(customer, 'GOING TO STORE');
    await step('Arrived at the store');
    await deliveryLabel(customer, 'AT THE STORE');

    // The driver only names the order code at the counter; the store hands over what it prepared.
    await card.getByRole('button', { name: 'Ready for pickup' }).click({ timeout: LIVE });

    await step('Picked up the order');
    await deliveryLabel(customer, 'PICKED UP');
    await step('Start delivery');
    await deliveryLabel(customer, 'ONGOING');
    await step('Arrived at the customer');
    await deliveryLabel(customer, 'ARRIVED');
    await step('Delivered');
    await customer.locator('[data-status="delivered"]').waitFor({ timeout: LIVE });
    await deliveryLabel(customer, 'delivered');
    // Each side in the words of a delivery: no ride words, no raw status codes.
    await customer.getByText('Your order was delivered').first().waitFor();
    await card.getByText('Delivered to the customer').waitFor({ timeout: LIVE });
    for (const page of [customer, store]) {
      for (const words of [
        'Ride Safely',
        'Thank you for riding',
        'Book another ride',
        'DELIVERY-DRIVER-COMPLETED',
      ]) {
        expect(await page.getByText(words).count(), words).toBe(0);
      }
    }
    if (process.env.E2E_SHOTS) {
      await customer.screenshot({ path: `${process.env.E2E_SHOTS}/delivery-done.png`, fullPage: true });
      await store.screenshot({ path: `${process.env.E2E_SHOTS}/delivery-store-done.png`, fullPage: true });
    }
  }, 240_000);

  it('the partner manager drags a store to a new spot and saves; the customer map shows it there', async () => {
    const visitor = await session.openPhone();
    await visitor.goto('/delivery/stores/map');
    await visitor.waitForURL(/\/login\?r=partners-map/);

    const manager = await session.openPhone({ viewport: { width: 1280, height: 900 } });
    await login(manager, 'brp-partner-manager@example.com');
    await manager.goto('/delivery/stores/map?branch_id=2');
    await manager.getByLabel('Search stores').fill('baywalk');
    await manager
      .getByRole('list', { name: 'Partner list' })
      .getByRole('button', { name: /Baywalk Seafood Grill/ })
      .click();
    const panel = manager.getByRole('region', { name: 'Baywalk Seafood Grill' });
    const before = Number(await panel.getByTestId('draft-lat').inputValue());
    await panel.getByRole('button', { name: 'Edit' }).click();
    const marker = manager.getByTestId('draggable-marker');
    // The map may still be moving to the store: take the marker's box once the map has come to rest.
    await manager.locator('[data-map-state="idle"]').first().waitFor();
    await marker.hover();
    const box = (await marker.boundingBox())!;
    await manager.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await manager.mouse.down();
    await manager.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 50, { steps: 8 });
    await manager.mouse.up();
    const lat = Number(await panel.getByTestId('draft-lat').inputValue());
    const lng = Number(await panel.getByTestId('draft-lng').inputValue());
    expect(lat).toBeGreaterThan(before);
    await panel.getByRole('button', { name: 'Save & Exit' }).click();
    await manager.getByText('Partner updated!').waitFor();
    // The change is on record: who, when, before and after.
    const managerToken = await tokenOf(manager);
    const storeId = await storeIdOf(manager, 'baywalk-grill');
    const changes = await (
      await manager.request.get(`/api/partners/${storeId}/changes`, {
        headers: { authorization: `Bearer ${managerToken}` },
      })
    ).json();
    expect(changes[0]).toMatchObject({ action: 'update', actor_name: 'Liza Mendoza' });
    expect(changes[0].after.address_lat).toBeCloseTo(lat, 5);

    const customer = await session.openPhone();
    await customer.goto('/delivery');
    const id = await storeIdOf(customer, 'baywalk-grill');
    // Alone on the map, or in a group of stores that would cover each other: the group lists it.
    const alone = customer.getByTestId(`store-marker-${id}`);
    const group = customer.locator(`[data-testid="store-cluster"][data-store-ids~="${id}"]`);
    await alone.or(group).first().waitFor();
    let spot = alone;
    if (!(await alone.isVisible())) {
      await group.click();
      spot = customer.getByTestId(`store-in-group-${id}`);
      await spot.waitFor();
    }
    expect(Number(await spot.getAttribute('data-lat'))).toBeCloseTo(lat, 5);
    expect(Number(await spot.getAttribute('data-lng'))).toBeCloseTo(lng, 5);

    // Anyone else is sent away.
    const client = await session.openPhone();
    await login(client, 'client@example.com');
    await client.goto('/delivery/stores/map');
    await client.waitForURL((url) => url.pathname === '/');
  }, 120_000);

  it('order editing adds and removes an item and the server total follows', async () => {
    // A visitor who fills a cart is asked to log in and comes back to the same store.
    const customer = await session.openPhone();
    const storeId = await storeIdOf(customer, 'kusina-ni-lola-ising');
    await customer.goto(`/delivery/stores/${storeId}`);
    await customer.getByRole('button', { name: /Halo-Halo/ }).click();
    await customer.getByRole('radio', { name: /Large/ }).check();
    await customer.getByRole('button', { name: 'Add to cart (1)' }).click();
    await customer.getByRole('button', { name: 'View cart (1)' }).click();
    await customer.getByRole('link', { name: 'Log in to place your order' }).click();
    await customer.getByLabel('Email or phone number').fill('client@example.com');
    await customer.locator('input[type=password]').fill(DEMO_PASSWORD);
    await customer.getByRole('button', { name: 'Login', exact: true }).click();
    await customer.waitForURL((url) => url.pathname === `/delivery/stores/${storeId}`);
    await customer.getByRole('heading', { name: 'Kusina ni Lola Ising' }).waitFor();

    const token = await tokenOf(customer);
    const menu = (await (await customer.request.get(`/api/brp/delivery/stores/${storeId}/products`)).json())
      .products as { id: number; name: string; required: { options: { id: number; name: string }[] }[] }[];
    const adobo = menu.find((p) => p.name === 'Chicken Adobo Rice Meal')!;
    const placed = await customer.request.post('/api/delivery/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        store_id: storeId,
        payment_method: 'cash',
        dropoff: { address: 'Baywalk, Puerto Princesa', lat: 9.7365, lng: 118.7305 },
        items: [
          { product_id: adobo.id, quantity: 1, required_option_ids: [adobo.required[0].options[0].id] },
        ],
      },
    });
    expect(placed.status()).toBe(201);
    const { order, delivery_order: view } = await placed.json();

    await customer.goto(`/delivery/edit_stores/${order.id}`);
    await customer.getByRole('heading', { name: 'Order summary' }).waitFor();
    await customer.getByTestId('order-subtotal').filter({ hasText: '₱95.00' }).waitFor();
    await customer.getByRole('button', { name: 'Add products' }).click();
    await customer.getByRole('button', { name: /Tinolang Manok/ }).click();
    await customer.getByRole('radio', { name: /Plain rice/ }).check();
    await customer.getByRole('button', { name: 'Add to cart (1)' }).click();
    await customer.getByRole('button', { name: 'Remove Chicken Adobo Rice Meal' }).click();
    await customer.getByTestId('order-subtotal').filter({ hasText: '₱110.00' }).waitFor();
    await customer.getByRole('button', { name: 'Update Details' }).click();
    // Back on the order, told it was updated (not the home page under the user-guide popup).
    await customer.waitForURL((url) => url.pathname === `/booking/${order.id}-${order.code}`);
    await customer.locator('[data-edit-notice="updated"]').waitFor();

    const after = await (
      await customer.request.get(`/api/delivery/orders/${order.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(after.order_sub_total).toBe(11_000);
    expect(after.payable_amount).toBe(11_000 + view.delivery_fee);
    expect(after.items_to_purchase.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Tinolang Manok',
    ]);
    expect(after.status.code).toBe(view.status.code);
  }, 120_000);
});

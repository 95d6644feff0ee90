import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession, PNG_1PX } from '../helpers/e2e';
import { loginAs, PUERTO_PRINCESA, putDriverOnline } from '../helpers/ride-phones';

/**
 * The signal drops on the driver's phone mid-trip: the taps made in the dead zone wait on the phone, shown as
 * "Waiting for signal", and reach the server once each when it returns; the rider's view ends delivered. The
 * rides and the errand are booked through the API (the wizards are tested in ride.test.ts and pautos.test.ts).
 */
const session = e2eSession();
const LIVE = 20_000;

async function api(token: string, path: string, body?: unknown) {
  const response = await fetch(`${session.server.url}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

async function riderToken(): Promise<string> {
  const response = await fetch(`${session.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'client@example.com', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

const STORE = { lat: 9.7392, lng: 118.7353, address: 'Robinsons Place Palawan' };
const HOME = { lat: 9.784166, lng: 118.7353, address: 'Puerto Princesa Baywalk' };
const bookRide = (token: string): Promise<{ order: { id: number; code: string } }> =>
  api(token, 'booking', {
    payment_method_id: 1,
    vehicle_type_id: 1,
    pickup: STORE,
    dropoff: HOME,
    is_web: 1,
  });

async function accept(driver: Page, kind: 'ride' | 'pautos') {
  const offer = driver.getByRole('dialog', { name: `New ${kind} booking` });
  await offer.getByRole('button', { name: 'Accept' }).click({ timeout: LIVE });
}

async function tap(driver: Page, name: string) {
  await driver.getByRole('button', { name, exact: true }).click({ timeout: LIVE });
}

/** Taps made without signal wait, listed under "Waiting for signal", until it returns. */
async function tapOffline(driver: Page, name: string) {
  await tap(driver, name);
  const waiting = driver.locator('[data-waiting-for-signal]');
  await waiting.getByText('Waiting for signal').waitFor();
  await waiting.getByText(name).waitFor();
}

const driverPhone = (serviceWorkers: 'allow' | 'block' = 'block') =>
  session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'], serviceWorkers });

describe('a dropped signal on the driver’s phone', () => {
  let token: string | undefined;

  it('keeps "Complete" and the next offer: the rider sees delivered, each status is stored once', async () => {
    const driver = await driverPhone();
    await loginAs(driver, session.server.url, 'driver@example.com');
    await driver.goto('/driver/jobs');
    const pautos = driver.getByRole('checkbox', { name: 'Pautos' });
    if (!(await pautos.isChecked())) await pautos.check();
    await tap(driver, 'Go online');
    await driver.getByText('Waiting for bookings...').waitFor();

    token = await riderToken();
    const { order } = await bookRide(token);
    const rider = await session.openPhone();
    await loginAs(rider, session.server.url, 'client@example.com');
    await rider.goto(`/booking/${order.id}-${order.code}`);
    await accept(driver, 'ride');
    await tap(driver, 'I have arrived at the pickup');
    await tap(driver, 'Start the trip');
    await rider.locator('[data-status="enroute"]').waitFor({ timeout: LIVE });

    await driver.context().setOffline(true);
    await rider.context().setOffline(true);
    await tapOffline(driver, 'Complete the trip');
    // The screen goes on from the tap, saying it is not sent yet; the server still has the trip under way.
    await driver.locator('[data-shown-status="delivered"][data-status="enroute"]').waitFor();
    await driver.locator('[data-step-waiting]').waitFor();
    // The rider's phone lost the signal too: its status is not shown as current.
    await rider.locator('[data-connection="offline"]', { hasText: /reconnecting/ }).waitFor();
    await driver.context().setOffline(false);
    await driver.locator('[data-status="delivered"]').waitFor({ timeout: LIVE });
    await driver.locator('[data-waiting-for-signal]').waitFor({ state: 'detached' });
    await rider.context().setOffline(false);
    await rider.locator('[data-status="delivered"]').waitFor({ timeout: LIVE });

    // Offline again while the next booking is made: its offer shows once the signal returns.
    await driver.context().setOffline(true);
    await tap(driver, 'Back to waiting for bookings');
    const next = await bookRide(token);
    await driver.context().setOffline(false);
    await driver.getByRole('dialog', { name: 'New ride booking' }).waitFor({ timeout: LIVE });
    await api(token, `taxi/order/cancel/${next.order.id}`, { reason: 'Plans changed, sorry' });

    const trip = await api(token, `booking/${order.id}-${order.code}`);
    const names = (trip.statuses as { name: string }[]).map((status) => status.name);
    expect(names).toEqual(['pending', 'preparing', 'arrived', 'enroute', 'delivered']);
  }, 120_000);

  it('keeps an errand purchase with its receipt photo taken offline, and records it once', async () => {
    token ??= await riderToken();
    // This phone has the installed app, so it reloads without signal.
    const driver = await putDriverOnline(await driverPhone('allow'), session.server.url);
    const controlled = () =>
      driver.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        polling: 250,
        timeout: 45_000,
      });
    await controlled().catch(async () => {
      await driver.reload();
      await controlled();
    });
    const booked = await api(token, 'pautos/booking', {
      vehicle_type_id: 1,
      store: STORE,
      delivery: HOME,
      items_to_purchase: '2 kg rice',
      total_budget: 50_000,
      payment: 'cash',
    });
    const id = booked.order.id as number;
    await accept(driver, 'pautos');
    await tap(driver, 'Buy with my cash (paid on delivery)');
    await tap(driver, 'Arrived at the store');
    await tap(driver, 'Store open: start purchasing');
    // The purchase form shows once the server has the step; the signal drops while the driver fills it.
    await driver.getByLabel('Total spent (pesos)').waitFor({ timeout: LIVE });

    await driver.context().setOffline(true);
    await driver.getByLabel('Total spent (pesos)').fill('450');
    await driver
      .locator('[data-testid=store-receipt]')
      .setInputFiles({ name: 'store.png', mimeType: 'image/png', buffer: PNG_1PX });
    await tapOffline(driver, 'Purchased');
    // A reload without signal keeps the tap and its photo on the phone.
    await driver.reload();
    await driver.locator('[data-waiting-for-signal]').getByText('Purchased').waitFor({ timeout: LIVE });
    await driver.context().setOffline(false);
    await driver.locator('[data-pautos-status]', { hasText: 'PURCHASED' }).waitFor({ timeout: LIVE });

    const view = await api(token, `orders/${id}/pautos`);
    const codes = (view.status.statuses as { code: string }[]).map((entry) => entry.code);
    expect(codes.filter((code) => code === 'STORE-DRIVER-PURCHASED')).toHaveLength(1);
    expect(view.status.total_spent).toBe(45_000);
    expect((view.files as { kind: string }[]).filter((file) => file.kind === 'store-receipt')).toHaveLength(
      1,
    );
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_CACHE } from '@/web/sw/protocol';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';
import { PPC, rideRequest } from '../helpers/rides';

/**
 * The rider app installed on a phone (its manifest, icons and service worker): the booking view survives a
 * reload without signal, shows the last known booking and "No network detected", and takes the next status
 * change live once the signal is back.
 */
const session = e2eSession({ serviceWorkers: 'allow' });

async function apiLogin(login: string) {
  const body = await json<{ token: string; account: { role_name: string } }>(
    await fetch(`${session.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    }),
  );
  return { ...body, auth: { authorization: `Bearer ${body.token}` } };
}

/** A phone whose app already holds the account's session (as after logging in on it). */
async function phoneSignedIn(login: { token: string; account: { role_name: string } }, options = {}) {
  const page = await session.openPhone(options);
  await page.context().addInitScript(
    ([token, account]) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('account', JSON.parse(account).role_name);
      localStorage.setItem('info', account);
    },
    [login.token, JSON.stringify(login.account)] as const,
  );
  return page;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body;
}

describe('the installable rider app without signal', () => {
  it('offers a manifest with icons for the rider and the driver apps', async () => {
    const page = await session.openPhone();
    for (const [path, manifest] of [
      ['/', '/manifests/rider.webmanifest'],
      ['/drivers/sign-up', '/manifests/driver.webmanifest'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe(manifest);
      const response = await page.request.get(manifest);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const body = (await response.json()) as { icons: { src: string; sizes: string }[]; start_url: string };
      expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of body.icons) {
        const image = await page.request.get(icon.src);
        expect(image.headers()['content-type']).toBe('image/png');
      }
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  it('reloads the booking view offline, shows the booking, and takes a status change when back online', async () => {
    const { url } = session.server;
    const { auth, ...login } = await apiLogin('client@example.com');
    const { order } = await json<{ order: { id: number; code: string } }>(
      await fetch(`${url}/api/booking`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(rideRequest()),
      }),
    );

    const page = await phoneSignedIn(login);
    await page.goto(`/booking/${order.id}-${order.code}`);
    await page.getByRole('heading', { name: 'connecting...' }).waitFor();
    // The app installs its service worker; the next visit goes through it and keeps the booking's answer.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      polling: 250,
      timeout: 60_000,
    });
    await page.reload();
    await page.getByRole('heading', { name: 'connecting...' }).waitFor();
    await page.waitForFunction(
      async (cacheName) =>
        (await (await caches.open(cacheName)).keys()).some((r) => r.url.includes('/api/booking/')),
      API_CACHE,
    );

    await page.getByRole('region', { name: 'Trip map' }).locator('[data-map-state="idle"]').waitFor();
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/booking-online.png` });
    // No signal: the reload still opens the app with the booking, and says the network is gone.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'connecting...' }).waitFor();
    await page.getByText('No network detected').first().waitFor();
    await expect(page.getByText(order.code).count()).resolves.toBeGreaterThan(0);
    // The trip map is drawn too, from the map files this phone already has.
    await page.getByRole('region', { name: 'Trip map' }).locator('[data-map-state="idle"]').waitFor();
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/booking-offline.png` });

    // The signal returns; the rider cancels from another phone and this one shows it without a reload.
    await page.context().setOffline(false);
    await expect.poll(() => page.getByText('No network detected').count()).toBe(0);
    await json(
      await fetch(`${url}/api/taxi/order/cancel/${order.id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Booked from my other phone' }),
      }),
    );
    await page.getByText('You cancelled this booking.').waitFor();
  }, 90_000);

  it('reloads the driver job screen offline, and takes a new offer live when back online', async () => {
    const driver = await phoneSignedIn(await apiLogin('driver@example.com'), {
      geolocation: { latitude: PPC.lat, longitude: PPC.lng },
      permissions: ['geolocation'],
    });
    await driver.goto('/driver/jobs');
    await driver.getByRole('button', { name: /^Go (online|offline)$/ }).waitFor();
    // The app installs its worker after the page has loaded; a phone that has not got it yet by the time the
    // driver looks again gets it on the next visit, as a driver reopening the app would.
    const controlled = () =>
      driver.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        polling: 250,
        timeout: 45_000,
      });
    await controlled().catch(async () => {
      await driver.reload();
      await controlled();
    });
    await driver.reload();
    const goOnline = driver.getByRole('button', { name: 'Go online' });
    await driver.getByRole('button', { name: /^Go (online|offline)$/ }).waitFor();
    if (await goOnline.isVisible()) await goOnline.click();
    await driver.getByText('Waiting for bookings...').waitFor();

    await driver.context().setOffline(true);
    await driver.reload();
    await driver.getByRole('button', { name: 'Go offline' }).waitFor();
    await driver.getByText('No network detected').first().waitFor();

    await driver.context().setOffline(false);
    await expect.poll(() => driver.getByText('No network detected').count()).toBe(0);
    const rider = await apiLogin('client@example.com');
    await json(
      await fetch(`${session.server.url}/api/booking`, {
        method: 'POST',
        headers: { ...rider.auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(rideRequest()),
      }),
    );
    await driver.getByRole('dialog', { name: 'New ride booking' }).waitFor({ timeout: 30_000 });
  }, 180_000);
});

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetDriver } from '@/server/db/seed/fleet';
import { type Fleet, startFleet } from '@/sim/fleet';
import { DEMO_PASSWORD, type E2eServer, launchBrowser, startE2eServer } from '../helpers/e2e';

const PPC = { latitude: 9.7392, longitude: 118.7353 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let server: E2eServer;
let fleet: Fleet;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A logged-in admin's browser: the session the login page would store, put in local storage up front. */
async function adminPage(): Promise<Page> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token, account } = (await response.json()) as { token: string; account: { role_name: string } };
  const context = await browser.newContext({
    viewport: DESKTOP,
    serviceWorkers: 'block',
    geolocation: PPC,
    permissions: ['geolocation'],
  });
  contexts.push(context);
  await context.addInitScript(
    ([t, a]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('account', JSON.parse(a).role_name);
      localStorage.setItem('info', a);
      localStorage.setItem('showUserGuide', 'false');
    },
    [token, JSON.stringify(account)] as const,
  );
  return context.newPage();
}

beforeAll(async () => {
  server = await startE2eServer();
  // Six simulated drivers: sim-driver-1 and -4 are Puerto Princesa motorcycles, -3 an El Nido one.
  fleet = startFleet({
    baseUrl: server.url,
    password: DEMO_PASSWORD,
    drivers: 6,
    intervalMs: 2_000,
    offlineChance: 0,
    trips: false,
    seed: 7,
  });
  await fleet.ready;
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await fleet?.stop();
  await server?.close();
});

describe('a visitor calls a motorcycle driver from the home map', () => {
  it('chooses phone booking, picks a driver, confirms, and an admin sees it live', async () => {
    expect(fleet.drivers.filter((d) => d.online)).toHaveLength(6);
    const admin = await adminPage();
    await admin.goto(`${server.url}/`);
    // Admins skip the chooser: the map and the live panel at once.
    await admin.getByRole('heading', { name: 'Recently Booked Drivers' }).waitFor();
    await admin.getByText('No bookings from the map yet.').waitFor();

    const context = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      geolocation: PPC,
      permissions: ['geolocation'],
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);

    await page.getByRole('button', { name: "I'll read it next time" }).click();
    await page.getByRole('heading', { name: 'View Online Drivers' }).waitFor();

    await page.getByRole('button', { name: 'View drivers' }).click();
    await page.getByRole('button', { name: /Tricycle/ }).click();
    await page.getByRole('heading', { name: 'Download Required' }).waitFor();
    await page.getByText('To call the driver for a tricycle, you need to download the app.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'View drivers' }).click();
    await page.getByRole('button', { name: /Motorcycle/ }).click();

    await page.getByRole('heading', { name: 'Download the app!' }).waitFor();
    await page.getByText('Booking through the web adds a fee of PHP 3.00.').waitFor();
    await page.getByRole('button', { name: 'BOOK THROUGH WEB' }).waitFor();
    await page.getByRole('button', { name: 'See drivers on the map' }).click();

    await page.getByText(/^\d+ active$/).waitFor();
    // Nothing on the phone's map covers anything else: the zoom buttons clear the count, the credits the button.
    const apart = async (a: Locator, b: Locator) => {
      const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
      return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y;
    };
    const count = page.getByRole('button', { name: /^\d+ active$/ });
    expect(await apart(page.getByRole('button', { name: 'Zoom in' }), count)).toBe(true);
    expect(await apart(page.getByRole('button', { name: 'Zoom out' }), count)).toBe(true);
    const credits = page.locator('.maplibregl-ctrl-attrib');
    expect(await apart(credits, page.getByRole('button', { name: 'Download the app' }))).toBe(true);
    expect(await apart(credits, page.getByRole('button', { name: 'Go to my current location' }))).toBe(true);
    const driver = fleetDriver(1);
    expect(driver).toMatchObject({ branchId: 2, vehicle: 'motorcycle' });
    const marker = page.getByRole('button', { name: `${driver.name}, Motorcycle` });
    await marker.click();

    const popup = page.getByRole('dialog', { name: driver.name });
    await popup.getByText(`${driver.make} ${driver.model}`).waitFor();
    await popup.getByText(/finished rides? this month/).waitFor();
    await popup.getByRole('button', { name: 'Contact the driver' }).click();
    await popup.getByRole('button', { name: 'Call' }).click();
    await page.getByText('Are you sure you want to book this driver?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await popup.getByText(driver.phone).waitFor();

    // The admin's panel updates without a reload.
    const entry = admin.getByRole('listitem').filter({ hasText: driver.name });
    await entry.getByText('Called').waitFor({ timeout: 10_000 });
    await entry.getByText(/^Guest • Today • /).waitFor();

    // Closing the popup starts over: the number is hidden again.
    await popup.getByRole('button', { name: 'Close' }).click();
    // The closing dialog's backdrop would swallow a click on the marker: wait until it is gone.
    await popup.waitFor({ state: 'hidden' });
    await marker.click();
    await page.getByRole('button', { name: 'Contact the driver' }).waitFor();
    expect(await page.getByText(driver.phone).count()).toBe(0);
  });

  it('opens a city alias centred on that town with its drivers', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('showUserGuide', 'false'));
    const page = await context.newPage();
    await page.goto(`${server.url}/elnido`);
    const map = page.getByTestId('drivers-map');
    await map.waitFor();
    expect(await map.getAttribute('data-search-lat')).toBe('11.1956');
    expect(await map.getAttribute('data-search-lng')).toBe('119.4191');
    const elNido = fleetDriver(3);
    expect(elNido).toMatchObject({ branchId: 3, vehicle: 'motorcycle' });
    await page.getByRole('button', { name: 'See drivers on the map' }).click();
    await page.getByRole('button', { name: `${elNido.name}, Motorcycle` }).waitFor();
    // Puerto Princesa's drivers are far away and not listed.
    expect(await page.getByRole('button', { name: `${fleetDriver(1).name}, Motorcycle` }).count()).toBe(0);
  });
});

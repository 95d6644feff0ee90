import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROLE_HINT_COOKIE } from '@config/routes';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * The driver's own trips at /tracking, and a walk-in passenger recorded on the job screen that shows up there
 * and in the staff's tracking. Set E2E_SHOTS to a directory to keep a screenshot of each step.
 */
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };
const session = e2eSession();
const shotsDir = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function login(page: Page, who: string) {
  await page.getByLabel('Email or phone number').fill(who);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe("a driver's trips", () => {
  it('a driver records a walk-in passenger and finds the trip under My trips by tab; staff see it in tracking', async () => {
    const page = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await page.goto('/tracking/finished');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('r') === 'tracking');
    await login(page, 'driver@example.com');
    await page.waitForURL((url) => url.pathname === '/tracking');
    await page.getByRole('heading', { name: 'My trips' }).waitFor();
    await page.getByRole('tab', { name: 'All', selected: true }).waitFor();

    await page.goto('/driver/jobs');
    await page.getByRole('button', { name: 'Go online' }).click();
    await page.getByText('Waiting for bookings...').waitFor();
    await page.getByRole('button', { name: 'Record a walk-in trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a walk-in trip' });
    await dialog.getByRole('radio', { name: 'Met on the street' }).check();
    await shot(page, 'walk-in-dialog');
    await dialog.getByRole('button', { name: 'Start the trip' }).click();
    await page.getByRole('button', { name: 'Complete the trip' }).click();
    // Finished on the spot: recorded, but the driver is told in plain words why it earned no points.
    const note = page.locator('[data-walk-in-points="short"]');
    await note.getByText('This walk-in trip earned no booking points').waitFor();
    await note.getByText('A walk-in trip needs at least 0.5 km to earn points').waitFor();
    await note.getByText('The trip is still recorded, and the fare is yours to collect.').waitFor();
    await shot(page, 'walk-in-no-points');
    await page.getByRole('button', { name: 'Back to waiting for bookings' }).click();

    await page.goto('/tracking/ongoing');
    await page.getByRole('tab', { name: 'Ongoing', selected: true }).waitFor();
    await page.getByText('No trips here yet.').waitFor();
    await page.getByRole('tab', { name: 'Finished' }).click();
    await page.waitForURL((url) => url.pathname === '/tracking/finished');
    const trip = page.getByTestId('my-trip').filter({ hasText: 'Walk-in' }).first();
    await trip.waitFor();
    await expect(trip.getByText('Finished').count()).resolves.toBe(1);
    const code = (await trip.getByRole('link', { name: /View booking/ }).textContent())!.replace(
      'View booking ',
      '',
    );
    await page.getByText(/Page 1 of \d+/).waitFor();
    await shot(page, 'my-trips-finished');
    await page.getByRole('tab', { name: 'Canceled' }).click();
    await page.waitForURL((url) => url.pathname === '/tracking/canceled');
    await expect(page.getByTestId('my-trip').filter({ hasText: code }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByTestId('my-trip').filter({ hasText: code }).waitFor();

    // Staff opening the same address get the console's tracking, which lists the walk-in too.
    const staff = await session.openPhone({ viewport: { width: 1280, height: 900 } });
    await staff.goto('/login');
    await login(staff, 'admin@example.com');
    const opened = await staff.goto('/tracking/finished');
    // The server sends staff on by the role hint cookie, before any script of the driver app loads.
    expect(opened?.request().redirectedFrom()?.url()).toBe(`${session.server.url}/tracking/finished`);
    expect(new URL(opened!.url()).pathname).toBe('/console/tracking/finished');
    await staff.waitForURL((url) => url.pathname === '/console/tracking/finished');
    await staff.getByText(code).first().waitFor({ timeout: 30_000 });
    // Without the role hint (a browser that has not loaded an app since signing in) the driver app forwards.
    await staff.context().clearCookies({ name: ROLE_HINT_COOKIE });
    const unhinted = await staff.goto('/tracking');
    expect(unhinted?.request().redirectedFrom()).toBeNull();
    await staff.waitForURL((url) => url.pathname === '/console/tracking');
  }, 180_000);

  it('a late answer for "All" never fills the Ongoing tab the driver tapped meanwhile', async () => {
    // Runs after the walk-in above: the driver has a finished trip under All and none ongoing.
    const page = await session.openPhone();
    let releaseAll: () => void = () => {};
    const allHeld = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    let allSeen: () => void = () => {};
    const allAsked = new Promise<void>((resolve) => {
      allSeen = resolve;
    });
    let holding = false;
    // Slow data: the first answer for "All" after the list opens is held until the test lets it go.
    await page.route(
      (url) => url.pathname === '/api/checker/transactions' && url.searchParams.get('type') === 'all',
      async (route) => {
        if (!holding) return route.continue();
        holding = false;
        allSeen();
        const response = await route.fetch();
        await allHeld;
        await route.fulfill({ response }).catch(() => {});
      },
    );
    await page.goto('/login?r=tracking');
    await login(page, 'driver@example.com');
    await page.getByRole('heading', { name: 'My trips' }).waitFor();
    await page.getByTestId('my-trip').first().waitFor();

    holding = true;
    const allRequest = page.waitForEvent(
      'requestfinished',
      (request) => request.url().includes('type=all') && !holding,
    );
    const allFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('type=all'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await allAsked;
    await page.getByRole('tab', { name: 'Ongoing' }).click();
    await page.getByRole('tab', { name: 'Ongoing', selected: true }).waitFor();
    await page.getByText('No trips here yet.').waitFor();

    // The answer for "All" arrives now (or its request was already called off), after Ongoing's.
    releaseAll();
    await Promise.race([allRequest, allFailed]);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await shot(page, 'my-trips-ongoing-after-late-all');
    await page.getByText('No trips here yet.').waitFor();
    await expect(page.getByTestId('my-trip').count()).resolves.toBe(0);
    await expect(page.getByRole('tab', { name: 'Ongoing', selected: true }).count()).resolves.toBe(1);
  }, 90_000);

  it('sends riders away from /tracking, home', async () => {
    const page = await session.openPhone();
    await page.goto('/login?r=tracking');
    await login(page, 'client@example.com');
    await page.goto('/tracking');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

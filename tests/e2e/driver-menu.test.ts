import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * The driver's everyday screens on a phone: one menu on every driver screen reaching every driver page, no
 * staff-only scanner link, no rider-app download footer, the profile note's counter and the errand payment
 * accounts only for a driver who takes errands. Set E2E_SHOTS to keep screenshots.
 */
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };
const session = e2eSession();
const shotsDir = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function login(page: Page, who: string, returnCode: string) {
  await page.goto(`/login?r=${returnCode}`);
  await page.getByLabel('Email or phone number').fill(who);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const DRIVER_PAGES: { link: string; path: string; heading: RegExp }[] = [
  { link: 'Booking points', path: '/new_rewards_quota', heading: /points/i },
  { link: '24-hour quota', path: '/driver/rewards/24_hour_quota', heading: /quota/i },
  { link: 'Peak hours', path: '/driver/peakhours', heading: /Bonus Ride/ },
  { link: 'Invoices', path: '/invoices', heading: /invoice/i },
  { link: 'Meetings', path: '/driver/general-meeting', heading: /General Meeting/ },
  { link: 'Tracking', path: '/tracking', heading: /My trips/ },
  { link: 'Profile', path: '/profile', heading: /Profile/ },
  { link: 'ID Generator', path: '/id', heading: /ID Generator/ },
  { link: 'Jobs', path: '/driver/jobs', heading: /Jobs/ },
];

describe("the driver's menu and everyday screens", () => {
  it('one menu on the job screen and every driver page reaches every driver page, by touch and keyboard', async () => {
    const page = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await login(page, 'driver@example.com', 'driver-jobs');
    await page.waitForURL((url) => url.pathname === '/driver/jobs');

    // The screen takes keys once it is live (a page the server drew is inert until then).
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    // By keyboard: the menu button opens a named, modal menu; Escape closes it.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    await shot(page, 'driver-menu-jobs');
    // Drivers are not offered the staff's camera scanner (it would send them home without a word).
    await expect(menu.getByRole('link', { name: 'Camera Scanner' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Camera Scanner' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    for (const target of DRIVER_PAGES) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const link = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: target.link });
      await link.click();
      await page.waitForURL((url) => url.pathname === target.path);
      await page.getByRole('heading', { name: target.heading, level: 1 }).first().waitFor();
      // The rider app's "Download the app" is not a driver page's footer.
      await expect(page.getByRole('heading', { name: 'Download the app' }).count()).resolves.toBe(0);
    }
    // The current page is marked for screen readers.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name: 'Jobs' })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
  }, 180_000);

  it('the profile note counts its characters and refuses a longer note as it is typed, without cutting it', async () => {
    const page = await session.openPhone();
    await login(page, 'driver@example.com', 'profile');
    await page.waitForURL((url) => url.pathname === '/profile');
    const note = page.getByLabel('Note');
    await note.fill('Safe rides around Puerto Princesa');
    await page.getByTestId('char-count').getByText('33 / 70 characters').waitFor();
    const long = 'Safe rides around Puerto Princesa, ask me about the Underground River tours';
    await note.fill(long);
    await page.getByTestId('char-count').getByText(`${long.length} / 70 characters`).waitFor();
    await page.getByText('The note may be at most 70 characters.').waitFor();
    // Nothing was cut: the whole text stays for the driver to shorten.
    await expect(note.inputValue()).resolves.toBe(long);
    await shot(page, 'profile-note-too-long');
  }, 60_000);

  it('a ride-only driver sees no errand payment accounts; a driver taking errands finds them below the work', async () => {
    const page = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await login(page, 'driver@example.com', 'driver-jobs');
    await page.waitForURL((url) => url.pathname === '/driver/jobs');
    // The demo driver takes rides and errands: the accounts are below "Waiting for bookings".
    await page.getByRole('button', { name: 'Go online' }).click();
    const waiting = page.getByText('Waiting for bookings...');
    await waiting.waitFor();
    const accounts = page.getByRole('heading', { name: 'Payment accounts' });
    await accounts.waitFor();
    const waitingBox = await waiting.boundingBox();
    const accountsBox = await accounts.boundingBox();
    expect(accountsBox!.y).toBeGreaterThan(waitingBox!.y);
    await shot(page, 'jobs-errand-driver');

    // Rides only: the errand accounts are gone.
    await page.getByRole('button', { name: 'Go offline' }).click();
    await page.getByRole('button', { name: 'Go online' }).waitFor();
    await page.getByRole('checkbox', { name: 'Pautos' }).uncheck();
    await page.getByRole('button', { name: 'Go online' }).click();
    await waiting.waitFor();
    await accounts.waitFor({ state: 'detached' });
    await page.reload();
    await waiting.waitFor();
    await expect(accounts.count()).resolves.toBe(0);
    await shot(page, 'jobs-ride-only-driver');
  }, 90_000);
});

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, bookRide } from '../helpers/console-e2e';
import { DEMO_PASSWORD, e2eSession, PNG_1PX } from '../helpers/e2e';

/**
 * The places where a new rider used to stumble on the public site: the user-guide prompt, the map's dialogs
 * with location denied, links opened signed out, an invitation, saving an address and the order-id view.
 * Set E2E_SHOTS to a directory to keep a screenshot of each screen.
 */

const session = e2eSession();
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };
const shotsDir = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function login(page: Page, email: string) {
  await page.getByLabel('Email or phone number').fill(email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function apiLogin(email: string): Promise<{ token: string; account: { code: string } }> {
  const response = await fetch(`${session.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; account: { code: string } };
}

/** A ride booked through the API for the demo rider (the wizard itself is tested in ride.test.ts). */
function bookedRide(token: string): Promise<{ id: number; code: string }> {
  return bookRide(apiWith(session.server.url, token));
}

async function cancelRide(token: string, id: number) {
  const response = await fetch(`${session.server.url}/api/taxi/order/cancel/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ reason: 'Plans changed, sorry' }),
  });
  expect(response.status).toBe(200);
}

describe('the user-guide prompt', () => {
  it('asks a visitor once: not again after signing in, booking and cancelling in another tab', async () => {
    const page = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: 'New to BRP?' });
    await prompt.waitFor();
    await shot(page, 'guide-01-prompt');
    await prompt.getByRole('button', { name: "I'll read it next time" }).click();
    await prompt.waitFor({ state: 'hidden' });

    await page.goto('/login');
    await login(page, 'client@example.com');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'How would you like to book?' }).waitFor();

    // The rider follows the booking's link in a tab of its own, cancels there and goes home from it.
    const tab = await page.context().newPage();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const order = await bookedRide(token ?? '');
    await tab.goto(`/booking/${order.id}-${order.code}`);
    await tab.getByText(`Booking #${order.code}`).waitFor();
    await cancelRide(token ?? '', order.id);
    await tab.getByRole('button', { name: 'Go to the home page' }).click();
    await tab.getByRole('heading', { name: 'How would you like to book?' }).waitFor();
    // The chooser is on screen and settled: the prompt would have opened by now.
    await tab.getByRole('button', { name: 'View drivers' }).waitFor();
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByRole('dialog', { name: 'New to BRP?' }).count()).toBe(0);

    // Signing out keeps the device's answer.
    await tab.evaluate(() => localStorage.removeItem('token'));
    await tab.reload();
    await tab.getByRole('button', { name: 'View drivers' }).waitFor();
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByRole('dialog', { name: 'New to BRP?' }).count()).toBe(0);

    // On a later day the visitor who asked to read it "next time" is asked once more.
    await tab.evaluate(() => localStorage.setItem('userGuideLaterOn', '2000-01-01'));
    await tab.reload();
    await tab.getByRole('dialog', { name: 'New to BRP?' }).waitFor();
    await tab.getByRole('button', { name: 'Read the User Guide' }).click();
    await tab.waitForURL((url) => url.pathname === '/user-guide');
    await tab.goto('/');
    await tab.getByRole('button', { name: 'View drivers' }).waitFor();
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByRole('dialog', { name: 'New to BRP?' }).count()).toBe(0);
  });
});

describe('the user-guide prompt before the app', () => {
  it("shows with the home page's HTML, works without the app, and the app keeps it", async () => {
    const page = await session.openPhone();
    // Every script but the ones the page's HTML names (its first script) waits until let through: the app has
    // not arrived meanwhile.
    const html = await (await fetch(`${session.server.url}/`)).text();
    const firstScripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      if (!firstScripts.includes(new URL(route.request().url()).pathname)) await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const prompt = page.getByRole('dialog', { name: 'New to BRP?' });
    await prompt.waitFor();
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
    await prompt.getByRole('button', { name: "I'll read it next time" }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('showUserGuide'))).toBe('true');

    // Asked again (a later day): the app keeps the prompt on screen rather than drawing a second one.
    await page.evaluate(() => localStorage.setItem('userGuideLaterOn', '2000-01-01'));
    await page.reload({ waitUntil: 'commit' });
    await prompt.waitFor();
    release();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog', { name: 'New to BRP?' }).count()).toBe(1);
    await prompt.getByRole('button', { name: 'Read the User Guide' }).click();
    await page.waitForURL((url) => url.pathname === '/user-guide');
    expect(await page.evaluate(() => localStorage.getItem('showUserGuide'))).toBe('false');
  });
});

describe('the motorcycle map with location denied', () => {
  it('shows its dialogs one at a time: location denied, then a place to look, then the app offer', async () => {
    const page = await session.openPhone();
    await page.addInitScript(() => localStorage.setItem('showUserGuide', 'false'));
    await page.goto('/');
    await page.getByRole('button', { name: 'View drivers' }).click();
    await page.getByRole('button', { name: /Motorcycle/ }).click();

    const dialogs = page.getByRole('dialog');
    const denied = page.getByRole('dialog', { name: 'Location Access Denied' });
    await denied.waitFor();
    await shot(page, 'map-01-location-denied');
    expect(await dialogs.count()).toBe(1);
    await denied.getByRole('button', { name: 'OK' }).click();

    const select = page.getByRole('dialog', { name: 'Select a location' });
    await select.waitFor();
    await denied.waitFor({ state: 'hidden' });
    await shot(page, 'map-02-select-location');
    expect(await dialogs.count()).toBe(1);
    await select.getByRole('button', { name: 'Puerto Princesa' }).click();

    const walkIn = page.getByRole('dialog', { name: 'Download the app!' });
    await walkIn.waitFor();
    await select.waitFor({ state: 'hidden' });
    await shot(page, 'map-03-walk-in');
    expect(await dialogs.count()).toBe(1);
    await walkIn.getByRole('button', { name: 'See drivers on the map' }).click();
    await walkIn.waitFor({ state: 'hidden' });
    const map = page.getByTestId('drivers-map');
    expect(await map.getAttribute('data-search-lat')).toBe('9.7392');
  });
});

describe('links opened signed out', () => {
  it('the chat link goes to login and comes back to the chat', async () => {
    const rider = await apiLogin('client@example.com');
    const order = await bookedRide(rider.token);
    const page = await session.openPhone();
    await page.goto(`/booking/${order.code}/chat`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('r')).toBe(`booking-chat_${order.code}`);
    await login(page, 'client@example.com');
    await page.waitForURL((url) => url.pathname === `/booking/${order.code}/chat`);
    await page.getByText(`#${order.code}`).first().waitFor();
    await shot(page, 'chat-01-after-login');
    await cancelRide(rider.token, order.id);
  });

  it('/orders/{orderId} opens the booking for its rider, after login, and not for another account', async () => {
    const rider = await apiLogin('client@example.com');
    const order = await bookedRide(rider.token);
    const page = await session.openPhone();
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await login(page, 'client@example.com');
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    await page.getByText(`Booking #${order.code}`).waitFor();
    await shot(page, 'orders-01-by-order-id');

    const other = await session.openPhone();
    await other.goto('/login');
    await login(other, 'driver@example.com');
    await other.waitForURL((url) => url.pathname !== '/login');
    await other.goto(`/orders/${order.id}`);
    await other.getByRole('heading', { name: 'Booking not found' }).waitFor();
    expect(await other.getByText(`Booking #${order.code}`).count()).toBe(0);
    await cancelRide(rider.token, order.id);
  });
});

describe('an invitation', () => {
  it('"Create an account" carries the referral code into registration', async () => {
    const inviter = await apiLogin('client@example.com');
    const code = inviter.account.code;
    const page = await session.openPhone();
    await page.goto(`/share/${code}`);
    await page.getByTestId('referral-code').getByText(code).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('radio', { name: /I am a local/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').fill('Liza Soberano Reyes');
    await page.getByLabel('Email').fill('liza.reyes@example.com');
    await page.getByLabel('Mobile number').fill('09181239876');
    await page
      .getByLabel('Choose a file for Selfie')
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByText('Photo added.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const referral = page.getByLabel('Referral code (optional)');
    await referral.waitFor();
    expect(await referral.inputValue()).toBe(code);
    await shot(page, 'invite-01-referral-filled');
  });
});

describe('saving an address', () => {
  it('without a point on the map says what is missing', async () => {
    const page = await session.openPhone();
    await page.goto('/login?r=book%2Fride');
    await login(page, 'client@example.com');
    await page.waitForURL((url) => url.pathname === '/book/ride');
    await page.getByRole('dialog', { name: 'Set Current Location as Pickup?' }).waitFor();
    await page.getByRole('button', { name: "No, I'll do it manually" }).click();
    await page.getByRole('button', { name: 'Custom' }).click();
    const list = page.getByRole('dialog', { name: 'Saved addresses' });
    await list.getByRole('button', { name: 'New Address' }).click();
    const editor = page.getByRole('dialog', { name: 'New Address' });
    await editor.getByLabel('Nickname').fill("Tita Nena's house");
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor
      .getByRole('alert')
      .filter({ hasText: 'Please set the address on the map before saving.' })
      .waitFor();
    await shot(page, 'address-01-no-location');
    // The way to fix it has the focus, and nothing was saved.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Set on map');
    expect(await page.getByRole('dialog', { name: 'Saved' }).count()).toBe(0);
  });
});

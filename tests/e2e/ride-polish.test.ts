import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, launchBrowser, startE2eServer } from '../helpers/e2e';
import { loginAs, PUERTO_PRINCESA, pickPlace, putDriverOnline } from '../helpers/ride-phones';

/**
 * Where a rider and a driver used to stumble, met as they meet it, each in a 390×844 phone of their own: the
 * only driver nearby declines and gets the booking again while the rider is told dispatch keeps looking; the
 * driver's chat is one tap away and shows the rider's unread messages; a cancelled job says who cancelled and
 * why with nothing to collect; the shared trip draws its road and, once the link has expired, says so.
 * Set E2E_SHOTS to a directory to keep a screenshot of each step.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LIVE = 20_000;

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const shotsDir = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(350); // let dialogs finish fading in or out
  await page.screenshot({ path: path.join(shotsDir, `polish-${name}.png`) });
}

async function phone(options: { geolocation?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
    // The installed app's service worker is tested in offline-app; here it would only cost CPU.
    serviceWorkers: 'block',
    ...(options.geolocation ? { geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] } : {}),
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(LIVE);
  return page;
}

async function login(page: Page, email: string) {
  await loginAs(page, server.url, email);
}

async function driverOnline(): Promise<Page> {
  return putDriverOnline(await phone({ geolocation: true }), server.url);
}

/** Books a motorcycle from Robinsons to the airport through the wizard; returns on the booking page. */
async function bookRide(rider: Page): Promise<string> {
  await login(rider, 'client@example.com');
  await rider.goto(`${server.url}/book/ride`);
  await rider.getByRole('dialog', { name: 'Set Current Location as Pickup?' }).waitFor();
  await rider.getByRole('button', { name: "No, I'll do it manually" }).click();
  await rider.getByRole('button', { name: /^Pickup: not set/ }).click();
  await pickPlace(rider, 'Search pickup location', 'Robinsons', /Robinsons/, 'Set the pickup pin');
  await pickPlace(rider, 'Search drop-off location', 'Airport', /Airport/, 'Set the drop-off pin');
  const proceed = rider.getByRole('button', { name: 'Proceed' });
  await expect.poll(() => proceed.isEnabled()).toBe(true);
  await proceed.click();
  await rider.getByRole('radio', { name: /Motor/ }).waitFor();
  await rider.getByRole('button', { name: 'Book Now' }).click();
  const receipt = rider.getByRole('dialog', { name: 'Confirm your fare' });
  await receipt.waitFor();
  await receipt.getByRole('button', { name: 'Confirm booking' }).click();
  // Straight to the booking view: no ten-second wait on the wizard (that alone would overrun this timeout).
  await rider.waitForURL(/\/booking\/\d+-[A-Z0-9]+$/, { timeout: 8_000 });
  await rider.getByRole('heading', { name: 'connecting...' }).waitFor();
  return new URL(rider.url()).pathname.split('-').slice(1).join('-');
}

/** Is the whole element inside the phone's screen, without scrolling? */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

beforeAll(async () => {
  // A short pause before the declined driver is asked again; shared links expire as soon as the trip ends.
  server = await startE2eServer({ dispatch: { reofferPauseMs: 3_000 }, env: { SHARE_LINK_HOURS: '0' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
  await browser?.close();
  await server?.close();
});

describe('ride polish, rider and driver', () => {
  it('keeps looking after the only driver declines, then chat, cancel and the shared trip', async () => {
    const driver = await driverOnline();
    const rider = await phone();
    const code = await bookRide(rider);
    const bookingUrl = rider.url();

    // The only driver nearby says no: the rider is told, with a free way out; the driver is asked again.
    const offer = driver.getByRole('dialog', { name: 'New ride booking' });
    await offer.waitFor({ timeout: 30_000 });
    await offer.getByRole('button', { name: 'Decline' }).click();
    await offer.waitFor({ state: 'hidden' });
    const looking = rider.locator('[data-still-looking]');
    await looking.waitFor();
    await expect(looking.getByText('Still looking for a driver near you').count()).resolves.toBe(1);
    await looking.getByRole('button', { name: 'Cancel at no cost' }).waitFor();
    await shot(rider, 'rider-01-still-looking');
    await offer.waitFor({ timeout: 30_000 });
    await shot(driver, 'driver-01-offered-again');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await driver.getByRole('button', { name: 'I have arrived at the pickup' }).waitFor();
    await rider.getByRole('heading', { name: 'Your driver is on the way' }).waitFor();
    await expect(looking.count()).resolves.toBe(0);

    // The driver's chat bar is on the screen without scrolling, wherever the driver is on the job screen.
    await driver.locator('[data-driver-chat-bar]').waitFor();
    expect(await onScreen(driver, '[data-driver-chat-bar]')).toBe(true);
    await shot(driver, 'driver-02-job');

    // The shared trip draws its road (through the link's own token) for someone without an account.
    const shareToken = await rider.evaluate(async (ref) => {
      const response = await fetch(`/api/booking/${ref}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { share_token: string }).share_token;
    }, bookingUrl.split('/booking/')[1]);
    const friend = await phone();
    const shareUrl = `${server.url}/booking/${code}?share=${shareToken}`;
    await friend.goto(shareUrl);
    await friend.getByRole('heading', { name: 'Your driver is on the way' }).waitFor();
    await friend.locator('[data-route="road"]').waitFor();
    await friend.locator('[data-map-state="idle"]').waitFor();
    await shot(friend, 'friend-01-shared-route');
    // The line follows the streets (many bends, not the two ends of a straight line), on the driver's job too.
    const bends = await friend.locator('[data-route="road"]').getAttribute('data-route-points');
    expect(Number(bends)).toBeGreaterThan(10);
    await driver.locator('[data-route="road"]').waitFor();

    // The rider writes; the driver, scrolled to the top of the job screen, sees it waiting and answers.
    await rider.getByRole('button', { name: /Chat with/ }).click();
    await rider.waitForURL(new RegExp(`/booking/${code}/chat$`));
    await rider.getByRole('textbox', { name: 'Message' }).fill('I am by the main entrance');
    await rider.getByRole('button', { name: 'Send message' }).click();
    await driver.evaluate(() => window.scrollTo(0, 0));
    const unread = driver.getByRole('button', { name: 'Chat with the rider, 1 unread' });
    await unread.waitFor();
    expect(await onScreen(driver, '[data-driver-chat-bar]')).toBe(true);
    await expect(unread.getByText('I am by the main entrance').count()).resolves.toBe(1);
    await shot(driver, 'driver-03-unread');
    await unread.click();
    const reply = driver.getByRole('textbox', { name: 'Message' });
    await reply.waitFor();
    await reply.fill('Coming, two minutes');
    await driver.getByRole('button', { name: 'Send message' }).click();
    await rider.getByText('Coming, two minutes').waitFor();
    await shot(driver, 'driver-04-chat-open');
    await driver.getByRole('button', { name: 'Close the chat' }).click();
    await driver.getByRole('button', { name: 'Chat with the rider' }).waitFor();

    // The rider cancels: the driver reads who and why, and that there is nothing to collect.
    await rider.getByRole('button', { name: 'Back to the booking' }).click();
    await rider.waitForURL(bookingUrl);
    await rider.getByRole('button', { name: 'Cancel booking' }).click();
    const reasons = rider.getByRole('dialog', { name: 'Why do you want to cancel?' });
    await reasons.getByRole('radio', { name: 'Pickup point' }).check();
    await reasons.getByRole('button', { name: 'Next' }).click();
    await rider
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Yes, cancel' })
      .click();
    await rider.getByRole('dialog', { name: 'Trip Cancelled' }).waitFor();

    const cancelled = driver.locator('[data-cancelled-alert]');
    await cancelled.waitFor();
    await driver.getByRole('heading', { name: 'Trip cancelled' }).waitFor();
    await expect(cancelled.getByText('The rider cancelled this booking.').count()).resolves.toBe(1);
    await expect(cancelled.getByText('Reason: Pickup point').count()).resolves.toBe(1);
    await expect(cancelled.getByText('Nothing to collect: the trip was cancelled.').count()).resolves.toBe(1);
    await expect(driver.getByText(/Collect ₱/).count()).resolves.toBe(0);
    await driver.getByRole('button', { name: 'Back to waiting for bookings' }).waitFor();
    await shot(driver, 'driver-05-cancelled');

    // Links last 0 hours after the trip here: the friend's page now says the link has expired.
    await friend.reload();
    await friend.getByText('This shared trip link has expired.').waitFor();
    await expect(friend.getByRole('link', { name: 'Go to the home page' }).count()).resolves.toBe(1);
    await shot(friend, 'friend-02-expired');
  }, 240_000);
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, launchBrowser, startE2eServer } from '../helpers/e2e';
import { loginAs, PUERTO_PRINCESA, pickPlace, putDriverOnline } from '../helpers/ride-phones';

/**
 * A rider and a driver, each in a phone-sized browser of their own: the ride wizard, the live offer, the
 * booking view updating without reloads, the chat both ways, the trip's steps, and the cancel path.
 * Set E2E_SHOTS to a directory to keep a screenshot of each step.
 */

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;
const LIVE = 20_000;

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const shotsDir = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(350); // let dialogs finish fading in or out
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function closeAll() {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
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

/** Logs the rider in and books a motorcycle from Robinsons to the airport; returns on the booking page. */
async function bookRide(rider: Page, prefix: string): Promise<string> {
  await login(rider, 'client@example.com');
  await rider.goto(`${server.url}/book/ride`);
  await rider.getByRole('dialog', { name: 'Set Current Location as Pickup?' }).waitFor();
  await shot(rider, `${prefix}-01-current-location`);
  await rider.getByRole('button', { name: "No, I'll do it manually" }).click();
  await expect(rider.getByRole('button', { name: 'Proceed' }).isDisabled()).resolves.toBe(true);

  await rider.getByRole('button', { name: /^Pickup: not set/ }).click();
  await rider.getByLabel('Search pickup location').fill('Robinsons');
  await rider.getByText('Searching... Please wait...').waitFor();
  await shot(rider, `${prefix}-02-searching`);
  await rider
    .getByRole('option', { name: /Robinsons/ })
    .first()
    .click();
  await shot(rider, `${prefix}-03-pickup-chosen`);
  await rider.getByRole('button', { name: 'Set the pickup pin' }).click();
  // The pin flow moves on to the drop-off by itself.
  await pickPlace(rider, 'Search drop-off location', 'Airport', /Airport/, 'Set the drop-off pin');

  const proceed = rider.getByRole('button', { name: 'Proceed' });
  await expect.poll(() => proceed.isEnabled()).toBe(true);
  await shot(rider, `${prefix}-04-summary`);
  await proceed.click();

  const motor = rider.getByRole('radio', { name: /Motor/ });
  await motor.waitFor();
  await expect(motor.isChecked()).resolves.toBe(true);
  await expect(rider.locator('[data-fare-line="web-fee"]').textContent()).resolves.toBe('₱2.00');
  await expect(rider.locator('[data-fare-line="distance"]').textContent()).resolves.toMatch(/^\d+\.\d km$/);
  await shot(rider, `${prefix}-05-vehicle`);

  await rider.getByRole('button', { name: 'Book Now' }).click();
  // The driver is a few km away, beyond the free 1 km: the receipt with the pickup fee asks first.
  const receipt = rider.getByRole('dialog', { name: 'Confirm your fare' });
  await receipt.waitFor();
  await expect(receipt.getByText(/Pickup fee/).count()).resolves.toBeGreaterThan(0);
  await shot(rider, `${prefix}-06-receipt`);
  await receipt.getByRole('button', { name: 'Confirm booking' }).click();
  // The booking page replaces the wizard in the history as soon as the booking is made.
  await rider.waitForURL(/\/booking\/\d+-[A-Z0-9]+$/, { timeout: 30_000 });
  await rider.getByRole('heading', { name: 'connecting...' }).waitFor();
  await shot(rider, `${prefix}-08-connecting`);
  return new URL(rider.url()).pathname.split('-').slice(1).join('-');
}

async function acceptOffer(driver: Page, prefix: string) {
  const offer = driver.getByRole('dialog', { name: 'New ride booking' });
  await offer.waitFor({ timeout: 30_000 });
  await offer.getByText(/Expires in \d+ s/).waitFor();
  await shot(driver, `${prefix}-driver-01-offer`);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await driver.getByRole('button', { name: 'I have arrived at the pickup' }).waitFor();
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.close();
});

describe('ride booking, rider and driver', () => {
  it('guards the screens, uses the current location, and reports when no driver is free', async () => {
    const anonymous = await phone();
    await anonymous.goto(`${server.url}/book/ride`);
    await anonymous.waitForURL(`${server.url}/login?r=book%2Fride`);

    const rider = await phone({ geolocation: true });
    await login(rider, 'client@example.com');
    await rider.goto(`${server.url}/driver/jobs`);
    await rider.waitForURL(`${server.url}/`);

    await rider.goto(`${server.url}/book/ride`);
    await rider.getByRole('button', { name: 'Yes, please' }).click();
    await rider.getByRole('button', { name: /^Pickup: (?!not set)/ }).waitFor();
    await rider.getByRole('button', { name: /^Destination: not set/ }).click();
    await pickPlace(rider, 'Search drop-off location', 'Baywalk', /Baywalk/, 'Set the drop-off pin');
    await rider.getByRole('button', { name: 'Proceed' }).click();
    await rider.getByRole('radio', { name: /Motor/ }).waitFor();

    // Wallet is app-only: the popup, then back to cash.
    await rider.getByRole('combobox', { name: 'Payment method' }).click();
    await rider.getByRole('option', { name: 'Wallet' }).click();
    await rider.getByRole('dialog', { name: 'Wallet is not available on the web' }).waitFor();
    await shot(rider, 'guard-01-wallet');
    await rider.getByRole('button', { name: 'Pay using cash instead' }).click();
    await expect(rider.getByRole('combobox', { name: 'Payment method' }).textContent()).resolves.toBe('Cash');

    // The web-fee popup only explains; the tip shows in the fare lines.
    await rider.getByRole('button', { name: 'Remove web fee' }).click();
    await rider.getByRole('button', { name: 'Continue with ₱2.00 web fee' }).click();
    await rider.getByRole('button', { name: 'Add a tip' }).click();
    await rider.getByLabel('Tip amount').fill('0.5');
    await rider.getByRole('button', { name: 'Save tip' }).click();
    await rider.getByText('The tip must be at least 1 peso.').waitFor();
    await rider.getByLabel('Tip amount').fill('20');
    await rider.getByRole('button', { name: 'Save tip' }).click();
    await expect(rider.locator('[data-fare-line="tip"]').textContent()).resolves.toBe('₱20.00');
    await shot(rider, 'guard-02-fare-with-tip');

    await rider.getByRole('button', { name: 'Book Now' }).click();
    const info = rider.getByRole('dialog', { name: 'Driver Availability' });
    await info.waitFor();
    await expect(info.textContent()).resolves.toMatch(/No available motorcycle drivers near you/);
    await shot(rider, 'guard-03-no-driver');
    await info.getByRole('button', { name: 'OK' }).click();
    // Nothing typed is lost: still on the fare page with the tip.
    await expect(rider.locator('[data-fare-line="tip"]').textContent()).resolves.toBe('₱20.00');
    await closeAll();
  }, 180_000);

  it('books, is accepted live, chats both ways and follows the trip to delivered', async () => {
    const driver = await driverOnline();
    const rider = await phone();
    const code = await bookRide(rider, 'trip');
    const bookingUrl = rider.url();

    await acceptOffer(driver, 'trip');
    // No reload: the driver card and the new status arrive by themselves.
    await rider.locator('[data-driver-card]').waitFor();
    await rider.getByRole('heading', { name: 'Your driver is on the way' }).waitFor();
    await rider.getByText('Jose Dela Cruz').waitFor();
    await rider.getByText('PAL 1234').waitFor();
    expect(rider.url()).toBe(bookingUrl);
    await shot(rider, 'trip-09-preparing');

    // The share link opens a reduced view for someone without an account.
    const shareToken = await rider.evaluate(async (path) => {
      const response = await fetch(`/api/booking/${path}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { share_token: string }).share_token;
    }, bookingUrl.split('/booking/')[1]);
    const friend = await phone();
    await friend.goto(`${server.url}/booking/${code}?share=${shareToken}`);
    await friend.getByRole('heading', { name: 'Your driver is on the way' }).waitFor();
    await friend.getByText('Driver: Jose').waitFor();
    await expect(friend.getByText('PAL 1234', { exact: false }).count()).resolves.toBeGreaterThan(0);
    await shot(friend, 'trip-09b-shared');
    await friend.context().close();

    // The verification code and the emergency popup.
    await rider.getByRole('button', { name: 'Code' }).click();
    await expect(rider.getByRole('dialog', { name: 'Verification code' }).textContent()).resolves.toMatch(
      /\d{4}/,
    );
    await rider.getByRole('button', { name: 'OK' }).click();
    await rider.getByRole('button', { name: 'Emergency' }).click();
    await expect(
      rider
        .getByRole('dialog', { name: 'Emergency' })
        .getByRole('link', { name: /Call/ })
        .getAttribute('href'),
    ).resolves.toMatch(/^tel:/);
    await rider.getByRole('button', { name: 'Close' }).click();

    // Chat: the driver writes from the job screen, the rider answers from /booking/{code}/chat.
    await driver.getByRole('button', { name: 'Chat with the rider' }).click();
    await driver.getByRole('textbox', { name: 'Message' }).fill('Hello, I am on my way');
    await driver.getByRole('button', { name: 'Send message' }).click();
    await rider.getByRole('button', { name: /Chat with/ }).click();
    await rider.waitForURL(new RegExp(`/booking/${code}/chat$`));
    await rider.getByRole('heading', { name: `Chat Preview #${code}` }).waitFor();
    await rider.getByText('Hello, I am on my way').waitFor();
    await rider.getByText('Today', { exact: true }).waitFor();
    await expect(rider.getByText(/^Today • \d{1,2}:\d{2} (AM|PM)/).count()).resolves.toBeGreaterThan(0);
    await rider.getByRole('textbox', { name: 'Message' }).fill('   ');
    await expect(rider.getByRole('button', { name: 'Send message' }).isDisabled()).resolves.toBe(true);
    await rider.getByRole('textbox', { name: 'Message' }).fill('Thanks! I am at the entrance');
    await rider.getByRole('button', { name: 'Send message' }).click();
    await driver.getByText('Thanks! I am at the entrance').waitFor();
    await shot(rider, 'trip-10-chat');
    await shot(driver, 'trip-driver-02-chat');
    await driver.getByRole('button', { name: 'Close the chat' }).click();
    // Messages survive a reload, none doubled.
    await rider.reload();
    await rider.getByText('Thanks! I am at the entrance').waitFor();
    await expect(rider.locator('[data-chat-message]').count()).resolves.toBe(2);
    await rider.getByRole('button', { name: 'Back to the booking' }).click();
    await rider.waitForURL(bookingUrl);

    // The trip's steps, each seen by the rider without a reload.
    await driver.getByRole('button', { name: 'I have arrived at the pickup' }).click();
    await rider.getByRole('heading', { name: 'Your driver is here' }).waitFor();
    await shot(rider, 'trip-11-arrived');
    await driver.getByRole('button', { name: 'Start the trip' }).click();
    await rider.getByRole('heading', { name: 'ongoing' }).waitFor();
    await rider.getByText('Ride Safely').waitFor();
    await expect(rider.getByRole('button', { name: 'Cancel booking' }).count()).resolves.toBe(0);
    await shot(rider, 'trip-12-ongoing');
    await driver.getByRole('button', { name: 'Complete the trip' }).click();
    await rider.getByRole('heading', { name: 'You have arrived' }).waitFor();
    await driver.getByRole('button', { name: 'Back to waiting for bookings' }).waitFor();

    // Delivered: the eye button toggles the original pickup and drop-off markers.
    const eye = rider.getByRole('button', { name: 'Show the original pickup and drop-off' });
    await eye.waitFor();
    await expect(rider.getByRole('img', { name: 'Original pickup' }).count()).resolves.toBe(0);
    await eye.click();
    // Markers sit in zero-size holders on the map, so they count as attached rather than visible.
    await rider.getByRole('img', { name: 'Original pickup' }).waitFor({ state: 'attached' });
    await rider.getByRole('img', { name: 'Original drop-off' }).waitFor({ state: 'attached' });
    await expect(eye.getAttribute('aria-pressed')).resolves.toBe('true');
    await shot(rider, 'trip-13-delivered');

    // The chat is closed once the trip is over.
    await rider.goto(`${server.url}/booking/${code}/chat`);
    await rider.getByText('Thanks! I am at the entrance').waitFor();
    await expect(rider.getByRole('textbox', { name: 'Message' }).count()).resolves.toBe(0);
    await closeAll();
  }, 240_000);

  it('cancels with another reason, shows the count, and goes home after 5 s; the driver sees it', async () => {
    const driver = await driverOnline();
    const rider = await phone();
    await bookRide(rider, 'cancel');
    // A client with a live booking who opens the wizard is taken to that booking.
    const bookingUrl = rider.url();
    await rider.goto(`${server.url}/book/ride`);
    await rider.waitForURL(bookingUrl);
    await rider.getByRole('heading', { name: 'connecting...' }).waitFor();
    await acceptOffer(driver, 'cancel');
    await rider.getByRole('heading', { name: 'Your driver is on the way' }).waitFor();

    await rider.getByRole('button', { name: 'Cancel booking' }).click();
    const reasons = rider.getByRole('dialog', { name: 'Why do you want to cancel?' });
    await reasons.waitFor();
    await reasons.getByRole('radio', { name: 'Other reason' }).check();
    await reasons.getByLabel('Your reason').fill('abc');
    await reasons.getByRole('button', { name: 'Next' }).click();
    await reasons.getByText('Please enter a valid reason').waitFor();
    await shot(rider, 'cancel-09-reason-too-short');
    await reasons.getByLabel('Your reason').fill('Plans changed, sorry');
    await reasons.getByRole('button', { name: 'Next' }).click();

    const confirm = rider.getByRole('dialog', { name: 'Cancel this booking?' });
    await confirm.waitFor();
    await expect(confirm.locator('[data-cancel-count]').textContent()).resolves.toBe(
      'You have cancelled 0 out of 7 bookings today.',
    );
    await shot(rider, 'cancel-10-confirm');
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await rider.getByRole('dialog', { name: 'Trip Cancelled' }).waitFor();
    await shot(rider, 'cancel-11-trip-cancelled');

    // The driver's job screen shows the cancellation, without a reload.
    await driver.locator('[data-cancelled-alert]').waitFor();
    await expect(driver.getByText('Plans changed, sorry').count()).resolves.toBeGreaterThan(0);
    await shot(driver, 'cancel-driver-02-cancelled');

    const cancelledAt = Date.now();
    await rider.waitForURL(`${server.url}/`, { timeout: 15_000 });
    expect(Date.now() - cancelledAt).toBeGreaterThan(3_000);
    await closeAll();
  }, 240_000);
});

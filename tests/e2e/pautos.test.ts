import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from '../helpers/console-e2e';
import { DEMO_PASSWORD, e2eSession, PNG_1PX } from '../helpers/e2e';

/**
 * A customer and a driver, each in a phone browser of their own, run a whole errand: booking at /book/pasuyo,
 * the offer to a driver with Pautos on, the budget with its receipt and one insufficient-budget round, a closed
 * store answered with "Set on map", the purchase with its receipt, the delivery and the change in the wallet,
 * which the receipt links to.
 */

const session = e2eSession();
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };
const LIVE = 20_000;

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function pick(page: Page, query: string, option: RegExp) {
  await page.getByLabel('Search a place').fill(query);
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('button', { name: 'Use this location' }).click();
}

async function pautosStatus(page: Page, label: string) {
  await page.locator('[data-pautos-status]', { hasText: label }).first().waitFor({ timeout: LIVE });
}

async function sendBudget(customer: Page, pesos: string, reference: string) {
  const dialog = customer.getByRole('dialog', { name: 'Send budget' });
  await dialog.waitFor({ timeout: LIVE });
  await dialog.getByText('GCash · 09171234567').waitFor();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await dialog.getByLabel('Amount').fill(pesos);
  await dialog.getByLabel('Reference number').fill(reference);
  expect(await confirm.isDisabled()).toBe(true);
  await customer
    .locator('[data-testid=budget-receipt]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_1PX });
  await confirm.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The driver's wallet holds ₱100 (a claimed gift certificate), enough to pass the change on to the customer. */
async function fundDriverWallet() {
  const admin = await apiLogin(session.server.url, 'admin@example.com');
  const batch = await admin('admin/gift-certificates', {
    body: { amount: 10_000, count: 1, wallet_type: 'wallet', expires_at: '2031-12-31T15:59:00.000Z' },
  }).then((res) => res.json());
  const { data } = await admin(`certificates?bulk_id=${batch.id}`).then((res) => res.json());
  const driver = await apiLogin(session.server.url, 'driver@example.com');
  const claimed = await driver(`claim-gift-certificate?code=${data[0].code}`);
  expect(claimed.status).toBe(200);
}

async function driverStep(driver: Page, name: string) {
  await driver.getByRole('button', { name, exact: true }).click({ timeout: LIVE });
}

describe('pautos: a customer sends a driver to buy things', () => {
  it('runs the whole errand with a closed store and an insufficient budget, live on both phones', async () => {
    await fundDriverWallet();
    const driver = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await login(driver, 'driver@example.com');
    await driver.goto('/driver/jobs');
    await driver.getByRole('heading', { name: 'Payment accounts' }).waitFor();
    await driver.getByLabel('Account name (for example GCash)').fill('GCash');
    await driver.getByLabel('Account number').fill('09171234567');
    await driver.getByRole('button', { name: 'Add account' }).click();
    await driver.getByText('GCash · 09171234567').waitFor();
    const pautos = driver.getByRole('checkbox', { name: 'Pautos' });
    if (!(await pautos.isChecked())) await pautos.check();
    const ride = driver.getByRole('checkbox', { name: 'Ride' });
    if (await ride.isChecked()) await ride.uncheck();
    const goOnline = driver.getByRole('button', { name: 'Go online' });
    if (await goOnline.isVisible()) await goOnline.click();
    await driver.getByText('Waiting for bookings...').waitFor();

    const customer = await session.openPhone();
    await login(customer, 'client@example.com');
    await customer.goto('/book/pasuyo');
    const proceed = customer.getByRole('button', { name: 'Proceed' });
    await proceed.waitFor();
    expect(await proceed.isDisabled()).toBe(true);
    await customer.getByRole('button', { name: /^Store address:/ }).click();
    await pick(customer, 'Robinsons', /Robinsons/);
    await customer.getByRole('button', { name: /^Delivery address:/ }).click();
    await pick(customer, 'Baywalk', /Baywalk/);
    await customer.getByLabel('Store location details').fill('Supermarket, ground floor');
    await customer.getByLabel('Items to purchase').fill('2 kg rice\n1 tray of eggs');
    await customer.getByLabel('Estimated budget').fill('500');
    await customer.getByLabel('Special instructions').fill('Brown eggs please');
    await proceed.click();
    const motor = customer.getByRole('radio', { name: /Motor/ });
    await motor.waitFor();
    await expect(customer.locator('[data-price]').first().textContent()).resolves.toMatch(/^Php \d+\.\d\d$/);
    await customer.getByRole('button', { name: 'Book Now' }).click();

    const offer = driver.getByRole('dialog', { name: 'New pautos booking' });
    await offer.waitFor({ timeout: LIVE });
    await offer.getByText('2 kg rice').waitFor();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await customer.waitForURL(/\/booking\//, { timeout: LIVE });

    await driverStep(driver, 'Ask for the budget');
    await pautosStatus(customer, 'SETTLING BUDGET');
    await sendBudget(customer, '400', 'GC-0001');
    await customer.getByRole('dialog', { name: 'Waiting for confirmation' }).waitFor();

    // Not enough: the driver asks for ₱100 more; the customer adds it.
    await driver.getByText('The customer sent ₱400.00').waitFor({ timeout: LIVE });
    await driver.getByLabel('How much more is needed (pesos)').fill('100');
    await driverStep(driver, 'Budget is not enough');
    const insufficient = customer.getByRole('dialog', { name: 'Insufficient budget' });
    await insufficient.waitFor({ timeout: LIVE });
    await insufficient.getByText('Your driver needs ₱100.00 more.').waitFor();
    await insufficient.getByRole('button', { name: 'Add budget' }).click();
    await sendBudget(customer, '100', 'GC-0002');
    await driverStep(driver, 'Budget received');
    await pautosStatus(customer, 'GOING TO STORE');

    // The store is closed: the customer sets another store on the map.
    await driverStep(driver, 'Arrived at the store');
    await pautosStatus(customer, 'AT THE STORE');
    await driverStep(driver, 'Store closed');
    const closed = customer.getByRole('dialog', { name: 'Store closed' });
    await closed.waitFor({ timeout: LIVE });
    await closed.getByRole('button', { name: 'Let driver find' }).waitFor();
    await closed.getByRole('button', { name: 'Cancel Pautos' }).waitFor();
    await closed.getByRole('button', { name: 'Set on map' }).click();
    await pick(customer, 'Airport', /Airport/);
    await pautosStatus(customer, 'GOING TO STORE');
    await driver.getByText(/The customer set a new store location: .*Airport/).waitFor({ timeout: LIVE });

    await driverStep(driver, 'Arrived at the store');
    await driverStep(driver, 'Store open: start purchasing');
    await pautosStatus(customer, 'PURCHASING');
    await driver.getByLabel('Total spent (pesos)').fill('450');
    await driver
      .locator('[data-testid=store-receipt]')
      .setInputFiles({ name: 'store.png', mimeType: 'image/png', buffer: PNG_1PX });
    await driverStep(driver, 'Purchased');
    await pautosStatus(customer, 'PURCHASED');
    const receipt = customer.getByRole('region', { name: 'Temporary receipt' });
    await receipt.getByText('₱500.00').waitFor();
    await receipt.getByText('₱450.00').waitFor();
    await receipt.getByText('₱50.00').waitFor();
    await receipt.getByRole('img', { name: 'View receipt' }).waitFor();

    // Chat works on the errand as on a ride: the driver writes from the job screen while the customer is on
    // another page, where a notice opens the chat; the customer answers.
    const bookingUrl = customer.url();
    await customer.goto('/claim-gift-certificate');
    await customer.locator('[data-chat-notice="listening"]').waitFor({ state: 'attached' });
    await driver.getByRole('button', { name: 'Chat with the rider' }).click();
    await driver.getByRole('textbox', { name: 'Message' }).fill('Nabili ko na po, papunta na ako');
    await driver.getByRole('button', { name: 'Send message' }).click();
    const notice = customer.getByRole('alert').filter({ hasText: 'New Chat Message' });
    await notice.getByText('Nabili ko na po, papunta na ako').waitFor({ timeout: LIVE });
    if (process.env.E2E_SHOTS)
      await customer.screenshot({ path: `${process.env.E2E_SHOTS}/chat-notice.png` });
    await notice.getByRole('link', { name: 'Open chat' }).click();
    await customer.waitForURL(/\/chat$/);
    await customer.getByText('Nabili ko na po, papunta na ako').waitFor();
    await customer.getByRole('textbox', { name: 'Message' }).fill('Salamat po!');
    await customer.getByRole('button', { name: 'Send message' }).click();
    await driver.getByText('Salamat po!').waitFor();
    await driver.getByRole('button', { name: 'Close the chat' }).click();
    await customer.getByRole('button', { name: 'Back to the booking' }).click();
    await customer.waitForURL(bookingUrl);

    await driverStep(driver, 'Start delivery');
    await pautosStatus(customer, 'ONGOING');
    await driverStep(driver, 'Arrived at the customer');
    await pautosStatus(customer, 'ARRIVED');
    await driverStep(driver, 'Complete the errand');
    await customer.locator('[data-status="delivered"]').waitFor({ timeout: LIVE });

    // The driver's wallet passes the change on: the receipt says so and opens the customer's wallet, where
    // the change is one entry in plain words, linked to this errand.
    await customer.reload();
    await receipt.getByText('₱50.00').waitFor();
    await receipt.getByText('The change goes back to your wallet.').waitFor();
    await receipt.getByRole('link', { name: 'Open your wallet' }).click();
    await customer.waitForURL('**/wallet');
    const entry = customer.getByTestId('wallet-entry').first();
    await entry.getByText('Change from your errand, returned to your wallet').waitFor();
    await entry.getByText('+₱50.00').waitFor();
    if (process.env.E2E_SHOTS) await customer.screenshot({ path: `${process.env.E2E_SHOTS}/wallet.png` });
    await entry.getByRole('link', { name: /^View booking / }).click();
    await customer.waitForURL(bookingUrl);
    await customer.locator('[data-status="delivered"]').waitFor();
  }, 180_000);

  it('a cash errand: the driver pays at the store, the customer pays in cash on delivery, in errand words', async () => {
    const shots = process.env.E2E_SHOTS;
    const driver = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    await login(driver, 'driver@example.com');
    await driver.goto('/driver/jobs');
    const pautos = driver.getByRole('checkbox', { name: 'Pautos' });
    await pautos.waitFor();
    if (!(await pautos.isChecked())) await pautos.check();
    const goOnline = driver.getByRole('button', { name: 'Go online' });
    if (await goOnline.isVisible()) await goOnline.click();
    await driver.getByText('Waiting for bookings...').waitFor();

    const customer = await session.openPhone();
    await login(customer, 'client@example.com');
    await customer.goto('/book/pasuyo');
    await customer.getByRole('button', { name: /^Store address:/ }).click();
    await pick(customer, 'Robinsons', /Robinsons/);
    await customer.getByRole('button', { name: /^Delivery address:/ }).click();
    await pick(customer, 'Baywalk', /Baywalk/);
    await customer.getByLabel('Items to purchase').fill('1 box of paracetamol');
    await customer.getByRole('radio', { name: 'Cash on delivery' }).check();
    await customer.getByText('Enter the budget your driver may spend for you.').waitFor();
    await customer.getByLabel('Estimated budget').fill('300');
    await customer.getByRole('button', { name: 'Proceed' }).click();
    await customer.getByRole('radio', { name: /Motor/ }).waitFor();
    await customer.getByRole('button', { name: 'Book Now' }).click();

    const offer = driver.getByRole('dialog', { name: 'New pautos booking' });
    await offer.getByRole('button', { name: 'Accept' }).click({ timeout: LIVE });
    await customer.waitForURL(/\/booking\//, { timeout: LIVE });
    await driver.getByText(/^Cash errand: you buy with your own money, up to ₱300\.00/).waitFor();
    await driverStep(driver, 'Buy with my cash (paid on delivery)');
    await pautosStatus(customer, 'GOING TO STORE');
    // Cancelling is offered while the driver has spent nothing, and said in words once it is not.
    const cancel = customer.getByRole('button', { name: 'Cancel booking' });
    await cancel.waitFor();
    await driverStep(driver, 'Arrived at the store');
    await pautosStatus(customer, 'AT THE STORE');
    await customer.getByText('Cancelling is no longer possible: the driver is at the store.').waitFor();
    expect(await cancel.count()).toBe(0);

    await driverStep(driver, 'Store open: start purchasing');
    await driver.getByLabel('Total spent (pesos)').fill('250');
    await driver
      .locator('[data-testid=store-receipt]')
      .setInputFiles({ name: 'store.png', mimeType: 'image/png', buffer: PNG_1PX });
    await driverStep(driver, 'Purchased');
    const receipt = customer.getByRole('region', { name: 'Temporary receipt' });
    await receipt.getByText('Pay in cash on delivery').waitFor({ timeout: LIVE });
    await receipt.getByText(/^Items ₱250\.00 \+ fee ₱\d+\.00, against the store receipt\.$/).waitFor();
    await driver
      .getByText(/^Collect ₱\d[\d,]*\.00 in cash from the customer: items ₱250\.00 \+ fee/)
      .waitFor();
    if (shots) await customer.screenshot({ path: `${shots}/pautos-cash-receipt.png`, fullPage: true });

    await driverStep(driver, 'Start delivery');
    await driverStep(driver, 'Arrived at the customer');
    await driverStep(driver, 'Complete the errand');
    await customer.locator('[data-status="delivered"]').waitFor({ timeout: LIVE });
    await customer.getByText('Your errand is done').first().waitFor();
    await customer
      .getByRole('button', { name: 'Send another errand' })
      .or(customer.getByRole('link', { name: 'Send another errand' }))
      .first()
      .waitFor();
    for (const rideWords of [
      'Ride Safely',
      'Thank you for riding',
      'Book another ride',
      'Your driver is here',
    ]) {
      expect(await customer.getByText(rideWords).count(), rideWords).toBe(0);
    }
    if (shots) await customer.screenshot({ path: `${shots}/pautos-cash-done.png`, fullPage: true });
  }, 150_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * The product in Filipino: a rider picks Filipino on the language switch of the login page, logs in and books
 * a motorcycle through the ride wizard reading Filipino texts; the driver accepts and the booking view follows
 * in Filipino; the choice is kept on the account and survives a reload.
 */

const session = e2eSession({ isMobile: true, hasTouch: true });
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };
const LIVE = 30_000;

async function chooseLanguage(page: Page, current: string, next: string) {
  await page
    .getByRole('button', { name: `Wika: ${current}` })
    .or(page.getByRole('button', { name: `Language: ${current}` }))
    .first()
    .click();
  await page.getByRole('menuitem', { name: next }).click();
}

async function driverOnline(): Promise<Page> {
  const driver = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
  driver.setDefaultTimeout(LIVE);
  await driver.goto('/login');
  await driver.getByLabel('Email or phone number').fill('driver@example.com');
  await driver.locator('input[type=password]').fill(DEMO_PASSWORD);
  await driver.getByRole('button', { name: 'Login', exact: true }).click();
  await driver.waitForURL((url) => !url.pathname.startsWith('/login'));
  await driver.goto('/driver/jobs');
  await driver.getByRole('button', { name: 'Go online' }).click();
  await driver.getByText('Waiting for bookings...').waitFor();
  return driver;
}

describe('Filipino', () => {
  it('books a ride in Filipino, from the language switch to the driver on the way', async () => {
    const driver = await driverOnline();
    const rider = await session.openPhone({ locale: 'en-US' });
    rider.setDefaultTimeout(LIVE);

    // An English browser starts in English; the switch in the header turns the page Filipino.
    await rider.goto('/login');
    await rider.getByRole('heading', { name: 'Login' }).waitFor();
    await chooseLanguage(rider, 'English', 'Filipino');
    await rider.getByRole('heading', { name: 'Mag-login' }).waitFor();
    await expect(rider.evaluate(() => document.documentElement.lang)).resolves.toBe('fil');
    await expect(rider.evaluate(() => localStorage.getItem('brp.locale'))).resolves.toBe('fil');

    // A form check and a server answer, both in Filipino.
    await rider.getByRole('button', { name: 'Mag-login', exact: true }).click();
    await rider.getByText('Ilagay ang password mo.').waitFor();
    await rider.getByLabel('Email o phone number').fill('client@example.com');
    await rider.locator('input[type=password]').fill('not-the-password');
    await rider.getByRole('button', { name: 'Mag-login', exact: true }).click();
    const failed = rider.getByRole('dialog', { name: 'Hindi naka-login' });
    await failed.getByText('Mali ang email/phone o password na inilagay mo.').waitFor();
    await failed.getByRole('button', { name: 'OK' }).click();

    await rider.locator('input[type=password]').fill(DEMO_PASSWORD);
    await rider.getByRole('button', { name: 'Mag-login', exact: true }).click();
    await rider.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The ride wizard in Filipino.
    await rider.goto('/book/ride');
    await rider.getByRole('dialog', { name: 'Gawing sunduan ang kinaroroonan mo ngayon?' }).waitFor();
    await rider.getByRole('button', { name: 'Hindi, ako na lang maglalagay' }).click();
    await expect(rider.getByRole('button', { name: 'Tuloy' }).isDisabled()).resolves.toBe(true);
    await rider.getByText('Ilagay ang sunduan at pupuntahan para makita ang pasahe.').waitFor();

    await rider.getByRole('button', { name: /^Sunduan: wala pa/ }).click();
    await rider.getByLabel('Hanapin ang sunduan').fill('Robinsons');
    await rider
      .getByRole('option', { name: /Robinsons/ })
      .first()
      .click();
    await rider.getByRole('button', { name: 'Ilagay ang pin ng sundo' }).click();
    await rider.getByLabel('Hanapin ang babaan').fill('Airport');
    await rider
      .getByRole('option', { name: /Airport/ })
      .first()
      .click();
    await rider.getByRole('button', { name: 'Ilagay ang pin ng babaan' }).click();

    const proceed = rider.getByRole('button', { name: 'Tuloy' });
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await proceed.click();

    await rider.getByRole('heading', { name: 'Piliin ang sasakyan mo' }).waitFor();
    const motor = rider.getByRole('radio', { name: /Motor/ });
    await motor.waitFor();
    await expect(motor.isChecked()).resolves.toBe(true);
    await expect(rider.getByRole('combobox', { name: 'Paraan ng bayad' }).textContent()).resolves.toBe(
      'Cash',
    );
    // Money in fil-PH: the peso sign, thousands commas, two decimals.
    await expect(rider.locator('[data-fare-line="web-fee"]').textContent()).resolves.toBe('₱2.00');
    await expect(rider.locator('[data-fare-line="total"]').textContent()).resolves.toMatch(
      /^₱[\d,]+\.\d{2}$/,
    );
    await rider.getByText('Kabuuan', { exact: true }).waitFor();
    await rider.getByText('Layo ng biyahe', { exact: true }).waitFor();

    await rider.getByRole('button', { name: 'I-book Na' }).click();
    const receipt = rider.getByRole('dialog', { name: 'I-confirm ang pasahe' });
    await receipt.waitFor();
    await expect(receipt.textContent()).resolves.toMatch(/lampas sa libreng 1 km na sunduan/);
    await receipt.getByRole('button', { name: 'I-confirm ang booking' }).click();
    // Straight to the booking view once the booking is made.
    await rider.waitForURL(/\/booking\/\d+-[A-Z0-9]+$/, { timeout: LIVE });
    await rider.getByRole('heading', { name: 'kumokonekta...' }).waitFor();
    await rider.getByText('Naghahanap ng driver malapit sa iyo...').waitFor();

    // The driver (in English) accepts; the rider's view follows live, in Filipino.
    const offer = driver.getByRole('dialog', { name: 'New ride booking' });
    await offer.waitFor({ timeout: LIVE });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await rider.getByRole('heading', { name: 'Papunta na ang driver mo' }).waitFor();
    await rider.getByText('Papunta na ang driver mo sa sunduan.').waitFor();
    await rider.getByRole('button', { name: 'I-cancel ang booking' }).waitFor();

    // Kept on the account, and after a reload.
    const locale = await rider.evaluate(async () => {
      const response = await fetch('/api/user', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { locale: string | null }).locale;
    });
    expect(locale).toBe('fil');
    await rider.reload();
    await rider.getByRole('heading', { name: 'Papunta na ang driver mo' }).waitFor();

    // The rider cancels in Filipino, which frees the driver.
    await rider.getByRole('button', { name: 'I-cancel ang booking' }).click();
    await rider.getByRole('dialog', { name: 'Bakit mo gustong i-cancel?' }).waitFor();
    await rider.getByRole('radio', { name: 'Masyadong malayo ang driver' }).check();
    await rider.getByRole('button', { name: 'Susunod' }).click();
    const confirm = rider.getByRole('dialog', { name: 'I-cancel ang booking na ito?' });
    await confirm.getByText(/ngayong araw/).waitFor();
    await confirm.getByRole('button', { name: 'Oo, i-cancel' }).click();
    await rider.getByRole('dialog', { name: 'Na-cancel ang Biyahe' }).waitFor();
  }, 240_000);

  it('applies the account language at login on another device, and switches back to English', async () => {
    // The account chose Filipino in the test above; a new device with an English browser logs in.
    const phone = await session.openPhone({ locale: 'en-US' });
    await phone.goto('/login');
    await phone.getByLabel('Email or phone number').fill('client@example.com');
    await phone.locator('input[type=password]').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.waitForURL((url) => !url.pathname.startsWith('/login'));
    await phone.goto('/pricing');
    await phone.getByRole('button', { name: 'Wika: Filipino' }).waitFor();
    await expect(phone.evaluate(() => localStorage.getItem('brp.locale'))).resolves.toBe('fil');

    await chooseLanguage(phone, 'Filipino', 'English');
    await phone.getByRole('button', { name: 'Language: English' }).waitFor();
    await expect
      .poll(() =>
        phone.evaluate(async () => {
          const response = await fetch('/api/user', {
            headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
          });
          return ((await response.json()) as { locale: string | null }).locale;
        }),
      )
      .toBe('en');
  }, 120_000);
});

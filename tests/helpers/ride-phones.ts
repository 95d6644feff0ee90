import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './e2e';

/** Where the simulated phones stand: central Puerto Princesa. */
export const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };

/** Signs in through the login page as a person would, and waits to leave it. */
export async function loginAs(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email or phone number').fill(email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The demo driver signed in on `driver` (a phone with location), online and waiting for bookings. */
export async function putDriverOnline(driver: Page, baseUrl: string): Promise<Page> {
  await loginAs(driver, baseUrl, 'driver@example.com');
  await driver.goto(`${baseUrl}/driver/jobs`);
  // The driver may still be online from an earlier test.
  await driver.getByRole('button', { name: /^Go (online|offline)$/ }).waitFor();
  const goOnline = driver.getByRole('button', { name: 'Go online' });
  if (await goOnline.isVisible()) await goOnline.click();
  await driver.getByText('Waiting for bookings...').waitFor();
  return driver;
}

/** Searches a place in the wizard's picker, takes the first match and confirms the pin. */
export async function pickPlace(
  rider: Page,
  searchLabel: string,
  query: string,
  option: RegExp,
  confirm: string,
) {
  await rider.getByLabel(searchLabel).fill(query);
  await rider.getByRole('option', { name: option }).first().click();
  await rider.getByRole('button', { name: confirm }).click();
}

import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/i18n';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * The public site in Filipino (a phone whose browser speaks Filipino), the contact details staff set in the
 * console, and the external form addresses: set ones lead to the form, missing ones to a page that says so.
 */

const session = e2eSession();
const EVENTUALLY = { timeout: 15_000 };

async function adminApi(path: string, method: string, body: unknown): Promise<Response> {
  const login = await fetch(`${session.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return fetch(`${session.server.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the public site in Filipino', () => {
  it('shows pricing, contact, a guide and the privacy policy in Filipino, with fil-PH money', async () => {
    const page = await session.openPhone({ locale: 'fil-PH' });

    await page.goto('/pricing?branch_id=3&slug=motorcycle&mode=night');
    await heading(page, 'Presyo');
    await page.getByText('Pasahe ayon sa bayan, sasakyan at oras ng araw.').waitFor();
    await page.getByText('Uri ng sasakyan').waitFor();
    await page.getByRole('button', { name: 'Gabi', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('fare-ride-0').isVisible(), EVENTUALLY).toBe(true);
    // ₱40 × 1.4 = ₱56 and (₱40 + 3 km × ₱10) × 1.4 = ₱98, written as fil-PH writes pesos.
    expect(await page.getByTestId('fare-ride-0').textContent()).toBe(
      `${formatMoney(5600, 'fil')} – ${formatMoney(9800, 'fil')}`,
    );
    expect(formatMoney(150_000, 'fil')).toBe('₱1,500.00');
    expect(await page.getByTestId('fare-ride-2').textContent()).toMatch(/^₱[\d,]+\.\d\d pataas$/);
    await page.getByRole('heading', { name: 'Paliwanag' }).waitFor();
    await page.getByText('*Puwedeng magbago ang presyo anumang oras nang walang abiso.').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('fil');

    await page.goto('/contact-us');
    await heading(page, 'Kontakin Kami');
    await page.getByRole('heading', { name: 'Telepono' }).waitFor();
    await page.getByRole('heading', { name: 'Address ng opisina' }).waitFor();
    await page.getByRole('link', { name: 'Buksan sa Google Maps' }).waitFor();

    await page.goto('/user-guide');
    await heading(page, 'Gabay sa Paggamit');
    await page.getByRole('button', { name: 'Lahat', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Lahat ng gabay' }).waitFor();
    const pictures = page.locator('ul img');
    await expect.poll(() => pictures.count(), EVENTUALLY).toBeGreaterThan(5);
    const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);

    // The guides written in the console come in Filipino too, and their articles read in Filipino.
    await page.getByRole('link', { name: /Paano mag-book ng sakay/ }).click();
    await heading(page, 'Paano mag-book ng sakay');
    await page.getByText('Pumili ng uri ng sasakyan.', { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Iba pang gabay' }).waitFor();
    await page.goBack();
    await heading(page, 'Gabay sa Paggamit');

    await page.getByRole('link', { name: 'Mag-top up ng wallet', exact: true }).click();
    await heading(page, 'Mag-top up ng BRP wallet');
    await page.getByText('Ilagay ang halaga. PHP 100 ang pinakamababang top-up.').waitFor();
    await page
      .getByText('Sa app lang gumagana ang wallet. Sa website, cash ang bayad mo sa driver.')
      .waitFor();

    await page.goto('/privacy-policy');
    await heading(page, 'Patakaran sa Privacy');
    await page.getByText('Huling binago noong Nobyembre 1, 2025').waitFor();
    await page.getByRole('heading', { name: '1. Ano ang kinokolekta namin' }).waitFor();
    await page.getByText('Hindi namin kailanman ibinebenta ang personal mong impormasyon.').waitFor();

    // The same reader switches to English: the spec's texts come back word for word.
    await page.getByRole('button', { name: 'Wika: Filipino' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await heading(page, 'Privacy Policy');
    await page.getByText('We never sell your personal information.').waitFor();
  });
});

describe('contact details and external forms', () => {
  it('shows the contact phone staff set in the console', async () => {
    const visitor = await session.openPhone();
    await visitor.goto('/contact-us');
    await heading(visitor, 'Contact Us');
    // Demo mode starts with sample details, never the old row of zeros.
    await visitor.getByRole('link', { name: '+63 948 215 3370' }).waitFor();
    expect(await visitor.getByText('+63 917 000 0000').count()).toBe(0);

    const staff = await session.openPhone({ viewport: { width: 1366, height: 900 } });
    await staff.goto('/console/app-settings/contact.phone');
    await staff.getByLabel('Email or phone').fill('admin@example.com');
    await staff.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const value = staff.getByRole('textbox', { name: 'Value' });
    await expect.poll(() => value.inputValue(), EVENTUALLY).toBe('+63 948 215 3370');
    await value.fill('+63 917 623 4481');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.waitForURL((url) => !url.pathname.endsWith('/contact.phone'));

    await visitor.reload();
    const phone = visitor.getByRole('link', { name: '+63 917 623 4481' });
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe('tel:+639176234481');
  });

  it('leads a form address to its form, and says a form without one is not available yet', async () => {
    const visitor = await session.openPhone({ serviceWorkers: 'block' });
    // The demo's certificate-of-employment form lives elsewhere; a stand-in page answers for it, so the visit
    // ends on a page of its own (an aborted visit would move to the browser's error page at an unknown moment).
    await visitor.route('https://forms.brp.ph/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Form</title><h1>Form</h1>' }),
    );
    await visitor.goto('/coe', { waitUntil: 'commit' });
    await visitor.waitForURL((url) => url.href.startsWith('https://forms.brp.ph/certificate-of-employment'));
    await visitor.getByRole('heading', { name: 'Form' }).waitFor();

    expect((await adminApi('admin/app-settings/external.raffle', 'PUT', { value: '' })).status).toBe(200);
    // Arriving from a post outside the site, as most raffle visitors do.
    await visitor.goto('/raffle');
    await heading(visitor, 'This form is not available yet');
    await visitor.getByText('We are still preparing this form.', { exact: false }).waitFor();
    expect(visitor.url()).toMatch(/\/raffle$/);
    await visitor.getByRole('link', { name: 'Contact Us' }).first().waitFor();
    await visitor.getByRole('button', { name: 'Go back' }).click();
    await visitor.waitForURL((url) => url.pathname === '/');
  });
});

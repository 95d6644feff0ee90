import { describe, expect, it, vi } from 'vitest';
import { LIVE_PAGE_FRESH_MS, PRERENDERED_PAGES } from '@config/prerendered-pages';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';
import { collectErrors, HYDRATION_ERROR } from '../helpers/page-errors';

/**
 * The public pages and the login page arrive with their first screen in the HTML (prerendered at build time,
 * scripts/prerender.ts): readable without JavaScript, in the visitor's language, and hydrated by the app
 * without a mismatch.
 */

const session = e2eSession({ locale: 'en-US' });

describe('prerendered public pages', () => {
  it('show the home heading, the pricing title and the login form without JavaScript', async () => {
    const page = await session.openPhone({ javaScriptEnabled: false });

    await page.goto('/');
    await page.getByRole('heading', { name: 'How would you like to book?' }).waitFor();

    // The pricing page is rendered by the server with its fares (a live page): the table needs no JavaScript.
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    // The mode shown first is the one in force at the hour of the visit.
    await page
      .getByText(
        /^Motor fares in Puerto Princesa, (day|sunny|night) mode\. Booking on the website adds a PHP 2 web fee\.$/,
      )
      .waitFor();
    await page.getByRole('heading', { name: 'Ride', level: 2 }).waitFor();
    await page.getByText('0-5 KM', { exact: true }).first().waitFor();
    // The choice in the address is rendered too.
    await page.goto('/pricing?branch_id=3&slug=car&mode=night');
    await page.getByText('Car fares in El Nido, night mode.', { exact: false }).waitFor();

    await page.goto('/login?r=book-ride');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByLabel('Email or phone number').waitFor();
    await page.locator('input[type=password]').waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });

  it('arrive in Filipino for a Filipino browser, and in the language chosen on the device', async () => {
    const filipino = await session.openPhone({ javaScriptEnabled: false, locale: 'fil-PH' });
    await filipino.goto('/');
    await filipino.getByRole('heading', { name: 'Paano mo gustong mag-book?' }).waitFor();
    expect(await filipino.evaluate(() => document.documentElement.lang)).toBe('fil');

    // An English browser whose visitor picked Filipino on the switch (kept in a cookie) gets Filipino too.
    const chosen = await session.openPhone({ javaScriptEnabled: false });
    await chosen.context().addCookies([{ name: 'brp_locale', value: 'fil', url: session.server.url }]);
    await chosen.goto('/login');
    await chosen.getByRole('heading', { name: 'Mag-login' }).waitFor();
  });

  it('are hydrated without a mismatch and answer taps', async () => {
    const page = await session.openPhone();
    const errors = collectErrors(page);

    await page.goto('/');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    // A first visit is offered the user guide once the page is live.
    await page.getByRole('button', { name: "I'll read it next time" }).click();
    await page.getByRole('heading', { name: 'How would you like to book?' }).waitFor();
    // The header's language switch works: the page turns Filipino in place.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Filipino' }).click();
    await page.getByRole('heading', { name: 'Paano mo gustong mag-book?' }).waitFor();

    // The choice is kept: the next page arrives prerendered in Filipino and hydrates in Filipino.
    expect(
      errors.filter((text) => HYDRATION_ERROR.test(text)),
      '/',
    ).toEqual([]);
    await page.goto('/pricing');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('#root').getAttribute('data-locale')).toBe('fil');
    expect(
      errors.filter((text) => HYDRATION_ERROR.test(text)),
      '/pricing',
    ).toEqual([]);
    await page.getByRole('button', { name: 'Wika: Filipino' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();

    await page.goto('/login?r=book-ride');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/login');
    // The form's own check answers an empty submit, so the form is live.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please enter your password.').waitFor();
    // A link inside the public site changes screens without loading a page.
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  });

  it('the pricing page is hydrated with the fares it arrived with, without asking for them again', async () => {
    const page = await session.openPhone();
    await page.context().addInitScript(() => localStorage.setItem('showUserGuide', 'false'));
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/pricing');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByText(/^Motor fares in Puerto Princesa, (day|sunny|night) mode\./).waitFor();
    expect(asked.filter((url) => /^\/api\/(zones|vehicle-types|pricing)/.test(url))).toEqual([]);
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    // The page is live: another vehicle's fares are asked for and shown.
    await page.getByRole('button', { name: 'Car', exact: true }).click();
    await page.getByText(/^Car fares in Puerto Princesa, (day|sunny|night) mode\./).waitFor();
    expect(asked.some((url) => url.startsWith('/api/pricing/table?'))).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('slug') === 'car');
  });

  it('hydrate for a visitor whose stored language differs from the prerendered one', async () => {
    // Chosen before the language cookie existed: the page arrives in English and switches after hydrating.
    const page = await session.openPhone();
    const errors = collectErrors(page);
    await page.goto('/download');
    await page.evaluate(() => {
      localStorage.setItem('brp.locale', 'fil');
      localStorage.setItem('showUserGuide', 'false');
    });
    // Left first, so the page's own start (which copies the stored language into the cookie) cannot run after
    // the cookies are cleared.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('#root').getAttribute('data-locale')).toBe('en');
    await page.getByRole('heading', { name: 'Paano mo gustong mag-book?' }).waitFor();
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  });

  it('every prerendered page hydrates without a mismatch', async () => {
    const page = await session.openPhone();
    await page.context().addInitScript(() => localStorage.setItem('showUserGuide', 'false'));
    const errors = collectErrors(page);
    for (const pathname of PRERENDERED_PAGES) {
      await page.goto(pathname);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      expect(await page.locator('#root').getAttribute('data-prerendered'), pathname).toBe(pathname);
      expect(
        errors.filter((text) => HYDRATION_ERROR.test(text)),
        pathname,
      ).toEqual([]);
    }
  });

  it('the pricing page shows a fare staff changed, within the time a rendering is reused', async () => {
    const base = session.server.url;
    const address = `${base}/pricing?branch_id=3&slug=car&mode=night`;
    /** The page's text as the server sends it to a signed-out visitor (no JavaScript involved). */
    const pageText = async () =>
      (await (await fetch(address)).text())
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    const baseFare = (text: string) => /Base fare: (₱[\d,.]+)/.exec(text)?.[1];
    const before = baseFare(await pageText());
    expect(before).toMatch(/^₱/);

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const staff = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const types = (await (await fetch(`${base}/api/vehicle-types`)).json()) as {
      data: { id: number; slug: string }[];
    };
    const car = types.data.find((type) => type.slug === 'car');
    const filter = encodeURIComponent(
      JSON.stringify({ zone_id: 3, vehicle_type_id: car?.id, mode: 'night' }),
    );
    const rows = (await (
      await fetch(`${base}/api/admin/pricing-rows?filter=${filter}`, { headers: staff })
    ).json()) as {
      id: number;
      base_fare: number;
      min_fare: number;
    }[];
    expect(rows).toHaveLength(1);
    // The page's "Base fare" is the row's minimum fare (spec part 1 §2 Pricing): both go up by PHP 10.
    const raised = rows[0].min_fare + 1_000;
    const saved = await fetch(`${base}/api/admin/pricing-rows/${rows[0].id}`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ base_fare: rows[0].base_fare + 1_000, min_fare: raised }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const expected = `₱${(raised / 100).toFixed(2)}`;
    expect(expected).not.toBe(before);
    // A rendering is sent again for LIVE_PAGE_FRESH_MS; after that the page is rendered with the new fare.
    await vi.waitFor(async () => expect(baseFare(await pageText())).toBe(expected), {
      timeout: LIVE_PAGE_FRESH_MS + 15_000,
      interval: 500,
    });
  }, 60_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, SESSION_TOKEN_COOKIE } from '@config/routes';
import { apiLogin } from '../helpers/console-e2e';
import { e2eSession } from '../helpers/e2e';
import { collectErrors, HYDRATION_ERROR } from '../helpers/page-errors';
import { loginAs } from '../helpers/ride-phones';

/**
 * The rider's ride wizard and the driver's job screen arrive with their first screen in the HTML, rendered by
 * the server with the signed-in visitor's own data (config/prerendered-pages.ts LIVE_APP_PAGES, read from the
 * session token cookie the apps keep in step with local storage), and the app hydrates them without asking
 * again. The console's dashboard arrives drawn for staff the same way, and react-admin's own replaces it. Nobody
 * else's session, and no page request without one, gets them.
 */

const session = e2eSession({ locale: 'en-US' });
const PUERTO_PRINCESA = { latitude: 9.7392, longitude: 118.7353 };

function apiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return asked;
}

async function tokenFor(login: string): Promise<string> {
  return (await apiLogin(session.server.url, login)).token;
}

/** The page as the server sends it for these cookies (no JavaScript involved), and its Cache-Control. */
async function pageFor(pathname: string, cookies: Record<string, string>) {
  const response = await fetch(`${session.server.url}${pathname}`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
    redirect: 'manual',
  });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** A phone without JavaScript, signed in as `login` by its cookies alone, on `pathname`. */
async function withoutJavaScript(login: string, pathname: string): Promise<Page> {
  const token = await tokenFor(login);
  const plain = await session.openPhone({ javaScriptEnabled: false });
  await plain.context().addCookies([
    { name: SESSION_HINT_COOKIE, value: '1', url: session.server.url },
    { name: SESSION_TOKEN_COOKIE, value: token, url: session.server.url },
  ]);
  await plain.goto(pathname);
  return plain;
}

describe('app pages rendered with the visitor’s data', () => {
  it('the ride wizard arrives drawn without JavaScript and is hydrated without a mismatch', async () => {
    const plain = await withoutJavaScript('client@example.com', '/book/ride');
    await plain.getByText('Set the pickup and the destination to see the fare.').waitFor();
    await plain.getByRole('heading', { name: 'Book a ride' }).waitFor();

    const page = await session.openPhone();
    const errors = collectErrors(page);
    await loginAs(page, session.server.url, 'client@example.com');
    // The app keeps the token cookie in step with the stored session.
    const tokenCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === SESSION_TOKEN_COOKIE,
    );
    expect(tokenCookie?.value).toBe(await page.evaluate(() => localStorage.getItem('token')));
    const asked = apiCalls(page);
    await page.goto('/book/ride');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/book/ride');
    await page.getByRole('button', { name: "No, I'll do it manually" }).click();
    await page.getByText('Set the pickup and the destination to see the fare.').waitFor();
    expect(asked.filter((path) => /^\/api\/(booking\/current|delivery-addresses)$/.test(path))).toEqual([]);
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    // The screen's styles came in the page: the app takes them over where they are, without inserting any of
    // their rules again (src/web/shared/server-styles.ts).
    const styles = await page.evaluate(() => {
      const tag = document.querySelector('style[data-brp-styles]');
      const names = (tag?.getAttribute('data-brp-styles') ?? '').split(' ').slice(1).filter(Boolean);
      const firstRules = new Map<string, number>();
      for (const sheet of Array.from(document.styleSheets))
        for (const rule of Array.from(sheet.cssRules)) {
          const selector = (rule as CSSStyleRule).selectorText ?? '';
          firstRules.set(selector, (firstRules.get(selector) ?? 0) + 1);
        }
      return {
        inHead: tag?.parentElement === document.head,
        names: names.length,
        twice: names.filter((name) => (firstRules.get(`.css-${name}`) ?? 0) > 1),
        once: names.filter((name) => firstRules.get(`.css-${name}`) === 1).length,
      };
    });
    expect(styles.inHead).toBe(true);
    expect(styles.names).toBeGreaterThan(10);
    expect(styles.once).toBeGreaterThan(10);
    expect(styles.twice).toEqual([]);
    // Live: the pickup field opens the map picker.
    await page.getByRole('button', { name: 'Pickup: not set. Set on the map' }).click();
    await page.getByLabel('Search pickup location').waitFor();
  });

  it('the driver’s job screen arrives drawn with the driver’s data and loses nothing typed before it is live', async () => {
    const plain = await withoutJavaScript('driver@example.com', '/driver/jobs');
    await plain.getByRole('button', { name: /^Go (online|offline)$/ }).waitFor();
    await plain.getByLabel('Account number').waitFor();

    const page = await session.openPhone({ geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] });
    const errors = collectErrors(page);
    await loginAs(page, session.server.url, 'driver@example.com');
    const asked = apiCalls(page);
    await page.goto('/driver/jobs');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/driver/jobs');
    // Typed as soon as the form shows: the screen takes it once it is live, and none of it is lost.
    await page.getByLabel('Account name (for example GCash)').fill('Maya');
    await page.getByLabel('Account number').fill('09181234567');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('button', { name: 'Remove Maya' }).waitFor();
    expect(asked.filter((path) => /^\/api\/driver\/(me|booking\/current|application)$/.test(path))).toEqual(
      [],
    );
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    await page.getByRole('button', { name: 'Remove Maya' }).click();
    await page.getByRole('button', { name: 'Remove Maya' }).waitFor({ state: 'detached' });

    // Reloaded, the first tap on the switch is taken.
    await page.reload();
    const toggle = page.getByRole('button', { name: /^Go (online|offline)$/ });
    const wasOnline = (await toggle.textContent()) === 'Go offline';
    await toggle.click();
    await page.getByRole('button', { name: wasOnline ? 'Go online' : 'Go offline' }).waitFor();
    if (!wasOnline) await page.getByText('Waiting for bookings...').waitFor();
  });

  it('the console’s dashboard arrives drawn for staff, its links working, and gives way to react-admin’s', async () => {
    const plain = await withoutJavaScript('admin@example.com', '/console');
    await plain.getByRole('heading', { name: 'Welcome, Ana Reyes' }).waitFor();
    await plain.getByText('Updates live').waitFor();
    // A plain link: it opens the users list before any script has run.
    await plain.getByRole('link', { name: 'Users', exact: true }).click();
    await plain.waitForURL('**/console/users');

    const page = await session.openPhone();
    const errors = collectErrors(page);
    await loginAs(page, session.server.url, 'admin@example.com');
    const response = await page.goto('/console');
    expect(await response?.text()).toContain('data-prerendered="/console"');
    // react-admin draws its own dashboard out of sight; it replaces the server's drawing in one frame.
    await page.locator('#painted-screen').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ana Reyes' }).count()).toBe(1);
    await page.getByTestId('today-bookings').waitFor();
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByPlaceholder('Search name, email, phone, referral code').waitFor();
    // The phones of these tests block the offline app's worker on purpose: nothing else is reported.
    expect(errors.filter((text) => !text.startsWith('Service Worker registration blocked'))).toEqual([]);
  });

  it('is sent only to the account it is for, never kept, and not for a signed-out or revoked token', async () => {
    const driver = await tokenFor('driver@example.com');
    const client = await tokenFor('client@example.com');
    const signedIn = (token: string) => ({ [SESSION_HINT_COOKIE]: '1', [SESSION_TOKEN_COOKIE]: token });

    const staff = await pageFor('/console', signedIn(await tokenFor('operations-manager@example.com')));
    expect(staff.html).toContain('data-prerendered="/console"');
    expect(staff.cache).toBe('private, no-store');

    const mine = await pageFor('/book/ride', signedIn(client));
    expect(mine.status).toBe(200);
    expect(mine.html).toContain('data-prerendered="/book/ride"');
    expect(mine.html).toContain('id="brp-page-data"');
    expect(mine.cache).toBe('private, no-store');
    // The token itself is never written into the page.
    expect(mine.html).not.toContain(client);

    // A driver's token on the rider's wizard, a made-up one, a page not rendered this way: the app's shell.
    for (const [pathname, token] of [
      ['/book/ride', driver],
      ['/book/ride', 'x'.repeat(43)],
      ['/driver/jobs', client],
      ['/console', client],
      ['/console', driver],
    ] as const) {
      const shell = await pageFor(pathname, signedIn(token));
      expect(shell.status, pathname).toBe(200);
      expect(shell.html, pathname).not.toContain('data-prerendered');
      expect(shell.html, pathname).not.toContain('brp-page-data');
      expect(shell.cache, pathname).toBe('no-cache');
    }

    // Without the signed-in hint the server sends the visitor to the login page, token cookie or not.
    const signedOut = await pageFor('/book/ride', { [SESSION_TOKEN_COOKIE]: client });
    expect(signedOut.status).toBe(302);

    // A session ended by signing out is not rendered for any more.
    const logout = await fetch(`${session.server.url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client}` },
    });
    expect(logout.status).toBe(200);
    const revoked = await pageFor('/book/ride', signedIn(client));
    expect(revoked.html).not.toContain('brp-page-data');
    expect(revoked.html).not.toContain('Set the pickup and the destination');
  });

  it('the API never accepts the token cookie in place of the bearer header', async () => {
    const token = await tokenFor('driver@example.com');
    const response = await fetch(`${session.server.url}/api/driver/me`, {
      headers: { cookie: `${SESSION_HINT_COOKIE}=1; ${SESSION_TOKEN_COOKIE}=${token}` },
    });
    expect(response.status).toBe(401);
  });
});

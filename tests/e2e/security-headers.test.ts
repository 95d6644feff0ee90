import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

const session = e2eSession({ serviceWorkers: 'allow' });

/**
 * Records every CSP violation the page reports, from the first script on, and every complaint of Chromium
 * about the Permissions-Policy header (a feature it does not recognise) or about eval being refused.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy|unsafe-eval|EvalError/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/EvalError|Content Security Policy/i.test(error.message)) fromConsole.push(error.message);
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

async function signInAs(page: Page, login: string) {
  const res = await fetch(`${session.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  const { token, account } = (await res.json()) as { token: string; account: { role_name: string } };
  await page.addInitScript(
    ([token, account]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('account', JSON.parse(account).role_name);
      window.localStorage.setItem('info', account);
    },
    [token, JSON.stringify(account)] as const,
  );
}

const ENTRY_PAGES: { path: string; login?: string }[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/book/ride', login: 'client@example.com' },
  { path: '/driver/jobs', login: 'driver@example.com' },
  { path: '/console', login: 'admin@example.com' },
];

describe('security headers and the Content-Security-Policy', () => {
  it.each(ENTRY_PAGES)(
    '$path sends the headers and runs without a CSP violation',
    async ({ path, login }) => {
      const page = await session.openPhone();
      const violations = await watchViolations(page);
      if (login) await signInAs(page, login);
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toContain('googleapis');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=(self)');
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      // The page has drawn itself and finished loading what it needs.
      await page.waitForFunction(() => (document.querySelector('#root')?.children.length ?? 0) > 0);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    },
  );
});

describe('the strict CSP (no eval): forms validate and the map draws without a violation', () => {
  it('the login form and the driver portal form show the spec messages from their build-time validators', async () => {
    const page = await session.openPhone();
    const violations = await watchViolations(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Wrong email/phone!').first().waitFor();
    await page.getByText('Please enter your password.').first().waitFor();

    await page.goto('/drivers/sign-up');
    await page.getByRole('heading', { name: 'Become a Driver' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Driver' });
    await dialog.getByText('Branch is Required').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Full name is required').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the console: a record form speaks its schema message, the tracking grid filters without eval', async () => {
    const page = await session.openPhone({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    await signInAs(page, 'admin@example.com');
    await page.goto('/console/gift-certificates/create');
    await page.getByRole('heading', { name: 'New gift certificate batch' }).waitFor();
    await page.getByLabel('Amount').fill('250');
    await page.getByLabel('How many').fill('900');
    await page.getByLabel('Expires at').fill('2031-12-31T23:59');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A batch has from 1 to 500 certificates.').first().waitFor();
    // What was typed stays.
    await expect(page.getByLabel('How many').inputValue()).resolves.toBe('900');

    await page.goto('/console/tracking');
    await page.getByRole('grid').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  it('the offline map (MapLibre and its worker) draws Palawan', async () => {
    const page = await session.openPhone();
    const violations = await watchViolations(page);
    await signInAs(page, 'client@example.com');
    await page.goto('/book/ride');
    await page.getByRole('button', { name: "No, I'll do it manually" }).click();
    await page.getByRole('button', { name: /^Pickup: not set/ }).click();
    const map = page.getByRole('region', { name: 'Map: move it to put the pin on the place' });
    await map.locator('[data-map-state="idle"]').waitFor();
    await map.getByText('© OpenStreetMap contributors').waitFor();
    expect(await violations()).toEqual([]);
  });
});

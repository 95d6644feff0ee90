import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

const session = e2eSession();

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) fromConsole.push(message.text());
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
      // The page has drawn itself and finished loading what it needs.
      await page.waitForFunction(() => (document.querySelector('#root')?.children.length ?? 0) > 0);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    },
  );
});

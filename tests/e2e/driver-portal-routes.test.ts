import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@config/routes';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * Every route of the driver portal and its rule, in one table: where a signed-out visit goes (the spec's
 * login return code, part 2 §2), that a `?token=` in the address signs the visitor in on the page itself, and
 * where an account of the wrong role is sent, with the spec's text where it has one.
 */
type Rule = {
  /** The route as config/routes.ts declares it, and a concrete address of it. */
  route: string;
  path?: string;
  /** Signed out: `/login?r=<code>`; `''` for plain /login; null when the page is open to everyone. */
  code: string | null;
  /** A rider (client) signed in through `?token=`: stays, or goes home after an optional text. */
  rider: { stays: true } | { home: true; text?: string };
};

const HOME = { home: true } as const;
const TABLE: Rule[] = [
  { route: '/driver/jobs', code: 'driver-jobs', rider: HOME },
  { route: '/id', code: 'id', rider: { home: true, text: 'Only BRP Drivers can generate an ID here!' } },
  { route: '/profile', code: 'profile', rider: { stays: true } },
  { route: '/invoices', code: 'invoices', rider: HOME },
  ...['/driver/general-meeting', '/general-meeting', '/driver-meeting'].map((route) => ({
    route,
    code: 'driver-general-meeting',
    rider: { home: true, text: 'You cannot access this page at the moment.' } as const,
  })),
  { route: '/tracking', code: 'tracking', rider: HOME },
  { route: '/tracking/:type', path: '/tracking/ongoing', code: 'tracking', rider: HOME },
  { route: '/new_rewards_quota', code: 'new_rewards_quota', rider: HOME },
  { route: '/driver-earnings', code: 'new_rewards_quota', rider: HOME },
  { route: '/driver/rewards/24_hour_quota', code: 'driver-24-hour-quota', rider: HOME },
  { route: '/driver/rewards/24_hour_quota/claim', code: 'driver-24-hour-quota', rider: HOME },
  { route: '/driver/rewards/24_hour_quota/history/rewards', code: 'driver-24-hour-quota', rider: HOME },
  { route: '/driver/peakhours', code: 'driver-peakhours', rider: HOME },
  { route: '/drivers/sign-up', code: null, rider: { stays: true } },
  { route: '/drivers/commitment', code: '', rider: HOME },
];

const session = e2eSession();
const tokens: Record<'driver' | 'client', string> = { driver: '', client: '' };
/**
 * The three visitors' phones, each kept for the whole table so that its rows share the browser's cache (the app's
 * files load once per phone, as on a real one): signed out, a driver signing in through `?token=` (its storage
 * cleared after each row), and a rider who signed in through the login form once.
 */
const phones: Record<'signedOut' | 'driver' | 'rider', BrowserContext | undefined> = {
  signedOut: undefined,
  driver: undefined,
  rider: undefined,
};

/** A new tab of a kept phone for one row, closed when the row is done. */
async function inTab(phone: BrowserContext | undefined, visit: (page: Page) => Promise<void>) {
  if (!phone) throw new Error('The phones open in beforeAll');
  const page = await phone.newPage();
  try {
    await visit(page);
  } finally {
    await page.close();
  }
}

async function apiToken(login: string): Promise<string> {
  const res = await fetch(`${session.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  tokens.driver = await apiToken('driver@example.com');
  tokens.client = await apiToken('client@example.com');
  // The rider signs in once through the login form; every row then opens a phone holding that session.
  const rider = await session.openPhone();
  await rider.goto('/login');
  await rider.getByLabel('Email or phone number').fill('client@example.com');
  await rider.locator('input[type=password]').fill(DEMO_PASSWORD);
  await rider.getByRole('button', { name: 'Login', exact: true }).click();
  await rider.waitForURL((url) => !url.pathname.startsWith('/login'));
  await rider.waitForFunction(() => window.localStorage.getItem('token') !== null);
  const riderState = await rider.context().storageState();
  await rider.context().close();
  phones.signedOut = await session.keptPhone();
  phones.driver = await session.keptPhone();
  phones.rider = await session.keptPhone({ storageState: riderState });
});

describe('every route of the driver portal', () => {
  it('has a rule for each route the route table gives the driver entry', () => {
    const driverRoutes = ROUTES.filter((route) => route.entry === 'driver').map((route) => route.path);
    expect(TABLE.map((rule) => rule.route).sort()).toEqual([...driverRoutes].sort());
  });

  it.each(TABLE)(
    '$route: signed out, with ?token=, and as a rider',
    async (rule) => {
      const path = rule.path ?? rule.route;
      // The three visitors use phones of their own, so they visit at the same time.
      const signedOut = () =>
        inTab(phones.signedOut, async (page) => {
          await page.goto(path);
          if (rule.code === null) {
            await page.waitForLoadState('networkidle');
            expect(new URL(page.url()).pathname).toBe(path);
          } else {
            await page.waitForURL(
              (url) => url.pathname === '/login' && (url.searchParams.get('r') ?? '') === rule.code,
            );
          }
        });

      const withToken = async () => {
        if (rule.code === null || rule.code === '') return;
        // A driver's token in the address signs in on the page itself and leaves the address clean. The phone
        // starts each row signed out: its storage and cookies are cleared when the row is done.
        await inTab(phones.driver, async (driver) => {
          await driver.goto(`${path}?token=${tokens.driver}`);
          await driver.waitForURL((url) => url.pathname === path && !url.searchParams.has('token'));
          await driver.waitForFunction(
            (token) => window.localStorage.getItem('token') === token,
            tokens.driver,
          );
          await driver.waitForLoadState('networkidle');
          expect(new URL(driver.url()).pathname).toBe(path);
          await driver.evaluate(() => window.localStorage.clear());
        });
        await phones.driver?.clearCookies();
      };

      const asRider = () =>
        inTab(phones.rider, async (rider) => {
          await rider.goto(path);
          if ('stays' in rule.rider) {
            await rider.waitForLoadState('networkidle');
            expect(new URL(rider.url()).pathname).toBe(path);
          } else {
            if (rule.rider.text) {
              await rider.getByText(rule.rider.text).waitFor();
              const dialog = rider.getByRole('dialog');
              if (await dialog.count()) await dialog.getByRole('button').first().click();
            }
            await rider.waitForURL((url) => url.pathname === '/');
          }
        });

      await Promise.all([signedOut(), withToken(), asRider()]);
    },
    90_000,
  );
});

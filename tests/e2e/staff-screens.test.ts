import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleLogin } from '../helpers/console-e2e';
import { e2eSession } from '../helpers/e2e';

/**
 * Staff at a laptop (1440×900): the staff screens first in the menu, a partner manager's tracking, a table that
 * fits the screen, the charts' day picker, the area operator's ID generator link. Screenshots go to
 * SCREENSHOT_DIR when it is set.
 */
const session = e2eSession();
const LAPTOP = { width: 1440, height: 900 };

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function signIn(login: string) {
  const page = await session.openPhone({ viewport: LAPTOP });
  await page.goto('/console/login');
  await consoleLogin(page, login);
  return page;
}

describe('staff screens at 1440 px', () => {
  it('puts the staff screens first in the menu and on the dashboard, and tracking fits the screen', async () => {
    const page = await signIn('operations-manager@example.com');
    const menu = page.getByRole('menuitem');
    await page.getByRole('menuitem', { name: 'Tracking' }).waitFor();
    const names = (await menu.allTextContents()).map((name) => name.trim());
    expect(names.slice(0, 8)).toEqual([
      'Dashboard',
      'Tracking',
      'Online drivers',
      'Commitment',
      'Attendance scanner',
      'Trike map',
      'Pautos and delivery map',
      'ID Generator',
    ]);
    await page.getByRole('menuitem', { name: 'Tracking' }).click();
    await page.getByRole('grid', { name: 'Tracking' }).waitFor();
    await page.getByRole('columnheader', { name: 'Status' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(LAPTOP.width);
    const status = await page.getByRole('columnheader', { name: 'Status' }).boundingBox();
    expect((status?.x ?? 9999) + (status?.width ?? 0)).toBeLessThanOrEqual(LAPTOP.width);
    await shot(page, 'tracking-laptop');

    await page.goto('/console/online-drivers');
    const picker = page.getByLabel('Day', { exact: true });
    await picker.waitFor();
    const first = await picker.getAttribute('min');
    expect(first).toMatch(/^\d{4}-\d{2}-01$/);
    await picker.fill(first!);
    await expect.poll(() => page.getByTestId('chart-day').textContent()).toMatch(/ 1, \d{4}$/);
    await shot(page, 'online-drivers-laptop');
  });

  it("opens tracking for a partner manager without web bookings, and the area operator's ID generator", async () => {
    const partner = await signIn('brp-partner-manager@example.com');
    await partner.goto('/tracking');
    await partner.waitForURL((url) => url.pathname.startsWith('/console/tracking'));
    await partner.getByRole('grid', { name: 'Tracking' }).waitFor();
    expect(await partner.getByText('Not Found').count()).toBe(0);
    expect(await partner.getByRole('heading', { name: 'Web bookings' }).count()).toBe(0);
    await partner.goto('/online-drivers');
    await partner.waitForURL((url) => url.pathname === '/console/online-drivers');

    const operator = await signIn('area-operator@example.com');
    await operator.goto('/console');
    const link = operator.getByRole('link', { name: 'ID Generator' }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/id');
    await shot(operator, 'area-operator-dashboard');
  });
});

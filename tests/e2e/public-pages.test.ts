import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fleetDriver } from '@/server/db/seed/fleet';
import { monthlyRidesOf } from '@/server/db/seed/history';
import { fareBands, type PricingRow } from '@/shared/fare';
import { pricingModeAt } from '@/shared/pricing-mode';
import { bandFareText, perKmText } from '@/web/public/pages/pricing/pricing-selection';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

const session = e2eSession({ permissions: ['clipboard-read', 'clipboard-write'] });
const openPhone = () => session.openPhone();

/** Pages load their data after the first paint; a busy machine needs more than vitest's 1 s default. */
const EVENTUALLY = { timeout: 10_000 };

/** The seeded El Nido motorcycle row at night: ₱40 for 2 km, ₱10/km, 20 % tourist + 20 % night markup. */
const EL_NIDO_MOTORCYCLE_NIGHT: PricingRow = {
  base_fare: 4000,
  base_km_limit: 2,
  distance_fare: 1000,
  min_fare: 4000,
  additional_percentage_fee: 40,
  pautos_base_fare: 5500,
  pautos_distance_fare: 1000,
  delivery_base_fare: null,
  delivery_distance_fare: null,
};
/** The seeded pautosFee and deliveryFee (₱20 each). */
const SERVICE_FEES = { pautosFee: 2000, deliveryFee: 2000 };

async function bandTexts(page: Page, service: string) {
  const texts: [string, string][] = [];
  for (let band = 0; band < 3; band++) {
    texts.push([
      (await page.getByTestId(`fare-${service}-${band}`).textContent()) ?? '',
      (await page.getByTestId(`per-km-${service}-${band}`).textContent()) ?? '',
    ]);
  }
  return texts;
}

describe('a visitor checks the prices', () => {
  it('sees Ride, Pautos and Delivery tables whose fares are the shared formula applied to the seeded row', async () => {
    const page = await openPhone();
    await page.goto('/pricing?branch_id=3&slug=motorcycle&mode=night');
    await expect.poll(() => page.getByTestId('fare-delivery-2').isVisible(), EVENTUALLY).toBe(true);
    for (const service of ['ride', 'pautos', 'delivery'] as const) {
      const expected = fareBands(EL_NIDO_MOTORCYCLE_NIGHT, service, SERVICE_FEES).map((band) => [
        bandFareText({ fare_at_start: band.fareAtStart, fare_at_end: band.fareAtEnd }),
        perKmText(band.perKm),
      ]);
      expect(await bandTexts(page, service), service).toEqual(expected);
    }
    // Hand-computed: ₱40 × 1.4 = ₱56 at the start, (₱40 + 3 km × ₱10) × 1.4 = ₱98 at 5 km.
    expect(await page.getByTestId('fare-ride-0').textContent()).toBe('₱56.00 – ₱98.00');
    await expect
      .poll(() => page.getByText('*Prices may be changed at any time without further notice.').isVisible())
      .toBe(true);

    // Choosing other chips changes the address and the table: Puerto Princesa by day has no markup.
    await page.getByRole('button', { name: 'Puerto Princesa' }).click();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mode'), EVENTUALLY).toBe('day');
    expect(new URL(page.url()).searchParams.get('branch_id')).toBe('2');
    await expect
      .poll(() => page.getByTestId('fare-ride-0').textContent(), EVENTUALLY)
      .toBe('₱40.00 – ₱70.00');
  });

  it('starts with Puerto Princesa, the motorcycle and the mode of the Manila hour', async () => {
    const before = pricingModeAt(new Date());
    const page = await openPhone();
    await page.goto('/pricing');
    const zone = page.getByRole('button', { name: 'Puerto Princesa' });
    await expect.poll(() => zone.getAttribute('aria-pressed'), EVENTUALLY).toBe('true');
    expect(await page.getByRole('button', { name: 'Motor' }).getAttribute('aria-pressed')).toBe('true');
    // The page and this check read the clock moments apart: at the turn of a pricing period either mode is right.
    const labels = { day: 'Day', sunny: 'Sunny', night: 'Night' } as const;
    const modes = [before, pricingModeAt(new Date())];
    const pressed: string[] = [];
    for (const label of Object.values(labels)) {
      const button = page.getByRole('button', { name: label, exact: true });
      if ((await button.getAttribute('aria-pressed')) === 'true') pressed.push(label);
    }
    expect(pressed).toHaveLength(1);
    expect(modes.map((mode) => labels[mode])).toContain(pressed[0]);
  });
});

describe('an invitation link', () => {
  it("shows the inviter, copies the code and draws a QR code, with none of the inviter's contact details", async () => {
    const login = await fetch(`${session.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'client@example.com', password: DEMO_PASSWORD }),
    }).then((res) => res.json() as Promise<{ account: { code: string; phone: string; email: string } }>);
    const { code, phone, email } = login.account;

    const page = await openPhone();
    await page.goto(`/share/${code}`);
    await expect
      .poll(() => page.getByText('Maria Santos invited you to BRP!').isVisible(), EVENTUALLY)
      .toBe(true);
    expect(await page.getByTestId('referral-code').textContent()).toBe(code);
    await expect
      .poll(() => page.getByTestId('share-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Copy referral code' }).click();
    await expect.poll(() => page.getByText('Copied to clipboard!').isVisible(), EVENTUALLY).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect
      .poll(() => page.getByText('Copied to clipboard!').isVisible(), { timeout: 6_000 })
      .toBe(false);

    const html = await page.content();
    expect(html).not.toContain(phone);
    expect(html).not.toContain(email);
  });

  it('says so when the code is not valid', async () => {
    const page = await openPhone();
    await page.goto('/share/NOSUCHCODE');
    await expect
      .poll(() => page.getByText('This referral code is invalid!').isVisible(), EVENTUALLY)
      .toBe(true);
  });
});

describe('other public pages', () => {
  it('answers an unknown address with status 404 and the not-found page', async () => {
    const page = await openPhone();
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Page not found').isVisible(), EVENTUALLY).toBe(true);
  });

  it('says "Redirecting..." and then goes to the external form', async () => {
    // The installable app's service worker would answer the settings itself, past the slowed-down route.
    const page = await session.openPhone({ serviceWorkers: 'block' });
    // Slow settings keep the message on screen long enough to see; the form itself is answered locally.
    await page.route('**/api/settings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    // The demo's sample form address (not the Facebook page any more).
    await page.route('https://forms.brp.ph/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>External form</h1>' }),
    );
    await page.goto('/certificate-of-employment');
    await expect.poll(() => page.getByText('Redirecting...').isVisible(), EVENTUALLY).toBe(true);
    await page.waitForURL((url) => url.href === 'https://forms.brp.ph/certificate-of-employment');
    await expect.poll(() => page.getByText('External form').isVisible(), EVENTUALLY).toBe(true);
  });

  it('asks for text before generating a QR code, then offers a 2000 × 2000 download', async () => {
    const page = await openPhone();
    await page.goto('/qr-generator');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect
      .poll(() => page.getByText('Please enter some text to generate a QR code').isVisible())
      .toBe(true);
    await page.getByLabel('Text or link').fill('https://brp.ph');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const image = page.getByTestId('generated-qr');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), EVENTUALLY)
      .toBe(2000);
    expect(await page.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'brp-qr-code.png',
    );
    await page.getByRole('button', { name: 'Generate another' }).click();
    expect(await page.getByLabel('Text or link').inputValue()).toBe('');
  });

  it('copies a brand colour and confirms it for three seconds', async () => {
    const page = await openPhone();
    await page.goto('/docs/color-palette');
    await page.getByRole('button', { name: /#246478/ }).click();
    await expect.poll(() => page.getByText('Copied #246478!').isVisible(), EVENTUALLY).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#246478');
    await expect.poll(() => page.getByText('Copied #246478!').isVisible(), { timeout: 6_000 }).toBe(false);
  });

  /** The demo driver the seeded history gives the most finished trips a month. */
  function busiestDemoDriver(): string {
    const counts = Array.from({ length: 60 }, (_, k) => monthlyRidesOf(k));
    return fleetDriver(counts.indexOf(Math.max(...counts)) + 1).name;
  }

  it('lists the leaderboard with the top three highlighted and finds a guide by search', async () => {
    const page = await openPhone();
    await page.goto('/leaderboard');
    // The demo fleet's finished trips end over a day before now, so the current month may hold none or only a
    // day of them (its first days); the month before is always (nearly) whole, whatever the date.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(() => page.getByTestId('leaderboard-entry').count(), EVENTUALLY).toBeGreaterThan(3);
    // The seeded history gives the fleet's first driver the most trips of every month.
    expect(await page.getByTestId('leaderboard-entry').first().textContent()).toContain(busiestDemoDriver());
    expect(await page.locator('[data-testid="leaderboard-entry"] svg title').count()).toBe(3);

    await page.goto('/user-guide');
    await page.getByLabel('Search the guides').fill('gift');
    await expect
      .poll(() => page.getByText('How to redeem a gift code').first().isVisible(), EVENTUALLY)
      .toBe(true);
    await page.getByRole('link', { name: /How to redeem a gift code/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'How to redeem a gift code' }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/user-guide/tutorial/how-to-redeem-a-gift-code');
    // No video is promised: the guide says plainly there is none.
    await page.getByText('There is no video yet: the steps below show how.').waitFor();
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAP_COLORS } from '@/web/shared/map/map-style';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

/**
 * The map without a Google key (the default): MapLibre draws Palawan from the product's own files. A rider
 * sees land, sea and roads at Puerto Princesa, drags and zooms the map, and drops the pickup pin on it.
 */
const session = e2eSession();

type Rgb = [number, number, number];
const hex = (value: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;

/** How many pixels of the element's screenshot are within a small distance of each colour. */
async function colourShares(page: Page, element: Locator, colours: Record<string, Rgb>) {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const counts: Record<string, number> = {};
      for (const name of Object.keys(colours)) counts[name] = 0;
      for (let i = 0; i < data.length; i += 4) {
        for (const [name, [r, g, b]] of Object.entries(colours)) {
          if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) <= 12) {
            counts[name] += 1;
            break;
          }
        }
      }
      const total = data.length / 4;
      return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, count / total]));
    },
    { png, colours },
  );
}

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill('client@example.com');
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The map's canvas settles: MapLibre has drawn everything it has loaded. */
async function settled(map: Locator) {
  await map.locator('[data-map-state="idle"]').waitFor();
}

async function view(map: Locator) {
  const element = map.locator('[data-map-zoom]');
  const [center, zoom] = await Promise.all([
    element.getAttribute('data-map-center'),
    element.getAttribute('data-map-zoom'),
  ]);
  const [lat, lng] = (center ?? '').split(',').map(Number);
  return { lat, lng, zoom: Number(zoom) };
}

describe('the offline map of Palawan', () => {
  it('shows the Contact Us office pin on land in Puerto Princesa, at street level', async () => {
    const page = await session.openPhone();
    await page.goto('/contact-us');
    const map = page.getByRole('region', { name: /^Map of our office/ });
    await settled(map);
    // The marker's box is a zero-size anchor; its icon hangs above it.
    await map.getByRole('img', { name: 'BRP office' }).waitFor({ state: 'attached' });
    const at = await view(map);
    expect(at.zoom).toBeCloseTo(16, 1);
    // The city block around the office: mostly land with its streets, hardly any of the bay.
    await expect
      .poll(async () => (await colourShares(page, map, { land: hex(MAP_COLORS.land) })).land)
      .toBeGreaterThan(0.5);
    const shares = await colourShares(page, map, {
      sea: hex(MAP_COLORS.sea),
      land: hex(MAP_COLORS.land),
      street: hex(MAP_COLORS.minorRoad),
    });
    expect(shares.sea).toBeLessThan(0.15);
    expect(shares.street).toBeGreaterThan(0.005);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/contact-map.png` });
  });

  it('shows land, sea and roads at Puerto Princesa; pans, zooms and drops the pickup pin', async () => {
    const page = await session.openPhone();
    await login(page);
    await page.goto('/book/ride');
    await page.getByRole('button', { name: "No, I'll do it manually" }).click();
    await page.getByRole('button', { name: /^Pickup: not set/ }).click();

    const map = page.getByRole('region', { name: 'Map: move it to put the pin on the place' });
    await settled(map);
    await map.getByText('© OpenStreetMap contributors').waitFor();
    const start = await view(map);
    // Puerto Princesa, at the picker's street-level zoom (16 in Google's terms).
    expect(start.lat).toBeCloseTo(9.7643, 2);
    expect(start.lng).toBeCloseTo(118.7477, 2);
    expect(start.zoom).toBeCloseTo(16, 1);

    // Zoom out with the map's own button until the bay is in sight: land, sea and roads are drawn.
    for (let i = 0; i < 3; i++) {
      await map.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(async () => (await view(map)).zoom).toBeCloseTo(15 - i, 1);
    }
    await settled(map);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/map-wide.png` });
    const wide = await colourShares(page, map, {
      sea: hex(MAP_COLORS.sea),
      land: hex(MAP_COLORS.land),
      road: hex(MAP_COLORS.majorRoad),
      street: hex(MAP_COLORS.minorRoad),
    });
    expect(wide.sea).toBeGreaterThan(0.02);
    expect(wide.land).toBeGreaterThan(0.2);
    expect(wide.road + wide.street).toBeGreaterThan(0.005);

    // Zoom in with the mouse wheel over the map.
    const box = await map.boundingBox();
    if (!box) throw new Error('The map has no box');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => (await view(map)).zoom).toBeGreaterThan(13.5);
    await settled(map);

    // Drag the map to the left: the centre moves east, and the pin under it is named again.
    const before = await view(map);
    await page.mouse.move(middle.x + 100, middle.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(middle.x + 100 - step * 20, middle.y + step * 2);
    await page.mouse.up();
    await settled(map);
    const after = await view(map);
    expect(after.lng).toBeGreaterThan(before.lng + 0.001);
    expect(after.lat).toBeGreaterThan(before.lat);

    // A tap on the map puts the pin there; the address of the spot is looked up and the pin is set.
    await page.mouse.click(middle.x - 60, middle.y + 40);
    // The map is still idle from before the tap for a moment: wait for the move the tap starts, then its end.
    await expect.poll(async () => Math.abs((await view(map)).lng - after.lng)).toBeGreaterThan(0.0001);
    await settled(map);
    const confirm = page.getByRole('button', { name: 'Set the pickup pin' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/map-pin.png` });
    await confirm.click();
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/map-after.png` });
    // The pickup now has the spot's name (a barangay of the city) and the picker moves on to the drop-off.
    await page.getByRole('heading', { name: 'Set drop-off' }).waitFor();
    await expect(page.getByText('Not set').count()).resolves.toBe(1);
  }, 90_000);
});

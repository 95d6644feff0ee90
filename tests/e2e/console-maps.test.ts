/**
 * The console's maps of the roads: staff replay a trip's trace (a driver drives a ride with a long detour, and
 * the operations manager opens the trip's timeline on a desktop and on a phone, sees the trace drawn and flagged,
 * and replays it), and an admin sees a zone's border, the town's, on the zone's page.
 */
import { describe, expect, it } from 'vitest';
import { pointsAlong } from '@/sim/trips';
import { apiLogin as apiAs, consoleLogin } from '../helpers/console-e2e';
import { e2eSession } from '../helpers/e2e';

const session = e2eSession();
const apiLogin = (login: string) => apiAs(session.server.url, login);
const PPC = { lat: 9.7392, lng: 118.7353 };
const PPC_NORTH = { lat: 9.7842, lng: 118.7353 };
/** The phone kept a position every 30 seconds (sent with the time it was taken). */
const FIX_EVERY_MS = 30_000;
/** Drawing a map in software (no GPU here) takes a while on a busy machine. */
const MAP_DRAWN_MS = 30_000;

async function ok(response: Promise<Response>) {
  const res = await response;
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

/** A ride from Robinsons to the Baywalk, driven 4 km east and back before taking the road. */
async function rideWithDetour() {
  const driver = await apiLogin('driver@example.com');
  const rider = await apiLogin('client@example.com');
  await ok(
    driver('driver/status', {
      body: { is_online: true, ...PPC, services: { ride: true, pautos: false, delivery: false } },
    }),
  );
  const booked = (await ok(
    rider('booking', {
      body: {
        payment_method_id: 1,
        vehicle_type_id: 1,
        pickup: { ...PPC, address: 'Robinsons Place Palawan' },
        dropoff: { ...PPC_NORTH, address: 'Puerto Princesa Baywalk' },
        is_web: 1,
      },
    }),
  )) as { order: { id: number; code: string } };
  const { id, code } = booked.order;
  await ok(driver(`driver/offers/${id}/accept`, { body: {} }));
  await ok(driver(`driver/bookings/${id}/status`, { body: { status: 'arrived' } }));
  await ok(driver(`driver/bookings/${id}/status`, { body: { status: 'enroute' } }));
  const road = (await ok(
    rider(`geo/route?origin=${PPC.lat},${PPC.lng}&destination=${PPC_NORTH.lat},${PPC_NORTH.lng}`),
  )) as { polyline: { lat: number; lng: number }[] };
  const east = { lat: PPC.lat, lng: PPC.lng + 4 / 109.7 };
  const course = [...pointsAlong([PPC, east, PPC], 0.25), ...pointsAlong(road.polyline, 0.25)];
  const start = Date.now() - course.length * FIX_EVERY_MS;
  for (const [i, at] of course.entries()) {
    const recorded_at = new Date(start + i * FIX_EVERY_MS).toISOString();
    await ok(driver('driver/location', { body: { ...at, accuracy: 8, recorded_at } }));
  }
  await ok(driver(`driver/bookings/${id}/status`, { body: { status: 'delivered' } }));
  await ok(driver('driver/status', { body: { is_online: false } }));
  return { code, positions: course.length };
}

describe('console maps of trips and zones', () => {
  it('an operations manager sees a detour flagged on the timeline and replays the trace, on a desktop and a phone', async () => {
    const { code, positions } = await rideWithDetour();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await session.openPhone({ viewport });
      await page.goto('/console/login');
      await consoleLogin(page, 'operations-manager@example.com');
      await page.goto('/console/tracking');
      await page.getByRole('button', { name: `Status timeline ${code}` }).click({ timeout: MAP_DRAWN_MS });
      const timeline = page.getByRole('dialog', { name: /Status timeline/ });
      const trace = timeline.locator(`section[data-trace-points="${positions}"]`);
      await trace.waitFor();

      // The whole course is drawn, with the flag and both distances.
      await expect(trace.getAttribute('data-trace-drawn')).resolves.toBe(String(positions));
      await trace.getByText('Driven distance far from the quote').waitFor();
      const summary = await trace.getByText(/ positions · driven /).textContent();
      const [, driven, quoted] = summary?.match(/driven ([\d.]+) km, quoted ([\d.]+) km/) ?? [];
      expect(Number(driven)).toBeGreaterThan(Number(quoted) + 7);
      await trace.locator('[data-map-state="idle"]').waitFor({ timeout: MAP_DRAWN_MS });
      await trace.getByRole('img', { name: 'Where the trip started' }).waitFor({ state: 'attached' });
      const map = await trace.getByRole('region', { name: 'Trip trace' }).boundingBox();
      expect(map?.width).toBeLessThanOrEqual(viewport.width);

      // The replay draws the course again from the pickup, then shows it whole.
      const replay = trace.getByRole('button', { name: 'Replay the trip' });
      await replay.click();
      await timeline.locator('section[data-trace-state="replaying"]').waitFor();
      // Every tick redraws the course on the map: on a busy machine the replay takes longer than a click's wait.
      await timeline.locator('section[data-trace-state="whole"]').waitFor({ timeout: MAP_DRAWN_MS });
      await expect(trace.getAttribute('data-trace-drawn')).resolves.toBe(String(positions));
      await expect(replay.isEnabled()).resolves.toBe(true);
      await page.close();
    }
  });

  it("an admin sees Puerto Princesa's border on its zone page, under the zone's details", async () => {
    const page = await session.openPhone({ viewport: { width: 1440, height: 900 } });
    await page.goto('/console/login');
    await consoleLogin(page, 'admin@example.com');
    await page.goto('/console/zones/2/show');
    const shape = page.locator('[data-zone-rings]');
    await shape.waitFor();
    expect(Number(await shape.getAttribute('data-zone-rings'))).toBeGreaterThan(0);
    await shape.getByRole('region', { name: 'Puerto Princesa' }).waitFor();
    await shape.locator('[data-map-state="idle"]').waitFor({ timeout: MAP_DRAWN_MS });
    // Each detail on a line of its own: the latitude is not read as one number with the longitude.
    const latitude = await page.getByText('Latitude', { exact: true }).boundingBox();
    const longitude = await page.getByText('Longitude', { exact: true }).boundingBox();
    expect(longitude!.y).toBeGreaterThan(latitude!.y + latitude!.height);
  });
});

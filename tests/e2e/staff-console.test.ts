import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatDateYmd, formatManila } from '@/shared/dates';
import { apiLogin as apiAs, bookRide, consoleLogin, waitFor } from '../helpers/console-e2e';
import { DEMO_PASSWORD, e2eSession, testClock } from '../helpers/e2e';
import { loginAs } from '../helpers/ride-phones';

/**
 * The console's staff screens beyond the lists: the staff maps with the active-users heatmap, a pautos order's
 * timeline in tracking, the scanner checking a driver's meeting schedule, a driver rating the rider after a
 * trip, and the console in Filipino. Screenshots go to SCREENSHOT_DIR when it is set.
 */
/** The server's clock: the scanner test pins it to midday so the meeting rules hold at any hour. */
const clock = testClock();
const session = e2eSession({}, { now: clock.now });
const DESKTOP = { width: 1366, height: 900 };
const PPC = { latitude: 9.7392, longitude: 118.7353 };
const apiLogin = (login: string) => apiAs(session.server.url, login);

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function staffConsole(
  viewport = DESKTOP,
  path = '/console/login',
  login = 'operations-manager@example.com',
) {
  const page = await session.openPhone({ viewport, geolocation: PPC, permissions: ['geolocation'] });
  await page.goto(path);
  await consoleLogin(page, login);
  return page;
}

/** A driver of the demo data online for the given services, as the driver app does it. */
async function driverOnline(services: { ride: boolean; pautos: boolean; delivery: boolean }) {
  const driver = await apiLogin('driver@example.com');
  const online = await driver('driver/status', {
    body: { is_online: true, lat: PPC.latitude, lng: PPC.longitude, services },
  });
  expect(online.status, await online.clone().text()).toBe(200);
  return driver;
}

async function acceptOffer(driver: Awaited<ReturnType<typeof apiLogin>>, bookingId: number) {
  await waitFor(async () => {
    const res = await driver('driver/offer');
    if (res.status !== 200) return null;
    const body = (await res.json()) as { offer?: { booking_id?: number } | null; booking_id?: number } | null;
    return (body?.offer?.booking_id ?? body?.booking_id) === bookingId ? body : null;
  }, 'the offer');
  const accepted = await driver(`driver/offers/${bookingId}/accept`, { body: {} });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
}

/** Opens the trike map from the console menu and waits for its staff tools (recent bookings lists). */
async function trikeMapTools(page: Page) {
  await page.getByRole('menuitem', { name: 'Trike map' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/trike');
  await page.locator('[data-map-state="idle"]').waitFor({ timeout: 30_000 });
  const tools = page.getByRole('complementary', { name: 'Admin tools' });
  await tools.getByRole('heading', { name: 'Recently Booked Drivers' }).waitFor();
  await tools.getByRole('heading', { name: 'Recent Trike Bookings' }).waitFor();
  return tools;
}

describe('staff console screens', () => {
  it("opens the trike map from the console: recently booked, trike bookings and the admin's active-users heatmap", async () => {
    // Recorded activity: three signed-in people looking at the map from different places in Puerto Princesa.
    const seen = [
      ['client@example.com', 9.7392, 118.7353],
      ['store@example.com', 9.7445, 118.7299],
      ['area-operator@example.com', 9.7521, 118.7412],
    ] as const;
    for (const [login, lat, lng] of seen) {
      const person = await apiLogin(login);
      expect((await person(`online-drivers?lat=${lat}&lng=${lng}`)).status).toBe(200);
    }

    // An operations manager gets the staff tools but not the active-users layer: that toggle is the admin's.
    const manager = await staffConsole();
    await trikeMapTools(manager);
    expect(await manager.getByRole('button', { name: /active users/ }).count()).toBe(0);
    expect(await manager.getByTestId('active-users-count').count()).toBe(0);

    const page = await staffConsole(DESKTOP, '/console/login', 'admin@example.com');
    const tools = await trikeMapTools(page);
    await tools.getByRole('button', { name: 'Show active users (within 24 hours)' }).click();
    const count = tools.getByTestId('active-users-count');
    await count.getByText(/active users within 24 hours/).waitFor();
    const [, total, located] = /^(\d+) active users within 24 hours \((\d+) on the map\)$/.exec(
      (await count.textContent()) ?? '',
    ) ?? [null, '0', '0'];
    expect(Number(located)).toBeGreaterThanOrEqual(seen.length);
    expect(Number(total)).toBeGreaterThanOrEqual(Number(located));
    // The map's heatmap layer holds those points.
    await page.locator(`[data-heatmap-points="${located}"]`).waitFor();
    await page.locator('[data-map-state="idle"]').waitFor();
    await shot(page, 'trike-map-desktop');
    await tools.getByRole('button', { name: 'Hide active users (within 24 hours)' }).click();
    await page.locator('[data-heatmap-points="0"]').waitFor();

    // The pautos and delivery map is one menu entry away too.
    await page.goto('/console');
    await page.getByRole('menuitem', { name: 'Pautos and delivery map' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('map') === 'pautos-delivery');
    await page.locator('[data-map-state="idle"]').waitFor({ timeout: 30_000 });

    // On a phone the staff tools open from the map's button.
    const phone = await staffConsole({ width: 390, height: 844 }, '/console/login', 'admin@example.com');
    await phone.goto('/admin/trike');
    await phone.locator('[data-map-state="idle"]').waitFor({ timeout: 30_000 });
    await phone.getByRole('button', { name: 'Recently Booked Drivers' }).click();
    await phone.getByRole('button', { name: 'Show active users (within 24 hours)' }).click();
    await phone
      .getByTestId('active-users-count')
      .getByText(/active users within 24 hours/)
      .waitFor();
    await shot(phone, 'trike-map-phone-tools');
    await phone.keyboard.press('Escape');
    await phone.locator(`[data-heatmap-points="${located}"]`).waitFor();
    await phone.locator('[data-map-state="idle"]').waitFor();
    await shot(phone, 'trike-map-phone-heatmap');
  });

  it("shows a pautos order's status entries in the tracking timeline, newest first", async () => {
    const driver = await driverOnline({ ride: false, pautos: true, delivery: false });
    const rider = await apiLogin('client@example.com');
    const booked = await rider('pautos/booking', {
      body: {
        vehicle_type_id: 1,
        store: { lat: 9.7392, lng: 118.7353, address: 'NCCC Mall Palawan' },
        delivery: { lat: 9.7842, lng: 118.7353, address: 'Puerto Princesa Baywalk' },
        items_to_purchase: '2 kg rice, 1 tray of eggs',
        total_budget: 50_000,
        store_location_details: 'Ground floor supermarket',
        special_instructions: '',
      },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { order } = (await booked.json()) as { order: { id: number; code: string } };
    await acceptOffer(driver, order.id);
    const form = new FormData();
    form.append('status_key', 'BUDGET-INITIAL');
    const asked = await fetch(`${session.server.url}/api/orders/${order.id}/pautos/update-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${driver.token}` },
      body: form,
    });
    expect(asked.status, await asked.clone().text()).toBe(200);

    const page = await staffConsole({ width: 390, height: 844 }, '/console/login');
    await page.goto('/console/tracking');
    const open = page.getByRole('button', { name: `Status timeline ${order.code}` });
    await open.click();
    const timeline = page.getByRole('dialog', { name: /Status timeline/ });
    await timeline.waitFor();
    const entries = await timeline.getByRole('listitem').allTextContents();
    expect(entries[0]).toMatch(/^SETTLING BUDGET.* · by the driver$/);
    expect(entries.some((entry) => /^connecting\.\.\..* · by the customer$/.test(entry))).toBe(true);
    expect(entries.some((entry) => /^preparing/.test(entry))).toBe(true);
    await shot(page, 'pautos-timeline-phone');
    await timeline.getByRole('button', { name: 'Close' }).click();

    // The customer calls it off before any money moves; the driver goes offline.
    const cancel = new FormData();
    cancel.append('status_key', 'CANCELLED');
    cancel.append('reason', 'Changed my mind');
    await fetch(`${session.server.url}/api/orders/${order.id}/pautos/update-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rider.token}` },
      body: cancel,
    });
    await driver('driver/status', { body: { is_online: false } });
  });

  it("opens a booking's details from the tracking list, for a partner manager too, without the rider's controls", async () => {
    const rider = await apiLogin('client@example.com');
    const account = (await (await rider('user')).json()) as { name: string };
    const order = await bookRide(rider);
    onTestFinished(async () => {
      await rider(`taxi/order/cancel/${order.id}`, { body: { reason: 'Changed my mind' } });
    });

    const page = await staffConsole(
      { width: 390, height: 844 },
      '/console/login',
      'brp-partner-manager@example.com',
    );
    await page.goto('/console/tracking');
    const [details] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: `Open booking ${order.code}` }).click(),
    ]);
    await details.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    await details.getByText(`Booking #${order.code}`).waitFor();
    await details.getByRole('heading', { name: 'connecting...' }).waitFor();
    await details.getByText(`Booked by ${account.name}`).waitFor();
    await details.getByText('Robinsons Place Palawan').first().waitFor();
    // The rider's own controls stay with the rider.
    for (const name of ['Cancel booking', 'Emergency', 'Share']) {
      expect(await details.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await shot(details, 'tracking-booking-details-phone');

    // The rider still sees them on the same page.
    const own = await session.openPhone({ viewport: { width: 390, height: 844 } });
    await loginAs(own, session.server.url, 'client@example.com');
    await own.goto(`/orders/${order.id}`);
    await own.getByRole('button', { name: 'Cancel booking', exact: true }).waitFor();
    expect(await own.getByText(`Booked by ${account.name}`).count()).toBe(0);
  });

  it("scans a driver's ID card and verifies attendance at the meeting schedule the driver chose", async () => {
    const staff = await apiLogin('operations-manager@example.com');
    // Choosing today's schedule closes at 22:00 Manila: the server's clock stands at midday of today (Manila)
    // for this test, so it passes at any hour, and the scanner's "today" is the same day.
    const today = formatDateYmd();
    clock.pin(new Date(`${today}T12:00:00+08:00`));
    onTestFinished(() => clock.release());
    const tomorrow = formatDateYmd(new Date(Date.parse(`${today}T12:00:00+08:00`) + 86_400_000));
    const meeting = await staff('admin/meetings', {
      body: {
        date: today,
        description: 'General meeting',
        branch_id: null,
        choose_until: `${tomorrow}T12:00:00+08:00`,
      },
    });
    expect(meeting.status, await meeting.clone().text()).toBe(201);
    const { id: meetingId } = (await meeting.json()) as { id: number };
    const slot = await staff('admin/meeting-schedules', {
      body: { meeting_id: meetingId, start_time: '00:00', description: 'Early batch' },
    });
    expect(slot.status, await slot.clone().text()).toBe(201);
    const { id: scheduleId } = (await slot.json()) as { id: number };
    // The driver picks the slot on the general-meeting page (its API); choosing is open until 22:00 Manila.
    const driver = await apiLogin('driver@example.com');
    const chosen = await driver('set_meeting_schedule', {
      body: { meeting_id: meetingId, meeting_schedule_id: scheduleId },
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    const { code } = (await (await driver('user')).json()) as { code: string };
    const png = await QRCode.toBuffer(`${session.server.url}/share/${code}`, { width: 360, margin: 4 });

    const page = await staffConsole({ width: 390, height: 844 });
    await page.goto('/console/attendance-scanner');
    await page.getByText('Point the camera at the QR code on the ID card or meeting pass.').waitFor();
    const refused = page.getByRole('dialog', { name: 'Camera Access Needed' });
    if (await refused.isVisible()) await refused.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByLabel('Scan from an image')
      .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: png });
    const dialog = page.getByRole('dialog', { name: 'Scanned user' });
    await dialog.getByText('Jose Dela Cruz').waitFor();
    const day = formatManila(`${today}T12:00:00+08:00`, 'MMM D, YYYY');
    await expect(dialog.getByTestId('scanned-meeting').textContent()).resolves.toBe(
      `Today, ${day} · General meeting`,
    );
    await expect(dialog.getByTestId('scanned-schedule').textContent()).resolves.toBe(
      '12:00 AM · Early batch',
    );
    await expect(dialog.getByTestId('attended-at').textContent()).resolves.toBe('Not yet');
    await shot(page, 'scanner-meeting-phone');
    await dialog.getByRole('button', { name: 'Verify attendance' }).click();
    const done = page.getByRole('dialog', { name: 'Done' });
    await done
      .getByText(/^Attendance verified at \d{1,2}:\d{2} [AP]M for today's meeting \(12:00 AM schedule\)\.$/)
      .waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.getByTestId('attended-at').textContent()).not.toBe('Not yet');
  });

  it("has the driver rate the rider after the trip, and the customer's statistics show it", async () => {
    const driver = await driverOnline({ ride: true, pautos: false, delivery: false });
    const rider = await apiLogin('client@example.com');
    const order = await bookRide(rider);
    await acceptOffer(driver, order.id);
    for (const status of ['arrived', 'enroute']) {
      const moved = await driver(`driver/bookings/${order.id}/status`, { body: { status } });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }

    // The driver finishes the trip on the job screen and rates the rider there.
    const phone = await session.openPhone({ geolocation: PPC, permissions: ['geolocation'] });
    await phone.goto('/login');
    await phone.getByLabel('Email or phone number').fill('driver@example.com');
    await phone.locator('input[type=password]').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.waitForURL((url) => !url.pathname.startsWith('/login'));
    await phone.goto('/driver/jobs');
    await phone.getByRole('button', { name: 'Complete the trip' }).click();
    const form = phone.getByRole('region', { name: 'Rate your rider' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send rating' }).click();
    await form.getByText('Please choose a rating from 1 to 5 stars.').waitFor();
    await form.locator('label', { hasText: '4 Stars' }).click();
    await form.getByLabel('Review (optional)').fill('Mabait at on time sa pickup.');
    await shot(phone, 'driver-rates-rider-phone');
    await form.getByRole('button', { name: 'Send rating' }).click();
    await phone.getByText('You rated this trip 4 / 5.').waitFor();

    // The customer's statistics (for this order's driver) count the rating.
    await phone.getByRole('link', { name: 'View customer statistics' }).click();
    await phone.waitForURL((url) => url.pathname === `/orders/${order.id}/view-customer`);
    const rating = phone.getByTestId('customer-rating');
    await rating.waitFor();
    expect(await rating.textContent()).toMatch(/^\d(\.\d+)? \/ 5 \([1-9]\d*\)$/);
    expect(Number(await phone.getByTestId('finished-bookings').textContent())).toBeGreaterThanOrEqual(1);
    await phone.getByText('Mabait at on time sa pickup.').waitFor();
    await shot(phone, 'customer-stats-phone');
    await driver('driver/status', { body: { is_online: false } });
  });

  it('runs the console in Filipino from the switch in its bar', async () => {
    const page = await staffConsole();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Filipino' }).click();
    await page.getByRole('button', { name: 'Wika: Filipino' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mapa ng trike' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mga user' }).waitFor();
    await shot(page, 'console-filipino-desktop');
    await page.goto('/console/attendance-scanner');
    await page.getByText('Itapat ang camera sa QR code ng ID card o meeting pass.').waitFor();
    await page.goto('/console/users');
    await page.getByRole('button', { name: 'I-export' }).waitFor();
    // Field titles, choice labels and the menu's resource labels come from the Filipino catalogue too.
    await page.getByRole('columnheader', { name: 'Pangalan' }).waitFor();
    await page.getByRole('columnheader', { name: 'Mga role' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mga coupon' }).waitFor();
    await page.getByRole('menuitem', { name: 'Pagsubaybay' }).waitFor();
    await page.getByRole('button', { name: 'I-block' }).first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Name', exact: true }).count()).toBe(0);
    await shot(page, 'console-filipino-users-desktop');
    // The help texts under the inputs (the schemas' descriptions) too, a money input's in two parts.
    await page.goto('/console/pricing-rows/create');
    await page.getByText('Pinakamababang pamasaheng sinisingil. Sa piso.').waitFor();
    await page.goto('/console/coupons/create');
    await page.getByText('Iwanang blangko kung walang limit.').waitFor();
    expect(await page.getByText('Empty for unlimited.').count()).toBe(0);
    await shot(page, 'console-filipino-coupon-desktop');

    const phone = await staffConsole({ width: 390, height: 844 });
    await phone.getByRole('button', { name: 'Wika: Filipino' }).waitFor();
    await shot(phone, 'console-filipino-phone');
    await phone.goto('/console/users');
    await phone.getByPlaceholder('Hanapin sa pangalan, email, phone, referral code').waitFor();
    await phone.getByRole('button', { name: 'Buksan ang menu' }).click();
    await phone.getByRole('menuitem', { name: 'Commitment block' }).waitFor();
    await phone.getByRole('menuitem', { name: 'Mga gift certificate' }).waitFor();
    // The drawer slides in: the picture waits until it is fully open.
    await phone.waitForFunction(
      () => (document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().left ?? -1) >= 0,
    );
    await shot(phone, 'console-filipino-users-menu-phone');
  });
});

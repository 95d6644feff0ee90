import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession, latestOtpFor, PNG_1PX } from '../helpers/e2e';

const EL_NIDO = { latitude: 11.1956, longitude: 119.4191 };
const session = e2eSession();

const APPLICANT = {
  name: 'Ramon Bautista',
  email: 'ramon.bautista@example.com',
  phone: '9171234500',
  password: 'el-nido-driver-26',
};

const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });
const PDF = {
  name: 'license.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

async function login(page: Page, who: string, password: string) {
  await page.getByLabel('Email or phone number').fill(who);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function apiToken(login: string, password: string): Promise<string> {
  const res = await fetch(`${session.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A rider books an El Nido ride through the API; the driver takes it on the job screen. */
async function riderBooks(token: string) {
  const res = await fetch(`${session.server.url}/api/booking`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      payment_method_id: 1,
      vehicle_type_id: 1,
      pickup: { lat: EL_NIDO.latitude, lng: EL_NIDO.longitude, address: 'El Nido town proper' },
      dropoff: { lat: EL_NIDO.latitude + 0.02, lng: EL_NIDO.longitude, address: 'Corong Corong' },
      is_web: 1,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function driveTrip(driver: Page) {
  const offer = driver.getByRole('dialog', { name: 'New ride booking' });
  await offer.waitFor({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await driver.getByRole('button', { name: 'I have arrived at the pickup' }).click();
  await driver.getByRole('button', { name: 'Start the trip' }).click();
  await driver.getByRole('button', { name: 'Complete the trip' }).click();
  await driver.getByRole('button', { name: 'Back to waiting for bookings' }).click();
}

describe('driver portal', () => {
  it('a new driver signs up, staff approve, the driver goes online, finishes trips and sees the points move', async () => {
    const page = await session.openPhone({ geolocation: EL_NIDO, permissions: ['geolocation'] });
    await page.goto('/drivers/sign-up');
    await page.getByRole('heading', { name: 'Become a Driver' }).waitFor();

    // Submitting too early: the spec's first check is the branch, in an error dialog.
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Driver' });
    await dialog.getByText('Branch is Required').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Full name is required').waitFor();

    await page.getByLabel('Full name').fill(APPLICANT.name);
    await page.getByLabel('Email').fill(APPLICANT.email);
    await page.getByLabel('Phone').fill(`+63 ${APPLICANT.phone}abc`);
    await expect(page.getByLabel('Phone').inputValue()).resolves.toBe(APPLICANT.phone.slice(0, 10));
    await page.getByLabel('Birthday').fill('1990-04-12');
    await page.getByLabel('Address').fill('Barangay Buena Suerte, El Nido');
    await page.getByLabel('Password', { exact: true }).fill(APPLICANT.password);
    await page.getByLabel('Re-type password').fill('not-the-same-1');
    await page.getByLabel('Vehicle brand').fill('Honda');
    await page.getByLabel('Vehicle model').fill('Click 125');
    await page.getByLabel('Vehicle color').fill('Red');
    await page.getByLabel('Plate number').fill('ENP 4521');
    await page.getByLabel('Branch').click();
    await page.getByRole('option', { name: 'El Nido' }).click();
    await page.getByRole('checkbox', { name: 'Ride' }).check();
    await page.locator('input[data-field=vehicle_photo]').setInputFiles(file('vehicle.png'));
    await page.locator('input[data-field=driver_license]').setInputFiles(PDF);
    await page.locator('input[data-field=vehicle_papers]').setInputFiles(file('papers.png'));
    await page.getByLabel('Choose a file for Face image').setInputFiles(file('selfie.png'));
    // The terms box ticks only through the Terms popup.
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).click();
    await page
      .getByRole('dialog', { name: 'Terms and Conditions' })
      .getByRole('button', { name: 'I Agree' })
      .click();
    await expect(
      page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).isChecked(),
    ).resolves.toBe(true);

    await page.getByRole('button', { name: 'Register' }).click();
    await dialog.getByText('Re-type password must be the same in password').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Re-type password').fill(APPLICANT.password);
    await page.getByRole('button', { name: 'Register' }).click();
    // The phone's code: sent by SMS, typed in, then the sign-up goes out.
    await page.getByLabel('Digit 1 of 6').waitFor();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await latestOtpFor(session.server.dataDir, `+63${APPLICANT.phone}`));
    await page.getByRole('button', { name: 'Verify and register' }).click();
    const success = page.getByRole('dialog', { name: 'Driver registered successfully!' });
    await success.waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('r') === 'driver-jobs');

    await login(page, APPLICANT.email, APPLICANT.password);
    await page.waitForURL((url) => url.pathname === '/driver/jobs');
    await page.getByText('Your application is being reviewed').waitFor();
    // Not approved yet: the screen says where the application stands and offers no "Go online" to fail.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Go online' }).count()).resolves.toBe(0);

    // Staff approve the application in the console.
    const staff = await session.openPhone({ viewport: { width: 1280, height: 900 } });
    await staff.goto('/login?r=driver-jobs');
    await login(staff, 'admin@example.com', DEMO_PASSWORD);
    await staff.goto('/console/driver-applications');
    await staff.getByText(APPLICANT.name).first().click();
    await staff.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: 'approved' }).click();
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff
      .getByText(/Element updated|updated/i)
      .first()
      .waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Go online' }).click();
    await page.getByText('Waiting for bookings...').waitFor();
    await expect(page.getByText('Your application is being reviewed').count()).resolves.toBe(0);

    const riderToken = await apiToken('client@example.com', DEMO_PASSWORD);
    for (let trip = 0; trip < 2; trip++) {
      await riderBooks(riderToken);
      await driveTrip(page);
    }

    await page.goto('/new_rewards_quota');
    await page.getByText('2 / 15 booking points').waitFor();
    await page.getByText('Earn 13 more booking points to earn a reward').waitFor();
    await expect(page.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe(
      String(Math.round((2 / 15) * 100)),
    );
  }, 180_000);

  it('sends a signed-out visitor of the points page to login with its return code', async () => {
    const page = await session.openPhone();
    await page.goto('/driver-earnings');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('r') === 'new_rewards_quota',
    );
  });

  it('a driver generates the ID card: both PNGs downloaded, the QR on the card opens the referral link', async () => {
    const page = await session.openPhone();
    await page.goto('/id');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('r') === 'id');
    await login(page, 'driver@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/id');
    await page.getByRole('heading', { name: 'ID Generator' }).waitFor();

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'ID Generator' });
    await dialog.getByText('Emergency Contact Person is required!').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Emergency Contact Person').fill('Maria Dela Cruz');
    await page.getByLabel('Emergency Contact Number').fill('0917123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Emergency Contact Number is invalid!').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Emergency Contact Number').fill('09171234567');
    await page.getByLabel('Blood Type').click();
    await page.getByRole('option', { name: 'O+' }).click();

    // A picture without a QR code is refused with the tips; the real GCash QR is read on the phone.
    await page.getByLabel('Upload GCash QR').setInputFiles(file('not-a-qr.png'));
    const notDetected = page.getByRole('dialog', { name: 'QR Code not detected!' });
    await notDetected.getByText(/Tips:/).waitFor();
    await notDetected.getByRole('button', { name: 'OK' }).click();
    const gcash = '00020101021127830012com.p2pqrpay0111GXCHPHM2XXX0208999644030415+63-917-123-4567';
    await page.getByLabel('Upload GCash QR').setInputFiles({
      name: 'gcash.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(gcash, { width: 300 }),
    });
    await page.getByText('QR Code detected.').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('img', { name: 'Front' }).waitFor();
    // The demo driver has no profile photo: the page asks for one before the card is printed.
    const ask = page.getByTestId('id-photo-ask');
    await ask.getByText('Add your photo').waitFor();
    await ask.getByLabel('Choose a file for Your photo').setInputFiles(file('me.png'));
    await ask.getByRole('button', { name: 'Save photo' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect(
      page.getByRole('img', { name: 'Photo of Jose Dela Cruz' }).getAttribute('src'),
    ).resolves.toMatch(/^\/api\/uploads\//);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[role=img] img').length === 4 &&
        [...document.querySelectorAll<HTMLImageElement>('[role=img] img')].every((image) => image.complete),
    );
    const idNumber = await page.locator('[data-id-number]').textContent();
    expect(idNumber).toMatch(/^D-\d+-[A-Z0-9]+$/);

    const [front] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download front' }).click(),
    ]);
    const [back] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download back' }).click(),
    ]);
    expect(front.suggestedFilename()).toBe(`BRP-ID-${idNumber}-front.png`);
    expect(back.suggestedFilename()).toBe(`BRP-ID-${idNumber}-back.png`);
    const done = page.getByRole('dialog', { name: 'ID images downloaded' });
    await done.waitFor();
    // Demo mode names the printing shop of the driver's branch (Puerto Princesa).
    await done.getByText(/Send both images to this printing shop: PrintHub Palawan/).waitFor();

    // CR80 at scale 3, and the card's QR code decodes to the driver's referral link.
    const frontPng = PNG.sync.read(await fs.readFile((await front.path())!));
    expect([frontPng.width, frontPng.height]).toEqual([204 * 3, 324 * 3]);
    // The BRP logo is drawn on the downloaded front too: its light arc, wheels and letters stand out from the
    // green band on top (the band alone is one colour).
    let logoPixels = 0;
    for (let y = 24; y < 100; y++) {
      for (let x = 30; x < frontPng.width - 30; x++) {
        const at = (y * frontPng.width + x) * 4;
        const [r, g, b] = [frontPng.data[at], frontPng.data[at + 1], frontPng.data[at + 2]];
        if (Math.abs(r - 0x4c) + Math.abs(g - 0x6c) + Math.abs(b - 0x33) > 90) logoPixels++;
      }
    }
    expect(logoPixels).toBeGreaterThan(400);
    const decoded = jsQR(new Uint8ClampedArray(frontPng.data), frontPng.width, frontPng.height);
    const token = await apiToken('driver@example.com', DEMO_PASSWORD);
    const me = (await (
      await fetch(`${session.server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { code: string; id: number };
    expect(decoded?.data).toBe(`${session.server.url}/share/${me.code}`);
    expect(idNumber).toBe(`D-${me.id}-${me.code}`.toUpperCase());
    const backPng = PNG.sync.read(await fs.readFile((await back.path())!));
    expect(jsQR(new Uint8ClampedArray(backPng.data), backPng.width, backPng.height)?.data).toBe(gcash);

    await done.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Re-download front' }).waitFor();
    await page.getByRole('button', { name: 'Change ID Details' }).click();
    const change = page.getByRole('dialog', { name: 'Change ID Details' });
    await change.getByRole('button', { name: 'Send' }).click();
    await change.getByText('No reason provided').waitFor();
    await change.getByLabel('Reason for the change').fill('My emergency contact changed');
    await change.getByRole('button', { name: 'Send' }).click();
    const sent = page
      .getByRole('dialog', { name: 'Change ID Details' })
      .getByText(/Your change request was sent/);
    await sent.waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText(/waiting for approval\. Reason: My emergency contact changed/).waitFor();
  }, 120_000);

  it('a driver reads their invoices and picks a general-meeting slot set up by staff', async () => {
    const admin = await apiToken('admin@example.com', DEMO_PASSWORD);
    const driverToken = await apiToken('driver@example.com', DEMO_PASSWORD);
    const me = (await (
      await fetch(`${session.server.url}/api/user`, { headers: { authorization: `Bearer ${driverToken}` } })
    ).json()) as { id: number };
    const staffCall = async (path: string, body: Record<string, unknown>) => {
      const res = await fetch(`${session.server.url}/api/admin/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: number };
    };
    await staffCall('driver-invoices', {
      driver_id: me.id,
      notes: 'Penalty: 3000 first offence less 650 initial payment',
      target_date: '2026-12-05',
      total_amount: 235000,
      payment_link: 'https://pay.example.com/brp-driver',
    });
    // A meeting a week away: choosing closes in 6 days and 5 hours.
    const nextWeek = new Date(Date.now() + 8 * 24 * 3600_000).toISOString().slice(0, 10);
    const meeting = await staffCall('meetings', {
      date: nextWeek,
      description: 'Monthly general meeting',
      branch_id: null,
      choose_until: new Date(Date.now() + (6 * 24 + 5) * 3600_000).toISOString(),
    });
    await staffCall('meeting-schedules', {
      meeting_id: meeting.id,
      start_time: '09:00',
      description: 'Morning batch',
    });
    await staffCall('meeting-schedules', {
      meeting_id: meeting.id,
      start_time: '14:00',
      description: 'Afternoon batch',
    });

    const page = await session.openPhone();
    await page.goto('/invoices');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('r') === 'invoices');
    await login(page, 'driver@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/invoices');
    await expect(page.locator('[data-total-unpaid]').textContent()).resolves.toBe('₱2,350.00');
    const pay = page.getByRole('link', { name: 'Pay now' });
    await expect(pay.getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByRole('checkbox', { name: /agree to pay the penalty/ }).check();
    await expect(pay.getAttribute('href')).resolves.toBe('https://pay.example.com/brp-driver');
    await expect(pay.getAttribute('aria-disabled')).resolves.toBeNull();

    await page.goto('/driver-meeting');
    await page.getByRole('heading', { name: 'General Meeting', level: 1 }).waitFor();
    await page.getByText('Choosing a schedule ends in:').first().waitFor();
    await page
      .getByRole('timer')
      .getByText(/^6 days, 0[45]:\d\d:\d\d$/)
      .waitFor();
    await page.getByText('Upcoming').first().waitFor();
    await page.getByRole('button', { name: 'Choose this schedule: 14:00 Afternoon batch' }).click();
    const done = page.getByRole('dialog', { name: 'General Meeting' });
    await done.getByText('Your schedule is set!').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Your schedule: 14:00 Afternoon batch').waitFor();
    // The chosen slot reads as chosen, not as a grey "Choose this schedule".
    await page.getByTestId('chosen-schedule').getByText('Your choice').waitFor();
    await expect(
      page.getByRole('button', { name: 'Choose this schedule: 14:00 Afternoon batch' }).count(),
    ).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'Choose this schedule: 09:00 Morning batch' }).isDisabled(),
    ).resolves.toBe(true);

    // The failed-booking screen: real counts (none yet in this fresh city), X2 points, and the standby time.
    await page.goto('/driver/peakhours');
    await page.getByRole('heading', { name: 'Bonus Ride' }).waitFor();
    await page.getByText('X2 BRP Points').waitFor();
    await page.getByText('Every booking in the last 7 days found a driver.').waitFor();
    await page.getByText('No standby passengers today.').waitFor();
    await page.getByRole('button', { name: 'Pick Time' }).click();
    const pick = page.getByRole('dialog', { name: 'Pick Time' });
    await pick.getByLabel('Time In').fill('17:00');
    await pick.getByRole('button', { name: 'Save' }).click();
    await pick.getByText('Both Time In and Time Out are required').waitFor();
    await pick.getByLabel('Time Out').fill('20:00');
    await pick.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your standby time today: 17:00 - 20:00').waitFor();
  }, 90_000);
});

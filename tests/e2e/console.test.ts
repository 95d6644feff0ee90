import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { apiLogin as apiAs, bookRide, consoleLogin, waitFor } from '../helpers/console-e2e';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

const session = e2eSession();
const desktop = () => session.openPhone({ viewport: { width: 1366, height: 900 } });

const apiLogin = (login: string) => apiAs(session.server.url, login);

describe('operations console', () => {
  it('an operations manager prints 7 gift certificates on 2 pages and a customer claims one into the wallet', async () => {
    const page = await desktop();
    await page.goto('/console/gift-certificates/create');
    await consoleLogin(page, 'operations-manager@example.com');
    await page.getByRole('heading', { name: 'New gift certificate batch' }).waitFor();
    await page.getByLabel('Amount').fill('250');
    await page.getByLabel('How many').fill('7');
    await page.getByLabel('Expires at').fill('2031-12-31T23:59');
    await page.getByRole('button', { name: 'Save' }).click();

    // Back on the list, the new batch is first; its Print button opens the print view.
    const print = page.getByRole('link', { name: /^Print batch \d+$/ }).first();
    await print.waitFor();
    const [sheet] = await Promise.all([page.context().waitForEvent('page'), print.click()]);
    await sheet.getByTestId('certificate-sheet').first().waitFor();
    expect(await sheet.getByTestId('certificate-sheet').count()).toBe(2);
    expect(await sheet.getByTestId('certificate-code').count()).toBe(7);
    expect(await sheet.getByTestId('certificate-blank').count()).toBe(3);
    await expect(sheet.getByTestId('certificate-expiry').first().textContent()).resolves.toBe(
      'Valid until December 31, 2031 11:59 PM',
    );
    await expect(sheet.getByText('Worth ₱250.00').count()).resolves.toBe(7);

    // Printed, the batch is two A4 pages: five certificates on the first, two and three hidden blanks on the second.
    await sheet.emulateMedia({ media: 'print' });
    const pdf = await sheet.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(2);
    const code = (await sheet.getByTestId('certificate-code').first().textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);

    // A customer signs in from the claim page and types the code (lower case shows upper case).
    const customer = await session.openPhone();
    await customer.goto('/claim-gift-certificate');
    await customer.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('r') === 'claim-gift-certificate',
    );
    await customer.getByLabel('Email or phone number').fill('client@example.com');
    await customer.locator('input[type=password]').fill(DEMO_PASSWORD);
    await customer.getByRole('button', { name: 'Login', exact: true }).click();
    await customer.waitForURL((url) => url.pathname === '/claim-gift-certificate');
    const balance = customer.getByTestId('wallet-balance');
    await balance.waitFor();
    const before = (await balance.textContent()) ?? '';
    const box = customer.getByLabel('Gift certificate code');
    await box.fill(code.toLowerCase());
    await expect(box.inputValue()).resolves.toBe(code);
    await customer.getByRole('button', { name: 'Claim', exact: true }).click();
    const congratulations = customer.getByRole('dialog', { name: 'Congratulations!' });
    await congratulations.waitFor();
    await expect(congratulations.getByText('₱250.00 has been added to your wallet.').count()).resolves.toBe(
      1,
    );
    await congratulations.getByRole('button', { name: 'OK' }).click();
    await waitFor(async () => ((await balance.textContent()) !== before ? true : null), 'the new balance');
    const toCentavos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    expect(toCentavos((await balance.textContent()) ?? '') - toCentavos(before)).toBe(25_000);

    // The same code again: already claimed, and what was typed stays.
    await box.fill(code);
    await customer.getByRole('button', { name: 'Claim', exact: true }).click();
    await customer.getByRole('dialog').getByText('You have already claimed this gift certificate.').waitFor();
    await customer.getByRole('button', { name: 'OK' }).click();
    await expect(box.inputValue()).resolves.toBe(code);

    // The header menu opens the wallet: the balance and the claim in plain words.
    const claimedBalance = await balance.textContent();
    await customer.getByRole('button', { name: 'Open menu' }).click();
    await customer.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Wallet' }).click();
    await customer.waitForURL((url) => url.pathname === '/wallet');
    const entry = customer.getByTestId('wallet-entry').first();
    await entry.getByText('Gift certificate claimed').waitFor();
    await entry.getByText('+₱250.00').waitFor();
    await expect(customer.getByTestId('wallet-balance').textContent()).resolves.toBe(
      claimedBalance?.replace('Wallet balance: ', ''),
    );
  });

  it('a rider cannot open the print view: the spec text, then home', async () => {
    const page = await session.openPhone();
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill('client@example.com');
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/view-certificates/1');
    await page
      .getByText(
        'You are not authorized to access this page! Please make sure you are logged in as an Admin/BRP Partner Manager/Operations Head when visiting this page',
      )
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('an operations manager watches a trip appear and change in tracking, opens the driver and the timeline', async () => {
    const page = await desktop();
    await page.goto('/console/login');
    await consoleLogin(page, 'operations-manager@example.com');
    await page.getByText('Today').first().waitFor();
    const bookingsToday = page.getByTestId('today-bookings');
    await bookingsToday.waitFor();
    const bookedBefore = Number(await bookingsToday.textContent());

    // Staff who open the spec's /tracking land on the console's tracking.
    await page.goto('/tracking');
    await page.waitForURL((url) => url.pathname === '/console/tracking');
    await page.getByRole('tab', { name: 'All' }).waitFor();

    const driver = await apiLogin('driver@example.com');
    const online = await driver('driver/status', {
      body: {
        is_online: true,
        lat: 9.7392,
        lng: 118.7353,
        services: { ride: true, pautos: false, delivery: false },
      },
    });
    expect(online.status, await online.clone().text()).toBe(200);
    const rider = await apiLogin('client@example.com');
    const order = await bookRide(rider);

    // The new booking shows up without reloading the page, still looking for a driver.
    const row = page.getByRole('row', { name: new RegExp(order.code) });
    await row.waitFor();
    await row
      .getByRole('button', { name: `Status timeline ${order.code}` })
      .getByText('connecting...')
      .waitFor();

    // The driver takes it in the app; the row follows.
    const offer = await waitFor(async () => {
      const res = await driver('driver/offer');
      if (res.status !== 200) return null;
      const body = (await res.json()) as {
        offer?: { booking_id?: number } | null;
        booking_id?: number;
      } | null;
      return body && (body.offer?.booking_id ?? body.booking_id) ? body : null;
    }, 'the offer');
    expect(offer).toBeTruthy();
    const accepted = await driver(`driver/offers/${order.id}/accept`, { body: {} });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await row
      .getByRole('button', { name: `Status timeline ${order.code}` })
      .getByText('preparing')
      .waitFor();

    // Driver details: cancellations out of 5, earnings and the online entry just recorded.
    await row.getByRole('button', { name: 'Jose Dela Cruz' }).click();
    const details = page.getByRole('dialog', { name: 'Driver details' });
    await details.waitFor();
    await expect(details.getByTestId('cancel-count-today').textContent()).resolves.toMatch(/^\d+ \/ 5$/);
    await details.getByRole('list', { name: 'Online activity' }).getByText('Online').first().waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // The timeline, newest first.
    await row.getByRole('button', { name: `Status timeline ${order.code}` }).click();
    const timeline = page.getByRole('dialog', { name: /Status timeline/ });
    await timeline.waitFor();
    const entries = await timeline.getByRole('listitem').allTextContents();
    expect(entries[0]).toMatch(/^preparing/);
    expect(entries.at(-1)).toMatch(/^connecting\.\.\./);
    await timeline.getByRole('button', { name: 'Close' }).click();

    // The dashboard counted the booking.
    await page.goto('/console');
    await waitFor(
      async () =>
        Number(await page.getByTestId('today-bookings').textContent()) === bookedBefore + 1 ? true : null,
      "today's bookings",
    );
    await driver('driver/status', { body: { is_online: false } });
  });

  it('an operations manager scans a driver ID card QR from an image and verifies attendance', async () => {
    const driver = await apiLogin('driver@example.com');
    const { code } = (await (await driver('user')).json()) as { code: string };
    // The ID card's QR holds the driver's referral link.
    const png = await QRCode.toBuffer(`${session.server.url}/share/${code}`, { width: 360, margin: 4 });

    const page = await desktop();
    // Signed out, the scanner asks to log in with its return code, then comes back to the console's scanner.
    await page.goto('/attendance/scanner');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('r') === 'camera-scanner',
    );
    await page.getByLabel('Email or phone number').fill('operations-manager@example.com');
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/console/attendance-scanner');
    await page.getByText('Point the camera at the QR code on the ID card or meeting pass.').waitFor();
    // Headless there is no camera: either the browser refuses it or finds none; the picture works either way.
    const refused = page.getByRole('dialog', { name: 'Camera Access Needed' });
    if (await refused.isVisible()) await refused.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByLabel('Scan from an image')
      .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: png });
    const dialog = page.getByRole('dialog', { name: 'Scanned user' });
    await dialog.waitFor();
    await dialog.getByText('Jose Dela Cruz').waitFor();
    await dialog.getByText('driver@example.com').waitFor();
    await dialog.getByRole('button', { name: 'Verify attendance' }).click();
    const done = page.getByRole('dialog', { name: 'Done' });
    await done.getByText(/^Attendance (verified|was already verified today) at /).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.getByTestId('attended-at').textContent()).not.toBe('Not yet');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A payment QR is ignored: no dialog opens.
    const payment = await QRCode.toBuffer('00020101021127p2pqrpay0102PH', { width: 300 });
    await page
      .getByLabel('Scan from an image')
      .setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: payment });
    await page.getByText('QR Code not detected!').waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });

  it('a partner manager sees partners, gift certificates, tracking and the charts, and no settings', async () => {
    const page = await desktop();
    await page.goto('/console/login');
    await consoleLogin(page, 'brp-partner-manager@example.com');
    await page.getByRole('menuitem', { name: 'Gift certificates' }).waitFor();
    const items = (await page.getByRole('menuitem').allTextContents()).map((text) => text.trim());
    // Partners, certificates and the staff screens the header links to (tracking, charts); no settings.
    expect(items).toContain('Gift certificates');
    expect(items).toContain('Tracking');
    expect(items).toContain('Online drivers');
    for (const staffOnly of ['Users', 'Pricing', 'Coupons', 'Attendance scanner']) {
      expect(items).not.toContain(staffOnly);
    }
    // No numbers on the dashboard for this role: those are for operations staff.
    expect(await page.getByTestId('today-bookings').count()).toBe(0);
  });

  it('an operations manager reads the hourly charts and sets up a commitment block', async () => {
    const page = await desktop();
    await page.goto('/console/login');
    await consoleLogin(page, 'operations-manager@example.com');
    await page.goto('/online-drivers');
    await page.waitForURL((url) => url.pathname === '/console/online-drivers');
    for (const name of ['Online drivers', 'Ongoing bookings', 'Failed bookings']) {
      await page.getByRole('region', { name }).getByRole('heading', { name, exact: true }).waitFor();
    }
    // Forward only up to today.
    await expect(page.getByRole('button', { name: 'Next day' }).isDisabled()).resolves.toBe(true);
    const today = await page.getByTestId('chart-day').textContent();
    const previous = page.getByRole('button', { name: 'Previous day' });
    if (await previous.isEnabled()) {
      await previous.click();
      await expect.poll(() => page.getByTestId('chart-day').textContent()).not.toBe(today);
      await expect(page.getByRole('button', { name: 'Next day' }).isEnabled()).resolves.toBe(true);
    }

    await page.goto('/console/commitment-blocks/create');
    await page.getByLabel('Name').fill('Evening rush');
    await page.getByLabel('Start time').fill('17:00');
    await page.getByLabel('End time').fill('21:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Evening rush' }).waitFor();
    await page.goto('/console/commitments');
    await page.getByRole('heading', { name: 'Evening rush 17:00 - 21:00' }).waitFor();
    await page.getByText('No drivers committed to this block.').waitFor();
    await page.getByRole('heading', { name: 'Other online pautos and delivery drivers' }).waitFor();
  });
});

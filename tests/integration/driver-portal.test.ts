import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_POINTS_QUOTA } from '@config/constants';
import { transaction } from '@/server/db/pool';
import { settleBookingPoints } from '@/server/modules/driver-portal/booking-points';
import { createTestApp, latestOtp, multipartBody, PNG_1PX, type TestApp } from '../helpers/app';
import {
  EL_NIDO,
  EL_NIDO_NORTH,
  book,
  onlineDriver,
  quickUser,
  type TestDriver,
  waitUntil,
} from '../helpers/rides';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let applicant = 0;
/** The visitor filling the sign-up page: their address and the registration token their uploads carry. */
let visitor = { ip: '10.77.0.1', token: '' };
async function newVisitor() {
  applicant += 1;
  const ip = `10.77.${Math.floor(applicant / 250)}.${(applicant % 250) + 1}`;
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/registration-token',
    remoteAddress: ip,
  });
  visitor = { ip, token: ticket.json().token };
  return visitor;
}

/** An anonymous sign-up upload, as the page sends it: with the visitor's registration token. */
async function upload(kind: string, data = PNG_1PX, type = 'image/png', as = visitor) {
  const body = multipartBody({ kind }, { name: type === 'image/png' ? 'a.png' : 'a.pdf', data, type });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    remoteAddress: as.ip,
    ...body,
    headers: { ...body.headers, 'x-registration-token': as.token },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The phone's code, sent and verified as the sign-up page does; returns the verification token. */
async function verifiedPhone(phone: string, ip = visitor.ip) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/otp/send',
    remoteAddress: ip,
    payload: { phone, purpose: 'register' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestOtp(t.sms, phone);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    remoteAddress: ip,
    payload: { phone, purpose: 'register', code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().verification_token as string;
}

let phoneCounter = 0;
async function signUpBody(overrides: Record<string, unknown> = {}) {
  phoneCounter += 1;
  await newVisitor();
  const phone = `+639${String(170000000 + phoneCounter + (process.pid % 1000) * 1000)}`;
  return {
    name: 'Ramon Bautista',
    email: `ramon${phoneCounter}-${Date.now() % 100000}@example.com`,
    phone,
    password: 'tricycle-driver-2026',
    repassword: 'tricycle-driver-2026',
    birthday: '1990-04-12',
    address: 'Barangay Buena Suerte, El Nido',
    vehicle_brand: 'Honda',
    vehicle_model: 'TMX 155',
    color: 'Blue',
    reg_no: 'abc 1234',
    branch_id: 3,
    vehicle_type_id: 3,
    tricycle_color: 'Blue',
    tricycle_color_code_id: 1,
    booking_services: { ride: true, pautos: false, delivery: false },
    terms: true,
    vehicle_photo: await upload('vehicle_photo'),
    driver_license: await upload('driver_license', PDF, 'application/pdf'),
    vehicle_papers: await upload('vehicle_papers'),
    customizable_photo: await upload('selfie'),
    verification_token: await verifiedPhone(phone),
    ...overrides,
  };
}

async function register(payload: Record<string, unknown>, token = visitor.token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/driver/register',
    payload,
    headers: { 'x-registration-token': token },
  });
}

describe('driver sign-up and staff approval', () => {
  it('checks the sign-up in the spec order and wording', async () => {
    const base = await signUpBody();
    const { branch_id: _b, ...noBranch } = base;
    expect((await register(noBranch)).json()).toEqual({ message: 'Branch is Required' });
    expect((await register({ ...base, repassword: 'something-else-1' })).json()).toEqual({
      message: 'Re-type password must be the same in password',
    });
    expect(
      (await register({ ...base, booking_services: { ride: false, pautos: false, delivery: false } })).json(),
    ).toEqual({ message: 'Choose at least one booking service' });
    const { tricycle_color: _c, tricycle_color_code_id: _i, ...noColour } = base;
    expect((await register(noColour)).json()).toEqual({ message: 'Choose your tricycle’s color code' });
    // The licence and papers may be PDFs; the vehicle photo must be an image, checked by its content.
    const photoAsPdf = multipartBody(
      { kind: 'vehicle_photo' },
      { name: 'a.pdf', data: PDF, type: 'image/png' },
    );
    const ticket = await t.app.inject({ method: 'POST', url: '/api/uploads/registration-token' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...photoAsPdf,
      headers: { ...photoAsPdf.headers, 'x-registration-token': ticket.json().token },
    });
    expect(refused.json()).toEqual({ message: 'Please upload an image file.' });
  });

  it('needs the code sent to the phone, and only the documents this visitor uploaded', async () => {
    // Someone else's number without its code: refused, and the number stays free for its owner.
    const body = await signUpBody();
    const { verification_token: _v, ...noCode } = body;
    const withoutCode = await register(noCode);
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toBe('Please verify your phone number with the OTP code first.');
    expect(await register({ ...body, verification_token: 'made-up-token' })).toMatchObject({
      statusCode: 400,
    });

    // Another visitor's documents (uploaded under their registration token) cannot be used.
    const victim = await signUpBody();
    const thief = await signUpBody();
    const stolen = await register({
      ...thief,
      vehicle_photo: victim.vehicle_photo,
      driver_license: victim.driver_license,
    });
    expect(stolen.statusCode).toBe(400);
    const { rows } = await t.database.pool.query('SELECT owner_id FROM uploads WHERE id = $1', [
      victim.vehicle_photo,
    ]);
    expect(rows[0].owner_id).toBeNull();
    // Without the token at all: refused too.
    expect((await register(victim, '')).statusCode).toBe(400);
    expect((await register(victim, 'x'.repeat(43))).statusCode).toBe(400);
    // The thief's own sign-up still works once it uses its own files and code.
    const ok = await register(thief, visitor.token);
    expect(ok.statusCode, ok.body).toBe(201);
    // Codes are spent once: the same verification cannot sign up a second account.
    const again = await register({ ...thief, email: 'another@example.com' }, visitor.token);
    expect(again.statusCode).not.toBe(201);
  });

  it('registers a driver who waits for staff approval before going online, and is told of a rejection', async () => {
    const body = await signUpBody();
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Driver registered successfully!');
    const driverId = res.json().id as number;

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: body.email, password: body.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json().token}` };
    const me = await t.app.inject({ url: '/api/user', headers: auth });
    expect(me.json()).toMatchObject({ role_name: 'driver', branch_id: 3, phone: body.phone });

    const goOnline = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/driver/status',
        headers: auth,
        payload: { is_online: true, lat: EL_NIDO.lat, lng: EL_NIDO.lng },
      });
    expect((await goOnline()).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/driver/application', headers: auth })).json()).toEqual({
      status: 'pending',
      reason: '',
      is_approved: false,
    });

    const staff = await createUser(t.database.pool, { roles: ['operations-manager'] });
    const list = await t.app.inject({
      url: '/api/admin/driver-applications?filter={"status":"pending"}',
      headers: staff.auth,
    });
    const application = list.json().find((a: { user_id: number }) => a.user_id === driverId);
    expect(application).toMatchObject({ name: 'Ramon Bautista', branch_id: 3, vehicle_type_id: 3 });
    const noReason = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/driver-applications/${application.id}`,
      headers: staff.auth,
      payload: { status: 'rejected' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/driver-applications/${application.id}`,
      headers: staff.auth,
      payload: { status: 'rejected', reason: 'The plate number on the papers does not match.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await t.app.inject({ url: '/api/driver/application', headers: auth })).json()).toEqual({
      status: 'rejected',
      reason: 'The plate number on the papers does not match.',
      is_approved: false,
    });
    expect((await goOnline()).statusCode).toBe(403);

    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/driver-applications/${application.id}`,
      headers: staff.auth,
      payload: { status: 'approved', reason: '' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().reviewed_at).toBeTruthy();
    const online = await goOnline();
    expect(online.statusCode, online.body).toBe(200);
    // A driver cannot review applications.
    const self = await t.app.inject({ url: '/api/admin/driver-applications', headers: auth });
    expect(self.statusCode).toBe(403);
  });
});

async function finishTrip(driver: TestDriver, rider: TestDriver, from = EL_NIDO, to = EL_NIDO_NORTH) {
  const res = await book(t, rider, {
    pickup: { ...from, address: 'El Nido town proper' },
    dropoff: { ...to, address: 'Corong Corong' },
    vehicle_type_id: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  const bookingId = res.json().order.id as number;
  await waitUntil(async () => {
    const offer = await t.app.inject({ url: '/api/driver/offer', headers: driver.auth });
    return offer.json().offer?.booking_id === bookingId;
  });
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${bookingId}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return bookingId;
}

async function advance(
  driver: TestDriver,
  bookingId: number,
  statuses = ['arrived', 'enroute', 'delivered'],
) {
  for (const status of statuses) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/driver/bookings/${bookingId}/status`,
      headers: driver.auth,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function quota(driver: TestDriver) {
  const res = await t.app.inject({ url: '/api/new_rewards_quota', headers: driver.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.drivers[0];
}

async function rewardEntries(driverId: number) {
  const { rows } = await t.database.pool.query(
    `SELECT amount_centavos::int AS amount, reference FROM wallet_entries
      WHERE user_id = $1 AND kind = 'booking-points' ORDER BY id`,
    [driverId],
  );
  return rows;
}

describe('booking points from the driver’s own finished trips', () => {
  it('counts 1 per online booking only in the eligible branches, nothing for a walk-in that was no real trip', async () => {
    const ppcDriver = await onlineDriver(t, { branchId: 2 });
    const rider = await quickUser(t);
    const ppcTrip = await book(t, rider);
    const ppcBooking = ppcTrip.json().order.id as number;
    await waitUntil(async () => {
      const offer = await t.app.inject({ url: '/api/driver/offer', headers: ppcDriver.auth });
      return offer.json().offer?.booking_id === ppcBooking;
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${ppcBooking}/accept`,
      headers: ppcDriver.auth,
    });
    await advance(ppcDriver, ppcBooking);
    expect(await quota(ppcDriver)).toMatchObject({ eligible: false, count: 0, total_points: 0, quota: 15 });
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [ppcDriver.id]);

    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO });
    const online = await finishTrip(driver, rider);
    await advance(driver, online);
    // The same trip marked walk-in but finished on the spot, with no drive behind it, earns nothing (the half
    // point of a real walk-in trip is tested with the walk-in trips).
    const walkIn = await finishTrip(driver, rider);
    await t.database.pool.query('UPDATE bookings SET is_walk_in = true WHERE id = $1', [walkIn]);
    await advance(driver, walkIn);
    expect(await quota(driver)).toMatchObject({
      eligible: true,
      branch_name: 'El Nido',
      count: 1,
      quota: BOOKING_POINTS_QUOTA,
      total_points: 1,
      rewards_paid: 0,
    });
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
  });

  it('pays Php 100 into the wallet once per 15 points, exactly once however many settle at the same time', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Lito Lapid' });
    const rider = await quickUser(t);
    for (let i = 0; i < BOOKING_POINTS_QUOTA - 1; i++) await advance(driver, await finishTrip(driver, rider));
    expect(await quota(driver)).toMatchObject({ count: 14, rewards_paid: 0 });
    expect(await rewardEntries(driver.id)).toEqual([]);

    const last = await finishTrip(driver, rider);
    await advance(driver, last, ['arrived', 'enroute']);
    // The 15th trip finishes while the quota page and other settlements run at the same moment.
    const results = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/driver/bookings/${last}/status`,
        headers: driver.auth,
        payload: { status: 'delivered' },
      }),
      ...Array.from({ length: 6 }, () =>
        t.app.inject({ url: '/api/new_rewards_quota', headers: driver.auth }),
      ),
      ...Array.from({ length: 6 }, () =>
        transaction(t.database.pool, (client) => settleBookingPoints(client, driver.id)),
      ),
    ]);
    expect((results[0] as { statusCode: number }).statusCode).toBe(200);
    expect(await rewardEntries(driver.id)).toEqual([
      { amount: 10000, reference: `booking-points:${driver.id}:1` },
    ]);
    expect(await quota(driver)).toMatchObject({ count: 0, total_points: 15, rewards_paid: 1 });
    const wallet = await t.app.inject({ url: '/api/wallet', headers: driver.auth });
    expect(wallet.statusCode).toBe(200);
    expect(JSON.stringify(wallet.json())).toContain('10000');
  });

  it('needs a driver: anonymous 401, riders 403', async () => {
    expect((await t.app.inject({ url: '/api/new_rewards_quota' })).statusCode).toBe(401);
    const rider = await quickUser(t);
    expect((await t.app.inject({ url: '/api/new_rewards_quota', headers: rider.auth })).statusCode).toBe(403);
  });
});

describe('ID card details and change requests', () => {
  const details = {
    emergency_contact_person: 'Maria Bautista',
    emergency_contact_phone: '+639171234567',
    blood_type: 'O+',
    qr_type: 'GCash',
    gcash_qr_text: '00020101021127830012com.p2pqrpay0111GXCHPHM2XXX',
  };
  const submit = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/id_info/submit', headers: auth, payload });

  it('checks the form in the spec order, writes it once, and reopens it only after staff approve a change', async () => {
    const driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO });
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
    expect((await submit(driver.auth, {})).json()).toEqual({
      message: 'Emergency Contact Person is required!',
    });
    expect((await submit(driver.auth, { emergency_contact_person: 'Maria Bautista' })).json()).toEqual({
      message: 'Emergency Contact Number is required!',
    });
    expect(
      (await submit(driver.auth, { ...details, emergency_contact_phone: '09171234567' })).json(),
    ).toEqual({ message: 'Emergency Contact Number is invalid!' });
    const { blood_type: _b, ...noBlood } = details;
    expect((await submit(driver.auth, noBlood)).json()).toEqual({ message: 'Blood Type is required!' });
    const { gcash_qr_text: _q, ...noQr } = details;
    expect((await submit(driver.auth, noQr)).json()).toEqual({ message: 'GCash QR Code is required!' });

    const saved = await submit(driver.auth, details);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().ok).toBe(true);
    expect((await submit(driver.auth, details)).statusCode).toBe(409);
    const me = await t.app.inject({ url: '/api/user?show_id_info=1', headers: driver.auth });
    expect(me.json().id_info).toEqual({ ...details, is_approved: 1, reason: null });
    const plain = await t.app.inject({ url: '/api/user', headers: driver.auth });
    expect(plain.json().id_info).toBeUndefined();

    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/id_info/request_regenerate',
      headers: driver.auth,
      payload: { reason: '   ' },
    });
    expect(noReason.json()).toEqual({ message: 'No reason provided' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/id_info/request_regenerate',
      headers: driver.auth,
      payload: { reason: 'New emergency contact' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = await t.app.inject({ url: '/api/user?show_id_info=1', headers: driver.auth });
    expect(pending.json().id_info).toMatchObject({ is_approved: 0, reason: 'New emergency contact' });

    const staff = await createUser(t.database.pool, { roles: ['admin'] });
    const list = await t.app.inject({ url: '/api/admin/id-change-requests', headers: staff.auth });
    const request = list.json().find((r: { user_id: number }) => r.user_id === driver.id);
    expect(request).toMatchObject({ reason: 'New emergency contact', status: 'pending' });
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/id-change-requests/${request.id}`,
      headers: staff.auth,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const reopened = await t.app.inject({ url: '/api/user?show_id_info=1', headers: driver.auth });
    expect(reopened.json().id_info).toBeNull();
    const again = await submit(driver.auth, { ...details, emergency_contact_person: 'Jose Bautista' });
    expect(again.statusCode).toBe(200);
  });

  it('lets only drivers and the listed staff roles use the ID generator', async () => {
    const rider = await quickUser(t);
    expect((await submit(rider.auth, details)).statusCode).toBe(403);
    const operator = await quickUser(t, ['area-operator']);
    expect((await submit(operator.auth, details)).statusCode).toBe(200);
  });
});

describe('profile', () => {
  const update = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/web_update', headers: auth, payload });

  it('saves a driver note of at most 70 characters, and a photo for other accounts', async () => {
    const driver = await quickUser(t, ['driver'], 'Note Driver');
    expect((await update(driver.auth, { note: 'x'.repeat(71) })).json()).toEqual({
      message: 'The note may be at most 70 characters.',
    });
    const saved = await update(driver.auth, { note: '  Ask me about El Nido tours!  ' });
    expect(saved.json()).toMatchObject({ message: 'Saved!', note: 'Ask me about El Nido tours!' });
    expect((await t.app.inject({ url: '/api/user', headers: driver.auth })).json().note).toBe(
      'Ask me about El Nido tours!',
    );

    const rider = await quickUser(t);
    expect((await update(rider.auth, { note: 'hello' })).json()).toEqual({
      message: 'Please choose a photo.',
    });
    const form = multipartBody({ kind: 'photo' }, { name: 'me.png', data: PNG_1PX, type: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...rider.auth },
    });
    const photoId = uploaded.json().id as string;
    // Someone else's upload cannot become this account's photo.
    expect((await update(driver.auth, { photo: photoId })).statusCode).toBe(400);
    const other = await quickUser(t);
    expect((await update(other.auth, { photo: photoId })).json()).toEqual({
      message: 'Please choose a photo.',
    });
    const mine = await update(rider.auth, { photo: photoId });
    // Photos are shown through signed links that expire (see the uploads module).
    expect(mine.json()).toEqual({
      message: 'Saved!',
      customizable_photo: expect.stringMatching(
        new RegExp(`^/api/uploads/${photoId}\\?exp=\\d+&sig=[\\w-]+$`),
      ),
    });
  });

  it('lets a driver without a photo add their own, for the ID card', async () => {
    const driver = await quickUser(t, ['driver'], 'Photo Driver');
    const form = multipartBody({ kind: 'photo' }, { name: 'me.png', data: PNG_1PX, type: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...driver.auth },
    });
    const photoId = uploaded.json().id as string;
    expect((await update(driver.auth, { photo: photoId })).json()).toMatchObject({ message: 'Saved!' });
    const me = (await t.app.inject({ url: '/api/user', headers: driver.auth })).json();
    expect(me.customizable_photo).toMatch(new RegExp(`^/api/uploads/${photoId}\\?`));
    // The note is kept as it was.
    expect((await update(driver.auth, { note: 'Safe rides' })).json()).toMatchObject({ note: 'Safe rides' });
  });
});

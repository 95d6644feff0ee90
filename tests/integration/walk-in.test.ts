import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CONTACT_FEE_CENTAVOS } from '@config/constants';
import type { TrackingList } from '@schemas/operations';
import { createTestApp, type TestApp } from '../helpers/app';
import { EL_NIDO, EL_NIDO_NORTH, onlineDriver, quickUser, type TestDriver } from '../helpers/rides';
import { drive, shiftableClock, wayPoints } from '../helpers/walk-in';

let t: TestApp;
const clock = shiftableClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { auth: Record<string, string> };

async function startWalkIn(driver: Auth, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/driver/walk-in', headers: driver.auth, payload });
}

async function dropOff(driver: Auth, bookingId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/driver/bookings/${bookingId}/status`,
    headers: driver.auth,
    payload: { status: 'delivered' },
  });
}

async function tracking(who: Auth, query = '') {
  const res = await t.app.inject({ url: `/api/checker/transactions${query}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackingList;
}

/** What the ride wizard quotes for the same trip: the trip fare of the shared fare function. */
async function quotedFare(
  who: Auth,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  type = 1,
) {
  const res = await t.app.inject({
    url: `/api/pricing?pickup=${from.lat},${from.lng}&destination=${to.lat},${to.lng}`,
    headers: who.auth,
  });
  const option = res.json().options.find((o: { vehicle_type_id: number }) => o.vehicle_type_id === type);
  return option.fare as number;
}

async function points(driver: Auth) {
  const res = await t.app.inject({ url: '/api/new_rewards_quota', headers: driver.auth });
  return res.json().data.drivers[0].total_points as number;
}

describe('walk-in trips', () => {
  let driver: TestDriver;
  let staff: Awaited<ReturnType<typeof quickUser>>;

  beforeAll(async () => {
    driver = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Nestor Abad' });
    staff = await quickUser(t, ['operations-manager'], 'Ops Lead');
  });

  it('starts at the driver’s position, ends where the driver drops off, priced like a booked ride, half a point', async () => {
    const started = await startWalkIn(driver);
    expect(started.statusCode, started.body).toBe(201);
    const trip = started.json();
    expect(trip).toMatchObject({ status: 'enroute', driver: { id: driver.id } });
    expect(trip.taxi_order).toMatchObject({ is_walk_in: true, is_quick_book: false });
    const id = trip.id as number;

    // Only one trip at a time.
    expect((await startWalkIn(driver)).statusCode).toBe(409);
    // The walk-in is not a rider booking of the driver's own account.
    const current = await t.app.inject({ url: '/api/booking/current', headers: driver.auth });
    expect(current.json().order).toBeNull();

    // Three minutes' drive to the drop-off, the phone reporting its position on the way.
    await drive(t, clock, driver, wayPoints(EL_NIDO, EL_NIDO_NORTH, 6));
    const done = await dropOff(driver, id);
    expect(done.statusCode, done.body).toBe(200);
    const { rows } = await t.database.pool.query(
      `SELECT pickup_latitude, pickup_longitude, dropoff_latitude, dropoff_longitude, sub_total, web_fee, total,
              status, trip_details->>'km_distance' AS km
         FROM bookings WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({
      pickup_latitude: EL_NIDO.lat,
      pickup_longitude: EL_NIDO.lng,
      dropoff_latitude: EL_NIDO_NORTH.lat,
      dropoff_longitude: EL_NIDO_NORTH.lng,
      status: 'delivered',
      web_fee: 0,
    });
    expect(Number(rows[0].km)).toBeGreaterThan(1);
    const fare = await quotedFare(staff, EL_NIDO, EL_NIDO_NORTH);
    expect(rows[0].sub_total).toBe(fare);
    expect(rows[0].total).toBe(fare);

    expect(await points(driver)).toBe(0.5);
    expect(done.json().walk_in_points).toMatchObject({ earned: true, points: 0.5, reason: null });

    const own = await tracking(driver, '?type=finished');
    expect(own.data.map((item) => [item.code, item.label, item.taxi_order.is_walk_in])).toEqual([
      [trip.code, 'Walk-in', true],
    ]);
    const staffView = await tracking(staff, `?type=finished&driver_id=${driver.id}`);
    expect(staffView.data.map((item) => item.code)).toEqual([trip.code]);
  });

  it('links a passenger who contacted the driver from the home map, as the first walk-in after that contact', async () => {
    const visitor = await quickUser(t, ['client'], 'Liza Soriano');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/recently-booked',
      headers: visitor.auth,
      payload: { action_slug: 'call_driver', driver_id: driver.id, confirmed: true },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const contactId = contact.json().id as number;

    const listed = await t.app.inject({ url: '/api/driver/walk-in/contacts', headers: driver.auth });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: contactId, actionSlug: 'call_driver', user_name: 'Liza Soriano' }),
    ]);
    // Another driver cannot take this contact.
    const other = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Other Driver' });
    expect((await startWalkIn(other, { recently_booked_id: contactId })).statusCode).toBe(409);

    await t.app.deps.locations.set(driver.id, EL_NIDO);
    const started = await startWalkIn(driver, { recently_booked_id: contactId });
    expect(started.statusCode, started.body).toBe(201);
    const trip = started.json();
    await drive(t, clock, driver, wayPoints(EL_NIDO, EL_NIDO_NORTH, 6));
    expect((await dropOff(driver, trip.id)).statusCode).toBe(200);

    const { rows } = await t.database.pool.query(
      'SELECT is_walk_in, is_quick_book, recently_booked_id, sub_total, web_fee, total FROM bookings WHERE id = $1',
      [trip.id],
    );
    expect(rows[0]).toMatchObject({ is_walk_in: true, is_quick_book: true, recently_booked_id: contactId });
    expect(rows[0].web_fee).toBe(PHONE_CONTACT_FEE_CENTAVOS);
    expect(rows[0].total).toBe(rows[0].sub_total + PHONE_CONTACT_FEE_CENTAVOS);
    expect(await points(driver)).toBe(1);

    // The contact is used up.
    const after = await t.app.inject({ url: '/api/driver/walk-in/contacts', headers: driver.auth });
    expect(after.json().data).toEqual([]);
    expect((await startWalkIn(driver, { recently_booked_id: contactId })).statusCode).toBe(409);

    const first = await t.app.inject({
      url: `/api/first_booking_after_web?id=${contactId}`,
      headers: staff.auth,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data[0]).toMatchObject({
      id: contactId,
      first_booking_id: trip.id,
      first_booking_code: trip.code,
      first_booking_is_walk_in: true,
    });
    const staffView = await tracking(staff, `?driver_id=${driver.id}`);
    expect(staffView.data.find((item) => item.code === trip.code)?.rider_name).toBe('Liza Soriano');
  });

  it('needs an approved driver with a known position; riders and visitors may not', async () => {
    const rider = await quickUser(t);
    expect((await startWalkIn(rider)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/driver/walk-in', payload: {} })).statusCode).toBe(
      401,
    );

    const pending = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Pending Driver' });
    await t.database.pool.query('UPDATE drivers SET is_approved = false WHERE user_id = $1', [pending.id]);
    const refused = await startWalkIn(pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your driver account is not approved yet.');

    const lost = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Lost Driver' });
    await t.app.deps.locations.remove(lost.id);
    await t.database.pool.query('UPDATE drivers SET lat = NULL, lng = NULL WHERE user_id = $1', [lost.id]);
    const noPlace = await startWalkIn(lost);
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().message).toBe(
      'Your location is needed to record a walk-in trip. Please allow location access.',
    );
    expect((await startWalkIn(driver, { recently_booked_id: 'x' })).statusCode).toBe(400);
  });

  it('shows a driver only their own trips, whatever the query asks', async () => {
    const other = await onlineDriver(t, { branchId: 3, at: EL_NIDO, name: 'Third Driver' });
    const mine = await tracking(other, `?driver_id=${driver.id}`);
    expect(mine.data).toEqual([]);
    const theirs = await tracking(driver, '?type=all');
    expect(theirs.data.every((item) => item.driver_id === driver.id)).toBe(true);
    expect(theirs.total).toBe(2);
  });
});

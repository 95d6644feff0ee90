import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetails } from '@schemas/booking';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  beyondFreeKm,
  book,
  onlineDriver,
  PPC,
  PPC_NORTH,
  quickUser,
  realtimeAs,
  rideRequest,
  roadKm,
  type TestDriver,
  waitUntil,
} from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Booked = { order: { id: number; code: string }; booking: BookingDetails };

async function bookedBy(rider: { auth: Record<string, string> }, overrides: Record<string, unknown> = {}) {
  const res = await book(t, rider, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Booked;
}

async function accept(driver: TestDriver, bookingId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${bookingId}/accept`,
    headers: driver.auth,
  });
}

async function step(driver: TestDriver, bookingId: number, status: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/driver/bookings/${bookingId}/status`,
    headers: driver.auth,
    payload: { status },
  });
}

async function cancel(user: { auth: Record<string, string> }, bookingId: number, reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/taxi/order/cancel/${bookingId}`,
    headers: user.auth,
    payload: reason === undefined ? {} : { reason },
  });
}

describe('booking a ride', () => {
  it('books with the fare decided on the server and shows the booking to its rider', async () => {
    const driverAt = { lat: PPC.lat + 0.027, lng: PPC.lng }; // 3 km away, about 4 km by road
    const driver = await onlineDriver(t, { at: driverAt });
    const rider = await quickUser(t);
    const { order, booking } = await bookedBy(rider, { tip: 2000, note: 'Near the gate' });
    expect(order.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking).toMatchObject({ id: order.id, code: order.code, status: 'pending', tip: 2000 });
    expect(booking.statuses.map((s: { name: string }) => s.name)).toEqual(['pending']);
    // Day/sunny/night decide the markup; whatever the hour, the lines add up on the server's numbers.
    const trip = booking.taxi_order.trip_details;
    expect(trip.km_distance).toBe(await roadKm(t, PPC, PPC_NORTH));
    const pickupKm = await roadKm(t, driverAt, PPC);
    expect(trip.pickup_distance).toBe(pickupKm);
    expect(trip.pickup_exceed_km).toBe(beyondFreeKm(pickupKm));
    expect(trip.pickup_charge_fee).toBe(Math.round(trip.pickup_exceed_km * 1000));
    expect(booking.sub_total).toBe(trip.pickup_dropoff_subtotal + trip.pickup_charge_fee);
    expect(booking.total).toBe(booking.sub_total + 200 + 2000);
    expect(booking.taxi_order.web_fee).toBe(200);
    expect(booking.verification_code).toMatch(/^\d{4}$/);
    expect(booking.share_token?.length).toBeGreaterThanOrEqual(43);
    expect(booking.driver).toBeNull();
    expect(booking.payment_method).toMatchObject({ id: 1, name: 'Cash' });

    for (const ref of [`${order.id}-${order.code}`, order.code, order.code.toLowerCase()]) {
      const res = await t.app.inject({ url: `/api/booking/${ref}`, headers: rider.auth });
      expect(res.statusCode, ref).toBe(200);
      expect(res.json().total).toBe(booking.total);
    }
    const current = await t.app.inject({ url: '/api/booking/current', headers: rider.auth });
    expect(current.json()).toEqual({ order });

    // The driver offered the booking can read it, without the verification code or the share token.
    await waitUntil(async () => {
      const offer = await t.app.inject({ url: '/api/driver/offer', headers: driver.auth });
      return offer.json().offer?.booking_id === order.id;
    });
    const asDriver = await t.app.inject({ url: `/api/booking/${order.code}`, headers: driver.auth });
    expect(asDriver.statusCode).toBe(200);
    expect(asDriver.json()).toMatchObject({ verification_code: null, share_token: null });
    await cancel(rider, order.id, 'Pickup point');
  });

  it('hides bookings from strangers (404) and shows them to staff', async () => {
    const rider = await quickUser(t);
    const { order } = await bookedBy(rider);
    const stranger = await quickUser(t);
    const otherDriver = await quickUser(t, ['driver']);
    for (const who of [stranger, otherDriver]) {
      for (const ref of [`${order.id}-${order.code}`, order.code]) {
        const res = await t.app.inject({ url: `/api/booking/${ref}`, headers: who.auth });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Booking not found.' });
      }
    }
    const wrongPair = await t.app.inject({
      url: `/api/booking/${order.id + 1}-${order.code}`,
      headers: rider.auth,
    });
    expect(wrongPair.statusCode).toBe(404);
    const admin = await quickUser(t, ['admin']);
    const asAdmin = await t.app.inject({ url: `/api/booking/${order.code}`, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().share_token).toBeNull();
    // A partner manager watches the tracking list and opens its items: read only, without the rider's code.
    const partnerManager = await quickUser(t, ['brp-partner-manager']);
    for (const ref of [`${order.id}`, order.code]) {
      const asTracker = await t.app.inject({ url: `/api/booking/${ref}`, headers: partnerManager.auth });
      expect(asTracker.statusCode, ref).toBe(200);
      expect(asTracker.json()).toMatchObject({
        code: order.code,
        verification_code: null,
        share_token: null,
      });
    }
    // Not an account that has no tracking list.
    const areaOperator = await quickUser(t, ['area-operator']);
    const asAreaOperator = await t.app.inject({
      url: `/api/booking/${order.code}`,
      headers: areaOperator.auth,
    });
    expect(asAreaOperator.statusCode).toBe(404);
    const trackerCancels = await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${order.id}`,
      headers: { ...partnerManager.auth, 'content-type': 'application/json' },
      payload: { reason: 'Payment method' },
    });
    expect(trackerCancels.statusCode).toBeGreaterThanOrEqual(400);
    expect(trackerCancels.statusCode).toBeLessThan(500);
    const anonymous = await t.app.inject({ url: `/api/booking/${order.code}` });
    expect(anonymous.statusCode).toBe(401);
    await cancel(rider, order.id, 'Payment method');
  });

  it('opens a booking by its order id alone (/orders/{orderId}) for its parties, and refuses the rest', async () => {
    const rider = await quickUser(t);
    const { order } = await bookedBy(rider);
    const byId = await t.app.inject({ url: `/api/booking/${order.id}`, headers: rider.auth });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ id: order.id, code: order.code });
    const admin = await quickUser(t, ['admin']);
    const asAdmin = await t.app.inject({ url: `/api/booking/${order.id}`, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().code).toBe(order.code);
    for (const who of [await quickUser(t), await quickUser(t, ['driver'])]) {
      const res = await t.app.inject({ url: `/api/booking/${order.id}`, headers: who.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found.' });
    }
    expect((await t.app.inject({ url: `/api/booking/${order.id}` })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: '/api/booking/2147483647', headers: rider.auth });
    expect(missing.statusCode).toBe(404);
    const tooBig = await t.app.inject({ url: '/api/booking/99999999999', headers: rider.auth });
    expect(tooBig.statusCode).toBe(404);
    await cancel(rider, order.id, 'Payment method');
  });

  it('refuses a second live booking with the first one, e-wallet, drivers, missing keys and bad extras', async () => {
    const rider = await quickUser(t);
    const { order } = await bookedBy(rider);
    const second = await book(t, rider);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You still have an active booking.', order });

    const other = await quickUser(t);
    const wallet = await book(t, other, { payment_method_id: 8 });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toEqual({ message: 'E-wallet is not available on web booking.' });

    const driver = await quickUser(t, ['driver']);
    expect((await book(t, driver)).statusCode).toBe(403);

    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: other.auth,
      payload: rideRequest(),
    });
    expect(noKey.statusCode).toBe(400);
    const longKey = await book(t, other, {}, 'k'.repeat(101));
    expect(longKey.statusCode).toBe(400);

    const luggageOnMotor = await book(t, other, { has_luggage: 1 });
    expect(luggageOnMotor.json()).toEqual({ message: 'Luggage is only available for tricycles and cars.' });
    const badCoupon = await book(t, other, { coupon_code: 'NOPE' });
    expect(badCoupon.json()).toEqual({ message: 'Invalid coupon code.' });
    const noPickup = await book(t, other, { pickup: undefined });
    expect(noPickup.statusCode).toBe(400);
    expect(noPickup.json()).toEqual({ message: 'Please set both the pickup and the destination.' });
    const current = await t.app.inject({ url: '/api/booking/current', headers: other.auth });
    expect(current.json()).toEqual({ order: null });
    await cancel(rider, order.id, 'Payment method');
  });

  it('applies a coupon to the trip fare only and charges luggage on a tricycle', async () => {
    const rider = await quickUser(t);
    const { order, booking } = await bookedBy(rider, {
      vehicle_type_id: 3,
      coupon_code: 'brp10',
      has_luggage: 1,
      tip: 500,
    });
    const tripFare = booking.taxi_order.trip_details.pickup_dropoff_subtotal;
    expect(booking.discount_percent).toBe(10);
    expect(booking.discount).toBe(Math.round(tripFare * 0.1));
    expect(booking.taxi_order.luggage_fee).toBe(3000);
    expect(booking.sub_total).toBe(tripFare - booking.discount + 3000);
    expect(booking.total).toBe(booking.sub_total + 200 + 500);
    expect(booking.coupon_code).toBe('BRP10');
    const used = await t.database.pool.query(`SELECT used_count FROM coupons WHERE code = 'BRP10'`);
    expect(used.rows[0].used_count).toBeGreaterThanOrEqual(1);
    await cancel(rider, order.id, 'Payment method');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key, one after another and all at once, with one booking', async () => {
    const rider = await quickUser(t);
    const key = randomUUID();
    const first = await book(t, rider, {}, key);
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 10; i++) {
      const again = await book(t, rider, {}, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    }
    const count = await t.database.pool.query('SELECT count(*)::int AS n FROM bookings WHERE user_id = $1', [
      rider.id,
    ]);
    expect(count.rows[0].n).toBe(1);
    const differentBody = await book(t, rider, { note: 'changed' }, key);
    expect(differentBody.statusCode).toBe(409);
    await cancel(rider, first.json().order.id, 'Payment method');
  });

  it('gives one booking when ten copies of a request arrive together', async () => {
    const rider = await quickUser(t);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => book(t, rider, {}, key)));
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201),
      statuses.join(','),
    ).toBe(true);
    const ids = new Set(results.map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    const count = await t.database.pool.query('SELECT count(*)::int AS n FROM bookings WHERE user_id = $1', [
      rider.id,
    ]);
    expect(count.rows[0].n).toBe(1);

    // Different keys at once: still one live booking; the others hear about it.
    const other = await quickUser(t);
    const mixed = await Promise.all(Array.from({ length: 5 }, () => book(t, other)));
    expect(mixed.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(mixed.filter((r) => r.statusCode === 409)).toHaveLength(4);
    await cancel(rider, [...ids][0], 'Payment method');
    await cancel(other, mixed.find((r) => r.statusCode === 201)!.json().order.id, 'Payment method');
  });
});

describe('accepting a booking', () => {
  it('has exactly one winner among 50 drivers accepting at once, five times over, and never a 5xx', async () => {
    const drivers = await Promise.all(Array.from({ length: 50 }, () => onlineDriver(t)));
    const rider = await quickUser(t);
    for (let round = 0; round < 5; round++) {
      const { order } = await bookedBy(rider);
      const results = await Promise.all(drivers.map((d) => accept(d, order.id)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      const winners = results.filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      for (const loser of results.filter((r) => r.statusCode === 409)) {
        expect(loser.json()).toEqual({ message: 'This booking was already taken by another driver.' });
      }
      const winner = drivers[results.indexOf(winners[0])];
      const booking = winners[0].json();
      expect(booking).toMatchObject({ status: 'preparing', driver: { id: winner.id } });
      expect(booking.taxi_order.driver_accept_latitude).toBeCloseTo(PPC.lat, 5);
      const accepted = await t.database.pool.query(
        `SELECT count(*)::int AS n FROM booking_statuses WHERE booking_id = $1 AND name = 'preparing'`,
        [order.id],
      );
      expect(accepted.rows[0].n).toBe(1);
      // The winner hands it back so the next round starts with everyone free.
      const cancelled = await cancel(winner, order.id, 'Driver asked to cancel');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().booking.cancelled_by_who).toBe('driver');
    }
    for (const d of drivers) await t.app.deps.locations.remove(d.id);
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = ANY($1::int[])', [
      drivers.map((d) => d.id),
    ]);
  });

  it('moves the trip forward one step at a time and pays the driver on delivery', async () => {
    const driver = await onlineDriver(t, { vehicleTypeId: 2, name: 'Pedro Penduko' });
    const rider = await quickUser(t);
    const { order, booking } = await bookedBy(rider, { vehicle_type_id: 2, tip: 1000 });
    expect((await step(driver, order.id, 'arrived')).statusCode).toBe(404);
    expect((await accept(driver, order.id)).statusCode).toBe(200);
    const current = await t.app.inject({ url: '/api/driver/booking/current', headers: driver.auth });
    expect(current.json().booking).toMatchObject({ id: order.id, status: 'preparing' });
    const riderView = await t.app.inject({ url: `/api/booking/${order.code}`, headers: rider.auth });
    expect(riderView.json().driver).toMatchObject({
      id: driver.id,
      name: 'Pedro Penduko',
      sim_phone: '+639171112222',
      vehicle: {
        reg_no: 'ABC 1234',
        color: 'Red',
        car_model: { name: 'Click 125', car_make: { name: 'Honda' } },
      },
    });

    const skip = await step(driver, order.id, 'enroute');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: 'This booking is preparing and cannot become enroute now.' });
    for (const status of ['arrived', 'enroute'])
      expect((await step(driver, order.id, status)).statusCode).toBe(200);
    const late = await cancel(rider, order.id, 'Driver not moving');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This booking can no longer be cancelled.' });
    const done = await step(driver, order.id, 'delivered');
    expect(done.statusCode).toBe(200);
    expect(done.json().statuses.map((s: { name: string }) => s.name)).toEqual([
      'pending',
      'preparing',
      'arrived',
      'enroute',
      'delivered',
    ]);
    expect((await step(driver, order.id, 'delivered')).statusCode).toBe(409);
    const earned = await t.database.pool.query(
      'SELECT driver_id, amount FROM driver_earnings WHERE booking_id = $1',
      [order.id],
    );
    expect(earned.rows).toEqual([{ driver_id: driver.id, amount: booking.sub_total + 1000 }]);
    const points = await t.database.pool.query('SELECT points FROM booking_points WHERE booking_id = $1', [
      order.id,
    ]);
    expect(points.rows).toEqual([{ points: 1 }]);
    expect((await t.app.inject({ url: '/api/booking/current', headers: rider.auth })).json()).toEqual({
      order: null,
    });
    await t.app.deps.locations.remove(driver.id);
  });
});

describe('cancelling', () => {
  it('lets the rider cancel with a listed or a free-text reason and counts it', async () => {
    const rider = await quickUser(t);
    const { order } = await bookedBy(rider);
    for (const reason of [undefined, '', 'Other', 'abc ']) {
      const res = await cancel(rider, order.id, reason);
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json()).toEqual({ message: 'Please enter a valid reason' });
    }
    const stranger = await quickUser(t);
    expect((await cancel(stranger, order.id, 'Pickup point')).statusCode).toBe(404);
    const res = await cancel(rider, order.id, 'Driver is too far');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      cancelled_by_who: 'user',
      reason: 'Driver is too far',
    });
    expect(res.json().booking.taxi_order.trip_details.cancel_initiator_id).toBe(rider.id);
    expect((await cancel(rider, order.id, 'Driver is too far')).statusCode).toBe(409);

    // The spec's form: the reason in the query string.
    const { order: again } = await bookedBy(rider);
    const viaQuery = await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${again.id}?reason=${encodeURIComponent('Changed my plans today')}`,
      headers: rider.auth,
    });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.json().booking.reason).toBe('Changed my plans today');

    const account = await t.app.inject({ url: '/api/user', headers: rider.auth });
    expect(account.json().cancel_count).toBe(2);
    const row = await t.database.pool.query(
      'SELECT cancelled_by_user_id, cancelled_at IS NOT NULL AS at FROM bookings WHERE id = $1',
      [order.id],
    );
    expect(row.rows[0]).toEqual({ cancelled_by_user_id: rider.id, at: true });
  });

  it('tells the rider live on order:{code}', async () => {
    const rider = await quickUser(t);
    const { order } = await bookedBy(rider);
    const { socket, inbox } = await realtimeAs(t, rider.token);
    socket.send(JSON.stringify({ type: 'sub', topic: `order:${order.code}` }));
    await inbox.waitFor((m) => m.type === 'subscribed');
    await cancel(rider, order.id, 'Payment method');
    const event = await inbox.waitFor((m) => m.type === 'event');
    expect(event.data).toMatchObject({
      type: 'status',
      status: 'cancelled',
      code: order.code,
      booking_id: order.id,
    });
    socket.terminate();
  });
});

describe('realtime topics', () => {
  it('refuses a stranger the order, chat and driver topics and lets the parties in', async () => {
    const rider = await quickUser(t);
    const { order } = await bookedBy(rider);
    const stranger = await quickUser(t);
    const driver = await quickUser(t, ['driver']);
    const { socket, inbox } = await realtimeAs(t, stranger.token);
    for (const topic of [`order:${order.code}`, `chat:${order.code}`, `driver:${driver.id}`]) {
      socket.send(JSON.stringify({ type: 'sub', topic }));
      const refused = await inbox.waitFor((m) => m.type === 'error' && m.topic === topic);
      expect(refused.message).toBe('Not allowed to follow this topic.');
    }
    socket.terminate();

    const mine = await realtimeAs(t, rider.token);
    for (const topic of [`order:${order.code}`, `chat:${order.code}`]) {
      mine.socket.send(JSON.stringify({ type: 'sub', topic }));
      await mine.inbox.waitFor((m) => m.type === 'subscribed' && m.topic === topic);
    }
    mine.socket.terminate();

    const own = await realtimeAs(t, driver.token);
    own.socket.send(JSON.stringify({ type: 'sub', topic: `driver:${driver.id}` }));
    await own.inbox.waitFor((m) => m.type === 'subscribed');
    own.socket.send(JSON.stringify({ type: 'sub', topic: `driver:${rider.id}` }));
    await own.inbox.waitFor((m) => m.type === 'error');
    own.socket.terminate();
    await cancel(rider, order.id, 'Payment method');
  });
});

describe('shared view', () => {
  it('shows the trip and the driver without phone numbers or codes', async () => {
    const driver = await onlineDriver(t, { name: 'Juan Miguel Santos', simPhone: '+639998887777' });
    const rider = await quickUser(t);
    const { order, booking } = await bookedBy(rider);
    expect((await accept(driver, order.id)).statusCode).toBe(200);
    const res = await t.app.inject({ url: `/api/booking/shared/${booking.share_token}` });
    expect(res.statusCode).toBe(200);
    const shared = res.json();
    expect(shared).toMatchObject({
      status: 'preparing',
      pickup_address: 'Robinsons Place Palawan',
      driver: { first_name: 'Juan', vehicle: { reg_no: 'ABC 1234' } },
    });
    expect(res.body).not.toMatch(/\+63|sim_phone|phone|verification|share_token/);
    expect(res.body).not.toContain(`"${booking.verification_code}"`);
    expect(res.body).not.toContain(order.code);
    const unknown = await t.app.inject({ url: `/api/booking/shared/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    await cancel(rider, order.id, 'Payment method');
    await t.app.deps.locations.remove(driver.id);
  });

  it('draws its route through its own token: the driver’s way to the pickup, then the trip', async () => {
    const driver = await onlineDriver(t, { at: PPC_NORTH });
    const rider = await quickUser(t);
    const { order, booking } = await bookedBy(rider);
    const url = `/api/booking/shared/${booking.share_token}/route`;
    // Nobody drives yet: nothing to draw.
    const none = await t.app.inject({ url });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'There is no route to show for this trip yet.' });

    expect((await accept(driver, order.id)).statusCode).toBe(200);
    // The account route stays closed to the link's visitor; the link's own route answers.
    const leg = { origin: `${PPC_NORTH.lat},${PPC_NORTH.lng}`, destination: `${PPC.lat},${PPC.lng}` };
    const anonymous = await t.app.inject({ url: '/api/geo/route', query: leg });
    expect(anonymous.statusCode).toBe(401);
    const route = await t.app.inject({ url });
    expect(route.statusCode, route.body).toBe(200);
    const body = route.json() as { polyline: { lat: number; lng: number }[]; distance_km: number };
    expect(body.polyline.length).toBeGreaterThan(1);
    expect(body.distance_km).toBeGreaterThan(0);
    // From where the driver is to the pickup, as the shared map plans it.
    const near = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      Math.abs(a.lat - b.lat) < 0.01 && Math.abs(a.lng - b.lng) < 0.01;
    expect(near(body.polyline[0], PPC_NORTH)).toBe(true);
    expect(near(body.polyline.at(-1)!, PPC)).toBe(true);
    // The caller cannot choose the points.
    const chosen = await t.app.inject({ url, query: { origin: '10.5,119.2', destination: '11.2,119.4' } });
    expect(chosen.json().polyline[0]).toEqual(body.polyline[0]);

    await cancel(rider, order.id, 'Payment method');
    await t.database.pool.query(
      `UPDATE bookings SET cancelled_at = now() - interval '25 hours' WHERE id = $1`,
      [order.id],
    );
    const expired = await t.app.inject({ url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: 'This shared trip link has expired.' });
    await t.app.deps.locations.remove(driver.id);
  });

  it('keeps working for a set time after the trip ends (24 hours by default), then says it expired', async () => {
    expect(t.app.deps.config.shareLinkHours).toBe(24);
    const rider = await quickUser(t);
    const { order, booking } = await bookedBy(rider);
    const url = `/api/booking/shared/${booking.share_token}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    await cancel(rider, order.id, 'Payment method');
    // Ended 23 hours ago: still shown.
    await t.database.pool.query(
      `UPDATE bookings SET cancelled_at = now() - interval '23 hours' WHERE id = $1`,
      [order.id],
    );
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    // Ended 25 hours ago: expired, and the answer says so.
    await t.database.pool.query(
      `UPDATE bookings SET cancelled_at = now() - interval '25 hours' WHERE id = $1`,
      [order.id],
    );
    const expired = await t.app.inject({ url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: 'This shared trip link has expired.' });
  });
});

describe('availability check', () => {
  it('says when no driver is near and what a far pickup costs', async () => {
    const rider = await quickUser(t);
    const elNido = { lat: 11.1956, lng: 119.4191 };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/booking/available-driver',
      headers: rider.auth,
      payload: { vehicle_type_id: 2, pickup: elNido },
    });
    expect(none.json()).toEqual({
      available_driver: false,
      pickup_charge_fee: 0,
      pickup_exceed_km: 0,
      message: 'No available car drivers near you right now. Please try again in a few minutes.',
    });
    const driver = await onlineDriver(t, {
      at: { lat: elNido.lat + 0.018, lng: elNido.lng },
      vehicleTypeId: 2,
      branchId: 3,
    });
    const far = await t.app.inject({
      method: 'POST',
      url: '/api/booking/available-driver',
      headers: rider.auth,
      payload: { vehicle_type_id: 2, pickup: elNido },
    });
    // 2 km straight, longer by road: what is beyond the free 1 km at El Nido's car rate (₱25/km).
    const exceedKm = beyondFreeKm(await roadKm(t, { lat: elNido.lat + 0.018, lng: elNido.lng }, elNido));
    expect(exceedKm).toBeGreaterThan(1);
    expect(far.json()).toMatchObject({
      available_driver: true,
      pickup_exceed_km: exceedKm,
      pickup_charge_fee: Math.round(exceedKm * 2500),
    });
    await t.app.deps.locations.remove(driver.id);
  });
});

describe('coupons', () => {
  it('checks codes the way the wizard reads them: message means invalid', async () => {
    const rider = await quickUser(t);
    const check = async (code: string) =>
      (await t.app.inject({ url: `/api/coupons/check?code=${code}`, headers: rider.auth })).json();
    expect(await check('BRP10')).toEqual({ discount: 10 });
    expect(await check('brp10')).toEqual({ discount: 10 });
    expect(await check('NOPE')).toEqual({ message: 'Invalid coupon code.' });
    await t.database.pool.query(
      `INSERT INTO coupons (code, discount_percent, expires_at) VALUES ('OLD5', 5, now() - interval '1 day'),
         ('ONCE', 20, NULL)`,
    );
    await t.database.pool.query(`UPDATE coupons SET max_uses = 0 WHERE code = 'ONCE'`);
    expect(await check('OLD5')).toEqual({ message: 'This coupon has expired.' });
    expect(await check('ONCE')).toEqual({ message: 'This coupon has reached its usage limit.' });
    expect(await check('')).toEqual({ message: 'Please enter a coupon code.' });
  });
});

describe('saved delivery addresses', () => {
  const home = {
    name: 'Home',
    description: 'Blue gate',
    address: 'Rizal Avenue, Puerto Princesa',
    city: 'Puerto Princesa',
    state: 'Palawan',
    latitude: 9.7401,
    longitude: 118.7362,
  };

  it('creates, lists, updates and deletes the owner’s addresses only', async () => {
    const owner = await quickUser(t);
    const other = await quickUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-addresses',
      headers: owner.auth,
      payload: home,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Delivery address created successfully.',
      data: { ...home, country: 'Philippines' },
    });
    const id = created.json().data.id;
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-addresses',
      headers: owner.auth,
      payload: { ...home, name: 'home' },
    });
    expect(twice.statusCode).toBe(409);
    const custom = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-addresses',
      headers: owner.auth,
      payload: { ...home, name: 'Tita Baby' },
    });
    expect(custom.statusCode).toBe(201);

    const list = await t.app.inject({ url: '/api/delivery-addresses', headers: owner.auth });
    expect(list.json().map((a: { name: string }) => a.name)).toEqual(['Home', 'Tita Baby']);
    const byType = await t.app.inject({ url: '/api/delivery-addresses?type=Home', headers: owner.auth });
    expect(byType.json()).toHaveLength(1);
    const missing = await t.app.inject({ url: '/api/delivery-addresses?type=Work', headers: owner.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Address type Work not found.' });
    expect((await t.app.inject({ url: '/api/delivery-addresses', headers: other.auth })).json()).toEqual([]);

    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/delivery-addresses/${id}`,
      headers: other.auth,
      payload: { ...home, address: 'Elsewhere' },
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/delivery-addresses/${id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/delivery-addresses/${id}`,
      headers: owner.auth,
      payload: { ...home, description: 'Green gate' },
    });
    expect(updated.json()).toMatchObject({
      message: 'Delivery address updated successfully.',
      data: { id, description: 'Green gate' },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/delivery-addresses/${id}`,
      headers: owner.auth,
    });
    expect(deleted.json()).toEqual({ message: 'Address has been deleted.' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-addresses',
      headers: owner.auth,
      payload: { ...home, latitude: 200 },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

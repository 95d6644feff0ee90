import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtp, type TestApp } from '../helpers/app';
import { book, onlineDriver, quickUser, realtimeAs } from '../helpers/rides';

/**
 * The calls of spec part 2 §7 that answered 404 before: user_details/{id}, chat/notification,
 * is_phone_available and verify/phone, each with who may call it and what they may see.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function acceptedRide() {
  const rider = await quickUser(t, ['client'], 'Ana Rider');
  const driver = await onlineDriver(t);
  const { order } = (await book(t, rider)).json();
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${order.id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode).toBe(200);
  return { rider, driver, order: order as { id: number; code: string } };
}

describe('GET user_details/{id}', () => {
  it('shows an account to itself and staff in full, to the other party of a booking without contacts, to nobody else', async () => {
    const { rider, driver } = await acceptedRide();
    const own = await t.app.inject({ url: `/api/user_details/${rider.id}`, headers: rider.auth });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: rider.id, name: 'Ana Rider', relation: 'self', cancel_count: 0 });
    expect(own.json().phone).toMatch(/^\+?\d+/);

    const manager = await quickUser(t, ['operations-manager']);
    const staff = await t.app.inject({ url: `/api/user_details/${rider.id}`, headers: manager.auth });
    expect(staff.json()).toMatchObject({ id: rider.id, relation: 'staff' });
    expect(staff.json().phone).toBe(own.json().phone);

    // The driver of the rider's booking sees who they carry and today's cancellations, not the phone.
    const asDriver = await t.app.inject({ url: `/api/user_details/${rider.id}`, headers: driver.auth });
    expect(asDriver.statusCode).toBe(200);
    expect(asDriver.json()).toMatchObject({
      id: rider.id,
      name: 'Ana Rider',
      relation: 'booking',
      cancel_count: 0,
    });
    expect(asDriver.json()).not.toHaveProperty('phone');
    expect(asDriver.json()).not.toHaveProperty('email');
    const asRider = await t.app.inject({ url: `/api/user_details/${driver.id}`, headers: rider.auth });
    expect(asRider.json()).toMatchObject({ id: driver.id, relation: 'booking' });

    // A stranger, another driver, a partner manager: as if the account did not exist.
    for (const roles of [['client'], ['driver'], ['brp-partner-manager']] as const) {
      const stranger = await quickUser(t, [...roles]);
      const res = await t.app.inject({ url: `/api/user_details/${rider.id}`, headers: stranger.auth });
      expect(res.statusCode, roles.join()).toBe(404);
      expect(res.json().message).toBe('User not found.');
    }
    expect((await t.app.inject({ url: `/api/user_details/${rider.id}` })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/user_details/abc', headers: rider.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST chat/notification', () => {
  it("tells the booking's other party a message waits, only from a party of the booking to the other", async () => {
    const { rider, driver, order } = await acceptedRide();
    const { socket: driverSocket, inbox: driverInbox } = await realtimeAs(t, driver.token);
    driverSocket.send(JSON.stringify({ type: 'sub', topic: `user:${driver.id}` }));
    await driverInbox.waitFor((m) => m.type === 'subscribed');

    const body = {
      title: 'New Chat Message',
      body: 'Nasa gate na po ako',
      topic: order.code,
      path: `/booking/${order.code}/chat`,
      user: rider.id,
      peer: driver.id,
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/notification',
      headers: rider.auth,
      payload: body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Notification sent.', delivered_to: driver.id });
    const event = await driverInbox.waitFor((m) => m.type === 'event' && m.topic === `user:${driver.id}`);
    expect(event.data).toMatchObject({
      type: 'chat-notification',
      title: 'New Chat Message',
      body: 'Nasa gate na po ako',
      path: `/booking/${order.code}/chat`,
      booking_code: order.code,
      from: rider.id,
    });

    const post = (who: { auth: Record<string, string> }, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/chat/notification', headers: who.auth, payload });
    // Not as someone else, not to someone outside the booking, not about another booking, not off-site.
    expect((await post(rider, { ...body, user: driver.id })).statusCode).toBe(400);
    const stranger = await quickUser(t);
    expect((await post(rider, { ...body, peer: stranger.id })).statusCode).toBe(400);
    expect((await post(stranger, { ...body, user: stranger.id })).statusCode).toBe(404);
    expect((await post(rider, { ...body, path: '//evil.example/x' })).statusCode).toBe(400);
    expect((await post(rider, { ...body, title: '' })).statusCode).toBe(400);
    // The driver answers the rider the same way.
    const back = await post(driver, { ...body, user: driver.id, peer: rider.id });
    expect(back.statusCode, back.body).toBe(200);
    driverSocket.close();
  });
});

describe('GET is_phone_available and GET verify/phone', () => {
  it('says whether a number is free, and checks the SMS code sent to it', async () => {
    const phone = '09171239876';
    const free = await t.app.inject({ url: `/api/is_phone_available?phone=${phone}` });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ available: true, phone: '+639171239876' });
    const user = await quickUser(t);
    const { rows } = await t.database.pool.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      user.id,
    ]);
    const taken = await t.app.inject({
      url: `/api/is_phone_available?phone=${encodeURIComponent(rows[0].phone)}`,
    });
    expect(taken.json()).toMatchObject({ available: false });
    expect(taken.json().message).toBe('Phone already associated with an account');
    const wrong = await t.app.inject({ url: '/api/is_phone_available?phone=12' });
    expect(wrong.statusCode).toBe(400);

    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phone, purpose: 'register' },
    });
    expect(otp.statusCode, otp.body).toBe(200);
    const code = await latestOtp(t.sms, '+639171239876');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await t.app.inject({ url: `/api/verify/phone?phone=${phone}&code=${wrongCode}` });
    expect(refused.statusCode).toBe(400);
    const verified = await t.app.inject({ url: `/api/verify/phone?phone=${phone}&code=${code}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().verification_token).toEqual(expect.any(String));
  });
});

describe('tracking item and web-booking record fields of spec part 2 §3', () => {
  it("gives the driver's photo, the pickup distance, fee, per-km rate and limit, and each web booking's time_ago", async () => {
    const { order, driver, rider } = await acceptedRide();
    const manager = await quickUser(t, ['operations-manager']);
    const list = await t.app.inject({ url: '/api/checker/transactions?type=all', headers: manager.auth });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().data.find((row: { id: number }) => row.id === order.id);
    expect(item.driver).toHaveProperty('customizable_photo');
    expect(item.taxi_order.trip_details).toEqual({
      km_distance: expect.any(Number),
      pickup_distance: expect.any(Number),
      pickup_charge_fee: expect.any(Number),
      pickup_per_exceed_km: expect.any(Number),
    });
    expect(item.taxi_order.vehicle_type.pickup_km_limit).toEqual(expect.any(Number));

    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/recently-booked',
      headers: rider.auth,
      payload: { action_slug: 'call_driver', driver_id: driver.id, confirmed: true },
    });
    expect(logged.statusCode, logged.body).toBeLessThan(300);
    await t.database.pool.query(
      "UPDATE recently_booked SET created_at = now() - interval '5 minutes' WHERE driver_id = $1",
      [driver.id],
    );
    const find = async (language: string) => {
      const res = await t.app.inject({
        url: '/api/checker/web_bookings',
        headers: { ...manager.auth, 'accept-language': language },
      });
      return res.json().data.find((entry: { driver: { id: number } }) => entry.driver.id === driver.id);
    };
    expect((await find('en')).time_ago).toBe('5 minutes ago');
    expect((await find('fil')).time_ago).toBe('5 minuto ang nakalipas');
  });
});

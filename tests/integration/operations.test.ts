import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { addAccount, bookPautos, pautosDriver, sendBudget, setStatus } from '../helpers/pautos';
import { book, onlineDriver, quickUser, realtimeAs, type TestDriver } from '../helpers/rides';

let t: TestApp;
let manager: TestDriver;
let partner: TestDriver;
let client: TestDriver;

beforeAll(async () => {
  t = await createTestApp();
  manager = await quickUser(t, ['operations-manager'], 'Ramon Manager');
  partner = await quickUser(t, ['brp-partner-manager'], 'Liza Partner');
  client = await quickUser(t, ['client'], 'Maria Client');
});
afterAll(async () => {
  await t?.close();
});

const DAY = '2026-03-10';
/** A Manila wall-clock time on DAY as an instant (Manila is UTC+8 all year). */
const at = (hhmm: string) => `${DAY}T${hhmm}:00+08:00`;

async function event(
  userId: number,
  when: string,
  online: boolean,
  services = { ride: true, pautos: false, delivery: false },
) {
  await t.database.pool.query(
    `INSERT INTO driver_online_events (user_id, is_online, accepts_ride, accepts_pautos, accepts_delivery, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, online, services.ride, services.pautos, services.delivery, when],
  );
}

let bookingCounter = 0;
async function insertBooking(
  riderId: number,
  fields: {
    service?: string;
    status: string;
    created: string;
    driverId?: number;
    accepted?: string;
    ended?: string;
    cancelledBy?: string;
  },
) {
  bookingCounter += 1;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO bookings (code, user_id, driver_id, service, status, zone_id, branch_id, vehicle_type_id, payment_method_id,
       pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address, dropoff_latitude,
       dropoff_longitude, sub_total, total, verification_code, share_token, cancelled_by_who, cancelled_at,
       accepted_at, delivered_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 2, 2, 1, 1, 'day', 'Robinsons Place', 9.74, 118.73, 'Baywalk', 9.78, 118.73,
       5000, 5000, '1234', $6, $7, $8, $9, $10, $11)
     RETURNING id`,
    [
      `OPS${process.pid}${bookingCounter}`,
      riderId,
      fields.driverId ?? null,
      fields.service ?? 'ride',
      fields.status,
      `share-${process.pid}-${bookingCounter}`,
      fields.cancelledBy ?? null,
      fields.status === 'cancelled' ? (fields.ended ?? fields.created) : null,
      fields.accepted ?? null,
      fields.status === 'delivered' ? (fields.ended ?? null) : null,
      fields.created,
    ],
  );
  return rows[0].id;
}

function get(url: string, who: { auth: Record<string, string> }) {
  return t.app.inject({ url, headers: who.auth });
}

describe('online drivers dashboard from recorded activity', () => {
  it('records a driver going online and offline, and changing services while online', async () => {
    const driver = await onlineDriver(t);
    await t.database.pool.query(`UPDATE drivers SET accepts_pautos = true WHERE user_id = $1`, [driver.id]);
    await t.database.pool.query(`UPDATE drivers SET last_seen_at = now() WHERE user_id = $1`, [driver.id]);
    await t.database.pool.query(`UPDATE drivers SET is_online = false WHERE user_id = $1`, [driver.id]);
    const { rows } = await t.database.pool.query(
      'SELECT is_online, accepts_pautos FROM driver_online_events WHERE user_id = $1 ORDER BY id',
      [driver.id],
    );
    expect(rows).toEqual([
      { is_online: true, accepts_pautos: false },
      { is_online: true, accepts_pautos: true },
      { is_online: false, accepts_pautos: true },
    ]);
  });

  it('counts drivers online, bookings under way and failed bookings per hour of a fixed day', async () => {
    const a = await quickUser(t, ['driver'], 'Driver A');
    const b = await quickUser(t, ['driver'], 'Driver B');
    const c = await quickUser(t, ['driver'], 'Driver C');
    // A: online for rides from 07:30 to 09:10. B: rides and deliveries from the day before until 08:05,
    // then pautos only from 10:00 with no later event that day. C: online 23:50 the day before, off 00:10.
    await event(a.id, at('07:30'), true);
    await event(a.id, at('09:10'), false);
    await event(b.id, '2026-03-09T22:00:00+08:00', true, { ride: true, pautos: false, delivery: true });
    await event(b.id, at('08:05'), false, { ride: true, pautos: false, delivery: true });
    await event(b.id, at('10:00'), true, { ride: false, pautos: true, delivery: false });
    await event(b.id, '2026-03-11T02:00:00+08:00', false, { ride: false, pautos: true, delivery: false });
    await event(c.id, '2026-03-09T23:50:00+08:00', true);
    await event(c.id, at('00:10'), false);

    const online = await get(`/api/online/drivers?date=${DAY}`, manager);
    expect(online.statusCode, online.body).toBe(200);
    const rows = online.json<{ date: string; data: Record<string, number>[] }>();
    expect(rows.date).toBe(DAY);
    expect(rows.data).toHaveLength(24);
    const hour = (h: number) => rows.data[h];
    expect(hour(0)).toEqual({
      hour: 0,
      total_online_ride: 2,
      total_online_pautos: 0,
      total_online_delivery: 1,
      total_online_drivers: 2,
    });
    expect(hour(6)).toEqual({
      hour: 6,
      total_online_ride: 1,
      total_online_pautos: 0,
      total_online_delivery: 1,
      total_online_drivers: 1,
    });
    expect(hour(7)).toEqual({
      hour: 7,
      total_online_ride: 2,
      total_online_pautos: 0,
      total_online_delivery: 1,
      total_online_drivers: 2,
    });
    expect(hour(8)).toEqual({
      hour: 8,
      total_online_ride: 2,
      total_online_pautos: 0,
      total_online_delivery: 1,
      total_online_drivers: 2,
    });
    expect(hour(9)).toEqual({
      hour: 9,
      total_online_ride: 1,
      total_online_pautos: 0,
      total_online_delivery: 0,
      total_online_drivers: 1,
    });
    expect(hour(10)).toEqual({
      hour: 10,
      total_online_ride: 0,
      total_online_pautos: 1,
      total_online_delivery: 0,
      total_online_drivers: 1,
    });
    expect(hour(23)).toEqual({
      hour: 23,
      total_online_ride: 0,
      total_online_pautos: 1,
      total_online_delivery: 0,
      total_online_drivers: 1,
    });

    // Bookings: one ride under way 08:20-09:40, one delivery 09:05-09:30, one ride no driver took at 09:15,
    // one pautos no driver took at 21:00, and a ride the rider cancelled (not failed).
    const rider = await quickUser(t);
    await insertBooking(rider.id, {
      status: 'delivered',
      created: at('08:15'),
      accepted: at('08:20'),
      ended: at('09:40'),
      driverId: a.id,
    });
    const other = await quickUser(t);
    await insertBooking(other.id, {
      service: 'delivery',
      status: 'delivered',
      created: at('09:00'),
      accepted: at('09:05'),
      ended: at('09:30'),
      driverId: b.id,
    });
    const third = await quickUser(t);
    await insertBooking(third.id, {
      status: 'cancelled',
      created: at('09:15'),
      ended: at('09:18'),
      cancelledBy: 'system',
    });
    await insertBooking(third.id, {
      service: 'pautos',
      status: 'cancelled',
      created: at('21:00'),
      ended: at('21:03'),
      cancelledBy: 'system',
    });
    await insertBooking(third.id, { status: 'cancelled', created: at('11:00'), cancelledBy: 'user' });

    const ongoing = (await get(`/api/ongoing/drivers?date=${DAY}`, manager)).json<{
      data: Record<string, number>[];
    }>();
    expect(ongoing.data[8]).toEqual({
      hour: 8,
      total_ongoing_ride: 1,
      total_ongoing_pautos: 0,
      total_ongoing_delivery: 0,
    });
    expect(ongoing.data[9]).toEqual({
      hour: 9,
      total_ongoing_ride: 1,
      total_ongoing_pautos: 0,
      total_ongoing_delivery: 1,
    });
    expect(ongoing.data[10].total_ongoing_ride).toBe(0);

    const failed = (await get(`/api/failed/bookings?date=${DAY}`, manager)).json<{
      data: Record<string, number>[];
    }>();
    expect(failed.data[9]).toEqual({
      hour: 9,
      total_failed_ride: 1,
      total_failed_pautos: 0,
      total_failed_delivery: 0,
    });
    expect(failed.data[21]).toEqual({
      hour: 21,
      total_failed_ride: 0,
      total_failed_pautos: 1,
      total_failed_delivery: 0,
    });
    expect(failed.data[11].total_failed_ride).toBe(0);
    expect(failed.data.reduce((sum, row) => sum + row.total_failed_ride + row.total_failed_pautos, 0)).toBe(
      2,
    );
  });

  it('answers a malformed date with 400 and keeps the charts to staff (every staff role), the day numbers to ops', async () => {
    const bad = await get('/api/online/drivers?date=10-03-2026', manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The date must be written as YYYY-MM-DD.');
    const operator = await quickUser(t, ['area-operator']);
    const driver = await quickUser(t, ['driver']);
    for (const url of ['/api/online/drivers', '/api/ongoing/drivers', '/api/failed/bookings']) {
      expect((await get(url, client)).statusCode, url).toBe(403);
      expect((await get(url, driver)).statusCode, url).toBe(403);
      expect((await get(url, partner)).statusCode, url).toBe(200);
      expect((await get(url, operator)).statusCode, url).toBe(200);
    }
    expect((await get('/api/ops/today', client)).statusCode).toBe(403);
    expect((await get('/api/ops/today', partner)).statusCode).toBe(403);
  });

  it('counts a driver taking three services once among the drivers online in an hour', async () => {
    const day = '2026-03-12';
    const all = await quickUser(t, ['driver'], 'Driver All');
    const ride = await quickUser(t, ['driver'], 'Driver Ride');
    await event(all.id, `${day}T13:10:00+08:00`, true, { ride: true, pautos: true, delivery: true });
    await event(all.id, `${day}T13:50:00+08:00`, false, { ride: true, pautos: true, delivery: true });
    await event(ride.id, `${day}T13:20:00+08:00`, true);
    await event(ride.id, `${day}T13:40:00+08:00`, false);
    const res = await get(`/api/online/drivers?date=${day}`, manager);
    expect(res.json().data[13]).toEqual({
      hour: 13,
      total_online_ride: 2,
      total_online_pautos: 1,
      total_online_delivery: 1,
      total_online_drivers: 2,
    });
    expect(res.json().data[14].total_online_drivers).toBe(0);
  });
});

describe('tracking', () => {
  it('lists every service newest first with the timeline, and filters by type, service and driver', async () => {
    const driver = await onlineDriver(t, { name: 'Pedro Penduko' });
    const rider = await quickUser(t);
    const pautos = await insertBooking(rider.id, {
      service: 'pautos',
      status: 'enroute',
      created: new Date().toISOString(),
      accepted: new Date().toISOString(),
      driverId: driver.id,
    });
    await t.database.pool.query(
      `INSERT INTO booking_statuses (booking_id, name, created_at) VALUES ($1, 'pending', now() - interval '2 minutes'),
         ($1, 'preparing', now() - interval '1 minute'), ($1, 'enroute', now())`,
      [pautos],
    );
    const res = await get(
      `/api/checker/transactions?type=ongoing&service=pautos&driver_id=${driver.id}`,
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.total).toBe(1);
    const [item] = list.data;
    expect(item).toMatchObject({
      id: pautos,
      service: 'pautos',
      is_pautos: true,
      status: 'enroute',
      status_label: 'ongoing',
      label: 'Web booking',
      driver: { name: 'Pedro Penduko', vehicle: { car_model: 'Click 125', car_make: { name: 'Honda' } } },
      taxi_order: { pickup_address: 'Robinsons Place', dropoff_address: 'Baywalk' },
    });
    expect(item.statuses.map((s: { name: string }) => s.name)).toEqual(['enroute', 'preparing', 'pending']);
    const finished = await get(`/api/checker/transactions?type=finished&driver_id=${driver.id}`, manager);
    expect(finished.json().total).toBe(0);
  });

  it("shows a pautos order's status entries in its timeline, newest first, with labels and who made them", async () => {
    const customer = await quickUser(t, ['client'], 'Nena Suki');
    const driver = await pautosDriver(t, { name: 'Boy Pautos' });
    const account = await addAccount(t, driver);
    const booked = await bookPautos(t, customer);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().order.id as number;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${id}/accept`,
      headers: driver.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' })).statusCode).toBe(200);
    const sent = await sendBudget(t, customer, id, {
      amount: 40_000,
      payment_account_id: account.id,
      reference: 'GC-2001',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const res = await get(`/api/checker/transactions?service=pautos&driver_id=${driver.id}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().data as {
      id: number;
      statuses: { name: string; label: string; role?: string; updated_at: string }[];
    }[];
    expect(item.id).toBe(id);
    const times = item.statuses.map((s) => Date.parse(s.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const orderEntries = item.statuses.filter((s) => s.role);
    expect(orderEntries.map((s) => [s.name, s.role])).toEqual([
      ['BUDGET-USER-SENT', 'customer'],
      ['BUDGET-INITIAL', 'driver'],
      ['pending', 'customer'],
    ]);
    expect(orderEntries[0].label).toBe('SETTLING BUDGET');
    // The booking's own statuses are in the same timeline, labelled like rides.
    expect(item.statuses.some((s) => !s.role && s.name === 'preparing' && s.label === 'preparing')).toBe(
      true,
    );
  });

  it('lists the latest tricycle bookings for the trike map, to operations staff only', async () => {
    const driver = await onlineDriver(t, { name: 'Trike Tonyo' });
    const rider = await quickUser(t);
    const motor = await insertBooking((await quickUser(t)).id, {
      status: 'pending',
      created: new Date().toISOString(),
    });
    const trike = await insertBooking(rider.id, {
      status: 'enroute',
      created: new Date().toISOString(),
      driverId: driver.id,
      accepted: new Date().toISOString(),
    });
    await t.database.pool.query('UPDATE bookings SET vehicle_type_id = 3 WHERE id = $1', [trike]);
    const res = await get('/api/trike/bookings', manager);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((b: { id: number }) => b.id);
    expect(ids).toContain(trike);
    expect(ids).not.toContain(motor);
    expect(res.json().data.find((b: { id: number }) => b.id === trike)).toMatchObject({
      driver: { id: driver.id, name: 'Trike Tonyo' },
      status: 'enroute',
      status_label: 'ongoing',
      total: 5000,
    });
    expect((await get('/api/trike/bookings', partner)).statusCode).toBe(403);
    expect((await get('/api/trike/bookings', client)).statusCode).toBe(403);
  });

  it('gives driver details: cancellations and earnings today, online activity newest first', async () => {
    const driver = await onlineDriver(t);
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [driver.id]);
    const rider = await quickUser(t);
    const booking = await insertBooking(rider.id, { status: 'cancelled', created: new Date().toISOString() });
    await t.database.pool.query('UPDATE bookings SET cancelled_by_user_id = $2 WHERE id = $1', [
      booking,
      driver.id,
    ]);
    const paid = await insertBooking(rider.id, {
      status: 'delivered',
      created: new Date().toISOString(),
      driverId: driver.id,
      ended: new Date().toISOString(),
    });
    await t.database.pool.query(
      'INSERT INTO driver_earnings (booking_id, driver_id, amount) VALUES ($1, $2, 4500)',
      [paid, driver.id],
    );
    const res = await get(`/api/checker/driver_info?driver_id=${driver.id}`, partner);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ cancel_count_today: 1, earned_today: 4500, is_online: false });
    expect(info.online_activities.data.map((e: { is_online: boolean }) => e.is_online)).toEqual([
      false,
      true,
    ]);
    expect((await get('/api/checker/driver_info?driver_id=999999', manager)).statusCode).toBe(404);
  });

  it('keeps web-booking entries from partner managers and tracking from customers', async () => {
    expect((await get('/api/checker/web_bookings', partner)).statusCode).toBe(403);
    expect((await get('/api/checker/web_bookings', manager)).statusCode).toBe(200);
    expect((await get('/api/checker/transactions', client)).statusCode).toBe(403);
    expect((await get('/api/checker/transactions', partner)).statusCode).toBe(200);
  });

  it('lists a web-booking entry with the first walk-in booking the driver made after it', async () => {
    const driver = await onlineDriver(t, { name: 'Walk In Driver' });
    await t.app.inject({
      method: 'POST',
      url: '/api/recently-booked',
      headers: client.auth,
      payload: { action_slug: 'call_driver', driver_id: driver.id, confirmed: true },
    });
    const rider = await quickUser(t);
    const walkIn = await insertBooking(rider.id, {
      status: 'enroute',
      created: new Date(Date.now() + 1000).toISOString(),
      driverId: driver.id,
      accepted: new Date().toISOString(),
    });
    await t.database.pool.query('UPDATE bookings SET is_walk_in = true WHERE id = $1', [walkIn]);
    const res = await get('/api/checker/web_bookings', manager);
    const entry = res.json().data.find((e: { driver: { id: number } }) => e.driver.id === driver.id);
    expect(entry).toMatchObject({
      actionSlug: 'call_driver',
      first_booking_id: walkIn,
      first_booking_is_walk_in: true,
    });
  });

  it('tells staff following the ops topic about booking changes at once', async () => {
    const { socket, inbox } = await realtimeAs(t, manager.token);
    socket.send(JSON.stringify({ type: 'sub', topic: 'ops' }));
    await inbox.waitFor((m) => m.type === 'subscribed' && m.topic === 'ops');
    await onlineDriver(t);
    const rider = await quickUser(t);
    const res = await book(t, rider);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await inbox.waitFor((m) => m.type === 'event' && m.topic === 'ops' && m.data?.status === 'pending');
    socket.close();

    const outsider = await realtimeAs(t, client.token);
    outsider.socket.send(JSON.stringify({ type: 'sub', topic: 'ops' }));
    await outsider.inbox.waitFor((m) => m.type === 'error' && m.topic === 'ops');
    outsider.socket.close();
  });
});

describe('commitments', () => {
  it("shows each block's drivers with their state, and other online pautos and delivery drivers", async () => {
    const db = t.database.pool;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO commitment_blocks (label, start_time, end_time) VALUES ('All day', '00:00', '23:59'),
         ('Paused', '05:00', '06:00') RETURNING id`,
    );
    const [block, paused] = rows.map((row) => row.id);
    await db.query('UPDATE commitment_blocks SET is_active = false WHERE id = $1', [paused]);
    const online = await onlineDriver(t, { name: 'Aaron Online' });
    const busy = await onlineDriver(t, { name: 'Bea Busy' });
    const offline = await onlineDriver(t, { name: 'Carlo Offline' });
    await db.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [offline.id]);
    const stranger = await quickUser(t, ['client'], 'Dina Unknown');
    const other = await onlineDriver(t, { name: 'Eli Pautos' });
    await db.query('UPDATE drivers SET accepts_pautos = true WHERE user_id = $1', [other.id]);
    const rider = await quickUser(t);
    await insertBooking(rider.id, {
      status: 'enroute',
      created: new Date().toISOString(),
      accepted: new Date().toISOString(),
      driverId: busy.id,
    });
    for (const driver of [online, busy, offline, stranger]) {
      await db.query('INSERT INTO driver_commitments (block_id, driver_id) VALUES ($1, $2)', [
        block,
        driver.id,
      ]);
    }
    await db.query('INSERT INTO driver_commitments (block_id, driver_id) VALUES ($1, $2)', [
      paused,
      other.id,
    ]);

    const res = await get('/api/driver/commitments/current', manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const allDay = body.schedules.find((s: { id: number }) => s.id === block);
    expect(body.schedules.some((s: { id: number }) => s.id === paused)).toBe(false);
    expect(allDay).toMatchObject({ start_time: '00:00', end_time: '23:59', is_current: true });
    expect(allDay.drivers.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['Aaron Online', 'Online'],
      ['Bea Busy', 'Has ongoing booking'],
      ['Carlo Offline', 'Offline'],
      ['Dina Unknown', 'Unknown'],
    ]);
    expect(allDay.overview).toEqual({ online: 1, offline: 2, ongoing: 1, total: 4 });
    expect(body.others.map((d: { name: string }) => d.name)).toContain('Eli Pautos');
    expect(body.others.map((d: { name: string }) => d.name)).not.toContain('Aaron Online');
    expect((await get('/api/driver/commitments/current', client)).statusCode).toBe(403);
  });
});

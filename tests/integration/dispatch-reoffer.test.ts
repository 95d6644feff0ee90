import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateYmd } from '@/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  book,
  EL_NIDO,
  EL_NIDO_NORTH,
  PPC,
  quickUser,
  onlineDriver,
  realtimeAs,
  type TestDriver,
  waitUntil,
} from '../helpers/rides';

/**
 * Dispatch never strands a rider: with one driver nearby, a lapsed or declined offer comes back to that driver
 * after a pause, the search widens step by step, the rider hears that dispatch is still looking (and may cancel
 * at no cost), and a booking nobody took is recorded as failed for the staff charts. Timings are shortened
 * through the app's dispatch timings, as in dispatch.test.ts.
 */

// The offer stays open long enough for a busy machine to answer it, and short enough to watch one lapse.
const TIMINGS = { offerTimeoutMs: 2000, retryMs: 100, sweepMs: 100, reofferPauseMs: 900, widenMs: 60_000 };

/** km north of the Puerto Princesa centre, as a point. */
const north = (km: number) => ({ lat: PPC.lat + km / 111.195, lng: PPC.lng });

type Offer = { driver_id: number; status: string; offers: number; responded_at: Date | null };

async function offersOf(t: TestApp, bookingId: number): Promise<Offer[]> {
  const { rows } = await t.database.pool.query<Offer>(
    'SELECT driver_id, status, offers, responded_at FROM booking_offers WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
  return rows;
}

async function openOfferFor(t: TestApp, driver: TestDriver): Promise<number | null> {
  const res = await t.app.inject({ url: '/api/driver/offer', headers: driver.auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().offer?.booking_id as number | undefined) ?? null;
}

async function offline(t: TestApp, ...drivers: TestDriver[]) {
  for (const d of drivers) await t.app.deps.locations.remove(d.id);
  await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = ANY($1::int[])', [
    drivers.map((d) => d.id),
  ]);
}

describe('dispatch with one driver nearby', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { dispatch: { ...TIMINGS, giveUpMs: 60_000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers it again after a pause when the only driver declines or lets it lapse, and tells the rider', async () => {
    const only = await onlineDriver(t, { at: north(1) });
    const rider = await quickUser(t);
    const res = await book(t, rider);
    expect(res.statusCode, res.body).toBe(201);
    const { id, code } = res.json().order as { id: number; code: string };
    const live = await realtimeAs(t, rider.token);
    live.socket.send(JSON.stringify({ type: 'sub', topic: `order:${code}` }));
    await live.inbox.waitFor((m) => m.type === 'subscribed');

    await waitUntil(async () => (await openOfferFor(t, only)) === id, 3000, 'first offer');
    const view = async () =>
      (await t.app.inject({ url: `/api/booking/${code}`, headers: rider.auth })).json() as {
        status: string;
        still_looking: boolean;
      };
    expect(await view()).toMatchObject({ status: 'pending', still_looking: false });

    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${id}/decline`,
      headers: only.auth,
    });
    expect(declined.statusCode).toBe(200);

    // Nobody else is free: the rider is told at once, and the booking stays pending.
    const told = await live.inbox.waitFor(
      (m) => m.type === 'event' && m.data?.type === 'still_looking',
      3000,
    );
    expect(told).toMatchObject({ topic: `order:${code}`, data: { booking_id: id, status: 'pending' } });
    expect(await view()).toMatchObject({ status: 'pending', still_looking: true });

    // Not straight back to the driver who just said no: only after the pause.
    const declinedAt = (await offersOf(t, id))[0].responded_at!.getTime();
    const second = await waitUntil(
      async () => (await openOfferFor(t, only)) === id && (await offersOf(t, id)),
      5000,
      'the offer again',
    );
    expect(second).toEqual([{ driver_id: only.id, status: 'open', offers: 2, responded_at: null }]);
    const { rows } = await t.database.pool.query<{ at: Date }>('SELECT now() AS at');
    expect(rows[0].at.getTime() - declinedAt).toBeGreaterThanOrEqual(TIMINGS.reofferPauseMs);

    // The driver lets it lapse this time: offered a third time after another pause, and may then accept.
    await waitUntil(
      async () => (await offersOf(t, id))[0]?.status === 'expired',
      10_000,
      'the second offer to lapse',
    );
    await waitUntil(
      async () => (await offersOf(t, id))[0]?.offers === 3 && (await openOfferFor(t, only)) === id,
      5000,
      'the third offer',
    );
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${id}/accept`,
      headers: only.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'preparing', still_looking: false });
    live.socket.terminate();
    await offline(t, only);
    await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${id}`,
      headers: rider.auth,
      payload: { reason: 'Pickup point' },
    });
  });

  it('lets the rider cancel at no cost while it is still looking', async () => {
    const rider = await quickUser(t);
    // El Nido: a service zone of its own, where none of these drivers works.
    const res = await book(t, rider, {
      pickup: { ...EL_NIDO, address: 'Far from every driver' },
      dropoff: { ...EL_NIDO_NORTH, address: 'El Nido north' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, code } = res.json().order as { id: number; code: string };
    await waitUntil(
      async () =>
        (await t.app.inject({ url: `/api/booking/${code}`, headers: rider.auth })).json().still_looking,
      3000,
      'still looking',
    );
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${id}`,
      headers: rider.auth,
      payload: { reason: 'No driver found yet' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const account = await t.app.inject({ url: '/api/user', headers: rider.auth });
    expect(account.json().cancel_count).toBe(0);
  });
});

describe('dispatch widening its search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { dispatch: { ...TIMINGS, widenMs: 800, giveUpMs: 60_000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reaches a driver beyond the first 15 km once the search has widened', async () => {
    const beyond = await onlineDriver(t, { at: north(18) });
    const rider = await quickUser(t);
    const res = await book(t, rider);
    const { id } = res.json().order as { id: number };
    // At first only 15 km around the pickup: nobody.
    await waitUntil(
      async () => {
        const { rows } = await t.database.pool.query(
          'SELECT still_looking_since FROM bookings WHERE id = $1',
          [id],
        );
        return rows[0]?.still_looking_since;
      },
      3000,
      'still looking',
    );
    expect(await offersOf(t, id)).toEqual([]);
    // One step wider (20 km): the driver 18 km away gets it.
    await waitUntil(async () => (await openOfferFor(t, beyond)) === id, 5000, 'the offer after widening');
    const { rows } = await t.database.pool.query<{ elapsed: number }>(
      `SELECT extract(epoch FROM o.created_at - b.created_at) * 1000 AS elapsed
         FROM booking_offers o JOIN bookings b ON b.id = o.booking_id WHERE o.booking_id = $1`,
      [id],
    );
    expect(Number(rows[0].elapsed)).toBeGreaterThanOrEqual(800);
    await offline(t, beyond);
  });
});

describe('dispatch finally giving up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { dispatch: { ...TIMINGS, offerTimeoutMs: 400, giveUpMs: 2500 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the booking as failed for the staff charts after offering it again in vain', async () => {
    const only = await onlineDriver(t, { at: north(1) });
    const rider = await quickUser(t);
    const res = await book(t, rider);
    const { id, code } = res.json().order as { id: number; code: string };
    const cancelled = await waitUntil(
      async () => {
        const view = await t.app.inject({ url: `/api/booking/${code}`, headers: rider.auth });
        return view.json().status === 'cancelled' ? view.json() : null;
      },
      10_000,
      'give up',
    );
    expect(cancelled).toMatchObject({ cancelled_by_who: 'system', reason: 'No driver accepted' });
    // The one driver had it more than once before dispatch gave up.
    const offers = await offersOf(t, id);
    expect(offers).toHaveLength(1);
    expect(offers[0].offers).toBeGreaterThanOrEqual(2);
    expect(offers[0].status).not.toBe('open');

    const manager = await quickUser(t, ['operations-manager']);
    // The chart of the booking's own Manila day (a run across midnight would otherwise ask for the next day).
    const { rows: created } = await t.database.pool.query<{ created_at: Date }>(
      'SELECT created_at FROM bookings WHERE id = $1',
      [id],
    );
    const day = formatDateYmd(created[0].created_at);
    const charts = await t.app.inject({ url: `/api/failed/bookings?date=${day}`, headers: manager.auth });
    expect(charts.statusCode, charts.body).toBe(200);
    const total = (charts.json().data as { total_failed_ride: number }[]).reduce(
      (sum, row) => sum + row.total_failed_ride,
      0,
    );
    expect(total).toBe(1);
    const todayRes = await t.app.inject({ url: '/api/ops/today', headers: manager.auth });
    expect(todayRes.json()).toMatchObject({ failed_bookings: 1 });
    // Not counted against the rider.
    const account = await t.app.inject({ url: '/api/user', headers: rider.auth });
    expect(account.json().cancel_count).toBe(0);
    await offline(t, only);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetails } from '@schemas/booking';
import { buildApp } from '@/server/app';
import { runTripAgent } from '@/sim/trips';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  book,
  onlineDriver,
  PPC,
  PPC_NORTH,
  quickUser,
  realtimeAs,
  type TestDriver,
  waitUntil,
} from '../helpers/rides';

const TIMINGS = { offerTimeoutMs: 1000, retryMs: 150, giveUpMs: 60_000, sweepMs: 100 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { dispatch: TIMINGS } });
});
afterAll(async () => {
  await t?.close();
});

/** km north of the Puerto Princesa centre, as a point. */
const north = (km: number) => ({ lat: PPC.lat + km / 111.195, lng: PPC.lng });

async function offerOf(app: TestApp['app'], driver: TestDriver) {
  const res = await app.inject({ url: '/api/driver/offer', headers: driver.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { offer: { booking_id: number; expires_at: string } | null; booking?: { id: number } };
}

async function offerStatuses(bookingId: number) {
  const { rows } = await t.database.pool.query<{ driver_id: number; status: string }>(
    'SELECT driver_id, status FROM booking_offers WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
  return rows;
}

async function goOffline(...drivers: TestDriver[]) {
  for (const d of drivers) await t.app.deps.locations.remove(d.id);
  await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = ANY($1::int[])', [
    drivers.map((d) => d.id),
  ]);
}

describe('dispatch', () => {
  it('offers the nearest driver first, then the next after a decline and after a time-out', async () => {
    const near = await onlineDriver(t, { at: north(0.5) });
    const middle = await onlineDriver(t, { at: north(1.5) });
    const far = await onlineDriver(t, { at: north(3) });
    const wrongType = await onlineDriver(t, { at: north(0.1), vehicleTypeId: 2 });
    const offline = await onlineDriver(t, { at: north(0.2) });
    await t.database.pool.query('UPDATE drivers SET is_online = false WHERE user_id = $1', [offline.id]);
    const otherZone = await onlineDriver(t, { at: north(0.3), branchId: 3 });

    const live = await realtimeAs(t, middle.token);
    live.socket.send(JSON.stringify({ type: 'sub', topic: `driver:${middle.id}` }));
    await live.inbox.waitFor((m) => m.type === 'subscribed');

    const rider = await quickUser(t);
    const res = await book(t, rider);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().order;

    await waitUntil(
      async () => (await offerOf(t.app, near)).offer?.booking_id === id,
      2000,
      'offer to the nearest',
    );
    const first = await offerOf(t.app, near);
    expect(first.booking?.id).toBe(id);
    expect((await offerOf(t.app, middle)).offer).toBeNull();

    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${id}/decline`,
      headers: near.auth,
    });
    expect(declined.json()).toEqual({ message: 'Offer declined.' });
    const event = await live.inbox.waitFor((m) => m.type === 'event' && m.data?.type === 'offer', 2000);
    expect(event).toMatchObject({ topic: `driver:${middle.id}`, data: { type: 'offer', booking_id: id } });
    expect(Date.parse(String(event.data?.expires_at))).toBeGreaterThan(Date.now());

    // The middle driver lets it run out: the far one gets it.
    await waitUntil(
      async () => (await offerOf(t.app, far)).offer?.booking_id === id,
      3000,
      'offer after time-out',
    );
    await live.inbox.waitFor((m) => m.data?.type === 'offer_closed' && m.data?.reason === 'expired');
    expect(await offerStatuses(id)).toEqual([
      { driver_id: near.id, status: 'declined' },
      { driver_id: middle.id, status: 'expired' },
      { driver_id: far.id, status: 'open' },
    ]);

    // Everyone eligible has had it: it stays pending; a driver coming online later gets it.
    await waitUntil(async () => (await offerStatuses(id)).at(-1)?.status === 'expired', 3000, 'last expiry');
    const booking = await t.app.inject({ url: `/api/booking/${res.json().order.code}`, headers: rider.auth });
    expect(booking.json().status).toBe('pending');
    const newcomer = await onlineDriver(t, { at: north(4) });
    await waitUntil(async () => (await offerOf(t.app, newcomer)).offer?.booking_id === id, 3000, 'newcomer');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${id}/accept`,
      headers: newcomer.auth,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'preparing', driver: { id: newcomer.id } });
    const offered = (await offerStatuses(id)).map((o) => o.driver_id);
    for (const never of [wrongType, offline, otherZone]) expect(offered).not.toContain(never.id);

    live.socket.terminate();
    await goOffline(near, middle, far, wrongType, otherZone, newcomer);
    await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${id}`,
      headers: rider.auth,
      payload: { reason: 'Pickup point' },
    });
  });

  it('does not offer a driver who is on a trip, and tells a driver whose offer was taken', async () => {
    const busy = await onlineDriver(t, { at: north(0.2) });
    const free = await onlineDriver(t, { at: north(0.6) });
    const rider1 = await quickUser(t);
    const first = (await book(t, rider1)).json().order;
    await waitUntil(
      async () => (await offerOf(t.app, busy)).offer?.booking_id === first.id,
      2000,
      'first offer',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/driver/offers/${first.id}/accept`,
          headers: busy.auth,
        })
      ).statusCode,
    ).toBe(200);

    const live = await realtimeAs(t, free.token);
    live.socket.send(JSON.stringify({ type: 'sub', topic: `driver:${free.id}` }));
    await live.inbox.waitFor((m) => m.type === 'subscribed');
    const rider2 = await quickUser(t);
    const second = (await book(t, rider2)).json().order;
    await waitUntil(
      async () => (await offerOf(t.app, free)).offer?.booking_id === second.id,
      2000,
      'second offer',
    );
    expect((await offerStatuses(second.id)).map((o) => o.driver_id)).toEqual([free.id]);

    // The busy driver cannot take a second trip even directly.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/driver/offers/${second.id}/accept`,
      headers: busy.auth,
    });
    expect(twice.statusCode).toBe(409);

    await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${second.id}`,
      headers: rider2.auth,
      payload: { reason: 'Payment method' },
    });
    const closed = await live.inbox.waitFor((m) => m.data?.type === 'offer_closed');
    expect(closed.data).toMatchObject({ booking_id: second.id, reason: 'cancelled' });
    live.socket.terminate();
    await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${first.id}`,
      headers: busy.auth,
      payload: { reason: 'Driver asked to cancel' },
    });
    await goOffline(busy, free);
  });
});

describe('dispatch giving up', () => {
  it('cancels a booking nobody accepted, as the system, without counting it against the rider', async () => {
    const quick = await createTestApp({ deps: { dispatch: { ...TIMINGS, giveUpMs: 800 } } });
    try {
      const rider = await quickUser(quick);
      const res = await book(quick, rider);
      const { id, code } = res.json().order;
      const details = await waitUntil(
        async () => {
          const view = await quick.app.inject({ url: `/api/booking/${code}`, headers: rider.auth });
          return view.json().status === 'cancelled' ? view.json() : null;
        },
        5000,
        'give up',
      );
      expect(details).toMatchObject({ id, reason: 'No driver accepted', cancelled_by_who: 'system' });
      const account = await quick.app.inject({ url: '/api/user', headers: rider.auth });
      expect(account.json().cancel_count).toBe(0);
    } finally {
      await quick.close();
    }
  });
});

describe('dispatch across a restart', () => {
  it('picks up an offer that ran out while no server was running', async () => {
    const slow = await createTestApp({ deps: { dispatch: { ...TIMINGS, offerTimeoutMs: 60_000 } } });
    let restarted: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const first = await onlineDriver(slow, { at: north(0.3) });
      const second = await onlineDriver(slow, { at: north(0.9) });
      const rider = await quickUser(slow);
      const { id } = (await book(slow, rider)).json().order;
      await waitUntil(
        async () => (await offerOf(slow.app, first)).offer?.booking_id === id,
        2000,
        'first offer',
      );

      await slow.app.close();
      await slow.database.pool.query(
        `UPDATE booking_offers SET expires_at = now() - interval '1 second' WHERE booking_id = $1`,
        [id],
      );
      await slow.database.pool.query(
        `UPDATE bookings SET next_dispatch_at = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
      restarted = await buildApp({ ...slow.app.deps, dispatch: TIMINGS });
      const app = restarted;
      await waitUntil(
        async () => (await offerOf(app, second)).offer?.booking_id === id,
        3000,
        'resumed offer',
      );
      expect((await offerOf(app, first)).offer).toBeNull();
    } finally {
      await restarted?.close();
      await slow.close();
    }
  });
});

describe('simulated driver (src/sim/trips.ts)', () => {
  it('hears the offer over WebSocket, accepts it and drives the whole trip through the HTTP API', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const driver = await onlineDriver(t, { at: north(0.4) });
    const positions: { lat: number; lng: number }[] = [];
    const trips: boolean[] = [];
    const agent = runTripAgent({
      baseUrl: address,
      token: driver.token,
      driverId: driver.id,
      position: () => north(0.4),
      setPosition: (at) => positions.push(at),
      onTrip: (active) => trips.push(active),
      answerDelayMs: [10, 20],
      declineChance: 0,
      pollMs: 60_000,
      stepMs: 20,
      speedKmh: 120_000,
      waitAtPickupMs: 20,
    });
    try {
      // Let the agent subscribe, so the offer arrives as an event (polling waits a minute here).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rider = await quickUser(t);
      const { code } = (await book(t, rider)).json().order;
      const finished = await waitUntil<BookingDetails>(
        async () => {
          const view = await t.app.inject({ url: `/api/booking/${code}`, headers: rider.auth });
          return view.json().status === 'delivered' ? view.json() : null;
        },
        40_000,
        'the simulated trip',
        250,
      );
      expect(finished.statuses.map((s) => s.name)).toEqual([
        'pending',
        'preparing',
        'arrived',
        'enroute',
        'delivered',
      ]);
      expect(finished.driver?.id).toBe(driver.id);
      // The rider can see the trip delivered before the agent has read the answer to its last step.
      await waitUntil(
        async () => (agent.completed > 0 ? true : null),
        10_000,
        'the agent counting the trip',
        20,
      );
      expect(agent.completed).toBe(1);
      expect(trips).toEqual([true, false]);
      expect(positions.at(-1)).toEqual(PPC_NORTH);
      const live = await t.app.deps.locations.get(driver.id);
      expect(live).toMatchObject(PPC_NORTH);
    } finally {
      await agent.stop();
    }
  }, 60_000);
});

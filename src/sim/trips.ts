import { callApi, messageOf, sleep } from './client';
import { runDelivery } from './deliveries';
import { runErrand } from './errands';

/**
 * The trip side of a simulated driver: it hears offers on its `driver:{id}` topic (and polls GET
 * /api/driver/offer in case the socket is down), accepts after a human pause, drives to the pickup along the
 * route, arrives, starts and completes the trip, sending its position as it goes, exactly with the calls a
 * driver's job screen makes.
 */

export type LatLng = { lat: number; lng: number };

export type TripAgentLog = {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

export type TripAgentOptions = {
  baseUrl: string;
  token: string;
  driverId: number;
  signal?: AbortSignal;
  log?: TripAgentLog;
  /** Where the driver is now (the fleet's walk); the trip starts from here. */
  position?: () => LatLng | null;
  /** Told of every position the agent drives to, so the fleet's walk continues from there. */
  setPosition?: (at: LatLng) => void;
  /** Told when a trip starts and ends; the fleet stops its own wandering meanwhile. */
  onTrip?: (active: boolean) => void;
  /** Pause before answering an offer, a person reading it: [min, max] ms. */
  answerDelayMs?: readonly [number, number];
  /** Chance of declining an offer instead of accepting it. */
  declineChance?: number;
  /** Fallback polling for offers when no event arrives. */
  pollMs?: number;
  /** Between position updates while driving. */
  stepMs?: number;
  speedKmh?: number;
  /** How long the driver waits at the pickup before starting the trip. */
  waitAtPickupMs?: number;
  random?: () => number;
  /** Errands: chance the store turns out closed, so the customer sees that branch now and then. */
  storeClosedChance?: number;
};

export type TripAgent = {
  /** Trips completed so far. */
  readonly completed: number;
  /** Resolves when the agent has stopped. */
  done: Promise<void>;
  stop(): Promise<void>;
};

type TripBooking = {
  id: number;
  code: string;
  status: string;
  is_pautos?: boolean;
  is_delivery?: boolean;
  taxi_order: {
    pickup_latitude: number;
    pickup_longitude: number;
    dropoff_latitude: number;
    dropoff_longitude: number;
  };
};

type Route = { distance_km: number; duration_min: number; polyline: LatLng[] };

type SocketLike = {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};
type SocketConstructor = new (url: string) => SocketLike;

const quiet: TripAgentLog = { debug() {}, info() {}, warn() {} };
const EARTH_RADIUS_KM = 6371.0088;

function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Points along a polyline every `stepKm`, ending exactly at its last point. */
export function pointsAlong(polyline: LatLng[], stepKm: number): LatLng[] {
  if (polyline.length === 0) return [];
  const out: LatLng[] = [];
  let carried = 0;
  for (let i = 1; i < polyline.length; i++) {
    const from = polyline[i - 1];
    const to = polyline[i];
    const length = distanceKm(from, to);
    let at = stepKm - carried;
    while (at < length) {
      const f = at / length;
      out.push({ lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f });
      at += stepKm;
    }
    carried = length - (at - stepKm);
  }
  out.push(polyline[polyline.length - 1]);
  return out;
}

async function socketConstructor(): Promise<SocketConstructor | null> {
  const native = (globalThis as { WebSocket?: unknown }).WebSocket;
  if (typeof native === 'function') return native as SocketConstructor;
  try {
    return (await import('ws')).default as unknown as SocketConstructor;
  } catch {
    return null;
  }
}

export function runTripAgent(options: TripAgentOptions): TripAgent {
  const log = options.log ?? quiet;
  const controller = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  const random = options.random ?? Math.random;
  const [minDelay, maxDelay] = options.answerDelayMs ?? [1_500, 5_000];
  const pollMs = options.pollMs ?? 5_000;
  const stepMs = options.stepMs ?? 3_000;
  const speedKmh = options.speedKmh ?? 30;
  const waitAtPickupMs = options.waitAtPickupMs ?? 8_000;
  const declineChance = options.declineChance ?? 0.1;
  let position: LatLng | null = options.position?.() ?? null;
  let completed = 0;
  let socket: SocketLike | null = null;
  let wakeUp: () => void = () => {};

  const api = <T>(path: string, body?: unknown, method?: 'GET' | 'POST') =>
    callApi<T>(options.baseUrl, path, { token: options.token, body, method, signal });

  /** Waits for an offer event, or `ms` at most. */
  function nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeUp = done;
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async function listen(): Promise<void> {
    const Socket = await socketConstructor();
    if (!Socket || signal.aborted) return;
    const url = new URL('/api/realtime', options.baseUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const connect = (attempt: number) => {
      if (signal.aborted) return;
      let current: SocketLike;
      try {
        current = new Socket(url.href);
      } catch {
        return;
      }
      socket = current;
      current.onopen = () => {
        attempt = 0;
        current.send(JSON.stringify({ type: 'auth', token: options.token }));
        current.send(JSON.stringify({ type: 'sub', topic: `driver:${options.driverId}` }));
      };
      current.onmessage = (event) => {
        try {
          const message = JSON.parse(String(event.data)) as { type?: string; data?: { type?: string } };
          if (message.type === 'event' && message.data?.type === 'offer') wakeUp();
        } catch {
          // Not JSON: nothing for the agent.
        }
      };
      current.onerror = () => {};
      current.onclose = () => {
        if (signal.aborted) return;
        // Reconnect with back-off; polling covers the gap.
        const wait = Math.min(30_000, 1_000 * 2 ** attempt) * (0.5 + random());
        setTimeout(() => connect(attempt + 1), wait).unref?.();
      };
    };
    connect(0);
  }

  async function sendPosition(at: LatLng): Promise<boolean> {
    position = at;
    options.setPosition?.(at);
    const answer = await api('driver/location', at).catch(() => null);
    return !!answer && answer.status !== 401;
  }

  /** Still this driver's live trip? A cancelled or reassigned booking ends the drive at once. */
  async function stillMine(bookingId: number): Promise<boolean> {
    const answer = await api<{ booking: { id: number; status: string } | null }>('driver/booking/current');
    const mine = answer.status === 200 && answer.data.booking?.id === bookingId;
    if (!mine)
      log.debug({ driver: options.driverId, bookingId, status: answer.status }, 'trip ended by the server');
    return mine;
  }

  async function driveTo(target: LatLng, bookingId: number): Promise<boolean> {
    const from = position ?? options.position?.() ?? target;
    const route = await api<Route>(
      `geo/route?origin=${from.lat},${from.lng}&destination=${target.lat},${target.lng}`,
    ).catch(() => null);
    const line =
      route?.status === 200 && route.data.polyline.length > 1 ? route.data.polyline : [from, target];
    const stepKm = Math.max(0.01, (speedKmh * stepMs) / 3_600_000);
    let sent = 0;
    for (const point of pointsAlong(line, stepKm)) {
      await sleep(stepMs, signal);
      if (signal.aborted) return false;
      await sendPosition(point);
      if (++sent % 5 === 0 && !(await stillMine(bookingId))) return false;
    }
    return stillMine(bookingId);
  }

  async function step(bookingId: number, status: 'arrived' | 'enroute' | 'delivered'): Promise<boolean> {
    const answer = await api(`driver/bookings/${bookingId}/status`, { status });
    if (answer.status !== 200) {
      log.warn(
        { driver: options.driverId, bookingId, status, message: messageOf(answer.data) },
        'trip step refused',
      );
    }
    return answer.status === 200;
  }

  /** Runs a trip from wherever it stands (a restarted agent resumes a trip already under way). */
  async function runTrip(booking: TripBooking): Promise<void> {
    options.onTrip?.(true);
    try {
      if (booking.is_delivery) {
        const done = await runDelivery({
          baseUrl: options.baseUrl,
          token: options.token,
          driverId: options.driverId,
          bookingId: booking.id,
          dropoff: { lat: booking.taxi_order.dropoff_latitude, lng: booking.taxi_order.dropoff_longitude },
          signal,
          log,
          driveTo,
          stillMine,
          atStoreMs: waitAtPickupMs,
        });
        if (done) completed++;
        return;
      }
      if (booking.is_pautos) {
        const done = await runErrand({
          baseUrl: options.baseUrl,
          token: options.token,
          driverId: options.driverId,
          bookingId: booking.id,
          signal,
          random,
          log,
          driveTo,
          stillMine,
          storeClosedChance: options.storeClosedChance,
          shoppingMs: waitAtPickupMs,
          pauseMs: waitAtPickupMs,
          pollMs: Math.min(pollMs, 4_000),
        });
        if (done) completed++;
        return;
      }
      const order = booking.taxi_order;
      const pickup = { lat: order.pickup_latitude, lng: order.pickup_longitude };
      const dropoff = { lat: order.dropoff_latitude, lng: order.dropoff_longitude };
      let status = booking.status;
      if (status === 'preparing') {
        if (!(await driveTo(pickup, booking.id)) || !(await step(booking.id, 'arrived'))) return;
        status = 'arrived';
      }
      if (status === 'arrived') {
        await sleep(waitAtPickupMs, signal);
        if (signal.aborted || !(await step(booking.id, 'enroute'))) return;
        status = 'enroute';
      }
      if (status === 'enroute') {
        if (!(await driveTo(dropoff, booking.id)) || !(await step(booking.id, 'delivered'))) return;
        completed++;
        log.debug({ driver: options.driverId, bookingId: booking.id }, 'simulated trip completed');
      }
    } finally {
      options.onTrip?.(false);
    }
  }

  async function loop(): Promise<void> {
    await listen().catch(() => {});
    while (!signal.aborted) {
      try {
        const current = await api<{ booking: TripBooking | null }>('driver/booking/current');
        if (current.status === 200 && current.data.booking) {
          await runTrip(current.data.booking);
          continue;
        }
        const answer = await api<{ offer: { booking_id: number; expires_at: string } | null }>(
          'driver/offer',
        );
        const offer = answer.status === 200 ? answer.data.offer : null;
        if (!offer) {
          await nap(pollMs * (0.75 + 0.5 * random()));
          continue;
        }
        await sleep(minDelay + (maxDelay - minDelay) * random(), signal);
        if (signal.aborted) break;
        if (random() < declineChance) {
          await api(`driver/offers/${offer.booking_id}/decline`, {});
          continue;
        }
        const accepted = await api<TripBooking>(`driver/offers/${offer.booking_id}/accept`, {});
        if (accepted.status === 200) {
          log.debug({ driver: options.driverId, bookingId: offer.booking_id }, 'simulated driver accepted');
          await runTrip(accepted.data);
        }
      } catch (error) {
        if (signal.aborted) break;
        log.warn({ driver: options.driverId, err: error }, 'trip agent');
        await sleep(pollMs, signal);
      }
    }
  }

  const done = loop().finally(() => {
    socket?.close();
  });

  return {
    get completed() {
      return completed;
    },
    done,
    async stop() {
      controller.abort();
      socket?.close();
      await done.catch(() => {});
    },
  };
}

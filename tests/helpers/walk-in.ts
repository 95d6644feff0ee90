import type { TestApp } from './app';

type LatLng = { lat: number; lng: number };
type Auth = { auth: Record<string, string> };

/** A server clock a test moves forward: real time plus a shift. */
export function shiftableClock() {
  let shift = 0;
  return {
    now: () => new Date(Date.now() + shift),
    advance(ms: number) {
      shift += ms;
    },
  };
}

export type ShiftableClock = ReturnType<typeof shiftableClock>;

export function startWalkIn(t: TestApp, driver: Auth, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/driver/walk-in', headers: driver.auth, payload });
}

export function dropOff(t: TestApp, driver: Auth, bookingId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/driver/bookings/${bookingId}/status`,
    headers: driver.auth,
    payload: { status: 'delivered' },
  });
}

/** The driver's phone reporting a position, as the job screen does while online. */
export async function report(t: TestApp, driver: Auth, at: LatLng) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/driver/location',
    headers: driver.auth,
    payload: at,
  });
  if (res.statusCode !== 200) throw new Error(`location refused: ${res.statusCode} ${res.body}`);
}

/** Points evenly spaced from one place to another, the last one the destination. */
export function wayPoints(from: LatLng, to: LatLng, steps: number): LatLng[] {
  return Array.from({ length: steps }, (_, i) => ({
    lat: from.lat + ((to.lat - from.lat) * (i + 1)) / steps,
    lng: from.lng + ((to.lng - from.lng) * (i + 1)) / steps,
  }));
}

/** Drives along the points: the clock moves on by `everyMs` before each position is reported. */
export async function drive(
  t: TestApp,
  clock: ShiftableClock,
  driver: Auth,
  points: LatLng[],
  everyMs = 30_000,
) {
  for (const at of points) {
    clock.advance(everyMs);
    await report(t, driver, at);
  }
}

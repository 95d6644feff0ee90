import { randomUUID } from 'node:crypto';
import type WebSocket from 'ws';
import type { RoleName } from '@schemas/account';
import { newReferralCode } from '@/server/modules/accounts/service';
import { createSession } from '@/server/plugins/auth';
import type { TestApp } from './app';

/** Puerto Princesa: the zone 2 town centre, and a point 5 km north of it (about 6.7 km by road). */
export const PPC = { lat: 9.7392, lng: 118.7353 };
export const PPC_NORTH = { lat: 9.7392 + 0.044966, lng: 118.7353 };
/** El Nido town (branch 3, where booking points count) and a point about 2 km north of it. */
export const EL_NIDO = { lat: 11.1956, lng: 119.4191 };
export const EL_NIDO_NORTH = { lat: 11.1956 + 0.02, lng: 119.4191 };

let counter = 0;

/**
 * Kilometres by road between two points (one decimal), as the geo port answers every fare and pickup charge:
 * tests work their expected amounts out from it rather than from a number written down.
 */
export async function roadKm(
  t: TestApp,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
) {
  return (await t.app.deps.geo.route(from, to)).distance_km;
}

/** Kilometres beyond the free pickup distance, as fares round them (two decimals). */
export const beyondFreeKm = (pickupKm: number, freeKm = 1) =>
  Math.round(Math.max(0, pickupKm - freeKm) * 100) / 100;

/** An account with a session, without a password (argon2 is slow and these tests make many accounts). */
export async function quickUser(t: TestApp, roles: RoleName[] = ['client'], name = 'Test Rider') {
  counter += 1;
  const phone = `+6391${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO users (code, name, phone) VALUES ($1, $2, $3) RETURNING id`,
    [newReferralCode(), name, phone.slice(0, 13)],
  );
  const id = rows[0].id;
  for (const role of roles) {
    await t.database.pool.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
  }
  const token = await createSession(t.database.pool, id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

export type TestDriver = Awaited<ReturnType<typeof quickUser>>;

/** A driver online at a point: the drivers row the drivers module keeps, and the live position. */
export async function onlineDriver(
  t: TestApp,
  options: {
    at?: { lat: number; lng: number };
    vehicleTypeId?: number;
    branchId?: number;
    name?: string;
    simPhone?: string;
  } = {},
): Promise<TestDriver> {
  const at = options.at ?? PPC;
  const driver = await quickUser(t, ['driver'], options.name ?? 'Jose Dela Cruz');
  await t.database.pool.query(
    `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no,
       is_online, lat, lng, sim_phone, last_seen_at)
     VALUES ($1, $2, $3, 'Honda', 'Click 125', 'Red', 'ABC 1234', true, $4, $5, $6, now())`,
    [
      driver.id,
      options.branchId ?? 2,
      options.vehicleTypeId ?? 1,
      at.lat,
      at.lng,
      options.simPhone ?? '+639171112222',
    ],
  );
  await t.app.deps.locations.set(driver.id, at);
  return driver;
}

export function rideRequest(overrides: Record<string, unknown> = {}) {
  return {
    payment_method_id: 1,
    vehicle_type_id: 1,
    pickup: { ...PPC, address: 'Robinsons Place Palawan' },
    dropoff: { ...PPC_NORTH, address: 'Puerto Princesa Baywalk' },
    is_web: 1,
    ...overrides,
  };
}

export async function book(
  t: TestApp,
  rider: { auth: Record<string, string> },
  overrides: Record<string, unknown> = {},
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: { ...rider.auth, 'idempotency-key': key },
    payload: rideRequest(overrides),
  });
}

export async function waitUntil<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 5000,
  label = 'condition',
  intervalMs = 25,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export type ServerMessage = {
  type: string;
  topic?: string;
  data?: Record<string, unknown>;
  message?: string;
  user_id?: number | null;
};

export function collect(socket: WebSocket) {
  const messages: ServerMessage[] = [];
  socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString())));
  return {
    messages,
    async waitFor(predicate: (m: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
      return waitUntil(
        async () => messages.find(predicate),
        timeoutMs,
        `a message; got ${JSON.stringify(messages)}`,
      );
    },
  };
}

/** A WebSocket on /api/realtime, authenticated as `token`. */
export async function realtimeAs(t: TestApp, token: string) {
  const socket = await t.app.injectWS('/api/realtime');
  const inbox = collect(socket);
  socket.send(JSON.stringify({ type: 'auth', token }));
  await inbox.waitFor((m) => m.type === 'ready');
  return { socket, inbox };
}

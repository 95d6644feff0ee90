import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { RoleName } from '@schemas/account';
import { createMemoryAnalytics } from '@/server/adapters/analytics';
import { seedFleet } from '@/server/db/seed/fleet';
import { newReferralCode } from '@/server/modules/accounts/service';
import { createDriverService, STALE_DRIVER_MS } from '@/server/modules/drivers/service';
import { createSession } from '@/server/plugins/auth';
import { startFleet } from '@/sim/fleet';
import { createTestApp, type TestApp } from '../helpers/app';

const PPC = { lat: 9.7392, lng: 118.7353 };
const EL_NIDO = { lat: 11.1956, lng: 119.4191 };

let t: TestApp;
const analytics = createMemoryAnalytics();

beforeAll(async () => {
  // Offers outlast any delay a busy machine adds, so the trip agent's accept is never late.
  t = await createTestApp({ deps: { analytics, dispatch: { offerTimeoutMs: 120_000 } } });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;

/** An account with a session and no password (hashing is slow and these tests make many). */
async function account(roles: RoleName[], name = 'Test Person') {
  counter += 1;
  const phone = `+63919${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  const { rows } = await t.database.pool.query<{ id: number }>(
    'INSERT INTO users (code, name, phone) VALUES ($1, $2, $3) RETURNING id',
    [newReferralCode(), name, phone],
  );
  const id = rows[0].id;
  for (const role of roles) {
    await t.database.pool.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
  }
  const token = await createSession(t.database.pool, id);
  return { id, token, phone, auth: { authorization: `Bearer ${token}` } };
}

async function driverAccount(
  options: { branchId?: number; vehicleTypeId?: number; name?: string; tricycleColor?: string } = {},
) {
  const driver = await account(['driver'], options.name ?? 'Rodel Santos');
  await t.database.pool.query(
    `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no,
       tricycle_color, sim_phone, accepts_pautos)
     VALUES ($1, $2, $3, 'Honda', 'Click 125i', 'Red', 'SECRET 123', $4, $5, $6)`,
    [
      driver.id,
      options.branchId ?? 2,
      options.vehicleTypeId ?? 1,
      options.tricycleColor ?? null,
      `${driver.phone.slice(0, -1)}9`,
      (options.vehicleTypeId ?? 1) === 3,
    ],
  );
  return driver;
}

async function goOnline(driver: { auth: Record<string, string> }, at = PPC, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/driver/status',
    headers: driver.auth,
    payload: { is_online: true, ...at, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function onlineDrivers(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/online-drivers?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; count: number };
}

type ServerMessage = { type: string; topic?: string; data?: Record<string, unknown>; message?: string };

async function waitUntil<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 5000,
): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function socketAs(token: string | null) {
  const socket: WebSocket = await t.app.injectWS('/api/realtime');
  const messages: ServerMessage[] = [];
  socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString())));
  if (token) {
    socket.send(JSON.stringify({ type: 'auth', token }));
    await waitUntil(() => messages.find((m) => m.type === 'ready'));
  }
  const waitFor = (predicate: (m: ServerMessage) => boolean) => waitUntil(() => messages.find(predicate));
  return { socket, messages, waitFor };
}

describe('driver status and location', () => {
  it('needs a location to go online, and the driver role', async () => {
    const driver = await driverAccount();
    const noPlace = await t.app.inject({
      method: 'POST',
      url: '/api/driver/status',
      headers: driver.auth,
      payload: { is_online: true },
    });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().message).toMatch(/location/i);

    const client = await account(['client']);
    const asClient = await t.app.inject({
      method: 'POST',
      url: '/api/driver/status',
      headers: client.auth,
      payload: { is_online: false },
    });
    expect(asClient.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/driver/me' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('puts an online driver on the map by position, vehicle type and service, and takes them off offline', async () => {
    const moto = await driverAccount({ name: 'Arnel Reyes' });
    const trike = await driverAccount({ vehicleTypeId: 3, tricycleColor: 'Green', name: 'Jomar Garcia' });
    const far = await driverAccount({ branchId: 3, name: 'Noel Aquino' });
    const profile = await goOnline(moto, PPC, { services: { ride: true, pautos: false, delivery: true } });
    expect(profile).toMatchObject({
      id: moto.id,
      is_online: true,
      vehicle_type: 'motorcycle',
      services: { ride: true, pautos: false, delivery: true },
      lat: PPC.lat,
    });
    expect(profile.location).toContain('Puerto Princesa');
    await goOnline(trike, { lat: PPC.lat + 0.01, lng: PPC.lng });
    await goOnline(far, EL_NIDO);

    const near = await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}`);
    const ids = near.data.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([moto.id, trike.id]));
    expect(ids).not.toContain(far.id);
    expect(near.count).toBe(near.data.length);

    const trikes = await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}&vehicle_types=tricycle`);
    expect(trikes.data.map((d) => d.id)).toContain(trike.id);
    expect(trikes.data.map((d) => d.id)).not.toContain(moto.id);
    const shown = trikes.data.find((d) => d.id === trike.id)!;
    expect(shown).toMatchObject({
      name: 'Jomar Garcia',
      vehicle_type: 'tricycle',
      color: 'Green',
      icon: '/vehicles/tricycle.svg',
      vehicle_make_model: 'Honda Click 125i',
      branch_id: 2,
      is_online: true,
      current_services: ['ride', 'pautos'],
    });

    const delivery = await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}&service=delivery`);
    expect(delivery.data.map((d) => d.id)).toEqual([moto.id]);

    const inView = await onlineDrivers(`north=11.3&south=11.1&east=119.5&west=119.3`);
    expect(inView.data.map((d) => d.id)).toEqual([far.id]);
    const byBranch = await onlineDrivers('branch_id=3');
    expect(byBranch.data.map((d) => d.id)).toEqual([far.id]);

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/driver/status',
      headers: moto.auth,
      payload: { is_online: false },
    });
    expect(off.json().is_online).toBe(false);
    const after = await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}`);
    expect(after.data.map((d) => d.id)).not.toContain(moto.id);
    const row = await t.database.pool.query('SELECT is_online FROM drivers WHERE user_id = $1', [moto.id]);
    expect(row.rows[0].is_online).toBe(false);
  });

  it("answers a neighbourhood's riders with one answer, made anew when a driver near them goes online", async () => {
    const first = await driverAccount({ name: 'Crisanto Dela Cruz' });
    await goOnline(first, { lat: PPC.lat + 0.003, lng: PPC.lng });
    // Two phones a couple of hundred metres apart, in one map cell.
    const ask = (at: { lat: number; lng: number }) =>
      t.app.inject({ method: 'GET', url: `/api/online-drivers?lat=${at.lat}&lng=${at.lng}` });
    const one = await ask({ lat: PPC.lat + 0.0011, lng: PPC.lng + 0.0012 });
    const other = await ask(PPC);
    expect(one.statusCode).toBe(200);
    expect(other.body).toBe(one.body);
    expect(one.json().data.map((d: { id: number }) => d.id)).toContain(first.id);
    // A small JSON answer: no page security headers, no rate-limit headers until the limit is reached.
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect(one.headers['content-security-policy']).toBeUndefined();
    expect(one.headers['permissions-policy']).toBeUndefined();
    expect(one.headers['x-ratelimit-remaining']).toBeUndefined();

    const second = await driverAccount({ name: 'Teodoro Villanueva' });
    await goOnline(second, { lat: PPC.lat - 0.002, lng: PPC.lng });
    const after = await ask(PPC);
    expect(after.json().data.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/driver/location',
      headers: second.auth,
      payload: { lat: PPC.lat - 0.0021, lng: PPC.lng },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['content-security-policy']).toBeUndefined();
    expect(moved.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('shows a phone number only for branch 2 drivers, and no private fields', async () => {
    const ppc = await driverAccount({ name: 'Ferdinand Lim' });
    const elNido = await driverAccount({ branchId: 3, name: 'Romeo Tan' });
    await goOnline(ppc, { lat: PPC.lat - 0.02, lng: PPC.lng });
    await goOnline(elNido, { lat: EL_NIDO.lat + 0.01, lng: EL_NIDO.lng });
    const a = (await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}`)).data.find((d) => d.id === ppc.id)!;
    const b = (await onlineDrivers(`lat=${EL_NIDO.lat}&lng=${EL_NIDO.lng}`)).data.find(
      (d) => d.id === elNido.id,
    )!;
    expect(a.phone).toMatch(/^\+639/);
    expect(b.phone).toBeNull();
    for (const driver of [a, b]) {
      expect(Object.keys(driver).sort()).toEqual(
        [
          'id',
          'name',
          'phone',
          'lat',
          'lng',
          'icon',
          'vehicle_type',
          'vehicle_make_model',
          'color',
          'customizable_photo',
          'note',
          'branch_id',
          'current_services',
          'is_online',
          'location',
          'rank',
          'leaderboardData',
        ].sort(),
      );
      expect(JSON.stringify(driver)).not.toContain('SECRET');
    }
  });

  it('moves a driver live, publishes positions on the branch topic and spares database writes', async () => {
    const driver = await driverAccount({ name: 'Danilo Ramos' });
    await goOnline(driver);
    const watcher = await socketAs(null);
    watcher.socket.send(JSON.stringify({ type: 'sub', topic: 'drivers:2' }));
    await watcher.waitFor((m) => m.type === 'subscribed');

    const first = { lat: PPC.lat + 0.002, lng: PPC.lng + 0.002 };
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/driver/location',
      headers: driver.auth,
      payload: first,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().location).toContain('Puerto Princesa');
    // Moves of about a second travel together as one list per branch topic (the move of going online may come
    // first, in a message of its own).
    const event = await watcher.waitFor(
      (m) =>
        m.type === 'event' &&
        Array.isArray(m.data) &&
        m.data.some((e: { id: number; lat: number }) => e.id === driver.id && e.lat === first.lat),
    );
    const moves = event.data as unknown as { id: number }[];
    expect(moves.find((e) => e.id === driver.id)).toEqual({ id: driver.id, ...first });

    const second = { lat: PPC.lat + 0.004, lng: PPC.lng + 0.004 };
    await t.app.inject({
      method: 'POST',
      url: '/api/driver/location',
      headers: driver.auth,
      payload: second,
    });
    const shown = (await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}`)).data.find(
      (d) => d.id === driver.id,
    )!;
    expect({ lat: shown.lat, lng: shown.lng }).toEqual(second);
    // The row keeps the position written when going online until the write interval passes.
    const row = await t.database.pool.query('SELECT lat, lng FROM drivers WHERE user_id = $1', [driver.id]);
    expect(row.rows[0]).toEqual({ lat: PPC.lat, lng: PPC.lng });
    watcher.socket.terminate();

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/driver/location',
      headers: driver.auth,
      payload: { lat: 200, lng: 1 },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses locations from an offline driver and sweeps drivers who stopped reporting', async () => {
    const driver = await driverAccount({ name: 'Marvin Cabrera' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/driver/location',
      headers: driver.auth,
      payload: PPC,
    });
    expect(refused.statusCode).toBe(409);

    await goOnline(driver);
    // Ten minutes and a second later, nothing more was heard from the phone.
    const swept = await createDriverService(t.app).sweep({ at: Date.now() + STALE_DRIVER_MS + 1000 });
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await t.app.deps.locations.get(driver.id)).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/driver/me', headers: driver.auth });
    expect(me.json().is_online).toBe(false);
  });

  it("shows a driver's rank, ranking and finished rides computed from this month's trips", async () => {
    const driver = await driverAccount({ name: 'Efren Pascual' });
    const rider = await driverAccount({ name: 'Board Rider' });
    // 52 trips finished earlier this Manila month (Bronze Driver II needs 50), and one last month that does not count.
    await t.database.pool.query(
      `INSERT INTO bookings (code, user_id, driver_id, status, zone_id, branch_id, vehicle_type_id,
         payment_method_id, pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address,
         dropoff_latitude, dropoff_longitude, sub_total, total, verification_code, share_token, delivered_at)
       SELECT 'EP' || n || '-' || $3::text, $2, $1, 'delivered', 2, 2, 1, 1, 'day', 'Robinsons Place Palawan',
              9.78, 118.74, 'Puerto Princesa Port', 9.73, 118.72, 5000, 5000, '1234', md5(n || $3::text),
              CASE WHEN n = 0 THEN date_trunc('month', now() AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila'
                                   - interval '1 hour'
                   ELSE greatest(date_trunc('month', now() AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila',
                                 now() - interval '2 minutes') END
         FROM generate_series(0, 52) AS n`,
      [driver.id, rider.id, String(driver.id)],
    );
    const board = await t.app.inject({ method: 'GET', url: '/api/leaderboard_cached' });
    const listed = board.json().data.data.find((entry: { name: string }) => entry.name === 'Efren Pascual');
    expect(listed).toMatchObject({ rides: 52, rank: { title: 'Bronze Driver II' } });
    await goOnline(driver, { lat: PPC.lat + 0.03, lng: PPC.lng });
    // A fresh service: the shared one caches standings for a minute.
    const fresh = await createDriverService(t.app).onlineDrivers({
      lat: PPC.lat + 0.03,
      lng: PPC.lng,
      radius_km: 0.5,
    });
    const shown = fresh.find((d) => d.id === driver.id)!;
    expect(shown.rank).toMatchObject({ short_title: 'Bronze II' });
    expect(shown.leaderboardData).toMatchObject({
      ranking: listed.ranking,
      finished: 52,
      full_title: 'Bronze Driver II',
    });
  });
});

describe('recently booked drivers', () => {
  it('logs contact actions, lists them newest first for admins and publishes them live to admins only', async () => {
    const driver = await driverAccount({ name: 'Jerome Mendoza' });
    const admin = await account(['admin'], 'Ana Reyes');
    const client = await account(['client'], 'Maria Santos');
    const otherDriver = await driverAccount({ name: 'Reynaldo Dizon' });

    const adminSocket = await socketAs(admin.token);
    adminSocket.socket.send(JSON.stringify({ type: 'sub', topic: 'recently-booked' }));
    await adminSocket.waitFor((m) => m.type === 'subscribed');
    const clientSocket = await socketAs(client.token);
    clientSocket.socket.send(JSON.stringify({ type: 'sub', topic: 'recently-booked' }));
    const refused = await clientSocket.waitFor((m) => m.type === 'error');
    expect(refused.message).toBe('Not allowed to follow this topic.');
    const anonymousSocket = await socketAs(null);
    anonymousSocket.socket.send(JSON.stringify({ type: 'sub', topic: 'recently-booked' }));
    await anonymousSocket.waitFor((m) => m.type === 'error');

    const post = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/recently-booked', headers, payload });
    const anonymous = await post({ action_slug: 'call_driver', driver_id: driver.id, confirmed: true });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json()).toMatchObject({
      actionSlug: 'call_driver',
      driver: { id: driver.id, name: 'Jerome Mendoza', photoUrl: null },
      user: null,
      isn: true,
    });
    const live = await adminSocket.waitFor((m) => m.type === 'event' && m.data?.id === anonymous.json().id);
    expect(live.data).toEqual(anonymous.json());

    await post({ action_slug: 'text_driver', driver_id: driver.id }, client.auth);
    await post({ action_slug: 'dont_book', driver_id: driver.id }, otherDriver.auth);
    expect((await post({ action_slug: 'call_driver', driver_id: 999999 })).statusCode).toBe(404);
    expect((await post({ action_slug: 'wave', driver_id: driver.id })).statusCode).toBe(400);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clientSocket.messages.filter((m) => m.type === 'event')).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/recently-booked', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const records = list.json().data as Record<string, unknown>[];
    expect(records.slice(0, 3).map((r) => r.actionSlug)).toEqual(['dont_book', 'text_driver', 'call_driver']);
    expect(records[0].user).toEqual({ name: 'Reynaldo Dizon', photoUrl: null });
    expect(records[1]).toMatchObject({ user: { name: 'Maria Santos' }, isn: false });

    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/recently-booked?limit=1',
      headers: admin.auth,
    });
    expect(limited.json().data).toHaveLength(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/recently-booked?from=${encodeURIComponent(future)}`,
      headers: admin.auth,
    });
    expect(none.json().data).toEqual([]);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: '/api/recently-booked?limit=101',
      headers: admin.auth,
    });
    expect(tooMany.statusCode).toBe(400);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/recently-booked', headers: client.auth })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/recently-booked' })).statusCode).toBe(401);
    const manager = await account(['operations-manager']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/recently-booked', headers: manager.auth })).statusCode,
    ).toBe(200);

    expect(analytics.events.filter((e) => e.source === 'server').map((e) => e.name)).toEqual(
      expect.arrayContaining(['call_driver', 'text_driver', 'dont_book']),
    );
    for (const s of [adminSocket, clientSocket, anonymousSocket]) s.socket.terminate();
  });
});

describe('active users and analytics', () => {
  it('shows where accounts active within 24 hours are, to admins only', async () => {
    const client = await account(['client']);
    const at = { lat: 9.75, lng: 118.74 };
    await onlineDrivers(`lat=${at.lat}&lng=${at.lng}`, client.auth);
    const admin = await account(['admin']);
    const points = await waitUntil(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/au', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { lat: number; lng: number }[]; count: number };
      return body.data.some((p) => p.lat === at.lat && p.lng === at.lng) && body;
    });
    expect(points.count).toBeGreaterThanOrEqual(1);
    // Any authenticated request counts as activity; without a position it adds no point.
    const row = await waitUntil(async () => {
      const found = await t.database.pool.query('SELECT lat FROM user_activity WHERE user_id = $1', [
        admin.id,
      ]);
      return found.rows[0];
    });
    expect(row.lat).toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/au', headers: client.auth })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/au' })).statusCode).toBe(401);
    // The heatmap is the admin's toggle: operations managers see the other staff tools, not this layer.
    const manager = await account(['operations-manager']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/au', headers: manager.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('data');
  });

  it('records browser analytics events', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics',
      payload: { event: 'visit_site', params: { page: '/', bookingCode: 'AB12' } },
    });
    expect(res.statusCode).toBe(204);
    expect(analytics.events.at(-1)).toEqual({
      name: 'visit_site',
      params: { page: '/', bookingCode: 'AB12' },
      userId: null,
      source: 'browser',
    });
    const bad = await t.app.inject({ method: 'POST', url: '/api/analytics', payload: { event: 'anything' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('fleet simulator', () => {
  it('logs simulated drivers in, moves them on the map and takes them offline when stopped', async () => {
    const password = 'sim-pass-123';
    await seedFleet(t.database.pool, password, 6);
    // Seeding again changes nothing.
    await seedFleet(t.database.pool, password, 6);
    const { rows } = await t.database.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE email LIKE 'sim-driver-%@example.com'`,
    );
    expect(rows[0].count).toBeGreaterThanOrEqual(6);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const fleet = startFleet({
      baseUrl: `http://127.0.0.1:${port}`,
      password,
      drivers: 6,
      intervalMs: 250,
      offlineChance: 0,
      trips: false,
      seed: 42,
    });
    try {
      await fleet.ready;
      expect(fleet.drivers.map((d) => d.problem)).toEqual(Array(6).fill(null));
      expect(fleet.drivers.every((d) => d.online && d.id)).toBe(true);
      const ids = fleet.drivers.map((d) => d.id!);
      const startPositions = new Map(
        await Promise.all(ids.map(async (id) => [id, await t.app.deps.locations.get(id)] as const)),
      );
      await waitUntil(() => fleet.drivers.every((d) => d.updates >= 3), 15_000);
      let moved = 0;
      for (const id of ids) {
        const now = await t.app.deps.locations.get(id);
        const before = startPositions.get(id);
        if (now && before && (now.lat !== before.lat || now.lng !== before.lng)) moved++;
      }
      // A driver may be stopped at a corner for a while; most are on the move.
      expect(moved).toBeGreaterThanOrEqual(3);

      const branches = new Set(fleet.drivers.map((d) => d.branchId));
      expect(branches.size).toBeGreaterThanOrEqual(2);
      const ppcDrivers = fleet.drivers.filter((d) => d.branchId === 2).map((d) => d.id);
      const map = await onlineDrivers(`lat=${PPC.lat}&lng=${PPC.lng}`);
      expect(map.data.map((d) => d.id)).toEqual(expect.arrayContaining(ppcDrivers));
    } finally {
      await fleet.stop();
    }
    const online = await t.database.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM drivers d JOIN users u ON u.id = d.user_id
        WHERE u.email LIKE 'sim-driver-%@example.com' AND d.is_online`,
    );
    expect(online.rows[0].count).toBe(0);
  });

  it('keeps a simulated driver whose first calls fail trying until the server answers', async () => {
    const password = 'sim-pass-123';
    await seedFleet(t.database.pool, password, 1);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A busy server in front of the real one: the first two driver/me calls fail as an overloaded one does.
    let failuresLeft = 2;
    const front = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/driver/me') && failuresLeft > 0) {
        failuresLeft--;
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
        res.end('{"message":"busy"}');
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const fleet = startFleet({
      baseUrl: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
      password,
      drivers: 1,
      intervalMs: 250,
      offlineChance: 0,
      trips: false,
      seed: 7,
    });
    try {
      await waitUntil(() => fleet.drivers[0].online, 60_000);
      expect(failuresLeft).toBe(0);
      expect(fleet.drivers[0].problem).toBeNull();
    } finally {
      await fleet.stop();
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    }
  }, 90_000);

  it('runs the trip agent: a simulated driver accepts a booking near it', async () => {
    const password = 'sim-pass-123';
    await seedFleet(t.database.pool, password, 6);
    // Only simulated drivers may be offered the booking, so nobody lets the offer time out.
    const { rows: others } = await t.database.pool.query<{ user_id: number }>(
      `UPDATE drivers d SET is_online = false FROM users u
        WHERE u.id = d.user_id AND u.email IS DISTINCT FROM 'sim-driver-1@example.com' AND d.is_online
        RETURNING d.user_id`,
    );
    for (const other of others) await t.app.deps.locations.remove(other.user_id);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // sim-driver-1: a Puerto Princesa motorcycle.
    const fleet = startFleet({
      baseUrl: `http://127.0.0.1:${port}`,
      password,
      drivers: 1,
      intervalMs: 500,
      offlineChance: 0,
      answerDelayMs: [0, 50],
      // A decline would leave the booking to the next offer round: this test is about the accept.
      declineChance: 0,
      seed: 5,
    });
    try {
      await fleet.ready;
      const [simDriver] = fleet.drivers;
      expect(simDriver.online).toBe(true);
      const at = simDriver.position!;
      const rider = await account(['client'], 'Liza Rider');
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: { ...rider.auth, 'idempotency-key': `sim-${Date.now()}` },
        payload: {
          payment_method_id: 1,
          vehicle_type_id: 1,
          pickup: { ...at, address: 'Near the simulated driver' },
          dropoff: { lat: at.lat + 0.01, lng: at.lng, address: 'A kilometre north' },
          is_web: 1,
        },
      });
      expect(booked.statusCode, booked.body).toBeLessThan(300);
      const { rows } = await t.database.pool.query<{ id: number }>(
        'SELECT id FROM bookings WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [rider.id],
      );
      const accepted = await waitUntil(async () => {
        const found = await t.database.pool.query<{ status: string; driver_id: number | null }>(
          'SELECT status, driver_id FROM bookings WHERE id = $1',
          [rows[0].id],
        );
        const booking = found.rows[0];
        return booking.driver_id !== null && booking.status !== 'pending' && booking;
      }, 100_000);
      expect(accepted.driver_id).toBe(simDriver.id);
      expect(['preparing', 'arrived', 'enroute', 'delivered']).toContain(accepted.status);
    } finally {
      await fleet.stop();
    }
  }, 150_000);
});

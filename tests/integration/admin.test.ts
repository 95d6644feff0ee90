import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCE_LIST } from '@config/resources';
import type { RoleName } from '@schemas/account';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;
const staff = {} as Record<'admin' | 'manager' | 'client' | 'driver' | 'partner', Account>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.pool;
  staff.admin = await createUser(db, { roles: ['admin'], name: 'Ana Admin' });
  staff.manager = await createUser(db, { roles: ['operations-manager'], name: 'Ramon Manager' });
  staff.client = await createUser(db, { roles: ['client'], name: 'Maria Client' });
  staff.driver = await createUser(db, { roles: ['driver'], name: 'Jose Driver' });
  staff.partner = await createUser(db, { roles: ['brp-partner-manager'], name: 'Liza Partner' });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, who: Account | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function listUrl(resource: string, query: { sort?: unknown; range?: unknown; filter?: unknown } = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const search = params.toString();
  return `/api/admin/${resource}${search ? `?${search}` : ''}`;
}

describe('who may use the console API', () => {
  it('asks anonymous callers to log in (401)', async () => {
    const res = await call('GET', listUrl('zones'), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in first.' });
  });

  it('refuses clients, drivers and partner managers (403) on every resource but the partner stores', async () => {
    for (const resource of RESOURCE_LIST) {
      const partnerResource = (resource.access.read as readonly string[]).includes('brp-partner-manager');
      if (partnerResource) {
        expect((await call('GET', listUrl(resource.name), staff.partner)).statusCode, resource.name).toBe(
          200,
        );
      }
      for (const who of partnerResource
        ? [staff.client, staff.driver]
        : [staff.client, staff.driver, staff.partner]) {
        const res = await call('GET', listUrl(resource.name), who);
        expect(res.statusCode, resource.name).toBe(403);
        expect(res.json().message).toBe('You are not allowed to do this.');
      }
    }
  });

  it('lets operations managers read app settings but only admins change them', async () => {
    expect((await call('GET', listUrl('app-settings'), staff.manager)).statusCode).toBe(200);
    const res = await call('PUT', '/api/admin/app-settings/currency', staff.manager, { value: 'USD' });
    expect(res.statusCode).toBe(403);
  });
});

describe('lists in the ra-data-simple-rest dialect', () => {
  it('sorts, pages and filters, and reports the total in Content-Range', async () => {
    const { rows } = await t.database.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM zones WHERE name ILIKE '%o%'`,
    );
    const total = rows[0].count;
    expect(total).toBeGreaterThan(3);
    const res = await call(
      'GET',
      listUrl('zones', { sort: ['name', 'DESC'], range: [0, 2], filter: { q: 'o' } }),
      staff.manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`zones 0-2/${total}`);
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    const names = res.json().map((zone: { name: string }) => zone.name);
    expect(names).toHaveLength(3);
    expect([...names].sort().reverse()).toEqual(names);
    expect(names.every((name: string) => name.toLowerCase().includes('o'))).toBe(true);

    const second = await call(
      'GET',
      listUrl('zones', { sort: ['name', 'DESC'], range: [3, 5], filter: { q: 'o' } }),
      staff.manager,
    );
    expect(second.headers['content-range']).toMatch(new RegExp(`^zones 3-\\d+/${total}$`));
    expect(second.json()[0].name).not.toBe(names[2]);
  });

  it('uses the default sort and range when none is given', async () => {
    const res = await call('GET', listUrl('zones'), staff.admin);
    expect(res.json().map((z: { id: number }) => z.id)).toEqual([2, 3, 4, 7, 8, 9, 10, 11, 12]);
    expect(res.headers['content-range']).toBe('zones 0-8/9');
  });

  it('filters by exact values and lists (getMany)', async () => {
    const many = await call('GET', listUrl('zones', { filter: { id: [3, 4] } }), staff.admin);
    expect(many.json().map((z: { id: number }) => z.id)).toEqual([3, 4]);

    const rows = await call(
      'GET',
      listUrl('pricing-rows', {
        filter: { zone_id: 3, mode: 'night' },
        sort: ['vehicle_type_id', 'ASC'],
        range: [0, 24],
      }),
      staff.admin,
    );
    expect(rows.statusCode).toBe(200);
    expect(rows.headers['content-range']).toBe('pricing-rows 0-2/3');
    expect(
      rows
        .json()
        .every((row: { zone_id: number; mode: string }) => row.zone_id === 3 && row.mode === 'night'),
    ).toBe(true);

    const empty = await call('GET', listUrl('zones', { filter: { q: 'no such town' } }), staff.admin);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toBe('zones */0');
  });

  it('filters users by a role and never shows private fields', async () => {
    const res = await call('GET', listUrl('users', { filter: { roles: 'admin' } }), staff.admin);
    expect(res.statusCode).toBe(200);
    const users = res.json();
    expect(users.map((u: { id: number }) => u.id)).toContain(staff.admin.id);
    for (const user of users) {
      expect(user.roles).toContain('admin');
      expect(Object.keys(user).sort()).toEqual(
        ['branch_id', 'code', 'created_at', 'email', 'phone', 'id', 'is_blocked', 'name', 'roles'].sort(),
      );
    }
    const one = await call('GET', `/api/admin/users/${staff.client.id}`, staff.manager);
    expect(one.json()).not.toHaveProperty('password_hash');
    expect(one.json()).not.toHaveProperty('firebase_uid');
    expect(one.json()).toMatchObject({ id: staff.client.id, roles: ['client'], is_blocked: false });
  });

  it('rejects sort, range and filter fields that are not declared, without running them (400)', async () => {
    const spy = vi.spyOn(t.database.pool, 'query');
    const attempts = [
      listUrl('zones', { sort: ['id; DROP TABLE zones; --', 'ASC'] }),
      listUrl('zones', { sort: ['id', 'ASC; DROP TABLE zones'] }),
      listUrl('zones', { sort: ['(SELECT 1)', 'ASC'] }),
      listUrl('zones', { filter: { 'name = name OR 1=1; DROP TABLE zones; --': 1 } }),
      listUrl('zones', { filter: { password_hash: 'x' } }),
      listUrl('users', { sort: ['password_hash', 'ASC'] }),
      listUrl('zones', { filter: { id: { $gt: 0 } } }),
      listUrl('zones', { range: ['0; DROP TABLE zones', 5] }),
      listUrl('zones', { range: [0, 100_000] }),
      listUrl('zones', { sort: 'not json' }),
    ];
    try {
      for (const url of attempts) {
        const res = await call('GET', url, staff.admin);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toEqual(expect.any(String));
      }
      const texts = spy.mock.calls.map((args) => String(typeof args[0] === 'string' ? args[0] : ''));
      expect(texts.some((text) => /DROP|password_hash/i.test(text))).toBe(false);
    } finally {
      spy.mockRestore();
    }
    const search = await call(
      'GET',
      listUrl('zones', { filter: { q: "'; DROP TABLE zones; --" } }),
      staff.admin,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([]);
    const { rows } = await t.database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM zones',
    );
    expect(rows[0].count).toBeGreaterThanOrEqual(9);
  });

  it('treats % and _ in the search text literally', async () => {
    const res = await call('GET', listUrl('zones', { filter: { q: '%' } }), staff.admin);
    expect(res.json()).toEqual([]);
  });
});

/** A record to create and a change to make, per resource that allows them. */
const SAMPLES: Record<
  string,
  { create?: Record<string, unknown>; update: Record<string, unknown>; id?: string | number }
> = {
  zones: { create: { id: 99, name: 'Roxas', lat: 10.32, lng: 119.34 }, update: { name: 'Roxas town' } },
  branches: {
    create: { id: 98, name: 'Taytay', zone_id: 2, lat: 10.82, lng: 119.52 },
    update: { zone_id: null, is_active: false },
  },
  'vehicle-types': {
    create: { slug: 'car', name: 'Van', zone_id: 4, max_seat: 10 },
    update: { pickup_km_limit: 2.5, photo: '/vehicles/car.svg' },
  },
  'pricing-rows': {
    create: {
      zone_id: 12,
      vehicle_type_id: 1,
      mode: 'day',
      base_fare: 4500,
      base_km_limit: 2,
      distance_fare: 1200,
      min_fare: 4500,
    },
    update: { base_fare: 5000, delivery_base_fare: 6000, trigger_value: '05:00-10:00,16:00-22:00' },
  },
  'app-settings': {
    create: { id: 'support.hours', value: '8:00 AM - 8:00 PM', description: 'Support hours' },
    update: { value: '24 hours' },
  },
  users: { update: { name: 'Maria Clara Santos' } },
  coupons: {
    create: { code: 'FIESTA20', description: 'Fiesta week', discount_percent: 20, max_uses: 100 },
    update: { is_active: false, expires_at: '2031-01-01T00:00:00.000Z' },
  },
  guides: {
    create: { slug: 'how-to-tip', title: 'How to tip your driver', category: 'Booking' },
    update: { popular: true, body: '1. Open the booking.\n2. Choose a tip.' },
  },
  jobs: {
    create: {
      slug: 'coron-drivers',
      branch_id: 4,
      title: 'Drive with BRP in Coron',
      requirements: ["Driver's license", 'Android phone with Google'],
    },
    update: { is_open: false, how_to_apply: ['Like the Facebook page', 'Join the messenger group'] },
  },
  'app-updates': {
    create: { app_type: 'driver', title: 'Faster job screen', version_name: '9.1.0', version_code: 91000 },
    update: { changelog: 'The job screen opens faster on slow data.' },
  },
  ranks: {
    create: { position: 90, title: 'Road Legend', short_title: 'Legend', min_rides: 900 },
    update: { description: 'For the most trusted drivers.' },
  },
  'commitment-blocks': {
    create: { label: 'Morning rush', start_time: '06:00', end_time: '09:00', branch_id: 2 },
    update: { end_time: '09:30', is_active: false },
  },
  'driver-commitments': {
    get create() {
      return { block_id: 900, driver_id: staff.driver.id, note: 'Rides and pautos' };
    },
    update: { note: 'Rides only' },
  },
  'gift-certificates': {
    create: { amount: 10000, count: 3, wallet_type: 'wallet', expires_at: '2031-01-01T00:00:00.000Z' },
    update: { description: 'Town fiesta raffle' },
  },
  partners: {
    create: {
      public_name: 'Roxas Bakery',
      username: 'roxas-bakery',
      address_lat: 10.32,
      address_lng: 119.34,
    },
    update: { is_online: false, opens_at: '06:00', closes_at: '18:00', open_days: [1, 2, 3, 4, 5] },
  },
  products: {
    create: { store_id: 500, name: 'Pan de coco', price: 1500 },
    update: { price: 1800, extras_max: 2 },
  },
  'product-option-groups': { create: { product_id: 500, name: 'Size' }, update: { name: 'Pack' } },
  'product-options': { create: { group_id: 500, name: 'Large', price: 1000 }, update: { price: 0 } },
  'product-extras': { create: { product_id: 500, name: 'Butter', price: 500 }, update: { price: 700 } },
  // Driver portal resources; ids and the records they point to are made in the block's beforeAll.
  'driver-applications': { update: { status: 'rejected', reason: 'The licence photo is blurred.' } },
  'id-change-requests': { update: { status: 'approved' } },
  'driver-invoices': {
    create: { notes: 'Insurance for December', target_date: '2026-12-31', total_amount: 65000 },
    update: { status: 'paid', payment_link: 'https://pay.example.com/brp' },
  },
  meetings: {
    create: {
      date: '2026-12-06',
      description: 'General meeting',
      branch_id: 3,
      choose_until: '2026-12-05T04:00:00.000Z',
    },
    update: { description: 'General meeting at the El Nido office' },
  },
  'meeting-schedules': {
    create: { start_time: '09:00', description: 'Morning' },
    update: { start_time: '13:30' },
  },
  // Read-only: the trail is written by the server; the sample reads the event the users sample leaves.
  'audit-events': { update: {} },
};

/** Rows the driver-portal samples need: an applicant with documents, an ID change request, a meeting. */
async function driverPortalSamples() {
  const db = t.database.pool;
  const driverId = staff.driver.id;
  const uploads: string[] = [];
  for (const kind of ['vehicle_photo', 'driver_license', 'vehicle_papers']) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO uploads (id, owner_id, kind, mime, size, storage_key)
       VALUES (gen_random_uuid(), $1, $2, 'image/png', 68, 'uploads/sample.png') RETURNING id`,
      [driverId, kind],
    );
    uploads.push(rows[0].id);
  }
  await db.query(
    `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, is_approved) VALUES ($1, 3, 1, false)
     ON CONFLICT (user_id) DO NOTHING`,
    [driverId],
  );
  const application = await db.query<{ id: number }>(
    `INSERT INTO driver_applications (user_id, vehicle_photo, driver_license, vehicle_papers)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [driverId, ...uploads],
  );
  SAMPLES['driver-applications'].id = application.rows[0].id;
  await db.query(
    `INSERT INTO id_infos (user_id, emergency_contact_person, emergency_contact_phone, blood_type, gcash_qr_text, qr_type)
     VALUES ($1, 'Rosa Driver', '+639171234567', 'A+', 'gcash-qr', 'GCash')`,
    [driverId],
  );
  const change = await db.query<{ id: number }>(
    `INSERT INTO id_change_requests (user_id, reason) VALUES ($1, 'New contact number') RETURNING id`,
    [driverId],
  );
  SAMPLES['id-change-requests'].id = change.rows[0].id;
  SAMPLES['driver-invoices'].create = { ...SAMPLES['driver-invoices'].create, driver_id: driverId };
  const meeting = await db.query<{ id: number }>(
    `INSERT INTO meetings (date, choose_until) VALUES ('2026-12-13', now()) RETURNING id`,
  );
  SAMPLES['meeting-schedules'].create = {
    ...SAMPLES['meeting-schedules'].create,
    meeting_id: meeting.rows[0].id,
  };
}

describe('create, read, update and delete, for every resource', () => {
  beforeAll(async () => {
    // The seed has a day pricing row for Aborlan motorcycles; the sample creates it again after removing it.
    await t.database.pool.query(
      `DELETE FROM pricing_rows WHERE zone_id = 12 AND vehicle_type_id = 1 AND mode = 'day'`,
    );
    await t.database.pool.query(
      `INSERT INTO commitment_blocks (id, label, start_time, end_time) VALUES (900, 'Evening', '17:00', '21:00')`,
    );
    // A store, product and option group for the menu resources' samples to hang on.
    await t.database.pool.query(
      `INSERT INTO stores (id, public_name, username, address_lat, address_lng) VALUES (500, 'Sample', 'sample', 9.7, 118.7);
       INSERT INTO products (id, store_id, name, price) VALUES (500, 500, 'Sample', 100);
       INSERT INTO product_option_groups (id, product_id, name) VALUES (500, 500, 'Sample');`,
    );
    await driverPortalSamples();
  });

  it.each(RESOURCE_LIST.map((resource) => [resource.name, resource] as const))(
    '%s',
    async (name, resource) => {
      const sample = SAMPLES[name];
      expect(sample, `add a sample for ${name} to this test`).toBeDefined();
      let id: string | number = name === 'users' ? staff.client.id : (sample.id ?? 0);
      if (name === 'audit-events') {
        const someone = await createUser(t.database.pool, { roles: ['client'] });
        await call('PUT', `/api/admin/users/${someone.id}`, staff.admin, { email: 'renamed@example.com' });
        const trail = await call('GET', listUrl('audit-events'), staff.admin);
        id = trail.json()[0].id;
      }

      if (resource.capabilities.create) {
        const created = await call('POST', `/api/admin/${name}`, staff.admin, sample.create);
        expect(created.statusCode, created.body).toBe(201);
        expect(created.json()).toMatchObject(sample.create ?? {});
        id = created.json().id;
      } else {
        expect((await call('POST', `/api/admin/${name}`, staff.admin, {})).statusCode).toBe(404);
      }

      const read = await call('GET', `/api/admin/${name}/${encodeURIComponent(id)}`, staff.admin);
      expect(read.statusCode).toBe(200);
      expect(read.json().id).toBe(id);

      // react-admin sends the whole record back; read-only fields are dropped, the changes applied.
      const updated = await call('PUT', `/api/admin/${name}/${encodeURIComponent(id)}`, staff.admin, {
        ...read.json<Record<string, unknown>>(),
        ...sample.update,
      });
      if (resource.capabilities.edit) {
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json()).toMatchObject({ ...sample.update, id });
      } else {
        expect(updated.statusCode).toBe(404);
      }

      if (resource.capabilities.delete) {
        const deleted = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/${name}/${encodeURIComponent(id)}`,
          headers: { ...staff.admin.auth, 'content-type': 'text/plain' },
        });
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(deleted.json().id).toBe(id);
        const gone = await call('GET', `/api/admin/${name}/${encodeURIComponent(id)}`, staff.admin);
        expect(gone.statusCode).toBe(404);
        expect(gone.json().message).toBe(`This ${resource.recordLabel} does not exist or was deleted.`);
      } else {
        expect((await call('DELETE', `/api/admin/${name}/${id}`, staff.admin)).statusCode).toBe(404);
      }
    },
  );

  it('reads app settings by their key, dots and all', async () => {
    const res = await call('GET', '/api/admin/app-settings/website.social.fbLink', staff.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'website.social.fbLink', is_public: true });
  });
});

describe('validation and conflicts', () => {
  it('answers invalid bodies with 400 and the schema message', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'zones',
        { id: 50, name: 'Out there', lat: 200, lng: 118 },
        'Latitude must be a number between -85 and 85.',
      ],
      ['zones', { name: 'No number' }, 'Please fill in the zone number, name, latitude and longitude.'],
      [
        'pricing-rows',
        {
          zone_id: 2,
          vehicle_type_id: 1,
          mode: 'evening',
          base_fare: 1,
          base_km_limit: 1,
          distance_fare: 1,
          min_fare: 1,
        },
        'Please choose day, sunny or night.',
      ],
      [
        'pricing-rows',
        {
          zone_id: 2,
          vehicle_type_id: 1,
          mode: 'day',
          base_fare: 12.5,
          base_km_limit: 1,
          distance_fare: 1,
          min_fare: 1,
        },
        'Enter the amount in pesos, e.g. 45.50.',
      ],
      [
        'pricing-rows',
        {
          zone_id: 2,
          vehicle_type_id: 1,
          mode: 'day',
          base_fare: 500_000_000,
          base_km_limit: 1,
          distance_fare: 1,
          min_fare: -100,
        },
        'Enter an amount of at most ₱1,000,000.00.',
      ],
      [
        'app-settings',
        { id: 'bad key!' },
        'The key must start with a letter and use only letters, digits, dots, dashes and underscores.',
      ],
      ['vehicle-types', { slug: 'boat', name: 'Banca' }, 'Please choose motorcycle, tricycle or car.'],
    ];
    for (const [resource, body, message] of cases) {
      const res = await call('POST', `/api/admin/${resource}`, staff.admin, body);
      expect(res.statusCode, `${resource} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const badTrigger = await call('PUT', '/api/admin/pricing-rows/1', staff.manager, {
      trigger_value: 'mornings',
    });
    expect(badTrigger.statusCode).toBe(400);
    expect(badTrigger.json().message).toBe('Write the time ranges like 05:00-10:00,16:00-22:00.');
    const badId = await call('GET', '/api/admin/zones/abc', staff.admin);
    expect(badId.statusCode).toBe(400);
  });

  it('answers a missing record with 404', async () => {
    const res = await call('PUT', '/api/admin/zones/4242', staff.admin, { name: 'Nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This zone does not exist or was deleted.' });
  });

  it('explains duplicates and records still in use with 409', async () => {
    const duplicate = await call('POST', '/api/admin/pricing-rows', staff.manager, {
      zone_id: 2,
      vehicle_type_id: 1,
      mode: 'day',
      base_fare: 4000,
      base_km_limit: 2,
      distance_fare: 1000,
      min_fare: 4000,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'A pricing row with this zone, vehicle type and mode already exists.',
    });

    const sameZone = await call('POST', '/api/admin/zones', staff.manager, {
      id: 2,
      name: 'Again',
      lat: 9,
      lng: 118,
    });
    expect(sameZone.statusCode).toBe(409);
    expect(sameZone.json()).toEqual({ message: 'A zone with this zone number already exists.' });

    const inUse = await call('DELETE', '/api/admin/zones/3', staff.manager);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/^This zone is still used by (branches|pricing|vehicle types)\.$/);

    const missingZone = await call('PUT', '/api/admin/branches/2', staff.manager, { zone_id: 777 });
    expect(missingZone.statusCode).toBe(409);
    expect(missingZone.json()).toEqual({ message: 'The chosen zone (777) does not exist.' });

    const takenEmail = await call('PUT', `/api/admin/users/${staff.driver.id}`, staff.admin, {
      email: staff.client.email,
    });
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json()).toEqual({ message: 'Email already associated with an account' });
  });
});

describe('users: roles and blocking', () => {
  async function rolesOf(userId: number): Promise<RoleName[]> {
    const { rows } = await t.database.pool.query<{ role: RoleName }>(
      'SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role',
      [userId],
    );
    return rows.map((row) => row.role);
  }

  it('lets only an admin change roles, in user_roles', async () => {
    const target = await createUser(t.database.pool, { roles: ['client'], name: 'Pedro Penduko' });
    const refused = await call('PUT', `/api/admin/users/${target.id}`, staff.manager, {
      roles: ['client', 'driver'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only admin accounts can change roles.' });
    expect(await rolesOf(target.id)).toEqual(['client']);

    // The whole record, roles unchanged, as the console's form sends it: the manager's other changes go through.
    const record = (await call('GET', `/api/admin/users/${target.id}`, staff.manager)).json();
    const renamed = await call('PUT', `/api/admin/users/${target.id}`, staff.manager, {
      ...record,
      name: 'Pedro P. Penduko',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Pedro P. Penduko', roles: ['client'] });

    const changed = await call('PUT', `/api/admin/users/${target.id}`, staff.admin, {
      roles: ['driver', 'operations-manager'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().roles).toEqual(['driver', 'operations-manager']);
    expect(await rolesOf(target.id)).toEqual(['driver', 'operations-manager']);

    const none = await call('PUT', `/api/admin/users/${target.id}`, staff.admin, { roles: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await call('PUT', `/api/admin/users/${target.id}`, staff.admin, { roles: ['superuser'] });
    expect(unknown.statusCode).toBe(400);
    expect(await rolesOf(target.id)).toEqual(['driver', 'operations-manager']);
  });

  it('blocking ends the account’s sessions; unblocking does not bring them back', async () => {
    const target = await createUser(t.database.pool, { roles: ['client'], name: 'Juan Blocked' });
    expect((await call('GET', '/api/user', target)).statusCode).toBe(200);
    const blocked = await call('PUT', `/api/admin/users/${target.id}`, staff.manager, { is_blocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().is_blocked).toBe(true);
    const { rows } = await t.database.pool.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [target.id],
    );
    expect(rows[0].open).toBe(0);
    expect((await call('GET', '/api/user', target)).statusCode).toBe(401);

    const unblocked = await call('PUT', `/api/admin/users/${target.id}`, staff.manager, {
      is_blocked: false,
    });
    expect(unblocked.json().is_blocked).toBe(false);
    expect((await call('GET', '/api/user', target)).statusCode).toBe(401);
  });

  it('refuses to let staff block themselves or an admin drop their own admin role', async () => {
    const selfBlock = await call('PUT', `/api/admin/users/${staff.admin.id}`, staff.admin, {
      is_blocked: true,
    });
    expect(selfBlock.statusCode).toBe(403);
    expect(selfBlock.json()).toEqual({ message: 'You cannot block your own account.' });

    const managerSelfBlock = await call('PUT', `/api/admin/users/${staff.manager.id}`, staff.manager, {
      is_blocked: true,
    });
    expect(managerSelfBlock.statusCode).toBe(403);

    const demote = await call('PUT', `/api/admin/users/${staff.admin.id}`, staff.admin, {
      roles: ['client'],
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ message: 'You cannot remove your own admin role.' });
    expect(await rolesOf(staff.admin.id)).toEqual(['admin']);
    expect((await call('GET', '/api/user', staff.admin)).statusCode).toBe(200);
  });

  it('lets only an admin block another admin', async () => {
    const otherAdmin = await createUser(t.database.pool, { roles: ['admin'], name: 'Other Admin' });
    const res = await call('PUT', `/api/admin/users/${otherAdmin.id}`, staff.manager, { is_blocked: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only an admin can block or unblock an admin account.' });
  });

  it('stores phone numbers in the +63 form', async () => {
    const res = await call('PUT', `/api/admin/users/${staff.driver.id}`, staff.admin, {
      phone: '09175550123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('+639175550123');
  });
});

describe('SMS outbox', () => {
  it('lists the newest development messages for admins only (every OTP passes through it)', async () => {
    await t.sms.send('+639170000111', 'Your BRP code is 111111');
    await t.sms.send('+639170000222', 'Your BRP code is 222222');
    expect((await call('GET', '/api/admin/sms-outbox?limit=1', staff.manager)).statusCode).toBe(403);
    const res = await call('GET', '/api/admin/sms-outbox?limit=1', staff.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        to: '+639170000222',
        text: 'Your BRP code is 222222',
        sent_at: expect.any(String),
      },
    ]);
    expect((await call('GET', '/api/admin/sms-outbox', staff.admin)).json().length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/admin/sms-outbox', staff.driver)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/sms-outbox', null)).statusCode).toBe(401);
  });

  it('says so when the SMS adapter keeps no outbox', async () => {
    const gateway = await createTestApp({ deps: { sms: { send: async () => {} } } });
    try {
      const admin = await createUser(gateway.database.pool, { roles: ['admin'] });
      const res = await gateway.app.inject({ url: '/api/admin/sms-outbox', headers: admin.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The SMS outbox is only kept in development.' });
    } finally {
      await gateway.close();
    }
  });
});

describe('API documentation', () => {
  it('documents every console endpoint with its schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = res.json();
    for (const resource of RESOURCE_LIST) {
      expect(doc.paths[`/api/admin/${resource.name}`]?.get, resource.name).toBeDefined();
      expect(doc.paths[`/api/admin/${resource.name}/{id}`]?.get, resource.name).toBeDefined();
    }
    expect(doc.paths['/api/admin/pricing-rows'].post.requestBody).toBeDefined();
  });
});

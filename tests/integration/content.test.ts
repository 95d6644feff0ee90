import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppUpdateResponse } from '@schemas/app-update';
import type { GuideDetail, GuideList } from '@schemas/guide';
import type { JobDetail, JobList } from '@schemas/job';
import type { PricingTable, VehicleTypeList, ZoneList } from '@schemas/pricing-table';
import { SEED_JOBS, seedContent, seedJobTexts } from '@/server/db/seed/content';
import { seedDemoSettings } from '@/server/db/seed/demo';
import { formatAppUpdateDate } from '@/shared/dates';
import { computeFare, type FareService, type PricingRow } from '@/shared/fare';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
const clock = new Date('2025-11-10T10:00:00+08:00').getTime();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => new Date(clock) } });
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}

/** A GET in the given language; guides and job openings depend on it, so their answers vary by it. */
async function getIn<T>(url: string, language: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  expect(String(res.headers.vary)).toContain('Accept-Language');
  return res.json() as T;
}

const MOTORCYCLE = 1;

describe('pricing page data', () => {
  it('lists the nine zones and the three vehicle types', async () => {
    const zones = await get<ZoneList>('/api/zones');
    expect(zones.body.data.map((zone) => zone.id)).toEqual([2, 3, 4, 7, 8, 9, 10, 11, 12]);
    const types = await get<VehicleTypeList>('/api/vehicle-types');
    expect(types.body.data.map((type) => [type.id, type.slug])).toEqual([
      [1, 'motorcycle'],
      [2, 'car'],
      [3, 'tricycle'],
    ]);
  });

  it('prices a Puerto Princesa motorcycle by day as computed by hand from the seeded row', async () => {
    // Row: ₱40 flagfall for the first 2 km, ₱10 a km after, ₱40 minimum, no markup; pautos ₱55 + ₱10/km;
    // delivery has no fares of its own, so ₱40 + the ₱20 delivery fee and ₱10 − ₱5 a km.
    const { status, body } = await get<PricingTable>(
      `/api/pricing/table?zone_id=2&vehicle_type_id=${MOTORCYCLE}&mode=day`,
    );
    expect(status).toBe(200);
    expect(body.zone.name).toBe('Puerto Princesa');
    expect(body.vehicle_type.slug).toBe('motorcycle');
    const bands = (service: FareService) =>
      body.services
        .find((s) => s.service === service)!
        .bands.map((b) => [b.label, b.fare_at_start, b.fare_at_end, b.per_km]);
    expect(bands('ride')).toEqual([
      ['0-5 KM', 4000, 7000, 1000],
      ['above 5-10 KM', 7000, 12000, 1000],
      ['above 10 KM', 12000, null, 1000],
    ]);
    expect(bands('pautos')).toEqual([
      ['0-5 KM', 5500, 8500, 1000],
      ['above 5-10 KM', 8500, 13500, 1000],
      ['above 10 KM', 13500, null, 1000],
    ]);
    expect(bands('delivery')).toEqual([
      ['0-5 KM', 6000, 7500, 500],
      ['above 5-10 KM', 7500, 10000, 500],
      ['above 10 KM', 10000, null, 500],
    ]);
  });

  it('adds the tourist-town and night markup (El Nido at night: 40 %)', async () => {
    const { body } = await get<PricingTable>(
      `/api/pricing/table?zone_id=3&vehicle_type_id=${MOTORCYCLE}&mode=night`,
    );
    const ride = body.services.find((s) => s.service === 'ride')!;
    expect(ride.rates.markup_percent).toBe(40);
    // ₱40 × 1.4 = ₱56; at 5 km (₱40 + 3 × ₱10) × 1.4 = ₱98; at 10 km (₱40 + 8 × ₱10) × 1.4 = ₱168.
    expect(ride.bands.map((b) => [b.fare_at_start, b.fare_at_end, b.per_km])).toEqual([
      [5600, 9800, 1400],
      [9800, 16800, 1400],
      [16800, null, 1400],
    ]);
  });

  it('gives for every zone, vehicle and mode the fares the shared formula computes from the stored row', async () => {
    const { rows } = await t.database.pool.query<
      PricingRow & { zone_id: number; vehicle_type_id: number; mode: string }
    >('SELECT * FROM pricing_rows ORDER BY id');
    expect(rows.length).toBe(9 * 3 * 3);
    const fees = { pautosFee: 2000, deliveryFee: 2000 };
    for (const row of rows.filter((_, index) => index % 4 === 0)) {
      const { body } = await get<PricingTable>(
        `/api/pricing/table?zone_id=${row.zone_id}&vehicle_type_id=${row.vehicle_type_id}&mode=${row.mode}`,
      );
      for (const service of body.services) {
        for (const band of service.bands) {
          const at = (km: number) => {
            const fare = computeFare(row, service.service, km, { serviceFees: fees });
            return fare.tripFare + fare.markup;
          };
          const label = `${row.zone_id}/${row.vehicle_type_id}/${row.mode}/${service.service}/${band.label}`;
          expect(band.fare_at_start, label).toBe(at(band.from_km));
          expect(band.fare_at_end, label).toBe(band.to_km === null ? null : at(band.to_km));
        }
      }
    }
  });

  it('answers 404 for a vehicle the zone does not price and 400 for an unknown mode', async () => {
    expect((await get('/api/pricing/table?zone_id=2&vehicle_type_id=99&mode=day')).status).toBe(404);
    const bad = await get<{ message: string }>('/api/pricing/table?zone_id=2&vehicle_type_id=1&mode=noon');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose day, sunny or night.');
  });
});

describe('user guides', () => {
  it('gives every guide a picture of its own, drawn in the product', async () => {
    const { body } = await get<GuideList>('/api/guides');
    const pictures = body.data.map((guide) => guide.thumbnail);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const picture of pictures) {
      const svg = await fs.readFile(new URL(`../../public${picture}`, import.meta.url), 'utf8');
      expect(svg, picture).toMatch(/^<svg /);
    }
  });

  it('lists every published guide with popular searches', async () => {
    const { body } = await get<GuideList>('/api/guides');
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.popular_searches).toContain('How to book a ride');
    expect(body.data[0]).not.toHaveProperty('body');
  });

  it('filters by category and searches title, summary and text', async () => {
    const wallet = await get<GuideList>('/api/guides?category=Wallet');
    expect(wallet.body.data.length).toBeGreaterThan(0);
    expect(wallet.body.data.every((guide) => guide.category === 'Wallet')).toBe(true);

    const all = await get<GuideList>('/api/guides?category=All');
    expect(all.body.data.length).toBeGreaterThan(wallet.body.data.length);

    const gift = await get<GuideList>('/api/guides?q=GIFT%20code');
    expect(gift.body.data.map((guide) => guide.slug)).toContain('how-to-redeem-a-gift-code');

    // Found through the text only: the top-up guide's text mentions the minimum.
    const minimum = await get<GuideList>('/api/guides?q=minimum%20top-up');
    expect(minimum.body.data.map((guide) => guide.slug)).toEqual(['how-to-top-up-your-wallet']);

    const wildcard = await get<GuideList>('/api/guides?q=%25');
    expect(wildcard.body.data).toEqual([]);

    const partner = await get<GuideList>('/api/guides?category=Partner&q=driver');
    expect(partner.body.data.length).toBeGreaterThan(0);
    expect(partner.body.data.every((guide) => guide.is_partner)).toBe(true);

    expect((await get('/api/guides?category=Everything')).status).toBe(400);
  });

  it('shows one guide with other guides of the same category first', async () => {
    const { status, body } = await get<GuideDetail>('/api/guides/how-to-top-up-your-wallet');
    expect(status).toBe(200);
    expect(body.data.body).toContain('PHP 100');
    expect(body.other_guides.map((guide) => guide.slug)).not.toContain('how-to-top-up-your-wallet');
    expect(body.other_guides[0].category).toBe('Wallet');
    expect(body.other_guides.length).toBeLessThanOrEqual(4);
  });

  it('answers "Coming soon!" for a guide that is not written', async () => {
    const { status, body } = await get<{ message: string }>('/api/guides/how-to-fly');
    expect(status).toBe(404);
    expect(body.message).toBe('Coming soon!');
  });
});

describe('user guides in Filipino', () => {
  it('answers the list, the popular searches and a guide in the language asked for', async () => {
    const fil = await getIn<GuideList>('/api/guides', 'fil-PH,fil;q=0.9,en;q=0.5');
    const ride = fil.data.find((guide) => guide.slug === 'how-to-book-a-ride');
    expect(ride?.title).toBe('Paano mag-book ng sakay');
    expect(ride?.description).toMatch(/^Mag-book ng motor, tricycle o kotse/);
    expect(fil.popular_searches).toContain('Paano mag-book ng sakay');
    expect(fil.popular_searches).not.toContain('How to book a ride');

    const detail = await getIn<GuideDetail>('/api/guides/how-to-top-up-your-wallet', 'fil');
    expect(detail.data.title).toBe('Paano mag-top up ng wallet');
    expect(detail.data.body).toContain('PHP 100 ang pinakamababang top-up');
    expect(detail.data.body).not.toContain('The minimum top-up');
    expect(detail.other_guides[0].title).toBe('Paano i-redeem ang gift code');

    const english = await getIn<GuideList>('/api/guides', 'en-US,en;q=0.9');
    expect(english.data.find((guide) => guide.slug === 'how-to-book-a-ride')?.title).toBe(
      'How to book a ride',
    );
    // Without a language the guides are in English, word for word as written.
    const plain = await get<GuideDetail>('/api/guides/how-to-top-up-your-wallet');
    expect(plain.body.data.title).toBe('How to top up your wallet');
  });

  it('finds guides by Filipino words too, whatever the language of the answer', async () => {
    const fil = await getIn<GuideList>('/api/guides?q=pasahe', 'fil');
    expect(fil.data.map((guide) => guide.slug)).toContain('how-to-book-a-ride');
    const english = await getIn<GuideList>('/api/guides?q=pinakamababang', 'en');
    expect(english.data.map((guide) => guide.title)).toEqual(['How to top up your wallet']);
  });

  it("follows the account's language when the request names none", async () => {
    const rider = await createUser(t.database.pool, { name: 'Rosa Dela Cruz', roles: ['client'] });
    await t.database.pool.query(`UPDATE users SET locale = 'fil' WHERE id = $1`, [rider.id]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/guides/how-to-book-pautos',
      headers: rider.auth,
    });
    expect((res.json() as GuideDetail).data.title).toBe('Paano gamitin ang Pautos (pasuyo)');
  });

  it('lets staff write and change both languages in the console', async () => {
    const admin = await createUser(t.database.pool, { name: 'Ana Admin', roles: ['admin'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides',
      headers: admin.auth,
      payload: {
        slug: 'how-to-pay-with-gcash',
        title: 'How to pay with GCash',
        category: 'Wallet',
        body: 'Scan the QR code.',
        title_fil: 'Paano magbayad gamit ang GCash',
        body_fil: 'I-scan ang QR code.',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/guides/${id}`,
      headers: admin.auth,
      payload: { description_fil: 'Bayaran ang sakay mo sa GCash.' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'How to pay with GCash',
      title_fil: 'Paano magbayad gamit ang GCash',
    });
    const detail = await getIn<GuideDetail>('/api/guides/how-to-pay-with-gcash', 'fil');
    expect(detail.data).toMatchObject({
      title: 'Paano magbayad gamit ang GCash',
      description: 'Bayaran ang sakay mo sa GCash.',
      body: 'I-scan ang QR code.',
    });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/guides/${id}`,
      headers: admin.auth,
      payload: { title_fil: 'x'.repeat(121) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: expect.stringContaining('Filipino title') });
    await t.database.pool.query('DELETE FROM guides WHERE id = $1', [id]);
  });

  it('shows a guide staff wrote only in English in English to Filipino readers', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO guides (slug, title, category, description, body)
       VALUES ('how-to-ride-to-el-nido', 'How to ride to El Nido', 'Booking', 'Vans leave every hour.', 'Text.')
       RETURNING id`,
    );
    const detail = await getIn<GuideDetail>('/api/guides/how-to-ride-to-el-nido', 'fil');
    expect(detail.data).toMatchObject({ title: 'How to ride to El Nido', body: 'Text.' });
    await t.database.pool.query('DELETE FROM guides WHERE id = $1', [rows[0].id]);
  });
});

describe('invitation page data', () => {
  it('gives only the name, code and photo of the inviter', async () => {
    const inviter = await createUser(t.database.pool, { name: 'Liza Soberano', roles: ['client'] });
    const uploadId = randomUUID();
    await t.database.pool.query(
      `INSERT INTO uploads (id, owner_id, kind, mime, size, storage_key) VALUES ($1, $2, 'selfie', 'image/png', 1, 'x')`,
      [uploadId, inviter.id],
    );
    await t.database.pool.query(
      'UPDATE users SET customizable_photo = $1, note = $2, address = $3 WHERE id = $4',
      [uploadId, 'private note', 'Secret street', inviter.id],
    );
    const res = await t.app.inject({ url: `/api/share/${inviter.code.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Liza Soberano',
      code: inviter.code,
      photo: expect.stringMatching(new RegExp(`^/api/uploads/${uploadId}\\?exp=\\d+&sig=`)),
    });
    // The exact object above already rules out other fields; contact details must not hide in the values either.
    for (const secret of [inviter.phone, inviter.email, 'private note', 'Secret street']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('answers "This referral code is invalid!" for unknown, deleted and blocked accounts', async () => {
    const gone = await createUser(t.database.pool);
    const blocked = await createUser(t.database.pool);
    await t.database.pool.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone.id]);
    await t.database.pool.query('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.id]);
    for (const code of ['NOSUCHCODE', gone.code, blocked.code]) {
      const { status, body } = await get<{ message: string }>(`/api/share/${code}`);
      expect(status, code).toBe(404);
      expect(body.message).toBe('This referral code is invalid!');
    }
  });
});

describe('hiring pages', () => {
  it('lists the open branches and gives each its requirements', async () => {
    const list = await get<JobList>('/api/jobs');
    expect(list.body.data.map((job) => job.slug)).toEqual(['el-nido', 'brookes-point', 'narra']);
    const { body } = await get<JobDetail>('/api/jobs/el-nido');
    expect(body.data.branch_name).toBe('El Nido');
    expect(body.data.requirements.join(' ')).toMatch(/license.*vehicle documents.*Android.*Google.*3 hours/s);
    expect((await get('/api/jobs/manila')).status).toBe(404);
  });
});

describe('hiring pages in Filipino', () => {
  it('answers the openings and one opening in the language asked for', async () => {
    const fil = await getIn<JobList>('/api/jobs', 'fil-PH,fil;q=0.9,en;q=0.5');
    expect(fil.data.map((job) => job.slug)).toEqual(['el-nido', 'brookes-point', 'narra']);
    expect(fil.data[0]).toMatchObject({
      branch_name: 'El Nido',
      title: 'Mag-drive sa BRP sa El Nido',
      vehicle_types: ['motorsiklo', 'tricycle'],
    });
    expect(fil.data[0].summary).toMatch(/^Araw-araw nagbu-book ng BRP/);

    const detail = await getIn<JobDetail>('/api/jobs/narra', 'fil');
    expect(detail.data.how_to_apply[0]).toBe('I-like at i-follow ang Facebook page ng BRP Narra.');
    expect(detail.data.requirements).toContain('Kahit 3 oras na pagmamaneho araw-araw');

    const english = await getIn<JobDetail>('/api/jobs/narra', 'en-US,en;q=0.9');
    expect(english.data).toMatchObject({ title: 'Drive with BRP in Narra', vehicle_types: ['Motorcycle'] });
    expect(english.data.how_to_apply[0]).toBe('Like and follow the BRP Narra Facebook page.');
    // Without a language the openings are in English, as written.
    const plain = await get<JobList>('/api/jobs');
    expect(plain.body.data[0].title).toBe('Drive with BRP in El Nido');
  });

  it('lets staff write and change both languages in the console', async () => {
    const admin = await createUser(t.database.pool, { name: 'Ana Admin', roles: ['admin'] });
    const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/admin/jobs${url}`, headers: admin.auth, payload });
    const created = await send('POST', '', {
      slug: 'roxas',
      branch_id: 3,
      title: 'Drive with BRP in Roxas',
      summary: 'Riders in Roxas need drivers.',
      requirements: ['Own helmet'],
      is_open: false,
      title_fil: 'Mag-drive sa BRP sa Roxas',
      requirements_fil: ['Sariling helmet'],
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const changed = await send('PUT', `/${id}`, { summary_fil: 'Kailangan ng driver sa Roxas.' });
    expect(changed.json()).toMatchObject({
      title: 'Drive with BRP in Roxas',
      title_fil: 'Mag-drive sa BRP sa Roxas',
      summary_fil: 'Kailangan ng driver sa Roxas.',
      requirements_fil: ['Sariling helmet'],
      vehicle_types_fil: [],
    });
    const read = await send('GET', `/${id}`);
    expect(read.json()).toMatchObject({ title_fil: 'Mag-drive sa BRP sa Roxas', how_to_apply_fil: [] });

    const detail = await getIn<JobDetail>('/api/jobs/roxas', 'fil');
    expect(detail.data).toMatchObject({
      title: 'Mag-drive sa BRP sa Roxas',
      summary: 'Kailangan ng driver sa Roxas.',
      requirements: ['Sariling helmet'],
    });

    const steps = Array.from({ length: 21 }, (_, n) => `Hakbang ${n + 1}`);
    for (const [payload, text] of [
      [{ title_fil: 'x'.repeat(121) }, 'Filipino title'],
      [{ summary_fil: 'x'.repeat(1001) }, 'Filipino summary'],
      [{ how_to_apply_fil: steps }, 'How to apply (Filipino)'],
      [{ requirements_fil: [''] }, 'Requirements (Filipino)'],
    ] as const) {
      const bad = await send('PUT', `/${id}`, payload);
      expect(bad.statusCode, text).toBe(400);
      expect(bad.json(), text).toMatchObject({ message: expect.stringContaining(text) });
    }
    await t.database.pool.query('DELETE FROM jobs WHERE id = $1', [id]);
  });

  it('shows what staff left untranslated in English to Filipino readers, field by field', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO jobs (slug, branch_id, title, summary, vehicle_types, how_to_apply, title_fil, is_open)
       VALUES ('taytay', 3, 'Drive with BRP in Taytay', 'Taytay is hiring.', '{Motorcycle}', '{"Visit the office."}',
         'Mag-drive sa BRP sa Taytay', false)
       RETURNING id`,
    );
    const detail = await getIn<JobDetail>('/api/jobs/taytay', 'fil');
    expect(detail.data).toMatchObject({
      title: 'Mag-drive sa BRP sa Taytay',
      summary: 'Taytay is hiring.',
      vehicle_types: ['Motorcycle'],
      how_to_apply: ['Visit the office.'],
      requirements: [],
    });
    await t.database.pool.query('DELETE FROM jobs WHERE id = $1', [rows[0].id]);
  });

  it('gives an installation seeded before openings had Filipino the seeded Filipino, but not where staff wrote', async () => {
    await t.database.pool.query(
      `UPDATE jobs SET title_fil = '', summary_fil = '', vehicle_types_fil = '{}', how_to_apply_fil = '{}',
         requirements_fil = '{}' WHERE slug IN ('el-nido', 'narra')`,
    );
    await t.database.pool.query(`UPDATE jobs SET summary = 'Narra is hiring now.' WHERE slug = 'narra'`);
    try {
      await seedContent(t.database.pool);
      const fil = await getIn<JobList>('/api/jobs', 'fil');
      expect(fil.data.find((job) => job.slug === 'el-nido')?.title).toBe('Mag-drive sa BRP sa El Nido');
      // Staff changed Narra's English: its old Filipino would no longer match, so it stays untranslated.
      expect(fil.data.find((job) => job.slug === 'narra')).toMatchObject({
        title: 'Drive with BRP in Narra',
        summary: 'Narra is hiring now.',
      });
    } finally {
      await t.database.pool.query(`UPDATE jobs SET summary = $1 WHERE slug = 'narra'`, [
        seedJobTexts(SEED_JOBS[2], 'en').summary,
      ]);
      await seedContent(t.database.pool);
    }
  });
});

describe('app updates', () => {
  it('gives the newest customer release when no version code is sent', async () => {
    const { body } = await get<AppUpdateResponse>('/api/app-updates');
    expect(body.data?.app_type).toBe('customer');
    expect(body.data?.version_code).toBe(90);
    expect(body.data?.app.text).toBe('BRP');
    expect(formatAppUpdateDate(body.data!.created_at)).toBe('November 03, 2025 02:00 PM');
  });

  it('gives a newer driver release, or none when the phone runs the latest', async () => {
    const newer = await get<AppUpdateResponse>('/api/app-updates?app_type=driver&code=153');
    expect(newer.body.data).toMatchObject({
      version_code: 156,
      version_name: '3.3.0',
      app: { text: 'BRP Driver' },
    });
    expect(newer.body.data?.dist_url).toMatch(/^https:\/\//);
    expect(newer.body.data?.changelog).toContain('background');

    const latest = await get<AppUpdateResponse>('/api/app-updates?app_type=driver&code=156');
    expect(latest.body.data).toBeNull();
    expect(latest.body.message).toBe('You are using the latest version of BRP Driver.');

    expect((await get('/api/app-updates?app_type=rider')).status).toBe(400);
    expect((await get('/api/app-updates?code=abc')).status).toBe(400);
  });
});

describe('settings of the public pages', () => {
  const CONTACT_AND_FORMS = [
    'contact.phone',
    'contact.email',
    'contact.address',
    'external.coe',
    'external.updateVehicle',
    'external.raffle',
  ];

  it('starts with empty contact details and form addresses outside demo mode, no placeholders', async () => {
    const { body } = await get<{ values: Record<string, string> }>('/api/settings');
    for (const key of CONTACT_AND_FORMS) expect(body.values[key], key).toBe('');
  });

  it('fills believable demo values in demo mode and keeps what staff set', async () => {
    const other = await createTestApp();
    try {
      await other.database.pool.query(
        `UPDATE app_settings SET value = '+63 917 555 0101' WHERE key = 'contact.phone'`,
      );
      await seedDemoSettings(other.database.pool);
      const res = await other.app.inject({ url: '/api/settings' });
      const values = res.json().values as Record<string, string>;
      expect(values['contact.phone']).toBe('+63 917 555 0101');
      expect(values['contact.email']).toBe('hello@brp.ph');
      expect(values['contact.address']).toMatch(/Puerto Princesa/);
      for (const key of CONTACT_AND_FORMS.filter((k) => k.startsWith('external.'))) {
        expect(values[key], key).toMatch(/^https:\/\/forms\.brp\.ph\//);
        expect(values[key], key).not.toMatch(/facebook/);
      }
    } finally {
      await other.close();
    }
  });

  it('clears the old placeholders of an existing installation', async () => {
    const other = await createTestApp();
    try {
      await other.database.pool.query(
        `UPDATE app_settings SET value = CASE key WHEN 'contact.phone' THEN '+63 917 000 0000'
           WHEN 'external.coe' THEN 'https://www.facebook.com/brppalawan' ELSE 'https://forms.example.com/raffle' END
         WHERE key IN ('contact.phone', 'external.coe', 'external.raffle')`,
      );
      const migration = await fs.readFile(
        new URL('../../src/server/db/migrations/0120_contact_settings.sql', import.meta.url),
        'utf8',
      );
      await other.database.pool.query(migration);
      const { rows } = await other.database.pool.query<{ key: string; value: string }>(
        `SELECT key, value FROM app_settings WHERE key IN ('contact.phone', 'external.coe', 'external.raffle')
          ORDER BY key`,
      );
      expect(rows).toEqual([
        { key: 'contact.phone', value: '' },
        { key: 'external.coe', value: '' },
        { key: 'external.raffle', value: 'https://forms.example.com/raffle' },
      ]);
    } finally {
      await other.close();
    }
  });

  it('lets the environment override the external forms', async () => {
    const other = await createTestApp({ env: { EXTERNAL_FORM_RAFFLE: 'https://forms.example.com/raffle' } });
    try {
      const res = await other.app.inject({ url: '/api/settings' });
      expect(res.json().values['external.raffle']).toBe('https://forms.example.com/raffle');
    } finally {
      await other.close();
    }
  });
});

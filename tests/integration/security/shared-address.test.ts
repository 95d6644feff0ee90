import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_UPLOADS_PER_DAY,
  OTP_SENDS_PER_ADDRESS,
  UPLOADS_PER_REGISTRATION_TOKEN,
} from '@config/constants';
import { createTestApp, multipartBody, PNG_1PX, type TestApp } from '../../helpers/app';
import { book, quickUser } from '../../helpers/rides';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One carrier address: thousands of phones reach the service from it. */
const CARRIER = '10.200.0.1';

function uploadAs(kind: string, ip: string, headers: Record<string, string>) {
  const body = multipartBody({ kind }, { name: 'photo.png', data: PNG_1PX, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    remoteAddress: ip,
    ...body,
    headers: { ...body.headers, ...headers },
  });
}

async function registrationToken(ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/registration-token',
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

describe('one person cannot close registration for everyone', () => {
  it('codes asked for from one address: a short wait for that address, never a day’s ban', async () => {
    const ip = '10.201.0.1';
    const phones = Array.from({ length: OTP_SENDS_PER_ADDRESS + 5 }, (_, i) => `0917${String(7000000 + i)}`);
    const burst = await Promise.all(
      phones.map((phone) =>
        t.app.inject({
          method: 'POST',
          url: '/api/otp/send',
          remoteAddress: ip,
          payload: { phone, purpose: 'register' },
        }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(OTP_SENDS_PER_ADDRESS);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.json().message).toMatch(
        /^Too many codes were asked for from this network\. Please try again in \d+ minutes?\.$/,
      );
      expect(r.json().restricted).toBeUndefined();
    }
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM otp_codes WHERE ip = $1`,
      [ip],
    );
    expect(rows[0].n).toBe(OTP_SENDS_PER_ADDRESS);
    // No ban is written for the address; once the short window has passed, its phones get codes again.
    expect(
      (await t.database.pool.query(`SELECT 1 FROM sms_restrictions WHERE key LIKE 'ip:%'`)).rowCount,
    ).toBe(0);
    await t.database.pool.query(
      `UPDATE limit_events SET at = at - interval '11 minutes' WHERE key = 'otp-send:' || $1`,
      [ip],
    );
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: ip,
      payload: { phone: '09178889999', purpose: 'register' },
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('a day’s uploads filled from 165 addresses: those addresses wait, a newcomer still registers', async () => {
    // The flood as it stands after it: the day's cap of unclaimed files, spread over 165 addresses.
    await t.database.pool.query(
      `INSERT INTO uploads (id, owner_id, kind, mime, size, storage_key, ticket_hash, ip, created_at)
       SELECT gen_random_uuid(), NULL, 'selfie', 'image/png', 70, 'uploads/none.png', 'flood',
              '10.66.' || (i % 165) || '.1', now() - interval '1 hour'
         FROM generate_series(1, $1) AS i`,
      [ANONYMOUS_UPLOADS_PER_DAY],
    );
    const flooder = '10.66.7.1';
    const more = await uploadAs('selfie', flooder, {
      'x-registration-token': await registrationToken(flooder),
    });
    expect(more.statusCode).toBe(429);
    expect(more.json().message).toBe('Too many uploads right now. Please try again later.');

    // Someone new, from an address of their own, uploads all their sign-up documents at once.
    const newcomer = '10.202.0.1';
    const token = await registrationToken(newcomer);
    const kinds = ['selfie', 'vehicle_photo', 'driver_license', 'vehicle_papers'];
    const mine = await Promise.all(
      kinds.map((kind) => uploadAs(kind, newcomer, { 'x-registration-token': token })),
    );
    expect(mine.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(kinds.length).toBeLessThanOrEqual(UPLOADS_PER_REGISTRATION_TOKEN);
  });
});

describe('people behind one carrier address are served', () => {
  it('21 drivers claim the weekly quota at the same moment: none is refused for the shared address', async () => {
    const drivers = await Promise.all(
      Array.from({ length: 21 }, () => createUser(t.database.pool, { roles: ['driver'] })),
    );
    const claims = await Promise.all(
      drivers.map((driver) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rewards/weekly-quota/claim',
          remoteAddress: CARRIER,
          headers: driver.auth,
        }),
      ),
    );
    expect(claims.filter((r) => r.statusCode === 429)).toHaveLength(0);
    // One account is still limited on its own.
    const one = drivers[0];
    const again = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/rewards/weekly-quota/claim',
          remoteAddress: CARRIER,
          headers: one.auth,
        }),
      ),
    );
    expect(again.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
  });

  it('20 family members watching one trip, each polling: every poll is served', async () => {
    const rider = await quickUser(t);
    const booked = await book(t, rider);
    expect(booked.statusCode, booked.body).toBe(201);
    const token = booked.json().booking.share_token as string;
    const polls = await Promise.all(
      Array.from({ length: 20 * 7 }, () =>
        t.app.inject({ url: `/api/booking/shared/${token}`, remoteAddress: CARRIER }),
      ),
    );
    expect(polls.filter((r) => r.statusCode !== 200)).toHaveLength(0);
  });

  it('quotes, analytics, signed-in uploads and account deletions from one address are counted per account', async () => {
    const people = await Promise.all(Array.from({ length: 31 }, () => createUser(t.database.pool)));
    const quotes = await Promise.all(
      people.flatMap((person) =>
        Array.from({ length: 5 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/delivery/quote',
            remoteAddress: CARRIER,
            headers: person.auth,
            payload: { store_id: 999_999, items: [{ product_id: 1, quantity: 1 }] },
          }),
        ),
      ),
    );
    expect(quotes.filter((r) => r.statusCode === 429)).toHaveLength(0);

    const events = await Promise.all(
      Array.from({ length: 150 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/analytics',
          remoteAddress: CARRIER,
          payload: { event: 'visit_site' },
        }),
      ),
    );
    expect(events.filter((r) => r.statusCode === 429)).toHaveLength(0);

    const uploads = await Promise.all(people.map((person) => uploadAs('photo', CARRIER, person.auth)));
    expect(uploads.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);

    const deletions = await Promise.all(
      people.slice(0, 11).map((person) =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/delete',
          remoteAddress: CARRIER,
          headers: person.auth,
          payload: { password: person.password, reason: 'Moving away' },
        }),
      ),
    );
    expect(deletions.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_UPLOADS_PER_ADDRESS,
  REGISTRATION_TOKENS_PER_ADDRESS,
  UPLOADS_PER_REGISTRATION_TOKEN,
} from '@config/constants';
import { removeUnclaimedUploads, UPLOAD_MESSAGES } from '@/server/modules/uploads/routes';
import { createTestApp, multipartBody, PNG_1PX, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function registrationToken(ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/registration-token',
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

function upload(kind: string, ip: string, token?: string, data: Buffer = PNG_1PX) {
  const body = multipartBody({ kind }, { name: 'photo.png', data, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    remoteAddress: ip,
    ...body,
    headers: { ...body.headers, ...(token ? { 'x-registration-token': token } : {}) },
  });
}

describe('anonymous registration uploads', () => {
  it('need a short-lived registration token', async () => {
    const bare = await upload('selfie', '10.40.0.1');
    expect(bare.statusCode).toBe(401);
    expect(bare.json().message).toBe(UPLOAD_MESSAGES.registrationTokenNeeded);
    expect((await upload('selfie', '10.40.0.1', 'made-up-token')).statusCode).toBe(401);
    const token = await registrationToken('10.40.0.1');
    expect((await upload('selfie', '10.40.0.1', token)).statusCode).toBe(201);
    // Expired: refused.
    await t.database.pool.query(`UPDATE registration_tickets SET expires_at = now() - interval '1 second'`);
    expect((await upload('selfie', '10.40.0.1', token)).statusCode).toBe(401);
  });

  it('are capped per token, per address and in tokens per address, also when sent all at once', async () => {
    const ip = '10.41.0.1';
    const token = await registrationToken(ip);
    const burst = await Promise.all(
      Array.from({ length: UPLOADS_PER_REGISTRATION_TOKEN + 6 }, () => upload('selfie', ip, token)),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(UPLOADS_PER_REGISTRATION_TOKEN);
    const over = burst.find((r) => r.statusCode === 429)!;
    expect(over.json().message).toBe(UPLOAD_MESSAGES.tooManyForToken);

    // The address's allowance: many registrations at once from one address, counted exactly.
    const tokens = await Promise.all(
      Array.from({ length: ANONYMOUS_UPLOADS_PER_ADDRESS / UPLOADS_PER_REGISTRATION_TOKEN }, () =>
        registrationToken(ip),
      ),
    );
    const many = await Promise.all(
      tokens.flatMap((each) =>
        Array.from({ length: UPLOADS_PER_REGISTRATION_TOKEN }, () => upload('passport', ip, each)),
      ),
    );
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(
      ANONYMOUS_UPLOADS_PER_ADDRESS - UPLOADS_PER_REGISTRATION_TOKEN,
    );
    const perAddress = many.find((r) => r.statusCode === 429)!;
    expect(perAddress.json().message).toMatch(
      /^Too many uploads from this network\. Please try again in \d+ minutes?\.$/,
    );
    // A short wait, not a day: once the window has passed the address uploads again.
    await t.database.pool.query(
      `UPDATE limit_events SET at = at - interval '11 minutes' WHERE key = 'anonymous-upload:' || $1`,
      [ip],
    );
    expect((await upload('passport', ip, await registrationToken(ip))).statusCode).toBe(201);

    const tokensIp = '10.42.0.1';
    const takes = await Promise.all(
      Array.from({ length: REGISTRATION_TOKENS_PER_ADDRESS + 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/uploads/registration-token', remoteAddress: tokensIp }),
      ),
    );
    expect(takes.filter((r) => r.statusCode === 201)).toHaveLength(REGISTRATION_TOKENS_PER_ADDRESS);
    expect(takes.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('are removed when no registration claimed them within a day', async () => {
    const token = await registrationToken('10.43.0.1');
    const id = (await upload('tourist_visa', '10.43.0.1', token)).json().id as string;
    expect(await removeUnclaimedUploads(t.app)).toBe(0);
    await t.database.pool.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      id,
    ]);
    expect(await removeUnclaimedUploads(t.app)).toBeGreaterThanOrEqual(1);
    const { rowCount } = await t.database.pool.query('SELECT 1 FROM uploads WHERE id = $1', [id]);
    expect(rowCount).toBe(0);
  });
});

describe('who sees an upload', () => {
  it('serves selfies only through the signed link a response gave, and documents only to owner and staff', async () => {
    const token = await registrationToken('10.44.0.1');
    const res = await upload('selfie', '10.44.0.1', token);
    const { id, url } = res.json() as { id: string; url: string };
    expect((await t.app.inject({ url: `/api/uploads/${id}` })).statusCode).toBe(404);
    const signed = await t.app.inject({ url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, max-age=3600');
    const tampered = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(404);
    const expired = url.replace(/exp=\d+/, `exp=${Date.now() - 1000}`);
    expect((await t.app.inject({ url: expired })).statusCode).toBe(404);

    // A passport never gets a public link, signed or not.
    const passport = (await upload('passport', '10.44.0.1', token)).json() as { id: string; url: string };
    expect((await t.app.inject({ url: passport.url })).statusCode).toBe(404);
    const staff = await createUser(t.database.pool, { roles: ['operations-manager'] });
    expect((await t.app.inject({ url: `/api/uploads/${passport.id}`, headers: staff.auth })).statusCode).toBe(
      200,
    );
  });
});

describe('image uploads are decoded and encoded anew', () => {
  it('stores only the pixels: a polyglot’s trailing payload and the metadata are gone', async () => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-gps-notes' } } })
      .toBuffer();
    const polyglot = Buffer.concat([
      image,
      Buffer.from('<script>alert(document.cookie)</script>PK\u0003\u0004'),
    ]);
    const user = await createUser(t.database.pool);
    const body = multipartBody({ kind: 'selfie' }, { name: 'me.jpg', data: polyglot, type: 'image/jpeg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...body,
      headers: { ...body.headers, ...user.auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.app.inject({ url: `/api/uploads/${res.json().id}`, headers: user.auth });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from('secret-gps-notes'))).toBe(false);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 8 });

    // A file that only starts like an image is refused.
    const truncated = multipartBody(
      { kind: 'selfie' },
      { name: 'x.png', data: PNG_1PX.subarray(0, 40), type: 'image/png' },
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...truncated,
      headers: { ...truncated.headers, ...user.auth },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(UPLOAD_MESSAGES.notImage);
  });
});

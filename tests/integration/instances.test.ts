import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CODE_TRIES } from '@config/constants';
import { createS3Storage, moveLocalUploads } from '@/server/adapters/storage';
import { freePort } from '@/server/db/embedded';
import { addInstance, createTestApp, multipartBody, PNG_1PX, type TestApp } from '../helpers/app';
import { dataFolder, expectStartupFault } from '../helpers/processes';
import { startS3StandIn } from '../helpers/s3-stand-in';
import { createUser } from '../helpers/users';

/** Two instances of one deployment: the same database (and Redis when TEST_REDIS_URL is set), two memories. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await addInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function uploadPhoto(on: TestApp, auth: Record<string, string>) {
  const form = multipartBody({ kind: 'selfie' }, { name: 'me.png', data: PNG_1PX, type: 'image/png' });
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; url: string }>();
}

describe('uploads are shared by every instance', () => {
  it('a photo stored through one instance is served by the other, by its signed link and to its owner', async () => {
    const rider = await createUser(a.database.pool);
    const photo = await uploadPhoto(a, rider.auth);
    const signed = await b.app.inject({ url: photo.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(Number(signed.headers['content-length'])).toBe(signed.rawPayload.length);
    const original = await a.app.inject({ url: photo.url });
    expect(signed.rawPayload.equals(original.rawPayload)).toBe(true);
    expect((await b.app.inject({ url: `/api/uploads/${photo.id}`, headers: rider.auth })).statusCode).toBe(
      200,
    );
    // The link's signature is still checked on the other instance.
    const forged = photo.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await b.app.inject({ url: forged })).statusCode).toBe(404);
  });

  it('a file larger than one part comes back whole, in order', async () => {
    const storage = a.app.deps.storage;
    const data = Buffer.alloc(700 * 1024);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >> 10)) & 0xff;
    await storage.put('uploads/large-file.pdf', data);
    expect((await b.app.deps.storage.get('uploads/large-file.pdf'))?.equals(data)).toBe(true);
    await storage.remove('uploads/large-file.pdf');
    expect(await b.app.deps.storage.open('uploads/large-file.pdf')).toBeNull();
  });

  it('files an earlier version kept in DATA_DIR move into the shared store once', async () => {
    const rider = await createUser(a.database.pool);
    const id = '3f0c9a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
    await fs.mkdir(path.join(a.dataDir, 'uploads'), { recursive: true });
    await fs.writeFile(path.join(a.dataDir, 'uploads', `${id}.png`), PNG_1PX);
    await fs.writeFile(path.join(a.dataDir, 'uploads', 'notes (copy).txt'), 'not an upload');
    await a.database.pool.query(
      `INSERT INTO uploads (id, owner_id, kind, mime, size, storage_key) VALUES ($1, $2, 'selfie', 'image/png', $3, $4)`,
      [id, rider.id, PNG_1PX.length, `uploads/${id}.png`],
    );
    expect((await b.app.inject({ url: `/api/uploads/${id}`, headers: rider.auth })).statusCode).toBe(404);
    expect(await moveLocalUploads(a.dataDir, a.app.deps.storage)).toMatchObject({ copied: 1 });
    expect(await moveLocalUploads(a.dataDir, a.app.deps.storage)).toEqual({ copied: 0, present: 1 });
    const served = await b.app.inject({ url: `/api/uploads/${id}`, headers: rider.auth });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
  });
});

describe('an S3-compatible store', () => {
  it('keeps the files of both instances, with signed requests', async () => {
    const store = await startS3StandIn();
    try {
      const settings = {
        bucket: store.bucket,
        region: 'ap-southeast-1',
        endpoint: store.endpoint,
        accessKeyId: store.accessKeyId,
        secretAccessKey: store.secretAccessKey,
        prefix: 'palawan/',
      };
      const onA = await addInstance(a, { storage: createS3Storage(settings) });
      const onB = await addInstance(a, { storage: createS3Storage(settings) });
      try {
        await onA.app.deps.storage.check();
        const rider = await createUser(a.database.pool);
        const photo = await uploadPhoto(onA, rider.auth);
        expect([...store.objects.keys()]).toEqual([
          expect.stringMatching(/^palawan\/uploads\/[0-9a-f-]+\.png$/),
        ]);
        const served = await onB.app.inject({ url: photo.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.rawPayload.equals(store.objects.values().next().value as Buffer)).toBe(true);
        expect(store.refused).toBe(0);
      } finally {
        await onA.close();
        await onB.close();
      }
      const wrong = createS3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
      await expect(wrong.check()).rejects.toThrow(/refused the credentials for bucket brp-uploads \(403\)/);
      await expect(wrong.put('uploads/x.png', PNG_1PX)).rejects.toThrow(/403 SignatureDoesNotMatch/);
      await expect(createS3Storage({ ...settings, bucket: 'other' }).check()).rejects.toThrow(
        /no bucket other/,
      );
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('limits are counted once for all instances (Redis)', () => {
  it('requests alternated over two instances are refused after the one allowance', async () => {
    // Sign-ups: ten a minute from one address, whichever instance answers.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const on = i % 2 ? b : a;
      const res = await on.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {},
        remoteAddress: '10.32.0.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('gift code guesses', () => {
  it('alternated over two instances are refused after the allowance', async () => {
    const guesser = await createUser(a.database.pool);
    const answers: number[] = [];
    for (let i = 0; i <= GIFT_CODE_TRIES; i++) {
      const on = i % 2 ? b : a;
      const res = await on.app.inject({
        url: `/api/claim-gift-certificate?code=GUESS${String(i).padStart(3, '0')}`,
        headers: guesser.auth,
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, GIFT_CODE_TRIES).every((status) => status !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('a deployment configured wrong stops at start with one clear line', { timeout: 60_000 }, () => {
  it('an unreachable Redis, an S3 store without credentials, and one refusing them', async () => {
    const dataDir = await dataFolder('brp-instances-');
    try {
      const port = await freePort();
      await expectStartupFault(
        { PORT: '0', DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${port}` },
        new RegExp(`cannot reach Redis of REDIS_URL \\(127.0.0.1:${port}\\): ECONNREFUSED.*unset it`),
      );
      await expectStartupFault(
        { PORT: '0', DATA_DIR: dataDir, UPLOAD_STORE: 's3', S3_BUCKET: 'photos' },
        /configuration error: UPLOAD_STORE=s3 needs credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      );
      const store = await startS3StandIn();
      try {
        await expectStartupFault(
          {
            PORT: '0',
            DATA_DIR: dataDir,
            UPLOAD_STORE: 's3',
            S3_BUCKET: store.bucket,
            S3_ENDPOINT: store.endpoint,
            S3_ACCESS_KEY_ID: store.accessKeyId,
            S3_SECRET_ACCESS_KEY: 'a-wrong-secret',
          },
          /cannot use the s3 upload store: the S3 store refused the credentials for bucket brp-uploads \(403\)/,
        );
      } finally {
        await store.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

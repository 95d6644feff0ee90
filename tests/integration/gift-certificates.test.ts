import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATES_PER_PAGE } from '@config/constants';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;
let partner: Account;
let manager: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.database.pool, { roles: ['admin'] });
  partner = await createUser(t.database.pool, { roles: ['brp-partner-manager'] });
  manager = await createUser(t.database.pool, { roles: ['operations-manager'] });
});
afterAll(async () => {
  await t?.close();
});

async function createBatch(
  who: Account,
  body: Record<string, unknown> = {},
): Promise<{ id: number; count: number; claimed_count: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gift-certificates',
    headers: who.auth,
    payload: {
      amount: 25_000,
      count: 7,
      wallet_type: 'wallet',
      expires_at: '2031-12-31T15:59:00.000Z',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function certificates(bulkId: number, who: Account = admin) {
  const res = await t.app.inject({ url: `/api/certificates?bulk_id=${bulkId}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { code: string; amount: number; user_id: number | null; expires_at: string }[] }>()
    .data;
}

function claim(who: Account, code: string) {
  return t.app.inject({
    url: `/api/claim-gift-certificate?code=${encodeURIComponent(code)}`,
    headers: who.auth,
  });
}

async function walletOf(who: Account) {
  const res = await t.app.inject({ url: '/api/wallet', headers: who.auth });
  return res.json<{ balance_centavos: number; points_centavos: number; entries: { kind: string }[] }>();
}

describe('gift certificate batches', () => {
  it('makes one certificate per count, each with its own 8-character code and the batch expiry', async () => {
    const batch = await createBatch(partner, { description: 'Fiesta raffle' });
    expect(batch).toMatchObject({ count: 7, claimed_count: 0 });
    const list = await certificates(batch.id, partner);
    expect(list).toHaveLength(7);
    expect(new Set(list.map((c) => c.code)).size).toBe(7);
    for (const certificate of list) {
      expect(certificate.code).toMatch(/^[A-Z0-9]{8}$/);
      expect(certificate).toMatchObject({
        amount: 25_000,
        user_id: null,
        expires_at: '2031-12-31T15:59:00.000Z',
      });
    }
    expect(Math.ceil(list.length / CERTIFICATES_PER_PAGE)).toBe(2);
  });

  it('lets only admins, operations managers and partner managers create or print them', async () => {
    const batch = await createBatch(manager);
    for (const role of ['client', 'driver', 'area-operator'] as const) {
      const who = await createUser(t.database.pool, { roles: [role] });
      const print = await t.app.inject({ url: `/api/certificates?bulk_id=${batch.id}`, headers: who.auth });
      expect(print.statusCode, role).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/gift-certificates',
        headers: who.auth,
        payload: { amount: 100, count: 1, expires_at: '2031-01-01T00:00:00.000Z' },
      });
      expect(create.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/certificates?bulk_id=${batch.id}` })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: '/api/certificates?bulk_id=999999', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad batches with the reason', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gift-certificates',
      headers: admin.auth,
      payload: { amount: 5000, count: 501, expires_at: '2031-01-01T00:00:00.000Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A batch has from 1 to 500 certificates.');
  });
});

describe('claiming a gift certificate', () => {
  it('credits the wallet once when one code is claimed 20 times at once', async () => {
    const batch = await createBatch(admin, { amount: 50_000, count: 1 });
    const [certificate] = await certificates(batch.id);
    const customer = await createUser(t.database.pool, { roles: ['client'] });
    const before = (await walletOf(customer)).balance_centavos;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claim(customer, i % 2 ? certificate.code.toLowerCase() : certificate.code),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].json()).toEqual({
      message: 'Gift certificate claimed successfully!',
      data: { amount: 50_000, wallet_type: 'wallet', code: certificate.code },
    });
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You have already claimed this gift certificate.');
    }
    const wallet = await walletOf(customer);
    expect(wallet.balance_centavos - before).toBe(50_000);
    expect(wallet.entries.filter((e) => e.kind === 'gift-certificate')).toHaveLength(1);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM wallet_entries WHERE reference = $1',
      [`gift-certificate:${certificate.code}`],
    );
    expect(rows[0].n).toBe(1);
  });

  it('gives one credit when 20 different customers race for the same code', async () => {
    const batch = await createBatch(admin, { amount: 10_000, count: 1 });
    const [certificate] = await certificates(batch.id);
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => createUser(t.database.pool, { roles: ['client'] })),
    );
    const answers = await Promise.all(customers.map((c) => claim(c, certificate.code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe('This gift certificate has already been claimed.');
    }
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n, sum(amount_centavos)::int AS total FROM wallet_entries WHERE kind = 'gift-certificate'
          AND user_id = ANY($1::int[])`,
      [customers.map((c) => c.id)],
    );
    expect(rows[0]).toEqual({ n: 1, total: 10_000 });
    const after = await certificates(batch.id);
    expect(customers.map((c) => c.id)).toContain(after[0].user_id);
  });

  it('credits points for a point batch', async () => {
    const batch = await createBatch(admin, { amount: 500, count: 1, wallet_type: 'point' });
    const [certificate] = await certificates(batch.id);
    const customer = await createUser(t.database.pool, { roles: ['client'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claim-gift-certificate',
      headers: customer.auth,
      payload: { code: certificate.code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await walletOf(customer)).points_centavos).toBe(500);
  });

  it('answers expired, unknown, malformed and signed-out claims clearly', async () => {
    const batch = await createBatch(admin, { count: 1 });
    const [certificate] = await certificates(batch.id);
    await t.database.pool.query(
      `UPDATE gift_certificates SET expires_at = now() - interval '1 day' WHERE code = $1`,
      [certificate.code],
    );
    const customer = await createUser(t.database.pool, { roles: ['client'] });
    const expired = await claim(customer, certificate.code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This gift certificate has expired.');
    expect((await walletOf(customer)).balance_centavos).toBe(0);

    const unknown = await claim(customer, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This gift certificate code does not exist. Please check the 8 characters and try again.',
    );
    const short = await claim(customer, 'ABC');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please enter the 8-character code.');
    expect((await t.app.inject({ url: '/api/claim-gift-certificate?code=ABCDEFGH' })).statusCode).toBe(401);
  });

  it('moves the description and expiry of unclaimed certificates with the batch', async () => {
    const batch = await createBatch(admin, { count: 2 });
    const [first] = await certificates(batch.id);
    const customer = await createUser(t.database.pool, { roles: ['client'] });
    expect((await claim(customer, first.code)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/gift-certificates/${batch.id}`,
      headers: admin.auth,
      payload: { description: 'Anniversary', expires_at: '2032-06-30T15:59:00.000Z' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ claimed_count: 1, description: 'Anniversary' });
    const after = await certificates(batch.id);
    expect(after.find((c) => c.code === first.code)?.expires_at).toBe('2031-12-31T15:59:00.000Z');
    expect(after.find((c) => c.code !== first.code)?.expires_at).toBe('2032-06-30T15:59:00.000Z');
  });
});

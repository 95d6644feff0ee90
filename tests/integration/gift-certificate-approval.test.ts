import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;
let managerA: Account;
let otherPartner: Account;
let operations: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  [managerA, otherPartner, operations, admin] = await Promise.all([
    createUser(t.database.pool, { roles: ['brp-partner-manager'] }),
    createUser(t.database.pool, { roles: ['brp-partner-manager'] }),
    createUser(t.database.pool, { roles: ['operations-manager'] }),
    createUser(t.database.pool, { roles: ['admin'] }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

function mint(who: Account, amount: number, count = 1) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/gift-certificates',
    headers: who.auth,
    payload: { amount, count, wallet_type: 'wallet', expires_at: '2031-12-31T15:59:00.000Z' },
  });
}

function decide(who: Account, bulkId: number, approval_status: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/gift-certificates/${bulkId}`,
    headers: who.auth,
    payload: { approval_status },
  });
}

function print(who: Account, bulkId: number) {
  return t.app.inject({ url: `/api/certificates?bulk_id=${bulkId}`, headers: who.auth });
}

function claim(who: Account, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/claim-gift-certificate',
    headers: who.auth,
    payload: { code },
  });
}

async function codesOf(bulkId: number): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ code: string }>(
    'SELECT code FROM gift_certificates WHERE bulk_id = $1 ORDER BY id',
    [bulkId],
  );
  return rows.map((row) => row.code);
}

/** Every wallet's balance as the API shows it equals the sum of its ledger rows. */
async function expectLedgerMatchesBalances(accounts: Account[]) {
  for (const account of accounts) {
    const { rows } = await t.database.pool.query<{ sum: string }>(
      "SELECT coalesce(sum(amount_centavos), 0)::text AS sum FROM wallet_entries WHERE user_id = $1 AND wallet = 'wallet'",
      [account.id],
    );
    const wallet = await t.app.inject({ url: '/api/wallet', headers: account.auth });
    expect(wallet.json().balance_centavos).toBe(Number(rows[0].sum));
  }
}

async function audit(action: string, field: string) {
  const { rows } = await t.database.pool.query(
    'SELECT actor_id, user_id, new_value FROM audit_events WHERE action = $1 AND field = $2 ORDER BY id',
    [action, field],
  );
  return rows;
}

describe('gift certificates: minting kept apart from claiming', () => {
  it('caps what each role may mint per certificate', async () => {
    const partner = await mint(managerA, 10_000_000);
    expect(partner.statusCode).toBe(403);
    expect(partner.json().message).toBe(
      'Your role can create gift certificates worth at most ₱5,000.00 each.',
    );
    const ops = await mint(operations, 10_000_000);
    expect(ops.statusCode).toBe(403);
    expect(ops.json().message).toBe('Your role can create gift certificates worth at most ₱20,000.00 each.');
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM gift_certificate_batches WHERE amount = 10000000',
    );
    expect(rows[0].n).toBe(0);
    const byAdmin = await mint(admin, 10_000_000);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json()).toMatchObject({ approval_status: 'pending', created_by: admin.id });
  });

  it('a manager mints for a colluding account: refused until a second staff member approves, then paid once', async () => {
    const colluder = await createUser(t.database.pool, { roles: ['client'] });
    const created = await mint(managerA, 300_000, 2);
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json();
    expect(batch).toMatchObject({ approval_status: 'pending', created_by: managerA.id, approved_by: null });
    const [code, second] = await codesOf(batch.id);

    // Before approval: nobody claims, nothing prints, and the maker cannot approve their own batch.
    const early = await claim(colluder, code);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "This gift certificate is waiting for a second staff member's approval and cannot be claimed yet.",
    );
    expect((await print(managerA, batch.id)).statusCode).toBe(409);
    const self = await decide(managerA, batch.id, 'approved');
    expect(self.statusCode).toBe(403);
    const peer = await decide(otherPartner, batch.id, 'approved');
    expect(peer.statusCode).toBe(403);

    // Staff who can mint never claim: not the maker, not another minting account.
    const own = await claim(managerA, code);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You created this gift certificate, so you cannot claim it.');
    const staff = await claim(otherPartner, code);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Staff who can create gift certificates cannot claim them.');

    // A second staff member with an approving role approves.
    const approved = await decide(operations, batch.id, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ approval_status: 'approved', approved_by: operations.id });
    expect((await decide(admin, batch.id, 'rejected')).statusCode).toBe(409);
    expect((await print(managerA, batch.id)).statusCode).toBe(200);

    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(colluder, code)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n, sum(amount_centavos)::int AS total FROM wallet_entries WHERE user_id = $1 AND kind = 'gift-certificate'",
      [colluder.id],
    );
    expect(rows[0]).toEqual({ n: 1, total: 300_000 });
    const unclaimed = await t.database.pool.query('SELECT user_id FROM gift_certificates WHERE code = $1', [
      second,
    ]);
    expect(unclaimed.rows[0].user_id).toBeNull();
    await expectLedgerMatchesBalances([colluder, managerA, otherPartner, operations]);

    // Every step is in the audit trail.
    expect(await audit('gift certificates created', `batch ${batch.id}`)).toEqual([
      { actor_id: managerA.id, user_id: managerA.id, new_value: '2 × ₱3,000.00 (approval pending)' },
    ]);
    expect(await audit('gift certificates approved', `batch ${batch.id}`)).toEqual([
      { actor_id: operations.id, user_id: managerA.id, new_value: 'approved' },
    ]);
    expect(await audit('gift certificate claimed', code)).toEqual([
      { actor_id: colluder.id, user_id: colluder.id, new_value: '₱3,000.00 to the wallet' },
    ]);
  });

  it('a rejected batch is never claimed or printed, and small batches need no approval', async () => {
    const customer = await createUser(t.database.pool, { roles: ['client'] });
    const big = (await mint(admin, 1_000_000)).json();
    expect(big.approval_status).toBe('pending');
    const rejected = await decide(operations, big.id, 'rejected');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await audit('gift certificates rejected', `batch ${big.id}`)).toHaveLength(1);
    const [code] = await codesOf(big.id);
    const refused = await claim(customer, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This gift certificate was not approved and cannot be claimed.');
    expect((await print(admin, big.id)).statusCode).toBe(409);
    expect((await decide(admin, big.id, 'approved')).statusCode).toBe(409);

    const small = (await mint(managerA, 50_000, 3)).json();
    expect(small.approval_status).toBe('not-needed');
    const [smallCode] = await codesOf(small.id);
    expect((await claim(customer, smallCode)).statusCode).toBe(200);
    await expectLedgerMatchesBalances([customer]);
  });
});

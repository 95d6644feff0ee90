import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_CODE_TRIES,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
  LOGIN_FREE_FAILURES_PER_PAIR,
  OTP_MAX_WRONG_TRIES,
} from '@config/constants';
import { createTestApp, latestOtp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Guesses the server compared: the allowance, plus the tries the growing wait (1 s, 2 s, 4 s, …) lets through
 * while a burst of this many requests is being answered.
 */
function withinAllowance(checked: number, allowance: number, startedAt: number) {
  const seconds = (Date.now() - startedAt) / 1000;
  expect(checked).toBeGreaterThanOrEqual(allowance);
  expect(checked).toBeLessThanOrEqual(allowance + Math.floor(Math.log2(seconds + 1)));
}

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

function login(login: string, password: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { login, password },
  });
}

/** Passwords the server compared and found wrong: every one is a failure row. */
async function failuresOf(email: string) {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE account_key = $1',
    [`email:${email.toLowerCase()}`],
  );
  return rows[0].n;
}

describe('guesses sent all at once get no more tries than guesses sent one by one', () => {
  it('30 wrong passwords at once from one address: only the allowance is checked, the owner still gets in', async () => {
    const owner = await createUser(t.database.pool);
    expect((await login(owner.email, owner.password, '10.31.0.1')).statusCode).toBe(200);
    const startedAt = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(owner.email, `wrong-guess-${i}`, '10.31.9.9')),
    );
    const counts = statuses(burst);
    expect(counts[400] + counts[429]).toBe(30);
    withinAllowance(counts[400], LOGIN_FREE_FAILURES_PER_PAIR, startedAt);
    expect(await failuresOf(owner.email)).toBe(counts[400]);
    for (const refused of burst.filter((r) => r.statusCode === 429)) {
      expect(refused.json().message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/,
      );
    }
    // The owner, from the address they always use, is not locked out.
    const home = await login(owner.email, owner.password, '10.31.0.1');
    expect(home.statusCode, home.body).toBe(200);
  });

  it('200 wrong passwords at once from 10 addresses: only the account allowance is checked', async () => {
    const owner = await createUser(t.database.pool);
    expect((await login(owner.email, owner.password, '10.32.0.1')).statusCode).toBe(200);
    const startedAt = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(owner.email, `wrong-guess-${i}`, `10.32.${(i % 10) + 1}.1`),
      ),
    );
    const counts = statuses(burst);
    expect(counts[400] + counts[429]).toBe(200);
    withinAllowance(counts[400], LOGIN_FREE_FAILURES_PER_ACCOUNT, startedAt);
    expect(await failuresOf(owner.email)).toBe(counts[400]);
    const home = await login(owner.email, owner.password, '10.32.0.1');
    expect(home.statusCode, home.body).toBe(200);
    // The right password's try was given back: no failure is left for the owner's own address.
    const { rows } = await t.database.pool.query(
      'SELECT 1 FROM login_failures WHERE account_key = $1 AND ip = $2',
      [`email:${owner.email.toLowerCase()}`, '10.32.0.1'],
    );
    expect(rows).toHaveLength(0);
  });

  it('a reset code guessed 30 times at once is compared at most 5 times and then dies', async () => {
    const owner = await createUser(t.database.pool, { phone: '+639175553101' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: '10.33.0.1',
      payload: { phone: '09175553101', purpose: 'reset' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const real = await latestOtp(t.sms, owner.phone);
    // Thirty different wrong codes, none of them the real one.
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(real) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const burst = await Promise.all(
      guesses.map((code, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/otp/verify',
          remoteAddress: `10.33.${i}.2`,
          payload: { phone: '09175553101', purpose: 'reset', code },
        }),
      ),
    );
    // Every guess is refused; the code counted exactly its five tries (each try is counted before it is
    // compared), and the fifth wrong one ended it.
    expect(burst.every((r) => r.statusCode === 400)).toBe(true);
    const { rows } = await t.database.pool.query<{ attempts: number; consumed: boolean }>(
      `SELECT attempts, consumed_at IS NOT NULL AS consumed FROM otp_codes WHERE phone = $1 AND purpose = 'reset'`,
      [owner.phone],
    );
    expect(rows).toEqual([{ attempts: OTP_MAX_WRONG_TRIES, consumed: true }]);
    // Even the real code no longer works: a new one must be sent.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      remoteAddress: '10.33.0.1',
      payload: { phone: '09175553101', purpose: 'reset', code: real },
    });
    expect(late.statusCode).toBe(400);
  });

  it('a staff identity-change code guessed 30 times at once is compared at most 5 times', async () => {
    const manager = await createUser(t.database.pool, { roles: ['operations-manager'] });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/identity-change',
      headers: manager.auth,
      payload: { field: 'phone', value: '09175553102' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const real = await latestOtp(t.sms, '+639175553102');
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(real) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const burst = await Promise.all(
      guesses.map((code) =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/identity-change/confirm',
          headers: manager.auth,
          payload: { code },
        }),
      ),
    );
    const wrong = burst.filter((r) => r.json().message === 'Wrong code. Check the message and try again.');
    expect(wrong).toHaveLength(OTP_MAX_WRONG_TRIES);
    expect(burst.every((r) => r.statusCode === 400)).toBe(true);
    const { rows } = await t.database.pool.query<{ attempts: number }>(
      'SELECT attempts FROM identity_change_requests WHERE user_id = $1',
      [manager.id],
    );
    expect(rows).toEqual([{ attempts: OTP_MAX_WRONG_TRIES }]);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/account/identity-change/confirm',
      headers: manager.auth,
      payload: { code: real },
    });
    expect(late.statusCode).toBe(400);
    const { rows: phone } = await t.database.pool.query('SELECT phone FROM users WHERE id = $1', [
      manager.id,
    ]);
    expect(phone[0].phone).toBe(manager.phone);
  });

  it('300 wrong gift codes from one account: refused after a few tries; a real code still claims', async () => {
    const admin = await createUser(t.database.pool, { roles: ['admin'] });
    const customer = await createUser(t.database.pool);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gift-certificates',
      headers: admin.auth,
      payload: { amount: 10_000, count: 2, wallet_type: 'wallet', expires_at: '2031-12-31T15:59:00.000Z' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const list = await t.app.inject({
      url: `/api/certificates?bulk_id=${made.json().id}`,
      headers: admin.auth,
    });
    const [first, second] = list.json<{ data: { code: string }[] }>().data.map((c) => c.code);

    // A real code first: a right try is given back.
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/claim-gift-certificate',
      headers: customer.auth,
      payload: { code: first },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/claim-gift-certificate',
          headers: customer.auth,
          payload: { code: `ZZ${String(i).padStart(6, '0')}` },
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 404: GIFT_CODE_TRIES, 429: 300 - GIFT_CODE_TRIES });
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^Too many gift certificate codes were tried\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the real second code waits now; another account is not affected.
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/claim-gift-certificate',
      headers: customer.auth,
      payload: { code: second },
    });
    expect(blocked.statusCode).toBe(429);
    const other = await createUser(t.database.pool);
    const otherClaim = await t.app.inject({
      method: 'POST',
      url: '/api/claim-gift-certificate',
      headers: other.auth,
      payload: { code: second },
    });
    expect(otherClaim.statusCode, otherClaim.body).toBe(200);
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gift_certificates WHERE user_id IS NOT NULL AND code = ANY($1)',
      [[first, second]],
    );
    expect(rows[0].n).toBe(2);
  });
});

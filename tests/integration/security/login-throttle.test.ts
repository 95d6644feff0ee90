import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function login(login: string, password: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { login, password },
  });
}

/** Moves every recorded failure back in time, as if the wait had passed. */
async function letTimePass(seconds: number) {
  await t.database.pool.query(`UPDATE login_failures SET at = at - make_interval(secs => $1)`, [seconds]);
}

describe('failed logins slow the guesser down without locking the owner out', () => {
  it('lets the owner in from their usual address with the right password after many failures elsewhere', async () => {
    const owner = await createUser(t.database.pool);
    // The owner has logged in from home before.
    expect((await login(owner.email, owner.password, '10.20.0.1')).statusCode).toBe(200);
    // Someone else guesses from many addresses.
    for (let i = 0; i < 12; i++) {
      const res = await login(owner.email, `wrong-guess-${i}`, `10.66.${i}.1`);
      expect([400, 429]).toContain(res.statusCode);
    }
    const home = await login(owner.email, owner.password, '10.20.0.1');
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().token).toEqual(expect.any(String));
  });

  it('throttles the guessing address (pair and address), with a growing delay and a clear message', async () => {
    const owner = await createUser(t.database.pool);
    const attacker = '10.77.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.email, `guess-${i}`, attacker)).statusCode).toBe(400);
    }
    const slowed = await login(owner.email, 'guess-5', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // After the wait, one more guess is allowed, and the next wait is longer.
    await letTimePass(2);
    expect((await login(owner.email, 'guess-6', attacker)).statusCode).toBe(400);
    const longer = await login(owner.email, 'guess-7', attacker);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThanOrEqual(2);
  });

  it('makes unfamiliar addresses wait after failures on the account, but not for ever', async () => {
    const owner = await createUser(t.database.pool);
    for (let i = 0; i < 5; i++) await login(owner.email, `guess-${i}`, `10.88.${i}.1`);
    // A new address, even with the right password, waits a little (the account is under attack)…
    const fresh = await login(owner.email, owner.password, '10.99.0.1');
    expect(fresh.statusCode).toBe(429);
    // …and gets in once that short wait has passed: no hard lock.
    await letTimePass(2);
    expect((await login(owner.email, owner.password, '10.99.0.1')).statusCode).toBe(200);
  });

  it('caps failures per address across accounts', async () => {
    const sprayer = '10.55.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await login(`nobody${i}@example.com`, 'Password123!', sprayer);
      expect(res.statusCode).toBe(400);
    }
    const owner = await createUser(t.database.pool);
    const refused = await login(owner.email, owner.password, sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in 15 minutes\.$/,
    );
    // The same owner elsewhere is not affected.
    expect((await login(owner.email, owner.password, '10.56.0.1')).statusCode).toBe(200);
  });

  it('lets riders who signed in from a shared carrier address before keep signing in there during a spray', async () => {
    const carrier = '10.57.0.1';
    const regular = await createUser(t.database.pool);
    expect((await login(regular.email, regular.password, carrier)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      expect((await login(`sprayed${i}@example.com`, 'Password123!', carrier)).statusCode).toBe(400);
    }
    // Someone new behind the same address waits; the regular rider does not.
    const newcomer = await createUser(t.database.pool);
    expect((await login(newcomer.email, newcomer.password, carrier)).statusCode).toBe(429);
    expect((await login(regular.email, regular.password, carrier)).statusCode).toBe(200);
    // Guessing the regular rider's password from there is still slowed down by the pair's own failures.
    for (let i = 0; i < 5; i++) {
      expect((await login(regular.email, `guess-${i}`, carrier)).statusCode).toBe(400);
    }
    expect((await login(regular.email, 'guess-5', carrier)).statusCode).toBe(429);
  });

  it('lets many riders behind one carrier address sign in within the same minute', async () => {
    const carrier = '10.58.0.1';
    const riders = await Promise.all(Array.from({ length: 35 }, () => createUser(t.database.pool)));
    for (const rider of riders) {
      const res = await login(rider.email, rider.password, carrier);
      expect(res.statusCode, res.body).toBe(200);
    }
    // One client hammering a single account from there is still held to 30 a minute.
    const [first] = riders;
    let refused = 0;
    for (let i = 0; i < 31; i++) {
      if ((await login(first.email, first.password, carrier)).statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });
});

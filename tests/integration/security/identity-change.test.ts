import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxEmail } from '@/server/adapters/email';
import { IDENTITY_CHANGE_MESSAGES } from '@/server/modules/accounts/identity-change';
import { USER_ADMIN_MESSAGES } from '@/server/modules/admin/users';
import { createTestApp, latestOtp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;
let manager: Account;
let partner: Account;
let operator: Account;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.pool;
  admin = await createUser(db, { roles: ['admin'], name: 'Ana Admin' });
  manager = await createUser(db, { roles: ['operations-manager'], name: 'Ramon Manager' });
  partner = await createUser(db, { roles: ['brp-partner-manager'], name: 'Liza Partner' });
  operator = await createUser(db, { roles: ['area-operator'], name: 'Omar Operator' });
});
afterAll(async () => {
  await t?.close();
});

const ask = (who: Account, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/identity-change', headers: who.auth, payload: body });
const confirm = (who: Account, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/identity-change/confirm',
    headers: who.auth,
    payload: { code },
  });
const stored = async (id: number) =>
  (await t.database.pool.query('SELECT phone, email::text AS email FROM users WHERE id = $1', [id])).rows[0];

async function latestEmailCode(to: string): Promise<string> {
  const box = createOutboxEmail({ dir: t.dataDir, log: { info() {} } });
  const found = (await box.recent(50)).find((message) => message.to === to);
  const code = found?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code emailed to ${to}`);
  return code;
}

describe('a staff member changes their own phone or email only with the code sent to the new one', () => {
  it('the console user form refuses the direct change and points to My account', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${manager.id}`,
      headers: manager.auth,
      payload: { phone: '09175550201' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_ADMIN_MESSAGES.identityOfSelf);
  });

  it('a new phone: nothing changes until the SMS code comes back; wrong codes count; the trail shows both steps', async () => {
    const sent = await ask(manager, { field: 'phone', value: '0917 555 0202' });
    expect(sent.statusCode, sent.body).toBe(400);
    const ok = await ask(manager, { field: 'phone', value: '09175550202' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      field: 'phone',
      sent_to: '+639175550202',
      message: IDENTITY_CHANGE_MESSAGES.sent,
    });
    // Asked, not changed.
    expect((await stored(manager.id)).phone).toBe(manager.phone);
    const mine = await t.app.inject({ url: '/api/account/identity', headers: manager.auth });
    expect(mine.json().pending).toEqual({ field: 'phone', sent_to: '+639175550202' });

    const code = await latestOtp(t.sms, '+639175550202');
    const wrong = await confirm(manager, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(IDENTITY_CHANGE_MESSAGES.wrongCode);
    // Another staff member's code does nothing for this account.
    expect((await confirm(partner, code)).json().message).toBe(IDENTITY_CHANGE_MESSAGES.nothingPending);

    const done = await confirm(manager, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: IDENTITY_CHANGE_MESSAGES.changed,
      field: 'phone',
      value: '+639175550202',
    });
    expect((await stored(manager.id)).phone).toBe('+639175550202');
    // A code works once.
    expect((await confirm(manager, code)).json().message).toBe(IDENTITY_CHANGE_MESSAGES.nothingPending);

    const trail = await t.database.pool.query(
      'SELECT actor_id, action, old_value, new_value FROM audit_events WHERE user_id = $1 ORDER BY id',
      [manager.id],
    );
    expect(trail.rows).toEqual([
      {
        actor_id: manager.id,
        action: 'phone change requested',
        old_value: manager.phone,
        new_value: '+639175550202',
      },
      {
        actor_id: manager.id,
        action: 'phone changed (confirmed by code)',
        old_value: manager.phone,
        new_value: '+639175550202',
      },
    ]);
  });

  it('a new email: the code goes to that address; five wrong tries end the request', async () => {
    const res = await ask(partner, { field: 'email', value: 'Liza.New@Example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const code = await latestEmailCode('liza.new@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(partner, wrongCode)).statusCode).toBe(400);
    const late = await confirm(partner, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(IDENTITY_CHANGE_MESSAGES.expired);
    expect((await stored(partner.id)).email).toBe(partner.email);
    // Asking again too soon waits; later a fresh code works.
    const again = await ask(partner, { field: 'email', value: 'liza.new@example.com' });
    expect(again.statusCode).toBe(429);
    await t.database.pool.query(
      `UPDATE identity_change_requests SET created_at = created_at - interval '10 minutes' WHERE user_id = $1`,
      [partner.id],
    );
    expect((await ask(partner, { field: 'email', value: 'liza.new@example.com' })).statusCode).toBe(200);
    const fresh = await latestEmailCode('liza.new@example.com');
    expect((await confirm(partner, fresh)).statusCode).toBe(200);
    expect((await stored(partner.id)).email).toBe('liza.new@example.com');
  });

  it('refuses a phone or email another account holds, the same value, and bad input, with clear messages', async () => {
    const taken = await ask(operator, { field: 'phone', value: admin.phone.replace('+63', '0') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(IDENTITY_CHANGE_MESSAGES.phoneUsed);
    const takenEmail = await ask(operator, { field: 'email', value: admin.email.toUpperCase() });
    expect(takenEmail.statusCode).toBe(409);
    const same = await ask(operator, { field: 'email', value: operator.email });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(IDENTITY_CHANGE_MESSAGES.same);
    const bad = await ask(operator, { field: 'email', value: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The email must be a valid email address.');
    const badCode = await confirm(operator, '12ab');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('Enter the 6-digit code we sent.');
  });

  it('the phone is taken by someone else before the code comes back: 409, nothing changes', async () => {
    expect((await ask(operator, { field: 'phone', value: '09175550303' })).statusCode).toBe(200);
    const code = await latestOtp(t.sms, '+639175550303');
    await t.database.pool.query('UPDATE users SET phone = $1 WHERE id = $2', ['+639175550303', admin.id]);
    const res = await confirm(operator, code);
    expect(res.statusCode).toBe(409);
    expect((await stored(operator.id)).phone).toBe(operator.phone);
  });

  it('is for staff only: riders and drivers are refused', async () => {
    for (const role of ['client', 'driver'] as const) {
      const who = await createUser(t.database.pool, { roles: [role] });
      expect((await ask(who, { field: 'phone', value: '09175550404' })).statusCode).toBe(403);
      expect((await confirm(who, '123456')).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/account/identity', headers: who.auth })).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/identity-change/confirm' })).statusCode,
    ).toBe(401);
  });
});

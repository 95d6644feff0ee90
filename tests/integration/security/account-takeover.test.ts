import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ADMIN_MESSAGES } from '@/server/modules/admin/users';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;
let otherAdmin: Account;
let manager: Account;
let otherManager: Account;
let partner: Account;
let driver: Account;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.pool;
  admin = await createUser(db, { roles: ['admin'], name: 'Ana Admin' });
  otherAdmin = await createUser(db, { roles: ['admin'], name: 'Ben Admin' });
  manager = await createUser(db, { roles: ['operations-manager'], name: 'Ramon Manager' });
  otherManager = await createUser(db, { roles: ['operations-manager'], name: 'Rosa Manager' });
  partner = await createUser(db, { roles: ['brp-partner-manager'], name: 'Liza Partner' });
  driver = await createUser(db, { roles: ['driver'], name: 'Jose Driver' });
});
afterAll(async () => {
  await t?.close();
});

function put(who: Account, id: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: who.auth, payload: body });
}

describe('nobody takes over an account of equal or higher privilege through the console', () => {
  it('refuses an operations manager who puts their own phone on the admin account, so no reset follows', async () => {
    const takeover = await put(manager, admin.id, { phone: manager.phone });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toBe(USER_ADMIN_MESSAGES.identityOfPeer);
    const email = await put(manager, admin.id, { email: 'mine@example.com' });
    expect(email.statusCode).toBe(403);

    const { rows } = await t.database.pool.query('SELECT phone, email FROM users WHERE id = $1', [admin.id]);
    expect(rows[0]).toEqual({ phone: admin.phone, email: admin.email });
  });

  it('refuses peers (manager on manager, admin on admin) and non-admins on any staff account', async () => {
    expect((await put(otherManager, manager.id, { phone: '09175550101' })).statusCode).toBe(403);
    expect((await put(otherAdmin, admin.id, { email: 'x@example.com' })).statusCode).toBe(403);
    const staffByManager = await put(manager, partner.id, { phone: '09175550102' });
    expect(staffByManager.statusCode).toBe(403);
    expect(staffByManager.json().message).toBe(USER_ADMIN_MESSAGES.identityOfStaff);
    const ownByManager = await put(manager, manager.id, { email: 'ramon2@example.com' });
    expect(ownByManager.statusCode).toBe(403);
  });

  it('lets an admin change a staff account and a manager change a driver, and records every change', async () => {
    const byAdmin = await put(admin, partner.id, { phone: '09175550103' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const byManager = await put(manager, driver.id, { email: 'jose.driver@example.com' });
    expect(byManager.statusCode, byManager.body).toBe(200);
    // Sending the same values back (react-admin sends whole records) is no change and is not refused.
    const unchanged = await put(manager, admin.id, {
      phone: admin.phone,
      email: admin.email,
      name: 'Ana Admin',
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);

    const trail = await t.app.inject({
      url: `/api/admin/audit-events?filter=${encodeURIComponent(JSON.stringify({ user_id: partner.id }))}`,
      headers: manager.auth,
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json()).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        user_id: partner.id,
        action: 'phone changed',
        field: 'phone',
        old_value: partner.phone,
        new_value: '+639175550103',
      }),
    ]);
    const driverTrail = await t.database.pool.query(
      'SELECT actor_id, action, old_value, new_value FROM audit_events WHERE user_id = $1',
      [driver.id],
    );
    expect(driverTrail.rows).toEqual([
      {
        actor_id: manager.id,
        action: 'email changed',
        old_value: driver.email,
        new_value: 'jose.driver@example.com',
      },
    ]);
    // The trail is read-only, and only for admin-level staff.
    const id = trail.json()[0].id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/audit-events/${id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/audit-events', headers: partner.auth })).statusCode).toBe(
      403,
    );
  });

  it('records blocking and role changes too', async () => {
    const target = await createUser(t.database.pool, { roles: ['client'] });
    expect((await put(manager, target.id, { is_blocked: true })).statusCode).toBe(200);
    expect((await put(admin, target.id, { roles: ['client', 'driver'] })).statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      'SELECT actor_id, action, new_value FROM audit_events WHERE user_id = $1 ORDER BY id',
      [target.id],
    );
    expect(rows).toEqual([
      { actor_id: manager.id, action: 'blocked', new_value: 'true' },
      { actor_id: admin.id, action: 'roles changed', new_value: 'client, driver' },
    ]);
  });

  it('keeps the development SMS outbox (every OTP) for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/sms-outbox', headers: manager.auth })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/admin/sms-outbox', headers: admin.auth })).statusCode).toBe(200);
  });
});

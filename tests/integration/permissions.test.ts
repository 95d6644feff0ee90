import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleName } from '@schemas/account';
import { allows } from '@/server/plugins/permissions';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLE_NAMES)
    tokens.set(role, (await createUser(t.database.pool, { roles: [role] })).token);
});
afterAll(async () => {
  await t?.close();
});

/** Fills path parameters with values of the right shape, so the call reaches the permission check. */
function concrete(url: string): string {
  return url
    .replace(/:id\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:[a-zA-Z_]+/g, '1')
    .replace(/\*$/, 'x');
}

describe('every API route declares who may call it, and the server enforces it', () => {
  it('has routes to check', () => {
    expect(t.app.accessTable.length).toBeGreaterThan(10);
  });

  it('refuses anonymous callers on every non-public route with 401', async () => {
    for (const route of t.app.accessTable) {
      if (route.access === 'public' || route.url === '/api/realtime') continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses every role a route does not list with 403, and lets listed roles through', async () => {
    for (const route of t.app.accessTable) {
      if (route.access === 'public' || route.access === 'authenticated' || route.url === '/api/realtime')
        continue;
      for (const role of ROLE_NAMES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { authorization: `Bearer ${tokens.get(role)}` },
        });
        const label = `${route.method} ${route.url} as ${role}`;
        if (allows(route.access, { id: 0, roles: [role], sessionId: 0 })) {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(403);
        }
      }
    }
  });

  it('keeps the OTP outbox and the audit trail to the roles that may see them', () => {
    const access = (method: string, url: string) =>
      t.app.accessTable.find((route) => route.method === method && route.url === url)?.access;
    expect(access('GET', '/api/admin/sms-outbox')).toEqual(['admin']);
    expect(access('GET', '/api/admin/audit-events')).toEqual(['admin', 'operations-manager']);
    expect(access('GET', '/api/admin/audit-events/:id')).toEqual(['admin', 'operations-manager']);
    // The trail is written by the server only: no route changes it.
    expect(
      t.app.accessTable.filter((r) => r.url.startsWith('/api/admin/audit-events') && r.method !== 'GET'),
    ).toEqual([]);
    expect(access('POST', '/api/uploads/registration-token')).toBe('public');
    // Staff confirm their own new phone or email with a code; riders and drivers have no such route.
    const staff = ['admin', 'operations-manager', 'brp-partner-manager', 'area-operator'];
    expect(access('POST', '/api/account/identity-change')).toEqual(staff);
    expect(access('POST', '/api/account/identity-change/confirm')).toEqual(staff);
    expect(access('GET', '/api/account/identity')).toEqual(staff);
    // A shared trip's route answers to the link's token, not to an account.
    expect(access('GET', '/api/booking/shared/:token/route')).toBe('public');
  });

  it('rejects a garbage or revoked token like no token', async () => {
    const res = await t.app.inject({ url: '/api/user', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in first.' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromQr } from '../../src/server/modules/attendance/routes';
import { createTestApp, type TestApp } from '../helpers/app';
import { onlineDriver, quickUser, type TestDriver } from '../helpers/rides';

let t: TestApp;
let manager: TestDriver;
let admin: TestDriver;

beforeAll(async () => {
  t = await createTestApp();
  manager = await quickUser(t, ['operations-manager'], 'Ramon Manager');
  admin = await quickUser(t, ['admin'], 'Ana Admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: { auth: Record<string, string> }) => t.app.inject({ url, headers: who.auth });

async function codeOf(userId: number) {
  const { rows } = await t.database.pool.query<{ code: string }>('SELECT code FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0].code;
}

describe('attendance scanner', () => {
  it('reads the referral link on an ID card, and ignores payment and empty codes', () => {
    expect(codeFromQr('https://brp.example/share/AB12CD')).toBe('AB12CD');
    expect(codeFromQr('AB12CD')).toBe('AB12CD');
    expect(codeFromQr('00020101021127p2pqrpay0102')).toBeNull();
    expect(codeFromQr('  ')).toBeNull();
  });

  it('finds the scanned driver, verifies attendance once a day, blocks and unblocks', async () => {
    const driver = await onlineDriver(t, { name: 'Scanned Driver' });
    const code = await codeOf(driver.id);
    const scan = await get(
      `/api/attendance/scan?qr=${encodeURIComponent(`https://brp.example/share/${code}`)}`,
      manager,
    );
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({
      user: { id: driver.id, name: 'Scanned Driver', is_blocked: false },
      participant: { attended_at: null },
    });

    const verified = await get(`/api/verify_attendance/${driver.id}`, manager);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toMatch(/^Attendance verified at \d{1,2}:\d{2} [AP]M\.$/);
    const again = await get(`/api/verify_attendance/${driver.id}`, manager);
    expect(again.json().message).toMatch(/^Attendance was already verified today at /);
    const after = await get(`/api/attendance/scan?qr=${code}`, manager);
    expect(after.json().participant.attended_at).not.toBeNull();

    const blocked = await get(`/api/block/${driver.id}`, manager);
    expect(blocked.json()).toEqual({ message: 'Scanned Driver is blocked.' });
    // A blocked account's sessions end at once.
    expect((await get('/api/user', driver)).statusCode).toBe(401);
    const unblocked = await get(`/api/unblock/${driver.id}`, manager);
    expect(unblocked.json()).toEqual({ message: 'Scanned Driver is unblocked.' });
    expect((await get(`/api/attendance/scan?qr=${code}`, manager)).json().user.is_blocked).toBe(false);
  });

  it('answers unknown and foreign codes clearly, and keeps admins safe from managers', async () => {
    const unknown = await get('/api/attendance/scan?qr=https://brp.example/share/NOSUCH', manager);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No account has this QR code.');
    const payment = await get('/api/attendance/scan?qr=p2pqrpay123', manager);
    expect(payment.statusCode).toBe(400);
    expect((await get(`/api/block/${admin.id}`, manager)).statusCode).toBe(403);
    expect((await get(`/api/block/${manager.id}`, manager)).json().message).toBe(
      'You cannot block your own account.',
    );
    const client = await quickUser(t);
    expect((await get(`/api/verify_attendance/${client.id}`, client)).statusCode).toBe(403);
    const partner = await quickUser(t, ['brp-partner-manager']);
    expect((await get('/api/attendance/scan?qr=ABC123', partner)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromQr } from '@/server/modules/attendance/routes';
import { formatDateYmd } from '@/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { onlineDriver, quickUser, type TestDriver } from '../helpers/rides';

let clock: Date | null = null;
let t: TestApp;
let manager: TestDriver;
let admin: TestDriver;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock ?? new Date() } });
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

  it("links the driver's chosen meeting schedule and verifies attendance against today's meeting", async () => {
    const driver = await onlineDriver(t, { name: 'Meeting Driver' });
    const code = await codeOf(driver.id);
    const create = async (resource: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/${resource}`,
        headers: admin.auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const choose = (meetingId: number, scheduleId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/set_meeting_schedule',
        headers: driver.auth,
        payload: { meeting_id: meetingId, meeting_schedule_id: scheduleId },
      });
    const today = formatDateYmd();
    const tomorrow = formatDateYmd(new Date(Date.parse(`${today}T12:00:00+08:00`) + 86_400_000));

    // Before choosing anything: no meeting, no schedule.
    const before = (await get(`/api/attendance/scan?qr=${code}`, manager)).json();
    expect(before).toMatchObject({ meeting: null, schedule: null });

    // Tomorrow's meeting chosen first: the scan shows it (it is not today's, so verifying is today's attendance).
    const later = await create('meetings', {
      date: tomorrow,
      description: 'Safety briefing',
      branch_id: null,
      choose_until: `${tomorrow}T08:00:00+08:00`,
    });
    const laterSlot = await create('meeting-schedules', { meeting_id: later.id, start_time: '15:00' });
    // The driver chooses early this morning (Manila), while choosing is open.
    clock = new Date(`${today}T06:00:00+08:00`);
    expect((await choose(later.id, laterSlot.id)).statusCode).toBe(200);
    const upcoming = (await get(`/api/attendance/scan?qr=${code}`, manager)).json();
    expect(upcoming).toMatchObject({
      meeting: { id: later.id, date: tomorrow, description: 'Safety briefing', is_today: false },
      schedule: { id: laterSlot.id, start_time: '15:00' },
      participant: { attended_at: null },
    });

    // Today's general meeting: the driver chose the 9:00 AM slot; today's meeting comes first on the scan.
    const meeting = await create('meetings', {
      date: today,
      description: 'November general meeting',
      branch_id: null,
      choose_until: `${today}T08:00:00+08:00`,
    });
    const morning = await create('meeting-schedules', {
      meeting_id: meeting.id,
      start_time: '09:00',
      description: 'Morning batch',
    });
    await create('meeting-schedules', {
      meeting_id: meeting.id,
      start_time: '14:00',
      description: 'Afternoon',
    });
    expect((await choose(meeting.id, morning.id)).statusCode).toBe(200);
    // The scan and the verification happen later the same Manila day, whatever hour the suite runs at.
    clock = new Date(`${today}T10:00:00+08:00`);

    const scan = (await get(`/api/attendance/scan?qr=${code}`, manager)).json();
    expect(scan).toMatchObject({
      meeting: { id: meeting.id, date: today, description: 'November general meeting', is_today: true },
      schedule: { id: morning.id, description: 'Morning batch', start_time: '09:00' },
      participant: { attended_at: null },
    });

    const verified = await get(`/api/verify_attendance/${driver.id}`, manager);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toMatch(
      /^Attendance verified at \d{1,2}:\d{2} [AP]M for today's meeting \(9:00 AM schedule\)\.$/,
    );
    const { rows } = await t.database.pool.query<{ attended_at: Date | null; meeting_id: number }>(
      'SELECT meeting_id, attended_at FROM meeting_participants WHERE driver_id = $1 ORDER BY meeting_id',
      [driver.id],
    );
    expect(rows.find((row) => row.meeting_id === meeting.id)?.attended_at).not.toBeNull();
    expect(rows.find((row) => row.meeting_id === later.id)?.attended_at).toBeNull();
    const after = (await get(`/api/attendance/scan?qr=${code}`, manager)).json();
    expect(Date.parse(after.participant.attended_at)).toBe(
      rows.find((row) => row.meeting_id === meeting.id)?.attended_at?.getTime(),
    );
    const again = await get(`/api/verify_attendance/${driver.id}`, manager);
    expect(again.json().message).toMatch(
      /^Attendance at today's meeting \(9:00 AM schedule\) was already verified at /,
    );

    // Staff who chose Filipino read the answer in Filipino.
    const filipino = await t.app.inject({
      url: `/api/verify_attendance/${driver.id}`,
      headers: { ...manager.auth, 'accept-language': 'fil' },
    });
    expect(filipino.json().message).toMatch(
      /^Na-verify na kanina nang .* sa meeting ngayon \(schedule na 9:00 AM\)\.$/,
    );
    clock = null;
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

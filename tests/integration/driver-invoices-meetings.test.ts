import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { onlineDriver, quickUser, type TestDriver } from '../helpers/rides';

let clock: Date | null = null;
let t: TestApp;
let staff: TestDriver;
const manila = (local: string) => new Date(`${local}+08:00`);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock ?? new Date() } });
  staff = await quickUser(t, ['operations-manager']);
});
afterAll(async () => {
  await t?.close();
});

async function create(resource: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${resource}`,
    headers: staff.auth,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('invoices', () => {
  it('shows each driver only their own unpaid invoices, with the total and the payment link', async () => {
    const juan = await onlineDriver(t, { name: 'Juan' });
    const pedro = await onlineDriver(t, { name: 'Pedro' });
    await create('driver-invoices', {
      driver_id: juan.id,
      notes: 'Insurance for November',
      target_date: '2026-11-30',
      total_amount: 65000,
    });
    const penalty = await create('driver-invoices', {
      driver_id: juan.id,
      notes: 'Penalty: 3000 first offence less 650 initial payment',
      target_date: '2026-12-05',
      total_amount: 235000,
      payment_link: 'https://pay.example.com/juan',
    });
    await create('driver-invoices', {
      driver_id: pedro.id,
      notes: 'Insurance for November',
      target_date: '2026-11-30',
      total_amount: 65000,
    });

    const mine = await t.app.inject({ url: '/api/insurance/unpaid_list', headers: juan.auth });
    expect(mine.json()).toMatchObject({ total_unpaid: 300000, link: 'https://pay.example.com/juan' });
    expect(mine.json().data.map((i: { notes: string }) => i.notes)).toEqual([
      'Insurance for November',
      'Penalty: 3000 first offence less 650 initial payment',
    ]);
    expect(mine.json().data.every((i: { driver_id: number }) => i.driver_id === juan.id)).toBe(true);
    const his = await t.app.inject({ url: '/api/insurance/unpaid_list', headers: pedro.auth });
    expect(his.json()).toMatchObject({ total_unpaid: 65000, link: null });
    expect(his.json().data).toHaveLength(1);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/driver-invoices/${penalty.id}`,
      headers: staff.auth,
      payload: { status: 'paid' },
    });
    const after = await t.app.inject({ url: '/api/insurance/unpaid_list', headers: juan.auth });
    expect(after.json()).toMatchObject({ total_unpaid: 65000, link: null });

    const rider = await quickUser(t);
    expect((await t.app.inject({ url: '/api/insurance/unpaid_list', headers: rider.auth })).statusCode).toBe(
      403,
    );
  });
});

describe('general meetings', () => {
  it('lets invited drivers choose one schedule once, while choosing is open, in Manila time', async () => {
    const elNido = await onlineDriver(t, {
      branchId: 3,
      name: 'El Nido driver',
      at: { lat: 11.19, lng: 119.41 },
    });
    const ppc = await onlineDriver(t, { branchId: 2, name: 'Puerto driver' });
    const meeting = await create('meetings', {
      date: '2026-12-06',
      description: 'December general meeting',
      branch_id: 3,
      choose_until: '2026-12-05T12:00:00+08:00',
    });
    const morning = await create('meeting-schedules', {
      meeting_id: meeting.id,
      start_time: '09:00',
      description: 'Morning',
    });
    await create('meeting-schedules', {
      meeting_id: meeting.id,
      start_time: '14:00',
      description: 'Afternoon',
    });
    const other = await create('meetings', {
      date: '2026-12-07',
      branch_id: null,
      choose_until: '2026-12-06T12:00:00+08:00',
    });
    const otherSlot = await create('meeting-schedules', { meeting_id: other.id, start_time: '10:00' });

    const list = await t.app.inject({ url: '/api/meetings', headers: elNido.auth });
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([other.id, meeting.id]);
    const seenByPpc = await t.app.inject({ url: '/api/meetings', headers: ppc.auth });
    expect(seenByPpc.json().data.map((m: { id: number }) => m.id)).toEqual([other.id]);

    const set = (driver: TestDriver, meetingId: number, scheduleId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/set_meeting_schedule',
        headers: driver.auth,
        payload: { meeting_id: meetingId, meeting_schedule_id: scheduleId },
      });
    clock = manila('2026-12-05T11:59:59');
    expect((await set(ppc, meeting.id, morning.id)).json()).toEqual({
      message: 'You cannot access this page at the moment.',
    });
    expect((await set(elNido, meeting.id, otherSlot.id)).statusCode).toBe(400);
    const chosen = await set(elNido, meeting.id, morning.id);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      message: 'Your schedule is set!',
      data: { meeting_id: meeting.id, meeting_schedule_id: morning.id, schedule: { start_time: '09:00' } },
    });
    expect((await set(elNido, meeting.id, morning.id)).statusCode).toBe(409);
    const responded = await t.app.inject({
      url: `/api/has_responded?meeting_id=${meeting.id}`,
      headers: elNido.auth,
    });
    expect(responded.json()).toMatchObject({
      has_responded: true,
      data: { meeting_schedule_id: morning.id },
    });
    const notYet = await t.app.inject({
      url: `/api/has_responded?meeting_id=${other.id}`,
      headers: elNido.auth,
    });
    expect(notYet.json()).toEqual({ has_responded: false, data: null });

    // Choosing closes at its deadline (Manila time), and a past meeting never opens again.
    clock = manila('2026-12-06T12:00:01');
    expect((await set(ppc, other.id, otherSlot.id)).statusCode).toBe(409);
    clock = manila('2026-12-08T09:00:00');
    expect((await set(elNido, other.id, otherSlot.id)).json()).toEqual({
      message: 'Choosing a schedule for this meeting has ended.',
    });
    clock = null;
  });
});

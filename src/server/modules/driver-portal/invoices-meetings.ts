import { MEETING_MESSAGES } from '@/shared/messages';
import { meetingStatus } from '@/shared/rewards';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import type { App } from '@/server/types';

export const MEETING_SERVER_MESSAGES = {
  ALREADY_CHOSEN: 'You have already chosen a schedule for this meeting.',
  CLOSED: 'Choosing a schedule for this meeting has ended.',
  WRONG_SCHEDULE: 'This schedule is not part of this meeting.',
  NOT_FOUND: 'Meeting not found.',
} as const;

/** The driver's own unpaid invoices, oldest target date first; the payment link is the newest one given. */
export async function unpaidInvoices(app: App, driverId: number) {
  const { rows } = await app.deps.db.query<{
    id: number;
    notes: string;
    target_date: string;
    total_amount: number;
    driver_id: number;
    payment_link: string;
  }>(
    `SELECT id, notes, target_date, total_amount, driver_id, payment_link FROM driver_invoices
      WHERE driver_id = $1 AND status = 'unpaid' ORDER BY target_date, id`,
    [driverId],
  );
  const link = [...rows].reverse().find((row) => row.payment_link)?.payment_link ?? null;
  return {
    data: rows.map(({ payment_link: _link, ...row }) => row),
    total_unpaid: rows.reduce((sum, row) => sum + row.total_amount, 0),
    link,
  };
}

async function driverBranch(app: App, driverId: number): Promise<number | null> {
  const { rows } = await app.deps.db.query<{ branch_id: number | null }>(
    'SELECT coalesce(d.branch_id, u.branch_id) AS branch_id FROM users u LEFT JOIN drivers d ON d.user_id = u.id WHERE u.id = $1',
    [driverId],
  );
  return rows[0]?.branch_id ?? null;
}

/** Meetings the driver is invited to (their branch or every branch), newest first, with their schedules. */
export async function meetingsFor(app: App, driverId: number) {
  const branch = await driverBranch(app, driverId);
  const { rows } = await app.deps.db.query<{
    id: number;
    date: string;
    description: string;
    choose_until: Date;
    schedules: { id: number; description: string; start_time: string }[];
    my_schedule_id: number | null;
  }>(
    `SELECT m.id, m.date, m.description, m.choose_until,
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'description', s.description, 'start_time', s.start_time)
                               ORDER BY s.start_time, s.id)
                        FROM meeting_schedules s WHERE s.meeting_id = m.id), '[]') AS schedules,
            (SELECT p.meeting_schedule_id FROM meeting_participants p WHERE p.meeting_id = m.id AND p.driver_id = $1)
              AS my_schedule_id
       FROM meetings m
      WHERE m.branch_id IS NULL OR m.branch_id = $2
      ORDER BY m.date DESC, m.id DESC LIMIT 20`,
    [driverId, branch],
  );
  return { data: rows.map((row) => ({ ...row, choose_until: row.choose_until.toISOString() })) };
}

async function participation(app: App, driverId: number, meetingId: number) {
  const { rows } = await app.deps.db.query<{
    meeting_id: number;
    meeting_schedule_id: number;
    schedule: { id: number; description: string; start_time: string };
  }>(
    `SELECT p.meeting_id, p.meeting_schedule_id,
            json_build_object('id', s.id, 'description', s.description, 'start_time', s.start_time) AS schedule
       FROM meeting_participants p JOIN meeting_schedules s ON s.id = p.meeting_schedule_id
      WHERE p.meeting_id = $1 AND p.driver_id = $2`,
    [meetingId, driverId],
  );
  return rows[0] ?? null;
}

export async function hasResponded(app: App, driverId: number, meetingId: number) {
  const data = await participation(app, driverId, meetingId);
  return { has_responded: data !== null, data };
}

/** Once per meeting, only while choosing is open and the meeting is not past, only for invited drivers. */
export async function setMeetingSchedule(app: App, driverId: number, meetingId: number, scheduleId: number) {
  const { rows } = await app.deps.db.query<{
    date: string;
    branch_id: number | null;
    choose_until: Date;
    start_time: string | null;
    schedule_meeting: number | null;
  }>(
    `SELECT m.date, m.branch_id, m.choose_until,
            (SELECT min(start_time) FROM meeting_schedules WHERE meeting_id = m.id) AS start_time,
            (SELECT s.meeting_id FROM meeting_schedules s WHERE s.id = $2) AS schedule_meeting
       FROM meetings m WHERE m.id = $1`,
    [meetingId, scheduleId],
  );
  const meeting = rows[0];
  if (!meeting) throw notFound(MEETING_SERVER_MESSAGES.NOT_FOUND);
  if (meeting.branch_id !== null && meeting.branch_id !== (await driverBranch(app, driverId))) {
    throw forbidden(MEETING_MESSAGES.ACCESS_RESTRICTED);
  }
  if (meeting.schedule_meeting !== meetingId) throw badRequest(MEETING_SERVER_MESSAGES.WRONG_SCHEDULE);
  const now = app.now();
  const status = meetingStatus({ date: meeting.date, startTime: meeting.start_time ?? '00:00' }, now);
  if (status === MEETING_MESSAGES.PAST || now > meeting.choose_until)
    throw conflict(MEETING_SERVER_MESSAGES.CLOSED);
  const inserted = await app.deps.db.query(
    `INSERT INTO meeting_participants (meeting_id, meeting_schedule_id, driver_id) VALUES ($1, $2, $3)
     ON CONFLICT (meeting_id, driver_id) DO NOTHING`,
    [meetingId, scheduleId, driverId],
  );
  if (!inserted.rowCount) throw conflict(MEETING_SERVER_MESSAGES.ALREADY_CHOSEN);
  return { message: MEETING_MESSAGES.SCHEDULE_SET, data: (await participation(app, driverId, meetingId))! };
}

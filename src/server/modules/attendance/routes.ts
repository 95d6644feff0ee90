import type { RoleName } from '@schemas/account';
import { messageSchema, scannedUserSchema, scanQuerySchema, userIdParamsSchema } from '@schemas/attendance';
import { errorResponses } from '@schemas/common';
import { formatDateYmd, formatManila } from '@/shared/dates';
import { type Queryable, transaction } from '@/server/db/pool';
import { defineMessages } from '@/shared/i18n';
import { badRequest, forbidden, notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { photoUrl } from '../accounts/account-view';
import { setBlocked } from '../admin/users';

/** Scanner users (spec part 2 §6: admin or operations-manager). */
const SCANNER_ROLES = ['admin', 'operations-manager'] as const satisfies readonly RoleName[];
const TAGS = ['attendance'];

/**
 * The referral code a scanned QR names: the ID card's QR is the driver's share link (…/share/{code});
 * a bare code is accepted too. Codes of payment QRs and anything else give null.
 */
export function codeFromQr(qr: string): string | null {
  const text = qr.trim();
  if (!text || text.toLowerCase().includes('p2pqrpay')) return null;
  const shared = /\/share\/([^/?#\s]+)/.exec(text);
  const code = shared ? decodeURIComponent(shared[1]) : text;
  return /^[A-Za-z0-9_-]{3,40}$/.test(code) ? code : null;
}

/** The scanner's answers (English from the spec's wording; Filipino for staff who chose it). */
export const ATTENDANCE_MESSAGES = defineMessages(
  {
    notOurs: 'This QR code is not a BRP ID card or meeting pass.',
    unknownCode: 'No account has this QR code.',
    verified: 'Attendance verified at {time}.',
    alreadyVerified: 'Attendance was already verified today at {time}.',
    meetingVerified: "Attendance verified at {time} for today's meeting ({schedule} schedule).",
    meetingAlreadyVerified:
      "Attendance at today's meeting ({schedule} schedule) was already verified at {time}.",
    notYourself: 'You cannot block your own account.',
    adminOnly: 'Only an admin can block or unblock an admin account.',
    blocked: '{name} is blocked.',
    unblocked: '{name} is unblocked.',
  },
  {
    notOurs: 'Hindi ito QR code ng BRP ID card o meeting pass.',
    unknownCode: 'Walang account na may ganitong QR code.',
    verified: 'Na-verify ang attendance nang {time}.',
    alreadyVerified: 'Na-verify na ang attendance kanina nang {time}.',
    meetingVerified: 'Na-verify ang attendance nang {time} sa meeting ngayon (schedule na {schedule}).',
    meetingAlreadyVerified:
      'Na-verify na kanina nang {time} ang attendance sa meeting ngayon (schedule na {schedule}).',
    notYourself: 'Hindi mo puwedeng i-block ang sarili mong account.',
    adminOnly: 'Admin lang ang puwedeng mag-block o mag-unblock ng admin account.',
    blocked: 'Naka-block na si {name}.',
    unblocked: 'Na-unblock na si {name}.',
  },
);

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
}

type ChosenSchedule = {
  meeting_id: number;
  date: string;
  meeting_description: string;
  schedule_id: number;
  schedule_description: string;
  start_time: string;
  attended_at: Date | null;
};

/**
 * The general meeting a scanned driver chose a schedule for: today's meeting first, otherwise the next one,
 * otherwise the latest past one.
 */
async function meetingOf(db: Queryable, userId: number, today: string): Promise<ChosenSchedule | null> {
  const { rows } = await db.query<ChosenSchedule>(
    `SELECT m.id AS meeting_id, m.date, m.description AS meeting_description, s.id AS schedule_id,
            s.description AS schedule_description, s.start_time, p.attended_at
       FROM meeting_participants p
       JOIN meetings m ON m.id = p.meeting_id
       JOIN meeting_schedules s ON s.id = p.meeting_schedule_id
      WHERE p.driver_id = $1
      ORDER BY m.date = $2 DESC, m.date > $2 DESC, CASE WHEN m.date > $2 THEN m.date END ASC, m.date DESC
      LIMIT 1`,
    [userId, today],
  );
  return rows[0] ?? null;
}

export default async function attendanceRoutes(app: App) {
  const db = app.deps.db;
  const access = [...SCANNER_ROLES];

  async function details(userId: number) {
    const today = formatDateYmd(app.now());
    const { rows } = await db.query<{
      id: number;
      code: string;
      name: string;
      phone: string | null;
      email: string | null;
      upload: string | null;
      is_blocked: boolean;
      roles: string[];
      attended_at: Date | null;
    }>(
      `SELECT u.id, u.code, u.name, u.phone, u.email::text AS email, u.customizable_photo::text AS upload,
              u.is_blocked,
              coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
              (SELECT a.attended_at FROM attendance_records a WHERE a.user_id = u.id AND a.attended_on = $2::date)
                AS attended_at
         FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId, today],
    );
    const row = rows[0];
    if (!row) throw notFound(ATTENDANCE_MESSAGES.en.unknownCode);
    const chosen = await meetingOf(db, userId, today);
    const photo = photoUrl(row.upload);
    return {
      user: {
        id: row.id,
        code: row.code,
        name: row.name,
        phone: row.phone,
        email: row.email,
        photo,
        customizable_photo: photo,
        is_blocked: row.is_blocked,
        roles: row.roles,
      },
      meeting: chosen && {
        id: chosen.meeting_id,
        date: chosen.date,
        description: chosen.meeting_description,
        is_today: chosen.date === today,
      },
      schedule: chosen && {
        id: chosen.schedule_id,
        description: chosen.schedule_description,
        start_time: chosen.start_time,
      },
      participant: {
        // Today's meeting: when the person came to it; otherwise today's attendance (ID card scans).
        attended_at: (chosen?.date === today ? chosen.attended_at : row.attended_at)?.toISOString() ?? null,
      },
    };
  }

  app.get(
    '/attendance/scan',
    {
      schema: {
        tags: TAGS,
        summary: 'The account a scanned ID card or meeting pass QR belongs to',
        querystring: scanQuerySchema,
        response: { 200: scannedUserSchema, ...errorResponses },
      },
      config: { access },
    },
    async (request) => {
      const code = codeFromQr(request.query.qr);
      if (!code) throw badRequest(ATTENDANCE_MESSAGES.en.notOurs);
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE code = $1 AND deleted_at IS NULL',
        [code],
      );
      if (!rows[0]) throw notFound(ATTENDANCE_MESSAGES.en.unknownCode);
      return details(rows[0].id);
    },
  );

  app.get(
    '/verify_attendance/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Record that the scanned person attended today',
        params: userIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
      config: { access },
    },
    async (request) => {
      const { id } = request.params;
      await details(id);
      const today = formatDateYmd(app.now());
      return transaction(db, async (client) => {
        const { rows } = await client.query<{ attended_at: Date; created: boolean }>(
          `WITH inserted AS (
             INSERT INTO attendance_records (user_id, attended_on, verified_by) VALUES ($1, $2::date, $3)
             ON CONFLICT (user_id, attended_on) DO NOTHING RETURNING attended_at
           )
           SELECT attended_at, true AS created FROM inserted
           UNION ALL
           SELECT attended_at, false FROM attendance_records WHERE user_id = $1 AND attended_on = $2::date
           LIMIT 1`,
          [id, today, request.user!.id],
        );
        // The schedule the person chose for today's meeting is marked attended (once; the first scan's time).
        const meeting = await client.query<{ attended_at: Date; start_time: string; created: boolean }>(
          `WITH target AS (
             SELECT p.id, p.attended_at AS before, s.start_time
               FROM meeting_participants p
               JOIN meetings m ON m.id = p.meeting_id
               JOIN meeting_schedules s ON s.id = p.meeting_schedule_id
              WHERE p.driver_id = $1 AND m.date = $2
              FOR UPDATE OF p
           )
           UPDATE meeting_participants p SET attended_at = coalesce(target.before, now())
             FROM target WHERE p.id = target.id
           RETURNING p.attended_at, target.start_time, target.before IS NULL AS created`,
          [id, today],
        );
        const m = ATTENDANCE_MESSAGES.en;
        const attended = meeting.rows[0];
        if (attended) {
          const time = formatManila(attended.attended_at, 'h:mm A');
          const schedule = formatManila(`${today}T${attended.start_time}:00+08:00`, 'h:mm A');
          const text = attended.created ? m.meetingVerified : m.meetingAlreadyVerified;
          return { message: fill(text, { time, schedule }) };
        }
        const time = formatManila(rows[0].attended_at, 'h:mm A');
        return { message: fill(rows[0].created ? m.verified : m.alreadyVerified, { time }) };
      });
    },
  );

  for (const blocking of [true, false]) {
    app.get(
      blocking ? '/block/:id' : '/unblock/:id',
      {
        schema: {
          tags: TAGS,
          summary: blocking ? 'Block the scanned account; its sessions end' : 'Unblock the scanned account',
          params: userIdParamsSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
        config: { access },
      },
      async (request) => {
        const { id } = request.params;
        const actor = request.user!;
        if (blocking && id === actor.id) throw forbidden(ATTENDANCE_MESSAGES.en.notYourself);
        const target = await details(id);
        if (target.user.roles.includes('admin') && !actor.roles.includes('admin')) {
          throw forbidden(ATTENDANCE_MESSAGES.en.adminOnly);
        }
        // The same block as the console's: recorded, its sessions ended and its live sockets closed at once.
        await setBlocked(app, { actorId: actor.id, userId: id, blocked: blocking });
        return {
          message: fill(blocking ? ATTENDANCE_MESSAGES.en.blocked : ATTENDANCE_MESSAGES.en.unblocked, {
            name: target.user.name,
          }),
        };
      },
    );
  }
}

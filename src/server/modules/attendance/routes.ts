import type { RoleName } from '../../../../schemas/account';
import {
  messageSchema,
  scannedUserSchema,
  scanQuerySchema,
  userIdParamsSchema,
} from '../../../../schemas/attendance';
import { errorResponses } from '../../../../schemas/common';
import { formatDateYmd, formatManila } from '../../../shared/dates';
import { transaction } from '../../db/pool';
import { badRequest, forbidden, notFound } from '../../errors';
import type { App } from '../../types';
import { photoUrl } from '../accounts/account-view';

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

export default async function attendanceRoutes(app: App) {
  const db = app.deps.db;
  const access = [...SCANNER_ROLES];

  async function details(userId: number) {
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
      [userId, formatDateYmd()],
    );
    const row = rows[0];
    if (!row) throw notFound('No account has this QR code.');
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
      meeting: null,
      schedule: null,
      participant: { attended_at: row.attended_at?.toISOString() ?? null },
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
      if (!code) throw badRequest('This QR code is not a BRP ID card or meeting pass.');
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE code = $1 AND deleted_at IS NULL',
        [code],
      );
      if (!rows[0]) throw notFound('No account has this QR code.');
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
      const { rows } = await db.query<{ attended_at: Date; created: boolean }>(
        `WITH inserted AS (
           INSERT INTO attendance_records (user_id, attended_on, verified_by) VALUES ($1, $2::date, $3)
           ON CONFLICT (user_id, attended_on) DO NOTHING RETURNING attended_at
         )
         SELECT attended_at, true AS created FROM inserted
         UNION ALL
         SELECT attended_at, false FROM attendance_records WHERE user_id = $1 AND attended_on = $2::date
         LIMIT 1`,
        [id, formatDateYmd(), request.user!.id],
      );
      const record = rows[0];
      const time = formatManila(record.attended_at, 'h:mm A');
      return {
        message: record.created
          ? `Attendance verified at ${time}.`
          : `Attendance was already verified today at ${time}.`,
      };
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
        if (blocking && id === actor.id) throw forbidden('You cannot block your own account.');
        const target = await details(id);
        if (target.user.roles.includes('admin') && !actor.roles.includes('admin')) {
          throw forbidden('Only an admin can block or unblock an admin account.');
        }
        await transaction(db, async (client) => {
          await client.query('UPDATE users SET is_blocked = $2, updated_at = now() WHERE id = $1', [
            id,
            blocking,
          ]);
          if (blocking) {
            await client.query(
              'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
              [id],
            );
          }
        });
        return {
          message: blocking ? `${target.user.name} is blocked.` : `${target.user.name} is unblocked.`,
        };
      },
    );
  }
}

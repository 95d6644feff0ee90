import type { Account, RoleName } from '@schemas/account';
import { joinRoleNames } from '@/shared/roles';
import type { Queryable } from '@/server/db/pool';

import { signedUploadPath } from '../uploads/signing';

/** A photo's link, signed: only responses allowed to show the photo hand it out (see uploads/signing). */
export const photoUrl = (uploadId: string | null) => (uploadId ? signedUploadPath(uploadId) : null);

type Row = {
  id: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  roles: RoleName[] | null;
  branch_id: number | null;
  branch_name: string | null;
  customizable_photo: string | null;
  note: string;
  is_foreign: boolean;
  locale: 'en' | 'fil' | null;
};

/**
 * Cancellations today count toward the daily limit, except a booking no driver took while dispatch told the
 * rider it was still looking (that cancel costs nothing). The bookings module adds its table in a later migration.
 */
async function cancelCountToday(db: Queryable, userId: number): Promise<number> {
  const exists = await db.query(`SELECT to_regclass('public.bookings') IS NOT NULL AS present`);
  if (!exists.rows[0]?.present) return 0;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM bookings
      WHERE cancelled_by_user_id = $1 AND (driver_id IS NOT NULL OR still_looking_since IS NULL)
        AND cancelled_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila')`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function accountView(db: Queryable, userId: number): Promise<Account | null> {
  const { rows } = await db.query<Row>(
    `SELECT u.id, u.code, u.name, u.email::text AS email, u.phone, u.customizable_photo::text AS customizable_photo,
            u.note, u.is_foreign, u.locale, u.branch_id, b.name AS branch_name,
            array_agg(r.role ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL) AS roles
       FROM users u
       LEFT JOIN branches b ON b.id = u.branch_id
       LEFT JOIN user_roles r ON r.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL
      GROUP BY u.id, b.name`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const roles = row.roles ?? [];
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role_name: joinRoleNames(roles),
    roles: roles.map((name) => ({ name })),
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    customizable_photo: photoUrl(row.customizable_photo),
    note: row.note,
    cancel_count: await cancelCountToday(db, row.id),
    is_foreign: row.is_foreign,
    locale: row.locale,
  };
}

import type {
  RecentlyBookedAction,
  RecentlyBookedQuery,
  RecentlyBookedRecord,
} from '@schemas/recently-booked';
import { notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { photoUrl } from '../accounts/account-view';
import { analyticsOf } from '../analytics';

export const RECENTLY_BOOKED_TOPIC = 'recently-booked';
/** Actions that are also product events (spec part 1 §7); view_details is logged only. */
const TRACKED_ACTIONS = new Set<RecentlyBookedAction>(['call_driver', 'text_driver', 'dont_book']);

type RecordRow = {
  id: number;
  created_at: Date;
  action_slug: RecentlyBookedAction;
  is_notified: boolean;
  driver_id: number;
  driver_name: string;
  driver_upload: string | null;
  user_id: number | null;
  user_name: string | null;
  user_upload: string | null;
};

const RECORD_SELECT = `
  SELECT r.id, r.created_at, r.action_slug, r.is_notified, r.driver_id, d.name AS driver_name,
         d.customizable_photo::text AS driver_upload, r.user_id, coalesce(r.user_name, u.name) AS user_name,
         u.customizable_photo::text AS user_upload
    FROM recently_booked r
    JOIN users d ON d.id = r.driver_id
    LEFT JOIN users u ON u.id = r.user_id`;

function toRecord(row: RecordRow): RecentlyBookedRecord {
  return {
    id: row.id,
    timestamp: row.created_at.toISOString(),
    actionSlug: row.action_slug,
    driver: { id: row.driver_id, name: row.driver_name, photoUrl: photoUrl(row.driver_upload) },
    user:
      row.user_name === null && row.user_id === null
        ? null
        : { name: row.user_name ?? '', photoUrl: photoUrl(row.user_upload) },
    isn: row.is_notified,
  };
}

/**
 * Logs a contact action on a driver's popup, publishes it to the admins' live panel and records the
 * product event. A logged-in visitor (a driver acting too) is logged under their own name.
 */
export async function logAction(
  app: App,
  user: AuthUser | null,
  body: { action_slug: RecentlyBookedAction; driver_id: number; confirmed?: boolean },
): Promise<RecentlyBookedRecord> {
  const { rows: inserted } = await app.deps.db.query<{ id: number }>(
    `INSERT INTO recently_booked (action_slug, driver_id, user_id, user_name, is_notified)
     SELECT $1, d.user_id, u.id, u.name, $4
       FROM drivers d LEFT JOIN users u ON u.id = $3
      WHERE d.user_id = $2
     RETURNING id`,
    [body.action_slug, body.driver_id, user?.id ?? null, body.confirmed === true],
  );
  if (!inserted[0]) throw notFound('Driver not found.');
  const { rows } = await app.deps.db.query<RecordRow>(`${RECORD_SELECT} WHERE r.id = $1`, [inserted[0].id]);
  const record = toRecord(rows[0]);
  await app.realtime
    .publish(RECENTLY_BOOKED_TOPIC, record)
    .catch((error) => app.log.warn({ err: error }, 'recently booked'));
  if (TRACKED_ACTIONS.has(body.action_slug)) {
    analyticsOf(app).record({
      name: body.action_slug,
      params: { driver_id: body.driver_id },
      userId: user?.id ?? null,
      source: 'server',
    });
  }
  return record;
}

/** Newest first, within an optional time range. */
export async function listRecords(app: App, query: RecentlyBookedQuery): Promise<RecentlyBookedRecord[]> {
  const { rows } = await app.deps.db.query<RecordRow>(
    `${RECORD_SELECT}
      WHERE ($1::timestamptz IS NULL OR r.created_at >= $1) AND ($2::timestamptz IS NULL OR r.created_at <= $2)
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $3`,
    [query.from ?? null, query.to ?? null, query.limit],
  );
  return rows.map(toRecord);
}

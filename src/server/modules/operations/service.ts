import { formatDateYmd, timeAgo } from '@/shared/dates';
import type { Locale } from '@/shared/i18n';
import { orderStatusLabel, rideStatusLabel } from '@/shared/status-labels';
import type {
  DriverInfo,
  HourlyRow,
  OpsToday,
  TrackingItem,
  TrackingList,
  TrackingQuery,
  TrikeBookingList,
  WebBooking,
} from '@schemas/operations';
import type { Queryable } from '@/server/db/pool';
import { badRequest, notFound } from '@/server/errors';
import { photoUrl } from '../accounts/account-view';

/** The Manila day's bounds as SQL, from a `YYYY-MM-DD` parameter. */
const DAY_START = (param: string) => `((${param}::date)::timestamp AT TIME ZONE 'Asia/Manila')`;

export function dayOrToday(date: string | undefined): string {
  const day = date ?? formatDateYmd();
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw badRequest('The date must be written as YYYY-MM-DD.');
  return day;
}

/** The dashboard's numbers for today. */
export async function today(db: Queryable): Promise<OpsToday> {
  const date = formatDateYmd();
  const { rows } = await db.query<Omit<OpsToday, 'date'>>(
    `SELECT
       (SELECT count(*)::int FROM bookings WHERE created_at >= ${DAY_START('$1')}) AS bookings,
       (SELECT count(*)::int FROM bookings WHERE status IN ('preparing', 'arrived', 'enroute')) AS ongoing,
       (SELECT count(*)::int FROM drivers WHERE is_online) AS online_drivers,
       (SELECT count(*)::int FROM bookings WHERE cancelled_by_who = 'system'
          AND cancelled_at >= ${DAY_START('$1')}) AS failed_bookings,
       (SELECT count(*)::int FROM bookings WHERE status = 'cancelled' AND cancelled_by_who IS DISTINCT FROM 'system'
          AND cancelled_at >= ${DAY_START('$1')}) AS cancellations,
       (SELECT count(*)::int FROM bookings WHERE status = 'delivered' AND delivered_at >= ${DAY_START('$1')}) AS finished`,
    [date],
  );
  return { date, ...rows[0] };
}

type HourlyKind = 'online' | 'ongoing' | 'failed';
/** The online rows' count of drivers whatever they take: one taking three services is one driver. */
const ALL_SERVICES = 'all';

function shapeHourly(kind: HourlyKind, rows: { hour: number; service: string; n: number }[]): HourlyRow[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const row: HourlyRow = { hour } as HourlyRow;
    for (const service of ['ride', 'pautos', 'delivery']) {
      row[`total_${kind}_${service}`] = rows.find((r) => r.hour === hour && r.service === service)?.n ?? 0;
    }
    if (kind === 'online')
      row.total_online_drivers = rows.find((r) => r.hour === hour && r.service === ALL_SERVICES)?.n ?? 0;
    return row;
  });
}

const HOURS = `SELECT h AS hour, ${DAY_START('$1')} + make_interval(hours => h) AS hs,
                      ${DAY_START('$1')} + make_interval(hours => h + 1) AS he
                 FROM generate_series(0, 23) AS h`;

/**
 * Drivers online per hour and service: a driver counts in an hour when an online stretch of theirs
 * (from their recorded online/offline events) taking that service overlaps it. Stretches still open end now.
 * Each hour also counts the drivers online for any service once (`total_online_drivers`).
 */
export async function onlineByHour(db: Queryable, day: string): Promise<HourlyRow[]> {
  const { rows } = await db.query<{ hour: number; service: string; n: number }>(
    `WITH events AS (
       SELECT user_id, is_online, accepts_ride, accepts_pautos, accepts_delivery, created_at AS since,
              lead(created_at) OVER (PARTITION BY user_id ORDER BY created_at, id) AS until
         FROM driver_online_events
        WHERE created_at < ${DAY_START('$1')} + interval '1 day'
          AND created_at >= ${DAY_START('$1')} - interval '7 days'
     ), stretches AS (
       SELECT user_id, since, coalesce(until, now()) AS until, s.service
         FROM events
        CROSS JOIN LATERAL (VALUES ('ride', accepts_ride), ('pautos', accepts_pautos), ('delivery', accepts_delivery))
              AS s(service, takes)
        WHERE is_online AND s.takes
     ), hours AS (${HOURS})
     SELECT hours.hour, coalesce(st.service, '${ALL_SERVICES}') AS service, count(DISTINCT st.user_id)::int AS n
       FROM hours JOIN stretches st ON st.since < hours.he AND st.until > hours.hs
      GROUP BY GROUPING SETS ((hours.hour, st.service), (hours.hour))`,
    [day],
  );
  return shapeHourly('online', rows);
}

/** Bookings under way per hour and service: from a driver's acceptance to delivery or cancellation. */
export async function ongoingByHour(db: Queryable, day: string): Promise<HourlyRow[]> {
  const { rows } = await db.query<{ hour: number; service: string; n: number }>(
    `WITH hours AS (${HOURS})
     SELECT hours.hour, b.service, count(DISTINCT b.id)::int AS n
       FROM hours JOIN bookings b
         ON b.accepted_at IS NOT NULL AND b.accepted_at < hours.he
        AND coalesce(b.delivered_at, b.cancelled_at, now()) > hours.hs
      GROUP BY hours.hour, b.service`,
    [day],
  );
  return shapeHourly('ongoing', rows);
}

/** Failed bookings per hour (by when they were made) and service: those dispatch gave up on. */
export async function failedByHour(db: Queryable, day: string): Promise<HourlyRow[]> {
  const { rows } = await db.query<{ hour: number; service: string; n: number }>(
    `WITH hours AS (${HOURS})
     SELECT hours.hour, b.service, count(*)::int AS n
       FROM hours JOIN bookings b
         ON b.cancelled_by_who = 'system' AND b.created_at >= hours.hs AND b.created_at < hours.he
      GROUP BY hours.hour, b.service`,
    [day],
  );
  return shapeHourly('failed', rows);
}

type RawStatus = {
  name: string;
  updated_at: string;
  role: 'customer' | 'driver' | 'store' | 'staff' | 'system' | null;
};

type TrackingRow = {
  id: number;
  code: string;
  service: 'ride' | 'pautos' | 'delivery';
  status: string;
  driver_id: number | null;
  driver_name: string | null;
  driver_upload: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_type_name: string;
  rider_name: string;
  total: number;
  branch_id: number | null;
  branch_name: string | null;
  created_at: Date;
  updated_at: Date;
  cancelled_by_who: string | null;
  is_walk_in: boolean;
  is_quick_book: boolean;
  is_web: boolean;
  pickup_address: string;
  dropoff_address: string;
  km_distance: number | null;
  pickup_distance: number | null;
  pickup_charge_fee: number | null;
  pickup_per_exceed_km: number | null;
  pickup_km_limit: number | null;
  statuses: RawStatus[];
};

const TYPE_CONDITION: Record<NonNullable<TrackingQuery['type']>, string> = {
  all: 'true',
  ongoing: `b.status IN ('pending', 'preparing', 'arrived', 'enroute')`,
  finished: `b.status = 'delivered'`,
  canceled: `b.status = 'cancelled'`,
};

export function bookingLabel(row: { is_walk_in: boolean; is_quick_book: boolean; is_web: boolean }): string {
  if (row.is_walk_in) return 'Walk-in';
  if (row.is_quick_book) return 'Quick book';
  return row.is_web ? 'Web booking' : 'App booking';
}

/**
 * One line of a trip's timeline: the booking's own statuses (pending, preparing, delivered…) and, for pautos and
 * delivery orders, every order status entry (budget sent, store arrived…) with who made it.
 */
function timelineEntry(service: string, entry: RawStatus): TrackingItem['statuses'][number] {
  if (entry.role === null)
    return { name: entry.name, label: rideStatusLabel(entry.name), updated_at: entry.updated_at };
  return {
    name: entry.name,
    label: orderStatusLabel(service, entry.name),
    role: entry.role,
    updated_at: entry.updated_at,
  };
}

function toItem(row: TrackingRow): TrackingItem {
  return {
    id: row.id,
    code: row.code,
    service: row.service,
    status: row.status,
    status_label: rideStatusLabel(row.status),
    label: bookingLabel(row),
    statuses: row.statuses.map((entry) => timelineEntry(row.service, entry)),
    driver_id: row.driver_id,
    driver:
      row.driver_id === null
        ? null
        : {
            id: row.driver_id,
            name: row.driver_name ?? '',
            photoUrl: photoUrl(row.driver_upload),
            customizable_photo: photoUrl(row.driver_upload),
            vehicle: {
              car_model: row.vehicle_model ?? '',
              car_make: { name: row.vehicle_make ?? '' },
              vehicle_type: { name: row.vehicle_type_name },
            },
          },
    rider_name: row.rider_name,
    total: row.total,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_delivery: row.service === 'delivery',
    is_pautos: row.service === 'pautos',
    cancelled_by_who: row.cancelled_by_who,
    taxi_order: {
      is_walk_in: row.is_walk_in,
      is_quick_book: row.is_quick_book,
      pickup_address: row.pickup_address,
      dropoff_address: row.dropoff_address,
      trip_details: {
        km_distance: row.km_distance,
        pickup_distance: row.pickup_distance,
        pickup_charge_fee: row.pickup_charge_fee,
        pickup_per_exceed_km: row.pickup_per_exceed_km,
      },
      vehicle_type: { pickup_km_limit: row.pickup_km_limit },
    },
  };
}

/** Every booking of every service, newest first, with its status timeline (newest first). */
export async function trackingList(db: Queryable, query: TrackingQuery): Promise<TrackingList> {
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const values: unknown[] = [];
  const where = [TYPE_CONDITION[query.type ?? 'all']];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (query.branch_id) where.push(`b.branch_id = ${add(query.branch_id)}`);
  if (query.service) where.push(`b.service = ${add(query.service)}`);
  if (query.driver_id) where.push(`b.driver_id = ${add(query.driver_id)}`);
  if (query.date) {
    const day = add(dayOrToday(query.date));
    where.push(`b.created_at >= ${DAY_START(day)} AND b.created_at < ${DAY_START(day)} + interval '1 day'`);
  }
  const condition = where.join(' AND ');
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings b WHERE ${condition}`,
    values,
  );
  const total = counted.rows[0].n;
  const limit = add(perPage);
  const offset = add((page - 1) * perPage);
  const { rows } = await db.query<TrackingRow>(
    `SELECT b.id, b.code, b.service, b.status, b.driver_id, d.name AS driver_name,
            d.customizable_photo::text AS driver_upload, dr.vehicle_make, dr.vehicle_model,
            vt.name AS vehicle_type_name,
            CASE WHEN b.is_walk_in THEN coalesce(rb.user_name, rbu.name, '') ELSE r.name END AS rider_name, b.total, b.branch_id, br.name AS branch_name,
            b.created_at, b.updated_at, b.cancelled_by_who, b.is_walk_in, b.is_quick_book, b.is_web,
            b.pickup_address, b.dropoff_address, (b.trip_details->>'km_distance')::float8 AS km_distance,
            (b.trip_details->>'pickup_distance')::float8 AS pickup_distance,
            round((b.trip_details->>'pickup_charge_fee')::numeric)::int AS pickup_charge_fee,
            round((b.trip_details->>'pickup_per_exceed_km')::numeric)::int AS pickup_per_exceed_km,
            vt.pickup_km_limit::float8 AS pickup_km_limit,
            coalesce((SELECT json_agg(json_build_object('name', s.name, 'updated_at', s.at, 'role', s.role)
                                ORDER BY s.at DESC, s.kind DESC, s.id DESC)
                        FROM (SELECT bs.name, bs.created_at AS at, NULL::text AS role, 0 AS kind, bs.id::bigint AS id
                                FROM booking_statuses bs WHERE bs.booking_id = b.id
                              UNION ALL
                              SELECT oe.code, oe.created_at, oe.role, 1, oe.id
                                FROM order_status_entries oe WHERE oe.booking_id = b.id) s), '[]'::json) AS statuses
       FROM bookings b
       JOIN users r ON r.id = b.user_id
       JOIN vehicle_types vt ON vt.id = b.vehicle_type_id
       LEFT JOIN users d ON d.id = b.driver_id
       LEFT JOIN drivers dr ON dr.user_id = b.driver_id
       LEFT JOIN branches br ON br.id = b.branch_id
       LEFT JOIN recently_booked rb ON rb.id = b.recently_booked_id
       LEFT JOIN users rbu ON rbu.id = rb.user_id
      WHERE ${condition}
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT ${limit} OFFSET ${offset}`,
    values,
  );
  return {
    data: rows.map(toItem),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** Driver details for tracking: today's cancellations and earnings, and today's online activity. */
export async function driverInfo(db: Queryable, driverId: number): Promise<DriverInfo> {
  const date = formatDateYmd();
  const { rows } = await db.query<{
    id: number;
    name: string;
    phone: string | null;
    upload: string | null;
    is_online: boolean;
    cancel_count_today: number;
    earned_today: number;
  }>(
    `SELECT u.id, u.name, u.phone, u.customizable_photo::text AS upload, d.is_online,
            (SELECT count(*)::int FROM bookings b WHERE b.cancelled_by_user_id = u.id
                AND b.cancelled_at >= ${DAY_START('$2')}) AS cancel_count_today,
            (SELECT coalesce(sum(e.amount), 0)::int FROM driver_earnings e WHERE e.driver_id = u.id
                AND e.created_at >= ${DAY_START('$2')}) AS earned_today
       FROM users u JOIN drivers d ON d.user_id = u.id
      WHERE u.id = $1`,
    [driverId, date],
  );
  const driver = rows[0];
  if (!driver) throw notFound('Driver not found.');
  const activity = await db.query<{
    is_online: boolean;
    accepts_ride: boolean;
    accepts_pautos: boolean;
    accepts_delivery: boolean;
    created_at: Date;
  }>(
    `SELECT is_online, accepts_ride, accepts_pautos, accepts_delivery, created_at FROM driver_online_events
      WHERE user_id = $1 AND created_at >= ${DAY_START('$2')} ORDER BY created_at DESC, id DESC LIMIT 100`,
    [driverId, date],
  );
  return {
    id: driver.id,
    name: driver.name,
    phone: driver.phone,
    photoUrl: photoUrl(driver.upload),
    is_online: driver.is_online,
    cancel_count_today: driver.cancel_count_today,
    earned_today: driver.earned_today,
    online_activities: {
      data: activity.rows.map((row) => ({
        is_online: row.is_online,
        data: { ride: row.accepts_ride, pautos: row.accepts_pautos, delivery: row.accepts_delivery },
        created_at: row.created_at.toISOString(),
      })),
    },
  };
}

/**
 * Web-booking entries of a day: contacts made from the map (call, text, view details), each with the
 * driver's first booking after it, to see whether the contact became a walk-in trip.
 */
export async function webBookings(
  db: Queryable,
  day: string,
  locale: Locale,
  recordId?: number,
): Promise<WebBooking[]> {
  const { rows } = await db.query<{
    id: number;
    created_at: Date;
    action_slug: string;
    driver_id: number;
    driver_name: string;
    driver_upload: string | null;
    user_name: string | null;
    first_booking_id: number | null;
    first_booking_code: string | null;
    first_booking_is_walk_in: boolean | null;
  }>(
    `SELECT r.id, r.created_at, r.action_slug, r.driver_id, d.name AS driver_name,
            d.customizable_photo::text AS driver_upload, coalesce(r.user_name, u.name) AS user_name,
            fb.id AS first_booking_id, fb.code AS first_booking_code, fb.is_walk_in AS first_booking_is_walk_in
       FROM recently_booked r
       JOIN users d ON d.id = r.driver_id
       LEFT JOIN users u ON u.id = r.user_id
       LEFT JOIN LATERAL (
         SELECT b.id, b.code, b.is_walk_in FROM bookings b
          WHERE b.driver_id = r.driver_id AND (b.created_at >= r.created_at OR b.recently_booked_id = r.id)
          ORDER BY (b.recently_booked_id IS NOT DISTINCT FROM r.id) DESC, b.created_at, b.id LIMIT 1
       ) fb ON true
      WHERE r.created_at >= ${DAY_START('$1')} AND r.created_at < ${DAY_START('$1')} + interval '1 day'
        AND ($2::bigint IS NULL OR r.id = $2)
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT 100`,
    [day, recordId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    timestamp: row.created_at.toISOString(),
    actionSlug: row.action_slug,
    driver: { id: row.driver_id, name: row.driver_name, photoUrl: photoUrl(row.driver_upload) },
    time_ago: timeAgo(row.created_at, locale),
    user_name: row.user_name,
    first_booking_id: row.first_booking_id,
    first_booking_code: row.first_booking_code,
    first_booking_is_walk_in: row.first_booking_is_walk_in,
  }));
}

/** How many recent tricycle bookings the trike map lists. */
export const TRIKE_BOOKINGS_LIMIT = 20;

/** The latest tricycle bookings (any service), newest first, for the staff trike map. */
export async function trikeBookings(db: Queryable): Promise<TrikeBookingList> {
  const { rows } = await db.query<{
    id: number;
    code: string;
    driver_id: number | null;
    driver_name: string | null;
    driver_upload: string | null;
    created_at: Date;
    status: string;
    total: number;
  }>(
    `SELECT b.id, b.code, b.driver_id, d.name AS driver_name, d.customizable_photo::text AS driver_upload,
            b.created_at, b.status, b.total
       FROM bookings b
       JOIN vehicle_types vt ON vt.id = b.vehicle_type_id AND vt.slug = 'tricycle'
       LEFT JOIN users d ON d.id = b.driver_id
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT $1`,
    [TRIKE_BOOKINGS_LIMIT],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      code: row.code,
      driver:
        row.driver_id === null
          ? null
          : { id: row.driver_id, name: row.driver_name ?? '', photoUrl: photoUrl(row.driver_upload) },
      created_at: row.created_at.toISOString(),
      status: row.status,
      status_label: rideStatusLabel(row.status),
      total: row.total,
    })),
  };
}

import type { BookingDetails, SharedBooking, TripDetails } from '@schemas/booking';
import type { DriverLocations } from '@/server/adapters/locations/port';
import type { Queryable } from '@/server/db/pool';
import { photoUrl } from '../accounts/account-view';
import { bookingRouteLeg } from '@/shared/status-labels';
import type { Relation } from './access';

type Row = {
  id: number;
  code: string;
  status: BookingDetails['status'];
  user_id: number;
  driver_id: number | null;
  service: string;
  total: number;
  sub_total: number;
  tip: number;
  discount: number;
  discount_percent: number;
  coupon_code: string | null;
  note: string;
  has_luggage: boolean;
  verification_code: string;
  share_token: string;
  cancelled_by_who: BookingDetails['cancelled_by_who'];
  reason: string | null;
  cancelled_at: Date | null;
  still_looking_since: Date | null;
  created_at: Date;
  updated_at: Date;
  pickup_address: string;
  pickup_latitude: number;
  pickup_longitude: number;
  dropoff_address: string;
  dropoff_latitude: number;
  dropoff_longitude: number;
  driver_accept_latitude: number | null;
  driver_accept_longitude: number | null;
  is_quick_book: boolean;
  is_walk_in: boolean;
  walk_in_points: BookingDetails['walk_in_points'] | null;
  luggage_fee: number;
  web_fee: number;
  rates: { base_fare?: number; base_km_limit?: number; min_fare?: number; distance_fare?: number };
  trip_details: Partial<TripDetails>;
  pm_id: number;
  pm_name: string;
  pm_photo: string;
  user_name: string;
  user_photo: string | null;
  vt_id: number;
  vt_name: string;
  vt_slug: string;
  vt_photo: string;
  vt_pickup_km_limit: number;
  driver_name: string | null;
  driver_photo: string | null;
  driver_lat: number | null;
  driver_lng: number | null;
  driver_rating: number | null;
  driver_sim_phone: string | null;
  driver_reg_no: string | null;
  driver_color: string | null;
  driver_tricycle_color: string | null;
  driver_make: string | null;
  driver_model: string | null;
  driver_vt_id: number | null;
  driver_vt_name: string | null;
  driver_vt_slug: string | null;
  statuses: { name: string; updated_at: string }[] | null;
};

const DETAILS_SQL = `
  SELECT b.*,
         pm.id AS pm_id, pm.name AS pm_name, pm.photo AS pm_photo,
         u.name AS user_name, u.customizable_photo::text AS user_photo,
         vt.id AS vt_id, vt.name AS vt_name, vt.slug AS vt_slug, vt.photo AS vt_photo,
         vt.pickup_km_limit AS vt_pickup_km_limit,
         du.name AS driver_name, du.customizable_photo::text AS driver_photo,
         d.lat AS driver_lat, d.lng AS driver_lng, d.rating AS driver_rating, d.sim_phone AS driver_sim_phone,
         d.reg_no AS driver_reg_no, d.color AS driver_color, d.tricycle_color AS driver_tricycle_color,
         d.vehicle_make AS driver_make, d.vehicle_model AS driver_model,
         dvt.id AS driver_vt_id, dvt.name AS driver_vt_name, dvt.slug AS driver_vt_slug,
         (SELECT json_agg(json_build_object('name', s.name, 'updated_at', s.created_at) ORDER BY s.id)
            FROM booking_statuses s WHERE s.booking_id = b.id) AS statuses
    FROM bookings b
    JOIN payment_methods pm ON pm.id = b.payment_method_id
    JOIN users u ON u.id = b.user_id
    JOIN vehicle_types vt ON vt.id = b.vehicle_type_id
    LEFT JOIN users du ON du.id = b.driver_id
    LEFT JOIN drivers d ON d.user_id = b.driver_id
    LEFT JOIN vehicle_types dvt ON dvt.id = d.vehicle_type_id
   WHERE b.id = $1`;

const iso = (value: Date | string) => new Date(value).toISOString();
const latLngText = (lat: number, lng: number) => `${lat},${lng}`;

async function loadRow(db: Queryable, bookingId: number): Promise<Row | null> {
  const { rows } = await db.query<Row>(DETAILS_SQL, [bookingId]);
  return rows[0] ?? null;
}

/** The driver's live position when the locations port has it, the last stored one otherwise. */
async function driverPosition(locations: DriverLocations, row: Row) {
  if (row.driver_id === null) return { lat: null, lng: null };
  const live = await locations.get(row.driver_id).catch(() => null);
  if (live) return { lat: live.lat, lng: live.lng };
  return { lat: row.driver_lat, lng: row.driver_lng };
}

function vehicleOf(row: Row) {
  return {
    reg_no: row.driver_reg_no ?? '',
    color: row.driver_tricycle_color ?? row.driver_color ?? '',
    car_model: { name: row.driver_model ?? '', car_make: { name: row.driver_make ?? '' } },
  };
}

function statusesOf(row: Row) {
  return (row.statuses ?? []).map((s) => ({ name: s.name, updated_at: iso(s.updated_at) }));
}

function tripDetailsOf(row: Row): TripDetails {
  const t = row.trip_details;
  return {
    eta: t.eta ?? 0,
    km_distance: t.km_distance ?? 0,
    pickup_distance: t.pickup_distance ?? 0,
    pickup_exceed_km: t.pickup_exceed_km ?? 0,
    pickup_charge_fee: t.pickup_charge_fee ?? 0,
    pickup_per_exceed_km: t.pickup_per_exceed_km ?? 0,
    pickup_dropoff_subtotal: t.pickup_dropoff_subtotal ?? 0,
    cancel_initiator_id: t.cancel_initiator_id ?? null,
    original_pickup_latlng: t.original_pickup_latlng ?? latLngText(row.pickup_latitude, row.pickup_longitude),
    original_dropoff_latlng:
      t.original_dropoff_latlng ?? latLngText(row.dropoff_latitude, row.dropoff_longitude),
  };
}

/**
 * The booking as `viewer` may see it: the verification code reaches the rider and staff only (the driver
 * asks for it at pickup), the share token only the rider. `tracking`: a partner manager following the tracking
 * list's link.
 */
export async function bookingDetails(
  db: Queryable,
  locations: DriverLocations,
  bookingId: number,
  viewer: Relation | 'offered' | 'tracking',
): Promise<BookingDetails | null> {
  const row = await loadRow(db, bookingId);
  if (!row) return null;
  const position = await driverPosition(locations, row);
  const accept =
    row.driver_accept_latitude !== null && row.driver_accept_longitude !== null
      ? latLngText(row.driver_accept_latitude, row.driver_accept_longitude)
      : null;
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    statuses: statusesOf(row),
    total: row.total,
    sub_total: row.sub_total,
    tip: row.tip,
    discount: row.discount,
    discount_percent: row.discount_percent,
    coupon_code: row.coupon_code,
    note: row.note,
    has_luggage: row.has_luggage,
    verification_code: viewer === 'rider' || viewer === 'staff' ? row.verification_code : null,
    is_delivery: row.service === 'delivery',
    is_pautos: row.service === 'pautos',
    is_affiliate: false,
    is_sub_affiliate: false,
    from_qr_code: false,
    cancelled_by_who: row.cancelled_by_who,
    reason: row.reason,
    cancelled_at: row.cancelled_at ? iso(row.cancelled_at) : null,
    payment_method: { id: row.pm_id, name: row.pm_name, photo: row.pm_photo },
    driver:
      row.driver_id === null
        ? null
        : {
            id: row.driver_id,
            name: row.driver_name ?? '',
            lat: position.lat,
            lng: position.lng,
            rating: row.driver_rating ?? 5,
            sim_phone: row.driver_sim_phone,
            customizable_photo: photoUrl(row.driver_photo),
            vehicle: vehicleOf(row),
            vehicle_type: {
              id: row.driver_vt_id ?? row.vt_id,
              name: row.driver_vt_name ?? row.vt_name,
              slug: row.driver_vt_slug ?? row.vt_slug,
            },
          },
    user: { id: row.user_id, name: row.user_name, customizable_photo: photoUrl(row.user_photo) },
    taxi_order: {
      order_id: row.id,
      pickup_address: row.pickup_address,
      dropoff_address: row.dropoff_address,
      pickup_latitude: row.pickup_latitude,
      pickup_longitude: row.pickup_longitude,
      dropoff_latitude: row.dropoff_latitude,
      dropoff_longitude: row.dropoff_longitude,
      driver_accept_latitude: row.driver_accept_latitude,
      driver_accept_longitude: row.driver_accept_longitude,
      driver_accept_latlng: accept,
      is_quick_book: row.is_quick_book,
      is_walk_in: row.is_walk_in,
      luggage_fee: row.luggage_fee,
      web_fee: row.web_fee,
      vehicle_type: {
        id: row.vt_id,
        name: row.vt_name,
        slug: row.vt_slug,
        photo: row.vt_photo,
        base_fare: row.rates.base_fare ?? 0,
        base_km_limit: row.rates.base_km_limit ?? 0,
        min_fare: row.rates.min_fare ?? 0,
        distance_fare: row.rates.distance_fare ?? 0,
        pickup_km_limit: row.vt_pickup_km_limit,
      },
      trip_details: tripDetailsOf(row),
    },
    walk_in_points: row.walk_in_points ?? null,
    share_token: viewer === 'rider' ? row.share_token : null,
    still_looking: row.status === 'pending' && row.still_looking_since !== null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * The leg a shared link's map draws, as the booking map plans it for that view: the driver's way to the pickup
 * before the trip (from where the driver is), the trip itself once under way. Null when there is none to draw.
 */
export function sharedLeg(
  view: SharedBooking,
): { from: { lat: number; lng: number }; to: { lat: number; lng: number } } | null {
  const leg = bookingRouteLeg(view.status);
  if (leg === 'pickup-to-dropoff') return { from: view.pickup, to: view.dropoff };
  const driver = view.driver;
  if (leg === 'accept-to-pickup' && driver && driver.lat !== null && driver.lng !== null) {
    return { from: { lat: driver.lat, lng: driver.lng }, to: view.pickup };
  }
  return null;
}

/** The reduced view behind a shared link: the driver's first name only, no phones, codes or documents. */
export async function sharedBookingView(
  db: Queryable,
  locations: DriverLocations,
  shareToken: string,
  linkHours: number,
): Promise<SharedBooking | 'expired' | null> {
  // A shared link works while the trip is live and for `linkHours` after it is delivered or cancelled.
  const { rows } = await db.query<{ id: number; expired: boolean }>(
    `SELECT id,
            coalesce(coalesce(delivered_at, cancelled_at) + make_interval(hours => $2) <= now(), false)
              AND status IN ('delivered', 'cancelled') AS expired
       FROM bookings WHERE share_token = $1`,
    [shareToken, linkHours],
  );
  if (!rows[0]) return null;
  if (rows[0].expired) return 'expired';
  const row = await loadRow(db, rows[0].id);
  if (!row) return null;
  const position = await driverPosition(locations, row);
  return {
    status: row.status,
    statuses: statusesOf(row),
    pickup_address: row.pickup_address,
    dropoff_address: row.dropoff_address,
    pickup: { lat: row.pickup_latitude, lng: row.pickup_longitude },
    dropoff: { lat: row.dropoff_latitude, lng: row.dropoff_longitude },
    vehicle_type: { id: row.vt_id, name: row.vt_name, slug: row.vt_slug },
    driver:
      row.driver_id === null
        ? null
        : {
            first_name: (row.driver_name ?? '').trim().split(/\s+/)[0] ?? '',
            lat: position.lat,
            lng: position.lng,
            vehicle: vehicleOf(row),
          },
    updated_at: iso(row.updated_at),
  };
}

import {
  PAYMENT_METHOD_CASH,
  PHONE_CONTACT_FEE_CENTAVOS,
  WALK_IN_CONTACT_WINDOW_HOURS,
} from '@config/constants';
import type { BookingDetails } from '@schemas/booking';
import type { WalkInBody, WalkInContact, WalkInPointsReason } from '@schemas/walk-in';
import { computeFare } from '@/shared/fare';
import { type Queryable, transaction } from '@/server/db/pool';
import { badRequest, conflict, forbidden } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { bookingDetails } from './details';
import { type Outbox, publishAll, recordStatus } from './events';
import { pickupExtras, type RidePricing, ridePricing } from './fares';
import { insertBooking } from './service';
import { judgeWalkIn, tripMinutes, type WalkInRules, walkInRules } from './walk-in-points';
import type { WalkInTraces } from './walk-in-trace';

export const WALK_IN_MESSAGES = {
  NO_PROFILE: 'Only drivers with a vehicle profile can record walk-in trips.',
  NOT_APPROVED: 'Your driver account is not approved yet.',
  NO_LOCATION: 'Your location is needed to record a walk-in trip. Please allow location access.',
  BUSY: 'Finish your current trip before recording a walk-in trip.',
  CONTACT_GONE: 'This contact is no longer available for a walk-in trip.',
} as const;

type LatLng = { lat: number; lng: number };

/** Where the driver is now: the live position, else the last one the drivers table kept. */
async function driverPosition(app: App, driverId: number, stored: LatLng | null): Promise<LatLng> {
  const live = await app.deps.locations.get(driverId).catch(() => null);
  const at = live ? { lat: live.lat, lng: live.lng } : stored;
  if (!at) throw badRequest(WALK_IN_MESSAGES.NO_LOCATION);
  return at;
}

async function placeName(app: App, at: LatLng): Promise<string> {
  const place = await app.deps.geo.reverse(at).catch(() => null);
  return place?.text || `${at.lat.toFixed(5)},${at.lng.toFixed(5)}`;
}

/** Map contacts of the last day that have not become a trip yet, newest first. */
export async function walkInContacts(db: Queryable, driverId: number): Promise<WalkInContact[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    action_slug: string;
    user_name: string | null;
  }>(
    `SELECT r.id, r.created_at, r.action_slug, coalesce(r.user_name, u.name) AS user_name
       FROM recently_booked r LEFT JOIN users u ON u.id = r.user_id
      WHERE r.driver_id = $1 AND r.action_slug IN ('call_driver', 'text_driver', 'view_details')
        AND r.created_at > now() - make_interval(hours => $2)
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.recently_booked_id = r.id)
      ORDER BY r.created_at DESC, r.id DESC LIMIT 20`,
    [driverId, WALK_IN_CONTACT_WINDOW_HOURS],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    timestamp: row.created_at.toISOString(),
    actionSlug: row.action_slug,
    user_name: row.user_name,
  }));
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

/**
 * Starts a walk-in trip: the passenger is already aboard, so the trip begins en route at the driver's
 * position, with the driver's vehicle type. The fare is set when the driver drops the passenger off
 * (`walkInDropOff`). A trip from a map contact is a quick book and links that contact record.
 */
export async function startWalkIn(
  app: App,
  driver: AuthUser,
  body: WalkInBody,
  traces?: WalkInTraces,
): Promise<BookingDetails> {
  const db = app.deps.db;
  const { rows } = await db.query<{
    vehicle_type_id: number;
    is_approved: boolean;
    lat: number | null;
    lng: number | null;
  }>('SELECT vehicle_type_id, is_approved, lat, lng FROM drivers WHERE user_id = $1', [driver.id]);
  const profile = rows[0];
  if (!profile) throw conflict(WALK_IN_MESSAGES.NO_PROFILE);
  if (!profile.is_approved) throw forbidden(WALK_IN_MESSAGES.NOT_APPROVED);
  const stored = profile.lat !== null && profile.lng !== null ? { lat: profile.lat, lng: profile.lng } : null;
  const pickup = await driverPosition(app, driver.id, stored);
  const pricing = await ridePricing(app, db, pickup, profile.vehicle_type_id);
  const contactId = body.recently_booked_id ?? null;
  if (contactId !== null) {
    const open = await walkInContacts(db, driver.id);
    if (!open.some((contact) => contact.id === contactId)) throw conflict(WALK_IN_MESSAGES.CONTACT_GONE);
  }
  const address = await placeName(app, pickup);
  const outbox: Outbox = [];
  let bookingId: number;
  try {
    bookingId = await transaction(db, async (client) => {
      const inserted = await insertBooking(client, {
        userId: driver.id,
        zoneId: pricing.zoneId,
        vehicleTypeId: profile.vehicle_type_id,
        paymentMethodId: PAYMENT_METHOD_CASH,
        isWeb: false,
        pricingMode: pricing.mode,
        pickup: { ...pickup, address },
        dropoff: { ...pickup, address },
        fare: { discountPercent: 0, discount: 0, tip: 0, luggageFee: 0, webFee: 0, subtotal: 0, total: 0 },
        rates: {},
        tripDetails: { original_pickup_latlng: `${pickup.lat},${pickup.lng}` },
        fareBreakdown: {},
      });
      await client.query(
        `UPDATE bookings SET status = 'enroute', driver_id = $2, accepted_at = $5, next_dispatch_at = NULL,
                is_walk_in = true, is_quick_book = $3, recently_booked_id = $4,
                driver_accept_latitude = pickup_latitude, driver_accept_longitude = pickup_longitude
          WHERE id = $1`,
        [inserted.id, driver.id, contactId !== null, contactId, app.now()],
      );
      await recordStatus(client, outbox, inserted, 'enroute', driver.id);
      return inserted.id;
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'bookings_one_active_per_driver') ||
      isUniqueViolation(error, 'bookings_one_active_per_user')
    ) {
      throw conflict(WALK_IN_MESSAGES.BUSY);
    }
    if (isUniqueViolation(error, 'bookings_recently_booked')) throw conflict(WALK_IN_MESSAGES.CONTACT_GONE);
    throw error;
  }
  // From now on the driver's positions are the trip's trace.
  traces?.started(driver.id);
  await publishAll(app, outbox);
  return (await bookingDetails(db, app.deps.locations, bookingId, 'driver'))!;
}

export type WalkInFare = {
  dropoff: LatLng & { address: string };
  fare: ReturnType<typeof computeFare>;
  pricing: RidePricing;
  distanceKm: number;
  durationMin: number;
  /** Whether the trip was a real one (null) or why not, by the rules in force. */
  judged: { reason: WalkInPointsReason | null; tripMinutes: number; now: Date; rules: WalkInRules };
};

/**
 * The drop-off of a walk-in trip that is en route: the driver's position now, and the fare for the road
 * distance from the pickup by the same shared fare function as booked rides (a quick book carries the phone
 * contact fee), and whether the trip was real enough to earn points (its distance, time and the driver's
 * positions during it); null when the booking is not such a trip.
 */
export async function walkInDropOff(
  app: App,
  driverId: number,
  bookingId: number,
  traces?: WalkInTraces,
): Promise<WalkInFare | null> {
  const { rows } = await app.deps.db.query<{
    is_walk_in: boolean;
    is_quick_book: boolean;
    status: string;
    vehicle_type_id: number;
    pickup_latitude: number;
    pickup_longitude: number;
    lat: number | null;
    lng: number | null;
    accepted_at: Date | null;
  }>(
    `SELECT b.is_walk_in, b.is_quick_book, b.status, b.vehicle_type_id, b.pickup_latitude, b.pickup_longitude,
            d.lat, d.lng, b.accepted_at
       FROM bookings b LEFT JOIN drivers d ON d.user_id = b.driver_id
      WHERE b.id = $1 AND b.driver_id = $2`,
    [bookingId, driverId],
  );
  const trip = rows[0];
  if (!trip?.is_walk_in || trip.status !== 'enroute') return null;
  const pickup = { lat: trip.pickup_latitude, lng: trip.pickup_longitude };
  const stored = trip.lat !== null && trip.lng !== null ? { lat: trip.lat, lng: trip.lng } : null;
  const at = await driverPosition(app, driverId, stored);
  const [route, pricing, address, trace, rules] = await Promise.all([
    app.deps.geo.route(pickup, at),
    ridePricing(app, app.deps.db, pickup, trip.vehicle_type_id),
    placeName(app, at),
    traces ? traces.traceOf(bookingId) : [],
    walkInRules(app.deps.db),
  ]);
  const now = app.now();
  const facts = {
    pickup,
    dropoff: at,
    startedAt: trip.accepted_at ?? now,
    endedAt: now,
    distanceKm: route.distance_km,
    trace,
  };
  const fare = computeFare(pricing.row, 'ride', route.distance_km, {
    ...pickupExtras(pricing.row, pricing.vehicle, 0),
    isWeb: trip.is_quick_book,
    webFee: PHONE_CONTACT_FEE_CENTAVOS,
  });
  return {
    dropoff: { ...at, address },
    fare,
    pricing,
    distanceKm: route.distance_km,
    durationMin: route.duration_min,
    judged: { reason: judgeWalkIn(facts, rules), tripMinutes: tripMinutes(facts), now, rules },
  };
}

/** Writes the drop-off and fare inside the transaction that finishes the trip. */
export async function applyWalkInDropOff(client: Queryable, bookingId: number, dropOff: WalkInFare) {
  const { fare, pricing } = dropOff;
  await client.query(
    `UPDATE bookings SET dropoff_address = $2, dropoff_latitude = $3, dropoff_longitude = $4, pricing_mode = $5,
            web_fee = $6, sub_total = $7, total = $8, rates = $9, fare = $10,
            trip_details = trip_details || $11::jsonb
      WHERE id = $1 AND is_walk_in AND status = 'enroute'`,
    [
      bookingId,
      dropOff.dropoff.address,
      dropOff.dropoff.lat,
      dropOff.dropoff.lng,
      pricing.mode,
      fare.webFee,
      fare.subtotal,
      fare.total,
      JSON.stringify({
        base_fare: pricing.row.base_fare,
        base_km_limit: pricing.row.base_km_limit,
        min_fare: pricing.row.min_fare,
        distance_fare: pricing.row.distance_fare,
        markup_percent: fare.markupPercent,
      }),
      JSON.stringify(fare),
      JSON.stringify({
        eta: dropOff.durationMin,
        km_distance: dropOff.distanceKm,
        pickup_distance: 0,
        pickup_exceed_km: 0,
        pickup_charge_fee: 0,
        pickup_per_exceed_km: pricing.row.distance_fare,
        pickup_dropoff_subtotal: fare.tripFare + fare.markup,
        original_dropoff_latlng: `${dropOff.dropoff.lat},${dropOff.dropoff.lng}`,
      }),
    ],
  );
}

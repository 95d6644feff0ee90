import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  CANCEL_OTHER_REASON_MIN,
  CANCEL_REASONS,
  PAYMENT_METHOD_CASH,
  PAYMENT_METHOD_EWALLET,
  VEHICLE_TYPES,
} from '@config/constants';
import type { BookingDetails, BookingRequest } from '@schemas/booking';
import { CANCEL_MESSAGES } from '@/shared/messages';
import { transaction } from '@/server/db/pool';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { canonical } from '@/server/replays';
import { COUPON_MESSAGES, checkCoupon, redeemCoupon } from '../coupons/service';
import type { Dispatcher } from '../dispatch/service';
import { cancelOrderIfAny } from '../orders/status-entries';
import { eligibleDrivers } from '../dispatch/candidates';
import { isDriver, partiesById, relationTo } from './access';
import { newBookingCode, newShareToken, newVerificationCode } from './codes';
import { bookingDetails } from './details';
import { type Outbox, publishAll, publishToStaff, recordStatus } from './events';
import {
  bookingFare,
  bookingRates,
  offersLuggage,
  pickupExtras,
  ridePricing,
  rideTripDetails,
} from './fares';
import { computeFare } from '@/shared/fare';

export const BOOKING_ERRORS = {
  SHARE_LINK_EXPIRED: 'This shared trip link has expired.',
  NO_ROUTE_YET: 'There is no route to show for this trip yet.',
  DRIVERS_CANNOT_BOOK: 'Drivers cannot book rides.',
  EWALLET_NOT_ON_WEB: 'E-wallet is not available on web booking.',
  CHOOSE_PAYMENT: 'Please choose a payment method.',
  IDEMPOTENCY_KEY_REQUIRED: 'An Idempotency-Key header of at most 100 characters is required.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different booking request.',
  STILL_PROCESSING: 'This booking request is still being processed. Please try again.',
  ACTIVE_BOOKING: 'You still have an active booking.',
  LUGGAGE_NOT_OFFERED: 'Luggage is only available for tricycles and cars.',
  CANNOT_CANCEL: 'This booking can no longer be cancelled.',
  CANCELLED: 'Your booking has been cancelled.',
  NOT_FOUND: 'Booking not found.',
  DRIVERS_AVAILABLE: 'Drivers are available near you.',
  noDrivers: (vehicle: string) =>
    `No available ${vehicle} drivers near you right now. Please try again in a few minutes.`,
} as const;

type LatLng = { lat: number; lng: number };
type StoredResponse = { statusCode: number; payload: unknown };

const ACTIVE_STATUSES = `('pending', 'preparing', 'arrived', 'enroute')`;

function truthy(flag: unknown): boolean {
  return flag === true || flag === 1;
}

function vehicleWord(slug: string, fallback: string): string {
  return VEHICLE_TYPES.find((v) => v.slug === slug)?.name.toLowerCase() ?? fallback;
}

export async function activeOrder(app: App, userId: number): Promise<{ id: number; code: string } | null> {
  const { rows } = await app.deps.db.query<{ id: number; code: string }>(
    // A walk-in trip is recorded under its driver's account; the driver is not riding it.
    `SELECT id, code FROM bookings WHERE user_id = $1 AND status IN ${ACTIVE_STATUSES}
        AND NOT (is_walk_in AND driver_id = user_id) LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The nearest free driver for a pickup and the road km they would drive to it. */
export async function nearestDriver(
  app: App,
  pickup: LatLng,
  vehicleTypeId: number,
  zoneId: number,
  service = 'ride',
) {
  const [nearest] = await eligibleDrivers(
    app.deps.db,
    app.deps.locations,
    { pickup, vehicleTypeId, zoneId, service, want: 1 },
    app.deps.geo,
  );
  if (!nearest) return null;
  const route = await app.deps.geo.route({ lat: nearest.lat, lng: nearest.lng }, pickup);
  return { driverId: nearest.driverId, pickupDistanceKm: route.distance_km };
}

/** The availability check before booking: is a driver free, and what does the pickup distance cost. */
export async function checkAvailability(app: App, vehicleTypeId: number, pickup: LatLng, service = 'ride') {
  const pricing = await ridePricing(app, app.deps.db, pickup, vehicleTypeId);
  const nearest = await nearestDriver(app, pickup, vehicleTypeId, pricing.zoneId, service);
  if (!nearest) {
    return {
      available_driver: false,
      pickup_charge_fee: 0,
      pickup_exceed_km: 0,
      message: BOOKING_ERRORS.noDrivers(vehicleWord(pricing.vehicle.slug, pricing.vehicle.name)),
    };
  }
  // Errands and deliveries are priced whole on their vehicle cards; only rides add a pickup charge.
  const fare = computeFare(
    pricing.row,
    'ride',
    0,
    service === 'ride' ? pickupExtras(pricing.row, pricing.vehicle, nearest.pickupDistanceKm) : {},
  );
  return {
    available_driver: true,
    pickup_charge_fee: fare.pickupCharge,
    pickup_exceed_km: fare.pickupExceedKm,
    pickup_distance: nearest.pickupDistanceKm,
    message: BOOKING_ERRORS.DRIVERS_AVAILABLE,
  };
}

async function storedResponse(
  app: App,
  userId: number,
  key: string,
  requestHash: string,
): Promise<StoredResponse | null> {
  const { rows } = await app.deps.db.query<{ status_code: number; response: unknown; request_hash: string }>(
    `SELECT status_code, response, request_hash FROM booking_requests WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== requestHash) throw conflict(BOOKING_ERRORS.IDEMPOTENCY_KEY_REUSED);
  if (row.status_code === 0) throw conflict(BOOKING_ERRORS.STILL_PROCESSING);
  return { statusCode: row.status_code, payload: row.response };
}

/** A second booking while one is live is refused with the live one, so the wizard can go to it. */
async function activeBookingConflict(
  app: App,
  userId: number,
  key: string,
  requestHash: string,
): Promise<StoredResponse> {
  // A concurrent replay of this very request may have just committed: that is a replay, not a conflict.
  const replay = await storedResponse(app, userId, key, requestHash);
  if (replay) return replay;
  const order = await activeOrder(app, userId);
  throw conflict(BOOKING_ERRORS.ACTIVE_BOOKING, order ? { order } : {});
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

/** The columns of a new booking; the code, share token, verification code and dispatch time are drawn here. */
export type NewBooking = {
  userId: number;
  service?: 'ride' | 'pautos' | 'delivery';
  zoneId: number;
  vehicleTypeId: number;
  paymentMethodId: number;
  isWeb: boolean;
  pricingMode: string;
  pickup: { lat: number; lng: number; address: string };
  dropoff: { lat: number; lng: number; address: string };
  note?: string;
  hasLuggage?: boolean;
  coupon?: { id: number; code: string } | null;
  fare: Pick<
    ReturnType<typeof computeFare>,
    'discountPercent' | 'discount' | 'tip' | 'luggageFee' | 'webFee' | 'subtotal' | 'total'
  >;
  rates: Record<string, unknown>;
  tripDetails: Record<string, unknown>;
  fareBreakdown: unknown;
};

/** Inserts a booking with a fresh code (drawn again on the rare clash) in the caller's transaction. */
export async function insertBooking(
  client: pg.PoolClient,
  booking: NewBooking,
): Promise<{ id: number; code: string }> {
  const branch = await client.query<{ id: number }>(
    'SELECT id FROM branches WHERE zone_id = $1 ORDER BY (id = $1) DESC, id LIMIT 1',
    [booking.zoneId],
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await client.query<{ id: number; code: string }>(
      `INSERT INTO bookings (code, user_id, zone_id, branch_id, vehicle_type_id, payment_method_id, is_web,
         pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address, dropoff_latitude,
         dropoff_longitude, note, has_luggage, coupon_id, coupon_code, discount_percent, discount, tip,
         luggage_fee, web_fee, sub_total, total, rates, trip_details, fare, verification_code, share_token,
         next_dispatch_at, service)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
         $22, $23, $24, $25, $26, $27, $28, $29, $30, now(), $31)
       ON CONFLICT (code) DO NOTHING RETURNING id, code`,
      [
        newBookingCode(),
        booking.userId,
        booking.zoneId,
        branch.rows[0]?.id ?? null,
        booking.vehicleTypeId,
        booking.paymentMethodId,
        booking.isWeb,
        booking.pricingMode,
        booking.pickup.address.trim(),
        booking.pickup.lat,
        booking.pickup.lng,
        booking.dropoff.address.trim(),
        booking.dropoff.lat,
        booking.dropoff.lng,
        booking.note?.trim() ?? '',
        booking.hasLuggage ?? false,
        booking.coupon?.id ?? null,
        booking.coupon?.code ?? null,
        booking.fare.discountPercent,
        booking.fare.discount,
        booking.fare.tip,
        booking.fare.luggageFee,
        booking.fare.webFee,
        booking.fare.subtotal,
        booking.fare.total,
        JSON.stringify(booking.rates),
        JSON.stringify(booking.tripDetails),
        JSON.stringify(booking.fareBreakdown),
        newVerificationCode(),
        newShareToken(),
        booking.service ?? 'ride',
      ],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error('Could not draw a free booking code');
}

/**
 * The Idempotency-Key shell every kind of booking goes through (ride, pautos, delivery): a replay answers with
 * the first response, a client with a live booking is refused with it, and `prepare` (validation, pricing) runs
 * only for a new request. The key row is inserted first in the booking's own transaction, so concurrent replays
 * queue on it and then read the first answer: one key, one booking.
 */
export async function idempotentBooking(
  app: App,
  dispatcher: Dispatcher,
  user: AuthUser,
  key: string | undefined,
  body: unknown,
  prepare: () => Promise<(client: pg.PoolClient, outbox: Outbox) => Promise<{ id: number; code: string }>>,
): Promise<StoredResponse> {
  const db = app.deps.db;
  if (isDriver(user)) throw forbidden(BOOKING_ERRORS.DRIVERS_CANNOT_BOOK);
  if (!key || key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest(BOOKING_ERRORS.IDEMPOTENCY_KEY_REQUIRED);
  }
  const requestHash = createHash('sha256').update(canonical(body)).digest('hex');
  const replay = await storedResponse(app, user.id, key, requestHash);
  if (replay) return replay;
  // The rider's open order and the booking's prices, route and nearest driver (all read-only) are asked for
  // together; an open order still wins over any problem with the booking itself, as when asked in turn.
  const [active, prepared] = await Promise.allSettled([activeOrder(app, user.id), prepare()]);
  if (active.status === 'rejected') throw active.reason;
  if (active.value) return activeBookingConflict(app, user.id, key, requestHash);
  if (prepared.status === 'rejected') throw prepared.reason;
  const create = prepared.value;

  let staffEvents: Outbox = [];
  try {
    const outbox: Outbox = [];
    const created = await transaction(db, async (client) => {
      const claimed = await client.query(
        `INSERT INTO booking_requests (user_id, idempotency_key, request_hash, status_code, response)
         VALUES ($1, $2, $3, 0, 'null') ON CONFLICT DO NOTHING RETURNING user_id`,
        [user.id, key, requestHash],
      );
      if (claimed.rowCount === 0) return null;
      const inserted = await create(client, outbox);
      await recordStatus(client, outbox, inserted, 'pending', user.id);
      staffEvents = outbox;
      const booking = (await bookingDetails(
        client,
        app.deps.locations,
        inserted.id,
        'rider',
      )) as BookingDetails;
      const payload = { order: { id: inserted.id, code: inserted.code }, booking };
      await client.query(
        `UPDATE booking_requests SET status_code = 201, response = $3, booking_id = $4
          WHERE user_id = $1 AND idempotency_key = $2`,
        [user.id, key, JSON.stringify(payload), inserted.id],
      );
      return { id: inserted.id, payload };
    });
    if (!created) {
      const stored = await storedResponse(app, user.id, key, requestHash);
      if (!stored) throw conflict(BOOKING_ERRORS.STILL_PROCESSING);
      return stored;
    }
    await publishAll(app, outbox);
    dispatcher.kick(created.id);
    for (const event of staffEvents) await publishToStaff(app, event.data);
    return { statusCode: 201, payload: created.payload };
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_one_active_per_user')) {
      return activeBookingConflict(app, user.id, key, requestHash);
    }
    throw error;
  }
}

/** POST /booking: a ride. The server decides the fare, pickup charge, fees, tip and coupon. */
export async function createBooking(
  app: App,
  dispatcher: Dispatcher,
  user: AuthUser,
  key: string | undefined,
  body: BookingRequest,
): Promise<StoredResponse> {
  const db = app.deps.db;
  return idempotentBooking(app, dispatcher, user, key, body, async () => {
    if (body.payment_method_id === PAYMENT_METHOD_EWALLET)
      throw badRequest(BOOKING_ERRORS.EWALLET_NOT_ON_WEB);
    if (body.payment_method_id !== PAYMENT_METHOD_CASH) throw badRequest(BOOKING_ERRORS.CHOOSE_PAYMENT);

    const pickup = { lat: body.pickup.lat, lng: body.pickup.lng };
    const dropoff = { lat: body.dropoff.lat, lng: body.dropoff.lng };
    const pricing = await ridePricing(app, db, pickup, body.vehicle_type_id);
    const hasLuggage = truthy(body.has_luggage);
    if (hasLuggage && !offersLuggage(pricing.vehicle.slug))
      throw badRequest(BOOKING_ERRORS.LUGGAGE_NOT_OFFERED);
    const couponCode = body.coupon_code?.trim() ?? '';
    const coupon = couponCode ? await checkCoupon(db, couponCode) : null;
    if (coupon && !coupon.valid) throw badRequest(coupon.message);

    const [route, nearest] = await Promise.all([
      app.deps.geo.route(pickup, dropoff),
      nearestDriver(app, pickup, body.vehicle_type_id, pricing.zoneId),
    ]);
    const isWeb = body.is_web === undefined ? true : truthy(body.is_web);
    const fare = bookingFare(pricing, {
      distanceKm: route.distance_km,
      pickupDistanceKm: nearest?.pickupDistanceKm ?? 0,
      hasLuggage,
      isWeb,
      tip: body.tip ?? 0,
      couponPercent: coupon?.valid ? coupon.discount : 0,
    });
    const tripDetails = rideTripDetails(pricing, fare, {
      minutes: route.duration_min,
      distanceKm: route.distance_km,
      pickupDistanceKm: nearest?.pickupDistanceKm ?? 0,
      pickup,
      dropoff,
    });
    const rates = bookingRates(pricing.row, fare);
    return async (client) => {
      if (coupon?.valid && !(await redeemCoupon(client, coupon.id))) {
        const now = await checkCoupon(client, couponCode);
        throw badRequest(now.valid ? COUPON_MESSAGES.USED_UP : now.message);
      }
      return insertBooking(client, {
        userId: user.id,
        zoneId: pricing.zoneId,
        vehicleTypeId: body.vehicle_type_id,
        paymentMethodId: body.payment_method_id,
        isWeb,
        pricingMode: pricing.mode,
        pickup: body.pickup,
        dropoff: body.dropoff,
        note: body.note,
        hasLuggage,
        coupon: coupon?.valid ? { id: coupon.id, code: coupon.code } : null,
        fare,
        rates,
        tripDetails,
        fareBreakdown: fare,
      });
    };
  });
}

/** The spec's reasons, or "Other" free text of at least 5 characters. */
export function cancelReason(raw: unknown): string {
  let reason = typeof raw === 'string' ? raw.trim() : '';
  if ((CANCEL_REASONS as readonly string[]).includes(reason)) return reason;
  reason = reason.replace(/^other( reason)?\s*[:-]?\s*/i, '').trim();
  if (reason.length >= CANCEL_OTHER_REASON_MIN) return reason;
  throw badRequest(CANCEL_MESSAGES.INVALID_REASON);
}

/**
 * Cancels a booking still pending or preparing: the rider, the assigned driver or staff. Records who and when
 * (cancelled_by_user_id and cancelled_at feed the account's cancel_count) and tells everyone following it.
 */
export async function cancelBooking(app: App, user: AuthUser, bookingId: number, rawReason: unknown) {
  const parties = await partiesById(app.deps.db, bookingId);
  const relation = parties ? relationTo(user, parties) : null;
  if (!parties || !relation) throw notFound(BOOKING_ERRORS.NOT_FOUND);
  const reason = cancelReason(rawReason);
  const who = relation === 'rider' ? 'user' : relation === 'driver' ? 'driver' : 'admin';
  const outbox: Outbox = [];
  await transaction(app.deps.db, async (client) => {
    // Errands and deliveries: their status machine says whether they may still be cancelled, and records it.
    const order = await cancelOrderIfAny(client, outbox, {
      bookingId,
      role: relation === 'rider' ? 'customer' : relation,
      actorId: user.id,
      method: 'cancel',
      reason,
    });
    if (order) return;
    const { rows } = await client.query<{ id: number; code: string; driver_id: number | null }>(
      `UPDATE bookings
          SET status = 'cancelled', reason = $2, cancelled_by_who = $3, cancelled_by_user_id = $4,
              cancelled_at = now(), updated_at = now(), next_dispatch_at = NULL,
              trip_details = trip_details || jsonb_build_object('cancel_initiator_id', $4::int)
        WHERE id = $1 AND status IN ('pending', 'preparing') AND ($5::int IS NULL OR driver_id = $5)
        RETURNING id, code, driver_id`,
      [bookingId, reason, who, user.id, relation === 'driver' ? user.id : null],
    );
    const booking = rows[0];
    if (!booking) throw conflict(BOOKING_ERRORS.CANNOT_CANCEL);
    await recordStatus(client, outbox, booking, 'cancelled', user.id);
    const closed = await client.query<{ driver_id: number }>(
      `UPDATE booking_offers SET status = 'closed', responded_at = now()
        WHERE booking_id = $1 AND status = 'open' RETURNING driver_id`,
      [bookingId],
    );
    for (const { driver_id } of closed.rows) {
      outbox.push({
        topic: `driver:${driver_id}`,
        data: { type: 'offer_closed', booking_id: bookingId, reason: 'cancelled' },
      });
    }
    if (booking.driver_id !== null && booking.driver_id !== user.id) {
      outbox.push({
        topic: `driver:${booking.driver_id}`,
        data: { type: 'booking_cancelled', booking_id: bookingId, code: booking.code, reason },
      });
    }
  });
  await publishAll(app, outbox);
  const booking = await bookingDetails(app.deps.db, app.deps.locations, bookingId, relation);
  return { message: BOOKING_ERRORS.CANCELLED, booking: booking! };
}

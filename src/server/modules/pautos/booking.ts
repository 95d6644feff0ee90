import { PAYMENT_METHOD_CASH, VEHICLE_TYPES } from '@config/constants';
import type { PautosBookingRequest, PautosQuote } from '@schemas/pautos';
import { computeFare, type FareBreakdown, serviceRates } from '@/shared/fare';
import { badRequest } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { bookingRates, ridePricing } from '../bookings/fares';
import { idempotentBooking, insertBooking } from '../bookings/service';
import type { Dispatcher } from '../dispatch/service';
import { startOrder } from '../orders/status-entries';
import {
  type PricingRecord,
  pricingRowsForZone,
  serviceFees,
  type VehicleTypeRecord,
  zoneForPoint,
} from '../pricing/service';

type LatLng = { lat: number; lng: number };

export const PAUTOS_BOOKING_MESSAGES = {
  CASH_NEEDS_BUDGET:
    'Please enter the budget the driver may spend for you: you pay it back in cash on delivery.',
} as const;

const shortName = (slug: string, fallback: string) =>
  VEHICLE_TYPES.find((v) => v.slug === slug)?.shortName ?? fallback;

/** Smallest first: a bigger vehicle never costs less than a smaller one for the same errand. */
const SIZE_ORDER: readonly string[] = VEHICLE_TYPES.map((v) => v.slug);

type PricedRow = PricingRecord & { vehicle: VehicleTypeRecord };
/** `basis` is the row the fee comes from: the vehicle's own, or a smaller vehicle's that costs more. */
type ErrandPrice = { row: PricedRow; fare: FareBreakdown; basis: PricedRow; perKm: number };

/**
 * Every vehicle's errand fee in a zone for a distance. An errand is priced from the zone's errand rates at the
 * day rate (no time-of-day markup: the fee reads the same all day; a zone's own markup stays), and each vehicle
 * costs at least what every smaller vehicle costs (it takes the smaller one's price when that is higher).
 */
export async function errandPrices(app: App, zoneId: number, distanceKm: number): Promise<ErrandPrice[]> {
  const db = app.deps.db;
  const [rows, fees] = await Promise.all([pricingRowsForZone(db, zoneId, 'day'), serviceFees(db)]);
  const sorted = [...rows].sort(
    (a, b) => SIZE_ORDER.indexOf(a.vehicle.slug) - SIZE_ORDER.indexOf(b.vehicle.slug),
  );
  let floor: ErrandPrice | null = null;
  return sorted.map((row) => {
    const own: ErrandPrice = {
      row,
      fare: computeFare(row, 'pautos', distanceKm, { serviceFees: fees }),
      basis: row,
      perKm: serviceRates(row, 'pautos', fees).distanceFare,
    };
    const price: ErrandPrice = floor && floor.fare.total > own.fare.total ? { ...floor, row } : own;
    floor = price;
    return price;
  });
}

/** Page 3's vehicle cards: each vehicle's errand fee and what it is made of. */
export async function pautosQuote(app: App, store: LatLng, delivery: LatLng): Promise<PautosQuote> {
  const db = app.deps.db;
  const [zoneId, route] = await Promise.all([zoneForPoint(db, store), app.deps.geo.route(store, delivery)]);
  const prices = await errandPrices(app, zoneId, route.distance_km);
  return {
    zone_id: zoneId,
    mode: 'day',
    distance_km: route.distance_km,
    options: prices.map(({ row, fare, basis, perKm }) => ({
      vehicle_type_id: row.vehicle_type_id,
      name: shortName(row.vehicle.slug, row.vehicle.name),
      slug: row.vehicle.slug,
      photo: row.vehicle.photo,
      total: fare.total,
      base_fare: fare.baseFare,
      base_km: basis.base_km_limit,
      per_km: perKm,
      distance_fare: fare.distanceFare,
      markup_percent: fare.markupPercent,
    })),
  };
}

/**
 * POST /pautos/booking: the store is the booking's pickup and the delivery address its drop-off. The fee is
 * the server's (never the page's); the booking, its errand and its first status entry commit together, then
 * dispatch offers it to drivers who have Pautos on.
 */
export async function createPautosBooking(
  app: App,
  dispatcher: Dispatcher,
  user: AuthUser,
  key: string | undefined,
  body: PautosBookingRequest,
) {
  const db = app.deps.db;
  if (body.payment === 'cash' && !(body.total_budget && body.total_budget > 0)) {
    throw badRequest(PAUTOS_BOOKING_MESSAGES.CASH_NEEDS_BUDGET);
  }
  return idempotentBooking(app, dispatcher, user, key, body, async () => {
    const store = { lat: body.store.lat, lng: body.store.lng };
    const delivery = { lat: body.delivery.lat, lng: body.delivery.lng };
    const [pricing, route, fees] = await Promise.all([
      ridePricing(app, db, store, body.vehicle_type_id),
      app.deps.geo.route(store, delivery),
      serviceFees(db),
    ]);
    const fare = (await errandPrices(app, pricing.zoneId, route.distance_km)).find(
      (price) => price.row.vehicle_type_id === body.vehicle_type_id,
    )?.fare;
    if (!fare) throw badRequest('This vehicle type is not available in your area.');
    return async (client, outbox) => {
      const booking = await insertBooking(client, {
        userId: user.id,
        service: 'pautos',
        zoneId: pricing.zoneId,
        vehicleTypeId: body.vehicle_type_id,
        paymentMethodId: PAYMENT_METHOD_CASH,
        isWeb: true,
        pricingMode: 'day',
        pickup: body.store,
        dropoff: body.delivery,
        note: body.special_instructions,
        fare,
        rates: bookingRates(pricing.row, fare, { pautos_fee: fees.pautosFee }),
        tripDetails: {
          eta: route.duration_min,
          km_distance: route.distance_km,
          pickup_distance: 0,
          pickup_exceed_km: 0,
          pickup_charge_fee: 0,
          pickup_dropoff_subtotal: fare.tripFare + fare.markup,
          cancel_initiator_id: null,
          original_pickup_latlng: `${store.lat},${store.lng}`,
          original_dropoff_latlng: `${delivery.lat},${delivery.lng}`,
        },
        fareBreakdown: fare,
      });
      await client.query(
        `INSERT INTO pautos_orders (booking_id, items_to_purchase, total_budget, store_location_details,
           special_instructions, pautos_fee, payment)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          booking.id,
          body.items_to_purchase.trim(),
          body.total_budget ?? 0,
          body.store_location_details?.trim() ?? '',
          body.special_instructions?.trim() ?? '',
          fare.total,
          body.payment ?? 'e-wallet',
        ],
      );
      await startOrder(client, outbox, {
        bookingId: booking.id,
        code: booking.code,
        service: 'pautos',
        customerId: user.id,
      });
      return booking;
    };
  });
}

/** The errand's trip from a new store to its delivery point: distance, minutes and the fee of its vehicle. */
export async function repriceErrand(app: App, bookingId: number, store: LatLng) {
  const { rows } = await app.deps.db.query<{ vehicle_type_id: number; lat: number; lng: number }>(
    `SELECT vehicle_type_id, dropoff_latitude AS lat, dropoff_longitude AS lng FROM bookings WHERE id = $1`,
    [bookingId],
  );
  const booking = rows[0];
  const [zoneId, route] = await Promise.all([
    zoneForPoint(app.deps.db, store),
    app.deps.geo.route(store, { lat: booking.lat, lng: booking.lng }),
  ]);
  const prices = await errandPrices(app, zoneId, route.distance_km);
  const price = prices.find((p) => p.row.vehicle_type_id === booking.vehicle_type_id) ?? prices[0];
  if (!price) throw badRequest('This vehicle type is not available in your area.');
  return { fare: price.fare, distanceKm: route.distance_km, etaMin: route.duration_min };
}

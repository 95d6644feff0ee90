import { PAYMENT_METHOD_CASH, VEHICLE_TYPES } from '../../../../config/constants';
import type { PautosBookingRequest, PautosQuote } from '../../../../schemas/pautos';
import { computeFare } from '../../../shared/fare';
import { pricingModeAt } from '../../../shared/pricing-mode';
import { badRequest } from '../../errors';
import type { App, AuthUser } from '../../types';
import { bookingRates, ridePricing } from '../bookings/fares';
import { idempotentBooking, insertBooking } from '../bookings/service';
import type { Dispatcher } from '../dispatch/service';
import { startOrder } from '../orders/status-entries';
import { pricingRowsForZone, serviceFees, zoneForPoint } from '../pricing/service';

type LatLng = { lat: number; lng: number };

export const PAUTOS_BOOKING_MESSAGES = {
  CASH_NEEDS_BUDGET:
    'Please enter the budget the driver may spend for you: you pay it back in cash on delivery.',
} as const;

const shortName = (slug: string, fallback: string) =>
  VEHICLE_TYPES.find((v) => v.slug === slug)?.shortName ?? fallback;

/** Page 3's vehicle cards: each vehicle's errand fee from the zone's pautos rates or the ride's plus pautosFee. */
export async function pautosQuote(app: App, store: LatLng, delivery: LatLng): Promise<PautosQuote> {
  const db = app.deps.db;
  const [zoneId, route, fees] = await Promise.all([
    zoneForPoint(db, store),
    app.deps.geo.route(store, delivery),
    serviceFees(db),
  ]);
  const mode = pricingModeAt(app.now());
  const rows = await pricingRowsForZone(db, zoneId, mode);
  return {
    zone_id: zoneId,
    mode,
    distance_km: route.distance_km,
    options: rows.map((row) => ({
      vehicle_type_id: row.vehicle_type_id,
      name: shortName(row.vehicle.slug, row.vehicle.name),
      slug: row.vehicle.slug,
      photo: row.vehicle.photo,
      total: computeFare(row, 'pautos', route.distance_km, { serviceFees: fees }).total,
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
    const fare = computeFare(pricing.row, 'pautos', route.distance_km, { serviceFees: fees });
    return async (client, outbox) => {
      const booking = await insertBooking(client, {
        userId: user.id,
        service: 'pautos',
        zoneId: pricing.zoneId,
        vehicleTypeId: body.vehicle_type_id,
        paymentMethodId: PAYMENT_METHOD_CASH,
        isWeb: true,
        pricingMode: pricing.mode,
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

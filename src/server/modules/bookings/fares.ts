import {
  FREE_PICKUP_DISTANCE_KM,
  LUGGAGE_FEE_CENTAVOS,
  LUGGAGE_VEHICLE_SLUGS,
  WEB_BOOKING_FEE_CENTAVOS,
} from '@config/constants';
import type { PricingResponse } from '@schemas/geo';
import { computeFare, type FareBreakdown, type FareExtras } from '@/shared/fare';
import { type PricingMode, pricingModeAt } from '@/shared/pricing-mode';
import type { Queryable } from '@/server/db/pool';
import { badRequest } from '@/server/errors';
import type { App } from '@/server/types';
import {
  type PricingRecord,
  pricingRowFor,
  pricingRowsForZone,
  type VehicleTypeRecord,
  vehicleTypes,
  zoneForPoint,
} from '../pricing/service';

type LatLng = { lat: number; lng: number };

export const offersLuggage = (slug: string) => (LUGGAGE_VEHICLE_SLUGS as readonly string[]).includes(slug);

/** 'lat,lng' (already pattern-checked by the schema) to a point; out-of-range values are the caller's mistake. */
export function parseLatLng(text: string, label: string): LatLng {
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()));
  if (!(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) throw badRequest(`The ${label} point is not valid.`);
  return { lat, lng };
}

/**
 * The pickup charge pays the driver's empty kilometres beyond the vehicle type's free pickup distance, at the
 * zone's succeeding per-km rate (the pricing table has no separate pickup rate).
 */
export function pickupExtras(row: PricingRecord, vehicle: VehicleTypeRecord, pickupDistanceKm: number) {
  return {
    pickupDistanceKm,
    pickupFreeKm: vehicle.pickup_km_limit ?? FREE_PICKUP_DISTANCE_KM,
    pickupPerExceedKm: row.distance_fare,
  } satisfies FareExtras;
}

/** The vehicle cards of the ride wizard for one trip: every priced vehicle type of the pickup's zone. */
export async function quote(app: App, pickup: LatLng, destination: LatLng): Promise<PricingResponse> {
  const db = app.deps.db;
  const [zoneId, route] = await Promise.all([
    zoneForPoint(db, pickup),
    app.deps.geo.route(pickup, destination),
  ]);
  const mode = pricingModeAt(app.now());
  const rows = await pricingRowsForZone(db, zoneId, mode);
  return {
    zone_id: zoneId,
    mode,
    distance_km: route.distance_km,
    duration_min: route.duration_min,
    estimated: route.estimated === true,
    options: rows.map((row) => {
      const fare = computeFare(row, 'ride', route.distance_km, { isWeb: true });
      const luggage = offersLuggage(row.vehicle.slug);
      return {
        vehicle_type_id: row.vehicle_type_id,
        name: row.vehicle.name,
        slug: row.vehicle.slug,
        photo: row.vehicle.photo,
        base_fare: row.base_fare,
        distance_fare: row.distance_fare,
        base_km_limit: row.base_km_limit,
        min_fare: row.min_fare,
        markup_percent: fare.markupPercent,
        max_seat: row.vehicle.max_seat,
        fare: fare.tripFare + fare.markup,
        web_fee: fare.webFee,
        luggage_fee: luggage ? LUGGAGE_FEE_CENTAVOS : 0,
        total: fare.total,
        total_with_luggage: luggage ? fare.total + LUGGAGE_FEE_CENTAVOS : null,
      };
    }),
  };
}

export type RidePricing = {
  zoneId: number;
  mode: PricingMode;
  row: PricingRecord;
  vehicle: VehicleTypeRecord;
};

/** The pricing row a booking in this zone and vehicle type is charged by, at this moment. */
export async function ridePricing(
  app: App,
  db: Queryable,
  pickup: LatLng,
  vehicleTypeId: number,
): Promise<RidePricing> {
  const zoneId = await zoneForPoint(db, pickup);
  const mode = pricingModeAt(app.now());
  const vehicle = (await vehicleTypes(db)).find((v) => v.id === vehicleTypeId);
  const row = vehicle ? await pricingRowFor(db, { zoneId, vehicleTypeId, mode }) : null;
  if (!vehicle || !row) throw badRequest('This vehicle type is not available in your area.');
  return { zoneId, mode, row, vehicle };
}

export type BookingFareInput = {
  distanceKm: number;
  pickupDistanceKm: number;
  hasLuggage: boolean;
  isWeb: boolean;
  tip: number;
  couponPercent: number;
};

export function bookingFare(pricing: RidePricing, input: BookingFareInput): FareBreakdown {
  return computeFare(pricing.row, 'ride', input.distanceKm, {
    ...pickupExtras(pricing.row, pricing.vehicle, input.pickupDistanceKm),
    hasLuggage: input.hasLuggage,
    isWeb: input.isWeb,
    webFee: WEB_BOOKING_FEE_CENTAVOS,
    tip: input.tip,
    couponPercent: input.couponPercent,
  });
}

/**
 * The rates a booking keeps with it (its `rates` column): the pricing row it was charged by and the markup the
 * fare applied. Rides, pautos and the demo history all record them this way; `extra` adds a service's own fee.
 */
export function bookingRates(row: PricingRecord, fare: FareBreakdown, extra: Record<string, number> = {}) {
  return {
    base_fare: row.base_fare,
    base_km_limit: row.base_km_limit,
    min_fare: row.min_fare,
    distance_fare: row.distance_fare,
    markup_percent: fare.markupPercent,
    ...extra,
  };
}

/** A ride's trip details (its `trip_details` column) as booked: route, pickup charge and the original pins. */
export function rideTripDetails(
  pricing: RidePricing,
  fare: FareBreakdown,
  trip: { minutes: number; distanceKm: number; pickupDistanceKm: number; pickup: LatLng; dropoff: LatLng },
) {
  return {
    eta: trip.minutes,
    km_distance: trip.distanceKm,
    pickup_distance: trip.pickupDistanceKm,
    pickup_exceed_km: fare.pickupExceedKm,
    pickup_charge_fee: fare.pickupCharge,
    pickup_per_exceed_km: pricing.row.distance_fare,
    pickup_dropoff_subtotal: fare.tripFare + fare.markup,
    cancel_initiator_id: null,
    original_pickup_latlng: `${trip.pickup.lat},${trip.pickup.lng}`,
    original_dropoff_latlng: `${trip.dropoff.lat},${trip.dropoff.lng}`,
  };
}

import { DISPATCH_RADIUS_KM } from '../../../../config/constants';
import type { DriverLocations } from '../../adapters/locations/port';
import type { Queryable } from '../../db/pool';

export type Candidate = { driverId: number; distanceKm: number; lat: number; lng: number };

/** The driver flag that says a driver takes a service's bookings. */
const ACCEPTS_COLUMN = {
  ride: 'accepts_ride',
  pautos: 'accepts_pautos',
  delivery: 'accepts_delivery',
} as const;
export type DispatchService = keyof typeof ACCEPTS_COLUMN;

export function acceptsColumn(service: string): string {
  return ACCEPTS_COLUMN[service as DispatchService] ?? ACCEPTS_COLUMN.ride;
}

export type CandidateQuery = {
  /** Which service the booking is: only drivers who have that service on are candidates. Ride by default. */
  service?: string;
  pickup: { lat: number; lng: number };
  vehicleTypeId: number;
  zoneId: number;
  /** Leave out drivers already offered this booking (whatever they answered). */
  notOfferedFor?: number;
  /**
   * Only drivers offered this booking before whose offer lapsed or was declined at least `pauseMs` ago:
   * the re-offer pass, for when nobody new is free.
   */
  reofferFor?: { bookingId: number; pauseMs: number };
  /** Leave out drivers deciding on another offer right now. */
  withoutOpenOffer?: boolean;
  radiusKm?: number;
};

/**
 * Online drivers who could take a ride now, nearest first (straight-line distance from the locations port):
 * approved, not blocked, offering the booking's service in that vehicle type, in a branch of the booking's zone, not on a trip.
 */
export async function eligibleDrivers(
  db: Queryable,
  locations: DriverLocations,
  query: CandidateQuery,
): Promise<Candidate[]> {
  const near = await locations.nearby(query.pickup, query.radiusKm ?? DISPATCH_RADIUS_KM, 200);
  if (near.length === 0) return [];
  const { rows } = await db.query<{ driver_id: number }>(
    `SELECT d.user_id AS driver_id
       FROM drivers d
       JOIN users u ON u.id = d.user_id AND u.deleted_at IS NULL AND NOT u.is_blocked
       JOIN branches br ON br.id = d.branch_id
      WHERE d.user_id = ANY($1::int[])
        AND d.is_online AND d.is_approved AND d.${acceptsColumn(query.service ?? 'ride')}
        AND d.vehicle_type_id = $2 AND br.zone_id = $3
        AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = d.user_id AND r.role = 'driver')
        AND NOT EXISTS (SELECT 1 FROM bookings b
                         WHERE b.driver_id = d.user_id AND b.status IN ('preparing', 'arrived', 'enroute'))
        AND ($4::int IS NULL OR NOT EXISTS (
              SELECT 1 FROM booking_offers o WHERE o.booking_id = $4 AND o.driver_id = d.user_id))
        AND (NOT $5 OR NOT EXISTS (
              SELECT 1 FROM booking_offers o WHERE o.driver_id = d.user_id AND o.status = 'open'))
        AND ($6::int IS NULL OR EXISTS (
              SELECT 1 FROM booking_offers o
               WHERE o.booking_id = $6 AND o.driver_id = d.user_id AND o.status IN ('declined', 'expired')
                 AND o.responded_at <= now() - make_interval(secs => $7::double precision / 1000)))`,
    [
      near.map((p) => p.driverId),
      query.vehicleTypeId,
      query.zoneId,
      query.notOfferedFor ?? null,
      query.withoutOpenOffer ?? false,
      query.reofferFor?.bookingId ?? null,
      query.reofferFor?.pauseMs ?? 0,
    ],
  );
  const eligible = new Set(rows.map((r) => r.driver_id));
  return near
    .filter((p) => eligible.has(p.driverId))
    .map((p) => ({ driverId: p.driverId, distanceKm: p.distanceKm, lat: p.lat, lng: p.lng }));
}

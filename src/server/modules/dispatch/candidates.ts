import { DISPATCH_RADIUS_KM } from '@config/constants';
import type { Geo } from '@/server/adapters/geo/port';
import type { DriverLocations, DriverPosition } from '@/server/adapters/locations/port';
import type { Queryable } from '@/server/db/pool';

export type Candidate = {
  driverId: number;
  /** By road when the road network reaches both the driver and the pickup; the straight line otherwise. */
  distanceKm: number;
  /** Driving time to the pickup by road; undefined where the road does not reach (ranked after by air). */
  roadSeconds?: number;
  lat: number;
  lng: number;
};

/** The nearest drivers by air, at least this many, are ranked again by their driving time to the pickup. */
export const ROAD_SHORT_LIST = 8;
/** Ranks a driver the road does not reach as if driving the straight line × 1.3 at 25 km/h. */
const AIR_SECONDS_PER_KM = (1.3 * 3600) / 25;

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
  /**
   * How many eligible drivers the caller needs, nearest first. The search looks further out until it has
   * found that many or has looked at every driver within the radius, so ineligible drivers nearby never
   * hide an eligible one further away.
   */
  want?: number;
};

/** Eligible drivers a dispatch pass collects: enough to go on when the nearest few were just taken. */
export const DEFAULT_WANTED = 20;
/** The first look asks the locations port for this many of the nearest drivers; each further look, four times more. */
export const FIRST_LOOK = 200;

/** One condition of eligibility: a SQL fragment on `d` (drivers), written with the parameters it adds. */
type Condition = (param: (value: unknown) => string) => string;

/** Approved, not blocked or deleted, holding the driver role, in a branch of the booking's zone. */
const inService =
  (zoneId: number): Condition =>
  (param) =>
    `d.is_online AND d.is_approved AND NOT u.is_blocked AND u.deleted_at IS NULL AND br.zone_id = ${param(zoneId)}
     AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = d.user_id AND r.role = 'driver')`;

/** Takes the booking's service in the booking's vehicle type. */
const offersService =
  (service: string, vehicleTypeId: number): Condition =>
  (param) =>
    `d.${acceptsColumn(service)} AND d.vehicle_type_id = ${param(vehicleTypeId)}`;

/** Not on a trip now. */
const notOnTrip: Condition = () =>
  `NOT EXISTS (SELECT 1 FROM bookings b
                WHERE b.driver_id = d.user_id AND b.status IN ('preparing', 'arrived', 'enroute'))`;

/** Never offered this booking before. */
const neverOffered =
  (bookingId: number): Condition =>
  (param) =>
    `NOT EXISTS (SELECT 1 FROM booking_offers o WHERE o.booking_id = ${param(bookingId)} AND o.driver_id = d.user_id)`;

/** Not deciding on another offer right now. */
const noOpenOffer: Condition = () =>
  `NOT EXISTS (SELECT 1 FROM booking_offers o WHERE o.driver_id = d.user_id AND o.status = 'open')`;

/** Declined this booking, or let its offer lapse, at least `pauseMs` ago. */
const pausedAfterOffer =
  (bookingId: number, pauseMs: number): Condition =>
  (param) =>
    `EXISTS (SELECT 1 FROM booking_offers o
              WHERE o.booking_id = ${param(bookingId)} AND o.driver_id = d.user_id
                AND o.status IN ('declined', 'expired')
                AND o.responded_at <= now() - make_interval(secs => ${param(pauseMs)}::double precision / 1000))`;

/** The conditions a query asks for, each one named. */
function conditionsOf(query: CandidateQuery): Condition[] {
  const conditions = [
    inService(query.zoneId),
    offersService(query.service ?? 'ride', query.vehicleTypeId),
    notOnTrip,
  ];
  if (query.notOfferedFor !== undefined) conditions.push(neverOffered(query.notOfferedFor));
  if (query.withoutOpenOffer) conditions.push(noOpenOffer);
  if (query.reofferFor)
    conditions.push(pausedAfterOffer(query.reofferFor.bookingId, query.reofferFor.pauseMs));
  return conditions;
}

/** Which of `driverIds` meet every condition. */
async function meetingAll(db: Queryable, driverIds: number[], conditions: Condition[]): Promise<Set<number>> {
  const values: unknown[] = [driverIds];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = conditions.map((condition) => `(${condition(param)})`).join('\n AND ');
  const { rows } = await db.query<{ driver_id: number }>(
    `SELECT d.user_id AS driver_id
       FROM drivers d
       JOIN users u ON u.id = d.user_id
       JOIN branches br ON br.id = d.branch_id
      WHERE d.user_id = ANY($1::int[])
        AND ${where}`,
    values,
  );
  return new Set(rows.map((r) => r.driver_id));
}

/**
 * Online drivers who could take a booking now, nearest first: approved, not blocked, offering the booking's
 * service in that vehicle type, in a branch of the booking's zone, not on a trip, plus the query's offer
 * conditions.
 *
 * Steps: ask the locations port for the nearest drivers within the radius (straight line); keep those meeting
 * every condition; while fewer than `want` (at least {@link ROAD_SHORT_LIST}) are kept and the port had more
 * drivers in the radius, look again four times further down the list. With `roads`, that short list is ranked
 * by driving time to the pickup (one search from the pickup for all of them), so a driver across a bay does not
 * come before one down the road.
 */
export async function eligibleDrivers(
  db: Queryable,
  locations: DriverLocations,
  query: CandidateQuery,
  roads?: Pick<Geo, 'travel'>,
): Promise<Candidate[]> {
  const want = query.want ?? DEFAULT_WANTED;
  const found = await nearestByAir(db, locations, {
    ...query,
    want: roads ? Math.max(want, ROAD_SHORT_LIST) : want,
  });
  if (!roads?.travel || found.length === 0) return found.slice(0, want);
  const legs = await roads.travel(
    query.pickup,
    found.map(({ lat, lng }) => ({ lat, lng })),
  );
  const ranked = found.map((candidate, i) => {
    const leg = legs[i];
    return leg
      ? { ...candidate, distanceKm: leg.distance_km, roadSeconds: leg.duration_s, rank: leg.duration_s }
      : { ...candidate, rank: candidate.distanceKm * AIR_SECONDS_PER_KM };
  });
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, want).map(({ rank: _rank, ...candidate }) => candidate);
}

async function nearestByAir(
  db: Queryable,
  locations: DriverLocations,
  query: CandidateQuery,
): Promise<Candidate[]> {
  const radiusKm = query.radiusKm ?? DISPATCH_RADIUS_KM;
  const want = query.want ?? DEFAULT_WANTED;
  const conditions = conditionsOf(query);
  const found: Candidate[] = [];
  let looked = 0;
  for (let look = FIRST_LOOK; ; look *= 4) {
    const near = await locations.nearby(query.pickup, radiusKm, look);
    const fresh = near.slice(looked);
    looked = near.length;
    if (fresh.length > 0) {
      const eligible = await meetingAll(
        db,
        fresh.map((p) => p.driverId),
        conditions,
      );
      found.push(...fresh.filter((p) => eligible.has(p.driverId)).map(asCandidate));
    }
    if (found.length >= want || near.length < look) return found;
  }
}

function asCandidate(p: DriverPosition & { distanceKm: number }): Candidate {
  return { driverId: p.driverId, distanceKm: p.distanceKm, lat: p.lat, lng: p.lng };
}

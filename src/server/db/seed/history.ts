import type pg from 'pg';
import { DAILY_QUOTA_TARGET_RIDES, PAYMENT_METHOD_CASH } from '@config/constants';
import { manilaWallClock } from '@/shared/dates';
import { pricingModeAt } from '@/shared/pricing-mode';
import { haversineKm, LANDMARKS, type Landmark, loadRoadRouter } from '@/server/adapters/geo';
import { newBookingCode, newShareToken, newVerificationCode } from '@/server/modules/bookings/codes';
import {
  bookingFare,
  bookingRates,
  type RidePricing,
  rideTripDetails,
} from '@/server/modules/bookings/fares';
import { pricingRowFor, vehicleTypes, zoneForPoint } from '@/server/modules/pricing/service';
import { transaction } from '../pool';
import { FLEET_SEED_MIN, FLEET_TOWNS, fleetEmail } from './fleet';
import { seedDemoRiders } from './riders';

/** Rides a month the busiest demo driver finishes; the others fewer, each a little differently. */
const BUSIEST_MONTH_RIDES = 170;
/** Trips a driver finishes in one day of history, kept well under the daily quota so no quota day is invented. */
const MAX_RIDES_PER_DAY = Math.min(12, DAILY_QUOTA_TARGET_RIDES - 1);
/** Roads wind: a trip is this much longer than the straight line between its ends. */
const ROAD_FACTOR = 1.3;
/** Most riders book in the app; about this share books on the website (and pays the web fee). */
const WEB_SHARE = 0.3;
/** About one trip in this many of the demo customer's town is the demo customer's own. */
const DEMO_CUSTOMER_ONE_IN = 80;

/** A past trip's length: by road (two decimals) where the network reaches both ends, else the straight estimate. */
function historyKm(pickup: { lat: number; lng: number }, dropoff: { lat: number; lng: number }): number {
  const road = loadRoadRouter().route(pickup, dropoff);
  const km = road ? road.distanceM / 1000 : haversineKm(pickup, dropoff) * ROAD_FACTOR;
  return Math.round(km * 100) / 100;
}

/** A deterministic pseudo-random sequence, so a demo installation looks the same on every machine. */
function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Rides the k-th demo driver (from 0) finishes in a whole month. */
export function monthlyRidesOf(k: number): number {
  return Math.max(6, Math.round(BUSIEST_MONTH_RIDES * 0.93 ** k + ((k * 37) % 11)));
}

/**
 * Rides each driver finishes in the part of a month history covers; the busiest driver of a whole month stays
 * strictly ahead (rounding a few days' share could otherwise tie the first two).
 */
function ridesInPart(ks: number[], share: number, cap: number): Map<number, number> {
  const counts = new Map(ks.map((k) => [k, Math.min(Math.round(monthlyRidesOf(k) * share), cap)]));
  const busiest = ks.reduce((best, k) => (monthlyRidesOf(k) > monthlyRidesOf(best) ? k : best), ks[0]);
  const others = Math.max(0, ...ks.filter((k) => k !== busiest).map((k) => counts.get(k) ?? 0));
  if ((counts.get(busiest) ?? 0) <= others) counts.set(busiest, others + 1);
  return counts;
}

/** Gazetteer places a town's riders go between (shops inside malls excluded). */
function placesNear(town: (typeof FLEET_TOWNS)[number]): Landmark[] {
  return LANDMARKS.filter(
    (place) => !place.within && haversineKm(town.center, place) <= Math.max(12, town.radiusKm * 4),
  );
}

type Driver = { id: number; k: number; branch_id: number; vehicle_type_id: number };

/**
 * Demo mode only: a history of finished trips for the demo fleet over the previous and the current Manila
 * month, so the leaderboard, ranks and the map popup's "finished rides" come from trips like real ones. Trips
 * end at least a day before now (today's counts and the daily quota stay untouched) and no day reaches the
 * daily quota. A month that already has fleet trips is left alone, so restarts add nothing.
 */
export async function seedDemoHistory(db: pg.Pool, now: Date = new Date()): Promise<number> {
  const emails = Array.from({ length: FLEET_SEED_MIN }, (_, i) => fleetEmail(i + 1));
  const { rows: found } = await db.query<Omit<Driver, 'k'> & { email: string }>(
    `SELECT u.id, u.email::text AS email, d.branch_id, d.vehicle_type_id
       FROM users u JOIN drivers d ON d.user_id = u.id
      WHERE u.email = ANY($1::text[]) AND d.branch_id IS NOT NULL`,
    [emails],
  );
  const drivers: Driver[] = found
    .map((row) => ({ ...row, k: emails.indexOf(row.email.toLowerCase()) }))
    .sort((a, b) => a.k - b.k);
  const customer = await db.query<{ id: number; branch_id: number | null }>(
    `SELECT id, branch_id FROM users WHERE email = 'client@example.com'`,
  );
  if (drivers.length === 0 || !customer.rows[0]) return 0;
  const demoCustomer = {
    id: customer.rows[0].id,
    branchId: customer.rows[0].branch_id ?? FLEET_TOWNS[0].branchId,
  };
  const ridersByTown = await seedDemoRiders(db);

  // History ends with the last Manila day that was over a whole day before now.
  const end = manilaWallClock(new Date(now.getTime() - 24 * 3_600_000)).startOf('day');
  const thisMonth = manilaWallClock(now).startOf('month');
  const months = [thisMonth.subtract(1, 'month'), thisMonth];
  const types = await vehicleTypes(db);
  const pricingCache = new Map<string, RidePricing | null>();
  const zoneCache = new Map<string, number | null>();
  let inserted = 0;

  for (const month of months) {
    const starts = month.toDate();
    const ends = month.add(1, 'month').toDate();
    const { rows: existing } = await db.query<{ present: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM bookings WHERE driver_id = ANY($1::int[]) AND status = 'delivered'
                        AND delivered_at >= $2 AND delivered_at < $3) AS present`,
      [drivers.map((d) => d.id), starts, ends],
    );
    if (existing[0].present) continue;
    const days: ReturnType<typeof manilaWallClock>[] = [];
    for (let day = month; day.isBefore(month.add(1, 'month')) && day.isBefore(end); day = day.add(1, 'day'))
      days.push(day);
    if (days.length === 0) continue;
    const counts = ridesInPart(
      drivers.map((d) => d.k),
      days.length / month.daysInMonth(),
      days.length * MAX_RIDES_PER_DAY,
    );
    const trips: Trip[] = [];
    for (const driver of drivers) {
      const town = FLEET_TOWNS.find((t) => t.branchId === driver.branch_id) ?? FLEET_TOWNS[0];
      const places = placesNear(town);
      const vehicle = types.find((v) => v.id === driver.vehicle_type_id);
      if (places.length < 2 || !vehicle) continue;
      const random = sequence(driver.id * 7_919 + month.month() * 104_729 + month.year());
      const riders = ridersByTown.get(town.branchId) ?? [demoCustomer.id];
      const rides = counts.get(driver.k) ?? 0;
      const perDay = new Map<number, number>();
      for (let n = 0; n < rides; n++) {
        let dayIndex = Math.floor(random() * days.length);
        while ((perDay.get(dayIndex) ?? 0) >= MAX_RIDES_PER_DAY) dayIndex = (dayIndex + 1) % days.length;
        perDay.set(dayIndex, (perDay.get(dayIndex) ?? 0) + 1);
        const pickup = places[Math.floor(random() * places.length)];
        let dropoff = places[Math.floor(random() * places.length)];
        if (dropoff === pickup) dropoff = places[(places.indexOf(pickup) + 1) % places.length];
        // Between 6:00 and 21:30 in Manila.
        const delivered = days[dayIndex].add(6 * 60 + Math.floor(random() * 15.5 * 60), 'minute').toDate();
        const distanceKm = Math.max(0.5, historyKm(pickup, dropoff));
        const minutes = Math.max(4, Math.round(distanceKm * 3));
        const created = new Date(delivered.getTime() - (minutes + 8) * 60_000);
        const mode = pricingModeAt(created);
        const zoneKey = `${pickup.lat},${pickup.lng}`;
        let zoneId = zoneCache.get(zoneKey);
        if (zoneId === undefined) {
          // A landmark outside every service zone starts no trip.
          zoneId = await zoneForPoint(db, pickup).catch(() => null);
          zoneCache.set(zoneKey, zoneId);
        }
        if (zoneId === null) continue;
        const pricingKey = `${zoneId}:${vehicle.id}:${mode}`;
        if (!pricingCache.has(pricingKey)) {
          const row = await pricingRowFor(db, { zoneId, vehicleTypeId: vehicle.id, mode });
          pricingCache.set(pricingKey, row ? { zoneId, mode, row, vehicle } : null);
        }
        const pricing = pricingCache.get(pricingKey);
        if (!pricing) continue;
        const pickupDistanceKm = Math.round(random() * 150) / 100;
        // A town's regulars book more often than the rest (the first riders of the list most).
        const riderId =
          town.branchId === demoCustomer.branchId && random() * DEMO_CUSTOMER_ONE_IN < 1
            ? demoCustomer.id
            : riders[Math.floor(random() ** 1.3 * riders.length)];
        const isWeb = random() < WEB_SHARE;
        const fare = bookingFare(pricing, {
          distanceKm,
          pickupDistanceKm,
          hasLuggage: false,
          isWeb,
          tip: 0,
          couponPercent: 0,
        });
        trips.push({
          driver,
          riderId,
          isWeb,
          zoneId,
          mode,
          pickup,
          dropoff,
          created,
          delivered,
          fare,
          rates: bookingRates(pricing.row, fare),
          tripDetails: rideTripDetails(pricing, fare, {
            minutes,
            distanceKm,
            pickupDistanceKm,
            pickup,
            dropoff,
          }),
        });
      }
    }
    await transaction(db, async (client) => {
      for (let i = 0; i < trips.length; i += 500)
        inserted += await insertTrips(client, trips.slice(i, i + 500));
    });
  }
  return inserted;
}

type Trip = {
  driver: Driver;
  riderId: number;
  isWeb: boolean;
  zoneId: number;
  mode: string;
  pickup: Landmark;
  dropoff: Landmark;
  created: Date;
  delivered: Date;
  fare: ReturnType<typeof bookingFare>;
  rates: ReturnType<typeof bookingRates>;
  tripDetails: ReturnType<typeof rideTripDetails>;
};

const placeName = (place: Landmark) =>
  [place.name, place.barangay, place.municipality, place.province].filter(Boolean).join(', ');

/**
 * Writes finished trips the way a delivered booking is recorded: the booking, its status trail and the driver's
 * earning. Booking points are not written: they would pay wallet rewards for trips no one drove.
 */
async function insertTrips(client: pg.PoolClient, trips: Trip[]): Promise<number> {
  const rows = trips.map((trip) => {
    const accepted = new Date(trip.created.getTime() + 60_000);
    const arrived = new Date(accepted.getTime() + 5 * 60_000);
    const enroute = new Date(arrived.getTime() + 2 * 60_000);
    return {
      code: newBookingCode(),
      user_id: trip.riderId,
      is_web: trip.isWeb,
      driver_id: trip.driver.id,
      zone_id: trip.zoneId,
      branch_id: trip.driver.branch_id,
      vehicle_type_id: trip.driver.vehicle_type_id,
      pricing_mode: trip.mode,
      pickup_address: placeName(trip.pickup),
      pickup_latitude: trip.pickup.lat,
      pickup_longitude: trip.pickup.lng,
      dropoff_address: placeName(trip.dropoff),
      dropoff_latitude: trip.dropoff.lat,
      dropoff_longitude: trip.dropoff.lng,
      web_fee: trip.fare.webFee,
      sub_total: trip.fare.subtotal,
      total: trip.fare.total,
      rates: trip.rates,
      trip_details: trip.tripDetails,
      fare: trip.fare,
      verification_code: newVerificationCode(),
      share_token: newShareToken(),
      created_at: trip.created.toISOString(),
      accepted_at: accepted.toISOString(),
      arrived_at: arrived.toISOString(),
      enroute_at: enroute.toISOString(),
      delivered_at: trip.delivered.toISOString(),
    };
  });
  const { rowCount } = await client.query(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(code text, user_id int, is_web boolean, driver_id int, zone_id int, branch_id int,
         vehicle_type_id int, pricing_mode text, pickup_address text, pickup_latitude float8, pickup_longitude float8,
         dropoff_address text, dropoff_latitude float8, dropoff_longitude float8, web_fee int, sub_total int,
         total int, rates jsonb, trip_details jsonb, fare jsonb, verification_code text, share_token text,
         created_at timestamptz, accepted_at timestamptz, arrived_at timestamptz, enroute_at timestamptz,
         delivered_at timestamptz)
     ), booked AS (
       INSERT INTO bookings (code, user_id, driver_id, zone_id, branch_id, vehicle_type_id, payment_method_id,
         is_web, pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address,
         dropoff_latitude, dropoff_longitude, web_fee, sub_total, total, rates, trip_details, fare,
         verification_code, share_token, status, accepted_at, delivered_at, created_at, updated_at)
       SELECT code, user_id, driver_id, zone_id, branch_id, vehicle_type_id, $2, is_web, pricing_mode, pickup_address,
              pickup_latitude, pickup_longitude, dropoff_address, dropoff_latitude, dropoff_longitude, web_fee,
              sub_total, total, rates, trip_details, fare, verification_code, share_token, 'delivered',
              accepted_at, delivered_at, created_at, delivered_at
         FROM input
       ON CONFLICT DO NOTHING
       RETURNING id, code, user_id, driver_id, sub_total, tip, delivered_at
     ), statuses AS (
       INSERT INTO booking_statuses (booking_id, name, actor_user_id, created_at)
       SELECT b.id, s.name, CASE WHEN s.name = 'pending' THEN b.user_id ELSE b.driver_id END, s.at
         FROM booked b JOIN input i ON i.code = b.code
         CROSS JOIN LATERAL (VALUES ('pending', i.created_at), ('preparing', i.accepted_at),
                                    ('arrived', i.arrived_at), ('enroute', i.enroute_at),
                                    ('delivered', i.delivered_at)) AS s(name, at)
     )
     INSERT INTO driver_earnings (booking_id, driver_id, amount, created_at)
     SELECT id, driver_id, sub_total + tip, delivered_at FROM booked
     ON CONFLICT (booking_id) DO NOTHING`,
    [JSON.stringify(rows), PAYMENT_METHOD_CASH],
  );
  return rowCount ?? 0;
}

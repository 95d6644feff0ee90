import { recordBookingPoint } from '../driver-portal/booking-points';
import { tripTracesOf } from './trip-trace';
import { ONLINE_BOOKING_POINTS, WALK_IN_BOOKING_POINTS } from '@config/constants';
import type { BookingDetails } from '@schemas/booking';
import { transaction } from '@/server/db/pool';
import { conflict, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import type { Dispatcher } from '../dispatch/service';
import { acceptsColumn } from '../dispatch/candidates';
import { isOrder } from '../orders/status-entries';
import { hasOpenOffer, partiesById } from './access';
import { bookingDetails } from './details';
import { type Outbox, publishAll, recordStatus } from './events';
import { applyWalkInDropOff, walkInDropOff } from './walk-in';
import { settleWalkInPoints } from './walk-in-points';
import type { WalkInTraces } from './walk-in-trace';

export const DRIVER_MESSAGES = {
  TAKEN: 'This booking was already taken by another driver.',
  CANCELLED: 'This booking was cancelled.',
  NOT_FOR_YOU: 'This booking is not available to you.',
  BUSY: 'Finish your current trip before accepting another booking.',
  NO_PROFILE: 'Only drivers with a vehicle profile can take bookings.',
  DECLINED: 'Offer declined.',
  USE_ORDER_STEPS: 'This booking is an errand or delivery: update it with its own steps.',
  cannotMove: (from: string, to: string) => `This booking is ${from} and cannot become ${to} now.`,
} as const;

/** The step before each driver status: the trip can only move forward one step at a time. */
const PREVIOUS_STATUS = { arrived: 'preparing', enroute: 'arrived', delivered: 'enroute' } as const;
export type DriverStep = keyof typeof PREVIOUS_STATUS;

type DriverProfile = {
  user_id: number;
  vehicle_type_id: number;
  zone_id: number | null;
  is_online: boolean;
  is_approved: boolean;
  accepts_ride: boolean;
  accepts_pautos: boolean;
  accepts_delivery: boolean;
  lat: number | null;
  lng: number | null;
};

async function driverProfile(app: App, driverId: number): Promise<DriverProfile> {
  const { rows } = await app.deps.db.query<DriverProfile>(
    `SELECT d.user_id, d.vehicle_type_id, br.zone_id, d.is_online, d.is_approved, d.accepts_ride,
            d.accepts_pautos, d.accepts_delivery, d.lat, d.lng
       FROM drivers d JOIN branches br ON br.id = d.branch_id WHERE d.user_id = $1`,
    [driverId],
  );
  if (!rows[0]) throw conflict(DRIVER_MESSAGES.NO_PROFILE);
  return rows[0];
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

/** The driver's open offer that has not run out, with the booking as a driver may see it. */
export async function currentOffer(app: App, driver: AuthUser) {
  const { rows } = await app.deps.db.query<{ booking_id: number; expires_at: Date }>(
    `SELECT o.booking_id, o.expires_at FROM booking_offers o JOIN bookings b ON b.id = o.booking_id
      WHERE o.driver_id = $1 AND o.status = 'open' AND o.expires_at > now() AND b.status = 'pending'
      ORDER BY o.id DESC LIMIT 1`,
    [driver.id],
  );
  const offer = rows[0];
  const booking =
    offer && (await bookingDetails(app.deps.db, app.deps.locations, offer.booking_id, 'offered'));
  if (!offer || !booking) return { offer: null };
  const expiresAt = offer.expires_at.toISOString();
  return {
    offer: { booking_id: offer.booking_id, expires_at: expiresAt, booking },
    booking,
    expires_at: expiresAt,
  };
}

/**
 * Accepting is one conditional UPDATE (pending and nobody's): of any number of drivers accepting at once
 * exactly one changes the row; the rest see it taken and get 409. The offered driver may accept, and so may
 * any eligible driver who sees the booking first.
 */
export async function acceptBooking(app: App, driver: AuthUser, bookingId: number): Promise<BookingDetails> {
  const profile = await driverProfile(app, driver.id);
  const { rows } = await app.deps.db.query<{
    status: string;
    driver_id: number | null;
    vehicle_type_id: number;
    zone_id: number;
    service: string;
  }>('SELECT status, driver_id, vehicle_type_id, zone_id, service FROM bookings WHERE id = $1', [bookingId]);
  const booking = rows[0];
  if (!booking) throw notFound('Booking not found.');
  if (booking.status === 'cancelled') throw conflict(DRIVER_MESSAGES.CANCELLED);
  if (booking.status !== 'pending') throw conflict(DRIVER_MESSAGES.TAKEN);
  const eligible =
    (await hasOpenOffer(app.deps.db, bookingId, driver.id)) ||
    (profile.is_online &&
      profile.is_approved &&
      profile[acceptsColumn(booking.service) as 'accepts_ride'] &&
      profile.vehicle_type_id === booking.vehicle_type_id &&
      profile.zone_id === booking.zone_id);
  if (!eligible) throw conflict(DRIVER_MESSAGES.NOT_FOR_YOU);

  const live = await app.deps.locations.get(driver.id).catch(() => null);
  const at =
    live ?? (profile.lat !== null && profile.lng !== null ? { lat: profile.lat, lng: profile.lng } : null);
  const outbox: Outbox = [];
  try {
    await transaction(app.deps.db, async (client) => {
      const updated = await client.query<{ id: number; code: string }>(
        `UPDATE bookings
            SET status = 'preparing', driver_id = $2, accepted_at = now(), updated_at = now(),
                next_dispatch_at = NULL, driver_accept_latitude = $3, driver_accept_longitude = $4
          WHERE id = $1 AND status = 'pending' AND driver_id IS NULL
          RETURNING id, code`,
        [bookingId, driver.id, at?.lat ?? null, at?.lng ?? null],
      );
      const won = updated.rows[0];
      if (!won) throw conflict(DRIVER_MESSAGES.TAKEN);
      await recordStatus(client, outbox, won, 'preparing', driver.id);
      const closed = await client.query<{ driver_id: number }>(
        `UPDATE booking_offers SET status = 'closed', responded_at = now()
          WHERE booking_id = $1 AND status = 'open' AND driver_id <> $2 RETURNING driver_id`,
        [bookingId, driver.id],
      );
      for (const { driver_id } of closed.rows) {
        outbox.push({
          topic: `driver:${driver_id}`,
          data: { type: 'offer_closed', booking_id: bookingId, reason: 'taken' },
        });
      }
      await client.query(
        `INSERT INTO booking_offers (booking_id, driver_id, status, expires_at, responded_at)
         VALUES ($1, $2, 'accepted', now(), now())
         ON CONFLICT (booking_id, driver_id) DO UPDATE SET status = 'accepted', responded_at = now()`,
        [bookingId, driver.id],
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_one_active_per_driver')) throw conflict(DRIVER_MESSAGES.BUSY);
    throw error;
  }
  await publishAll(app, outbox);
  return (await bookingDetails(app.deps.db, app.deps.locations, bookingId, 'driver'))!;
}

/** Declines (or refuses in advance) a booking; dispatch moves on to the next nearest driver at once. */
export async function declineBooking(app: App, dispatcher: Dispatcher, driver: AuthUser, bookingId: number) {
  await driverProfile(app, driver.id);
  const parties = await partiesById(app.deps.db, bookingId);
  if (!parties) throw notFound('Booking not found.');
  await app.deps.db.query(
    `INSERT INTO booking_offers (booking_id, driver_id, status, expires_at, responded_at)
     VALUES ($1, $2, 'declined', now(), now())
     ON CONFLICT (booking_id, driver_id) DO UPDATE SET status = 'declined', responded_at = now()
       WHERE booking_offers.status = 'open'`,
    [bookingId, driver.id],
  );
  if (parties.status === 'pending') dispatcher.kick(bookingId);
  return { message: DRIVER_MESSAGES.DECLINED };
}

export async function currentDriverBooking(app: App, driver: AuthUser) {
  const { rows } = await app.deps.db.query<{ id: number }>(
    `SELECT id FROM bookings WHERE driver_id = $1 AND status IN ('preparing', 'arrived', 'enroute')
      ORDER BY id DESC LIMIT 1`,
    [driver.id],
  );
  if (!rows[0]) return { booking: null };
  return { booking: await bookingDetails(app.deps.db, app.deps.locations, rows[0].id, 'driver') };
}

/**
 * preparing → arrived → enroute → delivered, one step at a time and only by the assigned driver. Delivery
 * records the driver's earning (fare and tip; the web fee stays with the platform) and the booking points; a
 * walk-in trip earns its points only when it was a real trip, within the day's number (walk-in-points).
 */
export async function advanceBooking(
  app: App,
  driver: AuthUser,
  bookingId: number,
  next: DriverStep,
  traces?: WalkInTraces,
): Promise<BookingDetails> {
  const parties = await partiesById(app.deps.db, bookingId);
  if (!parties || parties.driver_id !== driver.id) throw notFound('Booking not found.');
  if (await isOrder(app.deps.db, bookingId)) throw conflict(DRIVER_MESSAGES.USE_ORDER_STEPS);
  // A walk-in trip gets its drop-off and fare where the driver finishes it.
  const walkIn = next === 'delivered' ? await walkInDropOff(app, driver.id, bookingId, traces) : null;
  const outbox: Outbox = [];
  await transaction(app.deps.db, async (client) => {
    if (walkIn) await applyWalkInDropOff(client, bookingId, walkIn);
    const { rows } = await client.query<{
      id: number;
      code: string;
      sub_total: number;
      tip: number;
      is_walk_in: boolean;
    }>(
      // Delivered on the server's clock, the one the day's quota reads (as the walk-in's own times are).
      `UPDATE bookings SET status = $3, updated_at = now(),
              delivered_at = CASE WHEN $3 = 'delivered' THEN $5::timestamptz ELSE delivered_at END
        WHERE id = $1 AND driver_id = $2 AND status = $4
        RETURNING id, code, sub_total, tip, is_walk_in`,
      [bookingId, driver.id, next, PREVIOUS_STATUS[next], app.now()],
    );
    const booking = rows[0];
    if (!booking) {
      const now = await client.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
        bookingId,
      ]);
      throw conflict(DRIVER_MESSAGES.cannotMove(now.rows[0]?.status ?? parties.status, next));
    }
    await recordStatus(client, outbox, booking, next, driver.id);
    if (next === 'delivered') {
      await client.query(
        `INSERT INTO driver_earnings (booking_id, driver_id, amount) VALUES ($1, $2, $3)
         ON CONFLICT (booking_id) DO NOTHING`,
        [bookingId, driver.id, booking.sub_total + booking.tip],
      );
      if (!booking.is_walk_in) {
        await recordBookingPoint(client, driver.id, bookingId, ONLINE_BOOKING_POINTS);
      } else if (walkIn) {
        const verdict = await settleWalkInPoints(
          client,
          { id: bookingId, driverId: driver.id },
          {
            reason: walkIn.judged.reason,
            distanceKm: walkIn.distanceKm,
            durationMin: walkIn.judged.tripMinutes,
            now: walkIn.judged.now,
          },
          walkIn.judged.rules,
        );
        if (verdict.earned) await recordBookingPoint(client, driver.id, bookingId, WALK_IN_BOOKING_POINTS);
      } else {
        await client.query('UPDATE bookings SET counts_for_rewards = false WHERE id = $1', [bookingId]);
      }
    }
  });
  if (walkIn) traces?.ended(driver.id);
  if (next === 'enroute') tripTracesOf(app)?.started(driver.id);
  if (next === 'delivered') await tripTracesOf(app)?.check(bookingId, driver.id);
  await publishAll(app, outbox);
  return (await bookingDetails(app.deps.db, app.deps.locations, bookingId, 'driver'))!;
}

import type { Queryable } from '@/server/db/pool';
import type { AuthUser } from '@/server/types';
import { type BookingRef, parseBookingRef } from './codes';

/** Staff who may see and act on every booking. */
export const STAFF_ROLES = ['admin', 'operations-manager'] as const;

export function isStaff(user: AuthUser | null): boolean {
  return !!user && user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

export function isDriver(user: AuthUser | null): boolean {
  return !!user && user.roles.includes('driver');
}

export type BookingParties = {
  id: number;
  code: string;
  user_id: number;
  driver_id: number | null;
  status: string;
};

/** Who the viewer is to a booking; null means a stranger, who is told the booking does not exist. */
export type Relation = 'rider' | 'driver' | 'staff';

export function relationTo(user: AuthUser | null, booking: BookingParties): Relation | null {
  if (!user) return null;
  if (booking.user_id === user.id) return 'rider';
  if (booking.driver_id !== null && booking.driver_id === user.id) return 'driver';
  if (isStaff(user)) return 'staff';
  return null;
}

const PARTIES = 'SELECT id, code, user_id, driver_id, status FROM bookings';

export async function partiesById(db: Queryable, id: number): Promise<BookingParties | null> {
  const { rows } = await db.query<BookingParties>(`${PARTIES} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function partiesByCode(db: Queryable, code: string): Promise<BookingParties | null> {
  const { rows } = await db.query<BookingParties>(`${PARTIES} WHERE code = $1`, [code.toUpperCase()]);
  return rows[0] ?? null;
}

export async function partiesByRef(db: Queryable, ref: BookingRef): Promise<BookingParties | null> {
  const booking = await partiesByCode(db, ref.code);
  if (!booking || (ref.id !== null && booking.id !== ref.id)) return null;
  return booking;
}

/**
 * The bookings a view address may mean: '{id}-{code}' or '{code}', and a bare number is also the order id of
 * /orders/{orderId} (spec part 2 "GET booking/{id}"). A code may be all digits, so both are looked up.
 */
export async function partiesForView(db: Queryable, text: string): Promise<BookingParties[]> {
  const found: BookingParties[] = [];
  const trimmed = text.trim();
  if (/^\d{1,10}$/.test(trimmed) && Number(trimmed) <= 2_147_483_647) {
    const byId = await partiesById(db, Number(trimmed));
    if (byId) found.push(byId);
  }
  const ref = parseBookingRef(trimmed);
  const byRef = ref ? await partiesByRef(db, ref) : null;
  if (byRef && !found.some((booking) => booking.id === byRef.id)) found.push(byRef);
  return found;
}

/** A driver holding an open offer for the booking may read it before accepting. */
export async function hasOpenOffer(db: Queryable, bookingId: number, driverId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM booking_offers WHERE booking_id = $1 AND driver_id = $2 AND status = 'open'`,
    [bookingId, driverId],
  );
  return rows.length > 0;
}

/** Rate limits counted per account (all test and NAT traffic shares one address), by IP for anonymous callers. */
export function perAccount(name: string, max: number, timeWindow = '1 minute') {
  return {
    max,
    timeWindow,
    // After authentication, so the key can be the account.
    hook: 'preHandler' as const,
    keyGenerator: (request: { user: AuthUser | null; ip?: string }) =>
      `${name}:${request.user ? `u${request.user.id}` : (request.ip ?? 'local')}`,
  };
}

/** `order:{code}` and `chat:{code}`: the rider, the assigned driver and staff. */
export async function mayFollowBooking(db: Queryable, user: AuthUser | null, code: string): Promise<boolean> {
  if (!user || !/^[A-Za-z0-9]{1,20}$/.test(code)) return false;
  const booking = await partiesByCode(db, code);
  return !!booking && booking.code === code && relationTo(user, booking) !== null;
}

/**
 * The job screen's reads and the answers it shows (JobsPage.tsx), in the shared cache of server data
 * (src/web/shared/server-data.ts).
 */
import type { BookingDetails } from '@schemas/booking';
import type { DriverProfile } from '@schemas/driver';
import { isFinalStatus } from '@/shared/status-labels';
import { takeEarly } from '@/web/shared/early-request';
import { setServerData, useServerData } from '@/web/shared/server-data';

export type CurrentAnswer = { booking: BookingDetails | null };
export type OfferAnswer = {
  offer: { booking_id: number; expires_at: string; booking: BookingDetails } | null;
};

/**
 * The screen's reads are made whatever the browser says of the signal, as before: without signal the app's
 * worker answers with the last answers it kept (src/web/sw), and a failed read is tried again as each says.
 */
export const ASK_ALWAYS = { networkMode: 'always' } as const;

/**
 * A read of the first view: the page's answer, or the one asked for while this screen's code loaded (see
 * ../routes.tsx); never kept once the screen is left, so each visit starts with the server's.
 */
export function useFirstView<T>(path: string) {
  return useServerData<T>(path, {
    ...ASK_ALWAYS,
    ask: () => takeEarly<T>(path),
    gcTime: 0,
    structuralSharing: false,
  });
}

/** The trip the screen shows is the trip query's latest answer: not asked again until the next poll or event. */
export function keepTripAnswer(booking: BookingDetails | null) {
  if (booking && !isFinalStatus(booking.status)) setServerData(bookingRef(booking), {}, booking);
}

/** An offer answered, closed or expired leaves the screen at once. */
export function dropOffer() {
  setServerData<OfferAnswer>('driver/offer', {}, { offer: null });
}

/** The driver's profile as the last answer of the server (going online or offline) gives it. */
export function showProfile(profile: DriverProfile) {
  setServerData('driver/me', {}, profile);
}

export function bookingRef(booking: BookingDetails) {
  return `booking/${booking.id}-${booking.code}`;
}

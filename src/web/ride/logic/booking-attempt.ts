import { useEffect, useRef } from 'react';
import { defineMessages } from '@/shared/i18n';
import { api } from '@/web/shared/api';
import { randomUuid } from './ids';
import type { OrderRef } from './types';

/**
 * The rider's Book Now made safe to repeat. The Idempotency-Key of a tap is kept in this tab (across reloads)
 * with the request it was made for, until the booking is known: tapping again for the same trip sends the same
 * key, so a booking the server made before the signal dropped is answered again, never made twice.
 */
const ATTEMPT_KEY = 'brp.bookingAttempt';

type Attempt = { key: string; request: string };

export const bookingAttemptMessages = defineMessages(
  {
    NO_SIGNAL_TITLE: 'No signal',
    NO_SIGNAL_TEXT:
      'We could not hear back from the server. If your booking went through, it opens here as soon as the ' +
      'signal returns. Tapping Book Now again is safe: it never books twice.',
  },
  {
    NO_SIGNAL_TITLE: 'Walang signal',
    NO_SIGNAL_TEXT:
      'Hindi kami nakatanggap ng sagot mula sa server. Kung natuloy ang booking mo, bubukas ito rito pagbalik ' +
      'ng signal. Ligtas pindutin ulit ang I-book Na: hindi ito magbu-book nang dalawang beses.',
  },
);

function read(): Attempt | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as Attempt | null;
    return stored && typeof stored.key === 'string' && typeof stored.request === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** The key for booking `request` (any JSON): the kept one when it was made for this very request. */
export function bookingAttemptKey(kind: string, request: unknown): string {
  const body = `${kind}:${JSON.stringify(request)}`;
  const kept = read();
  if (kept?.request === body) return kept.key;
  const attempt = { key: randomUuid(), request: body };
  try {
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage full or refused: the key still serves this page.
  }
  return attempt.key;
}

/** A tap whose booking may have been made without the rider hearing of it. */
export function hasBookingAttempt(): boolean {
  return read() !== null;
}

/** The booking is known (made, or refused in words): the next Book Now is a new request. */
export function endBookingAttempt() {
  try {
    window.sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * While a tap's booking is unknown, the signal returning asks the server for the rider's live booking and
 * opens it when there is one (made before the signal dropped).
 *
 * Asked by hand, not through the server-data cache: this is no screen's data but a one-off recovery step that
 * runs only on the browser's `online` event and only while a tap's outcome is unknown; its answer is acted on
 * (the booking opens), never shown, so caching or refetching it would only add requests.
 */
export function useFoundBooking(open: (order: OrderRef) => void) {
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const look = async () => {
      if (!hasBookingAttempt()) return;
      try {
        const { order } = await api<{ order: OrderRef | null }>('booking/current');
        if (!order) return;
        endBookingAttempt();
        openRef.current(order);
      } catch {
        // Still no answer: the next return of the signal asks again.
      }
    };
    window.addEventListener('online', look);
    return () => window.removeEventListener('online', look);
  }, []);
}

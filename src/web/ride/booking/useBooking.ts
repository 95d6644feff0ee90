import { useCallback, useEffect, useState } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import { isFinalStatus } from '@/shared/status-labels';
import { ApiError, answeredAt, api } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';
import { getServerData, setServerData, useServerData } from '@/web/shared/server-data';
import { bookingApiPath, type BookingRef } from '../logic/booking-ref';
import type { BookingDetails } from '../logic/types';

export type BookingLoad =
  | { state: 'loading' }
  | { state: 'ready'; booking: BookingDetails; refreshing: boolean }
  | { state: 'not-found' }
  | { state: 'login' }
  | { state: 'error'; message: string };

type StatusEvent = { type?: string; status?: string };

/** Asked again until the booking is delivered or cancelled. */
const whileLive = (query: { state: { data?: BookingDetails } }) => {
  const status = query.state.data?.status;
  return Boolean(status && !isFinalStatus(status));
};

/**
 * A booking kept current without reloads: the `order:{code}` realtime topic (reconnecting by itself, and
 * followed before the booking is loaded), a re-sync every 10 s until delivered or cancelled (paused while the
 * tab is hidden), and a re-sync whenever the tab comes back into view or the signal returns.
 */
export function useBooking(ref: BookingRef | null) {
  const path = ref ? bookingApiPath(ref) : null;
  // When the server last answered for this booking: a status not heard of for a while is marked so.
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  // A status the server announced, shown before the full re-sync lands.
  const [announced, setAnnounced] = useState(false);
  const query = useServerData<BookingDetails>(path, {
    byLanguage: false,
    ask: async (signal) => {
      const booking = await api<BookingDetails>(path ?? '', { signal });
      setUpdatedAt(answeredAt(booking));
      setAnnounced(false);
      return booking;
    },
    refetchInterval: (current) => (whileLive(current) ? STATUS_POLL_MS : false),
    refetchOnWindowFocus: whileLive,
    refetchOnReconnect: whileLive,
    // Without signal the re-syncs still go out (and fail) as before, instead of waiting for the browser to
    // say it is online: what is shown stays until an answer comes.
    networkMode: 'always',
  });
  const { refetch } = query;
  const setBooking = useCallback(
    (booking: BookingDetails) =>
      setServerData<BookingDetails>(path ?? '', {}, booking, { byLanguage: false }),
    [path],
  );

  /** Shows a status the server announced at once, before the full re-sync lands. */
  const applyStatus = useCallback(
    (status: string) => {
      const booking = getServerData<BookingDetails>(path ?? '', {}, { byLanguage: false });
      if (!booking || booking.status === status) return;
      setAnnounced(true);
      setBooking({ ...booking, status });
    },
    [path, setBooking],
  );

  // A re-sync asked for while one is on its way may follow an event the first one missed: the one on its way
  // gives way to a new one.
  const refresh = useCallback(async () => {
    if (path) await refetch();
  }, [path, refetch]);

  // Follow the booking's topic first (the code is in the address), then load: the load that counts is the one
  // made once the server has confirmed the subscription (and again after every reconnect), so no status change
  // can fall between the two. The first load starts at once (the query's own), to show the page without waiting.
  const code = query.data?.code ?? ref?.code ?? null;
  const byOrderId = !ref?.code;
  useEffect(() => {
    if (!code) return;
    const stop = realtime().subscribe(
      `order:${code}`,
      (data) => {
        const event = (data ?? {}) as StatusEvent;
        if (typeof event.status === 'string') applyStatus(event.status);
        void refresh();
      },
      () => void refresh(),
    );
    // Opened by order id (/orders/{orderId}): the code is known only once the booking is loaded, which then
    // asks again at once.
    if (byOrderId) void refresh();
    return stop;
  }, [code, byOrderId, refresh, applyStatus]);

  return { load: bookingLoad(query.data, query.error, announced), updatedAt, refresh, setBooking };
}

function bookingLoad(
  booking: BookingDetails | undefined,
  error: Error | null,
  refreshing: boolean,
): BookingLoad {
  // Once shown, a booking stays on the screen through failed re-syncs; the next poll or event tries again.
  if (booking) return { state: 'ready', booking, refreshing };
  if (!error) return { state: 'loading' };
  if (error instanceof ApiError && error.status === 404) return { state: 'not-found' };
  if (error instanceof ApiError && error.status === 401) return { state: 'login' };
  return { state: 'error', message: error.message || 'Could not load the booking.' };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import { isFinalStatus } from '@/shared/status-labels';
import { ApiError, answeredAt, api } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';
import { bookingApiPath, type BookingRef } from '../logic/booking-ref';
import type { BookingDetails } from '../logic/types';

export type BookingLoad =
  | { state: 'loading' }
  | { state: 'ready'; booking: BookingDetails; refreshing: boolean }
  | { state: 'not-found' }
  | { state: 'login' }
  | { state: 'error'; message: string };

type StatusEvent = { type?: string; status?: string };

/**
 * A booking kept current without reloads: the `order:{code}` realtime topic (reconnecting by itself, and
 * followed before the booking is loaded), a re-sync every 10 s until delivered or cancelled, and a re-sync
 * whenever the tab comes back into view.
 */
export function useBooking(ref: BookingRef | null) {
  const [load, setLoad] = useState<BookingLoad>({ state: 'loading' });
  // When the server last answered for this booking: a status not heard of for a while is marked so.
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const current = useRef<BookingDetails | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const path = ref ? bookingApiPath(ref) : null;

  const again = useRef(false);

  const refresh = useCallback(async (): Promise<void> => {
    if (!path) return;
    // A load asked for while one is on its way may follow an event the first one missed: run once more after.
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = (async () => {
      try {
        const booking = await api<BookingDetails>(path);
        current.current = booking;
        setUpdatedAt(answeredAt(booking));
        setLoad({ state: 'ready', booking, refreshing: false });
      } catch (error) {
        if (current.current) {
          // Keep showing what we have; the next poll or event tries again.
          setLoad({ state: 'ready', booking: current.current, refreshing: false });
          return;
        }
        if (error instanceof ApiError && error.status === 404) setLoad({ state: 'not-found' });
        else if (error instanceof ApiError && error.status === 401) setLoad({ state: 'login' });
        else
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : 'Could not load the booking.',
          });
      }
    })();
    inFlight.current = run;
    try {
      await run;
    } finally {
      inFlight.current = null;
    }
    if (again.current) {
      again.current = false;
      await refresh();
    }
  }, [path]);

  /** Shows a status the server announced at once, before the full re-sync lands. */
  const applyStatus = useCallback((status: string) => {
    const booking = current.current;
    if (!booking || booking.status === status) return;
    const next = { ...booking, status };
    current.current = next;
    setLoad({ state: 'ready', booking: next, refreshing: true });
  }, []);

  // Follow the booking's topic first (the code is in the address), then load: the load that counts is the one
  // made once the server has confirmed the subscription (and again after every reconnect), so no status change
  // can fall between the two. The first load also starts at once, to show the page without waiting.
  const loadedCode = load.state === 'ready' ? load.booking.code : null;
  const code = loadedCode ?? ref?.code ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address starts from nothing
  useEffect(() => {
    current.current = null;
    setLoad({ state: 'loading' });
  }, [path]);

  useEffect(() => {
    // Opened by order id (/orders/{orderId}): the code is known only once the booking is loaded.
    if (!code) {
      void refresh();
      return;
    }
    const stop = realtime().subscribe(
      `order:${code}`,
      (data) => {
        const event = (data ?? {}) as StatusEvent;
        if (typeof event.status === 'string') applyStatus(event.status);
        void refresh();
      },
      () => void refresh(),
    );
    void refresh();
    return stop;
  }, [code, refresh, applyStatus]);

  const status = load.state === 'ready' ? load.booking.status : null;
  useEffect(() => {
    if (!status || isFinalStatus(status)) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, STATUS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [status, refresh]);

  return {
    load,
    updatedAt,
    refresh,
    setBooking: (booking: BookingDetails) => {
      current.current = booking;
      setLoad({ state: 'ready', booking, refreshing: false });
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/web/shared/api';
import { canFollowBookingEvents } from '@/shared/roles';
import { realtime } from '@/web/shared/realtime';
import { getSession } from '@/web/shared/session';

/** The staff topic: every booking's status changes and new bookings. */
export const OPS_TOPIC = 'ops';
/** Bursts of booking events refresh once. */
const EVENT_SETTLE_MS = 400;

/**
 * Loads data, reloads it every `intervalMs`, when a booking changes (staff realtime topic, for the roles that
 * may follow it) and on demand. Keeps the last good data while a reload runs or fails.
 */
export function useLiveData<T>(load: (signal: AbortSignal) => Promise<T>, intervalMs: number) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const value = await load(current.signal);
      if (current.signal.aborted) return;
      setData(value);
      setError(null);
    } catch (failure) {
      if ((failure as Error).name === 'AbortError') return;
      setError(errorMessage(failure));
    } finally {
      if (!current.signal.aborted) setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), intervalMs);
    let settle: ReturnType<typeof setTimeout> | undefined;
    const stop = canFollowBookingEvents(getSession().roles)
      ? realtime().subscribe(OPS_TOPIC, () => {
          clearTimeout(settle);
          settle = setTimeout(() => void reload(), EVENT_SETTLE_MS);
        })
      : () => {};
    return () => {
      clearInterval(timer);
      clearTimeout(settle);
      stop();
      controller.current?.abort();
    };
  }, [reload, intervalMs]);

  return { data, error, loading, reload };
}

import { useCallback, useEffect, useState } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import type { DeliveryOrderView } from '@schemas/delivery-order';
import { api, errorMessage } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';

export type DeliveryLoad =
  | { state: 'loading' }
  | { state: 'ready'; order: DeliveryOrderView; next: string[] }
  | { state: 'error'; message: string };

/**
 * One delivery order kept current: the `delivery:{code}` realtime topic, a re-sync every 10 s until it ends,
 * and the status keys the viewer may set next (the server's table decides them).
 */
export function useDelivery(bookingId: number, code: string) {
  const [load, setLoad] = useState<DeliveryLoad>({ state: 'loading' });
  const refresh = useCallback(async () => {
    try {
      const [order, status] = await Promise.all([
        api<DeliveryOrderView>(`delivery/orders/${bookingId}`),
        api<{ next: string[] }>(`orders/${bookingId}/status`).catch(() => ({ next: [] as string[] })),
      ]);
      setLoad({ state: 'ready', order, next: status.next });
    } catch (error) {
      setLoad((current) =>
        current.state === 'ready' ? current : { state: 'error', message: errorMessage(error) },
      );
    }
  }, [bookingId]);

  useEffect(() => {
    void refresh();
    return realtime().subscribe(`delivery:${code}`, () => void refresh());
  }, [code, refresh]);

  const ended = load.state === 'ready' && ['delivered', 'cancelled'].includes(load.order.booking_status);
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [ended, refresh]);

  return { load, refresh };
}

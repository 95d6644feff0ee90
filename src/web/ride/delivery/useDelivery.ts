import { useCallback, useEffect } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import type { DeliveryOrderView } from '@schemas/delivery-order';
import { errorMessage } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';
import { useServerData } from '@/web/shared/server-data';

export type DeliveryLoad =
  | { state: 'loading' }
  | { state: 'ready'; order: DeliveryOrderView; next: string[] }
  | { state: 'error'; message: string };

/**
 * One delivery order kept current: the `delivery:{code}` realtime topic, a re-sync every 10 s until it ends
 * (paused while the tab is hidden), and the status keys the viewer may set next (the server's table decides
 * them; none when they cannot be had).
 */
export function useDelivery(bookingId: number, code: string) {
  const order = useServerData<DeliveryOrderView>(`delivery/orders/${bookingId}`, {
    byLanguage: false,
    refetchInterval: (query) => (ended(query.state.data) ? false : STATUS_POLL_MS),
    networkMode: 'always',
  });
  const status = useServerData<{ next: string[] }>(`orders/${bookingId}/status`, {
    byLanguage: false,
    refetchInterval: ended(order.data) ? false : STATUS_POLL_MS,
    networkMode: 'always',
  });
  const { refetch: refetchOrder } = order;
  const { refetch: refetchStatus } = status;
  const refresh = useCallback(async () => {
    await Promise.all([refetchOrder(), refetchStatus()]);
  }, [refetchOrder, refetchStatus]);

  useEffect(() => realtime().subscribe(`delivery:${code}`, () => void refresh()), [code, refresh]);

  const next = status.isError ? [] : status.data?.next;
  let load: DeliveryLoad = { state: 'loading' };
  // Once shown, the order stays through failed re-syncs.
  if (order.data && next) load = { state: 'ready', order: order.data, next };
  else if (order.isError) load = { state: 'error', message: errorMessage(order.error) };
  return { load, refresh };
}

function ended(order: DeliveryOrderView | undefined): boolean {
  return Boolean(order && ['delivered', 'cancelled'].includes(order.booking_status));
}

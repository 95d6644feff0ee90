import type { DeliveryOrderView } from '@schemas/delivery-order';

type EditableParts = Pick<DeliveryOrderView, 'booking_status' | 'status'>;

/**
 * The customer changes the items while the store has not started preparing the order (its own track has not
 * moved) and the order is live; the server refuses the same.
 */
export function isOrderEditable(order: EditableParts): boolean {
  return (
    order.status.store_status === 'pending' &&
    !['delivered', 'cancelled'].includes(order.booking_status) &&
    order.status.code !== 'CANCELLED'
  );
}

export function bookingViewPath(order: Pick<DeliveryOrderView, 'id' | 'code'>): string {
  return `/booking/${order.id}-${order.code}`;
}

export type EditNotice = 'updated' | 'locked';
const NOTICE_KEY = 'brp.deliveryEditNotice';

/** What the booking view says on arrival from the edit page: the order was updated, or can no longer change. */
export function leaveFor(order: Pick<DeliveryOrderView, 'id'>, notice: EditNotice) {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ id: order.id, notice }));
  } catch {
    // Private mode without storage: the booking view simply says nothing.
  }
}

/** Reads (once) the notice left for this order by the edit page. */
export function takeNotice(orderId: number): EditNotice | null {
  try {
    const raw = sessionStorage.getItem(NOTICE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { id?: number; notice?: EditNotice };
    if (parsed.id !== orderId) return null;
    sessionStorage.removeItem(NOTICE_KEY);
    return parsed.notice === 'updated' || parsed.notice === 'locked' ? parsed.notice : null;
  } catch {
    return null;
  }
}

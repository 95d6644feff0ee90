import type { DeliveryOrderView, OrderEditBody } from '@schemas/delivery-order';
import { isDeliveryInProgress } from '@/shared/status-labels';
import { transaction } from '@/server/db/pool';
import { conflict, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { type Outbox, publishAll } from '../bookings/events';
import { deliveryMachine } from '../orders/delivery-machine';
import { DELIVERY_MESSAGES, insertItems, needsIdentityCheck, orderView, priceCart, storeRow } from './orders';

/**
 * POST api/orders/{id}/edit: the customer replaces the items (and instructions) while the store has not started
 * preparing the order (the store's track has not moved); the server reprices them, the totals follow, and so
 * does the identity check (cash orders from the set amount). The status is kept as it is. The customer, the
 * store and the driver are told at once.
 */
export async function editOrder(
  app: App,
  user: AuthUser,
  bookingId: number,
  body: OrderEditBody,
): Promise<DeliveryOrderView> {
  const db = app.deps.db;
  const outbox: Outbox = [];
  await transaction(db, async (client) => {
    // Locks the booking first, as every status change does, so an edit and a driver's step never cross.
    const { rows } = await client.query<{
      user_id: number;
      status: string;
      store_id: number;
      status_code: string;
      store_code: string | null;
      code: string;
      delivery_fee: number;
      payment_method: string;
    }>(
      `SELECT b.user_id, b.status, b.code, o.store_id, o.delivery_fee, o.payment_method,
              s.status_key AS status_code, s.store_key AS store_code
         FROM bookings b
         JOIN delivery_orders o ON o.booking_id = b.id JOIN order_states s ON s.booking_id = b.id
        WHERE b.id = $1 FOR UPDATE OF b, o, s`,
      [bookingId],
    );
    const order = rows[0];
    if (!order || order.user_id !== user.id) throw notFound(DELIVERY_MESSAGES.ORDER_NOT_FOUND);
    if (isDeliveryInProgress(order.status_code)) throw conflict(DELIVERY_MESSAGES.IN_PROGRESS);
    if (order.status === 'cancelled' || order.status === 'delivered')
      throw conflict(DELIVERY_MESSAGES.NOT_EDITABLE);
    if ((order.store_code ?? deliveryMachine.storeInitial) !== deliveryMachine.storeInitial) {
      throw conflict(DELIVERY_MESSAGES.PREPARING, { status_key: order.status_code });
    }
    // The status comes back as it was read; a different one means the order moved on meanwhile.
    if (body.status !== undefined && body.status !== order.status_code) {
      throw conflict(DELIVERY_MESSAGES.CHANGED, { status_key: order.status_code });
    }
    const store = await storeRow(client, order.store_id);
    if (!store) throw notFound(DELIVERY_MESSAGES.ORDER_NOT_FOUND);
    const items = await priceCart(client, store.id, body.items_to_purchase);
    const subTotal = items.reduce((sum, item) => sum + item.line_total, 0);
    const payable = subTotal + order.delivery_fee;
    await client.query('DELETE FROM order_items WHERE booking_id = $1', [bookingId]);
    await insertItems(client, bookingId, items);
    await client.query(
      `UPDATE delivery_orders SET order_sub_total = $2, total_budget = $2, payable_amount = $3,
              special_instructions = coalesce($4, special_instructions), needs_identity_check = $5,
              updated_at = now()
        WHERE booking_id = $1`,
      [
        bookingId,
        subTotal,
        payable,
        body.special_instructions?.trim() ?? null,
        needsIdentityCheck(order.payment_method, payable),
      ],
    );
    await client.query('UPDATE bookings SET total = $2, updated_at = now() WHERE id = $1', [
      bookingId,
      payable,
    ]);
    const event = { type: 'order_edited', booking_id: bookingId };
    outbox.push({ topic: `order:${order.code}`, data: event });
    // The driver's job screen follows the delivery's own topic.
    outbox.push({ topic: `${deliveryMachine.topic}:${order.code}`, data: event });
    outbox.push({ topic: `store:${store.id}`, data: { type: 'order', booking_id: bookingId } });
  });
  await publishAll(app, outbox);
  return (await orderView(app, bookingId))!;
}

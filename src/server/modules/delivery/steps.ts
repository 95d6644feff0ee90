import type { DeliveryOrderView } from '@schemas/delivery-order';
import { transaction } from '@/server/db/pool';
import { notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { isStaff } from '../bookings/access';
import { type Outbox, publishAll } from '../bookings/events';
import { applyTransition } from '../orders/status-entries';
import type { OrderRole } from '../orders/state-machine';
import { activeStore, storeRow, storeView } from './catalog';
import { DELIVERY_MESSAGES, isStoreStaff, orderRow, orderView } from './orders';
import { actAs } from './partners';

export const STORE_DECLINED_REASON = 'The store declined the order.';

/**
 * Store steps (accept, not enough cash, decline, ready): only the order's own store's accounts, or staff. The
 * delivery machine judges the move and answers 409 otherwise. A declined order is cancelled at once.
 */
export async function storeStep(app: App, user: AuthUser, bookingId: number, key: string) {
  const db = app.deps.db;
  const row = await orderRow(db, bookingId);
  if (!row) throw notFound(DELIVERY_MESSAGES.ORDER_NOT_FOUND);
  let role: OrderRole | null = null;
  if (await isStoreStaff(db, user, row.store_id)) role = 'store';
  else if (isStaff(user)) role = 'staff';
  if (!role) throw notFound(DELIVERY_MESSAGES.ORDER_NOT_FOUND);
  const outbox: Outbox = [];
  await transaction(db, async (client) => {
    await applyTransition(client, outbox, {
      bookingId,
      to: key,
      role,
      actorId: user.id,
      method: 'update-status',
    });
    if (key === 'STORE-PARTNER-DISAGREE') {
      await applyTransition(client, outbox, {
        bookingId,
        to: 'CANCELLED',
        role: 'system',
        actorId: null,
        method: 'store-declined',
        reason: STORE_DECLINED_REASON,
      });
    }
  });
  outbox.push({ topic: `store:${row.store_id}`, data: { type: 'order', booking_id: bookingId } });
  await publishAll(app, outbox);
  return (await orderView(app, bookingId)) as DeliveryOrderView;
}

/**
 * The driver's delivery steps; the identity check comes first when the order asks for it (the delivery machine
 * judges that inside the change, after the order is locked, so an edit committed meanwhile is seen).
 */
export async function driverStep(app: App, user: AuthUser, bookingId: number, key: string) {
  const db = app.deps.db;
  const row = await orderRow(db, bookingId);
  if (!row || row.driver_id !== user.id) throw notFound(DELIVERY_MESSAGES.ORDER_NOT_FOUND);
  const outbox: Outbox = [];
  await transaction(db, async (client) => {
    await applyTransition(client, outbox, {
      bookingId,
      to: key,
      role: 'driver',
      actorId: user.id,
      method: 'update-status',
    });
  });
  outbox.push({ topic: `store:${row.store_id}`, data: { type: 'order', booking_id: bookingId } });
  await publishAll(app, outbox);
  return (await orderView(app, bookingId)) as DeliveryOrderView;
}

/** The store of a store-staff account. */
export async function staffStore(app: App, user: AuthUser) {
  const { rows } = await app.deps.db.query<{ store_id: number }>(
    'SELECT store_id FROM store_staff WHERE user_id = $1',
    [user.id],
  );
  if (!rows[0]) throw notFound('Your account is not linked to a store yet. Please contact BRP.');
  const store = await storeRow(app.deps.db, rows[0].store_id);
  if (!store) throw notFound('Your account is not linked to a store yet. Please contact BRP.');
  return store;
}

/** The store's order screen: live orders first, then the last day's finished ones. */
export async function storeOrders(app: App, user: AuthUser) {
  const store = await staffStore(app, user);
  const { rows } = await app.deps.db.query<{ id: number }>(
    `SELECT b.id FROM bookings b JOIN delivery_orders o ON o.booking_id = b.id
      WHERE o.store_id = $1
        AND (b.status IN ('pending', 'preparing', 'arrived', 'enroute') OR b.updated_at > now() - interval '1 day')
      ORDER BY (b.status IN ('pending', 'preparing', 'arrived', 'enroute')) DESC, b.id DESC
      LIMIT 50`,
    [store.id],
  );
  const orders: DeliveryOrderView[] = [];
  for (const { id } of rows) {
    const view = await orderView(app, id);
    if (view) orders.push(view);
  }
  return { store: storeView(store, app.now()), orders };
}

/** POST brp/delivery/v2/stores/{id}: the store takes orders or pauses (its staff, partner managers, admins). */
export async function setStoreOnline(app: App, user: AuthUser, storeId: number, isOnline: boolean) {
  const store = await activeStore(app.deps.db, storeId);
  const mayEdit =
    user.roles.some((role) => role === 'brp-partner-manager' || role === 'admin') ||
    (await isStoreStaff(app.deps.db, user, store.id));
  if (!mayEdit) throw notFound('Store not found.');
  await transaction(app.deps.db, async (client) => {
    await actAs(client, user);
    await client.query('UPDATE stores SET is_online = $2, updated_at = now() WHERE id = $1', [
      storeId,
      isOnline,
    ]);
  });
  return storeView((await storeRow(app.deps.db, storeId))!, app.now());
}

/** `store:{id}`: the store's own accounts and staff follow its orders live. */
export async function mayFollowStore(app: App, user: AuthUser | null, key: string): Promise<boolean> {
  if (!user || !/^\d{1,9}$/.test(key)) return false;
  if (isStaff(user)) return true;
  return isStoreStaff(app.deps.db, user, Number(key));
}

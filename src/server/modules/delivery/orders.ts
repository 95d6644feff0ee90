import {
  DELIVERY_FEE_STEP_CENTAVOS,
  DELIVERY_IDENTITY_CHECK_CENTAVOS,
  DELIVERY_VEHICLE_TYPE_ID,
  PAYMENT_METHOD_CASH,
} from '@config/constants';
import type {
  DeliveryOrderBody,
  DeliveryOrderView,
  DeliveryQuote,
  ItemToPurchase,
} from '@schemas/delivery-order';
import { type ItemSelection, MenuRuleError, priceItem } from '@/shared/delivery';
import { computeFare } from '@/shared/fare';
import { pricingModeAt } from '@/shared/pricing-mode';
import { type Queryable, transaction } from '@/server/db/pool';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { hasOpenOffer, isDriver, isStaff } from '../bookings/access';
import { newBookingCode, newShareToken, newVerificationCode } from '../bookings/codes';
import { type Outbox, publishAll, recordStatus } from '../bookings/events';
import { BOOKING_ERRORS } from '../bookings/service';
import type { Dispatcher } from '../dispatch/service';
import { IDENTITY_MESSAGES } from '../orders/delivery-identity';
import { startOrder, statusEntries } from '../orders/status-entries';
import { pricingRowFor, serviceFees, zoneForPoint } from '../pricing/service';
import { activeStore, type StoreRow, storeIsOpen, storeMenu, storeRow, storeView } from './catalog';

export const DELIVERY_MESSAGES = {
  STORE_CLOSED: 'This store is closed right now and is not taking orders.',
  MIXED_STORES: 'All items of an order must come from the same store.',
  PRODUCT_GONE: 'A product in your cart is no longer available. Please remove it and try again.',
  ORDER_NOT_FOUND: 'Order not found.',
  IN_PROGRESS: 'This order is already in progress and can no longer be edited.',
  PREPARING: 'The store has started preparing this order, so it can no longer be changed.',
  NOT_EDITABLE: 'This order can no longer be edited.',
  CHANGED: 'This order has changed meanwhile. Please review it and try again.',
  IDENTITY_FIRST: IDENTITY_MESSAGES.FIRST,
  NOT_YOUR_STORE: 'This order is not for your store.',
  NO_DELIVERY_FARE: 'Delivery is not available in this area.',
} as const;

type LatLng = { lat: number; lng: number };

async function zoneOfStore(db: Queryable, store: StoreRow): Promise<number> {
  const { rows } = await db.query<{ zone_id: number | null }>('SELECT zone_id FROM branches WHERE id = $1', [
    store.branch_id,
  ]);
  return rows[0]?.zone_id ?? zoneForPoint(db, { lat: store.address_lat, lng: store.address_lng });
}

/** A fee a cash customer can pay without coins: the fare rounded to the nearest step (whole pesos). */
export function payableFee(centavos: number): number {
  return Math.round(centavos / DELIVERY_FEE_STEP_CENTAVOS) * DELIVERY_FEE_STEP_CENTAVOS;
}

/** Whether the driver checks the customer's identity: cash orders from the set amount. */
export function needsIdentityCheck(paymentMethod: string, payable: number): boolean {
  return paymentMethod === 'cash' && payable >= DELIVERY_IDENTITY_CHECK_CENTAVOS;
}

/**
 * The delivery fee: the zone's delivery fare (or ride fare plus deliveryFee) from the store to the door, in
 * whole pesos.
 */
async function deliveryFee(app: App, db: Queryable, store: StoreRow, dropoff: LatLng | null) {
  const zoneId = await zoneOfStore(db, store);
  const mode = pricingModeAt(app.now());
  const row = await pricingRowFor(db, { zoneId, vehicleTypeId: DELIVERY_VEHICLE_TYPE_ID, mode });
  if (!row) throw badRequest(DELIVERY_MESSAGES.NO_DELIVERY_FARE);
  const route = dropoff
    ? await app.deps.geo.route({ lat: store.address_lat, lng: store.address_lng }, dropoff)
    : null;
  const fare = computeFare(row, 'delivery', route?.distance_km ?? 0, { serviceFees: await serviceFees(db) });
  return { zoneId, mode, fee: payableFee(fare.subtotal), fare, route };
}

/** Items priced from the store's own menu: unknown products, options or extras are refused. */
export async function priceCart(db: Queryable, storeId: number, items: readonly ItemSelection[]) {
  const menu = await storeMenu(
    db,
    storeId,
    items.map((i) => i.product_id),
  );
  return items.map((selection, position): ItemToPurchase & { position: number } => {
    const product = menu.find((p) => p.id === selection.product_id);
    if (!product) throw badRequest(DELIVERY_MESSAGES.PRODUCT_GONE);
    let priced: ReturnType<typeof priceItem>;
    try {
      priced = priceItem(product, {
        ...selection,
        required_option_ids: selection.required_option_ids ?? [],
        extra_ids: selection.extra_ids ?? [],
      });
    } catch (error) {
      if (error instanceof MenuRuleError) throw badRequest(error.message);
      throw error;
    }
    return {
      position,
      product: { id: product.id, name: product.name, image_url: product.image_url },
      product_id: product.id,
      base_price: priced.base_price,
      price_per_quantity: priced.price_per_quantity,
      payable_per_quantity: priced.price_per_quantity,
      quantity: selection.quantity,
      line_total: priced.line_total,
      special_instructions: selection.special_instructions?.trim() ?? '',
      selected_required: priced.selected_required,
      selected_extras: priced.selected_extras,
    };
  });
}

export async function quoteOrder(
  app: App,
  body: { store_id: number; items: readonly ItemSelection[]; dropoff?: LatLng & { address: string } },
): Promise<DeliveryQuote> {
  const db = app.deps.db;
  const store = await activeStore(db, body.store_id);
  const items = await priceCart(db, store.id, body.items);
  const { fee, route } = await deliveryFee(app, db, store, body.dropoff ?? null);
  const subTotal = items.reduce((sum, item) => sum + item.line_total, 0);
  return {
    store: storeView(store, app.now()),
    items_to_purchase: items.map(({ position: _, ...item }) => item),
    order_sub_total: subTotal,
    delivery_fee: fee,
    distance_km: route?.distance_km ?? null,
    total_budget: subTotal,
    payable_amount: subTotal + fee,
  };
}

export async function insertItems(
  db: Queryable,
  bookingId: number,
  items: (ItemToPurchase & { position: number })[],
) {
  for (const item of items) {
    await db.query(
      `INSERT INTO order_items (booking_id, product_id, product_name, image_url, base_price, price_per_quantity,
         quantity, line_total, special_instructions, selected_required, selected_extras, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        bookingId,
        item.product_id,
        item.product.name,
        item.product.image_url,
        item.base_price,
        item.price_per_quantity,
        item.quantity,
        item.line_total,
        item.special_instructions,
        JSON.stringify(item.selected_required),
        JSON.stringify(item.selected_extras),
        item.position,
      ],
    );
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

/**
 * Checkout: the server prices every item from the store's menu and the delivery fee from the delivery fare,
 * then creates a delivery booking (pickup at the store, drop-off at the customer's address) for dispatch.
 */
export async function createOrder(app: App, dispatcher: Dispatcher, user: AuthUser, body: DeliveryOrderBody) {
  const db = app.deps.db;
  if (isDriver(user) && user.roles.length === 1) throw forbidden(BOOKING_ERRORS.DRIVERS_CANNOT_BOOK);
  if (body.payment_method !== 'cash') throw badRequest(BOOKING_ERRORS.EWALLET_NOT_ON_WEB);
  const store = await activeStore(db, body.store_id);
  if (!storeIsOpen(store, app.now())) throw conflict(DELIVERY_MESSAGES.STORE_CLOSED);
  const items = await priceCart(db, store.id, body.items);
  const dropoff = { lat: body.dropoff.lat, lng: body.dropoff.lng };
  const { zoneId, mode, fee, fare, route } = await deliveryFee(app, db, store, dropoff);
  const subTotal = items.reduce((sum, item) => sum + item.line_total, 0);
  const payable = subTotal + fee;
  const outbox: Outbox = [];
  let created: { id: number; code: string };
  try {
    created = await transaction(db, async (client) => {
      let inserted: { id: number; code: string } | undefined;
      for (let attempt = 0; !inserted && attempt < 5; attempt++) {
        const { rows } = await client.query<{ id: number; code: string }>(
          `INSERT INTO bookings (code, user_id, service, zone_id, branch_id, vehicle_type_id, payment_method_id,
             is_web, pricing_mode, pickup_address, pickup_latitude, pickup_longitude, dropoff_address,
             dropoff_latitude, dropoff_longitude, note, sub_total, total, rates, trip_details, fare,
             verification_code, share_token, next_dispatch_at)
           VALUES ($1, $2, 'delivery', $3, $4, $5, $6, true, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             $18, $19, $20, $21, now())
           ON CONFLICT (code) DO NOTHING RETURNING id, code`,
          [
            newBookingCode(),
            user.id,
            zoneId,
            store.branch_id,
            DELIVERY_VEHICLE_TYPE_ID,
            PAYMENT_METHOD_CASH,
            mode,
            store.address_text || store.public_name,
            store.address_lat,
            store.address_lng,
            body.dropoff.address.trim(),
            dropoff.lat,
            dropoff.lng,
            body.special_instructions?.trim() ?? '',
            fee,
            payable,
            JSON.stringify({ base_fare: fare.baseFare, distance_fare: fare.distanceFare }),
            JSON.stringify({
              eta: route?.duration_min ?? null,
              km_distance: route?.distance_km ?? 0,
              original_pickup_latlng: `${store.address_lat},${store.address_lng}`,
              original_dropoff_latlng: `${dropoff.lat},${dropoff.lng}`,
            }),
            JSON.stringify(fare),
            newVerificationCode(),
            newShareToken(),
          ],
        );
        inserted = rows[0];
      }
      if (!inserted) throw new Error('Could not draw a free booking code');
      await client.query(
        `INSERT INTO delivery_orders (booking_id, store_id, order_sub_total, delivery_fee, total_budget,
           payable_amount, payment_method, special_instructions, needs_identity_check)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          inserted.id,
          store.id,
          subTotal,
          fee,
          subTotal,
          payable,
          body.payment_method,
          body.special_instructions?.trim() ?? '',
          needsIdentityCheck(body.payment_method, payable),
        ],
      );
      await insertItems(client, inserted.id, items);
      await recordStatus(client, outbox, inserted, 'pending', user.id);
      await startOrder(client, outbox, {
        bookingId: inserted.id,
        code: inserted.code,
        service: 'delivery',
        customerId: user.id,
      });
      outbox.push({ topic: `store:${store.id}`, data: { type: 'order', booking_id: inserted.id } });
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_one_active_per_user'))
      throw conflict(BOOKING_ERRORS.ACTIVE_BOOKING);
    throw error;
  }
  await publishAll(app, outbox);
  dispatcher.kick(created.id);
  const view = await orderView(app, created.id);
  return { order: created, delivery_order: view! };
}

type OrderRow = {
  id: number;
  code: string;
  user_id: number;
  driver_id: number | null;
  status: string;
  dropoff_address: string;
  created_at: Date;
  customer_name: string;
  driver_name: string | null;
  store_id: number;
  status_code: string;
  store_code: string | null;
  needs_identity_check: boolean;
  order_sub_total: number;
  delivery_fee: number;
  total_budget: number;
  payable_amount: number;
  total_received: number;
  payment_method: string;
  special_instructions: string;
};

export async function orderRow(db: Queryable, bookingId: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT b.id, b.code, b.user_id, b.driver_id, b.status, b.dropoff_address, b.created_at,
            cu.name AS customer_name, dr.name AS driver_name,
            o.store_id, s.status_key AS status_code, s.store_key AS store_code, o.needs_identity_check, o.order_sub_total, o.delivery_fee,
            o.total_budget, o.payable_amount, s.total_received, o.payment_method, o.special_instructions
       FROM bookings b JOIN delivery_orders o ON o.booking_id = b.id
       JOIN order_states s ON s.booking_id = b.id
       JOIN users cu ON cu.id = b.user_id LEFT JOIN users dr ON dr.id = b.driver_id
      WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0] ?? null;
}

export async function orderItems(db: Queryable, bookingId: number): Promise<ItemToPurchase[]> {
  const { rows } = await db.query<{
    id: number;
    product_id: number | null;
    product_name: string;
    image_url: string;
    base_price: number;
    price_per_quantity: number;
    quantity: number;
    line_total: number;
    special_instructions: string;
    selected_required: ItemToPurchase['selected_required'];
    selected_extras: ItemToPurchase['selected_extras'];
  }>('SELECT * FROM order_items WHERE booking_id = $1 ORDER BY position, id', [bookingId]);
  return rows.map((row) => ({
    id: row.id,
    product: { id: row.product_id, name: row.product_name, image_url: row.image_url },
    product_id: row.product_id,
    base_price: row.base_price,
    price_per_quantity: row.price_per_quantity,
    payable_per_quantity: row.price_per_quantity,
    quantity: row.quantity,
    line_total: row.line_total,
    special_instructions: row.special_instructions,
    selected_required: row.selected_required,
    selected_extras: row.selected_extras,
  }));
}

export async function orderView(
  app: App,
  bookingId: number,
  db: Queryable = app.deps.db,
): Promise<DeliveryOrderView | null> {
  const row = await orderRow(db, bookingId);
  if (!row) return null;
  const store = await storeRow(db, row.store_id);
  const entries = await statusEntries(db, bookingId);
  const lastBy = (role: string) => entries.filter((e) => e.role === role).at(-1)?.code ?? 'pending';
  return {
    id: row.id,
    code: row.code,
    booking_status: row.status,
    store: storeView(store!, app.now()),
    items_to_purchase: await orderItems(db, bookingId),
    total_budget: row.total_budget,
    payable_amount: row.payable_amount,
    delivery_fee: row.delivery_fee,
    order_sub_total: row.order_sub_total,
    special_instructions: row.special_instructions,
    payment_method: row.payment_method,
    needs_identity_check: row.needs_identity_check,
    dropoff_address: row.dropoff_address,
    customer_name: row.customer_name,
    driver_name: row.driver_name,
    created_at: row.created_at.toISOString(),
    status: {
      code: row.status === 'cancelled' ? 'cancelled' : row.status_code,
      driver_status: lastBy('driver'),
      store_status: row.store_code ?? lastBy('store'),
      total_received: row.total_received,
      statuses: entries.map((e) => ({ code: e.code, role: e.role, timestamp: e.timestamp })),
    },
  };
}

/** Staff of the order's store (store-staff accounts linked to it). */
export async function isStoreStaff(db: Queryable, user: AuthUser, storeId: number): Promise<boolean> {
  if (!user.roles.includes('store-staff')) return false;
  const { rows } = await db.query('SELECT 1 FROM store_staff WHERE user_id = $1 AND store_id = $2', [
    user.id,
    storeId,
  ]);
  return rows.length > 0;
}

/** Who may read a delivery order: its customer, its driver, its store's staff, and staff. */
export async function readableOrder(app: App, user: AuthUser, bookingId: number): Promise<DeliveryOrderView> {
  const row = await orderRow(app.deps.db, bookingId);
  const allowed =
    row &&
    (row.user_id === user.id ||
      row.driver_id === user.id ||
      isStaff(user) ||
      (row.driver_id === null && (await hasOpenOffer(app.deps.db, row.id, user.id))) ||
      (await isStoreStaff(app.deps.db, user, row.store_id)));
  if (!row || !allowed) throw notFound(DELIVERY_MESSAGES.ORDER_NOT_FOUND);
  return (await orderView(app, bookingId))!;
}

export { storeRow };

import type pg from 'pg';
import { ORDER_AMOUNT_MAX_CENTAVOS } from '@config/constants';
import type { Queryable } from '@/server/db/pool';
import { badRequest, conflict, notFound } from '@/server/errors';
import { type Outbox, recordStatus } from '../bookings/events';
import { machineFor } from './machines';
import {
  assertTransition,
  type BookingStatusEffect,
  ORDER_MESSAGES,
  type OrderMachine,
  type OrderRole,
  type OrderService,
} from './state-machine';

/** One row of the spec's status history: code, timestamp, role, method, reference, amount_sent, total_spent. */
export type OrderStatusEntry = {
  id: number;
  code: string;
  timestamp: string;
  role: OrderRole;
  method: string;
  reference: string | null;
  amount_sent: number | null;
  total_spent: number | null;
  payload: Record<string, unknown>;
};

export type OrderState = {
  booking_id: number;
  service: OrderService;
  status_key: string;
  /** The partner store's own track (delivery), null for services without one. */
  store_key: string | null;
  amount_pending: number;
  total_received: number;
  total_spent: number;
  initiator: OrderRole;
  version: number;
  updated_at: string;
};

export const ENTRY_MESSAGES = {
  NOT_FOUND: 'Order not found.',
  NOT_AN_ORDER: 'This booking has no order status.',
  AMOUNT_REQUIRED: 'Please enter an amount greater than 0.',
  AMOUNT_TOO_LARGE: 'This amount is too large.',
  SPENT_REQUIRED: 'Please enter the total spent.',
  KEY_REUSED: 'This Idempotency-Key was already used for a different status change.',
  NOT_YOUR_ORDER: 'This order is not yours to change.',
} as const;

const ENTRY_COLUMNS = `id, code, created_at, role, method, reference, amount_sent, total_spent, payload`;

type EntryRow = Omit<OrderStatusEntry, 'timestamp'> & { created_at: Date };

function toEntry(row: EntryRow): OrderStatusEntry {
  const { created_at, ...rest } = row;
  return { ...rest, timestamp: created_at.toISOString() };
}

type StateRow = Omit<OrderState, 'updated_at'> & { updated_at: Date };

function toState(row: StateRow): OrderState {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

const STATE_COLUMNS = `booking_id, service, status_key, store_key, amount_pending, total_received, total_spent, initiator, version,
  updated_at`;

export async function orderState(db: Queryable, bookingId: number): Promise<OrderState | null> {
  const { rows } = await db.query<StateRow>(
    `SELECT ${STATE_COLUMNS} FROM order_states WHERE booking_id = $1`,
    [bookingId],
  );
  return rows[0] ? toState(rows[0]) : null;
}

export async function isOrder(db: Queryable, bookingId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM order_states WHERE booking_id = $1', [bookingId]);
  return rows.length > 0;
}

export async function statusEntries(db: Queryable, bookingId: number): Promise<OrderStatusEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM order_status_entries WHERE booking_id = $1 ORDER BY id`,
    [bookingId],
  );
  return rows.map(toEntry);
}

function checkAmount(value: number | null | undefined, message: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw badRequest(message);
  if (value > ORDER_AMOUNT_MAX_CENTAVOS) throw badRequest(ENTRY_MESSAGES.AMOUNT_TOO_LARGE);
  return value;
}

/** The order document every screen and realtime event carries: enough to redraw without another call. */
function orderEvent(machine: OrderMachine, booking: LockedOrder, state: OrderState, entry: OrderStatusEntry) {
  return {
    type: 'order_status',
    service: machine.service,
    booking_id: booking.booking_id,
    code: booking.code,
    status_key: state.status_key,
    store_key: state.store_key,
    version: state.version,
    total_received: state.total_received,
    total_spent: state.total_spent,
    amount_pending: state.amount_pending,
    initiator: state.initiator,
    entry,
  };
}

const CANCELLED_BY: Record<OrderRole, string> = {
  customer: 'user',
  driver: 'driver',
  store: 'admin',
  staff: 'admin',
  system: 'system',
};

/** Moves `bookings.status` with the order; a booking already there is left alone (the caller moved it). */
async function applyBookingEffect(
  client: pg.PoolClient,
  outbox: Outbox,
  booking: LockedOrder,
  effect: BookingStatusEffect,
  input: TransitionInput,
): Promise<void> {
  let updated: pg.QueryResult;
  if (effect === 'cancelled') {
    updated = await client.query(
      `UPDATE bookings
          SET status = 'cancelled', reason = COALESCE($2, reason, ''), cancelled_by_who = $3,
              cancelled_by_user_id = $4, cancelled_at = now(), updated_at = now(), next_dispatch_at = NULL,
              trip_details = trip_details || jsonb_build_object('cancel_initiator_id', $4::int)
        WHERE id = $1 AND status <> 'cancelled'`,
      [booking.booking_id, input.reason ?? null, CANCELLED_BY[input.role], input.actorId],
    );
    const closed = await client.query<{ driver_id: number }>(
      `UPDATE booking_offers SET status = 'closed', responded_at = now()
        WHERE booking_id = $1 AND status = 'open' RETURNING driver_id`,
      [booking.booking_id],
    );
    for (const { driver_id } of closed.rows) {
      outbox.push({
        topic: `driver:${driver_id}`,
        data: { type: 'offer_closed', booking_id: booking.booking_id, reason: 'cancelled' },
      });
    }
    if (booking.driver_id !== null && booking.driver_id !== input.actorId) {
      outbox.push({
        topic: `driver:${booking.driver_id}`,
        data: {
          type: 'booking_cancelled',
          booking_id: booking.booking_id,
          code: booking.code,
          reason: input.reason ?? '',
        },
      });
    }
  } else {
    updated = await client.query(
      `UPDATE bookings SET status = $2, updated_at = now(),
              delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE delivered_at END
        WHERE id = $1 AND status <> $2`,
      [booking.booking_id, effect],
    );
  }
  if (updated.rowCount) {
    await recordStatus(client, outbox, { id: booking.booking_id, code: booking.code }, effect, input.actorId);
  }
}

type LockedOrder = {
  booking_id: number;
  code: string;
  user_id: number;
  driver_id: number | null;
  booking_status: string;
} & StateRow;

export type TransitionInput = {
  bookingId: number;
  /** The status key to move to. */
  to: string;
  /** The actor's role towards this order. customer and driver are checked against the booking here. */
  role: OrderRole;
  actorId: number | null;
  /** How the change came in ('update-status', 'send-budget', 'cancel', 'dispatch', ...). */
  method: string;
  /** The transfer reference of a budget sent. */
  reference?: string | null;
  /** Centavos sent (keys whose rule has `budget: 'send'`). */
  amountSent?: number | null;
  /** Centavos spent (keys whose rule has `spent`). */
  totalSpent?: number | null;
  /** Anything else worth keeping with the entry: a receipt file, a new store location, a note. */
  payload?: Record<string, unknown>;
  /** The same key for the same order answers with the first entry and changes nothing. */
  idempotencyKey?: string | null;
  /** The cancel reason, for keys that cancel the booking. */
  reason?: string | null;
  /** Refuse unless the order is at this status (optimistic check for screens acting on what they showed). */
  expectedFrom?: string;
};

export type TransitionResult = {
  entry: OrderStatusEntry;
  state: OrderState;
  /** The status before (the same as after for a replay). */
  from: string;
  /** True when the Idempotency-Key had already made this entry. */
  replayed: boolean;
  booking: { id: number; code: string; user_id: number; driver_id: number | null };
};

/**
 * The one way an order's status changes. Inside the caller's transaction: locks the order, replays a known
 * Idempotency-Key, lets the service's table judge the move (409 with the reason otherwise), updates the budget
 * totals the rule names, appends the status entry, moves the booking's own status where the rule says, and
 * queues the realtime events (`{topic}:{code}` and `order:{code}`) for after commit.
 */
export async function applyTransition(
  client: pg.PoolClient,
  outbox: Outbox,
  input: TransitionInput,
): Promise<TransitionResult> {
  const { rows } = await client.query<LockedOrder>(
    `SELECT b.id AS booking_id, b.code, b.user_id, b.driver_id, b.status AS booking_status,
            s.service, s.status_key, s.store_key, s.amount_pending, s.total_received, s.total_spent, s.initiator, s.version,
            s.updated_at
       FROM bookings b JOIN order_states s ON s.booking_id = b.id
      WHERE b.id = $1
      FOR UPDATE`,
    [input.bookingId],
  );
  const locked = rows[0];
  if (!locked) throw notFound(ENTRY_MESSAGES.NOT_FOUND);
  const booking = {
    id: locked.booking_id,
    code: locked.code,
    user_id: locked.user_id,
    driver_id: locked.driver_id,
  };
  if (
    (input.role === 'customer' && locked.user_id !== input.actorId) ||
    (input.role === 'driver' && (locked.driver_id === null || locked.driver_id !== input.actorId))
  ) {
    throw notFound(ENTRY_MESSAGES.NOT_FOUND);
  }

  if (input.idempotencyKey) {
    const known = await client.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM order_status_entries WHERE booking_id = $1 AND idempotency_key = $2`,
      [input.bookingId, input.idempotencyKey],
    );
    if (known.rows[0]) {
      if (known.rows[0].code !== input.to) throw conflict(ENTRY_MESSAGES.KEY_REUSED);
      return {
        entry: toEntry(known.rows[0]),
        state: toState(locked),
        from: locked.status_key,
        replayed: true,
        booking,
      };
    }
  }

  const machine = machineFor(locked.service);
  if (!machine) throw conflict(ENTRY_MESSAGES.NOT_AN_ORDER);
  if (input.expectedFrom !== undefined && input.expectedFrom !== locked.status_key) {
    throw conflict(ORDER_MESSAGES.movedOn(locked.status_key), {
      status_key: locked.status_key,
    });
  }
  const rule = assertTransition(machine, locked.status_key, input.to, input.role, locked.store_key);
  const refused = await machine.refuse?.(client, input.bookingId, input.to, input.role);
  if (refused) throw conflict(refused, { status_key: locked.status_key });
  const onStoreTrack = rule.track === 'store';

  let amountSent: number | null = null;
  let totalSpent: number | null = null;
  let pending = locked.amount_pending;
  let received = locked.total_received;
  let spent = locked.total_spent;
  if (rule.budget === 'send') {
    amountSent = checkAmount(input.amountSent, ENTRY_MESSAGES.AMOUNT_REQUIRED);
    pending += amountSent;
  } else if (rule.budget === 'confirm') {
    received += pending;
    pending = 0;
  } else if (rule.budget === 'reject') {
    pending = 0;
  }
  if (rule.spent) {
    if (
      typeof input.totalSpent !== 'number' ||
      !Number.isSafeInteger(input.totalSpent) ||
      input.totalSpent < 0
    ) {
      throw badRequest(ENTRY_MESSAGES.SPENT_REQUIRED);
    }
    if (input.totalSpent > ORDER_AMOUNT_MAX_CENTAVOS) throw badRequest(ENTRY_MESSAGES.AMOUNT_TOO_LARGE);
    totalSpent = input.totalSpent;
    spent = totalSpent;
  }
  if (received > ORDER_AMOUNT_MAX_CENTAVOS || pending > ORDER_AMOUNT_MAX_CENTAVOS) {
    throw badRequest(ENTRY_MESSAGES.AMOUNT_TOO_LARGE);
  }

  const updated = await client.query<StateRow>(
    `UPDATE order_states
        SET status_key = $2, store_key = $7, amount_pending = $3, total_received = $4, total_spent = $5,
            initiator = $6, version = version + 1, updated_at = clock_timestamp()
      WHERE booking_id = $1
      RETURNING ${STATE_COLUMNS}`,
    [
      input.bookingId,
      onStoreTrack ? locked.status_key : input.to,
      pending,
      received,
      spent,
      input.role,
      onStoreTrack ? input.to : locked.store_key,
    ],
  );
  const inserted = await client.query<EntryRow>(
    `INSERT INTO order_status_entries (booking_id, service, code, role, method, reference, amount_sent,
       total_spent, payload, actor_user_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${ENTRY_COLUMNS}`,
    [
      input.bookingId,
      machine.service,
      input.to,
      input.role,
      input.method,
      input.reference?.trim() || null,
      amountSent,
      totalSpent,
      JSON.stringify(input.payload ?? {}),
      input.actorId,
      input.idempotencyKey ?? null,
    ],
  );
  const state = toState(updated.rows[0]);
  const entry = toEntry(inserted.rows[0]);
  if (rule.booking) await applyBookingEffect(client, outbox, locked, rule.booking, input);
  await machine.afterChange?.(client, {
    bookingId: input.bookingId,
    customerId: locked.user_id,
    driverId: locked.driver_id,
    from: locked.status_key,
    to: input.to,
    totalReceived: state.total_received,
    totalSpent: state.total_spent,
    final: rule.final === true,
  });
  const event = orderEvent(machine, locked, state, entry);
  outbox.push({ topic: `${machine.topic}:${locked.code}`, data: event });
  outbox.push({ topic: `order:${locked.code}`, data: event });
  return { entry, state, from: locked.status_key, replayed: false, booking };
}

/** Opens the order of a new booking at its machine's initial status, with the first entry. */
export async function startOrder(
  client: pg.PoolClient,
  outbox: Outbox,
  input: { bookingId: number; code: string; service: OrderService; customerId: number; method?: string },
): Promise<OrderState> {
  const machine = machineFor(input.service);
  if (!machine) throw new Error(`No order machine for ${input.service}`);
  const { rows } = await client.query<StateRow>(
    `INSERT INTO order_states (booking_id, service, status_key, store_key, initiator)
     VALUES ($1, $2, $3, $4, 'customer')
     RETURNING ${STATE_COLUMNS}`,
    [input.bookingId, input.service, machine.initial, machine.storeInitial ?? null],
  );
  const inserted = await client.query<EntryRow>(
    `INSERT INTO order_status_entries (booking_id, service, code, role, method, actor_user_id)
     VALUES ($1, $2, $3, 'customer', $4, $5) RETURNING ${ENTRY_COLUMNS}`,
    [input.bookingId, input.service, machine.initial, input.method ?? 'book', input.customerId],
  );
  const state = toState(rows[0]);
  outbox.push({
    topic: `${machine.topic}:${input.code}`,
    data: {
      type: 'order_status',
      service: machine.service,
      booking_id: input.bookingId,
      code: input.code,
      status_key: state.status_key,
      store_key: state.store_key,
      version: state.version,
      total_received: 0,
      total_spent: 0,
      amount_pending: 0,
      initiator: 'customer',
      entry: toEntry(inserted.rows[0]),
    },
  });
  return state;
}

/**
 * For code that cancels bookings of every service (the rider's cancel, dispatch giving up): when the booking
 * is an order, its machine must allow the cancel and gets its entry. Rides (no order) pass through untouched.
 * Returns false for a ride.
 */
export async function cancelOrderIfAny(
  client: pg.PoolClient,
  outbox: Outbox,
  input: Omit<TransitionInput, 'to'>,
): Promise<boolean> {
  const { rows } = await client.query<{ service: string }>(
    'SELECT service FROM order_states WHERE booking_id = $1',
    [input.bookingId],
  );
  const machine = rows[0] && machineFor(rows[0].service);
  if (!machine) return false;
  await applyTransition(client, outbox, { ...input, to: machine.cancelled });
  return true;
}

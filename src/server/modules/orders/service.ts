import type { OrderStatusView } from '@schemas/order';
import type { Queryable } from '@/server/db/pool';
import { notFound } from '@/server/errors';
import type { AuthUser } from '@/server/types';
import { partiesById } from '../bookings/access';
import { orderRoleFor } from './access';
import { machineFor } from './machines';
import { type OrderMachine, type OrderRole, nextStatuses } from './state-machine';
import { ENTRY_MESSAGES, orderState, statusEntries } from './status-entries';

/** The order as `role` sees it: state, history and the next keys that role may set. */
export async function orderStatusView(
  db: Queryable,
  bookingId: number,
  role: OrderRole,
): Promise<OrderStatusView> {
  const [parties, state, entries] = await Promise.all([
    partiesById(db, bookingId),
    orderState(db, bookingId),
    statusEntries(db, bookingId),
  ]);
  const machine = state && machineFor(state.service);
  if (!parties || !state || !machine) throw notFound(ENTRY_MESSAGES.NOT_FOUND);
  return {
    booking_id: bookingId,
    code: parties.code,
    service: state.service,
    status_key: state.status_key,
    store_key: state.store_key,
    booking_status: parties.status,
    version: state.version,
    amount_pending: state.amount_pending,
    total_received: state.total_received,
    total_spent: state.total_spent,
    initiator: state.initiator,
    updated_at: state.updated_at,
    viewer_role: role,
    next: await offeredNext(db, machine, bookingId, state.status_key, state.store_key, role),
    statuses: entries,
  };
}

/** The keys the table allows, less those the order's own conditions refuse (a delivery's identity check). */
async function offeredNext(
  db: Queryable,
  machine: OrderMachine,
  bookingId: number,
  from: string,
  storeFrom: string | null,
  role: OrderRole,
): Promise<string[]> {
  const keys = nextStatuses(machine, from, role, storeFrom);
  if (!machine.refuse) return keys;
  const refused = await Promise.all(keys.map((key) => machine.refuse!(db, bookingId, key, role)));
  return keys.filter((_, index) => refused[index] === null);
}

/** The caller's role towards an order, or 404 for strangers and for bookings that are not orders. */
export async function requireOrderRole(db: Queryable, user: AuthUser, bookingId: number): Promise<OrderRole> {
  const parties = await partiesById(db, bookingId);
  const role = parties && orderRoleFor(user, parties);
  if (!role) throw notFound(ENTRY_MESSAGES.NOT_FOUND);
  return role;
}

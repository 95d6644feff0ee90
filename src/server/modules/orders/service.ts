import type { OrderStatusView } from '../../../../schemas/order';
import type { Queryable } from '../../db/pool';
import { notFound } from '../../errors';
import type { AuthUser } from '../../types';
import { partiesById } from '../bookings/access';
import { orderRoleFor } from './access';
import { machineFor } from './machines';
import { type OrderRole, nextStatuses } from './state-machine';
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
    booking_status: parties.status,
    version: state.version,
    amount_pending: state.amount_pending,
    total_received: state.total_received,
    total_spent: state.total_spent,
    initiator: state.initiator,
    updated_at: state.updated_at,
    viewer_role: role,
    next: nextStatuses(machine, state.status_key, role),
    statuses: entries,
  };
}

/** The caller's role towards an order, or 404 for strangers and for bookings that are not orders. */
export async function requireOrderRole(db: Queryable, user: AuthUser, bookingId: number): Promise<OrderRole> {
  const parties = await partiesById(db, bookingId);
  const role = parties && orderRoleFor(user, parties);
  if (!role) throw notFound(ENTRY_MESSAGES.NOT_FOUND);
  return role;
}

import type { Queryable } from '@/server/db/pool';
import type { OrderRole } from './state-machine';

export const IDENTITY_MESSAGES = {
  FIRST: "This order needs the customer's identity checked first.",
  NOT_NEEDED: "This order does not need the customer's identity checked.",
  DONE: "The customer's identity is already checked for this order.",
} as const;

/** The driver's steps that wait for the identity check when the order needs one. */
const AFTER_IDENTITY = new Set(['BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED', 'STORE-DRIVER-PURCHASED']);

/**
 * The delivery's identity check: a cash order from the set amount (`needs_identity_check`, recomputed on every
 * edit) asks the driver to check the customer's identity before going to the store or picking the order up;
 * any other order never asks. Read inside the status change's transaction, after the order is locked, so an
 * edit that commits first is always seen.
 */
export async function identityRule(
  db: Queryable,
  bookingId: number,
  to: string,
  role: OrderRole,
): Promise<string | null> {
  if (role !== 'driver' || (to !== 'IDENTITY-INITIAL' && !AFTER_IDENTITY.has(to))) return null;
  const { rows } = await db.query<{ needs: boolean; verified: boolean }>(
    `SELECT o.needs_identity_check AS needs,
            EXISTS (SELECT 1 FROM order_status_entries e
                     WHERE e.booking_id = o.booking_id AND e.code = 'IDENTITY-DRIVER-VERIFY') AS verified
       FROM delivery_orders o WHERE o.booking_id = $1`,
    [bookingId],
  );
  const order = rows[0];
  if (!order) return null;
  if (to === 'IDENTITY-INITIAL') {
    if (!order.needs) return IDENTITY_MESSAGES.NOT_NEEDED;
    return order.verified ? IDENTITY_MESSAGES.DONE : null;
  }
  return order.needs && !order.verified ? IDENTITY_MESSAGES.FIRST : null;
}

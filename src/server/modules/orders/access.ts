import type { AuthUser } from '@/server/types';
import { type BookingParties, relationTo } from '../bookings/access';
import type { OrderRole } from './state-machine';

/**
 * The viewer's role towards an order: its customer, its assigned driver, or staff. Partner stores are added by
 * the delivery service, which knows which store an order belongs to. null: a stranger (answered 404).
 */
export function orderRoleFor(user: AuthUser | null, booking: BookingParties): OrderRole | null {
  const relation = relationTo(user, booking);
  if (relation === 'rider') return 'customer';
  return relation;
}

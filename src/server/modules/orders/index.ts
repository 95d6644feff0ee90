import type { App } from '@/server/types';
import { mayFollowBooking } from '../bookings/access';
import { ORDER_MACHINES } from './machines';
import orderRoutes from './routes';

/**
 * Orders of the non-ride services: each machine's realtime topic (`pautos:{code}`, ...) is open to the order's
 * customer, its assigned driver and staff, as `order:{code}` is.
 */
export default async function ordersModule(app: App) {
  for (const machine of Object.values(ORDER_MACHINES)) {
    app.realtime.authorize(machine.topic, (user, code) => mayFollowBooking(app.deps.db, user, code));
  }
  await app.register(orderRoutes);
}

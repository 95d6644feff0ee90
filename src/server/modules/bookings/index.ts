import type { App } from '@/server/types';
import { createDispatcher } from '../dispatch/service';
import deliveryRoutes from '../delivery/routes';
import { isDriver, mayFollowBooking } from './access';
import driverJobRoutes from './driver-routes';
import pautosRoutes from '../pautos/routes';
import bookingRoutes from './routes';
import type { WalkInTraces } from './walk-in-trace';

/**
 * Ride bookings and dispatch: the rider's and the driver's routes share one dispatcher, which starts with the
 * server (resuming every open offer from the database) and stops with it.
 */
export default async function bookingsModule(app: App, { walkInTraces }: { walkInTraces?: WalkInTraces }) {
  const dispatcher = createDispatcher(app);
  app.realtime.authorize('order', (user, code) => mayFollowBooking(app.deps.db, user, code));
  app.realtime.authorize('driver', (user, key) => isDriver(user) && user!.id === Number(key));
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  await app.register(bookingRoutes, { dispatcher });
  await app.register(driverJobRoutes, { dispatcher, walkInTraces });
  // Errands and deliveries share the ride's dispatcher: a new order is offered the moment it is placed.
  await app.register(pautosRoutes, { dispatcher });
  await app.register(deliveryRoutes, { dispatcher });
}

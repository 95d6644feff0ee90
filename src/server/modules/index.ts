import type { App } from '../types';
import identityChangeRoutes from './accounts/identity-change';
import accountLookupRoutes from './accounts/lookup-routes';
import accountRoutes from './accounts/routes';
import { activityTracking } from './active-users/activity';
import activeUserRoutes from './active-users/routes';
import addressRoutes from './addresses/routes';
import adminRoutes from './admin/routes';
import analyticsRoutes from './analytics/routes';
import attendanceRoutes from './attendance/routes';
import bookingsModule from './bookings';
import { createTripTraces } from './bookings/trip-trace';
import tripTraceRoutes from './bookings/trip-trace-routes';
import { createWalkInTraces } from './bookings/walk-in-trace';
import chatNotificationRoutes from './chat/notification';
import chatRoutes from './chat/routes';
import contentRoutes from './content/routes';
import couponRoutes from './coupons/routes';
import { invoiceLinks } from './driver-portal/invoice-links';
import driverPortalRoutes from './driver-portal/routes';
import driverRoutes from './drivers/routes';
import geoRoutes from './geo/routes';
import giftCertificateRoutes from './gift-certificates/routes';
import leaderboardRoutes from './leaderboard/routes';
import localeRoutes from './locale/routes';
import operationsRoutes from './operations/routes';
import ordersModule from './orders';
import pricingRoutes from './pricing/routes';
import ratingRoutes from './ratings/routes';
import recentlyBookedRoutes from './recently-booked/routes';
import settingsRoutes from './settings/routes';
import shareRoutes from './share/routes';
import uploadRoutes from './uploads/routes';
import walletRoutes from './wallet/routes';

/** Every domain's routes, mounted under /api. */
export async function registerModules(app: App) {
  // First, so its hook sees the requests of every module registered after it.
  await app.register(activityTracking);
  await app.register(invoiceLinks);
  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(accountLookupRoutes);
  await app.register(identityChangeRoutes);
  await app.register(localeRoutes);
  await app.register(uploadRoutes);
  await app.register(adminRoutes);
  await app.register(pricingRoutes);
  await app.register(contentRoutes);
  await app.register(shareRoutes);
  await app.register(leaderboardRoutes);
  // The positions drivers send during walk-in trips: the drivers' routes keep them, the drop-off reads them.
  const walkInTraces = createWalkInTraces(app);
  app.addHook('onReady', async () => walkInTraces.start());
  app.addHook('onClose', async () => walkInTraces.stop());
  // Every trip's trace (positions en route), for replay and the fare re-check at the drop-off.
  const tripTraces = createTripTraces(app);
  app.addHook('onReady', async () => tripTraces.start());
  app.addHook('onClose', async () => tripTraces.stop());
  await app.register(driverRoutes, { walkInTraces });
  await app.register(tripTraceRoutes);
  await app.register(driverPortalRoutes);
  await app.register(recentlyBookedRoutes);
  await app.register(activeUserRoutes);
  await app.register(analyticsRoutes);
  await app.register(geoRoutes);
  await app.register(addressRoutes);
  await app.register(couponRoutes);
  await app.register(bookingsModule, { walkInTraces });
  await app.register(ordersModule);
  await app.register(chatRoutes);
  await app.register(chatNotificationRoutes);
  await app.register(walletRoutes);
  await app.register(giftCertificateRoutes);
  await app.register(operationsRoutes);
  await app.register(attendanceRoutes);
  await app.register(ratingRoutes);
}

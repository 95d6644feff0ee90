import type { RoleName } from '@schemas/account';
import { errorResponses } from '@schemas/common';
import {
  dayQuerySchema,
  driverInfoQuerySchema,
  driverInfoSchema,
  hourlyResponseSchema,
  opsTodaySchema,
  trackingListSchema,
  trackingQuerySchema,
  trikeBookingListSchema,
  webBookingListSchema,
} from '@schemas/operations';
import { commitmentsCurrentSchema } from '@schemas/commitment';
import type { App } from '@/server/types';
import { canFollowBookingEvents } from '@/shared/roles';
import { requestLocale } from '@/server/plugins/locale';
import { currentCommitments } from './commitments';
import { OPS_TOPIC } from '../bookings/events';
import {
  dayOrToday,
  driverInfo,
  failedByHour,
  ongoingByHour,
  onlineByHour,
  today,
  trackingList,
  trikeBookings,
  webBookings,
} from './service';

const TAGS = ['operations'];
/** Who watches the fleet (spec part 2 §6: admins and operations managers). */
export const OPS_ROLES = ['admin', 'operations-manager'] as const satisfies readonly RoleName[];
/** Every console role: the hourly charts need only a session (spec part 2 §2), kept to staff. */
export const CHART_ROLES = [
  ...OPS_ROLES,
  'brp-partner-manager',
  'area-operator',
] as const satisfies readonly RoleName[];
/** Tracking is also open to partner managers, without the web-booking entries (spec part 2 §2). */
export const TRACKING_ROLES = [...OPS_ROLES, 'brp-partner-manager'] as const satisfies readonly RoleName[];

/** Staff dashboards: today's numbers, hourly charts, tracking, driver details and web-booking entries. */
export default async function operationsRoutes(app: App) {
  const db = app.deps.db;
  app.realtime.authorize(OPS_TOPIC, (user, key) => key === '' && canFollowBookingEvents(user?.roles));

  app.get(
    '/ops/today',
    {
      schema: {
        tags: TAGS,
        summary: "Today's numbers",
        response: { 200: opsTodaySchema, ...errorResponses },
      },
      config: { access: [...OPS_ROLES] },
    },
    async () => today(db),
  );

  for (const [url, kind, compute, summary] of [
    ['/online/drivers', 'online', onlineByHour, 'Drivers online per hour and service'],
    ['/ongoing/drivers', 'ongoing', ongoingByHour, 'Bookings under way per hour and service'],
    ['/failed/bookings', 'failed', failedByHour, 'Bookings no driver took, per hour and service'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary,
          querystring: dayQuerySchema,
          response: { 200: hourlyResponseSchema(kind), ...errorResponses },
        },
        config: { access: [...CHART_ROLES] },
      },
      async (request) => {
        const date = dayOrToday(request.query.date);
        // The row keys depend on `kind`; the response schema checks and serialises them.
        return { date, data: await compute(db, date) } as never;
      },
    );
  }

  app.get(
    '/checker/transactions',
    {
      schema: {
        tags: TAGS,
        summary: "Tracking: every booking of every service, newest first (a driver's own trips for a driver)",
        querystring: trackingQuerySchema,
        response: { 200: trackingListSchema, ...errorResponses },
      },
      config: { access: [...TRACKING_ROLES, 'driver'] },
    },
    async (request) => {
      const user = request.user!;
      const staff = user.roles.some((role) => (TRACKING_ROLES as readonly string[]).includes(role));
      // A driver sees only the trips they drove, whatever the query asks for.
      return trackingList(db, staff ? request.query : { ...request.query, driver_id: user.id });
    },
  );

  app.get(
    '/checker/driver_info',
    {
      schema: {
        tags: TAGS,
        summary: "A driver's cancellations, earnings and online activity today",
        querystring: driverInfoQuerySchema,
        response: { 200: driverInfoSchema, ...errorResponses },
      },
      config: { access: [...TRACKING_ROLES] },
    },
    async (request) => driverInfo(db, request.query.driver_id),
  );

  app.get(
    '/trike/bookings',
    {
      schema: {
        tags: TAGS,
        summary: 'The latest tricycle bookings (driver, time, status, total) for the staff trike map',
        response: { 200: trikeBookingListSchema, ...errorResponses },
      },
      config: { access: [...OPS_ROLES] },
    },
    async () => trikeBookings(db),
  );

  app.get(
    '/checker/web_bookings',
    {
      schema: {
        tags: TAGS,
        summary: "A day's web-booking entries with each driver's first booking after them",
        querystring: dayQuerySchema,
        response: { 200: webBookingListSchema, ...errorResponses },
      },
      config: { access: [...OPS_ROLES] },
    },
    async (request) => ({
      data: await webBookings(db, dayOrToday(request.query.date), await requestLocale(app, request)),
    }),
  );

  app.get(
    '/first_booking_after_web',
    {
      schema: {
        tags: TAGS,
        summary: 'The first booking of a driver after one web-booking entry',
        querystring: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1 },
            date: dayQuerySchema.properties.date,
            doc_id: { type: 'string', maxLength: 100 },
          },
          required: ['id'],
        } as const,
        response: { 200: webBookingListSchema, ...errorResponses },
      },
      config: { access: [...OPS_ROLES] },
    },
    async (request) => ({
      data: await webBookings(
        db,
        dayOrToday(request.query.date),
        await requestLocale(app, request),
        request.query.id,
      ),
    }),
  );

  app.get(
    '/driver/commitments/current',
    {
      schema: {
        tags: TAGS,
        summary: "Today's commitment blocks with their drivers, and other online pautos/delivery drivers",
        response: { 200: commitmentsCurrentSchema, ...errorResponses },
      },
      config: { access: [...OPS_ROLES] },
    },
    async () => currentCommitments(db),
  );
}

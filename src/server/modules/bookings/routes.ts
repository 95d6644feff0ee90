import {
  activeBookingConflictSchema,
  availabilityRequestSchema,
  availabilityResponseSchema,
  bookingDetailsSchema,
  bookingIdParamsSchema,
  bookingRefParamsSchema,
  bookingRequestSchema,
  cancelQuerySchema,
  cancelResponseSchema,
  createBookingResponseSchema,
  currentOrderResponseSchema,
  shareParamsSchema,
  sharedBookingSchema,
} from '@schemas/booking';
import { errorResponses, messageSchema } from '@schemas/common';
import { pricingQuerySchema, pricingResponseSchema, routeSchema } from '@schemas/geo';
import { HttpError, notFound } from '@/server/errors';
import { allows } from '@/server/plugins/permissions';
import type { App } from '@/server/types';
import { PUBLIC_READS_PER_ADDRESS_PER_MINUTE } from '@config/constants';
import { perCaller } from '@/server/limits/rate-keys';
import type { Dispatcher } from '../dispatch/service';
import { viaProvider } from '../geo/routes';
import { TRACKING_ROLES } from '../operations/routes';
import { hasOpenOffer, isDriver, partiesForView, perAccount, relationTo } from './access';
import { bookingDetails, sharedBookingView, sharedLeg } from './details';
import { parseLatLng, quote } from './fares';
import { activeOrder, BOOKING_ERRORS, cancelBooking, checkAvailability, createBooking } from './service';

const tags = ['bookings'];

/** The shared-trip page's polls: per account when signed in, per address (many viewers) otherwise. */
const SHARED_TRIP_READS = { account: 120, address: PUBLIC_READS_PER_ADDRESS_PER_MINUTE };

export default async function bookingRoutes(app: App, { dispatcher }: { dispatcher: Dispatcher }) {
  app.get(
    '/pricing',
    {
      schema: {
        tags,
        querystring: pricingQuerySchema,
        response: { 200: pricingResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('pricing', 60) },
    },
    async (request) =>
      quote(
        app,
        parseLatLng(request.query.pickup, 'pickup'),
        parseLatLng(request.query.destination, 'destination'),
      ),
  );

  app.get(
    '/booking/current',
    {
      schema: { tags, response: { 200: currentOrderResponseSchema, ...errorResponses } },
      config: { access: 'authenticated' },
    },
    async (request) => ({ order: await activeOrder(app, request.user!.id) }),
  );

  app.post(
    '/booking/available-driver',
    {
      schema: {
        tags,
        body: availabilityRequestSchema,
        response: { 200: availabilityResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('availability', 60) },
    },
    async (request) =>
      checkAvailability(app, request.body.vehicle_type_id, request.body.pickup, request.body.service),
  );

  app.post(
    '/booking',
    {
      schema: {
        tags,
        description:
          'Books a ride. Needs an Idempotency-Key header (at most 100 characters): the same key from the same ' +
          'account answers with the first response and never makes a second booking.',
        body: bookingRequestSchema,
        response: { 201: createBookingResponseSchema, ...errorResponses, 409: activeBookingConflictSchema },
      },
      config: { access: 'authenticated', rateLimit: perAccount('book', 30) },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const result = await createBooking(
        app,
        dispatcher,
        request.user!,
        Array.isArray(key) ? key[0] : key,
        request.body,
      );
      return reply.status(result.statusCode as 201).send(result.payload as never);
    },
  );

  /** A shared link's view; 404 for a link that never was, 410 once it has expired. */
  async function sharedOrRefused(token: string) {
    const view = await sharedBookingView(
      app.deps.db,
      app.deps.locations,
      token,
      app.deps.config.shareLinkHours,
    );
    if (!view) throw notFound(BOOKING_ERRORS.NOT_FOUND);
    if (view === 'expired') throw new HttpError(410, BOOKING_ERRORS.SHARE_LINK_EXPIRED);
    return view;
  }

  app.get(
    '/booking/shared/:token',
    {
      schema: {
        tags,
        params: shareParamsSchema,
        response: { 200: sharedBookingSchema, ...errorResponses, 410: messageSchema },
      },
      // A family watching one trip polls from one carrier address: generous per address (a read).
      config: { access: 'public', rateLimit: perCaller('shared-trip', SHARED_TRIP_READS) },
    },
    async (request) => {
      return sharedOrRefused(request.params.token);
    },
  );

  // The shared view's road: the link's own token stands in for an account, and the server picks the two points
  // from the booking (never from the caller), so the link cannot be used to plan other routes.
  app.get(
    '/booking/shared/:token/route',
    {
      schema: {
        tags,
        params: shareParamsSchema,
        response: { 200: routeSchema, ...errorResponses, 410: messageSchema },
      },
      config: { access: 'public', rateLimit: perCaller('shared-trip-route', SHARED_TRIP_READS) },
    },
    async (request) => {
      const view = await sharedOrRefused(request.params.token);
      const leg = sharedLeg(view);
      if (!leg) throw notFound(BOOKING_ERRORS.NO_ROUTE_YET);
      return viaProvider(() => app.deps.geo.route(leg.from, leg.to));
    },
  );

  // Strangers get 404, never 403: whether a booking exists is not theirs to learn.
  app.get(
    '/booking/:ref',
    {
      schema: {
        tags,
        params: bookingRefParamsSchema,
        response: { 200: bookingDetailsSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const user = request.user!;
      for (const booking of await partiesForView(app.deps.db, request.params.ref)) {
        let viewer: Parameters<typeof bookingDetails>[3] | null = relationTo(user, booking);
        if (!viewer && isDriver(user) && (await hasOpenOffer(app.deps.db, booking.id, user.id)))
          viewer = 'offered';
        // Whoever may watch the tracking list (partner managers too) opens each item's details from it: the
        // booking as the list shows it, without the rider's verification code.
        if (!viewer && allows(TRACKING_ROLES, user)) viewer = 'tracking';
        if (!viewer) continue;
        const details = await bookingDetails(app.deps.db, app.deps.locations, booking.id, viewer);
        if (details) return details;
      }
      throw notFound(BOOKING_ERRORS.NOT_FOUND);
    },
  );

  // The spec's call is GET taxi/order/cancel/{id}?reason; a GET must not change anything, so it is a POST here.
  // The reason may come in the JSON body or, as in the spec, in the query.
  app.post(
    '/taxi/order/cancel/:id',
    {
      schema: {
        tags,
        params: bookingIdParamsSchema,
        querystring: cancelQuerySchema,
        response: { 200: cancelResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('cancel', 30) },
    },
    async (request) => {
      const body = request.body as { reason?: unknown } | null | undefined;
      const reason =
        body && typeof body === 'object' && 'reason' in body ? body.reason : request.query.reason;
      return cancelBooking(app, request.user!, request.params.id, reason);
    },
  );
}

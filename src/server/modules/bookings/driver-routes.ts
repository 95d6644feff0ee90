import {
  bookingDetailsSchema,
  bookingIdParamsSchema,
  driverCurrentBookingResponseSchema,
  driverOfferResponseSchema,
  driverTripStatusBodySchema,
  offerParamsSchema,
} from '@schemas/booking';
import { errorResponses, messageSchema } from '@schemas/common';
import { walkInBodySchema, walkInContactListSchema } from '@schemas/walk-in';
import { replayable } from '@/server/replays';
import type { App } from '@/server/types';
import type { Dispatcher } from '../dispatch/service';
import { perAccount } from './access';
import {
  acceptBooking,
  advanceBooking,
  currentDriverBooking,
  currentOffer,
  declineBooking,
} from './driver-service';
import { startWalkIn, walkInContacts } from './walk-in';
import type { WalkInTraces } from './walk-in-trace';

const tags = ['driver jobs'];
const access = ['driver'] as const;
const REPLAY_NOTE =
  'An Idempotency-Key header (made on the phone when the driver tapped) makes a resend safe: the same key ' +
  'answers with the first answer and changes nothing again.';

/** The driver job screen: the offer in hand, accept or decline, the trip in progress and its steps. */
export default async function driverJobRoutes(
  app: App,
  { dispatcher, walkInTraces }: { dispatcher: Dispatcher; walkInTraces?: WalkInTraces },
) {
  app.get(
    '/driver/offer',
    {
      schema: { tags, response: { 200: driverOfferResponseSchema, ...errorResponses } },
      config: { access },
    },
    async (request) => currentOffer(app, request.user!),
  );

  app.post(
    '/driver/offers/:bookingId/accept',
    {
      schema: { tags, params: offerParamsSchema, response: { 200: bookingDetailsSchema, ...errorResponses } },
      config: { access, rateLimit: perAccount('accept', 60) },
    },
    async (request) => acceptBooking(app, request.user!, request.params.bookingId),
  );

  app.post(
    '/driver/offers/:bookingId/decline',
    {
      schema: { tags, params: offerParamsSchema, response: { 200: messageSchema, ...errorResponses } },
      config: { access, rateLimit: perAccount('decline', 60) },
    },
    async (request) => declineBooking(app, dispatcher, request.user!, request.params.bookingId),
  );

  app.get(
    '/driver/booking/current',
    {
      schema: { tags, response: { 200: driverCurrentBookingResponseSchema, ...errorResponses } },
      config: { access },
    },
    async (request) => currentDriverBooking(app, request.user!),
  );

  app.post(
    '/driver/bookings/:id/status',
    {
      schema: {
        tags,
        description: REPLAY_NOTE,
        params: bookingIdParamsSchema,
        body: driverTripStatusBodySchema,
        response: { 200: bookingDetailsSchema, ...errorResponses },
      },
      config: { access, rateLimit: perAccount('trip-status', 60) },
    },
    async (request, reply) =>
      replayable(app, request, reply, `trip-status:${request.params.id}`, async () => ({
        statusCode: 200,
        payload: await advanceBooking(
          app,
          request.user!,
          request.params.id,
          request.body.status,
          walkInTraces,
        ),
      })),
  );

  app.get(
    '/driver/walk-in/contacts',
    {
      schema: {
        tags,
        summary: "Today's map contacts that can still become this driver's walk-in trip",
        response: { 200: walkInContactListSchema, ...errorResponses },
      },
      config: { access },
    },
    async (request) => ({ data: await walkInContacts(app.deps.db, request.user!.id) }),
  );

  app.post(
    '/driver/walk-in',
    {
      schema: {
        tags,
        summary:
          "Starts a walk-in trip at the driver's position (a quick book when it came from a map contact)",
        description: REPLAY_NOTE,
        body: walkInBodySchema,
        response: { 201: bookingDetailsSchema, ...errorResponses },
      },
      config: { access, rateLimit: perAccount('walk-in', 20) },
    },
    async (request, reply) =>
      replayable(app, request, reply, 'walk-in', async () => ({
        statusCode: 201,
        payload: await startWalkIn(app, request.user!, request.body ?? {}, walkInTraces),
      })),
  );
}

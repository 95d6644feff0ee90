import { errorResponses, messageSchema } from '../../../../schemas/common';
import {
  driverApplicationStatusSchema,
  driverRegisterBodySchema,
  driverRegisterResponseSchema,
} from '../../../../schemas/driver-application';
import {
  idChangeRequestBodySchema,
  idInfoSubmitBodySchema,
  idInfoSubmitResponseSchema,
} from '../../../../schemas/id-card';
import { bookingPointsQuotaSchema } from '../../../../schemas/rewards-quota';
import { ID_GENERATOR_ROLES } from '../../../../config/constants';
import type { App } from '../../types';
import { bookingPointsQuota } from './booking-points';
import { requestIdChange, submitIdInfo } from './id-card';
import { applicationStatus, registerDriver } from './sign-up';

/** The driver portal's calls (spec part 2 §7): sign-up, the application's state, the booking-points quota. */
export default async function driverPortalRoutes(app: App) {
  const tags = ['driver portal'];

  app.post(
    '/driver/register',
    {
      schema: {
        tags,
        summary: 'Driver sign-up; the account waits for staff approval before going online',
        body: driverRegisterBodySchema,
        response: { 201: driverRegisterResponseSchema, ...errorResponses },
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.status(201).send(await registerDriver(app, request.body)),
  );

  app.get(
    '/driver/application',
    {
      schema: { tags, response: { 200: driverApplicationStatusSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => applicationStatus(app, request.user!.id),
  );

  app.get(
    '/new_rewards_quota',
    {
      schema: { tags, response: { 200: bookingPointsQuotaSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => bookingPointsQuota(app, request.user!.id),
  );

  app.post(
    '/id_info/submit',
    {
      schema: {
        tags,
        summary: 'The details printed on the ID card, written once',
        body: idInfoSubmitBodySchema,
        response: { 200: idInfoSubmitResponseSchema, ...errorResponses },
      },
      config: { access: [...ID_GENERATOR_ROLES] },
    },
    async (request) => submitIdInfo(app, request.user!.id, request.body),
  );

  app.post(
    '/id_info/request_regenerate',
    {
      schema: {
        tags,
        summary: 'Ask staff to let the driver change the ID card details',
        body: idChangeRequestBodySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
      config: { access: [...ID_GENERATOR_ROLES] },
    },
    async (request) => requestIdChange(app, request.user!.id, request.body.reason),
  );
}

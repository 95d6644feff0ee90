import { errorResponses, messageSchema } from '@schemas/common';
import {
  driverApplicationStatusSchema,
  driverRegisterBodySchema,
  driverRegisterResponseSchema,
} from '@schemas/driver-application';
import {
  idChangeRequestBodySchema,
  idInfoSubmitBodySchema,
  idInfoSubmitResponseSchema,
} from '@schemas/id-card';
import { bookingPointsQuotaSchema } from '@schemas/rewards-quota';
import {
  claimedRewardsPageSchema,
  claimResponseSchema,
  dailyQuotaSchema,
  pageQuerySchema,
  pastRewardsPageSchema,
} from '@schemas/daily-quota';
import { formatMoney } from '@/shared/i18n';
import { unpaidListSchema } from '@schemas/invoice';
import { failedBookingsSchema, standbyBodySchema } from '@schemas/failed-booking';
import { profileUpdateBodySchema, profileUpdateResponseSchema } from '@schemas/profile';
import {
  hasRespondedQuerySchema,
  hasRespondedSchema,
  meetingsListSchema,
  setMeetingScheduleBodySchema,
  setMeetingScheduleResponseSchema,
} from '@schemas/meeting';
import { ID_GENERATOR_ROLES } from '@config/constants';
import type { App } from '@/server/types';
import { perCaller } from '@/server/limits/rate-keys';
import { bookingPointsQuota } from './booking-points';
import { claimedRewards, claimQuota, dailyQuota, pastRewards } from './daily-quota';
import { requestIdChange, submitIdInfo } from './id-card';
import { updateProfile } from './profile';
import { failedBookings, setStandby } from './failed-bookings';
import { hasResponded, meetingsFor, setMeetingSchedule, unpaidInvoices } from './invoices-meetings';
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
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerDriver(app, request.body, request.headers['x-registration-token']?.toString())),
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

  app.get(
    '/rewards/daily-quota',
    {
      schema: { tags, response: { 200: dailyQuotaSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => dailyQuota(app, request.user!.id),
  );

  app.get(
    '/rewards/past-rewards/claimed',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: claimedRewardsPageSchema, ...errorResponses },
      },
      config: { access: ['driver'] },
    },
    async (request) => claimedRewards(app, request.user!.id, request.query.page ?? 1),
  );

  app.get(
    '/rewards/past-rewards',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pastRewardsPageSchema, ...errorResponses },
      },
      config: { access: ['driver'] },
    },
    async (request) => pastRewards(app, request.user!.id, request.query.page ?? 1),
  );

  for (const kind of ['weekly', 'monthly'] as const) {
    app.post(
      `/rewards/${kind}-quota/claim`,
      {
        schema: {
          tags,
          summary: `Claim the ${kind} 24-hour quota reward (only in its window, once per period)`,
          response: { 200: claimResponseSchema, ...errorResponses },
        },
        config: {
          access: ['driver'],
          rateLimit: perCaller(`${kind}-quota-claim`, { account: 20, address: 20 }),
        },
      },
      async (request) => claimQuota(app, request.user!.id, kind, (c) => formatMoney(c, 'en')),
    );
  }

  app.get(
    '/insurance/unpaid_list',
    {
      schema: { tags, response: { 200: unpaidListSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => unpaidInvoices(app, request.user!.id),
  );

  app.get(
    '/meetings',
    {
      schema: { tags, response: { 200: meetingsListSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => meetingsFor(app, request.user!.id),
  );

  app.get(
    '/has_responded',
    {
      schema: {
        tags,
        querystring: hasRespondedQuerySchema,
        response: { 200: hasRespondedSchema, ...errorResponses },
      },
      config: { access: ['driver'] },
    },
    async (request) => hasResponded(app, request.user!.id, request.query.meeting_id),
  );

  app.post(
    '/set_meeting_schedule',
    {
      schema: {
        tags,
        body: setMeetingScheduleBodySchema,
        response: { 200: setMeetingScheduleResponseSchema, ...errorResponses },
      },
      config: { access: ['driver'] },
    },
    async (request) =>
      setMeetingSchedule(app, request.user!.id, request.body.meeting_id, request.body.meeting_schedule_id),
  );

  app.put(
    '/profile/web_update',
    {
      schema: {
        tags,
        summary: "A driver's note (at most 70 characters) or another account's photo",
        body: profileUpdateBodySchema,
        response: { 200: profileUpdateResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => updateProfile(app, request.user!, request.body),
  );

  app.get(
    '/failed-bookings',
    {
      schema: { tags, response: { 200: failedBookingsSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => failedBookings(app, request.user!.id),
  );

  app.post(
    '/driver/standby',
    {
      schema: { tags, body: standbyBodySchema, response: { 200: messageSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => setStandby(app, request.user!.id, request.body.time_in, request.body.time_out),
  );
}

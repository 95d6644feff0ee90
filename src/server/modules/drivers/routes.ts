import { tripTracesOf } from '../bookings/trip-trace';
import {
  BUFFERED_POSITION_MAX_AGE_MS,
  ONLINE_DRIVERS_PER_ACCOUNT_PER_MINUTE,
  POSITION_CLOCK_SKEW_MS,
  PUBLIC_READS_PER_ADDRESS_PER_MINUTE,
} from '@config/constants';
import { errorResponses } from '@schemas/common';
import {
  driverLocationBodySchema,
  driverLocationResponseSchema,
  driverProfileSchema,
  driverStatusBodySchema,
  onlineDriversQuerySchema,
  onlineDriversResponseSchema,
} from '@schemas/driver';
import { badRequest } from '@/server/errors';
import { LOCATION_MESSAGES } from './location-messages';
import type { App } from '@/server/types';
import { recordActivity } from '../active-users/activity';
import type { WalkInTraces } from '../bookings/walk-in-trace';
import { preferredEncoding } from '@/server/compression';
import { createMapAnswers, STALE_AFTER_MS, sendAnswer } from './map-answers';
import { createDriverService } from './service';

/** When a position was taken: its recorded_at (checked), or now. */
function takenAtOf(recordedAt: string | undefined, now: number): number {
  if (recordedAt === undefined) return now;
  const at = Date.parse(recordedAt);
  if (at > now + POSITION_CLOCK_SKEW_MS) throw badRequest(LOCATION_MESSAGES.RECORDED_IN_FUTURE);
  if (at < now - BUFFERED_POSITION_MAX_AGE_MS) throw badRequest(LOCATION_MESSAGES.RECORDED_TOO_OLD);
  return Math.min(at, now);
}

/** How often stale drivers are taken off the map. */
const SWEEP_INTERVAL_MS = 60_000;

/** Rate limits keyed by the account (after authentication), so drivers sharing one network are not lumped. */
const perAccount = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: { user: { id: number } | null; ip?: string }) =>
    request.user ? `user:${request.user.id}` : `ip:${request.ip ?? 'local'}`,
});

/** Small API answers carry no rate-limit headers until the limit is reached (the 429 says when to retry). */
const NO_RATE_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

export default async function driverRoutes(app: App, { walkInTraces }: { walkInTraces?: WalkInTraces }) {
  const tags = ['drivers'];
  const drivers = createDriverService(app);
  /** When the live position of each driver (on this instance) was taken. */
  const lastTakenAt = new Map<number, number>();
  /** The map answer's serialiser (the route's, compiled on first use). */
  let serialize: ((payload: { [key: string]: unknown }) => string) | undefined;
  const mapAnswers = createMapAnswers(drivers, async (question) => {
    const data = await drivers.onlineDrivers(question.query);
    return Buffer.from(serialize!({ data, count: data.length }));
  });

  // `drivers:{branchId}`: positions only (id, lat, lng) or that a driver left; anyone may follow a branch.
  app.realtime.authorize('drivers', (_user, key) => /^\d{1,6}$/.test(key));

  app.post(
    '/driver/status',
    {
      schema: {
        tags,
        body: driverStatusBodySchema,
        response: { 200: driverProfileSchema, ...errorResponses },
      },
      config: { access: ['driver'], rateLimit: perAccount(30, '1 minute') },
    },
    async (request) => drivers.setStatus(request.user!.id, request.body),
  );

  app.post(
    '/driver/location',
    {
      // A position's answer is a few dozen bytes: nothing to compress.
      compress: false,
      schema: {
        tags,
        body: driverLocationBodySchema,
        response: { 200: driverLocationResponseSchema, ...errorResponses },
      },
      // A phone sends a position every few seconds; twice a second is the most any driver may send. A small JSON
      // answer to the driver app needs none of a page's security headers.
      config: {
        access: ['driver'],
        pageHeaders: false,
        rateLimit: { ...perAccount(120, '1 minute'), addHeadersOnExceeding: NO_RATE_HEADERS },
      },
    },
    async (request) => {
      const { recorded_at: recordedAt, ...at } = request.body;
      const userId = request.user!.id;
      const takenAt = new Date(takenAtOf(recordedAt, app.now().getTime()));
      // The traces take the checked time as it is: no copy of the position nor a time text on each post.
      // A position kept without signal, older than one already taken, is history: the traces keep it, the
      // live position stays the newer one.
      const last = lastTakenAt.get(userId);
      if (last !== undefined && takenAt.getTime() < last) {
        walkInTraces?.note(userId, at, takenAt);
        tripTracesOf(app)?.note(userId, at, takenAt);
        return { ...at, location: '' };
      }
      lastTakenAt.set(userId, takenAt.getTime());
      const result = await drivers.updateLocation(userId, at);
      walkInTraces?.note(userId, at, takenAt);
      tripTracesOf(app)?.note(userId, at, takenAt);
      recordActivity(app, userId, at);
      return result;
    },
  );

  app.get(
    '/driver/me',
    {
      schema: { tags, response: { 200: driverProfileSchema, ...errorResponses } },
      config: { access: ['driver'] },
    },
    async (request) => drivers.profile(request.user!.id),
  );

  app.get(
    '/online-drivers',
    {
      // Compressed once per answer below, not on each request.
      compress: false,
      schema: {
        tags,
        querystring: onlineDriversQuerySchema,
        response: { 200: onlineDriversResponseSchema, ...errorResponses },
      },
      // The home map's poll: per account when signed in; per address it is generous, because thousands of
      // phones share one carrier address (carrier-grade NAT) on Philippine mobile networks.
      config: {
        access: 'public',
        pageHeaders: false,
        rateLimit: {
          addHeadersOnExceeding: NO_RATE_HEADERS,
          hook: 'preHandler',
          timeWindow: '1 minute',
          keyGenerator: (request: { user: { id: number } | null; ip?: string }) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip ?? 'local'}`,
          max: (_request: unknown, key: string) =>
            key.startsWith('user:')
              ? ONLINE_DRIVERS_PER_ACCOUNT_PER_MINUTE
              : PUBLIC_READS_PER_ADDRESS_PER_MINUTE,
        },
      },
    },
    (request, reply) => {
      const { query } = request;
      if (request.user && query.lat !== undefined && query.lng !== undefined)
        recordActivity(app, request.user.id, { lat: query.lat, lng: query.lng });
      serialize ??= reply.getSerializationFunction('200');
      // Sent as it was serialised and compressed once: thousands of phones poll the same few answers.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const answer = mapAnswers.answer(query);
      if (!(answer instanceof Promise)) {
        sendAnswer(reply, answer, encoding);
        return;
      }
      return answer.then((body) => {
        sendAnswer(reply, body, encoding);
      });
    },
  );

  let timer: ReturnType<typeof setInterval> | undefined;
  let answersTimer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    answersTimer = setInterval(() => mapAnswers.forgetStale(), STALE_AFTER_MS);
    answersTimer.unref();
    drivers.start();
    await drivers.sweep({ restore: true }).catch((error) => app.log.warn({ err: error }, 'drivers sweep'));
    timer = setInterval(() => {
      drivers.sweep().catch((error) => app.log.warn({ err: error }, 'drivers sweep'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(answersTimer);
    await drivers.stop();
  });
}

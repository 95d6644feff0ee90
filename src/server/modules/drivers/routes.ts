import zlib from 'node:zlib';
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
  type OnlineDriversQuery,
  onlineDriversResponseSchema,
} from '@schemas/driver';
import { COMPRESS_THRESHOLD_BYTES, preferredEncoding } from '@/server/compression';
import { badRequest } from '@/server/errors';
import { LOCATION_MESSAGES } from './location-messages';
import type { App } from '@/server/types';
import { recordActivity } from '../active-users/activity';
import type { WalkInTraces } from '../bookings/walk-in-trace';
import { haversineKm } from '@/server/adapters/geo/haversine';
import { createDriverService, NEARBY_RADIUS_KM, ONLINE_DRIVERS_ANSWER_MS } from './service';

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

const MAX_CACHED_ANSWERS = 1000;

/**
 * One map answer as sent: its JSON's length, and the bytes in the encodings phones asked for. The plain JSON is
 * let go once a compressed copy is made (phones ask compressed): hundreds of answers of about 50 KB each would
 * otherwise stay in memory for the few clients that ask uncompressed, who get it back from a compressed copy.
 */
type EncodedAnswer = { length: number; identity?: Buffer; br?: Buffer; gzip?: Buffer };

/** Brotli quality of map answers: quick (about a quarter of a millisecond for an answer), once per answer. */
const ANSWER_BROTLI_QUALITY = 4;
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } };

function plain(answer: EncodedAnswer): Buffer {
  answer.identity ??= answer.br ? zlib.brotliDecompressSync(answer.br) : zlib.gunzipSync(answer.gzip!);
  return answer.identity;
}

function encoded(answer: EncodedAnswer, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  if (encoding === 'identity') return plain(answer);
  let bytes = answer[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(plain(answer), brotliOptions)
        : zlib.gzipSync(plain(answer), { level: 6 });
    answer[encoding] = bytes;
    answer.identity = undefined;
  }
  return bytes;
}

/** A map question's answer: when it was made, under which online/offline state, and its bytes once made. */
type Answer = {
  at: number;
  epoch: number;
  body: Promise<EncodedAnswer>;
  ready?: EncodedAnswer;
  /** The answer being made to replace this one. */
  next?: Answer;
};

/** An answer older than this many {@link ONLINE_DRIVERS_ANSWER_MS} waits for the next one instead. */
const STALE_ANSWER_FACTOR = 3;

/**
 * Map questions about places this close together (about 1.1 km) share one answer: the home map asks about
 * 15 km around the phone, so a rider sees the drivers nearest the middle of the rider's own cell.
 */
export const MAP_CELL_DEGREES = 0.01;
/** A question about a smaller radius than this is answered about the exact point asked. */
const ROUNDED_RADIUS_KM = 5;

/** Small API answers carry no rate-limit headers until the limit is reached (the 429 says when to retry). */
const NO_RATE_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

const CELLS_PER_DEGREE = Math.round(1 / MAP_CELL_DEGREES);
/** A cell's middle as the number its decimal spells (9.74, not 9.740000000000002): a division is exact to that. */
const roundToCell = (degrees: number) => Math.round(degrees * CELLS_PER_DEGREE) / CELLS_PER_DEGREE;
/** Lists as asked (a handful of spellings: phones send the same filter each poll), each in one order. */
const sortedLists = new Map<string, string>();
function sortedList(list: string | undefined): string | undefined {
  if (list === undefined) return undefined;
  let sorted = sortedLists.get(list);
  if (sorted === undefined) {
    sorted = list.split(',').sort().join(',');
    if (sortedLists.size >= 1000) sortedLists.clear();
    sortedLists.set(list, sorted);
  }
  return sorted;
}

/**
 * A map question as answered: a wide search's point rounded to its cell, lists in one order; its cache key;
 * and the circle (or view) its answer covers, so drivers going online or offline elsewhere keep it.
 */
function mapQuestion(asked: OnlineDriversQuery) {
  const query: OnlineDriversQuery = { ...asked };
  if (
    query.lat !== undefined &&
    query.lng !== undefined &&
    (query.radius_km ?? NEARBY_RADIUS_KM) >= ROUNDED_RADIUS_KM
  ) {
    query.lat = roundToCell(query.lat);
    query.lng = roundToCell(query.lng);
  }
  query.vehicle_types = sortedList(query.vehicle_types);
  query.services = sortedList(query.services);
  const key = [
    query.lat,
    query.lng,
    query.north,
    query.south,
    query.east,
    query.west,
    query.radius_km,
    query.vehicle_types,
    query.branch_id,
    query.service,
    query.services,
  ].join('|');
  let centre: { lat: number; lng: number } | null = null;
  let reachKm = 0;
  if (
    query.north !== undefined &&
    query.south !== undefined &&
    query.east !== undefined &&
    query.west !== undefined
  ) {
    centre = { lat: (query.north + query.south) / 2, lng: (query.east + query.west) / 2 };
    reachKm = haversineKm(centre, { lat: query.north, lng: query.east }) + 0.1;
  } else if (query.lat !== undefined && query.lng !== undefined) {
    centre = { lat: query.lat, lng: query.lng };
    reachKm = (query.radius_km ?? NEARBY_RADIUS_KM) + 0.1;
  }
  return { query, key, centre, reachKm };
}

export default async function driverRoutes(app: App, { walkInTraces }: { walkInTraces?: WalkInTraces }) {
  const tags = ['drivers'];
  const drivers = createDriverService(app);
  /** When the live position of each driver (on this instance) was taken. */
  const lastTakenAt = new Map<number, number>();
  const answers = new Map<string, Answer>();

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
    async (request, reply) => {
      const { lat, lng } = request.query;
      if (request.user && lat !== undefined && lng !== undefined)
        recordActivity(app, request.user.id, { lat, lng });
      // Phones ask from their own unrounded positions every few seconds: the question is rounded to its map
      // cell, so the riders of one neighbourhood share one answer, made and compressed once a second.
      const question = mapQuestion(request.query);
      const { key } = question;
      const now = Date.now();
      const epoch = drivers.statusEpoch();
      const compute = (): Answer => {
        // One computation per question at a time: requests arriving meanwhile wait for the same answer.
        const serialize = reply.getSerializationFunction('200')!;
        const entry = { at: now, epoch } as Answer;
        entry.body = drivers.onlineDrivers(question.query).then((data) => {
          const identity = Buffer.from(serialize({ data, count: data.length }));
          entry.ready = { length: identity.length, identity };
          return entry.ready;
        });
        entry.body.catch(() => {
          if (answers.get(key) === entry) answers.delete(key);
        });
        return entry;
      };
      let answer = answers.get(key);
      // A driver going online or offline elsewhere in town leaves this answer as it is.
      if (
        answer &&
        answer.epoch !== epoch &&
        !drivers.changedNear(answer.epoch, question.centre, question.reachKm)
      )
        answer.epoch = epoch;
      const age = answer ? now - answer.at : Number.POSITIVE_INFINITY;
      if (!answer || answer.epoch !== epoch) {
        if (answers.size >= MAX_CACHED_ANSWERS) answers.clear();
        answer = compute();
        answers.set(key, answer);
      } else if (age >= ONLINE_DRIVERS_ANSWER_MS && answer.ready) {
        // No driver went online or offline since: the last answer goes out while the next one is made, once.
        const last = answer;
        if (!last.next) {
          const next = compute();
          last.next = next;
          next.body.then(
            () => {
              if (answers.get(key) === last) answers.set(key, next);
            },
            () => {
              last.next = undefined;
            },
          );
        }
        // An answer gone this stale (nobody asked for a while) is not shown: the request waits for the next.
        if (age >= ONLINE_DRIVERS_ANSWER_MS * STALE_ANSWER_FACTOR) answer = last.next;
      }
      // Sent as it was serialised and compressed once: thousands of phones poll the same few answers.
      const body = await answer.body;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      if (body.length >= COMPRESS_THRESHOLD_BYTES && encoding !== 'identity') {
        return reply.header('Content-Encoding', encoding).send(encoded(body, encoding) as never);
      }
      return reply.send(plain(body) as never);
    },
  );

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    drivers.start();
    await drivers.sweep({ restore: true }).catch((error) => app.log.warn({ err: error }, 'drivers sweep'));
    timer = setInterval(() => {
      drivers.sweep().catch((error) => app.log.warn({ err: error }, 'drivers sweep'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await drivers.stop();
  });
}

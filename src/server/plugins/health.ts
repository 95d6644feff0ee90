import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { OVERLOAD_RETRY_AFTER_SECONDS, READINESS_CHECK_TIMEOUT_MS } from '@config/constants';
import type { App } from '../types';

export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';
export const OVERLOAD_MESSAGE = 'The service is very busy right now. Please try again in a few seconds.';

const checkSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    ms: { type: 'integer', description: 'How long the engine took to answer' },
    error: { type: 'string' },
  },
  required: ['ok'],
} as const;

const readinessSchema = {
  type: 'object',
  title: 'Readiness',
  description: 'Ready when every engine this instance needs answers and it is not overloaded; each is named.',
  properties: {
    status: { type: 'string', enum: ['ready', 'not ready'] },
    checks: {
      type: 'object',
      properties: { postgres: checkSchema, redis: checkSchema, uploads: checkSchema, load: checkSchema },
      required: ['postgres', 'load'],
    },
  },
  required: ['status', 'checks'],
} as const;

type Check = { ok: boolean; ms?: number; error?: string };

async function timed(work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)),
          READINESS_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: (error as Error).message || String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (the process answers), readiness (PostgreSQL, Redis when configured and an S3 store when configured
 * answer, and the instance is not overloaded) and load shedding: past the event-loop delay limit every request
 * but liveness and readiness gets 503 with Retry-After, so a proxy sends it to another instance.
 */
export default fp(async (app: App) => {
  const { config, db, redis, storage } = app.deps;
  const exempt = new Set([LIVE_PATH, READY_PATH]);
  await app.register(underPressure, {
    maxEventLoopDelay: config.overloadEventLoopDelayMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply, type, value) => {
      if (exempt.has(request.routeOptions.url ?? '')) return undefined;
      request.log.warn({ type, value }, 'overloaded: request shed');
      reply.status(503).header('Retry-After', OVERLOAD_RETRY_AFTER_SECONDS);
      // What the handler returns is sent as the answer (the plugin's contract; its types say void).
      return { message: OVERLOAD_MESSAGE } as unknown as undefined;
    },
  });

  app.get(
    LIVE_PATH,
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
      },
      config: { access: 'public' },
      logLevel: 'warn',
    },
    async () => ({ status: 'live' }),
  );

  app.get(
    READY_PATH,
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: send this instance traffic only while this answers 200',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      config: { access: 'public' },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const [postgres, redisCheck, uploads] = await Promise.all([
        timed(() => db.query('SELECT 1')),
        redis ? timed(() => redis.client.ping()) : undefined,
        storage.name === 's3' ? timed(() => storage.check()) : undefined,
      ]);
      const load: Check = app.isUnderPressure()
        ? { ok: false, error: `event loop delay ${Math.round(app.memoryUsage().eventLoopDelay)} ms` }
        : { ok: true };
      const checks = {
        postgres,
        ...(redisCheck ? { redis: redisCheck } : {}),
        ...(uploads ? { uploads } : {}),
        load,
      };
      const ready = Object.values(checks).every((check) => check.ok);
      if (!ready) reply.status(503).header('Retry-After', OVERLOAD_RETRY_AFTER_SECONDS);
      return { status: ready ? ('ready' as const) : ('not ready' as const), checks };
    },
  );
});

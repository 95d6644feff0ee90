import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { SerializerSelector as SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import websocket from '@fastify/websocket';
import type { default as Ajv, ValidateFunction } from 'ajv';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { createAjv, hardenSchema } from '../shared/ajv';
import { callerKey } from './limits/rate-keys';
import { RequestLog } from './logging';
import { requestId } from './request-id';
import healthPlugin from './plugins/health';
import metricsPlugin from './plugins/metrics';
import { createLazyCompiler } from './lazy-compile';
import { registerModules } from './modules';
import localePlugin from './plugins/locale';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import pagesPlugin from './plugins/pages';
import permissionsPlugin from './plugins/permissions';
import realtimePlugin from './plugins/realtime';
import securityHeadersPlugin from './plugins/security-headers';
import type { App, AppDeps } from './types';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

const require = createRequire(import.meta.url);
/** The API docs page's own files (swagger-ui's scripts and styles), beside its package. */
const SWAGGER_UI_FILES = path.join(
  path.dirname(require.resolve('@fastify/swagger-ui/package.json')),
  'static',
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the schemas not used yet, in the background (call once listening). */
    warmUp(): Promise<void>;
  }
}

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  /**
   * Leave the app's ready hooks (which ask the database) to `listen`: the server puts the routes together while
   * its database starts, and listens once it is started and migrated. Tests get a ready app.
   */
  readyOnListen?: boolean;
};

/** Callers whose requests each rate-limited route counts in memory (drivers of every town and riders' addresses). */
export const RATE_LIMIT_CALLERS_PER_ROUTE = 50_000;

/** How long a stop waits for open connections before it closes them (see the preClose hooks in buildApp). */
export const CLOSE_GRACE_MS = 2_000;

/** The whole application as one Fastify instance: main.ts listens on it, tests call `inject`. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  // Validators and serialisers compile on first use (and in the background once listening): see lazy-compile.
  const lazy = createLazyCompiler();
  const sharedSerializers = new WeakMap<object, Map<string, (doc: unknown) => string>>();
  const validators = new Map<string, WeakMap<object, ValidateFunction>>();
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    logController: new RequestLog(),
    // The proxy's X-Request-Id (checked) or a new one; every log line of the request carries it as reqId.
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: {} },
    schemaController: {
      compilersFactory: {
        buildSerializer: (externalSchemas, serializerOptions) => {
          // Fastify's own serialiser compiler, loaded with the first serialiser compiled (it loads a lot).
          let compile: ReturnType<ReturnType<typeof SerializerFactory>> | undefined;
          // Routes share response schemas (every error answer): one serialiser per schema and status will do,
          // as long as no shared schemas ($ref) could make the same schema mean something else.
          const shareable = Object.keys(externalSchemas ?? {}).length === 0;
          return (route) => {
            const key = `${route.httpStatus} ${(route as { contentType?: string }).contentType ?? ''}`;
            const cached = shareable ? sharedSerializers.get(route.schema as object)?.get(key) : undefined;
            if (cached) return cached;
            const serializer = lazy.serializer(() => {
              compile ??= (require('@fastify/fast-json-stringify-compiler') as typeof SerializerFactory)()(
                externalSchemas,
                serializerOptions,
              );
              return compile(route);
            });
            if (shareable && route.schema && typeof route.schema === 'object') {
              const byKey = sharedSerializers.get(route.schema) ?? new Map();
              byKey.set(key, serializer);
              sharedSerializers.set(route.schema, byKey);
            }
            return serializer;
          };
        },
      },
    },
  }).withTypeProvider() as unknown as App;

  // Made with the first schema compiled (after listening, see warmUp): making one costs as much as a dozen routes.
  let bodyAjv: Ajv | undefined;
  let queryAjv: Ajv | undefined;
  const ajvFor = (httpPart: string | undefined): Ajv => {
    if (httpPart === 'body') {
      bodyAjv ??= createAjv({ coerceTypes: false, removeAdditional: true });
      return bodyAjv;
    }
    queryAjv ??= createAjv({ coerceTypes: 'array', removeAdditional: true });
    return queryAjv;
  };
  // Every request schema is hardened first: bounded integers, finite numbers, no NUL in text (see hardenSchema).
  // A schema used by several routes (GET and its HEAD twin, shared bodies) is compiled once.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const part = httpPart ?? '';
    const byPart = validators.get(part) ?? new WeakMap<object, ValidateFunction>();
    validators.set(part, byPart);
    let validate = byPart.get(schema);
    if (!validate) {
      validate = lazy.validator(() => ajvFor(httpPart).compile(hardenSchema(schema as object)));
      byPart.set(schema, validate);
    }
    return validate;
  });

  app.decorate('deps', deps);
  let closing = false;
  // A stop waits for the requests in flight, but not for ever: a client's keep-alive connection the server does
  // not see as idle would otherwise hold it up to the keep-alive timeout (72 s). After a short grace every
  // connection still open is closed (live connections: see the websocket plugin's preClose below).
  let forceClose: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    forceClose = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
    forceClose.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(forceClose);
  });
  app.decorate('warmUp', () =>
    lazy.warmUp(
      (error) => app.log.error({ err: error }, 'a schema does not compile'),
      () => closing,
    ),
  );
  app.decorate('now', deps.now ?? (() => new Date()));

  // Every answer names its request, so a complaint or a proxy log line leads to the instance's log lines.
  // Hooks on every request take a callback rather than return a promise: one promise and one microtask turn
  // fewer per hook on each of the thousands of map polls and positions a second.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(errorsPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  // JSON and HTML above a small size go out compressed; files precompressed at build are sent as they are.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses a 100 KB answer in about a millisecond; 11 (the default) takes a hundred times longer.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Callers counted in memory per route (without Redis). Every limit here is a route's own, and the plugin makes
  // each route's store from the route's options alone (a size given to the plugin is not passed on), so the size
  // goes on each route. The plugin's default, 5,000, is fewer than the drivers one town puts online: each position
  // then pushed another driver's count out, so nobody's limit held, and every post made a new entry.
  app.addHook('onRoute', (route) => {
    const limits = route.config?.rateLimit;
    if (limits && limits.cache === undefined) {
      route.config = { ...route.config, rateLimit: { ...limits, cache: RATE_LIMIT_CALLERS_PER_ROUTE } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    // Per account when signed in, per address otherwise (a carrier address is thousands of phones).
    keyGenerator: callerKey,
    // With Redis every instance counts in the same place (each route under its own keys); in memory otherwise.
    // A Redis outage lets requests through rather than failing them: readiness reports it meanwhile, and the
    // allowances that guard money and codes are counted in PostgreSQL.
    ...(deps.redis
      ? { redis: deps.redis.client, nameSpace: `${deps.redis.prefix}rate-limit:`, skipOnError: true }
      : {}),
  });
  // Forms are read only by the routes that take them (acceptForms, in the uploads module): the form reader's hooks
  // would otherwise run on every request. Elsewhere a form is taken as no body, as the reader itself does.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  await app.register(swagger, {
    openapi: {
      info: { title: 'BRP Palawan API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // The API docs page's files stay in its package; its code is in the server bundle, so it is told where they are.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    baseDir: SWAGGER_UI_FILES,
    logo: { type: 'image/svg+xml', content: await readFile(path.join(SWAGGER_UI_FILES, 'logo.svg')) },
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On a stop every live connection is told so (1001, going away); one whose phone does not answer within the
    // grace is cut, rather than holding the stop for the closing handshake's 30 s.
    preClose(done) {
      const sockets = app.websocketServer;
      for (const client of sockets.clients) client.close(1001);
      const cut = setTimeout(() => {
        for (const client of sockets.clients) client.terminate();
      }, CLOSE_GRACE_MS);
      cut.unref();
      sockets.close(() => clearTimeout(cut));
      done();
    },
  });
  await app.register(authPlugin);
  await app.register(localePlugin);
  await app.register(permissionsPlugin);
  await app.register(realtimePlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(pagesPlugin);
  if (options.readyOnListen) await app.after();
  else await app.ready();
  return app;
}

import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { createAjv } from '../shared/ajv';
import { RequestLog } from './logging';
import { registerModules } from './modules';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import pagesPlugin from './plugins/pages';
import permissionsPlugin from './plugins/permissions';
import realtimePlugin from './plugins/realtime';
import type { App, AppDeps } from './types';

/** Answers smaller than this are sent uncompressed (one mobile packet holds about 1.4 KB). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type BuildOptions = { logger?: FastifyServerOptions['logger']; loggerInstance?: FastifyBaseLogger };

/** The whole application as one Fastify instance: main.ts listens on it, tests call `inject`. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    logController: new RequestLog(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: {} },
  }).withTypeProvider() as unknown as App;

  const bodyAjv = createAjv({ coerceTypes: false, removeAdditional: true });
  const queryAjv = createAjv({ coerceTypes: 'array', removeAdditional: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema as object),
  );

  app.decorate('deps', deps);
  app.decorate('now', deps.now ?? (() => new Date()));

  await app.register(errorsPlugin);
  // JSON and HTML above a small size go out compressed; files precompressed at build are sent as they are.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses a 100 KB answer in about a millisecond; 11 (the default) takes a hundred times longer.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(rateLimit, {
    global: false,
    // Injected WebSocket requests carry no socket address; fall back to a shared key instead of failing.
    keyGenerator: (request) => request.ip ?? request.headers['x-forwarded-for']?.toString() ?? 'local',
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'BRP Palawan API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(authPlugin);
  await app.register(permissionsPlugin);
  await app.register(realtimePlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(pagesPlugin);
  await app.ready();
  return app;
}

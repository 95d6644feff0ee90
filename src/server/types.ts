import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { ServerConfig } from '@config/server';
import type { RoleName } from '@schemas/account';
import type { Analytics } from './adapters/analytics/port';
import type { Bus } from './adapters/bus/port';
import type { EmailOutbox, EmailSender } from './adapters/email';
import type { Geo } from './adapters/geo/port';
import type { DriverLocations } from './adapters/locations/port';
import type { SmsOutbox, SmsSender } from './adapters/sms/port';
import type { Storage } from './adapters/storage/port';

export type IdentityVerifier = {
  verifyIdToken(idToken: string): Promise<{ uid: string; email?: string; name?: string; picture?: string }>;
};

/** Everything the application talks to outside itself; main.ts builds the real ones, tests build theirs. */
export type AppDeps = {
  config: ServerConfig;
  db: pg.Pool;
  bus: Bus;
  sms: SmsSender & Partial<SmsOutbox>;
  /** Email (codes confirming a new address); the development outbox in DATA_DIR when unset. */
  email?: EmailSender & Partial<EmailOutbox>;
  storage: Storage;
  /** Place search, reverse lookup and routes: offline gazetteer by default, Google with a key. */
  geo: Geo;
  /** Live driver positions: in-process index by default, Redis GEO with REDIS_URL. */
  locations: DriverLocations;
  identity?: IdentityVerifier;
  /** The shared Redis (REDIS_URL) for counters every instance sees (rate limits) and readiness; keys under `prefix`. */
  redis?: { client: Redis; prefix: string };
  /** Product events (visits, contact actions); the server log when unset. */
  analytics?: Analytics;
  /** Dispatch timings in ms (defaults in config/constants.ts); tests shorten them. */
  dispatch?: {
    offerTimeoutMs?: number;
    retryMs?: number;
    giveUpMs?: number;
    sweepMs?: number;
    reofferPauseMs?: number;
    widenMs?: number;
  };
  /** Built web pages; unset when only the API is served (most integration tests). */
  distDir?: string;
  /** The server build of the public site's pages, which renders the live pages (plugins/live-pages.ts). */
  pageRenderer?: string;
  now?: () => Date;
};

export type AuthUser = { id: number; roles: RoleName[]; sessionId: number };

/** `public`: anyone; `authenticated`: any logged-in account; otherwise one of the listed roles. */
export type RouteAccess = 'public' | 'authenticated' | readonly RoleName[];

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    now(): Date;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaToTsProvider
>;

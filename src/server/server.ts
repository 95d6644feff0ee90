import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import type { ServerConfig } from '@config/server';
import { createBus } from './adapters/bus';
import { createGeo, loadRoadRouter } from './adapters/geo';
import { createFirebaseVerifier } from './adapters/identity';
import { createLocations } from './adapters/locations';
import { createSms } from './adapters/sms';
import { createStorage, moveLocalUploads, type Storage } from './adapters/storage';
import { checkRedis, createSharedRedis } from './adapters/redis';
import { buildApp } from './app';
import { startMetricsServer } from './plugins/metrics';
import type { EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { createPool, POOL_IDLE_MS, warmPool } from './db/pool';
import { seedBase } from './db/seed/base';
import {
  type DemoAccount,
  demoPassword,
  rekeyDemoAccounts,
  seedDemoAccounts,
  seedDemoSettings,
} from './db/seed/demo';
import { seedFleet } from './db/seed/fleet';
import { seedDemoHistory } from './db/seed/history';
import { seedStores, simStoreEmails } from './db/seed/stores';
import { startFleet } from '../sim/fleet';
import { startStoreAgents } from '../sim/stores';
import { type FirstSteps, firstSteps, portProblem, startEmbedded } from './first-steps';
import { PROJECT_ROOT } from './paths';
import { StartupError } from './startup-error';
import type { App, AppDeps } from './types';
import { DATABASE_CONNECT_TIMEOUT_MS } from '@config/constants';

export { PROJECT_ROOT };
export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist');
/** The server build of the public site's pages (vite.ssr.config.ts), which renders the live pages. */
export const DEFAULT_PAGE_RENDERER = path.join(PROJECT_ROOT, 'build', 'ssr', 'render-public.js');

/** The offline gazetteer shipped with the product (derived by scripts/build-map-data.mjs). */
export const BUNDLED_GAZETTEER = path.join(PROJECT_ROOT, 'src/server/adapters/geo/palawan-places.json');

/** The configured places file, or the Palawan gazetteer shipped with the product. */
export function gazetteerFile(config: ServerConfig): string | undefined {
  if (config.gazetteerPath) return config.gazetteerPath;
  return fs.existsSync(BUNDLED_GAZETTEER) ? BUNDLED_GAZETTEER : undefined;
}

export type RunningServer = {
  app: App;
  url: string;
  demo?: { accounts: DemoAccount[]; password: string };
  close(): Promise<void>;
};

async function checkDatabase(db: pg.Pool, url: string) {
  try {
    await db.query('SELECT 1');
  } catch (error) {
    const parsed = new URL(url);
    throw new StartupError(
      `cannot use the database of DATABASE_URL (${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}): ${(error as Error).message || (error as NodeJS.ErrnoException).code}. Check DATABASE_URL, or unset it to use the embedded database.`,
    );
  }
}

async function checkStorage(storage: Storage) {
  await storage.check().catch((error) => {
    throw new StartupError(
      `cannot use the ${storage.name} upload store: ${(error as Error).message}. Check UPLOAD_STORE and the S3_ settings.`,
    );
  });
}

/** Connections opened and made ready once the server listens (warmPool): the bookings of a busy minute. */
const POOL_WARM_CONNECTIONS = 6;

/** Starts everything `npm start` runs: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
export async function startServer(
  config: ServerConfig,
  options: {
    distDir?: string;
    /** The page renderer for the live pages (DEFAULT_PAGE_RENDERER); without it they are sent as built. */
    pageRenderer?: string;
    logger?: pino.Logger | boolean;
    dispatch?: AppDeps['dispatch'];
    /** The clock rules of the day read (meeting choice, pricing mode, attendance day); the real one by default. */
    now?: AppDeps['now'];
    /** {@link firstSteps} already under way (main.ts starts them before loading this module); else run here. */
    first?: Promise<FirstSteps>;
  } = {},
): Promise<RunningServer> {
  const log =
    typeof options.logger === 'object'
      ? options.logger
      : pino({ level: options.logger === false ? 'silent' : config.logLevel });
  const first = await (options.first ?? firstSteps(config));
  let { databaseUrl, embeddedStarting } = first;
  let embedded: EmbeddedDatabase | undefined;
  if (!embeddedStarting) {
    // The shared engines another instance relies on are checked before the database starts.
    if (config.redisUrl) await checkRedis(config.redisUrl);
    if (config.uploadStore === 's3') await checkStorage(createStorage(config, undefined));
    if (!databaseUrl) ({ databaseUrl, embeddedStarting } = await startEmbedded(config.dataDir));
  }
  const db = createPool(databaseUrl as string, 20, DATABASE_CONNECT_TIMEOUT_MS, POOL_IDLE_MS);
  const closers: (() => Promise<unknown>)[] = [];
  let databaseReady: Promise<RunningServer['demo']> | undefined;
  try {
    // The database's part of the start (PostgreSQL starting, migrations, seeding) goes on while the routes are put
    // together: nothing asks the database before the server listens, and the seeding mostly waits for it.
    databaseReady = (async (): Promise<RunningServer['demo']> => {
      if (embeddedStarting) {
        embedded = await embeddedStarting;
        log.info('embedded PostgreSQL started');
      } else {
        await checkDatabase(db, databaseUrl as string);
      }
      const applied = await migrate(db);
      if (applied.length) log.info({ applied }, 'migrations applied');
      await seedBase(db);
      if (config.demo) {
        const chosen = await demoPassword(config.dataDir, config.demoPassword);
        const { password } = chosen;
        const rekeyed = await rekeyDemoAccounts(db, chosen);
        if (rekeyed) log.info({ accounts: rekeyed }, 'demo accounts moved to the new demo password');
        const accounts = await seedDemoAccounts(db, password);
        await seedDemoSettings(db);
        await seedFleet(db, password, config.simulatorDrivers);
        await seedDemoHistory(db);
        await seedStores(db, {
          staffEmail: 'store@example.com',
          simulatorPassword: config.simulatorDrivers > 0 ? password : undefined,
        });
        return { accounts, password };
      }
      return undefined;
    })();
    databaseReady.catch(() => {});
    // The routes are put together while PostgreSQL starts: nothing asks the database before the server listens.
    const storage = createStorage(config, db);
    const redis = config.redisUrl
      ? { client: createSharedRedis(config.redisUrl), prefix: 'brp:' }
      : undefined;
    if (redis) closers.push(async () => redis.client.disconnect());
    const bus = createBus({ redisUrl: config.redisUrl }, log);
    closers.push(() => bus.close());
    const locations = createLocations({ redisUrl: config.redisUrl }, log);
    closers.push(() => locations.close());
    const geo = createGeo({
      googleMapsApiKey: config.googleMapsApiKey,
      placesFile: gazetteerFile(config),
      // The file shipped with the product is read once the server listens; an operator's own file at once.
      readPlacesLater: !config.gazetteerPath,
    });
    const identity = config.firebase.projectId
      ? createFirebaseVerifier({ projectId: config.firebase.projectId, jwksUrl: config.firebase.jwksUrl })
      : undefined;
    const app = await buildApp(
      {
        config,
        db,
        bus,
        geo,
        locations,
        identity,
        redis,
        sms: createSms(
          {
            provider: config.smsProvider,
            dataDir: config.dataDir,
            httpUrl: config.smsHttpUrl,
            httpToken: config.smsHttpToken,
            httpSender: config.smsHttpSender,
          },
          log,
        ),
        storage,
        distDir: options.distDir,
        pageRenderer: options.pageRenderer,
        dispatch: options.dispatch,
        now: options.now,
      },
      { loggerInstance: log, readyOnListen: true },
    );
    closers.unshift(() => app.close());
    // PostgreSQL ready, migrated and seeded: that went on while the routes were put together.
    const demo = await databaseReady;
    await checkStorage(storage);
    await moveLocalUploads(config.dataDir, storage, log);
    const address = await app.listen({ port: config.port, host: config.host }).catch((error) => {
      throw portProblem(error, config.host, config.port) ?? error;
    });
    const port = new URL(address).port;
    if (config.metricsPort) {
      const { metricsHost, metricsPort } = config;
      const metrics = await startMetricsServer(app, metricsHost, metricsPort).catch((error) => {
        const problem = portProblem(error, metricsHost, metricsPort);
        throw problem
          ? new StartupError(`metrics: ${problem.message.replace(/\bPORT\b/g, 'METRICS_PORT')}`)
          : error;
      });
      closers.unshift(() => metrics.close());
    }
    // Once the schemas are compiled in the background, a few connections are made ready for bookings, and the places
    // and the road graph are read (see lazyRoadRouter).
    void app.warmUp().then(() => {
      void warmPool(db, POOL_WARM_CONNECTIONS);
      try {
        geo.prepare?.();
        loadRoadRouter();
      } catch (error) {
        log.error({ err: error }, 'the places or the road graph could not be read');
      }
    });
    if (demo && config.simulatorDrivers > 0) {
      // The demo fleet drives through the same HTTP API as real drivers, against this very server.
      const local = new URL(address);
      if (['0.0.0.0', '[::]', ''].includes(local.hostname)) local.hostname = '127.0.0.1';
      const fleet = startFleet({
        baseUrl: local.origin,
        password: demo.password,
        drivers: config.simulatorDrivers,
        log: log.child({ module: 'sim' }),
      });
      closers.unshift(() => fleet.stop());
      // Partner stores that confirm the delivery orders the simulated drivers bring them.
      const stores = startStoreAgents({
        baseUrl: local.origin,
        password: demo.password,
        emails: simStoreEmails(),
        log: log.child({ module: 'sim-stores' }),
      });
      closers.unshift(() => stores.stop());
    }
    const url = config.publicUrl ?? `http://localhost:${port}`;
    return {
      app,
      url,
      demo,
      async close() {
        for (const close of closers) await close().catch(() => {});
        await db.end().catch(() => {});
        await embedded?.stop().catch(() => {});
      },
    };
  } catch (error) {
    await databaseReady?.catch(() => {});
    for (const close of closers) await close().catch(() => {});
    await db.end().catch(() => {});
    embedded ??= await embeddedStarting?.catch(() => undefined);
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { ServerConfig } from '../../config/server';
import { createBus } from './adapters/bus';
import { createGeo } from './adapters/geo';
import { createFirebaseVerifier } from './adapters/identity';
import { createLocations } from './adapters/locations';
import { createSms } from './adapters/sms';
import { createDiskStorage } from './adapters/storage/disk-storage';
import { buildApp } from './app';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrate';
import { createPool } from './db/pool';
import { seedBase } from './db/seed/base';
import { type DemoAccount, demoPassword, seedDemoAccounts } from './db/seed/demo';
import { seedFleet } from './db/seed/fleet';
import { startFleet } from '../sim/fleet';
import type { App } from './types';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist');

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

/** Starts everything `npm start` runs: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
export async function startServer(
  config: ServerConfig,
  options: { distDir?: string; logger?: pino.Logger | boolean } = {},
): Promise<RunningServer> {
  const log =
    typeof options.logger === 'object'
      ? options.logger
      : pino({ level: options.logger === false ? 'silent' : config.logLevel });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
    databaseUrl = embedded.url;
    log.info('embedded PostgreSQL started');
  }
  const db = createPool(databaseUrl, 20);
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'migrations applied');
    await seedBase(db);
    let demo: RunningServer['demo'];
    if (config.demo) {
      const password = await demoPassword(config.dataDir, config.demoPassword);
      demo = { accounts: await seedDemoAccounts(db, password), password };
      await seedFleet(db, password, config.simulatorDrivers);
    }
    const bus = createBus({ redisUrl: config.redisUrl }, log);
    closers.push(() => bus.close());
    const locations = createLocations({ redisUrl: config.redisUrl }, log);
    closers.push(() => locations.close());
    const geo = createGeo({ googleMapsApiKey: config.googleMapsApiKey, placesFile: gazetteerFile(config) });
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
        storage: createDiskStorage(config.dataDir),
        distDir: options.distDir,
      },
      { loggerInstance: log },
    );
    closers.unshift(() => app.close());
    const address = await app.listen({ port: config.port, host: config.host });
    const port = new URL(address).port;
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
    for (const close of closers) await close().catch(() => {});
    await db.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig, type ServerConfig } from '@config/server';
import { createBus } from '@/server/adapters/bus';
import { createGeo } from '@/server/adapters/geo';
import { createLocations } from '@/server/adapters/locations';
import { createOutboxSms } from '@/server/adapters/sms';
import { createSharedRedis } from '@/server/adapters/redis';
import { createDatabaseStorage } from '@/server/adapters/storage';
import { createPool } from '@/server/db/pool';
import { buildApp } from '@/server/app';
import type { App, AppDeps } from '@/server/types';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = {
  app: App;
  database: TestDatabase;
  dataDir: string;
  sms: ReturnType<typeof createOutboxSms>;
  /** Keys and channels of this deployment in the shared Redis. */
  prefix: string;
  close(): Promise<void>;
};

/** The Palawan gazetteer shipped with the product (derived by scripts/build-map-data.mjs). */
export function sharedGazetteer(): string | undefined {
  const file = path.resolve(import.meta.dirname, '../../src/server/adapters/geo/palawan-places.json');
  return existsSync(file) ? file : undefined;
}

const quietLog = { info() {}, warn() {}, error() {} };

/**
 * The real application on a database of its own: real PostgreSQL, the in-process bus (Redis when
 * TEST_REDIS_URL is set, which then also holds the rate limits), the SMS outbox in a temporary directory.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-test-data-'));
  const config: ServerConfig = loadServerConfig({
    DATA_DIR: dataDir,
    DEMO: '0',
    // Shedding load is tested on its own (health.test.ts); on a test machine running many files at once a
    // slow second must not turn other tests' requests into 503s.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const sms = createOutboxSms({ dir: dataDir, log: quietLog });
  const prefix = `test-${path.basename(dataDir)}:`;
  const shared = sharedEngines(prefix);
  const app = await buildApp({
    config,
    db: database.pool,
    sms,
    geo: createGeo({ placesFile: sharedGazetteer() }),
    storage: createDatabaseStorage(database.pool),
    ...shared.deps,
    ...options.deps,
  });
  return {
    app,
    database,
    dataDir,
    sms,
    prefix,
    async close() {
      await app.close();
      await shared.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bus, driver locations and counters' Redis of one deployment (Redis when TEST_REDIS_URL is set). */
function sharedEngines(prefix: string) {
  const redisUrl = process.env.TEST_REDIS_URL;
  const bus = createBus({ redisUrl, channelPrefix: prefix });
  const locations = createLocations({ redisUrl, keyPrefix: prefix });
  const redis = redisUrl ? { client: createSharedRedis(redisUrl), prefix } : undefined;
  return {
    deps: { bus, locations, redis },
    async close() {
      await bus.close();
      await locations.close();
      redis?.client.disconnect();
    },
  };
}

/**
 * One more instance of the same deployment, as a second machine would run it: its own connections to the
 * same database and the same Redis (keys and channels of the first instance), its own memory.
 */
export async function addInstance(t: TestApp, deps: Partial<AppDeps> = {}): Promise<TestApp> {
  const pool = createPool(t.database.url, 10);
  const shared = sharedEngines(t.prefix);
  const app = await buildApp({
    ...t.app.deps,
    db: pool,
    storage: createDatabaseStorage(pool),
    ...shared.deps,
    ...deps,
  });
  return {
    ...t,
    app,
    async close() {
      await app.close();
      await shared.close();
      await pool.end();
    },
  };
}

/** The latest OTP code the outbox holds for a phone. */
export async function latestOtp(sms: TestApp['sms'], phone: string): Promise<string> {
  const messages = await sms.recent(50);
  const found = messages.find((m) => m.to === phone);
  const code = found?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP sent to ${phone}`);
  return code;
}

/** A tiny valid PNG (1×1), for upload fields. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type: string },
) {
  const boundary = `----brp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

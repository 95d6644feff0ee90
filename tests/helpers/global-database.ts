import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { migrate } from '@/server/db/migrate';
import { createPool } from '@/server/db/pool';
import { seedBase } from '@/server/db/seed/base';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL's server) and one migrated,
 * seeded template database; each test file clones the template into a database of its own.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-test-pg-'));
    await fs.chmod(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(tempDir, 'pg'));
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `brp_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = createPool(withDatabase(adminUrl, template), 2);
  await migrate(pool);
  await seedBase(pool);
  await pool.end();
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`brp_t_${process.pid}_%`, template],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    }
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}

export { withDatabase };

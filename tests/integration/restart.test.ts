import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../config/server';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo';
import { startServer } from '../../src/server/server';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-restart-'));
await fs.chmod(dataDir, 0o755);
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded defaults', () => {
  it('keeps every account and change across a restart, with the same generated demo password', async () => {
    const config = loadServerConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SIMULATOR_DRIVERS: '0',
    });
    const first = await startServer(config, { logger: false });
    let password: string;
    try {
      expect(first.demo?.accounts.map((a) => a.email)).toContain('operations-manager@example.com');
      password = first.demo!.password;
      expect(await fs.readFile(path.join(dataDir, 'demo-password.txt'), 'utf8')).toContain(password);
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const login = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'client@example.com', password }),
      });
      expect(login.status).toBe(200);
      await first.app.deps.db.query(
        `UPDATE users SET note = 'kept across restarts' WHERE email = 'client@example.com'`,
      );

      // The embedded PostgreSQL's superuser password is random, kept owner-only, and the old fixed one fails.
      const file = path.join(dataDir, 'pg-password.txt');
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      const superuser = (await fs.readFile(file, 'utf8')).trim();
      expect(superuser.length).toBeGreaterThanOrEqual(24);
      const { options } = first.app.deps.db as unknown as { options: pg.ClientConfig };
      const url = new URL(String(options.connectionString));
      const [host, port] = [url.hostname, Number(url.port)];
      expect(port).toBeGreaterThan(0);
      const tryPassword = async (secret: string) => {
        const client = new pg.Client({
          host,
          port,
          user: 'postgres',
          password: secret,
          database: 'postgres',
        });
        try {
          await client.connect();
          return 'connected';
        } catch (error) {
          return (error as { code?: string }).code;
        } finally {
          await client.end().catch(() => {});
        }
      };
      expect(await tryPassword('postgres')).toBe('28P01');
      expect(await tryPassword(superuser)).toBe('connected');
    } finally {
      await first.close();
    }

    const second = await startServer(config, { logger: false });
    try {
      expect(second.demo?.password).toBe(password);
      const { rows } = await second.app.deps.db.query(
        `SELECT note FROM users WHERE email = 'client@example.com'`,
      );
      expect(rows[0].note).toBe('kept across restarts');
      const { rows: count } = await second.app.deps.db.query(
        `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com' AND email NOT LIKE 'sim-%'`,
      );
      // Each demo account once, however often the server starts.
      expect(count[0].n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await second.close();
    }
  }, 120_000);
});

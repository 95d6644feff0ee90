import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '@config/server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo';
import { hashPassword } from '@/server/modules/accounts/passwords';
import { startServer } from '@/server/server';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-restart-'));
await fs.chmod(dataDir, 0o755);
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded defaults', () => {
  it('keeps every account and change across a restart, with the same generated demo password, and moves the demo accounts to a new DEMO_PASSWORD', async () => {
    const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SIMULATOR_DRIVERS: '0' };
    const config = loadServerConfig(env);
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
      // Someone gives the demo driver a password of their own.
      await second.app.deps.db.query(
        `UPDATE users SET password_hash = $1 WHERE email = 'driver@example.com'`,
        [await hashPassword('my-own-driver-pass-77')],
      );
    } finally {
      await second.close();
    }

    // A start with DEMO_PASSWORD set: the password it prints signs the demo accounts in, the simulated fleet's
    // too, and an account whose password someone changed keeps it.
    const third = await startServer(loadServerConfig({ ...env, DEMO_PASSWORD: 'another-demo-pass-456' }), {
      logger: false,
    });
    try {
      expect(third.demo?.password).toBe('another-demo-pass-456');
      const login = (account: string, secret: string) =>
        fetch(`${third.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: account, password: secret }),
        }).then((response) => response.status);
      expect(await login('client@example.com', 'another-demo-pass-456')).toBe(200);
      expect(await login('sim-driver-1@example.com', 'another-demo-pass-456')).toBe(200);
      expect(await login('admin@example.com', password)).toBe(400);
      expect(await login('driver@example.com', 'my-own-driver-pass-77')).toBe(200);
      expect(await fs.readFile(path.join(dataDir, 'demo-password.txt'), 'utf8')).toContain(
        'another-demo-pass-456',
      );
    } finally {
      await third.close();
    }
  }, 180_000);
});

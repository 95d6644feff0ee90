import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadServerConfig } from '@config/server';

describe('server configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({ port: 3000, demo: true, smsProvider: 'outbox', simulatorDrivers: 24 });
    expect(config.databaseUrl).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a valid URL: not a url'],
    [{ DEMO: 'maybe' }, 'DEMO must be 1 or 0, got "maybe"'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER must be outbox or http, got "carrier-pigeon"'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_PROVIDER=http needs SMS_HTTP_URL'],
    [{ DEMO_PASSWORD: 'short' }, 'DEMO_PASSWORD must be at least 8 characters'],
    [{ UPLOAD_STORE: 'floppy' }, 'UPLOAD_STORE must be database or s3, got "floppy"'],
    [{ UPLOAD_STORE: 's3' }, 'UPLOAD_STORE=s3 needs S3_BUCKET'],
    [{ UPLOAD_STORE: 's3', S3_BUCKET: 'photos' }, 'UPLOAD_STORE=s3 needs credentials: set S3_ACCESS_KEY_ID'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number from 1 to 65535, got "0"'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(message);
  });

  it('documents every variable in the README', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const [name] of ENV_VARIABLES) expect(readme, name).toContain(`| \`${name}\` |`);
  });
});

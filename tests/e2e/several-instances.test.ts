import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/server/db/embedded';
import { PROJECT_ROOT } from '@/server/server';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { DEMO_PASSWORD, launchBrowser } from '../helpers/e2e';
import { dataFolder, run } from '../helpers/processes';
import { loginAs, PUERTO_PRINCESA, pickPlace, putDriverOnline } from '../helpers/ride-phones';

/**
 * The recipe in deploy/ as an operator runs it: nginx (Debian's package, with deploy/nginx/brp.conf) in front of
 * two built instances on one PostgreSQL and one Redis. A rider and a driver ride together while their requests
 * and live connections are spread over both instances; one instance is killed (SIGKILL) mid-trip, and both
 * phones carry on through the other: the next status, chat messages both ways and the driver's new position
 * all arrive, and the ride is completed.
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const REDIS_URL = process.env.TEST_REDIS_URL;
const skipReason = !NGINX
  ? 'the nginx binary is missing (apt-get install nginx)'
  : !REDIS_URL
    ? 'TEST_REDIS_URL is not set (several instances share realtime through Redis)'
    : !existsSync(path.join(PROJECT_ROOT, 'dist-server', 'main.mjs'))
      ? 'the server is not built (npm run build)'
      : '';
if (skipReason) console.warn(`several-instances e2e test skipped: ${skipReason}`);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LIVE = 30_000;

type Instance = ReturnType<typeof run> & { port: number };

let database: TestDatabase;
let proxyUrl = '';
let nginxDir = '';
let nginx: ReturnType<typeof run> | undefined;
const instances: Instance[] = [];
const folders: string[] = [];
let browser: Browser;
const contexts: BrowserContext[] = [];

async function startInstance(publicUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = await dataFolder('brp-instance-');
  folders.push(dataDir);
  const server = run(process.execPath, ['dist-server/main.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL,
    DEMO: '1',
    DEMO_PASSWORD,
    SIMULATOR_DRIVERS: '0',
    // The test is about failover; a slow second on a busy test machine must not shed the phones' requests.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  });
  await server.waitFor(/BRP is running at/);
  return Object.assign(server, { port });
}

/** deploy/nginx/brp.conf with this run's ports, inside a main configuration of its own in a temporary prefix. */
async function startNginx(listenPort: number, upstreamPorts: number[]) {
  nginxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-nginx-'));
  await fs.chmod(nginxDir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await fs.mkdir(path.join(nginxDir, temp), { mode: 0o777 });
    await fs.chmod(path.join(nginxDir, temp), 0o777);
  }
  const recipe = await fs.readFile(path.join(PROJECT_ROOT, 'deploy/nginx/brp.conf'), 'utf8');
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`);
  const site = recipe
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace('upstream brp {\n', `upstream brp {\n${servers.join('\n')}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('/var/log/nginx/brp-access.log', `${nginxDir}/access.log`);
  expect(site).toContain(`server 127.0.0.1:${upstreamPorts[1]}`);
  await fs.writeFile(path.join(nginxDir, 'brp.conf'), site);
  const root = os.userInfo().uid === 0;
  await fs.writeFile(
    path.join(nginxDir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      root ? 'user nobody nogroup;' : '',
      `pid ${nginxDir}/nginx.pid;`,
      `error_log ${nginxDir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${nginxDir}/${temp};`,
      ),
      `  include ${nginxDir}/brp.conf;`,
      '}',
    ].join('\n'),
  );
  execFileSync(NGINX as string, [
    '-t',
    '-q',
    '-p',
    nginxDir,
    '-c',
    `${nginxDir}/nginx.conf`,
    '-e',
    `${nginxDir}/error.log`,
  ]);
  nginx = run(
    NGINX as string,
    ['-p', nginxDir, '-c', `${nginxDir}/nginx.conf`, '-e', `${nginxDir}/error.log`],
    {},
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${listenPort}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${nginx.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function phone(options: { geolocation?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: proxyUrl,
    serviceWorkers: 'block',
    ...(options.geolocation ? { geolocation: PUERTO_PRINCESA, permissions: ['geolocation'] } : {}),
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(LIVE);
  return page;
}

/** Which instance served a phone's requests, from the proxy's log (the upstream address of each line). */
async function instancesServing(): Promise<Set<number>> {
  const log = await fs.readFile(path.join(nginxDir, 'access.log'), 'utf8').catch(() => '');
  const answered = [...log.matchAll(/upstream=(\S+)/g)].map((match) => match[1].replace(/,$/, ''));
  return new Set(answered.map((address) => Number(address.split(':')[1])).filter(Number.isInteger));
}

beforeAll(async () => {
  if (skipReason) return;
  database = await createTestDatabase();
  const listenPort = await freePort();
  proxyUrl = `http://127.0.0.1:${listenPort}`;
  // One after the other: the second finds the database migrated and seeded.
  instances.push(await startInstance(proxyUrl));
  instances.push(await startInstance(proxyUrl));
  await startNginx(
    listenPort,
    instances.map((instance) => instance.port),
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
  await browser?.close();
  if (nginx?.child.pid && nginx.child.exitCode === null) {
    nginx.child.kill('SIGQUIT');
    await nginx.finished;
  }
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.finished;
    }
  }
  await database?.drop();
  for (const dir of [...folders, nginxDir].filter(Boolean))
    await fs.rm(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(skipReason))('several instances behind nginx', () => {
  it('a ride goes on through the other instance when one is killed mid-trip', async () => {
    const driver = await putDriverOnline(await phone({ geolocation: true }), proxyUrl);
    const rider = await phone();
    await loginAs(rider, proxyUrl, 'client@example.com');
    await rider.goto('/book/ride');
    await rider.getByRole('button', { name: "No, I'll do it manually" }).click();
    await rider.getByRole('button', { name: /^Pickup: not set/ }).click();
    await pickPlace(rider, 'Search pickup location', 'Robinsons', /Robinsons/, 'Set the pickup pin');
    await pickPlace(rider, 'Search drop-off location', 'Airport', /Airport/, 'Set the drop-off pin');
    await rider.getByRole('button', { name: 'Proceed' }).click();
    await rider.getByRole('button', { name: 'Book Now' }).click();
    await rider
      .getByRole('dialog', { name: 'Confirm your fare' })
      .getByRole('button', { name: 'Confirm booking' })
      .click();
    await rider.waitForURL(/\/booking\/\d+-[A-Z0-9]+$/, { timeout: LIVE });
    const bookingPath = new URL(rider.url()).pathname.split('/booking/')[1];

    const offer = driver.getByRole('dialog', { name: 'New ride booking' });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await driver.getByRole('button', { name: 'I have arrived at the pickup' }).waitFor();
    await rider.getByRole('heading', { name: 'Your driver is on the way' }).waitFor();
    await driver.getByRole('button', { name: 'Chat with the rider' }).click();
    await driver.getByRole('textbox', { name: 'Message' }).fill('Papunta na ako');
    await driver.getByRole('button', { name: 'Send message' }).click();
    await rider.getByRole('button', { name: /Chat with/ }).click();
    await rider.getByText('Papunta na ako').waitFor();
    // Sticky-free: both phones' requests were spread over both instances.
    expect(await instancesServing()).toEqual(new Set(instances.map((instance) => instance.port)));

    // One instance dies mid-trip, without a chance to say goodbye.
    const [killed, survivor] = instances;
    const killedAt = Date.now();
    killed.child.kill('SIGKILL');
    await killed.finished;

    // The status the driver sets next reaches the rider through the survivor.
    await driver.getByRole('button', { name: 'Close the chat' }).click();
    await driver.getByRole('button', { name: 'I have arrived at the pickup' }).click();
    await rider.getByRole('button', { name: 'Back to the booking' }).click();
    await rider.getByRole('heading', { name: 'Your driver is here' }).waitFor();
    const gap = Date.now() - killedAt;
    console.log(`several instances: the rider saw the next status ${gap} ms after one instance was killed`);

    // Chat both ways.
    await rider.getByRole('button', { name: /Chat with/ }).click();
    await rider.getByText('Papunta na ako').waitFor();
    await rider.getByRole('textbox', { name: 'Message' }).fill('Nasa harap ako ng mall');
    await rider.getByRole('button', { name: 'Send message' }).click();
    await driver.getByRole('button', { name: 'Chat with the rider' }).click();
    await driver.getByText('Nasa harap ako ng mall').waitFor();
    await driver.getByRole('textbox', { name: 'Message' }).fill('Nakita na kita');
    await driver.getByRole('button', { name: 'Send message' }).click();
    await rider.getByText('Nakita na kita').waitFor();
    await expect(rider.locator('[data-chat-message]').count()).resolves.toBe(3);
    await driver.getByRole('button', { name: 'Close the chat' }).click();
    await rider.getByRole('button', { name: 'Back to the booking' }).click();

    // The driver moves: the new position reaches the rider's booking.
    const moved = { latitude: PUERTO_PRINCESA.latitude + 0.01, longitude: PUERTO_PRINCESA.longitude + 0.005 };
    await driver.context().setGeolocation(moved);
    const driverAt = () =>
      rider.evaluate(async (code) => {
        const response = await fetch(`/api/booking/${code}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        const body = (await response.json()) as { driver?: { lat?: number | null; lng?: number | null } };
        return body.driver ?? null;
      }, bookingPath);
    await expect
      .poll(async () => (await driverAt())?.lat, { timeout: LIVE, interval: 250 })
      .toBeCloseTo(moved.latitude, 5);

    // And the ride ends as usual.
    await driver.getByRole('button', { name: 'Start the trip' }).click();
    await rider.getByRole('heading', { name: 'ongoing' }).waitFor();
    await driver.getByRole('button', { name: 'Complete the trip' }).click();
    await rider.getByRole('heading', { name: 'You have arrived' }).waitFor();
    const ready = await fetch(`http://127.0.0.1:${survivor.port}/api/health/ready`);
    expect(ready.status).toBe(200);
  }, 240_000);
});

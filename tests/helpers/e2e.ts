import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadServerConfig } from '@config/server';
import { OUTBOX_FILE_NAME } from '@/server/adapters/sms/outbox-sms';
import { DEFAULT_PAGE_RENDERER, startServer } from '@/server/server';
import { createTestDatabase } from './database';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');
export const DEMO_PASSWORD = 'demo-pass-123';

/** Debian's Chromium, with the flags that run it headless on a small CI machine (see STACK-NOTES). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // WebGL (the offline map) in software: headless Chromium has no GPU here.
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export type E2eServer = { url: string; dataDir: string; close(): Promise<void> };

/**
 * The whole product as `npm start` runs it (built pages from dist/, demo accounts, SMS outbox) on a database
 * of its own, listening on a free port.
 */
export async function startE2eServer(
  options: { dispatch?: Record<string, number>; env?: Record<string, string>; now?: () => Date } = {},
): Promise<E2eServer> {
  try {
    await fs.access(path.join(DIST_DIR, 'index.html'));
  } catch {
    throw new Error('No built pages in dist/: run `npx vite build` before the e2e tests.');
  }
  const db = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-e2e-data-'));
  // The server keeps the entry HTML in memory and points at hashed assets; a `vite build` run meanwhile (by
  // another terminal) would replace them mid-test. The run serves a snapshot of dist/ taken at start.
  const distDir = path.join(dataDir, 'dist');
  try {
    await fs.cp(DIST_DIR, distDir, { recursive: true });
    const server = await startServer(
      loadServerConfig({
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO: '1',
        // A busy test machine must not turn the phones' requests into 503s (shedding is tested on its own).
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        DEMO_PASSWORD,
        SIMULATOR_DRIVERS: '0',
        ...options.env,
      }),
      // Offers stay open long enough that a busy machine cannot make a driver's accept arrive late; the
      // lapse itself is tested in the integration tests with short timings.
      {
        distDir,
        pageRenderer: DEFAULT_PAGE_RENDERER,
        logger: false,
        dispatch: { offerTimeoutMs: 120_000, ...options.dispatch },
        now: options.now,
      },
    );
    return {
      url: server.url,
      dataDir,
      async close() {
        await server.close();
        await db.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.drop().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

type OutboxLine = { id: string; to: string; text: string; sent_at: string };

/** The newest six-digit code texted to a phone (+63… as the server stores it), waiting briefly for it to land. */
export async function latestOtpFor(dataDir: string, phone: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const content = await fs.readFile(path.join(dataDir, OUTBOX_FILE_NAME), 'utf8').catch(() => '');
    const lines = content
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as OutboxLine)
      .filter((message) => message.to === phone);
    const code = lines.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No OTP was texted to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A tiny valid PNG (1×1) for the photo inputs: the camera is not available headless. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A clock for the e2e server that follows the real one until a test pins it (rules of the day such as "a
 * meeting's schedule can be chosen until 22:00 Manila" then hold whatever time the suite runs at).
 */
export function testClock() {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    pin(at: Date) {
      pinned = at;
    },
    release() {
      pinned = null;
    },
  };
}

/**
 * One server and one browser for a whole test file, and phone-sized browser contexts (390×844, nothing
 * stored, as a new visitor has) that are closed after each test.
 */
export function e2eSession(
  defaults: BrowserContextOptions = {},
  serverOptions: Parameters<typeof startE2eServer>[0] = {},
) {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startE2eServer(serverOptions);
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    for (const context of kept.splice(0)) await context.close();
    await browser?.close();
    await server?.close();
  });
  /** A phone-sized context (390×844, nothing stored, as a new visitor has), closed with the list it joins. */
  async function newPhone(options: BrowserContextOptions, list: BrowserContext[]): Promise<BrowserContext> {
    if (!browser || !server) throw new Error('The browser starts in beforeAll');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.url,
      // Installing the offline app's service worker costs a third of a page load's CPU on every new phone;
      // the files that test the installed app (offline-app, security-headers) allow it.
      serviceWorkers: 'block',
      ...defaults,
      ...options,
    });
    context.setDefaultTimeout(15_000);
    list.push(context);
    return context;
  }
  return {
    get server(): E2eServer {
      if (!server) throw new Error('The e2e server starts in beforeAll');
      return server;
    },
    /** A new phone for this test, closed after it. */
    async openPhone(options: BrowserContextOptions = {}): Promise<Page> {
      return (await newPhone(options, contexts)).newPage();
    },
    /**
     * A phone kept for the whole file (closed after all its tests): its pages share the browser's cache, so a
     * file that visits many addresses as one kind of visitor loads the app's files once, as a real phone does.
     */
    keptPhone(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      return newPhone(options, kept);
    },
  };
}

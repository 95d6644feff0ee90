import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pino from 'pino';
import { SHUTDOWN_TIMEOUT_MS } from '@config/constants';
import { ConfigError, loadServerConfig } from '@config/server';
import { type CachedModule, loadWithCodeCache } from './code-cache';
import { firstSteps } from './first-steps';
import { lendImport } from './import-module';
import { tuneHeapForServing } from './heap-tuning';
import { createLogger } from './logger';
import type { RunningServer } from './server';

/**
 * `npm start`: one process that starts the database, the API and the web apps, prints where they are, and
 * stops them all on SIGTERM or SIGINT. Exit codes are truthful: 0 after a clean stop, 1 after any fault, and a
 * start-up fault is one line saying what is wrong and what to do.
 */

function fail(message: string): never {
  console.error(`BRP could not start: ${message}`);
  process.exit(1);
}

let config: ReturnType<typeof loadServerConfig>;
try {
  config = loadServerConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`configuration error: ${error.message}`);
  throw error;
}

const log: pino.Logger = createLogger({ level: config.logLevel, format: config.logFormat });
let server: RunningServer | undefined;
let stopping = false;
let serverCode: CachedModule<ServerModule> | undefined;

type ServerModule = typeof import('./server');

/**
 * The rest of the server: from the built bundle (`dist-server/server.cjs`, beside this file once built) with V8's
 * code cache (see code-cache.ts), else from the sources (`npm run dev`, the tests).
 */
async function loadServer(): Promise<ServerModule> {
  const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
  if (fs.existsSync(bundle)) {
    // The bundle's imports of modules outside it go through this module's `import` (see import-module.ts).
    lendImport((specifier) => import(specifier));
    serverCode = loadWithCodeCache<ServerModule>(bundle);
    return serverCode.exports;
  }
  // Not a literal, so the bundler leaves it to the sources' own loader instead of bundling it into this file.
  const sources = './server';
  return (await import(sources)) as ServerModule;
}

async function stop(code: number, reason: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${reason}: shutting down`);
  const watchdog = setTimeout(() => {
    console.error(`BRP did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  watchdog.unref();
  await server?.close().catch((error) => log.error({ err: error }, 'shutdown'));
  log.flush?.();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0, signal));
// A crash is not a clean stop: log it, take the database down with us, and exit non-zero.
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  void stop(1, 'crash');
});
process.on('unhandledRejection', (error) => {
  log.fatal({ err: error }, 'unhandled promise rejection');
  void stop(1, 'crash');
});

// The data folder and the port are checked and the embedded PostgreSQL starts before the rest of the server's code
// is loaded (a bundle of its own), so the database comes up while that code loads.
const first = firstSteps(config);
first.catch(() => {});
// Loading that code keeps this thread busy for a while: PostgreSQL's programs are running before it starts.
await first.then((steps) => steps.underWay).catch(() => {});

try {
  const { DEFAULT_DIST_DIR, DEFAULT_PAGE_RENDERER, startServer } = await loadServer();
  const distDir = fs.existsSync(path.join(DEFAULT_DIST_DIR, 'index.html')) ? DEFAULT_DIST_DIR : undefined;
  if (!distDir) log.warn('No built pages found: run `npm run build` to serve the web apps.');
  server = await startServer(config, { distDir, pageRenderer: DEFAULT_PAGE_RENDERER, logger: log, first });
  // The code cache, with all that the start ran, is written before the heap settings change V8's flags: V8 takes
  // a cache only from a process with the flags it starts with.
  serverCode?.saveCache();
  tuneHeapForServing();
} catch (error) {
  stopping = true;
  // By name (StartupError's): the server's bundle has its own copy of the class.
  if ((error as Error)?.name === 'StartupError') fail((error as Error).message);
  log.fatal({ err: error }, 'start-up failed');
  log.flush?.();
  fail(`${(error as Error).message} (details above)`);
}

const lines = [
  '',
  `  BRP is running at ${server.url}`,
  `  Operations console: ${server.url}/console   API docs: ${server.url}/api/docs`,
];
if (server.demo) {
  lines.push('', `  Demo accounts (password: ${server.demo.password})`);
  for (const account of server.demo.accounts) {
    lines.push(`    ${account.role.padEnd(20)} ${account.email.padEnd(34)} ${account.phone}`);
  }
  lines.push(
    '',
    `  SMS codes (OTP) are written to ${path.join(config.dataDir, 'sms-outbox.jsonl')} and the log.`,
  );
}
lines.push('', '  Press Ctrl+C to stop.', '');
console.log(lines.join('\n'));

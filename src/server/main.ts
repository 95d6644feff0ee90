import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadServerConfig } from '../../config/server';
import { DEFAULT_DIST_DIR, startServer } from './server';

let config: ReturnType<typeof loadServerConfig>;
try {
  config = loadServerConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const distDir = fs.existsSync(path.join(DEFAULT_DIST_DIR, 'index.html')) ? DEFAULT_DIST_DIR : undefined;
const log = pino({ level: config.logLevel });
if (!distDir) log.warn('No built pages found: run `npm run build` to serve the web apps.');

const server = await startServer(config, { distDir, logger: log });

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
console.log(lines.join('\n'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    await server.close();
    process.exit(0);
  });
}

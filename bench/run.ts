import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '../config/server';
import { DEFAULT_DIST_DIR, startServer } from '../src/server/server';
import { firstLoadSizes } from './bundle-size';

/** Benchmarks: sizes and speeds measured in one run, printed as numbers and ratios. Not part of `npm test`. */
async function timeRequests(count: number, concurrency: number, call: () => Promise<Response>) {
  const started = performance.now();
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, failures };
}

const sizes = firstLoadSizes(DEFAULT_DIST_DIR);
console.log('First-load JavaScript (gzip):');
for (const [entry, size] of Object.entries(sizes)) {
  console.log(
    `  ${entry.padEnd(8)} ${(size.gzipBytes / 1024).toFixed(1).padStart(7)} KiB in ${size.files} files`,
  );
}
console.log(`  public / console ratio: ${(sizes.public.gzipBytes / sizes.console.gzipBytes).toFixed(2)}`);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startServer(
  loadServerConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SIMULATOR_DRIVERS: '0',
    DEMO_PASSWORD: 'bench-pass-1',
  }),
  { logger: false, distDir: DEFAULT_DIST_DIR },
);
try {
  const health = await timeRequests(2000, 20, () => fetch(`${server.url}/api/health`));
  const page = await timeRequests(2000, 20, () => fetch(`${server.url}/pricing`));
  const login = await timeRequests(25, 4, () =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'client@example.com', password: 'bench-pass-1' }),
    }),
  );
  console.log('\nAPI on one process (requests per second):');
  console.log(`  GET /api/health       ${health.perSecond.toFixed(0)}`);
  console.log(`  GET /pricing (page)   ${page.perSecond.toFixed(0)}`);
  console.log(
    `  POST /api/login       ${login.perSecond.toFixed(1)} (argon2id; ${login.failures} refused by rate limits)`,
  );
  console.log(`  health / login ratio  ${(health.perSecond / login.perSecond).toFixed(0)}`);
} finally {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

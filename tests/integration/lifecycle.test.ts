import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@/server/db/embedded';
import { alive, dataFolder, expectStartupFault, run, startMain } from '../helpers/processes';
import { waitUntil } from '../helpers/rides';

const folders: string[] = [];
async function folder(prefix: string) {
  const dir = await dataFolder(prefix);
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

const RUNNING = /BRP is running at (\S+)/;

describe('npm test tells failures from passes', { timeout: 120_000 }, () => {
  const vitest = path.join('node_modules', 'vitest', 'vitest.mjs');
  const databases: [string, string | undefined][] = [['embedded PostgreSQL', undefined]];
  if (process.env.TEST_DATABASE_URL) databases.push(['TEST_DATABASE_URL', process.env.TEST_DATABASE_URL]);

  for (const [name, url] of databases) {
    it(`exits non-zero when a test fails, and zero when all pass (${name})`, async () => {
      const config = 'tests/fixtures/exit-code/vitest.config.ts';
      const env = { TEST_DATABASE_URL: url, CI: 'true' };
      const failing = await run(process.execPath, [vitest, 'run', '--config', config], {
        ...env,
        EXIT_CODE_FIXTURE: 'failing',
      }).finished;
      expect(failing.stdout + failing.stderr).toMatch(/1 failed/);
      expect(failing.code).not.toBe(0);
      const passing = await run(process.execPath, [vitest, 'run', '--config', config], {
        ...env,
        EXIT_CODE_FIXTURE: 'passing',
      }).finished;
      expect(passing.stdout + passing.stderr).toMatch(/1 passed/);
      expect(passing.code).toBe(0);
    });
  }
});

describe('start-up faults end with one clear line and exit code 1', { timeout: 60_000 }, () => {
  it('a port in use', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      await expectStartupFault(
        { PORT: String(port), DATA_DIR: await folder('brp-port-') },
        new RegExp(`port ${port} is already in use .*set PORT`),
      );
    } finally {
      blocker.close();
    }
  });

  it('a DATA_DIR that cannot be written', async () => {
    const file = path.join(await folder('brp-file-'), 'not-a-folder');
    await fs.writeFile(file, 'x');
    await expectStartupFault(
      { PORT: '0', DATA_DIR: path.join(file, 'data') },
      /DATA_DIR .*not-a-folder.* is not writable \(ENOTDIR\): set DATA_DIR/,
    );
    if (os.userInfo().uid !== 0) {
      const locked = await folder('brp-locked-');
      await fs.chmod(locked, 0o500);
      await expectStartupFault(
        { PORT: '0', DATA_DIR: path.join(locked, 'data') },
        /is not writable \(EACCES\)/,
      );
    }
  });

  it('a DATA_DIR on a filesystem that takes no folders', async () => {
    // Creating a folder under /proc answers "no such file" although /proc exists; it once made the start hang.
    await expectStartupFault(
      { PORT: '0', DATA_DIR: `/proc/brp-data-${process.pid}/data` },
      /DATA_DIR \/proc\/brp-data-\d+\/data is not writable \(ENOENT: no folder can be created there\): set DATA_DIR/,
    );
  });

  it('a damaged database folder', async () => {
    const dataDir = await folder('brp-corrupt-');
    await fs.mkdir(path.join(dataDir, 'pg'), { mode: 0o700 });
    await fs.writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
    await fs.writeFile(path.join(dataDir, 'pg-password.txt'), 'secret\n', { mode: 0o600 });
    if (os.userInfo().uid === 0) {
      await fs.chmod(path.join(dataDir, 'pg'), 0o777);
    }
    await expectStartupFault(
      { PORT: '0', DATA_DIR: dataDir },
      /The database in .*pg could not start: .*backup/,
    );
    await fs.rm(path.join(dataDir, 'pg', 'PG_VERSION'));
    await fs.writeFile(path.join(dataDir, 'pg', 'stray-file'), 'x');
    await expectStartupFault({ PORT: '0', DATA_DIR: dataDir }, /not empty but holds no PostgreSQL database/);
  });

  it('a DATABASE_URL that does not answer', async () => {
    const port = await freePort();
    await expectStartupFault(
      { PORT: '0', DATA_DIR: await folder('brp-url-'), DATABASE_URL: `postgres://brp@127.0.0.1:${port}/brp` },
      new RegExp(`cannot use the database of DATABASE_URL \\(127.0.0.1:${port}/brp\\): .*unset it`),
    );
  });

  it.runIf(os.userInfo().uid === 0)('as root, a DATA_DIR inside a private folder', async () => {
    const privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-private-'));
    folders.push(privateDir);
    await fs.chmod(privateDir, 0o700);
    await expectStartupFault(
      { PORT: '0', DATA_DIR: path.join(privateDir, 'data') },
      /system account "postgres", which cannot reach .* set DATA_DIR/,
    );
  });
});

describe('stopping and crashing', { timeout: 180_000 }, () => {
  it('SIGTERM stops the server, simulator and PostgreSQL and exits 0', async () => {
    const dataDir = await folder('brp-stop-');
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_PASSWORD: 'demo-pass-123',
      SIMULATOR_DRIVERS: '3',
    });
    const banner = await server.waitFor(RUNNING);
    const url = banner.replace('BRP is running at ', '');
    expect((await fetch(`${url.replace('localhost', '127.0.0.1')}/api/health`)).status).toBe(200);
    const pgPid = Number(
      (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    expect(alive(pgPid)).toBe(true);
    server.child.kill('SIGTERM');
    const result = await server.finished;
    expect(result.code, server.output()).toBe(0);
    expect(alive(pgPid)).toBe(false);
    const probe = net.createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => resolve());
    });
    probe.close();
    // An idle demo says nothing after its banner: no per-request lines from the simulated fleet.
    const afterBanner = result.stdout.slice(result.stdout.indexOf('Press Ctrl+C'));
    expect(afterBanner.split('\n').filter((line) => line.includes('"request completed"'))).toEqual([]);
  });

  it('restarts after kill -9 of the server and its PostgreSQL about as fast as a clean start', async () => {
    const dataDir = await folder('brp-crash-');
    const env = { PORT: '0', DATA_DIR: dataDir };
    const timedStart = async () => {
      const started = performance.now();
      const server = startMain(env);
      await server.waitFor(RUNNING);
      return { server, ms: performance.now() - started };
    };
    const first = await timedStart(); // creates the cluster
    first.server.child.kill('SIGTERM');
    expect((await first.server.finished).code).toBe(0);

    const clean = await timedStart();
    const pgPid = Number(
      (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    clean.server.child.kill('SIGKILL');
    process.kill(pgPid, 'SIGKILL');
    await clean.server.finished;
    await waitUntil(async () => !alive(pgPid), 10_000);

    const crashed = await timedStart();
    expect(crashed.ms / clean.ms, `clean ${clean.ms} ms, after crash ${crashed.ms} ms`).toBeLessThan(3);
    // Only the server killed: its PostgreSQL lives on, holding the folder; the next start stops it.
    const orphanPid = Number(
      (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    crashed.server.child.kill('SIGKILL');
    await crashed.server.finished;
    expect(alive(orphanPid)).toBe(true);
    const again = await timedStart();
    expect(alive(orphanPid)).toBe(false);
    again.server.child.kill('SIGTERM');
    expect((await again.server.finished).code).toBe(0);
  });
});

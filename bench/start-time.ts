import { spawn } from 'node:child_process';
import net from 'node:net';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Seconds from spawning `node <args>` until GET `healthPath` answers 200 on 127.0.0.1, then the process is
 * stopped with SIGTERM (SIGKILL after 20 s). Polls every 50 ms for at most 120 s.
 */
export async function timeStart(
  args: string[],
  env: Record<string, string>,
  healthPath: string,
  cwd: string,
): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let seconds = Number.NaN;
  try {
    const deadline = started + 120_000;
    while (performance.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${port}${healthPath}`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  }
  return seconds;
}

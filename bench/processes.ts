import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A process's resident memory in MiB, from /proc (NaN where there is none). */
export function processRss(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every 250 ms until stopped; gives the median and the highest. */
export function sampleRss(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const rss = processRss(pid);
    if (Number.isFinite(rss)) samples.push(rss);
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
        max: sorted.at(-1) ?? Number.NaN,
      };
    },
  };
}

/** CPU seconds a process has used so far, from /proc (NaN where there is none). */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, the 12th and 13th fields after the command name, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds used so far by each of a process's descendants (the embedded PostgreSQL's programs under the server). */
function descendantsCpu(pid: number): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  const isUnder = (child: number): boolean => {
    for (let at = parentOf.get(child); at !== undefined && at > 1; at = parentOf.get(at))
      if (at === pid) return true;
    return false;
  };
  const used = new Map<number, number>();
  for (const child of parentOf.keys()) if (isUnder(child)) used.set(child, cpuSeconds(child) || 0);
  return used;
}

/**
 * CPU microseconds per request of a process and of its descendants over a load: call before, then with the count.
 * A descendant that ended meanwhile is not counted.
 */
export function cpuPerRequest(pid: number) {
  const own = cpuSeconds(pid);
  const before = descendantsCpu(pid);
  return (requests: number) => {
    let children = 0;
    for (const [child, now] of descendantsCpu(pid)) children += now - (before.get(child) ?? 0);
    return { own: ((cpuSeconds(pid) - own) * 1e6) / requests, children: (children * 1e6) / requests };
  };
}

/**
 * Waits until a process is quiet: less than a tenth of a CPU second used in a second (a started server compiles its
 * schemas and reads its drivers back in the background after it answers). At most `timeoutMs`.
 */
export async function waitQuiet(pid: number, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = cpuSeconds(pid);
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (!(now - last >= 0.1)) return;
    last = now;
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = { url: string; pid: number; close(): Promise<void> };

/**
 * The product's server in a process of its own, as `npm start` runs it (the built server when there is one, else
 * the TypeScript through tsx), with the C library's memory setting of the deployment's unit (below), on a free
 * port of 127.0.0.1; ready once GET /api/health answers (at most 120 s).
 */
export async function startServerProcess(root: string, env: Record<string, string>): Promise<ServerProcess> {
  const built = path.join(root, 'dist-server', 'main.mjs');
  // BENCH_SERVER_NODE_ARGS: Node options for the server alone (e.g. --cpu-prof to see where its time goes);
  // BENCH_SERVER_STDOUT=1 shows what it prints (with --trace-gc, its garbage collections).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [
    ...nodeArgs,
    ...(fs.existsSync(built) ? [built] : ['--import', 'tsx', path.join(root, 'src/server/main.ts')]),
  ];
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    // Two malloc arenas, as deploy/systemd/brp@.service sets (the bench's own environment may say otherwise).
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /api/health within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await waitQuiet(child.pid!);
  return { url, pid: child.pid!, close: () => stopChild(child) };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}

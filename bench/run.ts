import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '../config/server';
import { DEFAULT_DIST_DIR, DEFAULT_PAGE_RENDERER, PROJECT_ROOT, startServer } from '../src/server/server';
import { startBareFastify, startBareWs } from './bare';
import { firstLoadSizes } from './bundle-size';
import { dispatchLatency } from './dispatch';
import { benchRiders, dispatchDriver, onlineFleet, riderAddress, riderPositions } from './fleet';
import { cpuPerRequest, sampleRss, startServerProcess } from './processes';
import type { Visit } from './lighthouse';
import { lighthousePart } from './lighthouse-part';
import { type PacedOptions, pacedLoad } from './paced';
import { fanOut } from './realtime';
import { routeBench } from './route';
import { timeStart } from './start-time';
import { scriptsBeforeInteractive } from './hydration-bytes';
import { firstVisitBytes, rawGet } from './wire';

/**
 * Benchmarks of issue 13, measured in one run and printed next to their reference: Lighthouse on the pages
 * (first and return visits; the home page as a new visitor, with the user-guide prompt, and as a returning one;
 * the home page and the ride wizard also on a 2G-like link), the API under load from a worker thread against a bare Fastify, 10,000 simulated
 * drivers' location ingest, realtime fan-out against a bare `ws` server, and start-up on an existing data
 * directory. Not part of `npm test`. Everything targets 127.0.0.1 and every loop is bounded in count and time.
 *
 *   npm run bench                 everything (about 15 minutes on two cores)
 *   npm run bench -- --quick      shorter loads (3 s) and one Lighthouse run per page
 *   npm run bench -- --skip-lighthouse
 *   npm run bench -- --lighthouse-runs=1   (1 to 5 runs per page; the median is shown)
 *   npm run bench -- --lighthouse-pages=/console,/login   only these pages (`/`: both home-page visitors)
 *   npm run bench -- --lighthouse-visit=first   only first visits (caches cleared before each run, Lighthouse's
 *                                          default) or only return visits (`return`: the page loaded once
 *                                          before, caches kept); both by default
 *   npm run bench -- --lighthouse-details  also print each run's LCP element with the LCP's phases, its
 *                                          main-thread work by kind and script, and its longest tasks
 *   npm run bench -- --lighthouse-requests with --lighthouse-details, also each run's requests and their times
 *   npm run bench -- --only=ingest         only some parts, comma-separated: sizes, compression, lighthouse,
 *                                          map, ingest, realtime, start (`--only=ingest` needs no built pages)
 */
const QUICK = process.argv.includes('--quick');
const PARTS = [
  'sizes',
  'compression',
  'lighthouse',
  'map',
  'ingest',
  'dispatch',
  'realtime',
  'start',
  'route',
] as const;
type Part = (typeof PARTS)[number];
const onlyFlag = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyFlag ? new Set(onlyFlag.slice('--only='.length).split(',')) : null;
for (const name of only ?? []) {
  if (!PARTS.includes(name as Part))
    throw new Error(`--only: unknown part ${name} (one of ${PARTS.join(', ')})`);
}
const runs = (part: Part) =>
  (only ? only.has(part) : true) && !(part === 'lighthouse' && process.argv.includes('--skip-lighthouse'));
const SECONDS = QUICK ? 3 : 10;
/** Each load first runs this long uncounted, on the server and on its reference alike (compiled code, caches). */
const WARM_UP_SECONDS = 2;
const runsFlag = process.argv.find((arg) => arg.startsWith('--lighthouse-runs='));
const LIGHTHOUSE_RUNS = runsFlag
  ? Math.max(1, Math.min(5, Number(runsFlag.split('=')[1]) || 1))
  : QUICK
    ? 1
    : 3;
const visitFlag = process.argv.find((arg) => arg.startsWith('--lighthouse-visit='))?.split('=')[1];
if (visitFlag && !['first', 'return'].includes(visitFlag))
  throw new Error('--lighthouse-visit: first or return');
/** Lighthouse measures a first visit (its default: caches cleared before each run) and a return visit. */
const VISITS: Visit[] = visitFlag ? [visitFlag as Visit] : ['first', 'return'];
const DRIVERS = 10_000;
/** Riders who each book once while the drivers send their positions (one booking every 600 ms). */
const DISPATCH_BOOKINGS = 30;
const PASSWORD = 'bench-pass-1';

const rows: string[][] = [];
function row(what: string, now: string, goal: string, reference = '') {
  rows.push([what, now, goal, reference]);
  console.log(`  ${what}: ${now}   (goal ${goal}${reference ? `; ${reference}` : ''})`);
}
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');
/** The machine's load average when the run began: the figures only mean as much as the machine was quiet. */
const loadAtStart = os.loadavg();

const SERVER_BUNDLE = path.join(PROJECT_ROOT, 'dist-server', 'main.mjs');
/** The API-only parts run without built pages: the server then answers the API alone. */
const NEEDS_BUILD = PARTS.some(
  (part) => runs(part) && !['ingest', 'map', 'dispatch', 'route'].includes(part),
);
let built = true;
try {
  await fs.access(path.join(DEFAULT_DIST_DIR, 'index.html'));
  await fs.access(SERVER_BUNDLE);
} catch {
  built = false;
  if (NEEDS_BUILD)
    throw new Error('No built pages in dist/ or server in dist-server/: run `npm run build` first.');
}

if (runs('sizes')) {
  console.log('Bundle sizes');
  const sizes = firstLoadSizes(DEFAULT_DIST_DIR);
  for (const [entry, size] of Object.entries(sizes)) {
    row(
      `First-load JS of ${entry}, gzip`,
      `${(size.gzipBytes / 1024).toFixed(1)} KiB in ${size.files} files`,
      entry === 'public' ? '≤ 100 KiB' : '-',
    );
  }
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-bench-'));
await fs.chmod(dataDir, 0o755);
const env = {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  SIMULATOR_DRIVERS: '0',
  DEMO_PASSWORD: PASSWORD,
  // The location and map loads come from many phones: they carry their address in X-Forwarded-For.
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
};
// Loads begin once the server has compiled its schemas: they compile in the background after it listens.
const start = async () => {
  const running = await startServer(loadServerConfig({ ...env, PORT: '0' }), {
    logger: false,
    distDir: built ? DEFAULT_DIST_DIR : undefined,
    pageRenderer: built ? DEFAULT_PAGE_RENDERER : undefined,
  });
  await running.app.warmUp();
  return running;
};
let server = await start();
let origin = server.url.replace('localhost', '127.0.0.1');
const bareWs = await startBareWs();

try {
  if (runs('compression')) {
    console.log('\nCompression');
    const visit = await firstVisitBytes(origin, '/');
    row(
      'First visit to / on the wire (HTML, JS, CSS)',
      `${(visit.bytes / 1024).toFixed(1)} KiB`,
      'sent compressed',
    );
    row('Encodings of /', visit.encodings.join(', '), 'br or gzip');
    const interactive = await scriptsBeforeInteractive(origin, '/');
    row(
      'Scripts fetched before / takes taps (hydrated), including run-time imports',
      `${(interactive.gzipBytes / 1024).toFixed(1)} KiB gzip in ${interactive.files} files, ${(interactive.sentBytes / 1024).toFixed(1)} KiB as sent`,
      '-',
    );
    const json = await rawGet(`${origin}/api/docs/json`);
    const jsonGzip = await rawGet(`${origin}/api/docs/json`, 'gzip');
    row('JSON (/api/docs/json)', `${json.encoding}, gzip: ${jsonGzip.encoding}`, 'br and gzip');
  }

  if (runs('lighthouse'))
    await lighthousePart({ origin, password: PASSWORD, runs: LIGHTHOUSE_RUNS, visits: VISITS, row });

  if (runs('map') || runs('ingest') || runs('dispatch')) {
    console.log(
      `\nAPI (the server in a process of its own, as \`npm start\` runs it; load from worker threads, ${SECONDS} s a run; reference: bare Fastify in a process of its own)`,
    );
    console.log(`  (putting ${DRIVERS} drivers online...)`);
    const fleet = await onlineFleet(server.app, PASSWORD, DRIVERS);
    const riders = await benchRiders(server.app, DISPATCH_BOOKINGS);
    const dispatched = await dispatchDriver(server.app, fleet);
    // Restarted, as after a deploy: the server takes its online drivers back from the database at start.
    await server.close();
    const api = await startServerProcess(PROJECT_ROOT, env);
    const bare = await startBareFastify();
    try {
      if (runs('map')) {
        // Closed loop from a worker thread, 50 connections each sending its next request when the last is answered.
        const bareGets: PacedOptions = {
          url: bare.url,
          seconds: SECONDS,
          connections: 50,
          method: 'GET',
          path: '/',
          requests: [{ headers: {} }],
        };
        await pacedLoad({ ...bareGets, seconds: WARM_UP_SECONDS });
        const bareGet = await pacedLoad(bareGets);
        row(
          'Bare Fastify GET, 50 connections',
          `${bareGet.perSecond.toFixed(0)}/s, p99 ${bareGet.p99.toFixed(1)} ms`,
          'reference',
        );
        // Riders' phones polling from their own positions, as the home map asks (its vehicle filter included):
        // 1,200 distinct positions around the towns where the drivers are, from 2,000 addresses (each address is
        // a phone or a carrier's shared address, and the limits count per address). Browsers always offer
        // compressed answers; the plain-JSON run shows the cost without compression.
        const positions = riderPositions(1200);
        const mapLoad = (headers: Record<string, string>, seconds = SECONDS) =>
          pacedLoad({
            url: api.url,
            seconds,
            connections: 50,
            method: 'GET',
            path: '/api/online-drivers',
            requests: Array.from({ length: 6000 }, (_, n) => {
              const at = positions[n % positions.length];
              return {
                path: `/api/online-drivers?lat=${at.lat}&lng=${at.lng}&vehicle_types=motorcycle,tricycle,car`,
                headers: { ...headers, 'x-forwarded-for': riderAddress(n % 2000) },
              };
            }),
          });
        // A first pass warms each server up (compiled code, caches) and is not counted; then the measured run.
        await mapLoad({ 'accept-encoding': 'gzip, deflate, br' }, WARM_UP_SECONDS);
        const rss = sampleRss(api.pid);
        const map = await mapLoad({ 'accept-encoding': 'gzip, deflate, br' });
        const mapRss = rss.stop();
        row(
          `GET /api/online-drivers, ${fleet.length} online, 1,200 rider positions from 2,000 addresses (br)`,
          `${map.perSecond.toFixed(0)}/s = ${ratio(map.perSecond, bareGet.perSecond)} bare, p50 ${map.p50.toFixed(1)} ms, p99 ${map.p99.toFixed(1)} ms, ${map.failed} failed; server RSS median ${mapRss.median.toFixed(0)} MiB`,
          '≥ 0.25× bare, p99 < 100 ms',
          'before: 0.002× bare, p99 1.33 s (measured as users load it)',
        );
        const plainMap = await mapLoad({});
        row(
          `GET /api/online-drivers, same riders, uncompressed`,
          `${plainMap.perSecond.toFixed(0)}/s = ${ratio(plainMap.perSecond, bareGet.perSecond)} bare, p50 ${plainMap.p50.toFixed(1)} ms, p99 ${plainMap.p99.toFixed(1)} ms, ${plainMap.failed} failed`,
          '-',
        );
      }

      if (runs('ingest') || runs('dispatch')) {
        const offered = DRIVERS / 4;
        console.log(
          `  (ingest: ${offered}/s offered evenly on 100 connections, latency counted from when each was due)`,
        );
        const updates = (url: string, rate?: number): PacedOptions =>
          url === bare.url
            ? {
                url,
                rate,
                seconds: SECONDS,
                connections: 100,
                method: 'POST',
                path: '/',
                requests: [
                  { headers: { 'content-type': 'application/json' }, body: '{"lat":9.74,"lng":118.73}' },
                ],
              }
            : {
                url,
                rate,
                seconds: SECONDS,
                connections: 100,
                method: 'POST',
                path: '/api/driver/location',
                fleet: fleet.map(({ id, token, lat, lng }) => ({ id, token, lat, lng })),
              };
        // The fleet's warm-up is one round of it: every driver posts once, as phones that have been sending all
        // along (a session last checked over two minutes before waits for its check on the next post, and the
        // fleet was silent while the map was measured).
        const fleetRound = (rate: number) => Math.max(WARM_UP_SECONDS, DRIVERS / rate);
        const fleetWarmUp = fleetRound(offered);
        await pacedLoad({ ...updates(bare.url, offered), seconds: fleetWarmUp });
        const bareCpu = cpuPerRequest(bare.child.pid!);
        const barePost = await pacedLoad(updates(bare.url, offered));
        const bareUsed = bareCpu(barePost.ok + barePost.failed);
        await pacedLoad({ ...updates(api.url, offered), seconds: fleetWarmUp });
        row(
          'Bare Fastify POST at the same offered rate',
          `${barePost.perSecond.toFixed(0)}/s, p50 ${barePost.p50.toFixed(1)} ms, p99 ${barePost.p99.toFixed(1)} ms, max ${barePost.max.toFixed(0)} ms; CPU ${bareUsed.own.toFixed(0)} µs a request`,
          'reference',
        );
        // Several runs at the goal's rate: a stall now and then shows in the worst run's p99. Bookings are made
        // meanwhile (one every 600 ms) and each offer is timed to the driver's socket. Like every other load, the
        // bookings first run uncounted (three, before the runs): a server's first bookings compile their code.
        const dispatchWarmUp = runs('dispatch')
          ? await dispatchLatency({
              url: api.url,
              driver: dispatched,
              riders: riders.slice(-3),
              intervalMs: 600,
            })
          : null;
        const ingestRuns = QUICK ? 1 : 3;
        for (let n = 0; n < ingestRuns; n++) {
          const rss = sampleRss(api.pid);
          const dispatching =
            runs('dispatch') && n === ingestRuns - 1
              ? dispatchLatency({
                  url: api.url,
                  driver: dispatched,
                  riders: riders.slice(0, Math.max(3, Math.floor((SECONDS * 1000) / 600) - 1)),
                  intervalMs: 600,
                })
              : null;
          const cpu = cpuPerRequest(api.pid);
          const ingest = await pacedLoad(updates(api.url, offered));
          const used = rss.stop();
          const spent = cpu(ingest.ok + ingest.failed);
          row(
            `POST /api/driver/location, ${DRIVERS} drivers at one a 4 s (${offered}/s offered), run ${n + 1} of ${ingestRuns}`,
            `${ingest.perSecond.toFixed(0)}/s, p50 ${ingest.p50.toFixed(1)} ms, p99 ${ingest.p99.toFixed(1)} ms, max ${ingest.max.toFixed(0)} ms, ${ingest.failed} failed; server RSS median ${used.median.toFixed(0)} MiB, max ${used.max.toFixed(0)} MiB; CPU ${spent.own.toFixed(0)} µs a request (its PostgreSQL ${spent.children.toFixed(0)} µs)`,
            'p99 < 50 ms in every run; RSS ≤ 300 MiB',
            `bare p99 ${barePost.p99.toFixed(1)} ms`,
          );
          if (dispatching) {
            const d = await dispatching;
            row(
              'Booking → offer on the driver’s socket, during that run',
              `p50 ${d.p50.toFixed(0)} ms, p99 ${d.p99.toFixed(0)} ms (${d.offered} of ${d.tried} offered: ${d.each.map((ms) => ms.toFixed(0)).join(', ')} ms; the three uncounted before: ${dispatchWarmUp?.each.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
              'p99 ≤ 250 ms',
              'before: p99 132–412 ms',
            );
          }
        }
        if (runs('ingest')) {
          // Headroom: the highest offered rate answered with p99 < 50 ms, stepping up until a step fails.
          const steps = QUICK
            ? [2500, 5000, 7500, 10_000]
            : [2500, 4000, 5500, 7000, 8500, 10_000, 12_500, 15_000];
          const headroom = async (url: string, pid: number) => {
            let best = 0;
            const seen: string[] = [];
            // Warmed up first like every other load, with one round of the fleet: the server sat idle while the
            // bare one was measured.
            await pacedLoad({ ...updates(url, steps[0]), seconds: fleetRound(steps[0]) });
            for (const rate of steps) {
              const cpu = cpuPerRequest(pid);
              const step = await pacedLoad({ ...updates(url, rate), seconds: Math.min(SECONDS, 5) });
              const spent = cpu(step.ok + step.failed);
              seen.push(`${rate}: p99 ${step.p99.toFixed(0)} ms, ${spent.own.toFixed(0)} µs`);
              if (!(step.p99 < 50) || step.failed > 0) break;
              best = rate;
            }
            return { best, seen: seen.join('; ') };
          };
          const bareMost = await headroom(bare.url, bare.child.pid!);
          const ingestMost = await headroom(api.url, api.pid);
          row(
            'Headroom: highest rate of POST /api/driver/location answered with p99 < 50 ms',
            `${ingestMost.best}/s = ${ratio(ingestMost.best, bareMost.best)} bare (${bareMost.best}/s), in steps of ${steps.join(', ')}/s (server ${ingestMost.seen}; bare ${bareMost.seen})`,
            '≥ 0.5× bare',
            'before: 2,500–3,500/s ≈ 0.2×',
          );
        }
      }
    } finally {
      await bare.close();
      await api.close();
    }
    server = await start();
    origin = server.url.replace('localhost', '127.0.0.1');
  }

  if (runs('realtime')) {
    console.log('\nRealtime: 1,000 sockets on one branch topic, 50 events a second');
    const bareFan = await fanOut({
      url: bareWs.url,
      sockets: 1000,
      seconds: SECONDS,
      eventsPerSecond: 50,
      publish: (data) => bareWs.broadcast(data),
    });
    row(
      'Bare ws',
      `p99 ${bareFan.p99.toFixed(0)} ms, ${bareFan.perSecond.toFixed(0)} deliveries/s (${bareFan.delivered}/${bareFan.expected})`,
      'reference',
    );
    const hubFan = await fanOut({
      url: `${origin.replace('http', 'ws')}/api/realtime`,
      sockets: 1000,
      seconds: SECONDS,
      eventsPerSecond: 50,
      subscribe: 'drivers:2',
      publish: (data) => server.app.realtime.publish('drivers:2', data),
    });
    row(
      'BRP realtime hub',
      `p99 ${hubFan.p99.toFixed(0)} ms, ${hubFan.perSecond.toFixed(0)} deliveries/s = ${ratio(hubFan.perSecond, bareFan.perSecond)} bare (${hubFan.delivered}/${hubFan.expected})`,
      'p99 < 250 ms, ≥ 0.5× bare',
      'before: p99 10.2 s',
    );
  }
} finally {
  await bareWs.close();
  await server.close();
}

await fs.rm(dataDir, { recursive: true, force: true });

if (runs('start')) {
  // Start-up is timed on a data directory of its own, as `npm start` leaves it (demo data, no bench fleet).
  const startDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-bench-start-'));
  await fs.chmod(startDir, 0o755);
  try {
    console.log('\nStart-up on an existing data directory');
    const startEnv = { ...env, DATA_DIR: startDir, DEMO: '1', TRUST_PROXY: '0' };
    // What `npm start` runs after its build step: the server compiled to JavaScript.
    const serverArgs = [SERVER_BUNDLE];
    const first = await timeStart(serverArgs, startEnv, '/api/health', PROJECT_ROOT);
    const again = await timeStart(serverArgs, startEnv, '/api/health', PROJECT_ROOT);
    const bareStart = await timeStart(
      [
        '--input-type=module',
        '-e',
        "import Fastify from 'fastify'; const app = Fastify(); app.get('/api/health', async () => ({ ok: true })); await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });",
      ],
      {},
      '/api/health',
      PROJECT_ROOT,
    );
    row(
      'Start on an existing data dir',
      `${again.toFixed(2)} s (first start ${first.toFixed(2)} s; bare Fastify ${bareStart.toFixed(2)} s)`,
      '≤ 1 s',
      'before: 1.68 s median (measured as users start it)',
    );
  } finally {
    await fs.rm(startDir, { recursive: true, force: true });
  }
}

if (runs('route')) {
  console.log('\nRoutes on the road network (one core)');
  const r = routeBench(QUICK ? 500 : 2000);
  row('Road graph load', `${r.loadMs.toFixed(0)} ms`, '≤ 500 ms');
  row(
    `Route query, ${r.queries} random pairs in towns`,
    `p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, max ${r.maxMs.toFixed(1)} ms processor time (wall p50 ${r.wallP50Ms.toFixed(2)}, p99 ${r.wallP99Ms.toFixed(1)} ms; ${r.byRoad} by road)`,
    'p99 ≤ 20 ms',
  );
  row('Dispatch ranking, 20 drivers by road', `p99 ${r.rankP99Ms.toFixed(2)} ms`, '-');
}

const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
row(
  `Load average (1, 5, 15 min) of this ${os.cpus().length}-core machine at the run's start and end`,
  `${loads(loadAtStart)}; ${loads(os.loadavg())}`,
  'quiet (under 1) for figures to compare with the goals',
);
console.log('\n| What | Now | Goal | Reference |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

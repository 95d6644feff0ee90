// An open-loop load generator in its own thread (plain JavaScript: worker threads load it without tsx), so the
// server's event loop is not the one that makes the load. Request i is due at start + i / rate, evenly spaced as
// phones sending their position are; its latency is counted from when it was due, not from when a connection
// was free to send it, so a server that falls behind is charged for the wait (no coordinated omission).
// Targets 127.0.0.1 only; bounded by the number of requests and a deadline.
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, path, method, seconds, connections, rate, requests, fleet } = workerData;
const target = new URL(url);
if (target.hostname !== '127.0.0.1') throw new Error('The bench only loads 127.0.0.1');

const total = rate ? Math.round(rate * seconds) : 50_000 * seconds;
const latencies = new Float64Array(total);
let answered = 0;
let ok = 0;
let failed = 0;
let lastAnswerAt = 0;
const loop = monitorEventLoopDelay({ resolution: 10 });

/** Headers and body of the n-th request: the drivers of the fleet in turn, each a step further on every round. */
function nth(n) {
  if (!fleet) return requests[n % requests.length];
  const driver = fleet[n % fleet.length];
  const step = Math.floor(n / fleet.length) * 0.0001;
  return {
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${driver.token}`,
      'x-forwarded-for': `10.9.${driver.id % 250}.${(driver.id >> 8) % 250}`,
    },
    body: JSON.stringify({ lat: driver.lat + step, lng: driver.lng + step }),
  };
}

/** The request as bytes: HTTP/1.1 written by hand so that the generator itself costs little. */
function bytes(n) {
  const { headers, body = '', path: own } = nth(n);
  let head = `${method} ${own ?? path} HTTP/1.1\r\nhost: ${target.host}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (body || method !== 'GET') head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return `${head}\r\n${body}`;
}

const idle = [];
const waiting = []; // [n, dueAt] of requests due while every connection was busy
const HEADER_END = Buffer.from('\r\n\r\n');

function answer(status, dueAt) {
  lastAnswerAt = performance.now();
  latencies[answered++] = lastAnswerAt - dueAt;
  if (status >= 200 && status < 300) ok++;
  else failed++;
}

/** One keep-alive connection: one request at a time, answers read by their content-length. */
function connection() {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port) }, () => resolve(conn));
    socket.setNoDelay(true);
    const conn = {
      socket,
      dueAt: 0,
      busy: false,
      dead: false,
      pending: Buffer.alloc(0),
      done: null,
      send(n, dueAt, done) {
        conn.dueAt = dueAt;
        conn.busy = true;
        conn.done = done;
        socket.write(bytes(n));
      },
    };
    socket.on('data', (chunk) => {
      conn.pending = conn.pending.length ? Buffer.concat([conn.pending, chunk]) : chunk;
      const headEnd = conn.pending.indexOf(HEADER_END);
      if (headEnd < 0) return;
      const head = conn.pending.subarray(0, headEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (conn.pending.length < headEnd + 4 + length) return;
      conn.pending = conn.pending.subarray(headEnd + 4 + length);
      conn.busy = false;
      answer(Number(head.slice(9, 12)), conn.dueAt);
      const done = conn.done;
      conn.done = null;
      if (done) done();
      else release(conn);
    });
    socket.on('error', reject);
    // A connection the server closes is not used again; a request it was carrying counts as failed.
    socket.on('close', () => {
      conn.dead = true;
      if (!conn.busy) return;
      conn.busy = false;
      answer(0, conn.dueAt);
      conn.done?.();
    });
  });
}

function release(conn) {
  if (conn.dead) return;
  const next = waiting.shift();
  if (next) conn.send(next[0], next[1]);
  else idle.push(conn);
}

function send(n, dueAt) {
  const conn = idle.pop();
  if (conn) conn.send(n, dueAt);
  else waiting.push([n, dueAt]);
}

const conns = [];
for (let i = 0; i < connections; i++) conns.push(await connection());
idle.push(...conns);
loop.enable();
const startedAt = performance.now() + 50;
let sent = 0;
if (rate) {
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - startedAt) * rate) / 1000) + 1);
      while (sent < due) {
        send(sent, startedAt + (sent * 1000) / rate);
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 50);
  });
} else {
  // No rate: as fast as the server answers, each connection sending its next request when the last is answered.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const endAt = startedAt + seconds * 1000;
  await Promise.all(
    conns.map(async (conn) => {
      while (!conn.dead && performance.now() < endAt && sent < total) {
        const dueAt = performance.now();
        await new Promise((done) => conn.send(sent++, dueAt, done));
      }
    }),
  );
}
// Answers still on their way get up to 10 s more; any missing after that count as failed.
const deadline = performance.now() + 10_000;
while (answered < sent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
loop.disable();
for (const conn of conns) conn.socket.destroy();
const sorted = Array.from(latencies.subarray(0, answered)).sort((a, b) => a - b);
const percentile = (p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
parentPort.postMessage({
  ok,
  failed: failed + (sent - answered),
  // Answers a second over the time they took to arrive: a server that falls behind shows under the offered rate.
  perSecond: ok / Math.max(rate ? seconds : 0, (lastAnswerAt - startedAt) / 1000),
  p50: percentile(50),
  p99: percentile(99),
  max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  // The generator's own event-loop delay: a late timer here would show as latency of the server's.
  generatorDelayP99: loop.percentile(99) / 1e6,
});

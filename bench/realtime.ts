import { Worker } from 'node:worker_threads';

export type FanOutResult = {
  p50: number;
  p99: number;
  perSecond: number;
  delivered: number;
  expected: number;
};

const WORKERS = 2;
const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'error'; message: string }
  | { type: 'done'; latencies: number[]; lastAt: number };

function next(worker: Worker, timeoutMs: number): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench worker timed out')), timeoutMs);
    worker.once('message', (message: WorkerMessage) => {
      clearTimeout(timer);
      if (message.type === 'error') reject(new Error(message.message));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

/**
 * Opens `sockets` WebSocket clients on 127.0.0.1 in worker threads (subscribing each to `subscribe` when
 * given), calls `publish` `eventsPerSecond` times a second for `seconds`, and measures how long each event
 * took to reach each socket and how many deliveries a second arrived. Bounded in count and time.
 */
export async function fanOut(options: {
  url: string;
  sockets: number;
  seconds: number;
  eventsPerSecond: number;
  subscribe?: string;
  publish: (data: { seq: number; sentAt: number }) => void | Promise<void>;
}): Promise<FanOutResult> {
  if (!options.url.startsWith('ws://127.0.0.1:')) throw new Error('The bench only connects to 127.0.0.1');
  const perWorker = Math.ceil(options.sockets / WORKERS);
  const workers = Array.from(
    { length: WORKERS },
    () =>
      new Worker(new URL('./realtime-worker.mjs', import.meta.url), {
        workerData: { url: options.url, sockets: perWorker, subscribe: options.subscribe },
      }),
  );
  try {
    await Promise.all(workers.map((worker) => next(worker, 120_000)));
    const total = options.eventsPerSecond * options.seconds;
    const interval = 1000 / options.eventsPerSecond;
    const firstAt = now();
    for (let seq = 0; seq < total; seq++) {
      const wait = firstAt + seq * interval - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await options.publish({ seq, sentAt: now() });
    }
    // Deliveries still in flight get up to 10 s more.
    const until = now() + 10_000;
    const done = workers.map((worker) => next(worker, 30_000));
    for (const worker of workers) worker.postMessage({ type: 'drain', expected: total * perWorker, until });
    const results = (await Promise.all(done)) as Extract<WorkerMessage, { type: 'done' }>[];
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const lastAt = Math.max(...results.map((r) => r.lastAt), firstAt + 1);
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      perSecond: latencies.length / ((lastAt - firstAt) / 1000),
      delivered: latencies.length,
      expected: total * perWorker * WORKERS,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

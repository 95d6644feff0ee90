import { Worker } from 'node:worker_threads';
import type { BenchDriver } from './fleet';

export type LoadResult = {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
};

export type PacedOptions = {
  url: string;
  seconds: number;
  connections: number;
  /** Requests per second, evenly spaced; unset: as fast as the server answers on `connections` connections. */
  rate?: number;
  method: 'GET' | 'POST';
  path: string;
  /**
   * Requests sent in turn (each to `path` unless it names its own); or `fleet`, whose drivers each send their
   * position, a step further every round.
   */
  requests?: { path?: string; headers: Record<string, string>; body?: string }[];
  fleet?: Pick<BenchDriver, 'id' | 'token' | 'lat' | 'lng'>[];
};

/**
 * A load from a worker thread (`paced-worker.mjs`), so that the server's thread does only the server's work.
 * With `rate`, open loop at a steady rate: the latencies are counted from when each request was due. Unlike
 * autocannon's `overallRate`, which lets every connection send its share of a second at once when the second
 * starts (and then stamps the burst's queueing on the figures), requests are spread evenly, as phones' position
 * updates arrive. Without `rate`, closed loop: each connection sends its next request when the last is
 * answered. Bounded in count and time; 127.0.0.1 only.
 */
export async function pacedLoad(
  options: PacedOptions,
): Promise<LoadResult & { max: number; generatorDelayP99: number }> {
  if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(options.url)) throw new Error('The bench only loads 127.0.0.1');
  // The bench's own process must not take the cores from the server it measures: its heap holds what set the
  // fleet up (an in-process server among it), and a collection of it, which V8 does on two threads, took both
  // cores for up to 400 ms in the middle of a load. So it is collected now, before the load, and `npm run bench`
  // turns off V8's memory reducer, which otherwise collects an idle heap again and again, as during a load.
  (globalThis as { gc?: () => void }).gc?.();
  const worker = new Worker(new URL('./paced-worker.mjs', import.meta.url), { workerData: options });
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('paced load timed out')),
        (options.seconds + 60) * 1000,
      );
      worker.once('message', (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } finally {
    await worker.terminate();
  }
}

import type { Redis } from 'ioredis';
import { redisClient } from './ioredis';
import { StartupError } from '../startup-error';

/** How long start-up waits for Redis to answer before it gives up with a clear line. */
const REDIS_START_TIMEOUT_MS = 5_000;

/** Where a Redis URL points, without its password (for messages). */
export function redisPlace(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 6379}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

/** Start-up stops with one line when REDIS_URL is set but Redis does not answer. */
export async function checkRedis(url: string): Promise<void> {
  const client = new (redisClient())(url, {
    lazyConnect: true,
    connectTimeout: REDIS_START_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectionName: 'brp-start-check',
  });
  // The connection's own error (ECONNREFUSED, ENOTFOUND, a refused password) says more than "closed".
  let cause: Error | undefined;
  client.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    const found = (cause ?? error) as NodeJS.ErrnoException;
    const reason = (found.code ?? found.message).replace(/\.+$/, '');
    throw new StartupError(
      `cannot reach Redis of REDIS_URL (${redisPlace(url)}): ${reason}. Start Redis, fix REDIS_URL, or unset it to run a single instance.`,
    );
  } finally {
    client.disconnect();
  }
}

/**
 * The connection the shared counters (rate limits) and the readiness answer use. It never queues commands
 * while Redis is away: a limit then lets the request through at once (and readiness says so) rather than
 * holding every request until Redis returns.
 */
export function createSharedRedis(url: string): Redis {
  const client = new (redisClient())(url, {
    connectionName: 'brp-counters',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Tries again every second at most, so readiness sees Redis back soon after it returns.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // Errors are reported through readiness and the failed commands; without a listener they would crash.
  client.on('error', () => {});
  return client;
}

import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

const require = createRequire(import.meta.url);

/**
 * The ioredis client class, loaded the first time a Redis is used: an instance without REDIS_URL never loads
 * the package (about 9 MiB of memory and a tenth of a second of its start).
 */
export function redisClient(): typeof Redis {
  return (require('ioredis') as typeof import('ioredis')).Redis;
}

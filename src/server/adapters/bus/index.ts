import type { AdapterLogger } from '../logger';
import { createMemoryBus } from './memory-bus';
import type { Bus } from './port';
import { createRedisBus } from './redis-bus';

export type { Bus } from './port';
export { BusClosedError } from './deliver';
export { createMemoryBus } from './memory-bus';
export { createRedisBus } from './redis-bus';

export type BusConfig = {
  /** Redis pub/sub when set (events reach every server instance), in-process otherwise. */
  redisUrl?: string;
  channelPrefix?: string;
};

export function createBus({ redisUrl, channelPrefix }: BusConfig, log?: AdapterLogger): Bus {
  return redisUrl ? createRedisBus(redisUrl, { channelPrefix, log }) : createMemoryBus({ log });
}

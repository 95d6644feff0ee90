import type { AdapterLogger } from '../logger';
import { createMemoryLocations } from './memory-locations';
import type { DriverLocations } from './port';
import { createRedisLocations } from './redis-locations';

export type { Bounds, DriverLocations, DriverPosition } from './port';
export { LocationsClosedError, MAX_LATITUDE } from './checks';
export { CELL_DEGREES, createMemoryLocations } from './memory-locations';
export { createRedisLocations } from './redis-locations';

export type LocationsConfig = {
  /** Redis GEO when set (every server instance sees every driver), in-process otherwise. */
  redisUrl?: string;
  keyPrefix?: string;
};

export function createLocations(
  { redisUrl, keyPrefix }: LocationsConfig = {},
  log?: AdapterLogger,
): DriverLocations {
  return redisUrl ? createRedisLocations(redisUrl, { keyPrefix, log }) : createMemoryLocations();
}

import type { Redis } from 'ioredis';
import { redisClient } from '../ioredis';
import { EARTH_RADIUS_KM, haversineKm } from '../geo/haversine';
import type { AdapterLogger } from '../logger';
import {
  assertBounds,
  assertDriverId,
  assertPosition,
  assertRadius,
  byDistance,
  centreOf,
  checkedLimit,
  inBounds,
  LocationsClosedError,
} from './checks';
import type { DriverLocations, DriverPosition } from './port';

export type RedisLocationsOptions = {
  /** Prepended to the keys, so several deployments (or test runs) can share one Redis. */
  keyPrefix?: string;
  log?: AdapterLogger;
};

/** Redis GEO measures with a slightly larger Earth than {@link haversineKm}. */
const REDIS_EARTH_RADIUS_KM = 6372.797560856;
const REDIS_DISTANCE_RATIO = REDIS_EARTH_RADIUS_KM / EARTH_RADIUS_KM;
/** Redis GEO stores a point as a 52-bit geohash, within about 0.6 m of what was set. */
const GEOHASH_SLACK_KM = 0.002;
/**
 * Redis orders by the distance of the stored geohash, which can differ from the exact one by a metre;
 * asking for a few more than the limit keeps the exact order right at the cut.
 */
const COUNT_SLACK = 16;
/** A view wider than this is read whole rather than as a Redis box. */
const MAX_BOX_DEGREES = 90;
const MAX_RETRIES_PER_REQUEST = 3;
/** Positions Redis reads per step of a scan: small steps, so no single answer holds up the server. */
const SCAN_COUNT = 1000;
/** Moves a driver only while the driver has a position: both keys in one step, or neither. */
const MOVE_SCRIPT = `if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('GEOADD', KEYS[1], ARGV[2], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
return 1`;
const QUIT_TIMEOUT_MS = 2_000;

/**
 * Driver positions in Redis, shared by every server instance: a GEO set (a sorted set of geohashes)
 * answers "who is near", and a hash keeps each exact position with its time, written together in one
 * MULTI. Results are filtered and ordered by exact great-circle distance, like the memory adapter's.
 */
export function createRedisLocations(
  url: string,
  { keyPrefix = 'brp:', log }: RedisLocationsOptions = {},
): DriverLocations {
  const client = new (redisClient())(url, {
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
    connectionName: 'brp-driver-locations',
  });
  watchConnection(client, log);
  const geoKey = `${keyPrefix}driver-locations:geo`;
  const positionsKey = `${keyPrefix}driver-locations:positions`;
  let closing: Promise<void> | undefined;

  const ensureOpen = () => {
    if (closing) throw new LocationsClosedError();
  };

  /** Exact positions of the given drivers; drivers removed meanwhile are left out. */
  async function positionsOf(ids: string[]): Promise<DriverPosition[]> {
    if (ids.length === 0) return [];
    const values = await client.hmget(positionsKey, ...ids);
    const found: DriverPosition[] = [];
    values.forEach((value, index) => {
      const position = value === null ? undefined : decode(Number(ids[index]), value);
      if (position) found.push(position);
    });
    return found;
  }

  return {
    async set(driverId, at) {
      ensureOpen();
      assertDriverId(driverId);
      assertPosition(at);
      const member = String(driverId);
      const value = encode({ driverId, lat: at.lat, lng: at.lng, updatedAt: Date.now() });
      await run(client.multi().geoadd(geoKey, at.lng, at.lat, member).hset(positionsKey, member, value));
    },

    async move(driverId, at) {
      ensureOpen();
      assertDriverId(driverId);
      assertPosition(at);
      const member = String(driverId);
      const value = encode({ driverId, lat: at.lat, lng: at.lng, updatedAt: Date.now() });
      const moved = await client.eval(MOVE_SCRIPT, 2, geoKey, positionsKey, member, at.lng, at.lat, value);
      return moved === 1;
    },

    async *scan() {
      ensureOpen();
      let cursor = '0';
      do {
        const [next, entries] = await client.hscan(positionsKey, cursor, 'COUNT', SCAN_COUNT);
        cursor = next;
        const batch: DriverPosition[] = [];
        for (let i = 0; i + 1 < entries.length; i += 2) {
          const position = decode(Number(entries[i]), entries[i + 1]);
          if (position) batch.push(position);
        }
        if (batch.length > 0) yield batch;
      } while (cursor !== '0');
    },

    async remove(driverId) {
      ensureOpen();
      const member = String(driverId);
      await run(client.multi().zrem(geoKey, member).hdel(positionsKey, member));
    },

    async get(driverId) {
      ensureOpen();
      const value = await client.hget(positionsKey, String(driverId));
      return value === null ? null : (decode(driverId, value) ?? null);
    },

    async nearby(at, radiusKm, limit) {
      ensureOpen();
      assertPosition(at);
      assertRadius(radiusKm);
      const max = checkedLimit(limit);
      if (max === 0) return [];
      const searchKm = radiusKm * REDIS_DISTANCE_RATIO + GEOHASH_SLACK_KM;
      const count = max === undefined ? [] : ['COUNT', max + COUNT_SLACK];
      const ids = (await client.geosearch(
        geoKey,
        'FROMLONLAT',
        at.lng,
        at.lat,
        'BYRADIUS',
        searchKm,
        'km',
        'ASC',
        ...count,
      )) as string[];
      const found = (await positionsOf(ids))
        .map((position) => ({ ...position, distanceKm: haversineKm(at, position) }))
        .filter((position) => position.distanceKm <= radiusKm)
        .sort(byDistance);
      return max === undefined ? found : found.slice(0, max);
    },

    async withinBounds(bounds, limit) {
      ensureOpen();
      assertBounds(bounds);
      const max = checkedLimit(limit);
      if (max === 0) return [];
      const centre = centreOf(bounds);
      let candidates: DriverPosition[];
      if (bounds.north - bounds.south > MAX_BOX_DEGREES || bounds.east - bounds.west > MAX_BOX_DEGREES) {
        const all = await client.hgetall(positionsKey);
        candidates = Object.entries(all).flatMap(([id, value]) => decode(Number(id), value) ?? []);
      } else {
        const { widthKm, heightKm } = boxAround(bounds);
        const ids = (await client.geosearch(
          geoKey,
          'FROMLONLAT',
          centre.lng,
          centre.lat,
          'BYBOX',
          widthKm,
          heightKm,
          'km',
        )) as string[];
        candidates = await positionsOf(ids);
      }
      const found = candidates
        .filter((position) => inBounds(position, bounds))
        .map((position) => ({ ...position, distanceKm: haversineKm(centre, position) }))
        // With a limit, the drivers nearest the middle of the view are the ones kept.
        .sort(byDistance);
      return (max === undefined ? found : found.slice(0, max)).map(
        ({ distanceKm: _, ...position }) => position,
      );
    },

    close() {
      closing ??= shutdown(client);
      return closing;
    },
  };
}

/**
 * A Redis box (centred, sides in km) holding the whole view. Redis tests a point's east-west distance
 * along the point's own latitude, so the width is taken where the view is widest: nearest the equator.
 */
function boxAround(bounds: { south: number; west: number; north: number; east: number }): {
  widthKm: number;
  heightKm: number;
} {
  const { lat, lng } = centreOf(bounds);
  const widestLat =
    bounds.south <= 0 && bounds.north >= 0 ? 0 : Math.min(Math.abs(bounds.south), Math.abs(bounds.north));
  const halfWidth = haversineKm({ lat: widestLat, lng }, { lat: widestLat, lng: bounds.east });
  const halfHeight = haversineKm({ lat, lng }, { lat: bounds.north, lng });
  const pad = (km: number) => km * REDIS_DISTANCE_RATIO * 1.001 + GEOHASH_SLACK_KM;
  return { widthKm: 2 * pad(halfWidth), heightKm: 2 * pad(halfHeight) };
}

function encode({ lat, lng, updatedAt }: DriverPosition): string {
  return JSON.stringify([lat, lng, updatedAt]);
}

function decode(driverId: number, value: string): DriverPosition | undefined {
  try {
    const [lat, lng, updatedAt] = JSON.parse(value) as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number' || typeof updatedAt !== 'number') return undefined;
    return { driverId, lat, lng, updatedAt };
  } catch {
    return undefined;
  }
}

/** Runs a MULTI; a command that failed inside it fails the call. */
async function run(multi: ReturnType<Redis['multi']>): Promise<void> {
  const results = await multi.exec();
  if (!results) throw new Error('Redis aborted a driver location transaction');
  for (const [error] of results) if (error) throw error;
}

/** Without an 'error' listener an unreachable Redis would crash the process; logs outage and recovery once. */
function watchConnection(client: Redis, log: AdapterLogger | undefined): void {
  let healthy = true;
  client.on('error', (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    log?.warn({ err: error }, 'Redis driver locations connection failed; retrying');
  });
  client.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log?.info({}, 'Redis driver locations connection restored');
  });
}

async function shutdown(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), QUIT_TIMEOUT_MS);
  });
  const quit = client.quit().then(
    () => 'quit' as const,
    () => 'failed' as const,
  );
  const outcome = await Promise.race([quit, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'quit') client.disconnect();
}

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { haversineKm } from '@/server/adapters/geo/haversine';
import {
  createLocations,
  createMemoryLocations,
  createRedisLocations,
  type DriverLocations,
  type DriverPosition,
  LocationsClosedError,
} from '@/server/adapters/locations';

const redisUrl = process.env.TEST_REDIS_URL;

const CITY = { lat: 9.7392, lng: 118.7296 };

/** A seeded generator, so a failing comparison can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A point `km` kilometres north (positive) or south of another. */
function north(from: { lat: number; lng: number }, km: number) {
  return { lat: from.lat + km / 111.195, lng: from.lng };
}

type Adapter = {
  name: string;
  enabled: boolean;
  create(): DriverLocations;
  cleanUp?(): Promise<void>;
};

const keyPrefix = `brp-test-${randomUUID()}:`;

const adapters: Adapter[] = [
  { name: 'memory', enabled: true, create: () => createMemoryLocations() },
  {
    name: 'redis',
    enabled: Boolean(redisUrl),
    create: () => createRedisLocations(redisUrl!, { keyPrefix }),
    async cleanUp() {
      const client = new Redis(redisUrl!);
      try {
        const keys = await client.keys(`${keyPrefix}*`);
        if (keys.length > 0) await client.del(...keys);
      } finally {
        await client.quit();
      }
    },
  },
];

for (const adapter of adapters) {
  describe.skipIf(!adapter.enabled)(`driver locations: ${adapter.name}`, () => {
    let locations: DriverLocations;

    beforeEach(async () => {
      await adapter.cleanUp?.();
      locations = adapter.create();
    });

    afterEach(async () => {
      await locations.close();
    });

    afterAll(async () => {
      await adapter.cleanUp?.();
    });

    it('moves only a driver it holds, and hands every position out in a scan', async () => {
      expect(await locations.move(8, { lat: 9.75, lng: 118.75 })).toBe(false);
      expect(await locations.get(8)).toBeNull();
      await locations.set(8, { lat: 9.75, lng: 118.75 });
      expect(await locations.move(8, { lat: 9.76, lng: 118.76 })).toBe(true);
      expect((await locations.nearby({ lat: 9.76, lng: 118.76 }, 0.01)).map((d) => d.driverId)).toEqual([8]);
      await locations.remove(8);
      expect(await locations.move(8, { lat: 9.77, lng: 118.77 })).toBe(false);
      expect(await locations.nearby({ lat: 9.77, lng: 118.77 }, 1)).toEqual([]);

      for (let id = 1; id <= 2500; id++) await locations.set(id, { lat: 9 + id / 10_000, lng: 118.7 });
      const seen = new Map<number, number>();
      for await (const batch of locations.scan()) for (const p of batch) seen.set(p.driverId, p.lat);
      expect(seen.size).toBe(2500);
      expect(seen.get(1234)).toBeCloseTo(9.1234, 9);
    });

    it('sets, gets, moves and removes a driver', async () => {
      expect(await locations.get(7)).toBeNull();
      const before = Date.now();
      await locations.set(7, { lat: 9.74191, lng: 118.75893 });
      const first = await locations.get(7);
      expect(first).toEqual({ driverId: 7, lat: 9.74191, lng: 118.75893, updatedAt: expect.any(Number) });
      expect(first!.updatedAt).toBeGreaterThanOrEqual(before);
      expect(first!.updatedAt).toBeLessThanOrEqual(Date.now());
      // A move of about 150 m (within one grid cell): found at the new spot; earlier answers are copies.
      const found = await locations.nearby({ lat: 9.74191, lng: 118.75893 }, 0.01);
      await locations.set(7, { lat: 9.74291, lng: 118.75993 });
      expect(await locations.nearby({ lat: 9.74291, lng: 118.75993 }, 0.01)).toMatchObject([{ driverId: 7 }]);
      expect(await locations.nearby({ lat: 9.74191, lng: 118.75893 }, 0.01)).toEqual([]);
      expect(first).toMatchObject({ lat: 9.74191, lng: 118.75893 });
      expect(found).toMatchObject([{ driverId: 7, lat: 9.74191, lng: 118.75893 }]);

      await locations.set(7, { lat: 11.2024, lng: 119.4166 });
      expect(await locations.get(7)).toMatchObject({ lat: 11.2024, lng: 119.4166 });
      expect(await locations.nearby(CITY, 50)).toEqual([]);

      await locations.remove(7);
      expect(await locations.get(7)).toBeNull();
      expect(await locations.nearby({ lat: 11.2024, lng: 119.4166 }, 5)).toEqual([]);
      await locations.remove(7);
      await locations.remove(404);
    });

    it('lists drivers in the radius nearest first, with exact distances', async () => {
      await locations.set(1, north(CITY, 3));
      await locations.set(2, north(CITY, 0.5));
      await locations.set(3, north(CITY, -1.5));
      await locations.set(4, north(CITY, 6));
      await locations.set(5, { lat: 11.18, lng: 119.3915 });

      const within = await locations.nearby(CITY, 5);
      expect(within.map((driver) => driver.driverId)).toEqual([2, 3, 1]);
      for (const driver of within) {
        expect(driver.distanceKm).toBeCloseTo(haversineKm(CITY, driver), 9);
        expect(driver.updatedAt).toEqual(expect.any(Number));
      }
      expect(within[0].distanceKm).toBeCloseTo(0.5, 3);

      expect((await locations.nearby(CITY, 5, 2)).map((driver) => driver.driverId)).toEqual([2, 3]);
      expect(await locations.nearby(CITY, 5, 0)).toEqual([]);
      expect((await locations.nearby(CITY, 6.01)).map((driver) => driver.driverId)).toEqual([2, 3, 1, 4]);
      expect((await locations.nearby(CITY, 0.4)).map((driver) => driver.driverId)).toEqual([]);
      expect((await locations.nearby(CITY, 500)).map((driver) => driver.driverId)).toEqual([2, 3, 1, 4, 5]);
    });

    it('includes a driver exactly at the pickup and drops one moved out of range', async () => {
      await locations.set(10, CITY);
      await locations.set(11, north(CITY, 1));
      expect((await locations.nearby(CITY, 0)).map((driver) => driver.driverId)).toEqual([10]);
      expect((await locations.nearby(CITY, 2)).map((driver) => driver.driverId)).toEqual([10, 11]);

      await locations.set(11, north(CITY, 2.5));
      expect((await locations.nearby(CITY, 2)).map((driver) => driver.driverId)).toEqual([10]);
      await locations.set(11, north(CITY, 0.2));
      expect((await locations.nearby(CITY, 2)).map((driver) => driver.driverId)).toEqual([10, 11]);
    });

    it('lists the drivers inside a map view', async () => {
      await locations.set(21, { lat: 9.74, lng: 118.73 });
      await locations.set(22, { lat: 9.8, lng: 118.75 });
      await locations.set(23, { lat: 9.9, lng: 118.75 });
      await locations.set(24, { lat: 11.18, lng: 119.39 });
      const view = { south: 9.7, west: 118.7, north: 9.85, east: 118.8 };
      const inside = await locations.withinBounds(view);
      expect(inside.map((driver) => driver.driverId).sort()).toEqual([21, 22]);
      expect(inside[0]).toEqual({
        driverId: expect.any(Number),
        lat: expect.any(Number),
        lng: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      // With a limit, those nearest the middle of the view (9.775, 118.75) stay.
      expect((await locations.withinBounds(view, 1)).map((driver) => driver.driverId)).toEqual([22]);
      const province = await locations.withinBounds({ south: 8, west: 117, north: 12.5, east: 121 });
      expect(province.map((driver) => driver.driverId).sort()).toEqual([21, 22, 23, 24]);
      const world = await locations.withinBounds({ south: -90, west: -180, north: 90, east: 180 });
      expect(world).toHaveLength(4);
    });

    it('rejects what is not a driver id, a position or a radius', async () => {
      await expect(locations.set(1.5, CITY)).rejects.toThrow(RangeError);
      await expect(locations.set(1, { lat: Number.NaN, lng: 118 })).rejects.toThrow(RangeError);
      await expect(locations.set(1, { lat: 89, lng: 118 })).rejects.toThrow(RangeError);
      await expect(locations.set(1, { lat: 9, lng: 181 })).rejects.toThrow(RangeError);
      await expect(locations.nearby(CITY, -1)).rejects.toThrow(RangeError);
      await expect(locations.nearby(CITY, 1, 2.5)).rejects.toThrow(RangeError);
      await expect(locations.withinBounds({ south: 10, west: 118, north: 9, east: 119 })).rejects.toThrow(
        RangeError,
      );
      expect(await locations.get(1)).toBeNull();
    });

    it('refuses calls once closed', async () => {
      await locations.close();
      await locations.close();
      await expect(locations.set(1, CITY)).rejects.toThrow(LocationsClosedError);
      await expect(locations.nearby(CITY, 1)).rejects.toThrow(LocationsClosedError);
    });

    it('agrees with a brute-force search over 1,000 drivers', async () => {
      const next = random(20_260_501);
      const drivers = new Map<number, { lat: number; lng: number }>();
      // A 30 km square around the city, with a few drivers stacked on the same spot.
      for (let id = 1; id <= 1_000; id++) {
        const at =
          id % 100 === 0
            ? { lat: 9.75, lng: 118.74 }
            : { lat: 9.6 + next() * 0.3, lng: 118.6 + next() * 0.3 };
        drivers.set(id, at);
      }
      await Promise.all([...drivers].map(([id, at]) => locations.set(id, at)));
      // Some go offline, some move: the index must follow.
      for (let id = 1; id <= 1_000; id += 37) {
        drivers.delete(id);
        await locations.remove(id);
      }
      for (let id = 5; id <= 1_000; id += 41) {
        if (!drivers.has(id)) continue;
        const at = { lat: 9.6 + next() * 0.3, lng: 118.6 + next() * 0.3 };
        drivers.set(id, at);
        await locations.set(id, at);
      }

      const bruteForce = (at: { lat: number; lng: number }, radiusKm: number, limit?: number) => {
        const found = [...drivers]
          .map(([driverId, position]) => ({ driverId, distanceKm: haversineKm(at, position) }))
          .filter((driver) => driver.distanceKm <= radiusKm)
          .sort((a, b) => a.distanceKm - b.distanceKm || a.driverId - b.driverId);
        return limit === undefined ? found : found.slice(0, limit);
      };

      for (let query = 0; query < 60; query++) {
        const at = { lat: 9.55 + next() * 0.4, lng: 118.55 + next() * 0.4 };
        const radiusKm = query === 0 ? 100 : 0.5 + next() * 8;
        const limit = query % 3 === 0 ? undefined : 1 + Math.floor(next() * 25);
        const expected = bruteForce(at, radiusKm, limit);
        const actual = await locations.nearby(at, radiusKm, limit);
        expect(
          actual.map((driver) => driver.driverId),
          `query ${query}`,
        ).toEqual(expected.map((driver) => driver.driverId));
        actual.forEach((driver, index) => {
          expect(driver.distanceKm).toBeCloseTo(expected[index].distanceKm, 9);
          const set = drivers.get(driver.driverId)!;
          expect({ lat: driver.lat, lng: driver.lng }).toEqual(set);
        });
      }
      expect((await locations.nearby(CITY, 1_000)).length).toBe(drivers.size);

      const view = { south: 9.7, west: 118.7, north: 9.8, east: 118.78 };
      const inView = [...drivers]
        .filter(
          ([, p]) => p.lat >= view.south && p.lat <= view.north && p.lng >= view.west && p.lng <= view.east,
        )
        .map(([id]) => id)
        .sort((a, b) => a - b);
      const listed = (await locations.withinBounds(view)).map((driver: DriverPosition) => driver.driverId);
      expect(listed.sort((a, b) => a - b)).toEqual(inView);
    });
  });
}

describe('createLocations', () => {
  it('keeps positions in memory without a Redis URL', async () => {
    const locations = createLocations({});
    await locations.set(1, CITY);
    expect((await locations.nearby(CITY, 1))[0].driverId).toBe(1);
    await locations.close();
  });

  it.skipIf(!redisUrl)('shares positions between instances through Redis', async () => {
    const prefix = `brp-test-${randomUUID()}:`;
    const one = createLocations({ redisUrl, keyPrefix: prefix });
    const two = createLocations({ redisUrl, keyPrefix: prefix });
    try {
      await one.set(42, CITY);
      expect(await two.get(42)).toMatchObject({ driverId: 42, lat: CITY.lat, lng: CITY.lng });
      expect((await two.nearby(CITY, 1)).map((driver) => driver.driverId)).toEqual([42]);
      await two.remove(42);
      expect(await one.get(42)).toBeNull();
    } finally {
      await one.close();
      await two.close();
    }
  });
});

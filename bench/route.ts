import { roadRoute } from '../src/server/adapters/geo';
import { BUNDLED_ROADS } from '../src/server/adapters/geo/road-route';
import { readRoadGraph } from '../src/server/adapters/geo/road-graph-file';
import { createRoadRouter } from '../src/server/adapters/geo/road-router';

/** Town centres of Palawan the random trips start and end around. */
const TOWNS = [
  { name: 'Puerto Princesa', lat: 9.7426, lng: 118.7357 },
  { name: 'Aborlan', lat: 9.4386, lng: 118.5483 },
  { name: 'Narra', lat: 9.2687, lng: 118.4067 },
  { name: "Brooke's Point", lat: 8.7839, lng: 117.8358 },
  { name: 'Bataraza', lat: 8.6716, lng: 117.6206 },
  { name: 'Roxas', lat: 10.3197, lng: 119.3422 },
  { name: 'San Vicente', lat: 10.53, lng: 119.26 },
  { name: 'Taytay', lat: 10.8247, lng: 119.5161 },
  { name: 'El Nido', lat: 11.1956, lng: 119.4191 },
  { name: 'Coron', lat: 11.9986, lng: 120.2043 },
];

/** Repeatable random numbers (mulberry32), so every run asks the same trips. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export type RouteBench = {
  loadMs: number;
  queries: number;
  /** Processor time of this thread per query: what one core spends, whatever else shares the machine. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Wall-clock time per query (includes waiting for a core on a busy machine). */
  wallP50Ms: number;
  wallP99Ms: number;
  byRoad: number;
  rankP99Ms: number;
};

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/**
 * Route queries over distinct random pairs of addresses (points within 300 m of a road): four in five inside one
 * town (within 4 km of its centre), one in five between towns; and the dispatch ranking's one-to-twenty searches.
 * Times one query at a time on this thread.
 */
export function routeBench(queries = 2000): RouteBench {
  const loadStarted = performance.now();
  const router = createRoadRouter(readRoadGraph(BUNDLED_ROADS));
  const loadMs = performance.now() - loadStarted;
  const next = random(31);
  const around = (town: (typeof TOWNS)[number], km: number) => {
    for (;;) {
      const r = (km / 111) * Math.sqrt(next());
      const angle = next() * 2 * Math.PI;
      const point = { lat: town.lat + r * Math.sin(angle), lng: town.lng + (r * Math.cos(angle)) / 0.98 };
      if (router.snapAll(point, 300).length > 0) return point;
    }
  };
  const pairs = Array.from({ length: queries }, () => {
    const town = TOWNS[Math.floor(next() * TOWNS.length)];
    const other = next() < 0.8 ? town : TOWNS[Math.floor(next() * (TOWNS.length - 1))];
    return [around(town, 4), around(other, 4)] as const;
  });
  // Warm the code paths before timing.
  for (const [from, to] of pairs.slice(0, 50)) roadRoute(router, from, to);
  const times: number[] = [];
  const wall: number[] = [];
  let byRoad = 0;
  for (const [from, to] of pairs) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const route = roadRoute(router, from, to);
    times.push(cpuMs(cpu));
    wall.push(performance.now() - started);
    if (route) byRoad++;
  }
  times.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  const rankTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const town = TOWNS[i % TOWNS.length];
    const drivers = Array.from({ length: 20 }, () => around(town, 5));
    const pickup = around(town, 2);
    const cpu = process.cpuUsage();
    router.routeMany(pickup, drivers);
    rankTimes.push(cpuMs(cpu));
  }
  rankTimes.sort((a, b) => a - b);
  return {
    loadMs,
    queries,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times[times.length - 1],
    wallP50Ms: percentile(wall, 50),
    wallP99Ms: percentile(wall, 99),
    byRoad,
    rankP99Ms: percentile(rankTimes, 99),
  };
}

import path from 'node:path';
import { PROJECT_ROOT } from '@/server/paths';
import { haversineKm } from './haversine';
import type { LatLng, Route, TravelTime } from './port';
import { readRoadGraph } from './road-graph-file';
import { createRoadRouter, type RoadRouter } from './road-router';
import { simplifyLine } from './simplify-line';

/** Palawan's road network shipped with the product (built by scripts/build-road-graph.ts). */
export const BUNDLED_ROADS = path.join(PROJECT_ROOT, 'src/server/adapters/geo/palawan-roads.bin.gz');

/** Two points closer than this are one place: the trip has no length. */
const SAME_PLACE_KM = 0.001;
/** Long routes are drawn with fewer points: a course point within this of the line is left out. */
const DRAWN_TOLERANCE_M = 4;
const DRAWN_POINTS_BEFORE_THINNING = 600;

const routers = new Map<string, RoadRouter>();

/** The router over a road graph file, read once per process however many apps are built. */
export function loadRoadRouter(file: string = BUNDLED_ROADS): RoadRouter {
  let router = routers.get(file);
  if (!router) {
    router = createRoadRouter(readRoadGraph(file));
    routers.set(file, router);
  }
  return router;
}

/**
 * A router that reads its road graph file when first asked rather than when made: reading Palawan's graph is
 * about a fifth of a second the server need not spend before its first answer (it warms it after listening).
 */
export function lazyRoadRouter(file: string = BUNDLED_ROADS): RoadRouter {
  const router = () => loadRoadRouter(file);
  return {
    snapAll: (at, maxM) => router().snapAll(at, maxM),
    route: (from, to) => router().route(from, to),
    routeMany: (from, to) => router().routeMany(from, to),
    get nodeCount() {
      return router().nodeCount;
    },
    get edgeCount() {
      return router().edgeCount;
    },
  };
}

/** The road route between two points, or undefined where no road is near an end or none joins them. */
export function roadRoute(router: RoadRouter, from: LatLng, to: LatLng): Route | undefined {
  if (haversineKm(from, to) < SAME_PLACE_KM) {
    return { distance_km: 0, duration_min: 0, polyline: [{ ...from }, { ...to }], estimated: false };
  }
  const path = router.route(from, to);
  if (!path) return undefined;
  const polyline =
    path.polyline.length > DRAWN_POINTS_BEFORE_THINNING
      ? simplifyLine(path.polyline, (point) => [point.lng, point.lat], DRAWN_TOLERANCE_M)
      : path.polyline;
  polyline[0] = { lat: from.lat, lng: from.lng };
  polyline[polyline.length - 1] = { lat: to.lat, lng: to.lng };
  return {
    distance_km: Math.round(path.distanceM / 100) / 10,
    duration_min: Math.max(1, Math.round(path.seconds / 60)),
    polyline,
    estimated: false,
  };
}

/** Road distance and driving time from one point to each of many; undefined where the road does not reach. */
export function roadTravel(router: RoadRouter, from: LatLng, to: LatLng[]): (TravelTime | undefined)[] {
  return router.routeMany(from, to).map((leg, i) => {
    if (haversineKm(from, to[i]) < SAME_PLACE_KM) return { distance_km: 0, duration_s: 0 };
    return leg ? { distance_km: leg.distanceM / 1000, duration_s: leg.seconds } : undefined;
  });
}

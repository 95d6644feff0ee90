import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRoadGraph, type RoadLine, SPEEDS_KMH } from '../../../scripts/road-graph/build-graph';
import { decodeRoadGraph, encodeRoadGraph } from '@/server/adapters/geo/road-graph-file';
import { roadRoute } from '@/server/adapters/geo/road-route';
import { createRoadRouter } from '@/server/adapters/geo/road-router';

/** The test town (tests/fixtures/roads/square-town.geojson), read the way the build script reads a layer. */
const town = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/roads/square-town.geojson'), 'utf8'),
) as { features: { properties: { class: string }; geometry: { coordinates: number[][] } }[] };
const lines: RoadLine[] = town.features.map((feature) => ({
  roadClass: feature.properties.class === 'National Road' ? 'national' : 'barangay',
  points: feature.geometry.coordinates.map(([lng, lat]) => [Math.round(lng * 1e5), Math.round(lat * 1e5)]),
}));
const sources = [{ name: 'test town', licence: 'none' }];
const { graph, report } = buildRoadGraph(lines, { sources, minPiecePoints: 1 });
const router = createRoadRouter(decodeRoadGraph(encodeRoadGraph(graph)));

/** Hand-worked lengths at 10°N: 0.001° of longitude is 109.5 m, 0.001° of latitude 111.2 m. */
const LNG_M = 109.5;
const LAT_M = 111.2;

describe('the road graph of the test town', () => {
  it('joins the spur to the road it stops short of, keeps the lone road as a piece of its own', () => {
    expect(report.deadEndsJoined).toBe(1);
    expect(report.pieces).toBe(2);
    // Where the national road meets the others, the spur's joint and the spur's end, the lone road's two ends:
    // the barangay roads round the square are one edge (one class, no junction between).
    expect(graph.nodeX.length).toBe(6);
    expect(graph.edgeA.length).toBe(5);
  });

  it('survives the file format unchanged', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roads-')), 'town.bin.gz');
    fs.writeFileSync(file, encodeRoadGraph(graph));
    const again = decodeRoadGraph(fs.readFileSync(file));
    expect([...again.edgeLength]).toEqual([...graph.edgeLength]);
    expect([...again.shapeX]).toEqual([...graph.shapeX]);
    expect(again.meta.speedsKmh).toEqual(SPEEDS_KMH);
  });
});

describe('routes in the test town', () => {
  it('goes straight up the west side rather than round three sides', () => {
    const path = router.route({ lat: 10, lng: 119 }, { lat: 10.01, lng: 119 })!;
    expect(path.distanceM).toBeCloseTo(10 * LAT_M, -1);
    expect(path.seconds).toBeCloseTo((10 * LAT_M) / (SPEEDS_KMH.barangay / 3.6), -1);
    expect(path.polyline).toEqual([
      { lat: 10, lng: 119 },
      { lat: 10.01, lng: 119 },
    ]);
  });

  it('turns a corner of the square to the opposite corner', () => {
    const path = router.route({ lat: 10, lng: 119 }, { lat: 10.01, lng: 119.01 })!;
    expect(path.distanceM).toBeCloseTo(10 * LNG_M + 10 * LAT_M, -1);
    const corners = path.polyline.filter(
      (p) => (p.lat === 10 && p.lng === 119.01) || (p.lat === 10.01 && p.lng === 119),
    );
    expect(corners).toHaveLength(1);
  });

  it('drives along one road between two points beside it, with the short ways to and from the road', () => {
    const from = { lat: 9.9995, lng: 119.002 };
    const to = { lat: 9.9995, lng: 119.008 };
    const path = router.route(from, to)!;
    expect(path.snapFromM).toBeCloseTo(0.5 * LAT_M, 0);
    expect(path.distanceM).toBeCloseTo(6 * LNG_M + 2 * 0.5 * LAT_M, -1);
    // Along the national road at its speed, the two short ways at 15 km/h.
    expect(path.seconds).toBeCloseTo((6 * LNG_M) / (50 / 3.6) + (LAT_M / 15) * 3.6, -1);
    expect(path.polyline).toEqual([
      from,
      { lat: 10, lng: 119.002 },
      { lat: 10, lng: 119.005 },
      { lat: 10, lng: 119.008 },
      to,
    ]);
  });

  it('reaches the end of the spur through the joint added at build time', () => {
    const path = router.route({ lat: 9.999, lng: 119.005 }, { lat: 10.005, lng: 119.005 })!;
    // 111 m to the road, 22 m of joint, 534 m of spur.
    expect(path.distanceM).toBeCloseTo(1 * LAT_M + 0.2 * LAT_M + 4.8 * LAT_M, -1);
  });

  it('finds no way to the lone road or from a point far from every road', () => {
    expect(router.route({ lat: 10, lng: 119 }, { lat: 10.1, lng: 119.1005 })).toBeUndefined();
    expect(router.route({ lat: 10.05, lng: 119.05 }, { lat: 10, lng: 119 })).toBeUndefined();
    expect(roadRoute(router, { lat: 10.05, lng: 119.05 }, { lat: 10, lng: 119 })).toBeUndefined();
  });

  it('answers one place as no trip, and many destinations from one search', () => {
    expect(roadRoute(router, { lat: 10, lng: 119 }, { lat: 10, lng: 119 })).toMatchObject({
      distance_km: 0,
      duration_min: 0,
    });
    const [west, far, island] = router.routeMany({ lat: 10, lng: 119 }, [
      { lat: 10.01, lng: 119 },
      { lat: 10.01, lng: 119.01 },
      { lat: 10.1, lng: 119.1005 },
    ]);
    expect(west?.distanceM).toBeCloseTo(10 * LAT_M, -1);
    expect(far?.distanceM).toBeCloseTo(10 * LNG_M + 10 * LAT_M, -1);
    expect(island).toBeUndefined();
  });
});

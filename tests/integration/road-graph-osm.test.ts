/**
 * An operator rebuilds the road graph from a newer OpenStreetMap extract (`--osm <file>.osm.pbf`) with the
 * README's command: osmium-tool reads the extract, its `highway` tags give the road classes, and the graph routes.
 * CI installs osmium-tool (.ci/run); there a missing `osmium` fails the test instead of skipping it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPEEDS_KMH } from '../../scripts/road-graph/build-graph';
import { decodeRoadGraph } from '@/server/adapters/geo/road-graph-file';
import { createRoadRouter } from '@/server/adapters/geo/road-router';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const hasOsmium = spawnSync('osmium', ['--version']).status === 0;
if (!hasOsmium && !process.env.CI) {
  console.warn(
    'road graph from an OpenStreetMap extract: skipped, osmium is missing (apt-get install osmium-tool)',
  );
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'road-graph-osm-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A few streets of Puerto Princesa: the highway north, a residential street off it, a footpath and a stream. */
const NODES: [number, number, number][] = [
  [1, 9.7392, 118.7353],
  [2, 9.745, 118.736],
  [3, 9.752, 118.737],
  [4, 9.745, 118.742],
  [5, 9.74, 118.73],
  [6, 9.741, 118.731],
];
const WAYS: [number, number[], Record<string, string>][] = [
  [10, [1, 2, 3], { highway: 'primary', name: 'North National Highway' }],
  [11, [2, 4], { highway: 'residential', name: 'Malvar Street' }],
  [12, [5, 6], { highway: 'footway' }],
  [13, [1, 5], { waterway: 'stream' }],
];
const at = (id: number) => {
  const [, lat, lng] = NODES.find(([node]) => node === id)!;
  return { lat, lng };
};

function osmXml() {
  const nodes = NODES.map(([id, lat, lng]) => `<node id="${id}" version="1" lat="${lat}" lon="${lng}"/>`);
  const ways = WAYS.map(
    ([id, refs, tags]) =>
      `<way id="${id}" version="1">${refs.map((ref) => `<nd ref="${ref}"/>`).join('')}${Object.entries(tags)
        .map(([k, v]) => `<tag k="${k}" v="${v}"/>`)
        .join('')}</way>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="test">\n${[...nodes, ...ways].join('\n')}\n</osm>\n`;
}

const line = (properties: object, coordinates: number[][]) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'LineString', coordinates },
});
const square = (properties: object, west: number, south: number, size: number) => ({
  type: 'Feature',
  properties,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  },
});
const collection = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });

/** The shared data folder in small: the two government road layers join the OSM streets at their ends. */
function writeDataFolder(folder: string) {
  const basemap = path.join(folder, 'basemap');
  fs.mkdirSync(basemap, { recursive: true });
  const write = (name: string, features: object[]) =>
    fs.writeFileSync(path.join(basemap, name), collection(features));
  write('palawan-roads-national-rbia.geojson', [
    line({}, [
      [118.737, 9.752],
      [118.738, 9.76],
    ]),
  ]);
  write('palawan-roads-local-reid.geojson', [
    line({ class: 'Barangay Road' }, [
      [118.742, 9.745],
      [118.745, 9.74],
    ]),
  ]);
  write('palawan-municipalities.geojson', [
    square({ adm3_psgc: 1705301000, adm3_en: "Brooke'S Point" }, 117.8, 8.7, 0.1),
  ]);
  // Puerto Princesa is the union of its barangays: two squares side by side.
  write('palawan-barangays.geojson', [
    square({ adm3_psgc: 1731500000 }, 118.7, 9.7, 0.05),
    square({ adm3_psgc: 1731500000 }, 118.75, 9.7, 0.05),
  ]);
}

describe('the road graph rebuilt from an OpenStreetMap extract', () => {
  it.skipIf(!hasOsmium && !process.env.CI)(
    'reads the .osm.pbf with osmium, classes its roads by highway tag and routes on them',
    () => {
      expect(hasOsmium, 'osmium is not on PATH: apt-get install osmium-tool (.ci/run does)').toBe(true);
      fs.writeFileSync(path.join(work, 'ppc.osm'), osmXml());
      const extract = path.join(work, 'ppc.osm.pbf');
      const cat = spawnSync('osmium', ['cat', path.join(work, 'ppc.osm'), '-o', extract], {
        encoding: 'utf8',
      });
      expect(cat.status, cat.stderr).toBe(0);
      const data = path.join(work, 'data');
      writeDataFolder(data);
      const out = path.join(work, 'out');

      // The README's command, with a folder of its own for the output.
      const build = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/build-road-graph.ts', '--data', data, '--osm', extract, '--out', out],
        { cwd: PROJECT_ROOT, encoding: 'utf8' },
      );
      expect(build.status, build.stderr).toBe(0);

      const graph = decodeRoadGraph(fs.readFileSync(path.join(out, 'palawan-roads.bin.gz')));
      const router = createRoadRouter(graph);
      // Up the highway (primary: national speed) from Robinsons, then on past its end on the DPWH road.
      const north = router.route(at(1), at(3))!;
      expect(north.distanceM).toBeGreaterThan(1400);
      expect(north.seconds).toBeCloseTo(north.distanceM / (SPEEDS_KMH.national / 3.6), -1);
      // Along the residential street (barangay speed) and on to the inventory's barangay road.
      const east = router.route(at(2), { lat: 9.74, lng: 118.745 })!;
      expect(east.seconds).toBeCloseTo(east.distanceM / (SPEEDS_KMH.barangay / 3.6), -1);
      // The footpath and the stream are no roads: nothing of the graph lies on them.
      const points = [...graph.nodeX, ...graph.shapeX].map((x) => x / 1e5);
      expect(points).not.toContain(118.73);
      expect(points).not.toContain(118.731);

      const sources = fs.readFileSync(path.join(out, 'ROADS-SOURCES.txt'), 'utf8');
      expect(sources).toContain('OpenStreetMap road lines of Palawan (ppc.osm.pbf)');
      expect(sources).toContain('Open Database License (ODbL) 1.0');
      const zones = JSON.parse(fs.readFileSync(path.join(out, 'palawan-zones.json'), 'utf8')) as {
        zones: { name: string; border: { coordinates: number[][][][] } }[];
      };
      expect(zones.zones.map((zone) => zone.name)).toEqual(["Brooke's Point", 'Puerto Princesa']);
      expect(zones.zones[1].border.coordinates).toHaveLength(1);
    },
    60_000,
  );
});

/**
 * Builds the product's road network and service-zone borders from the open data sets of Palawan (the shared data
 * folder beside the project by default, or `--data <folder>`):
 *
 *   src/server/adapters/geo/palawan-roads.bin.gz   the routable graph the offline router loads at start
 *   src/server/adapters/geo/palawan-zones.json     each service zone's border (municipality polygons)
 *   src/server/adapters/geo/ROADS-SOURCES.txt      sources and licences of both
 *
 * Road layers: the OpenStreetMap extract (ODbL), DPWH's national roads and the provincial road inventory. With
 * `--osm <file>` a newer OpenStreetMap extract of the province replaces the 2016 one: a GeoJSON file of lines, or
 * an `.osm.pbf` file, which is converted with Debian's osmium-tool (`apt-get install osmium-tool`) first.
 *
 *   node --import tsx scripts/build-road-graph.ts [--data <folder>] [--osm <palawan.osm.pbf | lines.geojson>]
 *     [--out <folder>]
 *
 * `--out` writes the three files elsewhere (to compare a rebuild before replacing the product's). Commit the
 * output: the server reads only these files, never the data folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COORD_SCALE, encodeRoadGraph } from '../src/server/adapters/geo/road-graph-file';
import { buildRoadGraph, type RoadClass, type RoadLine } from './road-graph/build-graph';
import { buildZones } from './road-graph/build-zones';

const ROOT = path.resolve(import.meta.dirname, '..');

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const DATA = path.resolve(argument('--data') ?? path.join(ROOT, '../shared/data'));
const OSM = argument('--osm');
const OUT_DIR = path.resolve(argument('--out') ?? path.join(ROOT, 'src/server/adapters/geo'));

type Feature = {
  properties: Record<string, unknown> | null;
  geometry: { type: string; coordinates: unknown };
};
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The LineStrings (and MultiLineStrings' parts) of features, in whole 1e-5 degrees. */
function linesOf(features: Feature[], classOf: (properties: Record<string, unknown>) => RoadClass | null) {
  const lines: RoadLine[] = [];
  for (const feature of features) {
    const roadClass = classOf(feature.properties ?? {});
    if (!roadClass || !feature.geometry) continue;
    const { type, coordinates } = feature.geometry;
    const parts =
      type === 'LineString'
        ? [coordinates as number[][]]
        : type === 'MultiLineString'
          ? (coordinates as number[][][])
          : [];
    for (const part of parts) {
      lines.push({
        roadClass,
        points: part.map(([lng, lat]) => [Math.round(lng * COORD_SCALE), Math.round(lat * COORD_SCALE)]),
      });
    }
  }
  return lines;
}

/** The provincial inventory's classes ("Barangay Road", "City Road", …). */
function inventoryClass(properties: Record<string, unknown>): RoadClass {
  const name = String(properties.class ?? '').toLowerCase();
  if (name.startsWith('national')) return 'national';
  if (name.startsWith('provincial')) return 'provincial';
  if (name.startsWith('city') || name.startsWith('municipal')) return 'city_municipal';
  if (name.startsWith('barangay')) return 'barangay';
  if (name.startsWith('private')) return 'private';
  return 'unknown';
}

/** OpenStreetMap's `highway` tag; lines of the 2016 extract carry no tags and count as unknown. */
const OSM_CLASSES: Record<string, RoadClass> = {
  motorway: 'national',
  trunk: 'national',
  primary: 'national',
  motorway_link: 'national',
  trunk_link: 'national',
  primary_link: 'national',
  secondary: 'provincial',
  secondary_link: 'provincial',
  tertiary: 'city_municipal',
  tertiary_link: 'city_municipal',
  residential: 'barangay',
  living_street: 'barangay',
  unclassified: 'unknown',
  road: 'unknown',
  service: 'private',
  track: 'private',
};
function osmClass(properties: Record<string, unknown>): RoadClass | null {
  const tags = (properties.tags as Record<string, unknown> | undefined) ?? properties;
  const highway = tags.highway;
  if (highway === undefined) return Object.keys(tags).length === 0 ? 'unknown' : null;
  return OSM_CLASSES[String(highway)] ?? null;
}

/** Runs osmium-tool, or says how to get it. */
function osmium(args: string[]) {
  const run = spawnSync('osmium', args, { encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    throw new Error(
      `osmium ${args[0]} could not read ${OSM} (${run.error?.message ?? run.stderr.trim()}); osmium-tool installs with apt-get install osmium-tool`,
    );
  }
}

/** An OpenStreetMap file (.osm.pbf, .osm, .osm.bz2): its ways tagged highway, as GeoJSON line features. */
function osmFileFeatures(file: string): Feature[] {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'road-graph-'));
  try {
    // Only the ways tagged highway (and their nodes) go on: a province's extract is mostly other things.
    const roads = path.join(work, 'roads.osm.pbf');
    const features = path.join(work, 'roads.geojsonseq');
    osmium(['tags-filter', file, 'w/highway', '--overwrite', '--output', roads]);
    osmium([
      'export',
      roads,
      '--geometry-types=linestring',
      '--output-format=geojsonseq',
      '--overwrite',
      '--output',
      features,
    ]);
    // GeoJSON text sequences: one feature a line, each after a record separator character.
    const separator = String.fromCharCode(0x1e);
    return fs
      .readFileSync(features, 'utf8')
      .split('\n')
      .map((line) => line.replaceAll(separator, '').trim())
      .filter((line) => line)
      .map((line) => JSON.parse(line));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function osmFeatures(): Feature[] {
  if (!OSM) return readJson(path.join(DATA, 'basemap/palawan-roads-osm-2016.geojson')).features;
  if (/\.(geo)?json$/i.test(OSM)) return readJson(OSM).features;
  return osmFileFeatures(OSM);
}

const osm = OSM ?? 'basemap/palawan-roads-osm-2016.geojson';
const lines = [
  ...linesOf(osmFeatures(), osmClass),
  ...linesOf(
    readJson(path.join(DATA, 'basemap/palawan-roads-national-rbia.geojson')).features,
    () => 'national',
  ),
  ...linesOf(readJson(path.join(DATA, 'basemap/palawan-roads-local-reid.geojson')).features, inventoryClass),
];

const sources = [
  {
    name: `OpenStreetMap road lines of Palawan (${path.basename(osm)})`,
    licence: 'Open Database License (ODbL) 1.0; this derived road graph is offered under the ODbL too',
    attribution: '© OpenStreetMap contributors',
  },
  {
    name: "National roads: Department of Public Works and Highways' Road and Bridge Information Application (RBIA), as published by OpenRoads Philippines (daveove/openroads-data, commit 4f63827)",
    licence: 'Work of the Government of the Philippines, no copyright subsists (RA 8293 s. 176.1)',
    attribution: 'DPWH RBIA',
  },
  {
    name: "Local roads: the Provincial Government of Palawan's road inventory (REID layer), same repository and commit",
    licence: 'Work of the Government of the Philippines, no copyright subsists (RA 8293 s. 176.1)',
    attribution: 'Provincial Government of Palawan',
  },
];

const started = Date.now();
const { graph, report } = buildRoadGraph(lines, { joinDeadEndsWithinM: 30, simplifyM: 2, sources });
const bytes = encodeRoadGraph(graph);
fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'palawan-roads.bin.gz'), bytes);

const zones = buildZones(
  readJson(path.join(DATA, 'basemap/palawan-municipalities.geojson')),
  readJson(path.join(DATA, 'basemap/palawan-barangays.geojson')),
);
fs.writeFileSync(path.join(OUT_DIR, 'palawan-zones.json'), `${JSON.stringify(zones)}\n`);

fs.writeFileSync(
  path.join(OUT_DIR, 'ROADS-SOURCES.txt'),
  [
    'palawan-roads.bin.gz: the road network the offline router uses, built by scripts/build-road-graph.ts from:',
    ...sources.map(
      (source) => `- ${source.name}. Licence: ${source.licence}. Attribution: ${source.attribution}.`,
    ),
    `Speeds by road class (km/h): ${Object.entries(graph.meta.speedsKmh)
      .map(([name, speed]) => `${name} ${speed}`)
      .join(', ')}.`,
    '',
    "palawan-zones.json: the service zones' borders, from the municipality and barangay polygons of",
    'faeldon/philippines-json-maps (commit 8eeead5, 2023 PSGC boundaries of the Philippine Statistics Authority).',
    'Licence: MIT, © James Faeldon. Puerto Princesa is the union of its barangays.',
    '',
  ].join('\n'),
);
console.log({ ...report, bytes: bytes.length, zones: zones.zones.length, ms: Date.now() - started });

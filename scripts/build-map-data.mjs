#!/usr/bin/env node
/**
 * Derives the compact map and gazetteer files the product serves from the open data sets beside the project
 * (`../shared/data/` by default, or the folder given as the first argument):
 *
 *   public/map/land-low.json      barangay polygons for zooms below 11 (about 200 m detail, 3 decimals)
 *   public/map/land.json          barangay polygons (about 10 m detail, 5 decimals) for zoom 11 and above
 *   public/map/municipalities.json municipality outlines (lines)
 *   public/map/roads-low.json     the main road network for zooms below 12 (long roads only, simplified)
 *   public/map/roads/<x>_<y>.json roads in tiles of 0.25° (about 5 m detail), loaded as the view needs them
 *   public/map/roads/index.json   the tiles that exist
 *   public/map/places.json        label points for municipalities and barangays
 *   public/map/SOURCES.txt        sources and licences
 *   src/server/adapters/geo/palawan-places.json   the offline gazetteer (places and barangay outlines)
 *
 * Run with `node scripts/build-map-data.mjs [data-folder]` and commit the output: a fresh clone then draws the
 * map and answers place searches without the data folder.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA = path.resolve(process.argv[2] ?? path.join(ROOT, '../shared/data'));
const OUT = path.join(ROOT, 'public/map');
const GAZETTEER_OUT = path.join(ROOT, 'src/server/adapters/geo/palawan-places.json');
const ROAD_TILE_DEG = 0.25;

const read = (file) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));
const municipalities = read('basemap/palawan-municipalities.geojson');
const barangays = read('basemap/palawan-barangays.geojson');
const roads = read('basemap/palawan-roads-osm-2016.geojson');
const places = read('palawan-places.json');

/** Perpendicular distance (degrees, lng scaled by cos(lat)) of p from segment a-b. */
function segmentDistance(p, a, b) {
  const k = Math.cos((a[1] * Math.PI) / 180);
  const ax = a[0] * k;
  const bx = b[0] * k;
  const px = p[0] * k;
  const dx = bx - ax;
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  let t = len === 0 ? 0 : ((px - ax) * dx + (p[1] - a[1]) * dy) / len;
  t = Math.max(0, Math.min(1, t));
  const x = ax + t * dx - px;
  const y = a[1] + t * dy - p[1];
  return Math.sqrt(x * x + y * y);
}

/** Douglas-Peucker simplification of a line (array of [lng, lat]). */
function simplify(points, tolerance) {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let max = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i], points[first], points[last]);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index !== -1 && max > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const roundPoint = (decimals) => {
  const f = 10 ** decimals;
  return (p) => [Math.round(p[0] * f) / f, Math.round(p[1] * f) / f];
};

function dedupe(points) {
  return points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
}

/** Signed area (square degrees) of a ring. */
function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  }
  return sum / 2;
}

function simplifyRing(ring, tolerance, decimals, minArea) {
  if (Math.abs(ringArea(ring)) < minArea) return null;
  const out = dedupe(simplify(ring, tolerance).map(roundPoint(decimals)));
  if (out.length < 4) return null;
  out[out.length - 1] = out[0];
  return out;
}

function simplifyPolygons(geometry, tolerance, decimals, minArea) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const result = [];
  for (const polygon of polygons) {
    const outer = simplifyRing(polygon[0], tolerance, decimals, minArea);
    if (!outer) continue;
    const holes = polygon
      .slice(1)
      .map((ring) => simplifyRing(ring, tolerance, decimals, minArea))
      .filter(Boolean);
    result.push([outer, ...holes]);
  }
  if (result.length === 0) return null;
  return result.length === 1
    ? { type: 'Polygon', coordinates: result[0] }
    : { type: 'MultiPolygon', coordinates: result };
}

const collection = (features, extra = {}) => ({ type: 'FeatureCollection', ...extra, features });
const ATTRIBUTION = {
  boundaries:
    'Municipality and barangay boundaries: faeldon/philippines-json-maps (2023 PSGC, Philippine Statistics Authority), MIT Licence, © James Faeldon',
  roads:
    'Roads: © OpenStreetMap contributors (extract of May 2016, daveove/openroads-data), Open Database Licence 1.0',
};

function write(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  return fs.statSync(file).size;
}

const sizes = {};
const writeMap = (name, value) => {
  sizes[name] = write(path.join(OUT, name), value);
};

const barangayName = new Map(barangays.features.map((f) => [f.properties.adm4_psgc, f.properties.adm4_en]));
const municipalityOf = new Map();
for (const place of places.places) {
  if (place.level === 'barangay') municipalityOf.set(place.psgc, place.municipality);
}

// Land: barangay polygons cover the province and Puerto Princesa City together.
function land(tolerance, decimals, minArea) {
  const features = [];
  for (const feature of barangays.features) {
    const geometry = simplifyPolygons(feature.geometry, tolerance, decimals, minArea);
    if (!geometry) continue;
    features.push({
      type: 'Feature',
      properties: { name: barangayName.get(feature.properties.adm4_psgc) },
      geometry,
    });
  }
  return collection(features, { attribution: ATTRIBUTION.boundaries });
}
writeMap('land-low.json', land(0.002, 3, 0.000004));
writeMap('land.json', land(0.0001, 4, 0));

// Municipality outlines as lines (Puerto Princesa City is not among the polygons: its barangays draw it).
{
  const features = [];
  for (const feature of municipalities.features) {
    const geometry = simplifyPolygons(feature.geometry, 0.001, 4, 0.000004);
    if (!geometry) continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    features.push({
      type: 'Feature',
      properties: { name: feature.properties.adm3_en },
      geometry: { type: 'MultiLineString', coordinates: polygons.map((polygon) => polygon[0]) },
    });
  }
  writeMap('municipalities.json', collection(features, { attribution: ATTRIBUTION.boundaries }));
}

// Roads: a light network for the overview, tiles with the detail.
function lengthKm(line) {
  let km = 0;
  for (let i = 1; i < line.length; i++) {
    const dy = (line[i][1] - line[i - 1][1]) * 111.32;
    const dx = (line[i][0] - line[i - 1][0]) * 111.32 * Math.cos((line[i][1] * Math.PI) / 180);
    km += Math.sqrt(dx * dx + dy * dy);
  }
  return km;
}
{
  const low = [];
  const tiles = new Map();
  for (const feature of roads.features) {
    const line = feature.geometry.coordinates;
    const km = lengthKm(line);
    if (km >= 1.5) {
      const coords = dedupe(simplify(line, 0.0007).map(roundPoint(3)));
      if (coords.length >= 2) low.push(coords);
    }
    const detail = dedupe(simplify(line, 0.00004).map(roundPoint(5)));
    if (detail.length < 2) continue;
    // A road goes into the tile of its first point; the tile lookup in the browser adds a margin.
    const [lng, lat] = detail[0];
    const key = `${Math.floor(lng / ROAD_TILE_DEG)}_${Math.floor(lat / ROAD_TILE_DEG)}`;
    if (!tiles.has(key)) tiles.set(key, []);
    tiles.get(key).push({ coords: detail, km });
  }
  writeMap(
    'roads-low.json',
    collection(
      [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: low } }],
      {
        attribution: ATTRIBUTION.roads,
      },
    ),
  );
  fs.rmSync(path.join(OUT, 'roads'), { recursive: true, force: true });
  let total = 0;
  const index = [];
  for (const [key, list] of [...tiles].sort()) {
    // Roads longer than 3 km are drawn wider from lower zooms: a rough class the 2016 extract does not carry.
    const major = list.filter((road) => road.km >= 3).map((road) => road.coords);
    const minor = list.filter((road) => road.km < 3).map((road) => road.coords);
    const features = [];
    if (major.length)
      features.push({
        type: 'Feature',
        properties: { class: 'major' },
        geometry: { type: 'MultiLineString', coordinates: major },
      });
    if (minor.length)
      features.push({
        type: 'Feature',
        properties: { class: 'minor' },
        geometry: { type: 'MultiLineString', coordinates: minor },
      });
    total += write(
      path.join(OUT, 'roads', `${key}.json`),
      collection(features, { attribution: ATTRIBUTION.roads }),
    );
    index.push(key);
  }
  writeMap('roads/index.json', { tile_deg: ROAD_TILE_DEG, tiles: index });
  sizes['roads/*.json'] = total;
}

// Place labels (Palawan only).
{
  const palawan = places.places.filter((place) => place.province === 'Palawan');
  const features = palawan.map((place) => ({
    type: 'Feature',
    properties: { name: place.name, level: place.level },
    geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
  }));
  writeMap('places.json', collection(features, { attribution: ATTRIBUTION.boundaries }));
}

fs.writeFileSync(
  path.join(OUT, 'SOURCES.txt'),
  `Map data of BRP's offline map (derived by scripts/build-map-data.mjs; simplified and rounded)

${ATTRIBUTION.boundaries}.
  Source: https://github.com/faeldon/philippines-json-maps (2023/geojson, medres), derived from the Philippine
  Statistics Authority's 2023 PSGC boundary files.

${ATTRIBUTION.roads}.
  Source: https://github.com/daveove/openroads-data (roads/13590000000-palawan), extracted from
  https://www.openstreetmap.org. The road files in roads/ are a database derived from OpenStreetMap and are
  offered under the Open Database Licence 1.0: https://opendatacommons.org/licenses/odbl/1-0/

Place labels: centroids of the boundaries above (MIT Licence, © James Faeldon).
`,
);

// The offline gazetteer: every place of the places file, plus each barangay's outline (about 30 m detail) so
// a dropped pin is named after the barangay it lies in rather than the nearest barangay centre.
{
  const outline = new Map();
  for (const feature of barangays.features) {
    const geometry = simplifyPolygons(feature.geometry, 0.0003, 4, 0);
    if (geometry)
      outline.set(
        feature.properties.adm4_psgc,
        geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
      );
  }
  const out = {
    description: places.description,
    source: `${places.source} Barangay outlines: the same source, simplified by scripts/build-map-data.mjs.`,
    licence: 'MIT Licence, © James Faeldon',
    places: places.places.map((place) => ({
      level: place.level,
      name: place.name,
      municipality: place.municipality,
      province: place.province,
      zone_id: place.zone_id,
      lat: place.lat,
      lng: place.lng,
      ...(outline.has(place.psgc) ? { outline: outline.get(place.psgc) } : {}),
    })),
  };
  sizes.gazetteer = write(GAZETTEER_OUT, out);
}

for (const [name, size] of Object.entries(sizes))
  console.log(`${name.padEnd(22)} ${(size / 1024).toFixed(0)} kB`);

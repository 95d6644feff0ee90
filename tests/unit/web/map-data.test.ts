import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STREETS } from '@/server/adapters/geo/streets';
import { CONTENT_SETTINGS } from '@/server/db/seed/content';
import { DEMO_SETTINGS } from '@/server/db/seed/demo';

/**
 * The offline map's files as committed (written by scripts/build-map-data.mjs): a fresh clone draws Palawan
 * from them, so they must be complete, small, and carry their sources and licences.
 */
const MAP_DIR = path.resolve(import.meta.dirname, '../../../public/map');

type Ring = [number, number][];
type Geometry =
  | { type: 'Polygon'; coordinates: Ring[] }
  | { type: 'MultiPolygon'; coordinates: Ring[][] }
  | { type: 'MultiLineString'; coordinates: Ring[] };
type Collection = {
  type: 'FeatureCollection';
  attribution?: string;
  features: { properties: Record<string, unknown>; geometry: Geometry }[];
};

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(MAP_DIR, file), 'utf8')) as T;

function inside(rings: Ring[], [x, y]: [number, number]): boolean {
  let result = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
  }
  return result;
}

function onLand(land: Collection, point: [number, number]): boolean {
  return land.features.some(({ geometry }) => {
    if (geometry.type === 'Polygon') return inside(geometry.coordinates, point);
    if (geometry.type === 'MultiPolygon')
      return geometry.coordinates.some((polygon) => inside(polygon, point));
    return false;
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('the offline map files', () => {
  it('tell land from sea at Puerto Princesa in both zoom bands', () => {
    for (const file of ['land.json', 'land-low.json']) {
      const land = read<Collection>(file);
      expect(land.attribution).toMatch(/MIT/);
      // Robinsons Place Palawan, and the bay west of the city centre.
      expect(onLand(land, [118.7497, 9.7565]), file).toBe(true);
      expect(onLand(land, [118.73, 9.72]), file).toBe(false);
    }
  });

  it("put the Contact Us office pin on land in its address's barangay, beside Rizal Avenue", () => {
    const setting = (key: string) => CONTENT_SETTINGS.find(([name]) => name === key)?.[1];
    const pin: [number, number] = [Number(setting('contact.lng')), Number(setting('contact.lat'))];
    expect(pin.every(Number.isFinite)).toBe(true);
    // The demo office address names the barangay and the street; the pin must stand there, not in the bay.
    const address = DEMO_SETTINGS.find(([name]) => name === 'contact.address')?.[1] ?? '';
    const barangay = /Brgy\. ([^,]+)/.exec(address)?.[1];
    expect(barangay).toBe('Tagumpay');
    for (const file of ['land.json', 'land-low.json']) {
      const land = read<Collection>(file);
      expect(onLand(land, pin), file).toBe(true);
      const holding = land.features.filter(
        (feature) => feature.properties.name === barangay && onLand({ ...land, features: [feature] }, pin),
      );
      expect(holding, `${file}: the pin lies in Brgy. ${barangay}`).toHaveLength(1);
    }
    // Within 100 m of Rizal Avenue's course (the map's street line), on the avenue's number 126.
    const street = STREETS.find((entry) => entry.name === 'Rizal Avenue')!;
    expect(address).toContain(street.name);
    const metres = Math.min(
      ...street.path.map(([lat, lng]) => {
        const dx = (lng - pin[0]) * 111_320 * Math.cos((lat * Math.PI) / 180);
        const dy = (lat - pin[1]) * 110_574;
        return Math.hypot(dx, dy);
      }),
    );
    expect(metres).toBeLessThan(100);
  });

  it('have every road tile the index lists, marked as OpenStreetMap data', () => {
    const index = read<{ tile_deg: number; tiles: string[] }>('roads/index.json');
    expect(index.tiles.length).toBeGreaterThan(20);
    // Downtown Puerto Princesa lies in tile 474_38 (0.25° tiles).
    expect(index.tiles).toContain(
      `${Math.floor(118.74 / index.tile_deg)}_${Math.floor(9.74 / index.tile_deg)}`,
    );
    for (const key of index.tiles) {
      const tile = read<Collection>(`roads/${key}.json`);
      expect(tile.attribution).toMatch(/© OpenStreetMap contributors/);
      expect(tile.features.length).toBeGreaterThan(0);
    }
    expect(read<Collection>('roads-low.json').attribution).toMatch(/Open Database Licence/);
  });

  it('label the municipalities and barangays of Palawan', () => {
    const places = read<Collection>('places.json');
    const names = places.features.map((feature) => feature.properties.name);
    expect(names).toEqual(expect.arrayContaining(['El Nido', 'Coron', 'San Pedro', 'Tiniguiban']));
  });

  it('stay small, and name their sources and licences', () => {
    const total = filesUnder(MAP_DIR).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(4 * 1024 * 1024);
    // What the first paint needs before the detail: a few hundred kB at most.
    const first = ['land-low.json', 'municipalities.json', 'roads-low.json', 'places.json'];
    expect(first.reduce((sum, file) => sum + statSync(path.join(MAP_DIR, file)).size, 0)).toBeLessThan(
      500 * 1024,
    );
    const sources = readFileSync(path.join(MAP_DIR, 'SOURCES.txt'), 'utf8');
    expect(sources).toMatch(/© OpenStreetMap contributors/);
    expect(sources).toMatch(/Open Database Licence 1\.0/);
    expect(sources).toMatch(/MIT Licence, © James Faeldon/);
    expect(existsSync(path.resolve(MAP_DIR, '../../src/server/adapters/geo/palawan-places.json'))).toBe(true);
  });
});

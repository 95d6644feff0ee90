/** The towns' borders as the product keeps them: one MultiPolygon per municipality, rings of [lng, lat]. */
export type TownBorder = {
  psgc: number;
  name: string;
  border: { type: 'MultiPolygon'; coordinates: number[][][][] };
};

type Geometry = { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] };
type FeatureCollection = { features: { properties: Record<string, unknown>; geometry: Geometry }[] };

/** Puerto Princesa, a highly urbanised city: its land is the union of its barangays. */
export const PUERTO_PRINCESA_PSGC = 1731500000;

const polygonsOf = (geometry: Geometry): number[][][][] =>
  geometry.type === 'Polygon'
    ? [geometry.coordinates as number[][][]]
    : (geometry.coordinates as number[][][][]);

/** Source names are written in title case by a program ("Brooke'S Point"): put the apostrophe's s right. */
const tidyName = (name: string) => name.replace(/'S\b/g, "'s");

/**
 * Every municipality of the province, and Puerto Princesa as the outline of its barangays: the sides two
 * barangays share cancel out, and what is left is joined into rings.
 */
export function buildZones(municipalities: FeatureCollection, barangays: FeatureCollection) {
  const towns: TownBorder[] = municipalities.features.map((feature) => ({
    psgc: Number(feature.properties.adm3_psgc),
    name: tidyName(String(feature.properties.adm3_en)),
    border: { type: 'MultiPolygon', coordinates: polygonsOf(feature.geometry) },
  }));
  const city = barangays.features.filter(
    (feature) => Number(feature.properties.adm3_psgc) === PUERTO_PRINCESA_PSGC,
  );
  towns.push({
    psgc: PUERTO_PRINCESA_PSGC,
    name: 'Puerto Princesa',
    border: {
      type: 'MultiPolygon',
      coordinates: outlineOf(city.flatMap((feature) => polygonsOf(feature.geometry))),
    },
  });
  towns.sort((a, b) => a.psgc - b.psgc);
  return {
    source:
      'faeldon/philippines-json-maps commit 8eeead5 (PSA 2023 PSGC boundaries), MIT licence, (c) James Faeldon',
    zones: towns,
  };
}

/** The outer rings (and holes) of the union of polygons whose shared sides have the very same points. */
export function outlineOf(polygons: number[][][][]): number[][][][] {
  const sides = new Map<string, { from: number[]; to: number[]; count: number }>();
  const keyOf = (p: number[]) => `${p[0]},${p[1]}`;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let i = 0; i < ring.length - 1; i++) {
        const a = keyOf(ring[i]);
        const b = keyOf(ring[i + 1]);
        if (a === b) continue;
        const key = a < b ? `${a}|${b}` : `${b}|${a}`;
        const side = sides.get(key);
        if (side) side.count++;
        else sides.set(key, { from: ring[i], to: ring[i + 1], count: 1 });
      }
    }
  }
  const next = new Map<string, number[][]>();
  for (const side of sides.values()) {
    if (side.count !== 1) continue;
    const list = next.get(keyOf(side.from)) ?? [];
    list.push(side.to);
    next.set(keyOf(side.from), list);
  }
  const rings: number[][][][] = [];
  for (const [startKey, targets] of next) {
    while (targets.length > 0) {
      const start = startKey.split(',').map(Number);
      const ring = [start];
      let at = targets.pop()!;
      while (keyOf(at) !== startKey) {
        ring.push(at);
        const onward = next.get(keyOf(at));
        if (!onward || onward.length === 0) break;
        at = onward.pop()!;
      }
      ring.push(start);
      if (ring.length >= 4) rings.push([ring]);
    }
  }
  return rings;
}

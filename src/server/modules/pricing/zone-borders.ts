import fs from 'node:fs';
import path from 'node:path';
import { haversineKm } from '@/server/adapters/geo/haversine';
import { PROJECT_ROOT } from '@/server/paths';

/** The towns' borders shipped with the product (built by scripts/build-road-graph.ts). */
export const BUNDLED_ZONES = path.join(PROJECT_ROOT, 'src/server/adapters/geo/palawan-zones.json');

/** A GeoJSON MultiPolygon of [lng, lat] rings. */
export type Border = { type: 'MultiPolygon'; coordinates: number[][][][] };
/** [west, south, east, north]. */
export type Box = [number, number, number, number];
export type TownBorder = { psgc: number; name: string; border: Border; box: Box };

type LatLng = { lat: number; lng: number };

/**
 * The borders are drawn at medium detail (about 100 m off along a coast): a pickup on a pier or a beach just
 * outside its town's outline still belongs to the town nearest within this distance.
 */
export const SHORE_MARGIN_KM = 1.5;
/** A zone without a border (one staff added, or Zamboanga) covers this far around its centre. */
export const RADIUS_WITHOUT_BORDER_KM = 25;

let towns: Map<number, TownBorder> | undefined;

/** The border of a town by its PSGC code, from the shipped file. */
export function townBorder(psgc: number): TownBorder | undefined {
  if (!towns) {
    const file = JSON.parse(fs.readFileSync(BUNDLED_ZONES, 'utf8')) as {
      zones: { psgc: number; name: string; border: Border }[];
    };
    towns = new Map(file.zones.map((town) => [town.psgc, { ...town, box: boxOf(town.border) }]));
  }
  return towns.get(psgc);
}

export function boxOf(border: Border): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of border.coordinates) {
    for (const ring of polygon) {
      for (const [x, y] of ring) {
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
      }
    }
  }
  return box;
}

/** Whether a point is inside a border: even-odd over every ring (holes and the union's inner rings count out). */
export function insideBorder(border: Border, at: LatLng): boolean {
  const x = at.lng;
  const y = at.lat;
  let inside = false;
  for (const polygon of border.coordinates) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/** Kilometres from a point to the nearest side of a border. */
export function kmToBorder(border: Border, at: LatLng): number {
  const k = Math.cos((at.lat * Math.PI) / 180);
  let best = Infinity;
  let nearest: LatLng = at;
  for (const polygon of border.coordinates) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = ring[i - 1];
        const [bx, by] = ring[i];
        const dx = (bx - ax) * k;
        const dy = by - ay;
        const len2 = dx * dx + dy * dy;
        const t =
          len2 === 0 ? 0 : Math.max(0, Math.min(1, ((at.lng - ax) * k * dx + (at.lat - ay) * dy) / len2));
        const px = ax + t * (bx - ax);
        const py = ay + t * dy;
        const d = ((px - at.lng) * k) ** 2 + (py - at.lat) ** 2;
        if (d < best) {
          best = d;
          nearest = { lat: py, lng: px };
        }
      }
    }
  }
  return best === Infinity ? Infinity : haversineKm(at, nearest);
}

export type ZoneArea = { id: number; lat: number; lng: number; border: Border | null };

/**
 * The zone a point is in: the one whose border holds it; else the one whose border is within
 * {@link SHORE_MARGIN_KM} (nearest first); else a zone without a border whose centre is within
 * {@link RADIUS_WITHOUT_BORDER_KM}; else none.
 */
export function zoneAt(zones: ZoneArea[], at: LatLng): number | undefined {
  const bordered = zones.filter((zone) => zone.border);
  const inside = bordered.find((zone) => insideBorder(zone.border!, at));
  if (inside) return inside.id;
  const shore = bordered
    .map((zone) => ({ id: zone.id, km: kmToBorder(zone.border!, at) }))
    .filter((zone) => zone.km <= SHORE_MARGIN_KM)
    .sort((a, b) => a.km - b.km)[0];
  if (shore) return shore.id;
  const around = zones
    .filter((zone) => !zone.border)
    .map((zone) => ({ id: zone.id, km: haversineKm(zone, at) }))
    .filter((zone) => zone.km <= RADIUS_WITHOUT_BORDER_KM)
    .sort((a, b) => a.km - b.km)[0];
  return around?.id;
}

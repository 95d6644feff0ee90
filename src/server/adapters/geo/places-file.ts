import { readFileSync } from 'node:fs';

/** One entry of a places file such as `palawan-places.json`. */
export type GazetteerPlace = {
  level: 'barangay' | 'municipality';
  name: string;
  municipality: string;
  province: string;
  /** The spec's service zone when the municipality is one. */
  zone_id: number | null;
  lat: number;
  lng: number;
  /** The barangay's boundary: polygons of rings of [lng, lat] (optional; names a dropped pin exactly). */
  outline?: [number, number][][][];
};

/**
 * Reads a places file (`{ "places": [...] }`). Meant for start-up: a missing or malformed file throws
 * an error that names the file and the first bad entry.
 */
export function loadPlacesFile(file: string): GazetteerPlace[] {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Gazetteer file ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const places = (document as { places?: unknown } | null)?.places;
  if (!Array.isArray(places)) throw new Error(`Gazetteer file ${file} has no "places" array`);
  return places.map((entry, index) => {
    const problem = problemWith(entry);
    if (problem) throw new Error(`Gazetteer file ${file}: places[${index}] ${problem}`);
    const place = entry as GazetteerPlace;
    return {
      level: place.level,
      name: place.name,
      municipality: place.municipality,
      province: place.province,
      zone_id: place.zone_id ?? null,
      lat: place.lat,
      lng: place.lng,
      ...(Array.isArray(place.outline) ? { outline: place.outline } : {}),
    };
  });
}

function problemWith(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return 'is not an object';
  const place = entry as Record<string, unknown>;
  if (place.level !== 'barangay' && place.level !== 'municipality') {
    return 'has a level other than "barangay" or "municipality"';
  }
  for (const key of ['name', 'municipality', 'province'] as const) {
    if (typeof place[key] !== 'string' || place[key] === '') return `lacks a ${key}`;
  }
  if (place.zone_id != null && !Number.isInteger(place.zone_id))
    return 'has a zone_id that is not an integer';
  const { lat, lng } = place;
  if (typeof lat !== 'number' || !(Math.abs(lat) <= 90)) return 'has no valid lat';
  if (typeof lng !== 'number' || !(Math.abs(lng) <= 180)) return 'has no valid lng';
  if (place.outline !== undefined && !isOutline(place.outline)) return 'has an outline that is not polygons';
  return undefined;
}

function isOutline(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (polygon) =>
        Array.isArray(polygon) &&
        polygon.every(
          (ring) =>
            Array.isArray(ring) &&
            ring.length >= 4 &&
            ring.every(
              (point) =>
                Array.isArray(point) &&
                point.length === 2 &&
                typeof point[0] === 'number' &&
                typeof point[1] === 'number',
            ),
        ),
    )
  );
}

import type { Bounds } from './port';

/** Redis GEO cannot index points nearer the poles than this (EPSG:3857); the memory index agrees. */
export const MAX_LATITUDE = 85.05112878;

export class LocationsClosedError extends Error {
  override name = 'LocationsClosedError';

  constructor() {
    super('The driver locations store is closed');
  }
}

export function assertDriverId(driverId: number): void {
  if (!Number.isSafeInteger(driverId)) throw new RangeError(`Not a driver id: ${driverId}`);
}

export function assertPosition(at: { lat: number; lng: number }): void {
  if (!(Math.abs(at?.lat) <= MAX_LATITUDE) || !(Math.abs(at?.lng) <= 180)) {
    throw new RangeError(`Not a position drivers can have: ${JSON.stringify(at)}`);
  }
}

export function assertRadius(radiusKm: number): void {
  if (!(radiusKm >= 0) || !Number.isFinite(radiusKm)) throw new RangeError(`Not a radius: ${radiusKm}`);
}

/** `undefined` for no limit; otherwise a whole number of results, at least 0. */
export function checkedLimit(limit: number | undefined): number | undefined {
  if (limit === undefined || limit === Number.POSITIVE_INFINITY) return undefined;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`Not a limit: ${limit}`);
  return limit;
}

export function assertBounds({ south, west, north, east }: Bounds): void {
  const valid =
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    south <= north &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    west <= east;
  if (!valid) throw new RangeError(`Not a map view: ${JSON.stringify({ south, west, north, east })}`);
}

export function inBounds({ lat, lng }: { lat: number; lng: number }, bounds: Bounds): boolean {
  return lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
}

/** Nearest first; equally near drivers by id, so both adapters give the same order. */
export function byDistance(
  a: { distanceKm: number; driverId: number },
  b: { distanceKm: number; driverId: number },
): number {
  return a.distanceKm - b.distanceKm || a.driverId - b.driverId;
}

export function centreOf({ south, west, north, east }: Bounds): { lat: number; lng: number } {
  return { lat: (south + north) / 2, lng: (west + east) / 2 };
}

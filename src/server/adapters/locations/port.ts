export type DriverPosition = {
  driverId: number;
  lat: number;
  lng: number;
  /** When the position was set, in milliseconds since the epoch. */
  updatedAt: number;
};

/** A rectangle of latitudes and longitudes (not crossing the 180th meridian). */
export type Bounds = { south: number; west: number; north: number; east: number };

/**
 * Where online drivers are: an in-process spatial index for one server, Redis GEO for several. A
 * driver has at most one position; setting it again moves the driver.
 */
export interface DriverLocations {
  set(driverId: number, at: { lat: number; lng: number }): Promise<void>;
  /**
   * Moves a driver who has a position; a driver without one (taken off the map meanwhile, by any server
   * instance) is left off. True when the driver was moved.
   */
  move(driverId: number, at: { lat: number; lng: number }): Promise<boolean>;
  /** Every driver's position, a batch at a time (each position's `updatedAt` says when the driver was last heard). */
  scan(): AsyncIterable<DriverPosition[]>;
  remove(driverId: number): Promise<void>;
  get(driverId: number): Promise<DriverPosition | null>;
  /** Drivers within `radiusKm` (great-circle), nearest first; every one of them unless `limit` is given. */
  nearby(
    at: { lat: number; lng: number },
    radiusKm: number,
    limit?: number,
  ): Promise<(DriverPosition & { distanceKm: number })[]>;
  /** Drivers inside a map view, in no particular order; every one of them unless `limit` is given. */
  withinBounds(bounds: Bounds, limit?: number): Promise<DriverPosition[]>;
  close(): Promise<void>;
}

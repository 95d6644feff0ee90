import { EARTH_RADIUS_KM, haversineKm } from '../geo/haversine';
import {
  assertBounds,
  assertDriverId,
  assertPosition,
  assertRadius,
  byDistance,
  centreOf,
  checkedLimit,
  inBounds,
  LocationsClosedError,
} from './checks';
import type { Bounds, DriverLocations, DriverPosition } from './port';

/**
 * Grid cell size: about 1.1 km north-south, so the nearest drivers of a busy town are found in a few cells,
 * and a pickup search's circle covers a few hundred cells at most.
 */
export const CELL_DEGREES = 0.01;

/** Positions handed out per batch of a scan. */
const SCAN_BATCH = 1000;
const ROWS = Math.ceil(180 / CELL_DEGREES);
const COLUMNS = Math.round(360 / CELL_DEGREES);
const DEGREES_PER_RADIAN = 180 / Math.PI;
/** Widens the cells looked at by far less than a metre, so rounding never loses a driver on an edge. */
const EDGE_DEGREES = 1e-6;

type CellRange = { fromRow: number; toRow: number; fromColumn: number; columns: number };

/**
 * Driver positions in this process: a grid of {@link CELL_DEGREES} cells indexes them, so a search
 * reads only the cells its circle or rectangle touches; distances are exact great-circle ones.
 */
export function createMemoryLocations(): DriverLocations {
  const positions = new Map<number, DriverPosition>();
  const cells = new Map<number, Map<number, DriverPosition>>();
  let closed = false;

  const ensureOpen = () => {
    if (closed) throw new LocationsClosedError();
  };

  function unindex(position: DriverPosition): void {
    const key = cellKey(rowOf(position.lat), columnOf(position.lng));
    const cell = cells.get(key);
    cell?.delete(position.driverId);
    if (cell?.size === 0) cells.delete(key);
  }

  /** Every driver in the cells of a range, or every driver when that is fewer to read. */
  function* candidates(range: CellRange | undefined): Generator<DriverPosition> {
    const cellCount = range ? (range.toRow - range.fromRow + 1) * range.columns : Number.POSITIVE_INFINITY;
    if (!range || cellCount > positions.size) {
      yield* positions.values();
      return;
    }
    for (let row = range.fromRow; row <= range.toRow; row++) {
      for (let step = 0; step < range.columns; step++) {
        const cell = cells.get(cellKey(row, (range.fromColumn + step) % COLUMNS));
        if (cell) yield* cell.values();
      }
    }
  }

  /** The `max` drivers nearest `at` within `radiusKm`, nearest first, reading cells in rings around `at`. */
  function nearest(
    at: { lat: number; lng: number },
    radiusKm: number,
    max: number,
    range: CellRange,
  ): (DriverPosition & { distanceKm: number })[] {
    const centreRow = rowOf(at.lat);
    const centreStep = (columnOf(at.lng) - range.fromColumn + COLUMNS) % COLUMNS;
    const lastRing = Math.max(
      centreRow - range.fromRow,
      range.toRow - centreRow,
      centreStep,
      range.columns - 1 - centreStep,
    );
    // The latitude farthest from the equator the circle reaches: cells are narrowest there.
    const widestCos = Math.cos(
      Math.min(89.9, Math.abs(at.lat) + (radiusKm / EARTH_RADIUS_KM) * DEGREES_PER_RADIAN) /
        DEGREES_PER_RADIAN,
    );
    const cellRadians = CELL_DEGREES / DEGREES_PER_RADIAN;
    let found: (DriverPosition & { distanceKm: number })[] = [];
    /** Once `max` are found, a driver farther than the farthest of them cannot be among the nearest. */
    let farthest = radiusKm;
    const take = (cell: Map<number, DriverPosition> | undefined) => {
      if (!cell) return;
      for (const position of cell.values()) {
        const distanceKm = haversineKm(at, position);
        if (distanceKm <= farthest) found.push(measured(position, distanceKm));
      }
    };
    for (let ring = 0; ring <= lastRing; ring++) {
      const fromRow = Math.max(range.fromRow, centreRow - ring);
      const toRow = Math.min(range.toRow, centreRow + ring);
      const fromStep = Math.max(0, centreStep - ring);
      const toStep = Math.min(range.columns - 1, centreStep + ring);
      for (let row = fromRow; row <= toRow; row++) {
        const edgeRow = row === centreRow - ring || row === centreRow + ring;
        for (let step = fromStep; step <= toStep; step++) {
          // Only the ring's own cells: those inside were read with the rings before.
          if (!edgeRow && step !== centreStep - ring && step !== centreStep + ring) continue;
          take(cells.get(cellKey(row, (range.fromColumn + step) % COLUMNS)));
        }
      }
      if (found.length > max * 4) {
        found.sort(byDistance);
        found = found.slice(0, max);
        farthest = found[max - 1].distanceKm;
      }
      // Every driver in the rings still to read is at least `ring` whole cells away in latitude or longitude.
      if (found.length >= max) {
        const nearestLeft = Math.min(
          ring * cellRadians * EARTH_RADIUS_KM,
          2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, widestCos * Math.sin((ring * cellRadians) / 2))),
        );
        found.sort(byDistance);
        found = found.slice(0, max);
        farthest = found[max - 1].distanceKm;
        if (farthest < nearestLeft) break;
      }
    }
    found.sort(byDistance);
    return found.slice(0, max);
  }

  return {
    async set(driverId, at) {
      ensureOpen();
      assertDriverId(driverId);
      assertPosition(at);
      const previous = positions.get(driverId);
      const key = cellKey(rowOf(at.lat), columnOf(at.lng));
      // A driver moving within a cell (most moves) is updated where it is: positions never leave this module
      // uncopied, and thousands of moves a second then allocate nothing.
      if (previous && cellKey(rowOf(previous.lat), columnOf(previous.lng)) === key) {
        previous.lat = at.lat;
        previous.lng = at.lng;
        previous.updatedAt = Date.now();
        return;
      }
      if (previous) unindex(previous);
      const position: DriverPosition = { driverId, lat: at.lat, lng: at.lng, updatedAt: Date.now() };
      positions.set(driverId, position);
      let cell = cells.get(key);
      if (!cell) {
        cell = new Map();
        cells.set(key, cell);
      }
      cell.set(driverId, position);
    },

    async move(driverId, at) {
      ensureOpen();
      if (!positions.has(driverId)) return false;
      await this.set(driverId, at);
      return true;
    },

    async *scan() {
      ensureOpen();
      let batch: DriverPosition[] = [];
      for (const position of positions.values()) {
        batch.push(copy(position));
        if (batch.length >= SCAN_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },

    async remove(driverId) {
      ensureOpen();
      const previous = positions.get(driverId);
      if (!previous) return;
      positions.delete(driverId);
      unindex(previous);
    },

    async get(driverId) {
      ensureOpen();
      const position = positions.get(driverId);
      return position ? copy(position) : null;
    },

    async nearby(at, radiusKm, limit) {
      ensureOpen();
      assertPosition(at);
      assertRadius(radiusKm);
      const max = checkedLimit(limit);
      if (max === 0) return [];
      const range = circleRange(at, radiusKm);
      // A bounded question reads the cells ring by ring outwards and stops once no farther cell can do better:
      // the nearest few of thousands of drivers in a town cost a handful of cells, not the whole circle.
      if (max !== undefined && range) return nearest(at, radiusKm, max, range);
      const found: (DriverPosition & { distanceKm: number })[] = [];
      for (const position of candidates(range)) {
        const distanceKm = haversineKm(at, position);
        if (distanceKm <= radiusKm) found.push(measured(position, distanceKm));
      }
      found.sort(byDistance);
      return max === undefined ? found : found.slice(0, max);
    },

    async withinBounds(bounds, limit) {
      ensureOpen();
      assertBounds(bounds);
      const max = checkedLimit(limit);
      if (max === 0) return [];
      const centre = centreOf(bounds);
      const found: (DriverPosition & { distanceKm: number })[] = [];
      for (const position of candidates(boundsRange(bounds))) {
        if (inBounds(position, bounds)) found.push(measured(position, haversineKm(centre, position)));
      }
      // With a limit, the drivers nearest the middle of the view are the ones kept.
      found.sort(byDistance);
      return (max === undefined ? found : found.slice(0, max)).map(({ driverId, lat, lng, updatedAt }) => ({
        driverId,
        lat,
        lng,
        updatedAt,
      }));
    },

    async close() {
      closed = true;
      positions.clear();
      cells.clear();
    },
  };
}

// Positions are copied field by field: an object spread costs about a microsecond each, which adds up over the
// hundreds of drivers one search reads.
function copy({ driverId, lat, lng, updatedAt }: DriverPosition): DriverPosition {
  return { driverId, lat, lng, updatedAt };
}

function measured(
  { driverId, lat, lng, updatedAt }: DriverPosition,
  distanceKm: number,
): DriverPosition & { distanceKm: number } {
  return { driverId, lat, lng, updatedAt, distanceKm };
}

function rowOf(lat: number): number {
  return Math.min(Math.floor((lat + 90) / CELL_DEGREES), ROWS - 1);
}

function columnOf(lng: number): number {
  return Math.floor((lng + 180) / CELL_DEGREES) % COLUMNS;
}

function cellKey(row: number, column: number): number {
  return row * COLUMNS + column;
}

/** The cells a circle can reach, or `undefined` when it reaches a pole or around the globe. */
function circleRange(at: { lat: number; lng: number }, radiusKm: number): CellRange | undefined {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = angle * DEGREES_PER_RADIAN + EDGE_DEGREES;
  if (at.lat - dLat <= -90 || at.lat + dLat >= 90) return undefined;
  // The widest longitude a spherical cap spans that does not contain a pole.
  const sine = Math.sin(angle) / Math.cos(at.lat / DEGREES_PER_RADIAN);
  if (angle >= Math.PI / 2 || sine >= 1) return undefined;
  const dLng = Math.asin(sine) * DEGREES_PER_RADIAN + EDGE_DEGREES;
  return cellRange(at.lat - dLat, at.lat + dLat, at.lng - dLng, at.lng + dLng);
}

function boundsRange({ south, west, north, east }: Bounds): CellRange | undefined {
  return cellRange(south - EDGE_DEGREES, north + EDGE_DEGREES, west - EDGE_DEGREES, east + EDGE_DEGREES);
}

function cellRange(south: number, north: number, west: number, east: number): CellRange | undefined {
  if (east - west >= 360) return undefined;
  const fromRow = rowOf(Math.max(south, -90));
  const toRow = rowOf(Math.min(north, 90));
  // Longitudes past ±180 wrap around; the column count stays that of the span.
  const fromColumn = ((Math.floor((west + 180) / CELL_DEGREES) % COLUMNS) + COLUMNS) % COLUMNS;
  const columns = Math.min(
    Math.floor((east + 180) / CELL_DEGREES) - Math.floor((west + 180) / CELL_DEGREES) + 1,
    COLUMNS,
  );
  return { fromRow, toRow, fromColumn, columns };
}

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

/** Grid cell size: about 5.5 km north-south, so a pickup search looks at a handful of cells. */
export const CELL_DEGREES = 0.05;

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
      return position ? { ...position } : null;
    },

    async nearby(at, radiusKm, limit) {
      ensureOpen();
      assertPosition(at);
      assertRadius(radiusKm);
      const max = checkedLimit(limit);
      if (max === 0) return [];
      const found: (DriverPosition & { distanceKm: number })[] = [];
      for (const position of candidates(circleRange(at, radiusKm))) {
        const distanceKm = haversineKm(at, position);
        if (distanceKm <= radiusKm) found.push({ ...position, distanceKm });
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
        if (inBounds(position, bounds))
          found.push({ ...position, distanceKm: haversineKm(centre, position) });
      }
      // With a limit, the drivers nearest the middle of the view are the ones kept.
      found.sort(byDistance);
      return (max === undefined ? found : found.slice(0, max)).map(
        ({ distanceKm: _, ...position }) => position,
      );
    },

    async close() {
      closed = true;
      positions.clear();
      cells.clear();
    },
  };
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

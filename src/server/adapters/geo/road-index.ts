import { EARTH_RADIUS_KM } from './haversine';
import { COORD_SCALE, type RoadGraph } from './road-graph-file';

/** A point is routed from the nearest road within this distance; further out, the straight-line estimate stays. */
export const SNAP_MAX_M = 1000;

export const RAD = Math.PI / 180;
/** Metres in one unit of the graph's coordinates (1e-5 degree) of latitude. */
export const METRES_PER_UNIT = (EARTH_RADIUS_KM * 1000 * RAD) / COORD_SCALE;
/** Grid cells of 0.005° (about 550 m). */
const CELL = 500;

export type LatLng = { lat: number; lng: number };

/** Where a point meets the road: on edge `edge`, `alongM` metres from its start node A. */
export type Snap = {
  edge: number;
  alongM: number;
  x: number;
  y: number;
  /** Straight distance from the point to the road. */
  distanceM: number;
  /** Index of the course segment the point meets (0 = from A to the first course point). */
  segment: number;
  piece: number;
};

export type RoadIndex = ReturnType<typeof createRoadIndex>;

/**
 * What the router reads a {@link RoadGraph} through: each node's edges, the connected piece of each node, the
 * course points of each edge, and a grid of course segments to snap a point to the nearest road.
 */
export function createRoadIndex(graph: RoadGraph) {
  const { nodeX, nodeY, edgeA, edgeB, edgeLength, edgeShapeStart, shapeX, shapeY } = graph;
  const nodes = nodeX.length;
  const edges = edgeA.length;

  // Adjacency in compressed rows: the edges at node n are adjEdge[adjStart[n] .. adjStart[n + 1]).
  const adjStart = new Uint32Array(nodes + 1);
  for (let e = 0; e < edges; e++) {
    adjStart[edgeA[e] + 1]++;
    adjStart[edgeB[e] + 1]++;
  }
  for (let n = 0; n < nodes; n++) adjStart[n + 1] += adjStart[n];
  const adjEdge = new Uint32Array(2 * edges);
  const fill = adjStart.slice(0, nodes);
  for (let e = 0; e < edges; e++) {
    adjEdge[fill[edgeA[e]]++] = e;
    adjEdge[fill[edgeB[e]]++] = e;
  }

  // Connected pieces (the mainland network, islands' networks).
  const piece = new Int32Array(nodes).fill(-1);
  {
    const stack: number[] = [];
    let next = 0;
    for (let start = 0; start < nodes; start++) {
      if (piece[start] >= 0) continue;
      piece[start] = next;
      stack.push(start);
      while (stack.length) {
        const n = stack.pop()!;
        for (let i = adjStart[n]; i < adjStart[n + 1]; i++) {
          const e = adjEdge[i];
          const m = edgeA[e] === n ? edgeB[e] : edgeA[e];
          if (piece[m] < 0) {
            piece[m] = next;
            stack.push(m);
          }
        }
      }
      next++;
    }
  }

  const pointX = (e: number, i: number, count: number) =>
    i === 0 ? nodeX[edgeA[e]] : i === count - 1 ? nodeX[edgeB[e]] : shapeX[edgeShapeStart[e] + i - 1];
  const pointY = (e: number, i: number, count: number) =>
    i === 0 ? nodeY[edgeA[e]] : i === count - 1 ? nodeY[edgeB[e]] : shapeY[edgeShapeStart[e] + i - 1];
  const pointsOf = (e: number) => edgeShapeStart[e + 1] - edgeShapeStart[e] + 2;

  // The drawn course is a little shorter than the measured one (course points were thinned): positions along
  // an edge are scaled so that its two ends add up to the measured length.
  const courseLength = new Float32Array(edges);
  for (let e = 0; e < edges; e++) {
    const count = pointsOf(e);
    let length = 0;
    for (let i = 1; i < count; i++) {
      length += metres(
        pointX(e, i - 1, count),
        pointY(e, i - 1, count),
        pointX(e, i, count),
        pointY(e, i, count),
      );
    }
    courseLength[e] = length;
  }

  // Grid of course segments for snapping over the network's bounding box: the segments in cell c are the
  // (edge, segment) pairs cellItems[2 * cellStart[c] .. 2 * cellStart[c + 1]).
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let n = 0; n < nodes; n++) {
    minX = Math.min(minX, nodeX[n]);
    maxX = Math.max(maxX, nodeX[n]);
    minY = Math.min(minY, nodeY[n]);
    maxY = Math.max(maxY, nodeY[n]);
  }
  for (let i = 0; i < shapeX.length; i++) {
    minX = Math.min(minX, shapeX[i]);
    maxX = Math.max(maxX, shapeX[i]);
    minY = Math.min(minY, shapeY[i]);
    maxY = Math.max(maxY, shapeY[i]);
  }
  const originX = Math.floor(minX / CELL);
  const originY = Math.floor(minY / CELL);
  const columns = nodes > 0 ? Math.floor(maxX / CELL) - originX + 1 : 0;
  const rows = nodes > 0 ? Math.floor(maxY / CELL) - originY + 1 : 0;
  const cellStart = new Uint32Array(columns * rows + 1);
  const eachCellOfSegments = (visit: (cell: number, e: number, i: number) => void) => {
    for (let e = 0; e < edges; e++) {
      const count = pointsOf(e);
      for (let i = 0; i < count - 1; i++) {
        const ax = pointX(e, i, count);
        const ay = pointY(e, i, count);
        const bx = pointX(e, i + 1, count);
        const by = pointY(e, i + 1, count);
        const x1 = Math.floor(Math.max(ax, bx) / CELL) - originX;
        const y1 = Math.floor(Math.max(ay, by) / CELL) - originY;
        for (let cx = Math.floor(Math.min(ax, bx) / CELL) - originX; cx <= x1; cx++) {
          for (let cy = Math.floor(Math.min(ay, by) / CELL) - originY; cy <= y1; cy++)
            visit(cy * columns + cx, e, i);
        }
      }
    }
  };
  eachCellOfSegments((cell) => {
    cellStart[cell + 1]++;
  });
  for (let c = 0; c < columns * rows; c++) cellStart[c + 1] += cellStart[c];
  const cellItems = new Uint32Array(2 * cellStart[columns * rows]);
  const cellFill = cellStart.slice(0, columns * rows);
  eachCellOfSegments((cell, e, i) => {
    const at = 2 * cellFill[cell]++;
    cellItems[at] = e;
    cellItems[at + 1] = i;
  });

  function snapAll(at: LatLng, maxM = SNAP_MAX_M): Snap[] {
    const px = at.lng * COORD_SCALE;
    const py = at.lat * COORD_SCALE;
    const k = Math.cos(at.lat * RAD);
    const reach = Math.ceil(maxM / METRES_PER_UNIT / Math.min(k, 1) / CELL);
    const pcx = Math.floor(px / CELL) - originX;
    const pcy = Math.floor(py / CELL) - originY;
    const best = new Map<number, Snap>();
    const maxUnits = maxM / METRES_PER_UNIT;
    for (let cx = Math.max(pcx - reach, 0); cx <= Math.min(pcx + reach, columns - 1); cx++) {
      for (let cy = Math.max(pcy - reach, 0); cy <= Math.min(pcy + reach, rows - 1); cy++) {
        const cell = cy * columns + cx;
        for (let j = 2 * cellStart[cell]; j < 2 * cellStart[cell + 1]; j += 2) {
          const e = cellItems[j];
          const i = cellItems[j + 1];
          const count = pointsOf(e);
          const ax = pointX(e, i, count);
          const ay = pointY(e, i, count);
          const bx = pointX(e, i + 1, count);
          const by = pointY(e, i + 1, count);
          const dx = (bx - ax) * k;
          const dy = by - ay;
          const len2 = dx * dx + dy * dy;
          const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * k * dx + (py - ay) * dy) / len2));
          const qx = ax + t * (bx - ax);
          const qy = ay + t * dy;
          const d = Math.hypot((qx - px) * k, qy - py);
          if (d > maxUnits) continue;
          const p = piece[edgeA[e]];
          const seen = best.get(p);
          if (seen && seen.distanceM <= d * METRES_PER_UNIT) continue;
          let along = 0;
          for (let s = 0; s < i; s++) {
            along += metres(
              pointX(e, s, count),
              pointY(e, s, count),
              pointX(e, s + 1, count),
              pointY(e, s + 1, count),
            );
          }
          along += metres(ax, ay, qx, qy);
          const scale = courseLength[e] > 0 ? edgeLength[e] / courseLength[e] : 0;
          best.set(p, {
            edge: e,
            alongM: Math.min(edgeLength[e], along * scale),
            x: qx,
            y: qy,
            distanceM: d * METRES_PER_UNIT,
            segment: i,
            piece: p,
          });
        }
      }
    }
    return [...best.values()].sort((a, b) => a.distanceM - b.distanceM);
  }

  return { adjStart, adjEdge, piece, pointX, pointY, pointsOf, snapAll };
}

function metres(ax: number, ay: number, bx: number, by: number): number {
  const k = Math.cos(((ay + by) / 2 / COORD_SCALE) * RAD);
  return Math.hypot((bx - ax) * k, by - ay) * METRES_PER_UNIT;
}

import { COORD_SCALE, type RoadGraph } from './road-graph-file';

/** A point is routed from the nearest road within this distance; further out, the straight-line estimate stays. */
export const SNAP_MAX_M = 1000;
/** Speed assumed between a point and the road it is joined to (a lane, a yard, a short walk). */
export const ACCESS_SPEED_KMH = 15;

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
const METRES_PER_UNIT = (EARTH_RADIUS_M * RAD) / COORD_SCALE;
/** Grid cells of 0.005° (about 550 m). */
const CELL = 500;

type LatLng = { lat: number; lng: number };

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

export type RoadPath = {
  /** Along the road, including the short legs from each point to the road. */
  distanceM: number;
  seconds: number;
  /** From the first point to the last, following the streets, [lat, lng] in degrees. */
  polyline: LatLng[];
  snapFromM: number;
  snapToM: number;
};

export type RoadRouter = {
  /** The nearest road to a point within `maxM`, per connected piece, nearest first. */
  snapAll(at: LatLng, maxM?: number): Snap[];
  /** The shortest way by road; undefined when no road is near an end, or no road joins the two. */
  route(from: LatLng, to: LatLng): RoadPath | undefined;
  /** Shortest road distances and times from one point to many (one search). */
  routeMany(from: LatLng, to: LatLng[]): ({ distanceM: number; seconds: number } | undefined)[];
  nodeCount: number;
  edgeCount: number;
};

/** Shortest paths (by length, A* with the straight line as the guide) over a {@link RoadGraph}. */
export function createRoadRouter(graph: RoadGraph): RoadRouter {
  const { nodeX, nodeY, edgeA, edgeB, edgeLength, edgeSeconds, edgeShapeStart, shapeX, shapeY } = graph;
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

  // Search state, reused by every query: a node's entries count only when its stamp is the query's.
  const stamp = new Uint32Array(nodes);
  const closed = new Uint32Array(nodes);
  const dist = new Float64Array(nodes);
  const secs = new Float64Array(nodes);
  const via = new Int32Array(nodes);
  let query = 0;
  const heap = new MinHeap(1024);

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

  /** The pair of snaps, one per end, on one piece, nearest in sum. */
  function snapPair(from: LatLng, to: LatLng): [Snap, Snap] | undefined {
    const starts = snapAll(from);
    if (starts.length === 0) return undefined;
    const ends = snapAll(to);
    let pair: [Snap, Snap] | undefined;
    for (const start of starts) {
      const end = ends.find((snap) => snap.piece === start.piece);
      if (end && (!pair || start.distanceM + end.distanceM < pair[0].distanceM + pair[1].distanceM)) {
        pair = [start, end];
      }
    }
    return pair;
  }

  /**
   * A* from a snapped start to the snapped ends: the start's edge seeds both its nodes; reaching a node of an
   * end's edge offers a way to that end. Stops when nothing left can beat the best way to every end.
   * Returns, per end, the length, time and node the way entered the end's edge from (-1: along the start edge).
   */
  function search(start: Snap, ends: Snap[], guide: { x: number; y: number } | undefined) {
    query++;
    if (query === 0xffffffff) {
      stamp.fill(0);
      closed.fill(0);
      query = 1;
    }
    heap.clear();
    const k = 0.97 * Math.cos((guide ? guide.y / COORD_SCALE : 0) * RAD) * 0.995;
    const h = (n: number) =>
      guide ? Math.hypot((nodeX[n] - guide.x) * k, (nodeY[n] - guide.y) * 0.995) * METRES_PER_UNIT : 0;
    const speedOf = (e: number) => (edgeLength[e] > 0 ? edgeSeconds[e] / edgeLength[e] : 0);
    const seed = (n: number, d: number, s: number) => {
      if (stamp[n] === query && dist[n] <= d) return;
      stamp[n] = query;
      dist[n] = d;
      secs[n] = s;
      via[n] = -1;
      heap.push(n, d + h(n));
    };
    const e0 = start.edge;
    seed(edgeA[e0], start.alongM, start.alongM * speedOf(e0));
    seed(edgeB[e0], edgeLength[e0] - start.alongM, (edgeLength[e0] - start.alongM) * speedOf(e0));

    const found = ends.map((end) => {
      if (end.edge !== e0) return { d: Infinity, s: Infinity, from: -2 };
      const d = Math.abs(end.alongM - start.alongM);
      return { d, s: d * speedOf(e0), from: -1 };
    });
    let open = found.filter((f) => f.d === Infinity).length;
    const bound = () => Math.max(...found.map((f) => f.d));
    let worst = bound();
    while (heap.size > 0) {
      const n = heap.pop();
      if (closed[n] === query) continue;
      closed[n] = query;
      if (open === 0 && dist[n] + h(n) >= worst) break;
      if (!guide && dist[n] >= worst) break;
      for (let j = 0; j < ends.length; j++) {
        const end = ends[j];
        const e = end.edge;
        let d = Infinity;
        if (edgeA[e] === n) d = dist[n] + end.alongM;
        else if (edgeB[e] === n) d = dist[n] + edgeLength[e] - end.alongM;
        if (d < found[j].d) {
          if (found[j].d === Infinity) open--;
          const part = edgeA[e] === n ? end.alongM : edgeLength[e] - end.alongM;
          found[j] = { d, s: secs[n] + part * speedOf(e), from: n };
          worst = bound();
        }
      }
      for (let i = adjStart[n]; i < adjStart[n + 1]; i++) {
        const e = adjEdge[i];
        const m = edgeA[e] === n ? edgeB[e] : edgeA[e];
        if (closed[m] === query) continue;
        const d = dist[n] + edgeLength[e];
        if (stamp[m] !== query || d < dist[m]) {
          stamp[m] = query;
          dist[m] = d;
          secs[m] = secs[n] + edgeSeconds[e];
          via[m] = e;
          heap.push(m, d + h(m));
        }
      }
    }
    return found;
  }

  function route(from: LatLng, to: LatLng): RoadPath | undefined {
    const pair = snapPair(from, to);
    if (!pair) return undefined;
    const [start, end] = pair;
    const [found] = search(start, [end], { x: end.x, y: end.y });
    if (found.d === Infinity) return undefined;
    const access = (m: number) => m / ((ACCESS_SPEED_KMH * 1000) / 3600);
    const line: [number, number][] = [
      [from.lng * COORD_SCALE, from.lat * COORD_SCALE],
      [start.x, start.y],
    ];
    if (found.from === -1) {
      line.push(...partOfEdge(start.edge, start, end));
    } else {
      // Edges from the end back to the start, then the course forwards.
      const chain: number[] = [];
      let at = found.from;
      while (via[at] >= 0) {
        const e = via[at];
        chain.push(e);
        at = edgeA[e] === at ? edgeB[e] : edgeA[e];
      }
      line.push(...partOfEdge(start.edge, start, at === edgeA[start.edge] ? 'A' : 'B'));
      for (let c = chain.length - 1; c >= 0; c--) {
        const e = chain[c];
        line.push(...courseFrom(e, at));
        at = edgeA[e] === at ? edgeB[e] : edgeA[e];
      }
      line.push(...partOfEdge(end.edge, at === edgeA[end.edge] ? 'A' : 'B', end));
    }
    line.push([end.x, end.y], [to.lng * COORD_SCALE, to.lat * COORD_SCALE]);
    return {
      distanceM: found.d + start.distanceM + end.distanceM,
      seconds: found.s + access(start.distanceM) + access(end.distanceM),
      polyline: tidy(line),
      snapFromM: start.distanceM,
      snapToM: end.distanceM,
    };
  }

  /** The whole course of edge e from node `from` to its other end (without the first point). */
  function courseFrom(e: number, from: number): [number, number][] {
    const count = pointsOf(e);
    const out: [number, number][] = [];
    if (edgeA[e] === from)
      for (let i = 1; i < count; i++) out.push([pointX(e, i, count), pointY(e, i, count)]);
    else for (let i = count - 2; i >= 0; i--) out.push([pointX(e, i, count), pointY(e, i, count)]);
    return out;
  }

  /** Course points of edge e between two places on it (a snap, or its end 'A' or 'B'), in travel order. */
  function partOfEdge(e: number, from: Snap | 'A' | 'B', to: Snap | 'A' | 'B'): [number, number][] {
    const count = pointsOf(e);
    // A place as a fractional point index: a snap on segment s lies between points s and s + 1.
    const position = (place: Snap | 'A' | 'B') =>
      place === 'A' ? 0 : place === 'B' ? count - 1 : place.segment + 0.5;
    const a = position(from);
    const b = position(to);
    const out: [number, number][] = [];
    if (a <= b)
      for (let i = Math.ceil(a); i <= Math.floor(b); i++)
        out.push([pointX(e, i, count), pointY(e, i, count)]);
    else
      for (let i = Math.floor(a); i >= Math.ceil(b); i--)
        out.push([pointX(e, i, count), pointY(e, i, count)]);
    return out;
  }

  function routeMany(from: LatLng, to: LatLng[]) {
    const starts = snapAll(from);
    const result: ({ distanceM: number; seconds: number } | undefined)[] = to.map(() => undefined);
    if (starts.length === 0) return result;
    const ends = to.map((point) => snapAll(point));
    for (const start of starts) {
      const wanted = ends
        .map((list, i) => ({ i, snap: list.find((snap) => snap.piece === start.piece) }))
        .filter((entry): entry is { i: number; snap: Snap } => entry.snap !== undefined && !result[entry.i]);
      if (wanted.length === 0) continue;
      const found = search(
        start,
        wanted.map((entry) => entry.snap),
        undefined,
      );
      const access = (m: number) => m / ((ACCESS_SPEED_KMH * 1000) / 3600);
      wanted.forEach(({ i, snap }, j) => {
        if (found[j].d === Infinity) return;
        result[i] = {
          distanceM: found[j].d + start.distanceM + snap.distanceM,
          seconds: found[j].s + access(start.distanceM) + access(snap.distanceM),
        };
      });
    }
    return result;
  }

  return { snapAll, route, routeMany, nodeCount: nodes, edgeCount: edges };
}

function metres(ax: number, ay: number, bx: number, by: number): number {
  const k = Math.cos(((ay + by) / 2 / COORD_SCALE) * RAD);
  return Math.hypot((bx - ax) * k, by - ay) * METRES_PER_UNIT;
}

/** Degrees with six decimals, without repeated points. */
function tidy(line: [number, number][]): LatLng[] {
  const out: LatLng[] = [];
  for (const [x, y] of line) {
    const point = { lat: Math.round(y * 10) / 1e6, lng: Math.round(x * 10) / 1e6 };
    const last = out[out.length - 1];
    if (!last || last.lat !== point.lat || last.lng !== point.lng) out.push(point);
  }
  return out;
}

/** A binary heap of node ids by priority; a node may be in it more than once (the stale copy is skipped). */
class MinHeap {
  private ids: Uint32Array;
  private keys: Float64Array;
  size = 0;
  constructor(capacity: number) {
    this.ids = new Uint32Array(capacity);
    this.keys = new Float64Array(capacity);
  }
  clear() {
    this.size = 0;
  }
  push(id: number, key: number) {
    if (this.size === this.ids.length) {
      const ids = new Uint32Array(this.size * 2);
      const keys = new Float64Array(this.size * 2);
      ids.set(this.ids);
      keys.set(this.keys);
      this.ids = ids;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.ids[i] = this.ids[parent];
      this.keys[i] = this.keys[parent];
      i = parent;
    }
    this.ids[i] = id;
    this.keys[i] = key;
  }
  pop(): number {
    const top = this.ids[0];
    const lastId = this.ids[--this.size];
    const lastKey = this.keys[this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1] < this.keys[child]) child++;
      if (this.keys[child] >= lastKey) break;
      this.ids[i] = this.ids[child];
      this.keys[i] = this.keys[child];
      i = child;
    }
    this.ids[i] = lastId;
    this.keys[i] = lastKey;
    return top;
  }
}

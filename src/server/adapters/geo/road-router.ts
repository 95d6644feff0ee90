import { MinHeap } from './min-heap';
import { COORD_SCALE, type RoadGraph } from './road-graph-file';
import { createRoadIndex, type LatLng, METRES_PER_UNIT, RAD, type Snap } from './road-index';

export { SNAP_MAX_M, type Snap } from './road-index';

/** Speed assumed between a point and the road it is joined to (a lane, a yard, a short walk). */
export const ACCESS_SPEED_KMH = 15;

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
  const { nodeX, nodeY, edgeA, edgeB, edgeLength, edgeSeconds } = graph;
  const nodes = nodeX.length;
  const edges = edgeA.length;
  const { adjStart, adjEdge, pointX, pointY, pointsOf, snapAll } = createRoadIndex(graph);

  // Search state, reused by every query: a node's entries count only when its stamp is the query's.
  const stamp = new Uint32Array(nodes);
  const closed = new Uint32Array(nodes);
  const dist = new Float64Array(nodes);
  const secs = new Float64Array(nodes);
  const via = new Int32Array(nodes);
  let query = 0;
  const heap = new MinHeap(1024);

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

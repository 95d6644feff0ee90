import { COORD_SCALE, type RoadGraph, type RoadGraphMeta } from '@/server/adapters/geo/road-graph-file';
import { simplifyLine } from '@/server/adapters/geo/simplify-line';

/** A road line of one of the layers: its points as whole 1e-5 degrees ([x = lng, y = lat]) and its class. */
export type RoadLine = { points: [number, number][]; roadClass: RoadClass };

export const ROAD_CLASSES = [
  'national',
  'provincial',
  'city_municipal',
  'barangay',
  'private',
  'unknown',
] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/**
 * Average driving speed of each road class, km/h: the national highway is paved and fast, town streets and
 * barangay roads are slow (tricycles, crossings), private and unclassified roads are often unpaved. The OSM 2016
 * lines carry no class and count as unknown.
 */
export const SPEEDS_KMH: Record<RoadClass, number> = {
  national: 50,
  provincial: 35,
  city_municipal: 25,
  barangay: 22,
  private: 15,
  unknown: 25,
};

export type BuildOptions = {
  /** A dead end is joined to the nearest other line within this many metres. */
  joinDeadEndsWithinM?: number;
  /** Course points closer than this to the simplified line are dropped (the length is measured before). */
  simplifyM?: number;
  /**
   * Besides the largest network, pieces with at least this many road points are kept: the road networks of
   * islands (Busuanga with Coron, Culion, Cuyo) that no road joins to the mainland.
   */
  minPiecePoints?: number;
  sources: RoadGraphMeta['sources'];
};

export type BuildReport = {
  lines: number;
  points: number;
  deadEndsJoined: number;
  nodesBeforeKeeping: number;
  nodesKept: number;
  edges: number;
  shapePoints: number;
  /** Share of all road points in the kept network. */
  keptShare: number;
  /** Share of all road points in the largest network. */
  largestShare: number;
  pieces: number;
};

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres between two points given in 1e-5 degrees. */
export function metresBetween(ax: number, ay: number, bx: number, by: number): number {
  const lat1 = (ay / COORD_SCALE) * RAD;
  const lat2 = (by / COORD_SCALE) * RAD;
  const dLat = lat2 - lat1;
  const dLng = ((bx - ax) / COORD_SCALE) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One number per point (y stays below 2^23 for every latitude up to ±83°). */
const keyOf = (x: number, y: number) => (x + 18_100_000) * 16_777_216 + (y + 8_388_608);

/**
 * The routable network from road lines: lines meet where they share a point; each dead end is joined to the
 * nearest point of another line within `joinDeadEndsWithinM`; the largest connected piece and the islands' networks are kept; chains of
 * two-way points are folded into one edge; every edge's duration follows its class's speed.
 */
export function buildRoadGraph(
  input: RoadLine[],
  options: BuildOptions,
): { graph: RoadGraph; report: BuildReport } {
  const joinWithin = options.joinDeadEndsWithinM ?? 30;
  const lines = input
    .map((line) => ({ roadClass: line.roadClass, points: withoutRepeats(line.points) }))
    .filter((line) => line.points.length >= 2);
  const totalPoints = lines.reduce((sum, line) => sum + line.points.length, 0);

  const deadEndsJoined = joinDeadEnds(lines, joinWithin);

  // Junctions: line ends and every point more than one line (or one line twice) passes.
  const uses = new Map<number, number>();
  for (const line of lines) {
    for (const [x, y] of line.points) {
      const key = keyOf(x, y);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  const nodeIndex = new Map<number, number>();
  const nodeX: number[] = [];
  const nodeY: number[] = [];
  const nodeOf = (x: number, y: number) => {
    const key = keyOf(x, y);
    let id = nodeIndex.get(key);
    if (id === undefined) {
      id = nodeX.length;
      nodeIndex.set(key, id);
      nodeX.push(x);
      nodeY.push(y);
    }
    return id;
  };
  type Edge = {
    a: number;
    b: number;
    length: number;
    seconds: number;
    roadClass: RoadClass;
    course: [number, number][];
  };
  let edges: Edge[] = [];
  for (const line of lines) {
    const speed = (SPEEDS_KMH[line.roadClass] * 1000) / 3600;
    let start = 0;
    for (let i = 1; i < line.points.length; i++) {
      const [x, y] = line.points[i];
      const isNode = i === line.points.length - 1 || (uses.get(keyOf(x, y)) ?? 0) > 1;
      if (!isNode) continue;
      const course = line.points.slice(start, i + 1);
      let length = 0;
      for (let j = 1; j < course.length; j++) {
        length += metresBetween(course[j - 1][0], course[j - 1][1], course[j][0], course[j][1]);
      }
      const a = nodeOf(course[0][0], course[0][1]);
      const b = nodeOf(x, y);
      if (a !== b && length > 0) {
        edges.push({ a, b, length, seconds: length / speed, roadClass: line.roadClass, course });
      }
      start = i;
    }
  }
  const nodesBeforeKeeping = nodeX.length;

  // The connected pieces, weighed by their number of road points.
  const parent = Int32Array.from({ length: nodeX.length }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (const edge of edges) parent[find(edge.a)] = find(edge.b);
  const weight = new Map<number, number>();
  for (const edge of edges) {
    const root = find(edge.a);
    weight.set(root, (weight.get(root) ?? 0) + edge.course.length - 1);
  }
  const biggestWeight = Math.max(...weight.values());
  const minPiece = Math.min(options.minPiecePoints ?? 300, biggestWeight);
  edges = edges.filter((edge) => (weight.get(find(edge.a)) ?? 0) >= minPiece);
  const pieces = [...weight.values()].filter((w) => w >= minPiece).length;
  const keptPoints = edges.reduce((sum, edge) => sum + edge.course.length - 1, 0) + 1;

  // Two parallel copies of one road between the same junctions: the shorter stays.
  const between = new Map<string, Edge>();
  for (const edge of edges) {
    const key = edge.a < edge.b ? `${edge.a}-${edge.b}` : `${edge.b}-${edge.a}`;
    const seen = between.get(key);
    if (!seen || edge.length < seen.length) between.set(key, edge);
  }
  edges = [...between.values()];

  edges = foldChains(edges, nodeX.length);

  // Number the kept nodes along a space-filling order, so a search touches memory close together.
  const used = new Uint8Array(nodeX.length);
  for (const edge of edges) {
    used[edge.a] = 1;
    used[edge.b] = 1;
  }
  const kept = [...used.keys()].filter((i) => used[i]);
  kept.sort((i, j) => morton(nodeX[i], nodeY[i]) - morton(nodeX[j], nodeY[j]));
  const renumber = new Int32Array(nodeX.length).fill(-1);
  kept.forEach((old, id) => {
    renumber[old] = id;
  });
  edges.sort((e, f) => renumber[e.a] - renumber[f.a] || renumber[e.b] - renumber[f.b]);

  const simplifyM = options.simplifyM ?? 2;
  const shapeX: number[] = [];
  const shapeY: number[] = [];
  const edgeShapeStart = new Uint32Array(edges.length + 1);
  edges.forEach((edge, e) => {
    edgeShapeStart[e] = shapeX.length;
    const simplified = simplifyLine(edge.course, (point) => point, simplifyM, COORD_SCALE);
    for (let i = 1; i < simplified.length - 1; i++) {
      shapeX.push(simplified[i][0]);
      shapeY.push(simplified[i][1]);
    }
  });
  edgeShapeStart[edges.length] = shapeX.length;

  const graph: RoadGraph = {
    meta: { sources: options.sources, speedsKmh: { ...SPEEDS_KMH } },
    nodeX: Int32Array.from(kept, (i) => nodeX[i]),
    nodeY: Int32Array.from(kept, (i) => nodeY[i]),
    edgeA: Uint32Array.from(edges, (edge) => renumber[edge.a]),
    edgeB: Uint32Array.from(edges, (edge) => renumber[edge.b]),
    edgeLength: Float32Array.from(edges, (edge) => edge.length),
    edgeSeconds: Float32Array.from(edges, (edge) => edge.seconds),
    edgeShapeStart,
    shapeX: Int32Array.from(shapeX),
    shapeY: Int32Array.from(shapeY),
  };
  return {
    graph,
    report: {
      lines: lines.length,
      points: totalPoints,
      deadEndsJoined,
      nodesBeforeKeeping,
      nodesKept: kept.length,
      edges: edges.length,
      shapePoints: shapeX.length,
      keptShare: Math.round((keptPoints / totalPoints) * 1000) / 1000,
      largestShare: Math.round((biggestWeight / totalPoints) * 1000) / 1000,
      pieces,
    },
  };

  /**
   * Joins chains of one road class through nodes that only two edges meet at, so a search has fewer, longer
   * edges to relax (one class a chain: a trip starting halfway along an edge is timed at the edge's speed).
   */
  function foldChains(list: Edge[], nodeCount: number): Edge[] {
    const incident: Edge[][] = Array.from({ length: nodeCount }, () => []);
    for (const edge of list) {
      incident[edge.a].push(edge);
      incident[edge.b].push(edge);
    }
    const alive = new Set(list);
    for (let node = 0; node < nodeCount; node++) {
      const around = incident[node];
      if (around.length !== 2) continue;
      const [e, f] = around;
      if (e === f || !alive.has(e) || !alive.has(f) || e.roadClass !== f.roadClass) continue;
      const otherOfE = e.a === node ? e.b : e.a;
      const otherOfF = f.a === node ? f.b : f.a;
      // Folding a loop or making a second edge between the same two nodes would lose a road.
      if (otherOfE === otherOfF || otherOfE === node || otherOfF === node) continue;
      if (incident[otherOfE].some((g) => alive.has(g) && (g.a === otherOfF || g.b === otherOfF))) continue;
      const courseE = e.b === node ? e.course : [...e.course].reverse();
      const courseF = f.a === node ? f.course : [...f.course].reverse();
      const joined: Edge = {
        a: otherOfE,
        b: otherOfF,
        length: e.length + f.length,
        seconds: e.seconds + f.seconds,
        roadClass: e.roadClass,
        course: [...courseE, ...courseF.slice(1)],
      };
      alive.delete(e);
      alive.delete(f);
      alive.add(joined);
      incident[node] = [];
      incident[otherOfE] = incident[otherOfE].map((g) => (g === e ? joined : g));
      incident[otherOfF] = incident[otherOfF].map((g) => (g === f ? joined : g));
    }
    return [...alive];
  }
}

function withoutRepeats(points: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const point of points) {
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push([point[0], point[1]]);
  }
  return out;
}

/**
 * Each line end that no other line touches is joined to the nearest point on another line within `withinM`
 * metres: that point is added to the other line and a short connecting line is added. Returns how many ends
 * were joined.
 */
function joinDeadEnds(lines: RoadLine[], withinM: number): number {
  const uses = new Map<number, number>();
  for (const line of lines) {
    for (const [x, y] of line.points) {
      const key = keyOf(x, y);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  // Grid of segments, cells of 0.0005° (at least 54 m wide in Palawan), so 3 × 3 cells cover 30 m around a point.
  const cell = 50;
  const cellsAround = Math.max(1, Math.ceil(withinM / 50));
  const grid = new Map<number, number[]>();
  const cellKey = (cx: number, cy: number) => cx * 1_000_000 + cy;
  lines.forEach((line, l) => {
    for (let s = 0; s < line.points.length - 1; s++) {
      const [ax, ay] = line.points[s];
      const [bx, by] = line.points[s + 1];
      for (let cx = Math.floor(Math.min(ax, bx) / cell); cx <= Math.floor(Math.max(ax, bx) / cell); cx++) {
        for (let cy = Math.floor(Math.min(ay, by) / cell); cy <= Math.floor(Math.max(ay, by) / cell); cy++) {
          const key = cellKey(cx, cy);
          let list = grid.get(key);
          if (!list) {
            list = [];
            grid.set(key, list);
          }
          list.push(l, s);
        }
      }
    }
  });
  type Insert = { segment: number; t: number; x: number; y: number };
  const inserts = new Map<number, Insert[]>();
  const connectors: RoadLine[] = [];
  let joined = 0;
  lines.forEach((line, l) => {
    for (const end of [0, line.points.length - 1]) {
      const [px, py] = line.points[end];
      if (uses.get(keyOf(px, py)) !== 1) continue;
      const k = Math.cos((py / COORD_SCALE) * RAD);
      let best: { line: number; segment: number; t: number; d2: number } | undefined;
      const pcx = Math.floor(px / cell);
      const pcy = Math.floor(py / cell);
      for (let cx = pcx - cellsAround; cx <= pcx + cellsAround; cx++) {
        for (let cy = pcy - cellsAround; cy <= pcy + cellsAround; cy++) {
          const list = grid.get(cellKey(cx, cy));
          if (!list) continue;
          for (let i = 0; i < list.length; i += 2) {
            const other = list[i];
            if (other === l) continue;
            const s = list[i + 1];
            const [ax, ay] = lines[other].points[s];
            const [bx, by] = lines[other].points[s + 1];
            const dx = (bx - ax) * k;
            const dy = by - ay;
            const len2 = dx * dx + dy * dy;
            const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * k * dx + (py - ay) * dy) / len2));
            const ex = (ax + t * (bx - ax) - px) * k;
            const ey = ay + t * dy - py;
            const d2 = ex * ex + ey * ey;
            if (!best || d2 < best.d2) best = { line: other, segment: s, t, d2 };
          }
        }
      }
      if (!best) continue;
      const metres = (Math.sqrt(best.d2) / COORD_SCALE) * RAD * EARTH_RADIUS_M;
      if (metres > withinM) continue;
      const [ax, ay] = lines[best.line].points[best.segment];
      const [bx, by] = lines[best.line].points[best.segment + 1];
      const x = Math.round(ax + best.t * (bx - ax));
      const y = Math.round(ay + best.t * (by - ay));
      let list = inserts.get(best.line);
      if (!list) {
        list = [];
        inserts.set(best.line, list);
      }
      list.push({ segment: best.segment, t: best.t, x, y });
      if (x !== px || y !== py)
        connectors.push({
          points: [
            [px, py],
            [x, y],
          ],
          roadClass: line.roadClass,
        });
      joined++;
    }
  });
  for (const [l, list] of inserts) {
    const line = lines[l];
    list.sort((p, q) => p.segment - q.segment || p.t - q.t);
    const points: [number, number][] = [];
    let next = 0;
    for (let s = 0; s < line.points.length; s++) {
      points.push(line.points[s]);
      while (next < list.length && list[next].segment === s) {
        const { x, y } = list[next++];
        const last = points[points.length - 1];
        const following = line.points[s + 1];
        if ((last[0] !== x || last[1] !== y) && (!following || following[0] !== x || following[1] !== y)) {
          points.push([x, y]);
        }
      }
    }
    line.points = points;
  }
  lines.push(...connectors);
  return joined;
}

/** Interleaved bits of the two coordinates: points near each other get numbers near each other. */
function morton(x: number, y: number): number {
  // 0.01° cells are close enough for ordering; 16 bits each covers the whole of Palawan and far beyond.
  const cx = Math.floor(x / 1000) & 0xffff;
  const cy = Math.floor(y / 1000) & 0xffff;
  let code = 0;
  for (let bit = 15; bit >= 0; bit--) code = code * 4 + (((cx >> bit) & 1) << 1) + ((cy >> bit) & 1);
  return code;
}

import fs from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The road network as the router reads it: nodes (junctions and dead ends), undirected edges between them with
 * their length, driving time and course, all in flat typed arrays so the file loads in a few milliseconds.
 *
 * Coordinates are whole units of 1e-5 degree (about 1 m), as the source layers are rounded.
 *
 * File layout (little-endian, gzip-compressed): the magic text `BRPROAD1`, then the counts (nodes, edges, shape
 * points, bytes of the metadata text), the metadata (JSON: sources, licences, speeds), then nodeX, nodeY (Int32),
 * edgeA, edgeB (Uint32), edgeLength (metres) and edgeSeconds (Float32), edgeShapeStart (Uint32, one more than
 * edges), and the shape points between each edge's ends as deltas from the previous point (Int16 pairs, the
 * first from the edge's start node), split into several points where a step would not fit.
 */
export type RoadGraph = {
  meta: RoadGraphMeta;
  nodeX: Int32Array;
  nodeY: Int32Array;
  edgeA: Uint32Array;
  edgeB: Uint32Array;
  edgeLength: Float32Array;
  edgeSeconds: Float32Array;
  /** Interior points of edge e are shapeX/shapeY[edgeShapeStart[e] .. edgeShapeStart[e + 1]), from A to B. */
  edgeShapeStart: Uint32Array;
  shapeX: Int32Array;
  shapeY: Int32Array;
};

export type RoadGraphMeta = {
  /** Where the roads come from, with each source's licence. */
  sources: { name: string; licence: string; attribution?: string }[];
  /** Speeds by road class used for the durations, km/h. */
  speedsKmh: Record<string, number>;
};

export const COORD_SCALE = 1e5;
const MAGIC = 'BRPROAD1';

export function encodeRoadGraph(graph: RoadGraph): Buffer {
  const meta = Buffer.from(JSON.stringify(graph.meta), 'utf8');
  const metaPadded = Math.ceil(meta.length / 4) * 4;
  const deltas: number[] = [];
  const starts = new Uint32Array(graph.edgeA.length + 1);
  for (let e = 0; e < graph.edgeA.length; e++) {
    starts[e] = deltas.length / 2;
    let px = graph.nodeX[graph.edgeA[e]];
    let py = graph.nodeY[graph.edgeA[e]];
    for (let i = graph.edgeShapeStart[e]; i < graph.edgeShapeStart[e + 1]; i++) {
      const x = graph.shapeX[i];
      const y = graph.shapeY[i];
      // A long straight step is cut into steps that fit 16 bits; the extra points lie on the line.
      const steps = Math.ceil(Math.max(Math.abs(x - px), Math.abs(y - py)) / 32767) || 1;
      let qx = px;
      let qy = py;
      for (let s = 1; s <= steps; s++) {
        const sx = s === steps ? x : Math.round(px + ((x - px) * s) / steps);
        const sy = s === steps ? y : Math.round(py + ((y - py) * s) / steps);
        deltas.push(sx - qx, sy - qy);
        qx = sx;
        qy = sy;
      }
      px = x;
      py = y;
    }
  }
  starts[graph.edgeA.length] = deltas.length / 2;
  const n = graph.nodeX.length;
  const e = graph.edgeA.length;
  const s = deltas.length / 2;
  const header = Buffer.alloc(8 + 16);
  header.write(MAGIC, 0, 'ascii');
  header.writeUInt32LE(n, 8);
  header.writeUInt32LE(e, 12);
  header.writeUInt32LE(s, 16);
  header.writeUInt32LE(meta.length, 20);
  const parts = [
    header,
    Buffer.concat([meta, Buffer.alloc(metaPadded - meta.length, 0x20)]),
    bytes(graph.nodeX),
    bytes(graph.nodeY),
    bytes(graph.edgeA),
    bytes(graph.edgeB),
    bytes(graph.edgeLength),
    bytes(graph.edgeSeconds),
    bytes(starts),
    bytes(Int16Array.from(deltas)),
  ];
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

export function decodeRoadGraph(compressed: Uint8Array): RoadGraph {
  const raw = gunzipSync(compressed);
  // A fresh, aligned copy: typed arrays need their offsets aligned to their element size.
  const buffer = new ArrayBuffer(raw.length);
  new Uint8Array(buffer).set(raw);
  const view = new DataView(buffer);
  const magic = Buffer.from(buffer, 0, 8).toString('ascii');
  if (magic !== MAGIC) throw new Error('Not a road graph file');
  const n = view.getUint32(8, true);
  const e = view.getUint32(12, true);
  const s = view.getUint32(16, true);
  const metaLength = view.getUint32(20, true);
  const meta = JSON.parse(Buffer.from(buffer, 24, metaLength).toString('utf8')) as RoadGraphMeta;
  let offset = 24 + Math.ceil(metaLength / 4) * 4;
  const take = <T>(make: (b: ArrayBuffer, o: number, l: number) => T, count: number, size: number): T => {
    const array = make(buffer, offset, count);
    offset += count * size;
    return array;
  };
  const nodeX = take((b, o, l) => new Int32Array(b, o, l), n, 4);
  const nodeY = take((b, o, l) => new Int32Array(b, o, l), n, 4);
  const edgeA = take((b, o, l) => new Uint32Array(b, o, l), e, 4);
  const edgeB = take((b, o, l) => new Uint32Array(b, o, l), e, 4);
  const edgeLength = take((b, o, l) => new Float32Array(b, o, l), e, 4);
  const edgeSeconds = take((b, o, l) => new Float32Array(b, o, l), e, 4);
  const edgeShapeStart = take((b, o, l) => new Uint32Array(b, o, l), e + 1, 4);
  const deltas = take((b, o, l) => new Int16Array(b, o, l), s * 2, 2);
  const shapeX = new Int32Array(s);
  const shapeY = new Int32Array(s);
  for (let edge = 0; edge < e; edge++) {
    let x = nodeX[edgeA[edge]];
    let y = nodeY[edgeA[edge]];
    for (let i = edgeShapeStart[edge]; i < edgeShapeStart[edge + 1]; i++) {
      x += deltas[2 * i];
      y += deltas[2 * i + 1];
      shapeX[i] = x;
      shapeY[i] = y;
    }
  }
  return { meta, nodeX, nodeY, edgeA, edgeB, edgeLength, edgeSeconds, edgeShapeStart, shapeX, shapeY };
}

export function readRoadGraph(file: string): RoadGraph {
  return decodeRoadGraph(fs.readFileSync(file));
}

function bytes(array: ArrayBufferView): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

import v8 from 'node:v8';

/**
 * V8 settings of the server process, applied by main.ts once the server listens: `npm start`, the service unit
 * and the bench all run main.ts, so every deployment runs with them. Not before: pretenuring helps the start
 * itself (set before it, the start took about 0.1 s longer), and the places below only run once it serves.
 *
 * No allocation-site pretenuring. V8 allocates straight into the old generation the objects made where most
 * objects used to live long (when the first positions of 10,000 drivers fill the caches at start, or while map
 * polls wait for their answer). Those places then make each request's short-lived objects: the dead ones in the
 * old generation still point at the request's young objects, so every young collection keeps them too and moves
 * them to the old generation, where they wait for a full collection. Measured with 10,000 drivers posting 2,500
 * positions a second after a load of map polls: 2.4 MB moved to the old generation at each young collection
 * with pretenuring, 0.2 MB without (old generation growing 12 MB/s instead of 1 MB/s, and full collections of
 * 100 to 180 ms every few seconds).
 */
export function tuneHeapForServing() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}

import { EARTH_RADIUS_KM } from './haversine';

const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Douglas–Peucker: the points of a line to keep so that none left out lies further than `toleranceM` metres
 * from the simplified line. Distances are measured on a flat projection around the line's first point, which is
 * right for the few kilometres of a road or a route. `xy` gives a point's longitude and latitude in any one unit
 * (`unitsPerDegree` of them to a degree: 1 for degrees, 1e5 for the road graph's whole 1e-5 degrees).
 */
export function simplifyLine<P>(
  points: P[],
  xy: (point: P) => readonly [x: number, y: number],
  toleranceM: number,
  unitsPerDegree = 1,
): P[] {
  if (points.length <= 2) return points;
  const coordinates = points.map(xy);
  const k = Math.cos((coordinates[0][1] / unitsPerDegree) * RADIANS_PER_DEGREE);
  const tolerance = (toleranceM / (EARTH_RADIUS_KM * 1000) / RADIANS_PER_DEGREE) * unitsPerDegree;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = coordinates[first];
    const [bx, by] = coordinates[last];
    const dx = (bx - ax) * k;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = 0;
    for (let i = first + 1; i < last; i++) {
      const px = (coordinates[i][0] - ax) * k;
      const py = coordinates[i][1] - ay;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
      const d = Math.hypot(px - t * dx, py - t * dy);
      if (d > worstDistance) {
        worstDistance = d;
        worst = i;
      }
    }
    if (worst >= 0 && worstDistance > tolerance) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

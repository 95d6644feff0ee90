/**
 * Road-ish random walks for simulated drivers: each town gets a street grid at its own angle; a driver
 * drives a block (120-450 m) at town speeds, then goes straight on or turns at the corner, sometimes stops
 * for a while (a passenger, a snack, a terminal queue), and turns back towards the centre when it strays
 * past its town's radius. Pure functions of their inputs and a seeded random source, so tests can replay.
 */

export type LatLng = { lat: number; lng: number };
export type Rng = () => number;

export type WalkState = {
  position: LatLng;
  home: LatLng;
  radiusM: number;
  /** Orientation of the town's streets, degrees clockwise from north. */
  gridAngle: number;
  /** Direction of travel, degrees clockwise from north, always along the grid. */
  heading: number;
  segmentLeftM: number;
  speedMps: number;
  pauseLeftMs: number;
};

const METRES_PER_DEGREE = 111_320;
const BLOCK_MIN_M = 120;
const BLOCK_MAX_M = 450;
const SPEED_MIN_KMH = 12;
const SPEED_MAX_KMH = 35;
const PAUSE_CHANCE = 0.08;
const PAUSE_MIN_MS = 15_000;
const PAUSE_MAX_MS = 90_000;

/** mulberry32: small, fast and good enough to make simulated traffic look random. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * METRES_PER_DEGREE;
  const dLng = (b.lng - a.lng) * METRES_PER_DEGREE * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

export function bearingDeg(from: LatLng, to: LatLng): number {
  const dLat = to.lat - from.lat;
  const dLng = (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180);
  return normalise((Math.atan2(dLng, dLat) * 180) / Math.PI);
}

export function offset(from: LatLng, headingDeg: number, metres: number): LatLng {
  const radians = (headingDeg * Math.PI) / 180;
  const lat = from.lat + (metres * Math.cos(radians)) / METRES_PER_DEGREE;
  const lng =
    from.lng + (metres * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat, lng };
}

/** The grid direction (one of four) closest to a bearing. */
export function snapToGrid(bearing: number, gridAngle: number): number {
  const relative = normalise(bearing - gridAngle);
  return normalise(gridAngle + Math.round(relative / 90) * 90);
}

export function startWalk(
  home: LatLng,
  radiusM: number,
  rng: Rng,
  gridAngle = between(rng, 0, 90),
): WalkState {
  const position = offset(home, between(rng, 0, 360), Math.sqrt(rng()) * radiusM * 0.6);
  return {
    position,
    home,
    radiusM,
    gridAngle,
    heading: normalise(gridAngle + Math.floor(rng() * 4) * 90),
    segmentLeftM: between(rng, BLOCK_MIN_M, BLOCK_MAX_M),
    speedMps: between(rng, SPEED_MIN_KMH, SPEED_MAX_KMH) / 3.6,
    pauseLeftMs: 0,
  };
}

function turn(state: WalkState, rng: Rng): WalkState {
  let heading: number;
  if (distanceM(state.position, state.home) > state.radiusM) {
    heading = snapToGrid(bearingDeg(state.position, state.home), state.gridAngle);
  } else {
    const roll = rng();
    const change = roll < 0.5 ? 0 : roll < 0.72 ? 90 : roll < 0.94 ? -90 : 180;
    heading = normalise(state.heading + change);
  }
  const pause = rng() < PAUSE_CHANCE ? between(rng, PAUSE_MIN_MS, PAUSE_MAX_MS) : 0;
  return {
    ...state,
    heading,
    segmentLeftM: between(rng, BLOCK_MIN_M, BLOCK_MAX_M),
    speedMps: between(rng, SPEED_MIN_KMH, SPEED_MAX_KMH) / 3.6,
    pauseLeftMs: pause,
  };
}

/** Where the driver is `elapsedMs` later. */
export function stepWalk(state: WalkState, elapsedMs: number, rng: Rng): WalkState {
  let next = state;
  let timeLeft = Math.max(0, elapsedMs);
  // A handful of corners per step at most, however long the step.
  for (let corners = 0; timeLeft > 0 && corners < 20; corners++) {
    if (next.pauseLeftMs > 0) {
      const waited = Math.min(next.pauseLeftMs, timeLeft);
      next = { ...next, pauseLeftMs: next.pauseLeftMs - waited };
      timeLeft -= waited;
      continue;
    }
    const reach = (next.speedMps * timeLeft) / 1000;
    if (reach < next.segmentLeftM) {
      return {
        ...next,
        position: offset(next.position, next.heading, reach),
        segmentLeftM: next.segmentLeftM - reach,
      };
    }
    const position = offset(next.position, next.heading, next.segmentLeftM);
    timeLeft -= (next.segmentLeftM / next.speedMps) * 1000;
    next = turn({ ...next, position, segmentLeftM: 0 }, rng);
  }
  return next;
}

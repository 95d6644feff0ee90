import { describe, expect, it } from 'vitest';
import {
  bearingDeg,
  distanceM,
  offset,
  seededRng,
  snapToGrid,
  startWalk,
  stepWalk,
  type WalkState,
} from '@/sim/walk';

const PPC = { lat: 9.7392, lng: 118.7353 };

describe('street walks of simulated drivers', () => {
  it('measures and offsets in metres consistently', () => {
    const north = offset(PPC, 0, 1000);
    expect(distanceM(PPC, north)).toBeCloseTo(1000, 0);
    expect(bearingDeg(PPC, north)).toBeCloseTo(0, 3);
    const east = offset(PPC, 90, 500);
    expect(distanceM(PPC, east)).toBeCloseTo(500, 0);
    expect(bearingDeg(PPC, east)).toBeCloseTo(90, 3);
  });

  it('snaps a bearing to the nearest of the four street directions', () => {
    expect(snapToGrid(10, 20)).toBe(20);
    expect(snapToGrid(70, 20)).toBe(110);
    expect(snapToGrid(350, 20)).toBe(20);
    expect(snapToGrid(200, 20)).toBe(200);
  });

  it('replays the same walk for the same seed', () => {
    const walk = (seed: number) => {
      const rng = seededRng(seed);
      let state = startWalk(PPC, 2000, rng);
      for (let i = 0; i < 50; i++) state = stepWalk(state, 3000, rng);
      return state.position;
    };
    expect(walk(7)).toEqual(walk(7));
    expect(walk(7)).not.toEqual(walk(8));
  });

  it('drives along the grid at town speeds and stays near its town', () => {
    const rng = seededRng(42);
    let state: WalkState = startWalk(PPC, 1500, rng);
    let farthest = 0;
    for (let i = 0; i < 2000; i++) {
      const before = state;
      state = stepWalk(state, 3000, rng);
      const moved = distanceM(before.position, state.position);
      // 35 km/h at most: under 30 m in three seconds.
      expect(moved).toBeLessThanOrEqual(30);
      const relative = (((state.heading - state.gridAngle) % 90) + 90) % 90;
      expect(Math.min(relative, 90 - relative)).toBeLessThan(1e-6);
      farthest = Math.max(farthest, distanceM(PPC, state.position));
    }
    // Past the radius it turns back at the next corner: at most a block or two beyond.
    expect(farthest).toBeLessThan(1500 + 1000);
    expect(farthest).toBeGreaterThan(300);
  });

  it('sometimes stops for a while, and a long step spans several corners', () => {
    const rng = seededRng(3);
    let state = startWalk(PPC, 2000, rng);
    let paused = 0;
    for (let i = 0; i < 500; i++) {
      state = stepWalk(state, 3000, rng);
      if (state.pauseLeftMs > 0) paused++;
    }
    expect(paused).toBeGreaterThan(0);
    const long = stepWalk({ ...state, pauseLeftMs: 0, speedMps: 10, segmentLeftM: 100 }, 60_000, rng);
    expect(distanceM(state.position, long.position)).toBeGreaterThan(0);
  });
});

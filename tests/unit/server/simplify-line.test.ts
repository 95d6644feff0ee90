import { describe, expect, it } from 'vitest';
import { simplifyLine } from '@/server/adapters/geo/simplify-line';

const lngLat = (point: { lat: number; lng: number }) => [point.lng, point.lat] as const;

describe('simplifyLine (Douglas–Peucker in metres)', () => {
  it('drops a wobble within the tolerance and keeps a corner beyond it', () => {
    // About 1.1 m off the straight line (0.00001° of latitude), then a corner 111 m off it.
    const line = [
      { lat: 10, lng: 119 },
      { lat: 10.00001, lng: 119.0005 },
      { lat: 10, lng: 119.001 },
      { lat: 10.001, lng: 119.001 },
    ];
    expect(simplifyLine(line, lngLat, 2)).toEqual([line[0], line[2], line[3]]);
    expect(simplifyLine(line, lngLat, 0.5)).toEqual(line);
  });

  it('measures the same in whole 1e-5 degrees as in degrees', () => {
    const degrees = [
      [119, 10],
      [119.0005, 10.00001],
      [119.001, 10],
    ] as const;
    const scaled = degrees.map(([x, y]) => [Math.round(x * 1e5), Math.round(y * 1e5)] as const);
    expect(simplifyLine([...scaled], (point) => point, 2, 1e5)).toHaveLength(2);
    expect(simplifyLine([...scaled], (point) => point, 0.5, 1e5)).toHaveLength(3);
  });

  it('keeps a line of two points as it is', () => {
    const two = [
      { lat: 10, lng: 119 },
      { lat: 10, lng: 119.001 },
    ];
    expect(simplifyLine(two, lngLat, 100)).toBe(two);
  });
});

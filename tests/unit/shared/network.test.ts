import { describe, expect, it } from 'vitest';
import {
  averageProbeMs,
  isFastConnection,
  isSlowConnection,
  mapPollIntervalMs,
  recordProbe,
} from '@/shared/network';

describe('network probe', () => {
  it('keeps the last five probes', () => {
    let samples: number[] = [];
    for (const ms of [900, 100, 100, 100, 100, 100]) samples = recordProbe(samples, ms);
    expect(samples).toEqual([100, 100, 100, 100, 100]);
    expect(averageProbeMs(samples)).toBe(100);
  });

  it('averages whatever has arrived', () => {
    expect(averageProbeMs([])).toBeNull();
    expect(averageProbeMs([100, 200])).toBe(150);
    expect(averageProbeMs([1000, 10, 20, 30, 40, 50])).toBe(30);
  });

  it('is fast at 150 ms or less on average', () => {
    expect(isFastConnection([100, 200])).toBe(true);
    expect(isFastConnection([150, 150, 150, 150, 151])).toBe(false);
    expect(isSlowConnection([300, 100])).toBe(true);
    expect(isFastConnection([])).toBe(true);
  });
});

describe('mapPollIntervalMs', () => {
  it('uses web_timeout_seconds, default 20 s', () => {
    expect(mapPollIntervalMs(30, true)).toBe(30_000);
    expect(mapPollIntervalMs(null, true)).toBe(20_000);
    expect(mapPollIntervalMs(undefined, true)).toBe(20_000);
    expect(mapPollIntervalMs(0, true)).toBe(20_000);
    expect(mapPollIntervalMs(Number.NaN, true)).toBe(20_000);
  });

  it('polls every 5 s while the first fetch found no driver', () => {
    expect(mapPollIntervalMs(30, false)).toBe(5_000);
    expect(mapPollIntervalMs(null, false)).toBe(5_000);
  });
});

import { describe, expect, it } from 'vitest';
import { isSlowNetwork, probeNetworkMs } from '@/shared/network-probe';

/** A probe's Resource Timing as the browser's network stack stamps it (milliseconds after the page started). */
const probe = (requestStart: number, firstByte: number, lastByte: number) => ({
  requestStart,
  responseStart: requestStart + firstByte,
  responseEnd: requestStart + lastByte,
  transferSize: 320,
});

describe('slow internet: the network, not the phone', () => {
  it('times a probe from the request leaving to its answer arriving', () => {
    expect(probeNetworkMs(probe(1_000, 40, 45))).toBe(45);
    expect(probeNetworkMs(probe(1_000, 400, 650))).toBe(650);
  });

  it('gives no sample when the browser has no timing for the request', () => {
    expect(probeNetworkMs({ requestStart: 0, responseStart: 0, responseEnd: 0 })).toBeNull();
    expect(probeNetworkMs({ requestStart: 500, responseStart: 400, responseEnd: 600 })).toBeNull();
  });

  it('stays fast on a fast line however late a busy page reads the answers', () => {
    // A page busy for 800 ms per probe sees 850 ms round trips; the network took under 50 ms each time.
    const busyPage = [probe(100, 40, 45), probe(5_000, 38, 44), probe(10_000, 42, 47)];
    const samples = busyPage.map((timing) => probeNetworkMs(timing)!);
    expect(isSlowNetwork(samples)).toBe(false);
    expect(isSlowNetwork(samples, { effectiveType: '4g', rtt: 50 })).toBe(false);
  });

  it('is slow when the probes take long on the network, or the connection is 2G', () => {
    const samples = [probe(100, 300, 350), probe(5_000, 250, 260)].map((timing) => probeNetworkMs(timing)!);
    expect(isSlowNetwork(samples)).toBe(true);
    expect(isSlowNetwork(samples, { effectiveType: '4g' })).toBe(true);
    expect(isSlowNetwork([], { effectiveType: '2g' })).toBe(true);
    expect(isSlowNetwork([], { effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowNetwork([])).toBe(false);
  });
});

import { NETWORK_FAST_MAX_MS } from '@config/constants';
import { isSlowConnection } from './network';

/** The parts of a Resource Timing entry the probe reads (timestamps taken by the browser's network stack). */
export type ProbeTiming = {
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  transferSize?: number;
};

/** What `navigator.connection` tells, where the browser has it (Chromium on Android). */
export type ConnectionHint = { effectiveType?: string; rtt?: number } | null | undefined;

/** A probe that got no answer at all counts as this slow. */
export const UNANSWERED_PROBE_MS = 10 * NETWORK_FAST_MAX_MS;

const SLOW_EFFECTIVE_TYPES = new Set(['slow-2g', '2g']);

/**
 * The time the network took for one probe: from the request leaving to the last byte of the answer arriving,
 * as the browser's network stack stamped them. A busy page (a long task, a slow phone) delays when the script
 * sees the answer, not these stamps, so it cannot make a fast line look slow. Null when the browser gives no
 * timing for the request (no evidence either way).
 */
export function probeNetworkMs(timing: ProbeTiming): number | null {
  const { requestStart, responseStart, responseEnd } = timing;
  if (!(requestStart > 0) || responseStart < requestStart || responseEnd < responseStart) return null;
  return responseEnd - requestStart;
}

/**
 * Slow when the connection itself says so (2G), or when the network time of the recent probes is above the
 * limit on average (src/shared/network.ts). A fast 4G hint does not hide slow probes: the probes measured it.
 */
export function isSlowNetwork(samples: readonly number[], connection?: ConnectionHint): boolean {
  if (connection?.effectiveType && SLOW_EFFECTIVE_TYPES.has(connection.effectiveType)) return true;
  return isSlowConnection(samples);
}

import { useEffect, useState } from 'react';
import { NETWORK_PROBE_INTERVAL_MS } from '@config/constants';
import { recordProbe } from '@/shared/network';
import {
  type ConnectionHint,
  isSlowNetwork,
  probeNetworkMs,
  UNANSWERED_PROBE_MS,
} from '@/shared/network-probe';

const PROBE_PATH = '/api/health';

function connectionHint(): ConnectionHint {
  return (navigator as Navigator & { connection?: ConnectionHint }).connection;
}

/**
 * Probes GET /api/health every 5 s while the tab is visible and times the network, not the page: each probe's
 * time is read from its Resource Timing entry (request sent to answer received, stamped by the browser's
 * network stack), so a phone busy drawing the map does not look like a slow line. Slow when the last five
 * average above 150 ms or the browser reports a 2G connection (src/shared/network-probe.ts).
 */
export function useSlowInternet(enabled = true): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let samples: number[] = [];
    let live = true;
    const record = (ms: number) => {
      if (!live) return;
      samples = recordProbe(samples, ms);
      setSlow(isSlowNetwork(samples, connectionHint()));
    };
    // Observers get every entry, also once the page's timing buffer is full.
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? null
        : new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
              if (!new URL(entry.name).pathname.endsWith(PROBE_PATH)) continue;
              const ms = probeNetworkMs(entry);
              if (ms !== null) record(ms);
            }
          });
    observer?.observe({ type: 'resource' });
    const probe = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        await fetch(PROBE_PATH, { cache: 'no-store' });
      } catch {
        record(UNANSWERED_PROBE_MS);
      }
    };
    // The first probe waits one interval: the page's own loading would make any line look slow.
    const timer = setInterval(probe, NETWORK_PROBE_INTERVAL_MS);
    return () => {
      live = false;
      observer?.disconnect();
      clearInterval(timer);
    };
  }, [enabled]);
  return slow;
}

import { useEffect, useState } from 'react';
import { NETWORK_PROBE_INTERVAL_MS } from '../../../../../config/constants';
import { isSlowConnection, recordProbe } from '../../../../shared/network';

/**
 * Times GET /api/health every 5 s while the tab is visible; slow when the average of the last five round
 * trips is above 150 ms (src/shared/network.ts).
 */
export function useSlowInternet(enabled = true): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let samples: number[] = [];
    let live = true;
    const probe = async () => {
      if (document.visibilityState === 'hidden') return;
      const started = performance.now();
      try {
        await fetch('/api/health', { cache: 'no-store' });
      } catch {
        // An unanswered probe counts as a slow one.
      }
      if (!live) return;
      samples = recordProbe(samples, performance.now() - started);
      setSlow(isSlowConnection(samples));
    };
    // The first probe waits one interval: the page's own loading would make any line look slow.
    const timer = setInterval(probe, NETWORK_PROBE_INTERVAL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled]);
  return slow;
}

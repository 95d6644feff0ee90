import type { LighthouseReport, PageScore } from './lighthouse';

/** A page's figures as the bench prints them: the medians, and each run's blocking time and failures. */
export function scoreText(s: PageScore, withFcp: boolean): { now: string; runs: string } {
  const each =
    s.tbtRuns.length > 1 ? `; TBT of each run: ${s.tbtRuns.map((t) => t.toFixed(0)).join(', ')} ms` : '';
  const failed = s.failed.length > 0 ? `; ${s.failed.length} run(s) failed: ${s.failed.join('; ')}` : '';
  const fcp = withFcp ? `FCP ${(s.fcpMs / 1000).toFixed(1)} s, ` : '';
  const cpu = Number.isFinite(s.cpuIndex)
    ? `; Lighthouse's CPU index of this machine ${s.cpuIndex.toFixed(0)}`
    : '';
  return {
    now: `${s.score} (${fcp}LCP ${(s.lcpMs / 1000).toFixed(1)} s, TBT ${s.tbtMs.toFixed(0)} ms, CLS ${s.cls.toFixed(2)})`,
    runs: `${each}${failed}${cpu}`,
  };
}

/**
 * `--lighthouse-details`: prints each run's LCP element with the LCP's phases, its main-thread work by kind and
 * script and its longest tasks; with `requests`, also each request and its times.
 */
export function printRunDetails(origin: string, requests: boolean) {
  return (lhr: LighthouseReport) => {
    console.log(`  ${new URL(lhr.finalDisplayedUrl).pathname}:`);
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: Record<string, unknown>[] }[] }
      | undefined;
    const [element, phases] = lcp?.items ?? [];
    const node = element?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
    console.log(`    LCP element: ${node?.snippet ?? '?'} (${node?.nodeLabel ?? ''})`);
    // What the browser saw before the simulation (Lighthouse's "observed" times, unthrottled).
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    if (observed)
      console.log(
        `    observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
      );
    for (const phase of phases?.items ?? [])
      console.log(`      ${phase.phase}: ${Number(phase.timing).toFixed(0)} ms`);
    if (requests) {
      const list =
        (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
      for (const r of list)
        console.log(
          `      ${Number(r.networkRequestTime).toFixed(0)}-${Number(r.networkEndTime).toFixed(0)} ms ${Number(r.transferSize)} B ${String(r.url).replace(origin, '')}`,
        );
    }
    for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
      const audit = lhr.audits[id];
      const items = (audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      console.log(`    ${audit?.title}: ${audit?.displayValue ?? ''}`);
      for (const item of items.slice(0, 8)) {
        const label = item.groupLabel ?? item.url;
        const value = Number(item.duration ?? item.total);
        console.log(`      ${value.toFixed(0)} ms  ${label}`);
      }
    }
  };
}

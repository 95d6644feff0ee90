import {
  MAP_EMPTY_REFRESH_MS,
  NETWORK_FAST_MAX_MS,
  NETWORK_PROBE_SAMPLE_SIZE,
  WEB_TIMEOUT_SECONDS_DEFAULT,
} from '@config/constants';

/** Adds a probe's round-trip time, keeping only the samples the average is taken over. */
export function recordProbe(samples: readonly number[], roundTripMs: number): number[] {
  return [...samples, roundTripMs].slice(-NETWORK_PROBE_SAMPLE_SIZE);
}

export function averageProbeMs(samples: readonly number[]): number | null {
  const recent = samples.slice(-NETWORK_PROBE_SAMPLE_SIZE);
  if (recent.length === 0) return null;
  return recent.reduce((sum, ms) => sum + ms, 0) / recent.length;
}

/** Before the first probe answers there is no evidence of a slow line, so no notice is shown. */
export function isFastConnection(samples: readonly number[]): boolean {
  const average = averageProbeMs(samples);
  return average === null || average <= NETWORK_FAST_MAX_MS;
}

export function isSlowConnection(samples: readonly number[]): boolean {
  return !isFastConnection(samples);
}

/**
 * An empty map after the first fetch is polled fast, so a visitor sees a driver as soon as one comes online;
 * otherwise the app setting's web_timeout_seconds paces the refresh.
 */
export function mapPollIntervalMs(
  webTimeoutSeconds: number | null | undefined,
  driversFoundAfterFirstFetch: boolean,
): number {
  if (!driversFoundAfterFirstFetch) return MAP_EMPTY_REFRESH_MS;
  const seconds =
    webTimeoutSeconds != null && Number.isFinite(webTimeoutSeconds) && webTimeoutSeconds > 0
      ? webTimeoutSeconds
      : WEB_TIMEOUT_SECONDS_DEFAULT;
  return seconds * 1000;
}

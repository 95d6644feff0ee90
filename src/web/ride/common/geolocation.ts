import { GEOLOCATION_HIGH_ACCURACY, GEOLOCATION_TIMEOUT_MS } from '@config/constants';
import type { LatLng } from '../logic/types';

export type LocationFailure = 'denied' | 'unavailable' | 'timeout';

/** The browser's position (high accuracy, 10 s), or why there is none. */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject('unavailable' satisfies LocationFailure);
      return;
    }
    // Some browsers never answer when the prompt is ignored; the spec's 10 s applies to those too.
    const timer = setTimeout(() => reject('timeout' satisfies LocationFailure), GEOLOCATION_TIMEOUT_MS + 500);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        reject(
          (error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable') satisfies LocationFailure,
        );
      },
      { enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 30_000 },
    );
  });
}

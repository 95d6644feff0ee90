import { GEOLOCATION_HIGH_ACCURACY, GEOLOCATION_TIMEOUT_MS, type LatLng } from '@config/constants';

const LAST_LOCATION_KEY = 'lastLocation';

export type LocateResult = { ok: true; position: LatLng } | { ok: false; denied: boolean };

/**
 * The browser's position, high accuracy, given up after 10 s (spec part 1 §4) even when the permission
 * prompt is never answered. A found position is remembered as the last known location.
 */
export function locate(): Promise<LocateResult> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ ok: false, denied: false });
    let settled = false;
    const finish = (result: LocateResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result.ok) rememberLocation(result.position);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, denied: false }), GEOLOCATION_TIMEOUT_MS + 500);
    navigator.geolocation.getCurrentPosition(
      (found) => finish({ ok: true, position: { lat: found.coords.latitude, lng: found.coords.longitude } }),
      (error) => finish({ ok: false, denied: error.code === error.PERMISSION_DENIED }),
      { enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

export function rememberLocation(position: LatLng) {
  try {
    window.localStorage.setItem(LAST_LOCATION_KEY, JSON.stringify({ lat: position.lat, lng: position.lng }));
  } catch {
    // Not remembered without storage; the location dialog asks next time.
  }
}

export function lastKnownLocation(): LatLng | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(LAST_LOCATION_KEY) ?? 'null') as LatLng | null;
    return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
  } catch {
    return null;
  }
}

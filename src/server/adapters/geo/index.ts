import { createGoogleGeo } from './google-geo';
import { createOfflineGeo } from './offline-gazetteer';
import type { Geo } from './port';

export type { Geo, LatLng, Place, Route, SearchOptions } from './port';
export type { Landmark } from './landmarks';
export type { GazetteerPlace } from './places-file';
export { DEFAULT_SEARCH_LIMIT } from './port';
export { haversineKm } from './haversine';
export { LANDMARKS } from './landmarks';
export { loadPlacesFile } from './places-file';
export { decodePolyline, encodePolyline } from './polyline';
export { createGoogleGeo, GoogleGeoError } from './google-geo';
export {
  AVERAGE_SPEED_KMH,
  createOfflineGeo,
  normalise,
  ROAD_FACTOR,
  straightRoute,
} from './offline-gazetteer';

export type GeoConfig = {
  /** Google Maps web services when set, the offline gazetteer otherwise. */
  googleMapsApiKey?: string;
  /** Places file for the offline gazetteer (`GAZETTEER_PATH`). */
  placesFile?: string;
  googleBaseUrl?: string;
};

export function createGeo({ googleMapsApiKey, placesFile, googleBaseUrl }: GeoConfig = {}): Geo {
  if (googleMapsApiKey) return createGoogleGeo({ apiKey: googleMapsApiKey, baseUrl: googleBaseUrl });
  return createOfflineGeo({ placesFile });
}

import { createGoogleGeo } from './google-geo';
import { createOfflineGeo } from './offline-gazetteer';
import type { Geo } from './port';
import { BUNDLED_ROADS, lazyRoadRouter } from './road-route';

export type { Geo, LatLng, Place, Route, SearchOptions, TravelTime } from './port';
export { BUNDLED_ROADS, lazyRoadRouter, loadRoadRouter, roadRoute } from './road-route';
export type { RoadRouter } from './road-router';
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
  /**
   * The road network file (Palawan's, shipped with the product, by default; `false` for none): the offline
   * routes follow it, and with Google it still ranks drivers by road time without a call per driver.
   */
  roadsFile?: string | false;
  /** The offline places file is read on first use or `prepare()` (see createOfflineGeo's `readLater`). */
  readPlacesLater?: boolean;
};

export function createGeo({
  googleMapsApiKey,
  placesFile,
  googleBaseUrl,
  roadsFile,
  readPlacesLater,
}: GeoConfig = {}): Geo {
  const roads = roadsFile === false ? undefined : lazyRoadRouter(roadsFile ?? BUNDLED_ROADS);
  if (googleMapsApiKey) return createGoogleGeo({ apiKey: googleMapsApiKey, baseUrl: googleBaseUrl, roads });
  return createOfflineGeo({ placesFile, roads, readLater: readPlacesLater });
}

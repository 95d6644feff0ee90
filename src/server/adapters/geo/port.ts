export type LatLng = { lat: number; lng: number };

/** The spec's Address object: a main line, a secondary line and the point. */
export type Place = { text: string; subText: string; coords: LatLng };

export type Route = {
  distance_km: number;
  duration_min: number;
  polyline: LatLng[];
  /**
   * True when the distance is the straight line × 1.3, not a road's: no road is near an end, or none joins the
   * two (the offline router only; Google answers by road or not at all).
   */
  estimated?: boolean;
};

/** How far and how long by road (the dispatch ranking's measure). */
export type TravelTime = { distance_km: number; duration_s: number };

export type SearchOptions = {
  /** Results equally good as text are ordered by their distance from here. */
  near?: LatLng;
  /** At most this many results (default 5). */
  limit?: number;
};

/** Geocoding and directions: the offline gazetteer by default, Google Maps with a server key. */
export interface Geo {
  /** Places matching free text, best first; an empty query gives none. */
  search(query: string, opts?: SearchOptions): Promise<Place[]>;
  /** Reads what the adapter left for its first use (the offline places file), so that no request waits for it. */
  prepare?(): void;
  /** A readable name for a point; `coords` is the point asked about. */
  reverse(at: LatLng): Promise<Place>;
  /** Road distance, travel time and a line to draw between two points. */
  route(from: LatLng, to: LatLng): Promise<Route>;
  /**
   * Road distance and time from one point to each of many in one go, without a network call (the offline road
   * network); undefined for a point the road does not reach.
   */
  travel?(from: LatLng, to: LatLng[]): Promise<(TravelTime | undefined)[]>;
}

export const DEFAULT_SEARCH_LIMIT = 5;

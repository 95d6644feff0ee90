export type LatLng = { lat: number; lng: number };

/** The spec's Address object: a main line, a secondary line and the point. */
export type Place = { text: string; subText: string; coords: LatLng };

export type Route = { distance_km: number; duration_min: number; polyline: LatLng[] };

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
  /** A readable name for a point; `coords` is the point asked about. */
  reverse(at: LatLng): Promise<Place>;
  /** Road distance, travel time and a line to draw between two points. */
  route(from: LatLng, to: LatLng): Promise<Route>;
}

export const DEFAULT_SEARCH_LIMIT = 5;

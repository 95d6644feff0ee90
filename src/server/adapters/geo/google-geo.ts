import { decodePolyline } from './polyline';
import { DEFAULT_SEARCH_LIMIT, type Geo, type LatLng, type Place } from './port';
import { roadTravel } from './road-route';
import type { RoadRouter } from './road-router';

export type GoogleGeoOptions = {
  /** Server key with the Geocoding and Directions APIs (and Places, for `placesSearch`) enabled. */
  apiKey: string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Search with Places Text Search, which knows shops and landmarks, instead of the Geocoding API. */
  placesSearch?: boolean;
  timeoutMs?: number;
  /** The offline road network, for ranking many drivers by road time without a Google call each. */
  roads?: RoadRouter;
};

/** A call to Google that did not give an answer: its `status` is Google's, or `HTTP_<code>`. */
export class GoogleGeoError extends Error {
  override name = 'GoogleGeoError';

  constructor(
    readonly api: string,
    readonly status: string,
    detail?: string,
  ) {
    super(`Google ${api} API answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** Keeps a search near the rider when no better match exists farther away (about 30 km). */
const SEARCH_BIAS_DEGREES = 0.25;
const SEARCH_BIAS_METRES = 30_000;
const DEFAULT_TIMEOUT_MS = 10_000;

type GoogleResult = {
  name?: string;
  formatted_address?: string;
  types?: string[];
  geometry?: { location?: { lat: number; lng: number } };
};

type GoogleResponse = {
  status?: string;
  error_message?: string;
  results?: GoogleResult[];
  routes?: {
    legs?: { distance?: { value: number }; duration?: { value: number } }[];
    overview_polyline?: { points?: string };
  }[];
};

/**
 * Geocoding, reverse geocoding and road directions from Google Maps Platform (web service APIs).
 * Searches are limited to the Philippines and routes avoid ferries, so a trip to another island is an
 * error rather than a boat ride priced as a road.
 */
export function createGoogleGeo({
  apiKey,
  baseUrl = 'https://maps.googleapis.com',
  fetchImpl = fetch,
  placesSearch = false,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  roads,
}: GoogleGeoOptions): Geo {
  if (!apiKey) throw new Error('Google geo needs an API key');

  async function call(api: string, path: string, params: Record<string, string>): Promise<GoogleResponse> {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries({ ...params, language: 'en', key: apiKey })) {
      url.searchParams.set(name, value);
    }
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new GoogleGeoError(api, `HTTP_${response.status}`);
    const body = (await response.json()) as GoogleResponse;
    const status = body.status ?? 'UNKNOWN_ERROR';
    if (status !== 'OK' && status !== 'ZERO_RESULTS') {
      throw new GoogleGeoError(api, status, body.error_message);
    }
    return body;
  }

  return {
    async search(query, { near, limit = DEFAULT_SEARCH_LIMIT } = {}) {
      const text = query.trim();
      const max = Number.isFinite(limit) ? Math.max(Math.floor(limit), 0) : 0;
      if (text === '' || max === 0) return [];
      const body = placesSearch
        ? await call('Places', '/maps/api/place/textsearch/json', {
            query: text,
            region: 'ph',
            ...(near && { location: latLngParam(near), radius: String(SEARCH_BIAS_METRES) }),
          })
        : await call('Geocoding', '/maps/api/geocode/json', {
            address: text,
            components: 'country:PH',
            ...(near && { bounds: boundsParam(near) }),
          });
      return (body.results ?? [])
        .map(toPlace)
        .filter((place) => place !== undefined)
        .slice(0, max);
    },

    async reverse(at) {
      const body = await call('Geocoding', '/maps/api/geocode/json', { latlng: latLngParam(at) });
      const results = body.results ?? [];
      // A plus code ("6QQ5+XG Puerto Princesa") is the last resort, not a name.
      const best = results.find((result) => !result.types?.includes('plus_code')) ?? results[0];
      const place = best && toPlace(best);
      if (!place)
        throw new GoogleGeoError('Geocoding', 'ZERO_RESULTS', `nothing known at ${latLngParam(at)}`);
      return { ...place, coords: { lat: at.lat, lng: at.lng } };
    },

    async route(from, to) {
      const body = await call('Directions', '/maps/api/directions/json', {
        origin: latLngParam(from),
        destination: latLngParam(to),
        avoid: 'ferries',
        region: 'ph',
      });
      const route = body.routes?.[0];
      if (!route) throw new GoogleGeoError('Directions', 'ZERO_RESULTS', 'no road route between the points');
      const legs = route.legs ?? [];
      const metres = legs.reduce((sum, leg) => sum + (leg.distance?.value ?? 0), 0);
      const seconds = legs.reduce((sum, leg) => sum + (leg.duration?.value ?? 0), 0);
      const points = route.overview_polyline?.points;
      return {
        distance_km: Math.round(metres / 100) / 10,
        duration_min: Math.round(seconds / 60),
        polyline: points ? decodePolyline(points) : [from, to].map(({ lat, lng }) => ({ lat, lng })),
      };
    },

    async travel(from, to) {
      return roads ? roadTravel(roads, from, to) : to.map(() => undefined);
    },
  };
}

function toPlace(result: GoogleResult): Place | undefined {
  const location = result.geometry?.location;
  if (!location) return undefined;
  const parts = (result.formatted_address ?? '').split(',').map((part) => part.trim());
  if (parts.length > 1 && parts[parts.length - 1] === 'Philippines') parts.pop();
  if (result.name && parts[0] === result.name) parts.shift();
  const text = result.name ?? parts.shift() ?? '';
  return { text, subText: parts.join(', '), coords: { lat: location.lat, lng: location.lng } };
}

function latLngParam({ lat, lng }: LatLng): string {
  return `${lat},${lng}`;
}

function boundsParam({ lat, lng }: LatLng): string {
  const d = SEARCH_BIAS_DEGREES;
  const fixed = (value: number) => String(Number(value.toFixed(6)));
  return `${fixed(lat - d)},${fixed(lng - d)}|${fixed(lat + d)},${fixed(lng + d)}`;
}

import { EARTH_RADIUS_KM, haversineKm } from './haversine';
import { LANDMARKS, type Landmark } from './landmarks';
import { type GazetteerPlace, loadPlacesFile } from './places-file';
import { DEFAULT_SEARCH_LIMIT, type Geo, type LatLng, type Place, type Route } from './port';
import { roadRoute, roadTravel } from './road-route';
import type { RoadRouter } from './road-router';
import { STREETS, type Street } from './streets';

/** Roads are longer than the straight line between their ends; this is the usual allowance. */
export const ROAD_FACTOR = 1.3;
/** Average speed of a tricycle or motorcycle on Palawan's roads, town and highway together. */
export const AVERAGE_SPEED_KMH = 25;
/** Points in the straight polyline drawn for an offline route. */
export const ROUTE_POINTS = 20;
/** A pin this close to a landmark is named after it ("Near Robinsons Place Palawan"). */
export const NEAR_LANDMARK_KM = 0.5;
/** A pin this close to a named street's course is named after the street ("Rizal Avenue"). */
export const NEAR_STREET_KM = 0.06;
/** Beyond this a barangay's centre says little about a pin, which is then named by its coordinates. */
export const NEAR_BARANGAY_KM = 15;

const MAX_SEARCH_LIMIT = 50;

export type OfflineGeoOptions = {
  /** A places file such as `palawan-places.json`; the built-in landmarks are always searched. */
  placesFile?: string;
  /** Routes follow this road network where it reaches both ends; the straight-line estimate otherwise. */
  roads?: RoadRouter;
  /**
   * Read the places file on first use (or `prepare()`) instead of now: the server does so for the file shipped
   * with the product, which keeps about 50 ms of reading and indexing off its start. A file of the operator's
   * own is read at once, so a bad one stops the start with its reason.
   */
  readLater?: boolean;
};

type Kind = 'landmark' | 'street' | 'municipality' | 'barangay';

type Entry = {
  kind: Kind;
  place: Place;
  /** Normalised name and aliases, matched as a whole against the query. */
  names: string[];
  nameWords: string[];
  /** Normalised words of the barangay (landmarks) and municipality. */
  areaWords: string[];
  /** Every normalised word, space-separated, for substring matches. */
  haystack: string;
  /** "Municipality, Province". */
  area: string;
  /** A street's course ([lat, lng] points). */
  path?: readonly (readonly [number, number])[];
  /** A barangay's boundary and its bounding box [west, south, east, north]. */
  outline?: { polygons: [number, number][][][]; box: [number, number, number, number] };
  /** Landmarks inside another (a mall's shops) are never used to name a pin. */
  within?: string;
};

/** How well an entry matches a query; lower is better. */
const Rank = {
  nameStartsWithQuery: 0,
  everyTokenStartsNameWord: 1,
  everyTokenStartsWord: 2,
  everyTokenInside: 3,
} as const;
type Rank = (typeof Rank)[keyof typeof Rank];

const KIND_ORDER: Record<Kind, number> = { landmark: 0, street: 1, municipality: 2, barangay: 3 };

/** The built-in landmarks and streets and the places file's entries, by kind. */
function indexPlaces(placesFile: string | undefined) {
  const places = placesFile ? loadPlacesFile(placesFile) : [];
  const entries = [...LANDMARKS.map(landmarkEntry), ...STREETS.map(streetEntry), ...places.map(placeEntry)];
  const barangays = entries.filter((entry) => entry.kind === 'barangay');
  return {
    entries,
    landmarks: entries.filter((entry) => entry.kind === 'landmark' && !entry.within),
    streets: entries.filter((entry) => entry.kind === 'street'),
    barangays,
    outlined: barangays.filter((entry) => entry.outline),
  };
}

/**
 * Geocoding without a network: built-in landmarks and named streets plus, when given, the barangays and
 * municipalities of a places file. Searches are case- and accent-insensitive; a pin is named after a landmark
 * next to it, else the street it is beside, else the barangay it lies in (its outline, when the file has
 * outlines) or the nearest barangay centre. Routes follow the road network when one is given; where no road is
 * near an end (or without a network) they are straight lines stretched by {@link ROAD_FACTOR}, marked `estimated`.
 */
export function createOfflineGeo({ placesFile, roads, readLater = false }: OfflineGeoOptions = {}): Geo {
  let index: ReturnType<typeof indexPlaces> | undefined;
  const indexed = () => {
    index ??= indexPlaces(placesFile);
    return index;
  };
  if (!readLater) indexed();

  return {
    prepare() {
      indexed();
    },
    async search(query, { near, limit = DEFAULT_SEARCH_LIMIT } = {}) {
      const { entries } = indexed();
      const max = Number.isFinite(limit) ? Math.min(Math.max(Math.floor(limit), 0), MAX_SEARCH_LIMIT) : 0;
      const phrase = normalise(query);
      if (phrase === '' || max === 0) return [];
      const tokens = phrase.split(' ');
      if (near) assertLatLng(near);

      const found: { entry: Entry; rank: Rank; distance: number }[] = [];
      for (const entry of entries) {
        const rank = rankOf(entry, phrase, tokens);
        if (rank === undefined) continue;
        // A street is found at its point nearest the rider (its middle without one).
        const place = entry.path ? { ...entry.place, coords: pointOnPath(entry.path, near) } : entry.place;
        found.push({
          entry: { ...entry, place },
          rank,
          distance: near ? haversineKm(near, place.coords) : 0,
        });
      }
      found.sort(
        (a, b) =>
          a.rank - b.rank ||
          a.distance - b.distance ||
          KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
          a.entry.place.text.length - b.entry.place.text.length ||
          a.entry.place.text.localeCompare(b.entry.place.text) ||
          a.entry.place.subText.localeCompare(b.entry.place.subText),
      );
      return found.slice(0, max).map(({ entry }) => copyPlace(entry.place));
    },

    async reverse(at) {
      const { landmarks, outlined, streets, barangays } = indexed();
      assertLatLng(at);
      const coords = { lat: at.lat, lng: at.lng };
      const landmark = nearest(landmarks, at);
      if (landmark && landmark.distance <= NEAR_LANDMARK_KM) {
        return { text: `Near ${landmark.entry.place.text}`, subText: landmark.entry.place.subText, coords };
      }
      const inside = outlined.find((entry) => entry.outline && inOutline(entry.outline, at));
      let street: { entry: Entry; distance: number } | undefined;
      for (const entry of streets) {
        const distance = haversineKm(at, pointOnPath(entry.path ?? [], at));
        if (!street || distance < street.distance) street = { entry, distance };
      }
      if (street && street.distance <= NEAR_STREET_KM) {
        const subText = inside
          ? joinParts(inside.place.text, inside.place.subText)
          : street.entry.place.subText;
        return { text: street.entry.place.text, subText, coords };
      }
      if (inside) return { text: inside.place.text, subText: inside.place.subText, coords };
      const barangay = nearest(barangays, at);
      if (barangay && barangay.distance <= NEAR_BARANGAY_KM) {
        return { text: barangay.entry.place.text, subText: barangay.entry.place.subText, coords };
      }
      const closest = [landmark, barangay]
        .filter((candidate) => candidate !== undefined)
        .sort((a, b) => a.distance - b.distance)[0];
      return {
        text: `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`,
        subText: closest?.entry.area ?? '',
        coords,
      };
    },

    async route(from, to) {
      assertLatLng(from);
      assertLatLng(to);
      return (roads && roadRoute(roads, from, to)) ?? straightRoute(from, to);
    },

    async travel(from, to) {
      assertLatLng(from);
      to.forEach(assertLatLng);
      return roads ? roadTravel(roads, from, to) : to.map(() => undefined);
    },
  };
}

/** The offline route: a straight line, its length stretched by {@link ROAD_FACTOR}. */
export function straightRoute(from: LatLng, to: LatLng): Route {
  assertLatLng(from);
  assertLatLng(to);
  const roadKm = haversineKm(from, to) * ROAD_FACTOR;
  const minutes = (roadKm / AVERAGE_SPEED_KMH) * 60;
  const polyline: LatLng[] = [];
  for (let i = 0; i < ROUTE_POINTS; i++) {
    const t = i / (ROUTE_POINTS - 1);
    polyline.push({
      lat: round(from.lat + (to.lat - from.lat) * t, 6),
      lng: round(from.lng + (to.lng - from.lng) * t, 6),
    });
  }
  polyline[0] = { lat: from.lat, lng: from.lng };
  polyline[ROUTE_POINTS - 1] = { lat: to.lat, lng: to.lng };
  return {
    distance_km: round(roadKm, 1),
    duration_min: roadKm === 0 ? 0 : Math.max(1, Math.round(minutes)),
    polyline,
    estimated: true,
  };
}

/**
 * Lower case, accents and apostrophes removed, every other run of non-alphanumerics one space:
 * "Brooke's Point" -> "brookes point", "Sofronio Española" -> "sofronio espanola".
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function rankOf(entry: Entry, phrase: string, tokens: string[]): Rank | undefined {
  if (entry.names.some((name) => name.startsWith(phrase))) return Rank.nameStartsWithQuery;
  let rank: Rank = Rank.everyTokenStartsNameWord;
  for (const token of tokens) {
    if (entry.nameWords.some((word) => word.startsWith(token))) continue;
    if (entry.areaWords.some((word) => word.startsWith(token))) {
      if (rank < Rank.everyTokenStartsWord) rank = Rank.everyTokenStartsWord;
    } else if (entry.haystack.includes(token)) {
      rank = Rank.everyTokenInside;
    } else {
      return undefined;
    }
  }
  return rank;
}

/** Kilometres per degree of latitude along a meridian. */
const KM_PER_DEGREE_LATITUDE = (EARTH_RADIUS_KM * Math.PI) / 180;

function nearest(candidates: Entry[], at: LatLng): { entry: Entry; distance: number } | undefined {
  let best: { entry: Entry; distance: number } | undefined;
  for (const entry of candidates) {
    // No point is nearer than its difference in latitude: most candidates are passed over without the
    // trigonometry (drivers' positions are named thousands of times a minute). The margin keeps rounding from
    // ever passing over a candidate the full distance would have chosen.
    if (best && Math.abs(entry.place.coords.lat - at.lat) * KM_PER_DEGREE_LATITUDE - 1e-6 > best.distance)
      continue;
    const distance = haversineKm(at, entry.place.coords);
    if (!best || distance < best.distance) best = { entry, distance };
  }
  return best;
}

function landmarkEntry(landmark: Landmark): Entry {
  const { name, aliases = [], barangay, municipality, province, lat, lng, within } = landmark;
  return {
    ...entry(
      'landmark',
      { text: name, subText: joinParts(barangay, municipality, province), coords: { lat, lng } },
      [name, ...aliases],
      { barangay, municipality, province },
    ),
    within,
  };
}

function streetEntry(street: Street): Entry {
  const { name, aliases = [], municipality, province, path } = street;
  const [lat, lng] = path[Math.floor(path.length / 2)];
  return {
    ...entry(
      'street',
      { text: name, subText: joinParts(municipality, province), coords: { lat, lng } },
      [name, ...aliases],
      { municipality, province },
    ),
    path,
  };
}

function placeEntry(place: GazetteerPlace): Entry {
  const { level, name, municipality, province, lat, lng, outline } = place;
  const subText = level === 'barangay' ? joinParts(municipality, province) : province;
  const result = entry(level, { text: name, subText, coords: { lat, lng } }, [name], {
    municipality,
    province,
  });
  if (level !== 'barangay' || !outline || outline.length === 0) return result;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of outline) {
    for (const [x, y] of polygon[0] ?? []) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return { ...result, outline: { polygons: outline, box } };
}

/** Whether a point lies inside polygons of [lng, lat] rings (even-odd: holes count out). */
function inOutline(outline: NonNullable<Entry['outline']>, at: LatLng): boolean {
  const { polygons, box } = outline;
  const x = at.lng;
  const y = at.lat;
  if (x < box[0] || x > box[2] || y < box[1] || y > box[3]) return false;
  for (const polygon of polygons) {
    let inside = false;
    for (const ring of polygon) {
      // Indexed, not destructured: a destructuring outside optimised code makes an iterator for each vertex, and
      // this runs for every driver's position every few seconds.
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const xi = ring[i][0];
        const yi = ring[i][1];
        const xj = ring[j][0];
        const yj = ring[j][1];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    if (inside) return true;
  }
  return false;
}

/** The point of a street's course nearest `near` (the course's middle point without one). */
function pointOnPath(path: readonly (readonly [number, number])[], near?: LatLng): LatLng {
  if (path.length === 0) return { lat: 0, lng: 0 };
  if (!near) {
    const [lat, lng] = path[Math.floor(path.length / 2)];
    return { lat, lng };
  }
  const k = Math.cos((near.lat * Math.PI) / 180);
  let best: LatLng = { lat: path[0][0], lng: path[0][1] };
  let bestDistance = Infinity;
  for (let i = 0; i < path.length; i++) {
    const aLat = path[i][0];
    const aLng = path[i][1];
    const next = path[Math.min(i + 1, path.length - 1)];
    const bLat = next[0];
    const bLng = next[1];
    const dx = (bLng - aLng) * k;
    const dy = bLat - aLat;
    const length = dx * dx + dy * dy;
    const t =
      length === 0
        ? 0
        : Math.max(0, Math.min(1, ((near.lng - aLng) * k * dx + (near.lat - aLat) * dy) / length));
    const lat = round(aLat + t * dy, 6);
    const lng = round(aLng + t * (bLng - aLng), 6);
    const distance = (lat - near.lat) ** 2 + ((lng - near.lng) * k) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = { lat, lng };
    }
  }
  return best;
}

function entry(
  kind: Kind,
  place: Place,
  names: string[],
  { barangay, municipality, province }: { barangay?: string; municipality: string; province: string },
): Entry {
  const normalisedNames = names.map(normalise);
  const nameWords = normalisedNames.flatMap((name) => name.split(' '));
  const areaWords = [barangay, municipality].flatMap((area) => (area ? normalise(area).split(' ') : []));
  return {
    kind,
    place,
    names: normalisedNames,
    nameWords,
    areaWords,
    haystack: [...nameWords, ...areaWords].join(' '),
    area: joinParts(municipality, province),
  };
}

function joinParts(...parts: (string | undefined)[]): string {
  return parts.filter((part) => part).join(', ');
}

function copyPlace(place: Place): Place {
  return { text: place.text, subText: place.subText, coords: { ...place.coords } };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function assertLatLng(point: LatLng): void {
  if (!(Math.abs(point?.lat) <= 90) || !(Math.abs(point?.lng) <= 180)) {
    throw new RangeError(`Not a valid point: ${JSON.stringify(point)}`);
  }
}

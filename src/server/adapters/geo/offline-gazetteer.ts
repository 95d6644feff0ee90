import { haversineKm } from './haversine';
import { LANDMARKS, type Landmark } from './landmarks';
import { type GazetteerPlace, loadPlacesFile } from './places-file';
import { DEFAULT_SEARCH_LIMIT, type Geo, type LatLng, type Place, type Route } from './port';

/** Roads are longer than the straight line between their ends; this is the usual allowance. */
export const ROAD_FACTOR = 1.3;
/** Average speed of a tricycle or motorcycle on Palawan's roads, town and highway together. */
export const AVERAGE_SPEED_KMH = 25;
/** Points in the straight polyline drawn for an offline route. */
export const ROUTE_POINTS = 20;
/** A pin this close to a landmark is named after it ("Near Robinsons Place Palawan"). */
export const NEAR_LANDMARK_KM = 0.5;
/** Beyond this a barangay's centre says little about a pin, which is then named by its coordinates. */
export const NEAR_BARANGAY_KM = 15;

const MAX_SEARCH_LIMIT = 50;

export type OfflineGeoOptions = {
  /** A places file such as `palawan-places.json`; the built-in landmarks are always searched. */
  placesFile?: string;
};

type Kind = 'landmark' | 'municipality' | 'barangay';

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
};

/** How well an entry matches a query; lower is better. */
const Rank = {
  nameStartsWithQuery: 0,
  everyTokenStartsNameWord: 1,
  everyTokenStartsWord: 2,
  everyTokenInside: 3,
} as const;
type Rank = (typeof Rank)[keyof typeof Rank];

const KIND_ORDER: Record<Kind, number> = { landmark: 0, municipality: 1, barangay: 2 };

/**
 * Geocoding without a network: built-in landmarks plus, when given, the barangays and municipalities
 * of a places file. Searches are case- and accent-insensitive; routes are straight lines stretched by
 * {@link ROAD_FACTOR}.
 */
export function createOfflineGeo({ placesFile }: OfflineGeoOptions = {}): Geo {
  const places = placesFile ? loadPlacesFile(placesFile) : [];
  const entries = [...LANDMARKS.map(landmarkEntry), ...places.map(placeEntry)];
  const landmarks = entries.filter((entry) => entry.kind === 'landmark');
  const barangays = entries.filter((entry) => entry.kind === 'barangay');

  return {
    async search(query, { near, limit = DEFAULT_SEARCH_LIMIT } = {}) {
      const max = Number.isFinite(limit) ? Math.min(Math.max(Math.floor(limit), 0), MAX_SEARCH_LIMIT) : 0;
      const phrase = normalise(query);
      if (phrase === '' || max === 0) return [];
      const tokens = phrase.split(' ');
      if (near) assertLatLng(near);

      const found: { entry: Entry; rank: Rank; distance: number }[] = [];
      for (const entry of entries) {
        const rank = rankOf(entry, phrase, tokens);
        if (rank === undefined) continue;
        found.push({ entry, rank, distance: near ? haversineKm(near, entry.place.coords) : 0 });
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
      assertLatLng(at);
      const coords = { lat: at.lat, lng: at.lng };
      const landmark = nearest(landmarks, at);
      if (landmark && landmark.distance <= NEAR_LANDMARK_KM) {
        return { text: `Near ${landmark.entry.place.text}`, subText: landmark.entry.place.subText, coords };
      }
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
      return straightRoute(from, to);
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
    .replace(/['’`.]/g, '')
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

function nearest(candidates: Entry[], at: LatLng): { entry: Entry; distance: number } | undefined {
  let best: { entry: Entry; distance: number } | undefined;
  for (const entry of candidates) {
    const distance = haversineKm(at, entry.place.coords);
    if (!best || distance < best.distance) best = { entry, distance };
  }
  return best;
}

function landmarkEntry(landmark: Landmark): Entry {
  const { name, aliases = [], barangay, municipality, province, lat, lng } = landmark;
  return entry(
    'landmark',
    { text: name, subText: joinParts(barangay, municipality, province), coords: { lat, lng } },
    [name, ...aliases],
    { barangay, municipality, province },
  );
}

function placeEntry(place: GazetteerPlace): Entry {
  const { level, name, municipality, province, lat, lng } = place;
  const subText = level === 'barangay' ? joinParts(municipality, province) : province;
  return entry(level, { text: name, subText, coords: { lat, lng } }, [name], { municipality, province });
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

import type { Geo, LatLng } from '@/server/adapters/geo/port';

/** About 200 m of latitude; drivers within one cell share one reverse lookup. */
export const PLACE_CELL_DEGREES = 0.0018;
/** Enough for every cell of a 10,000-driver fleet twice over (about 5 MB), so moving drivers rarely miss. */
const MAX_CELLS = 20_000;

export function placeCellKey({ lat, lng }: LatLng, cell = PLACE_CELL_DEGREES): string {
  return `${Math.round(lat / cell)}:${Math.round(lng / cell)}`;
}

export function placeText(place: { text: string; subText: string }): string {
  return [place.text, place.subText].filter((part) => part.trim()).join(', ');
}

/**
 * Readable names for driver positions, looked up once per ~200 m cell: a driver moving along a street asks
 * the geocoder (Google costs money per call) only when it enters a new cell, and drivers parked together
 * share one answer. The least recently used cells are forgotten first.
 */
export function createPlaceNamer(geo: Geo, maxCells = MAX_CELLS) {
  const cells = new Map<string, Promise<string>>();
  return async function nameOf(at: LatLng): Promise<string> {
    const key = placeCellKey(at);
    let name = cells.get(key);
    if (name) {
      cells.delete(key);
    } else {
      name = geo.reverse(at).then(placeText, () => '');
      // A failed lookup is not remembered: the next position in the cell tries again.
      name.then((text) => text || cells.delete(key));
    }
    cells.set(key, name);
    if (cells.size > maxCells) cells.delete(cells.keys().next().value as string);
    return name;
  };
}

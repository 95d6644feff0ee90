import {
  CITY_LANDING_PAGES,
  CONTACT_DRIVER_BRANCH_ID,
  RECENTLY_BOOKED_LIMIT,
  type LatLng,
  VEHICLE_TYPES,
  type VehicleSlug,
} from '@config/constants';
import type { DriverMoveEvent, OnlineDriver } from '@schemas/driver';
import type { RecentlyBookedAction, RecentlyBookedRecord } from '@schemas/recently-booked';
import { homeMessages } from '@/shared/site-messages';
import { translateNow } from '@/web/shared/i18n';

/** A search this far from where the map now looks is redone around the map's centre. */
export const RESEARCH_DISTANCE_KM = 5;

/** A move on `drivers:{branch}` applied to the drivers shown; unknown drivers wait for the next poll. */
export function applyDriverEvent(drivers: OnlineDriver[], event: DriverMoveEvent): OnlineDriver[] {
  if ('is_online' in event) {
    return drivers.some((d) => d.id === event.id) ? drivers.filter((d) => d.id !== event.id) : drivers;
  }
  let changed = false;
  const next = drivers.map((driver) => {
    if (driver.id !== event.id || (driver.lat === event.lat && driver.lng === event.lng)) return driver;
    changed = true;
    return { ...driver, lat: event.lat, lng: event.lng };
  });
  return changed ? next : drivers;
}

/**
 * The moves in one message of a `drivers:{branch}` topic: the server sends the moves of a second together as
 * a list, and that a driver left on its own. Anything malformed is skipped.
 */
export function driverMoveEvents(data: unknown): DriverMoveEvent[] {
  return (Array.isArray(data) ? data : [data]).filter(isDriverMoveEvent);
}

export function isDriverMoveEvent(data: unknown): data is DriverMoveEvent {
  if (!data || typeof data !== 'object') return false;
  const event = data as Record<string, unknown>;
  if (typeof event.id !== 'number') return false;
  return event.is_online === false || (typeof event.lat === 'number' && typeof event.lng === 'number');
}

/** "motorcycle", "tricycle and car", "motorcycle, tricycle and car". */
export function vehicleListText(vehicles: readonly VehicleSlug[]): string {
  const names = VEHICLE_TYPES.filter((type) => vehicles.includes(type.slug)).map(
    (type) => type.slug as string,
  );
  if (names.length <= 1) return names[0] ?? 'motorcycle';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function busyMessage(vehicles: readonly VehicleSlug[]): string {
  return translateNow(homeMessages, 'driversBusy', { vehicleTypes: vehicleListText(vehicles) });
}

function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function needsNewSearch(searchCentre: LatLng, mapCentre: LatLng): boolean {
  return distanceKm(searchCentre, mapCentre) > RESEARCH_DISTANCE_KM;
}

/** The branch whose town centre is nearest: its `drivers:{branch}` topic carries the moves seen here. */
export function nearestBranchId(at: LatLng): number {
  let best: { id: number; km: number } = { id: CITY_LANDING_PAGES[0].branchId, km: Number.POSITIVE_INFINITY };
  for (const city of CITY_LANDING_PAGES) {
    const km = distanceKm(at, city.center);
    if (km < best.km) best = { id: city.branchId, km };
  }
  return best.id;
}

/** The topics to follow: the branch of the search centre and every branch a shown driver belongs to. */
export function branchTopics(centre: LatLng | null, drivers: readonly OnlineDriver[]): string[] {
  const ids = new Set(drivers.map((d) => d.branch_id));
  if (centre) ids.add(nearestBranchId(centre));
  return [...ids].sort((a, b) => a - b).map((id) => `drivers:${id}`);
}

/** Only this branch's drivers take calls and texts from the map (spec part 1 §2). */
export function canContact(driver: Pick<OnlineDriver, 'branch_id' | 'phone'>): boolean {
  return driver.branch_id === CONTACT_DRIVER_BRANCH_ID && Boolean(driver.phone);
}

export const ACTION_LABELS: Record<RecentlyBookedAction, string> = {
  call_driver: 'Called',
  text_driver: 'Texted',
  dont_book: "Didn't book",
  view_details: 'Viewed details',
};

export const TRIKE_DOT_COLORS: Record<string, string> = {
  Blue: '#1e63d6',
  White: '#ffffff',
  Green: '#2e9d3a',
  Yellow: '#f2c200',
};

const BODY_COLORS: Record<string, string> = {
  red: '#c62828',
  black: '#212121',
  blue: '#1e63d6',
  white: '#ffffff',
  gray: '#8a8f94',
  grey: '#8a8f94',
  silver: '#c0c4c8',
  green: '#2e9d3a',
  yellow: '#f2c200',
  orange: '#ef6c00',
  brown: '#6d4c41',
  maroon: '#7b1f2b',
};

/** A colour name as drivers type it ("Matte Black", "Pearl White") as a CSS colour; grey when unknown. */
export function colorSwatch(name: string): string {
  if (TRIKE_DOT_COLORS[name]) return TRIKE_DOT_COLORS[name];
  const words = name.toLowerCase().split(/\s+/).reverse();
  for (const word of words) if (BODY_COLORS[word]) return BODY_COLORS[word];
  return '#9e9e9e';
}

export function vehicleName(slug: string): string {
  return VEHICLE_TYPES.find((type) => type.slug === slug)?.name ?? slug;
}

/** Newest first, one entry per id, at most the list limit. */
export function mergeRecords(
  current: RecentlyBookedRecord[],
  incoming: RecentlyBookedRecord[],
): RecentlyBookedRecord[] {
  const byId = new Map<number, RecentlyBookedRecord>();
  for (const record of [...incoming, ...current]) if (!byId.has(record.id)) byId.set(record.id, record);
  return [...byId.values()]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id)
    .slice(0, RECENTLY_BOOKED_LIMIT);
}

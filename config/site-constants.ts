/**
 * The constants the public home page and every app's shell read before they take taps (fees shown on the home
 * page, vehicles, city landing pages, role names in cookies, the Christmas theme). Part of the spec's constants
 * (constants.ts re-exports them), kept in a file of their own so the home page loads only these.
 */

// Booking methods and fees
export const WEB_BOOKING_FEE_PHP = 2;
export const PHONE_CONTACT_FEE_PHP = 5;

/** Ids are the driver sign-up ids (1 Motor, 2 Car, 3 Trike); listed in the spec's order. */
export const VEHICLE_TYPES = [
  { id: 1, slug: 'motorcycle', name: 'Motorcycle', shortName: 'Motor' },
  { id: 3, slug: 'tricycle', name: 'Tricycle', shortName: 'Trike' },
  { id: 2, slug: 'car', name: 'Car', shortName: 'Car' },
] as const;
export type VehicleSlug = (typeof VEHICLE_TYPES)[number]['slug'];
export const WEB_CALLABLE_VEHICLE_SLUGS: readonly VehicleSlug[] = ['motorcycle'];

// Map
export type LatLng = { lat: number; lng: number };

/** City landing pages: the home map with a fixed start centre and the driver search started at once. */
export const CITY_LANDING_PAGES = [
  {
    slug: 'puerto-princesa',
    aliases: ['ppc', 'puerto'],
    branchId: 2,
    center: { lat: 9.7392, lng: 118.7353 },
  },
  { slug: 'el-nido', aliases: ['elnido', 'en'], branchId: 3, center: { lat: 11.1956, lng: 119.4191 } },
  { slug: 'coron', aliases: [], branchId: 4, center: { lat: 11.9986, lng: 120.2043 } },
  {
    slug: 'san-vicente',
    aliases: ['sanvic', 'sanvicente'],
    branchId: 8,
    center: { lat: 10.53, lng: 119.26 },
  },
  { slug: 'narra', aliases: [], branchId: 7, center: { lat: 9.2687, lng: 118.4067 } },
  { slug: 'aborlan', aliases: [], branchId: 12, center: { lat: 9.4386, lng: 118.5483 } },
  { slug: 'bataraza', aliases: [], branchId: 9, center: { lat: 8.6716, lng: 117.6206 } },
  { slug: 'brookes-point', aliases: [], branchId: 10, center: { lat: 8.7839, lng: 117.8358 } },
  { slug: 'zamboanga', aliases: [], branchId: 11, center: { lat: 6.9, lng: 122.08 } },
] as const;

export const ROLE_SEPARATOR = '|';
export const ID_GENERATOR_ROLES = ['driver', 'admin', 'area-operator', 'operations-manager'] as const;

// Look and feel
export const CHRISTMAS_SNOWFLAKES = 29;

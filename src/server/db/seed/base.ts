import type pg from 'pg';
import { TRACE_DISTANCE_MARGIN_PERCENT, TRACE_MARGIN_SETTING } from '@config/constants';
import { townBorder } from '@/server/modules/pricing/zone-borders';
import { seedContent } from './content';

/** Service zones of the spec with their town centres and the town's PSGC code (its border). */
export const SEED_ZONES = [
  { id: 2, name: 'Puerto Princesa', lat: 9.7392, lng: 118.7353, psgc: 1731500000 },
  { id: 3, name: 'El Nido', lat: 11.1956, lng: 119.4191, psgc: 1705312000 },
  { id: 4, name: 'Coron', lat: 11.9986, lng: 120.2043, psgc: 1705309000 },
  { id: 7, name: 'Narra', lat: 9.2687, lng: 118.4067, psgc: 1705315000 },
  { id: 8, name: 'San Vicente', lat: 10.53, lng: 119.26, psgc: 1705319000 },
  { id: 9, name: 'Bataraza', lat: 8.6716, lng: 117.6206, psgc: 1705305000 },
  { id: 10, name: "Brooke's Point", lat: 8.7839, lng: 117.8358, psgc: 1705306000 },
  { id: 11, name: 'Zamboanga', lat: 6.9, lng: 122.08, psgc: null },
  { id: 12, name: 'Aborlan', lat: 9.4386, lng: 118.5483, psgc: 1705301000 },
] as const;

/** Vehicle types: ids follow the driver sign-up form (1 Motor, 2 Car, 3 Trike). */
export const SEED_VEHICLE_TYPES = [
  { id: 1, slug: 'motorcycle', name: 'Motor', photo: '/vehicles/motorcycle.svg', max_seat: 1 },
  { id: 2, slug: 'car', name: 'Car', photo: '/vehicles/car.svg', max_seat: 4 },
  { id: 3, slug: 'tricycle', name: 'Trike', photo: '/vehicles/tricycle.svg', max_seat: 3 },
] as const;

/** Day fares in pesos per vehicle type; other modes and tourist towns add a markup percentage. */
const DAY_FARES: Record<string, { base: number; km: number; perKm: number; min: number }> = {
  motorcycle: { base: 40, km: 2, perKm: 10, min: 40 },
  tricycle: { base: 50, km: 2, perKm: 15, min: 50 },
  car: { base: 120, km: 3, perKm: 25, min: 120 },
};
const MODE_MARKUP = { day: 0, sunny: 10, night: 20 } as const;
const TOURIST_ZONES = new Set([3, 4, 8]);

/** Key, value, description, and whether every visitor may read it (public unless said). */
export const SEED_SETTINGS: [string, string, string, isPublic?: boolean][] = [
  ['currency', 'PHP', 'Currency of every amount'],
  [
    'androidDownloadLink',
    'https://play.google.com/store/apps/details?id=com.brp.customer',
    'Android store link',
  ],
  ['huaweiDownloadLink', 'https://appgallery.huawei.com/app/C107000000', 'Huawei AppGallery link'],
  ['iosDownloadLink', 'https://apps.apple.com/ph/app/brp/id1600000000', 'iOS App Store link'],
  ['google_maps_key', '', 'Browser key for Google map tiles (GOOGLE_MAPS_BROWSER_KEY overrides it)'],
  ['webMap', 'google', 'Map provider of the web pages'],
  ['web_timeout_seconds', '20', 'Seconds between map refreshes'],
  ['website.social.fbLink', 'https://www.facebook.com/brppalawan', 'Facebook page'],
  ['colors.primaryColor', '#4c6c33', 'Brand colour'],
  ['deliveryFee', '20', 'Delivery fee added to the base fare when a zone has no delivery fares (PHP)'],
  ['pautosFee', '20', 'Pautos fee added to the base fare when a zone has no pautos fares (PHP)'],
  ['emergency_phone', '911', "Number the booking screen's emergency button calls"],
  // Filled by staff (demo mode seeds sample details): the Contact Us page shows only the ones that are set.
  ['contact.phone', '', 'Contact Us phone'],
  ['contact.email', '', 'Contact Us e-mail'],
  ['contact.address', '', 'Contact Us street address'],
  [
    TRACE_MARGIN_SETTING,
    String(TRACE_DISTANCE_MARGIN_PERCENT),
    'A finished trip whose driven distance differs from the quoted one by more than this percentage is flagged for staff',
    false,
  ],
];

/**
 * Everything every installation needs (zones, branches, vehicle types, fares, settings, pages), added where it is
 * missing and never overwriting what staff changed. Runs at every start, so it asks the database a few times in
 * all rather than once per row.
 */
export async function seedBase(db: pg.Pool) {
  const zoneColumns = [
    SEED_ZONES.map((zone) => zone.id),
    SEED_ZONES.map((zone) => zone.name),
    SEED_ZONES.map((zone) => zone.lat),
    SEED_ZONES.map((zone) => zone.lng),
  ];
  await db.query(
    `INSERT INTO zones (id, name, lat, lng)
     SELECT * FROM unnest($1::int[], $2::text[], $3::float8[], $4::float8[]) ON CONFLICT (id) DO NOTHING`,
    zoneColumns,
  );
  await db.query(
    `INSERT INTO branches (id, name, zone_id, lat, lng)
     SELECT id, name, id, lat, lng FROM unnest($1::int[], $2::text[], $3::float8[], $4::float8[]) AS v(id, name, lat, lng)
     ON CONFLICT (id) DO NOTHING`,
    zoneColumns,
  );
  // The towns' borders, once: staff may have drawn others since. The border file is read only when a zone
  // still has none (the first start).
  const { rows: borderless } = await db.query<{ id: number }>(
    'SELECT id FROM zones WHERE id = ANY($1::int[]) AND border IS NULL',
    [SEED_ZONES.map((zone) => zone.id)],
  );
  for (const { id } of borderless) {
    const zone = SEED_ZONES.find((seeded) => seeded.id === id);
    const town = zone?.psgc == null ? undefined : townBorder(zone.psgc);
    if (town) {
      await db.query(
        `UPDATE zones SET psgc = $2, border = $3, min_lng = $4, min_lat = $5, max_lng = $6, max_lat = $7
          WHERE id = $1 AND border IS NULL`,
        [id, town.psgc, JSON.stringify(town.border), ...town.box],
      );
    }
  }
  await db.query(
    `INSERT INTO vehicle_types (id, slug, name, photo, max_seat)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[]) ON CONFLICT DO NOTHING`,
    [
      SEED_VEHICLE_TYPES.map((type) => type.id),
      SEED_VEHICLE_TYPES.map((type) => type.slug),
      SEED_VEHICLE_TYPES.map((type) => type.name),
      SEED_VEHICLE_TYPES.map((type) => type.photo),
      SEED_VEHICLE_TYPES.map((type) => type.max_seat),
    ],
  );
  await db.query(`SELECT setval('vehicle_types_id_seq', greatest((SELECT max(id) FROM vehicle_types), 1))`);
  const fares: (string | number)[][] = [];
  for (const zone of SEED_ZONES) {
    for (const type of SEED_VEHICLE_TYPES) {
      const fare = DAY_FARES[type.slug];
      for (const [mode, markup] of Object.entries(MODE_MARKUP)) {
        const percent = markup + (TOURIST_ZONES.has(zone.id) ? 20 : 0);
        fares.push([
          zone.id,
          type.id,
          mode,
          { day: '05:00-10:00,16:00-22:00', sunny: '10:00-16:00', night: '22:00-05:00' }[mode] ?? '',
          fare.base * 100,
          fare.km,
          fare.perKm * 100,
          fare.min * 100,
          percent,
          // Every vehicle's errand starts at Php 55.00, as the errand wizard shows.
          5500,
          1000,
        ]);
      }
    }
  }
  // One statement for every zone's fares (a column of values each).
  const column = (n: number) => fares.map((row) => row[n]);
  await db.query(
    `INSERT INTO pricing_rows (zone_id, vehicle_type_id, mode, trigger_type, trigger_value, base_fare,
       base_km_limit, distance_fare, min_fare, additional_percentage_fee, pautos_base_fare,
       pautos_distance_fare, delivery_base_fare, delivery_distance_fare)
     SELECT zone_id, vehicle_type_id, mode, 'time_at', trigger_value, base_fare, base_km_limit, distance_fare,
            min_fare, additional_percentage_fee, pautos_base_fare, pautos_distance_fare, NULL, NULL
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::float8[], $7::int[], $8::int[],
                   $9::float8[], $10::int[], $11::int[])
         AS v(zone_id, vehicle_type_id, mode, trigger_value, base_fare, base_km_limit, distance_fare, min_fare,
              additional_percentage_fee, pautos_base_fare, pautos_distance_fare)
     ON CONFLICT (zone_id, vehicle_type_id, mode) DO NOTHING`,
    Array.from({ length: 11 }, (_, n) => column(n)),
  );
  await db.query(
    `INSERT INTO app_settings (key, value, description, is_public)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[])
     ON CONFLICT (key) DO NOTHING`,
    [
      SEED_SETTINGS.map(([key]) => key),
      SEED_SETTINGS.map(([, value]) => value),
      SEED_SETTINGS.map(([, , description]) => description),
      SEED_SETTINGS.map(([, , , isPublic = true]) => isPublic),
    ],
  );
  await seedContent(db);
}

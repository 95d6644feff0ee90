import type { PricingRow } from '../../../shared/fare';
import type { PricingMode } from '../../../shared/pricing-mode';
import type { Queryable } from '../../db/pool';

export type PricingRecord = PricingRow & {
  id: number;
  zone_id: number;
  vehicle_type_id: number;
  mode: PricingMode;
  trigger_type: string;
  trigger_value: string;
};

export type VehicleTypeRecord = {
  id: number;
  slug: string;
  name: string;
  photo: string;
  max_seat: number;
  pickup_km_limit: number;
};

/** The pricing row of one zone, vehicle type and mode; null when the zone does not price that vehicle. */
export async function pricingRowFor(
  db: Queryable,
  where: { zoneId: number; vehicleTypeId: number; mode: PricingMode },
): Promise<PricingRecord | null> {
  const { rows } = await db.query<PricingRecord>(
    `SELECT * FROM pricing_rows WHERE zone_id = $1 AND vehicle_type_id = $2 AND mode = $3`,
    [where.zoneId, where.vehicleTypeId, where.mode],
  );
  return rows[0] ?? null;
}

/** Every priced vehicle type of a zone in one mode, in vehicle-type order. */
export async function pricingRowsForZone(
  db: Queryable,
  zoneId: number,
  mode: PricingMode,
): Promise<(PricingRecord & { vehicle: VehicleTypeRecord })[]> {
  const { rows } = await db.query<PricingRecord & { vehicle: VehicleTypeRecord }>(
    `SELECT p.*, json_build_object('id', v.id, 'slug', v.slug, 'name', v.name, 'photo', v.photo,
              'max_seat', v.max_seat, 'pickup_km_limit', v.pickup_km_limit) AS vehicle
       FROM pricing_rows p JOIN vehicle_types v ON v.id = p.vehicle_type_id
      WHERE p.zone_id = $1 AND p.mode = $2 AND v.is_active
      ORDER BY v.id`,
    [zoneId, mode],
  );
  return rows;
}

/** The service zone whose centre is nearest to a point (zones are whole towns far apart). */
export async function zoneForPoint(db: Queryable, at: { lat: number; lng: number }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM zones WHERE is_active
      ORDER BY (lat - $1) * (lat - $1) + ((lng - $2) * cos(radians($1))) * ((lng - $2) * cos(radians($1)))
      LIMIT 1`,
    [at.lat, at.lng],
  );
  return rows[0]?.id ?? 2;
}

export async function vehicleTypes(db: Queryable): Promise<VehicleTypeRecord[]> {
  const { rows } = await db.query<VehicleTypeRecord>(
    'SELECT id, slug, name, photo, max_seat, pickup_km_limit FROM vehicle_types WHERE is_active ORDER BY id',
  );
  return rows;
}

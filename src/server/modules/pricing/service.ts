import {
  type FareService,
  fareBands,
  type PricingRow,
  pesosToCentavos,
  type ServiceFees,
  serviceRates,
} from '@/shared/fare';
import type { PricingMode } from '@/shared/pricing-mode';
import type { Queryable } from '@/server/db/pool';
import { badRequest } from '@/server/errors';
import { type ZoneArea, zoneAt } from './zone-borders';

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
/** Degrees of margin around a border's box: a pickup on the shore just outside its town's outline. */
const BOX_MARGIN_DEGREES = 0.02;

/**
 * The service zone a point is in, by the towns' borders (see {@link zoneAt}); a point outside every zone is the
 * caller's to fix, with the zones named.
 */
export async function zoneForPoint(db: Queryable, at: { lat: number; lng: number }): Promise<number> {
  const { rows } = await db.query<ZoneArea>(
    `SELECT id, lat, lng, border FROM zones
      WHERE is_active
        AND (border IS NULL
             OR ($1 BETWEEN min_lat - $3 AND max_lat + $3 AND $2 BETWEEN min_lng - $3 AND max_lng + $3))`,
    [at.lat, at.lng, BOX_MARGIN_DEGREES],
  );
  const zoneId = zoneAt(rows, at);
  if (zoneId !== undefined) return zoneId;
  const names = await db.query<{ name: string }>('SELECT name FROM zones WHERE is_active ORDER BY id');
  throw badRequest(
    `Sorry, we do not serve this place yet. Our service areas: ${names.rows.map((row) => row.name).join(', ')}.`,
  );
}

export async function vehicleTypes(db: Queryable): Promise<VehicleTypeRecord[]> {
  const { rows } = await db.query<VehicleTypeRecord>(
    'SELECT id, slug, name, photo, max_seat, pickup_km_limit FROM vehicle_types WHERE is_active ORDER BY id',
  );
  return rows;
}

export type ZoneRecord = { id: number; name: string; lat: number; lng: number };

export async function zones(db: Queryable): Promise<ZoneRecord[]> {
  const { rows } = await db.query<ZoneRecord>(
    'SELECT id, name, lat, lng FROM zones WHERE is_active ORDER BY id',
  );
  return rows;
}

/** The pautos and delivery fees of the app settings (pesos there), in centavos. */
export async function serviceFees(db: Queryable): Promise<ServiceFees> {
  const { rows } = await db.query<{ key: string; value: string }>(
    `SELECT key, value FROM app_settings WHERE key IN ('pautosFee', 'deliveryFee')`,
  );
  const pesos = (key: string) => {
    const value = Number(rows.find((row) => row.key === key)?.value ?? 0);
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  return {
    pautosFee: pesosToCentavos(pesos('pautosFee')),
    deliveryFee: pesosToCentavos(pesos('deliveryFee')),
  };
}

const TABLE_SERVICES: FareService[] = ['ride', 'pautos', 'delivery'];

/**
 * The public pricing page's three tables for one zone, vehicle type and mode, computed from the pricing row by
 * the same fare functions that price bookings; null when the zone does not price that vehicle in that mode.
 */
export async function pricingTable(
  db: Queryable,
  where: { zoneId: number; vehicleTypeId: number; mode: PricingMode },
) {
  const [row, zoneRows, typeRows, fees] = await Promise.all([
    pricingRowFor(db, where),
    db.query<{ id: number; name: string }>('SELECT id, name FROM zones WHERE id = $1', [where.zoneId]),
    db.query<VehicleTypeRecord>('SELECT id, slug, name, photo FROM vehicle_types WHERE id = $1', [
      where.vehicleTypeId,
    ]),
    serviceFees(db),
  ]);
  const zone = zoneRows.rows[0];
  const vehicleType = typeRows.rows[0];
  if (!row || !zone || !vehicleType) return null;
  return {
    zone,
    vehicle_type: vehicleType,
    mode: where.mode,
    row: {
      id: row.id,
      base_fare: row.base_fare,
      base_km_limit: row.base_km_limit,
      distance_fare: row.distance_fare,
      min_fare: row.min_fare,
      additional_percentage_fee: row.additional_percentage_fee,
      pautos_base_fare: row.pautos_base_fare ?? null,
      pautos_distance_fare: row.pautos_distance_fare ?? null,
      delivery_base_fare: row.delivery_base_fare ?? null,
      delivery_distance_fare: row.delivery_distance_fare ?? null,
    },
    service_fees: { pautos_fee: fees.pautosFee, delivery_fee: fees.deliveryFee },
    services: TABLE_SERVICES.map((service) => {
      const rates = serviceRates(row, service, fees);
      return {
        service,
        rates: {
          base_fare: rates.baseFare,
          base_km_limit: rates.baseKmLimit,
          distance_fare: rates.distanceFare,
          min_fare: rates.minFare,
          markup_percent: rates.markupPercent,
        },
        bands: fareBands(row, service, fees).map((band) => ({
          label: band.label,
          from_km: band.fromKm,
          to_km: band.toKm,
          fare_at_start: band.fareAtStart,
          fare_at_end: band.fareAtEnd,
          per_km: band.perKm,
        })),
      };
    }),
  };
}

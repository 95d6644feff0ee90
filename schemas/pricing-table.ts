import type { FromSchema } from 'json-schema-to-ts';
import { PRICING_BANDS, PRICING_MODES } from '../config/constants';

export const PRICING_SERVICES = ['ride', 'pautos', 'delivery'] as const;

const centavos = { type: 'integer', description: 'Whole centavos (₱1.00 = 100).' } as const;

export const pricingTableQuerySchema = {
  type: 'object',
  properties: {
    zone_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a zone.' },
    vehicle_type_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a vehicle type.' },
    mode: { type: 'string', enum: PRICING_MODES, errorMessage: 'Please choose day, sunny or night.' },
  },
  required: ['zone_id', 'vehicle_type_id', 'mode'],
  additionalProperties: false,
  errorMessage: { required: 'Please choose a zone, a vehicle type and a mode.' },
} as const;
export type PricingTableQuery = FromSchema<typeof pricingTableQuerySchema>;

/** The rates one service is charged at, after the pautos and delivery fall-backs (src/shared/fare.ts). */
const serviceRatesSchema = {
  type: 'object',
  properties: {
    base_fare: { ...centavos, title: 'Flagfall fare', description: 'Covers the first base_km_limit km.' },
    base_km_limit: { type: 'number', title: 'Base distance (km)' },
    distance_fare: { ...centavos, title: 'Succeeding rate per km', description: 'Before the markup.' },
    min_fare: { ...centavos, title: 'Base fare' },
    markup_percent: { type: 'number', title: 'Markup (%)' },
  },
  required: ['base_fare', 'base_km_limit', 'distance_fare', 'min_fare', 'markup_percent'],
} as const;

const fareBandSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', enum: PRICING_BANDS.map((band) => band.label) },
    from_km: { type: 'number' },
    to_km: { type: ['number', 'null'] },
    fare_at_start: { ...centavos, description: 'Marked-up fare at the start of the band.' },
    fare_at_end: {
      type: ['integer', 'null'],
      description: 'Marked-up fare at the end; null when open-ended.',
    },
    per_km: { ...centavos, description: 'Marked-up succeeding rate per km.' },
  },
  required: ['label', 'from_km', 'to_km', 'fare_at_start', 'fare_at_end', 'per_km'],
} as const;

export const pricingTableSchema = {
  type: 'object',
  title: 'Pricing table',
  properties: {
    zone: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
    },
    vehicle_type: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        slug: { type: 'string', description: 'motorcycle, tricycle or car' },
        name: { type: 'string' },
        photo: { type: 'string' },
      },
      required: ['id', 'slug', 'name', 'photo'],
    },
    mode: { type: 'string', enum: PRICING_MODES },
    row: {
      type: 'object',
      description: 'The pricing row the table is computed from, money in whole centavos.',
      properties: {
        id: { type: 'integer' },
        base_fare: centavos,
        base_km_limit: { type: 'number' },
        distance_fare: centavos,
        min_fare: centavos,
        additional_percentage_fee: { type: 'number' },
        pautos_base_fare: { type: ['integer', 'null'] },
        pautos_distance_fare: { type: ['integer', 'null'] },
        delivery_base_fare: { type: ['integer', 'null'] },
        delivery_distance_fare: { type: ['integer', 'null'] },
      },
      required: [
        'id',
        'base_fare',
        'base_km_limit',
        'distance_fare',
        'min_fare',
        'additional_percentage_fee',
        'pautos_base_fare',
        'pautos_distance_fare',
        'delivery_base_fare',
        'delivery_distance_fare',
      ],
    },
    service_fees: {
      type: 'object',
      description: 'The pautos and delivery fees added when a row has no fares of its own.',
      properties: { pautos_fee: centavos, delivery_fee: centavos },
      required: ['pautos_fee', 'delivery_fee'],
    },
    services: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          service: { type: 'string', enum: PRICING_SERVICES },
          rates: serviceRatesSchema,
          bands: { type: 'array', items: fareBandSchema },
        },
        required: ['service', 'rates', 'bands'],
      },
    },
  },
  required: ['zone', 'vehicle_type', 'mode', 'row', 'service_fees', 'services'],
} as const;
export type PricingTable = FromSchema<typeof pricingTableSchema>;

export const zoneListSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          lat: { type: 'number' },
          lng: { type: 'number' },
        },
        required: ['id', 'name', 'lat', 'lng'],
      },
    },
  },
  required: ['data'],
} as const;
export type ZoneList = FromSchema<typeof zoneListSchema>;

export const vehicleTypeListSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          slug: { type: 'string', description: 'motorcycle, tricycle or car' },
          name: { type: 'string' },
          photo: { type: 'string' },
          max_seat: { type: 'integer' },
        },
        required: ['id', 'slug', 'name', 'photo', 'max_seat'],
      },
    },
  },
  required: ['data'],
} as const;
export type VehicleTypeList = FromSchema<typeof vehicleTypeListSchema>;

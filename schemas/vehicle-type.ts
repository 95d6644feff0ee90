import type { FromSchema } from 'json-schema-to-ts';
import { isActive } from './zone';

/** The three kinds of vehicle of spec part 1 §3. */
export const VEHICLE_SLUGS = ['motorcycle', 'tricycle', 'car'] as const;

const slug = {
  type: 'string',
  title: 'Kind',
  description: 'Which of the three vehicle kinds this is; the apps choose icons and rules by it.',
  enum: VEHICLE_SLUGS,
  errorMessage: 'Please choose motorcycle, tricycle or car.',
} as const;

const name = {
  type: 'string',
  title: 'Name',
  description: 'Shown to riders, e.g. "Motor" or "Trike".',
  minLength: 1,
  maxLength: 60,
  errorMessage: 'Please enter a name of at most 60 characters.',
} as const;

const zone = {
  type: ['integer', 'null'],
  title: 'Zone',
  description: 'Empty for a vehicle type offered in every zone.',
  minimum: 1,
  errorMessage: 'Please choose a zone or leave it empty.',
} as const;

const photo = {
  type: 'string',
  title: 'Photo',
  description: 'Address of the picture shown on the vehicle cards, e.g. /vehicles/car.svg.',
  maxLength: 500,
  pattern: '^(|/[^\\s]*|https://[^\\s]+)$',
  errorMessage: 'The photo must be a site path starting with / or an https:// address.',
} as const;

const maxSeat = {
  type: 'integer',
  title: 'Seats',
  description: 'Passengers the vehicle may carry.',
  minimum: 1,
  maximum: 60,
  errorMessage: 'Seats must be a whole number from 1 to 60.',
} as const;

const pickupKmLimit = {
  type: 'number',
  title: 'Free pickup distance (km)',
  description: 'Beyond this distance to the pickup point the rider pays the pickup charge.',
  minimum: 0,
  maximum: 100,
  errorMessage: 'The free pickup distance must be between 0 and 100 km.',
} as const;

/** Vehicle type (spec part 1 §3): id, zone_id, slug, name, photo, plus seats and the free pickup distance. */
export const vehicleTypeSchema = {
  type: 'object',
  title: 'Vehicle type',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    zone_id: zone,
    slug,
    name,
    photo,
    max_seat: maxSeat,
    pickup_km_limit: pickupKmLimit,
    is_active: isActive,
  },
  required: ['id', 'zone_id', 'slug', 'name', 'photo', 'max_seat', 'pickup_km_limit', 'is_active'],
} as const;
export type VehicleType = FromSchema<typeof vehicleTypeSchema>;

export const vehicleTypeCreateSchema = {
  type: 'object',
  title: 'New vehicle type',
  properties: {
    zone_id: zone,
    slug,
    name,
    photo: { ...photo, default: '' },
    max_seat: { ...maxSeat, default: 1 },
    pickup_km_limit: { ...pickupKmLimit, default: 1 },
    is_active: { ...isActive, default: true },
  },
  required: ['slug', 'name'],
  additionalProperties: false,
  errorMessage: { required: 'Please choose the kind and enter a name.' },
} as const;
export type VehicleTypeCreate = FromSchema<
  typeof vehicleTypeCreateSchema,
  { keepDefaultedPropertiesOptional: true }
>;

export const vehicleTypeUpdateSchema = {
  type: 'object',
  title: 'Vehicle type changes',
  properties: {
    zone_id: zone,
    slug,
    name,
    photo,
    max_seat: maxSeat,
    pickup_km_limit: pickupKmLimit,
    is_active: isActive,
  },
  additionalProperties: false,
} as const;
export type VehicleTypeUpdate = FromSchema<typeof vehicleTypeUpdateSchema>;

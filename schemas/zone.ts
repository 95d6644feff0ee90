import type { FromSchema } from 'json-schema-to-ts';

export const latitude = {
  type: 'number',
  title: 'Latitude',
  // Points the maps and the driver index (Redis GEO) can hold: the poles cannot be mapped.
  minimum: -85,
  maximum: 85,
  errorMessage: 'Latitude must be a number between -85 and 85.',
} as const;

export const longitude = {
  type: 'number',
  title: 'Longitude',
  minimum: -180,
  maximum: 180,
  errorMessage: 'Longitude must be a number between -180 and 180.',
} as const;

export const isActive = {
  type: 'boolean',
  title: 'Active',
  description: 'Inactive records stay in the database but are no longer offered to riders and drivers.',
} as const;

/** Zone ids are the numbers the apps already use (2 Puerto Princesa, 3 El Nido, …), so they are chosen, not generated. */
const zoneId = {
  type: 'integer',
  title: 'Zone number',
  description: 'The number the apps use for this zone, e.g. 2 for Puerto Princesa.',
  minimum: 1,
  maximum: 32767,
  errorMessage: 'The zone number must be a whole number from 1 to 32767.',
} as const;

const zoneName = {
  type: 'string',
  title: 'Name',
  minLength: 1,
  maxLength: 80,
  errorMessage: 'Please enter a name of at most 80 characters.',
} as const;

/** A service zone (spec part 1 §3 "Zones"): pricing rows and vehicle types belong to one. */
export const zoneSchema = {
  type: 'object',
  title: 'Zone',
  properties: {
    id: zoneId,
    name: zoneName,
    lat: { ...latitude, description: 'Centre of the zone on the map.' },
    lng: { ...longitude, description: 'Centre of the zone on the map.' },
    is_active: isActive,
  },
  required: ['id', 'name', 'lat', 'lng', 'is_active'],
} as const;
export type Zone = FromSchema<typeof zoneSchema>;

export const zoneCreateSchema = {
  type: 'object',
  title: 'New zone',
  properties: {
    id: zoneId,
    name: zoneName,
    lat: latitude,
    lng: longitude,
    is_active: { ...isActive, default: true },
  },
  required: ['id', 'name', 'lat', 'lng'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the zone number, name, latitude and longitude.' },
} as const;
export type ZoneCreate = FromSchema<typeof zoneCreateSchema, { keepDefaultedPropertiesOptional: true }>;

export const zoneUpdateSchema = {
  type: 'object',
  title: 'Zone changes',
  properties: { name: zoneName, lat: latitude, lng: longitude, is_active: isActive },
  additionalProperties: false,
} as const;
export type ZoneUpdate = FromSchema<typeof zoneUpdateSchema>;

/** A town's land as GeoJSON: polygons of rings of [lng, lat]. */
export const borderSchema = {
  type: 'object',
  title: 'Border',
  properties: {
    type: { type: 'string', enum: ['MultiPolygon'] },
    coordinates: {
      type: 'array',
      items: { type: 'array', items: { type: 'array', items: { type: 'array', items: { type: 'number' } } } },
    },
  },
  required: ['type', 'coordinates'],
} as const;

/** A zone's shape for the console's map: the town's border, or none (the zone covers the ground round its centre). */
export const zoneBorderSchema = {
  type: 'object',
  title: 'Zone border',
  properties: {
    id: zoneId,
    name: zoneName,
    lat: latitude,
    lng: longitude,
    border: { anyOf: [borderSchema, { type: 'null' }] },
  },
  required: ['id', 'name', 'lat', 'lng', 'border'],
} as const;
export type ZoneBorder = FromSchema<typeof zoneBorderSchema>;

export const zoneIdParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 32767 } },
  required: ['id'],
} as const;

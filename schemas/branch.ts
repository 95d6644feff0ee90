import type { FromSchema } from 'json-schema-to-ts';
import { isActive, latitude, longitude } from './zone';

const branchId = {
  type: 'integer',
  title: 'Branch number',
  description: 'The number the apps use for this branch, e.g. 2 for Puerto Princesa.',
  minimum: 1,
  maximum: 32767,
  errorMessage: 'The branch number must be a whole number from 1 to 32767.',
} as const;

const branchName = {
  type: 'string',
  title: 'Name',
  minLength: 1,
  maxLength: 80,
  errorMessage: 'Please enter a name of at most 80 characters.',
} as const;

const branchZone = {
  type: ['integer', 'null'],
  title: 'Zone',
  description: 'The pricing zone this branch belongs to.',
  minimum: 1,
  errorMessage: 'Please choose a zone.',
} as const;

/** A branch: the office drivers and staff belong to (spec part 1 §9 "Branch ids"). */
export const branchSchema = {
  type: 'object',
  title: 'Branch',
  properties: {
    id: branchId,
    name: branchName,
    zone_id: branchZone,
    lat: { ...latitude, description: 'Where the branch office is.' },
    lng: { ...longitude, description: 'Where the branch office is.' },
    is_active: isActive,
  },
  required: ['id', 'name', 'zone_id', 'lat', 'lng', 'is_active'],
} as const;
export type Branch = FromSchema<typeof branchSchema>;

export const branchCreateSchema = {
  type: 'object',
  title: 'New branch',
  properties: {
    id: branchId,
    name: branchName,
    zone_id: branchZone,
    lat: latitude,
    lng: longitude,
    is_active: { ...isActive, default: true },
  },
  required: ['id', 'name', 'lat', 'lng'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the branch number, name, latitude and longitude.' },
} as const;
export type BranchCreate = FromSchema<typeof branchCreateSchema, { keepDefaultedPropertiesOptional: true }>;

export const branchUpdateSchema = {
  type: 'object',
  title: 'Branch changes',
  properties: { name: branchName, zone_id: branchZone, lat: latitude, lng: longitude, is_active: isActive },
  additionalProperties: false,
} as const;
export type BranchUpdate = FromSchema<typeof branchUpdateSchema>;

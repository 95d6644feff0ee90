import type { FromSchema } from 'json-schema-to-ts';
import { DELIVERY_ADDRESS_COUNTRY } from '../config/constants';
import { lat, lng } from './geo';

const text = (title: string, max: number) => ({ type: 'string', title, maxLength: max }) as const;

/** A saved delivery address (spec part 1 §3); the names Home, Work and Affinity are one-per-account types. */
export const deliveryAddressSchema = {
  type: 'object',
  title: 'Saved delivery address',
  properties: {
    id: { type: 'integer', readOnly: true },
    name: text('Name', 60),
    description: text('Description', 300),
    address: text('Address', 300),
    city: text('City', 100),
    state: text('Province', 100),
    country: { type: 'string', const: DELIVERY_ADDRESS_COUNTRY },
    latitude: lat,
    longitude: lng,
  },
  required: ['id', 'name', 'description', 'address', 'city', 'state', 'country', 'latitude', 'longitude'],
} as const;
export type DeliveryAddress = FromSchema<typeof deliveryAddressSchema>;

export const deliveryAddressBodySchema = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      errorMessage: 'Please give the address a name of at most 60 characters.',
    },
    description: { type: 'string', maxLength: 300, default: '' },
    address: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      pattern: '\\S',
      errorMessage: 'Please set the address on the map.',
    },
    city: { type: 'string', maxLength: 100, default: '' },
    state: { type: 'string', maxLength: 100, default: '' },
    country: {
      type: 'string',
      const: DELIVERY_ADDRESS_COUNTRY,
      default: DELIVERY_ADDRESS_COUNTRY,
      errorMessage: 'Saved addresses are in the Philippines.',
    },
    latitude: lat,
    longitude: lng,
  },
  required: ['name', 'address', 'latitude', 'longitude'],
  errorMessage: {
    required: {
      name: 'Please give the address a name of at most 60 characters.',
      address: 'Please set the address on the map.',
      latitude: 'Please set the address on the map.',
      longitude: 'Please set the address on the map.',
    },
  },
} as const;
export type DeliveryAddressBody = FromSchema<typeof deliveryAddressBodySchema>;

export const deliveryAddressListQuerySchema = {
  type: 'object',
  properties: { type: { type: 'string', maxLength: 60, description: 'Only the address of this name.' } },
} as const;

export const deliveryAddressSavedResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: deliveryAddressSchema },
  required: ['message', 'data'],
} as const;

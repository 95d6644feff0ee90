/**
 * Partner stores (the spec's partners and sub-affiliates) as staff, partner managers and the partners map see
 * them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { hhmm, text } from './delivery-fields';
import { latitude, longitude } from './zone';

/** A partner store (the spec's partner or sub-affiliate) as the console and the partner managers see it. */
export const partnerSchema = {
  type: 'object',
  title: 'Partner store',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    branch_id: { type: 'integer', title: 'Branch', minimum: 1, description: 'Partners default to branch 2.' },
    public_name: { ...text('Public name', 120), minLength: 1, errorMessage: 'Please enter the public name.' },
    username: {
      type: 'string',
      title: 'Username',
      description: 'The store handle: letters, digits, dot, dash or underscore.',
      pattern: '^[A-Za-z0-9_.-]{2,60}$',
      errorMessage: 'The username is 2 to 60 letters, digits, dots, dashes or underscores.',
    },
    category: { ...text('Category', 60), minLength: 1 },
    description: text('Description', 500),
    logo_url: text('Logo', 500),
    cover_url: text('Cover image', 500),
    hex_color: {
      type: 'string',
      title: 'Colour',
      pattern: '^#[0-9a-fA-F]{6}$',
      errorMessage: 'Enter a colour as #RRGGBB.',
    },
    rating: { type: 'number', title: 'Rating', minimum: 0, maximum: 5 },
    eta: text('ETA', 40),
    is_online: { type: 'boolean', title: 'Taking orders' },
    is_active: { type: 'boolean', title: 'Active' },
    opens_at: hhmm('Opens at'),
    closes_at: hhmm('Closes at'),
    open_days: {
      type: 'array',
      title: 'Open days',
      description: '0 Sunday … 6 Saturday.',
      items: { type: 'integer', minimum: 0, maximum: 6 },
      maxItems: 7,
      uniqueItems: true,
    },
    address_text: text('Address', 300),
    address_lat: { ...latitude, title: 'Store latitude' },
    address_lng: { ...longitude, title: 'Store longitude' },
    terminal_name: text('Terminal name', 120),
    terminal_photo: text('Terminal photo', 500),
    terminal_phone: text('Terminal phone', 20),
    terminal_lat: { ...latitude, type: ['number', 'null'], title: 'Terminal latitude' },
    terminal_lng: { ...longitude, type: ['number', 'null'], title: 'Terminal longitude' },
    updated_at: { type: 'string', format: 'date-time', title: 'Updated', readOnly: true },
  },
  required: [
    'id',
    'branch_id',
    'public_name',
    'username',
    'category',
    'description',
    'logo_url',
    'cover_url',
    'hex_color',
    'rating',
    'eta',
    'is_online',
    'is_active',
    'opens_at',
    'closes_at',
    'open_days',
    'address_text',
    'address_lat',
    'address_lng',
    'terminal_name',
    'terminal_photo',
    'terminal_phone',
    'terminal_lat',
    'terminal_lng',
  ],
} as const;
export type Partner = FromSchema<typeof partnerSchema>;

const { id: _pid, updated_at: _pu, ...partnerWritable } = partnerSchema.properties;
export const partnerCreateSchema = {
  type: 'object',
  title: 'New partner store',
  properties: partnerWritable,
  required: ['public_name', 'username', 'address_lat', 'address_lng'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the public name, username and location.' },
} as const;
export const partnerConsoleUpdateSchema = {
  type: 'object',
  title: 'Partner store changes',
  properties: partnerWritable,
  additionalProperties: false,
} as const;

/** The partners map's save: the store's spot (and address), the terminal's details and spot. */
export const partnerUpdateSchema = {
  type: 'object',
  title: 'Partner changes',
  properties: {
    address_lat: partnerSchema.properties.address_lat,
    address_lng: partnerSchema.properties.address_lng,
    address_text: partnerSchema.properties.address_text,
    terminal_name: partnerSchema.properties.terminal_name,
    terminal_photo: partnerSchema.properties.terminal_photo,
    terminal_phone: partnerSchema.properties.terminal_phone,
    terminal_lat: partnerSchema.properties.terminal_lat,
    terminal_lng: partnerSchema.properties.terminal_lng,
  },
  additionalProperties: false,
  minProperties: 1,
  errorMessage: { minProperties: 'Nothing to save.' },
} as const;
export type PartnerUpdate = FromSchema<typeof partnerUpdateSchema>;

export const partnerChangeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    action: { type: 'string' },
    actor_name: { type: ['string', 'null'] },
    changed_at: { type: 'string', format: 'date-time' },
    before: { type: ['object', 'null'], additionalProperties: true },
    after: { type: ['object', 'null'], additionalProperties: true },
  },
  required: ['id', 'action', 'actor_name', 'changed_at', 'before', 'after'],
} as const;

export const storeSettingsBodySchema = {
  type: 'object',
  properties: { is_online: { type: 'boolean' } },
  required: ['is_online'],
  additionalProperties: false,
} as const;

export const branchListSchema = {
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
} as const;

/** The partners map and terminal list (spec part 2 §3 Partner). */
export const partnerListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      public_name: { type: 'string' },
      username: { type: 'string' },
      logo_url: { type: 'string' },
      is_online: { type: 'boolean' },
      operating_hours: { type: 'string' },
      address_text: { type: 'string' },
      address_lat: { type: 'number' },
      address_lng: { type: 'number' },
      terminal_name: { type: 'string' },
      terminal_photo: { type: 'string' },
      terminal_phone: { type: 'string' },
      terminal_lat: { type: ['number', 'null'] },
      terminal_lng: { type: ['number', 'null'] },
      branch_id: { type: 'integer' },
      category: { type: 'string' },
      hex_color: { type: 'string' },
    },
    required: [
      'id',
      'public_name',
      'username',
      'logo_url',
      'is_online',
      'operating_hours',
      'address_text',
      'address_lat',
      'address_lng',
      'terminal_name',
      'terminal_photo',
      'terminal_phone',
      'terminal_lat',
      'terminal_lng',
      'branch_id',
      'category',
      'hex_color',
    ],
  },
} as const;
export type PartnerListItem = FromSchema<typeof partnerListSchema>[number];

/**
 * A store's products with their required option groups, options and extras: the console's resources (spec part 2
 * §3 Partner) and the views customers order from (delivery order store, product).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { money, text } from './delivery-fields';

export const productSchema = {
  type: 'object',
  title: 'Product',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    store_id: { type: 'integer', title: 'Store', minimum: 1 },
    name: { ...text('Name', 120), minLength: 1, errorMessage: 'Please enter the product name.' },
    description: text('Description', 500),
    image_url: text('Photo', 500),
    price: money('Price'),
    categories: {
      type: 'array',
      title: 'Categories',
      items: { type: 'string', maxLength: 40 },
      maxItems: 10,
    },
    extras_max: {
      type: 'integer',
      title: 'Extras allowed',
      description: 'How many extras a customer may pick ("Select up to N" when more than one).',
      minimum: 1,
      maximum: 20,
    },
    is_available: { type: 'boolean', title: 'Available' },
    sort_order: { type: 'integer', title: 'Order on the menu', minimum: 0, maximum: 10000 },
  },
  required: [
    'id',
    'store_id',
    'name',
    'description',
    'image_url',
    'price',
    'categories',
    'extras_max',
    'is_available',
    'sort_order',
  ],
} as const;
const { id: _prid, ...productWritable } = productSchema.properties;
export const productCreateSchema = {
  type: 'object',
  title: 'New product',
  properties: productWritable,
  required: ['store_id', 'name', 'price'],
  additionalProperties: false,
} as const;
export const productUpdateSchema = {
  type: 'object',
  title: 'Product changes',
  properties: productWritable,
  additionalProperties: false,
} as const;

export const optionGroupSchema = {
  type: 'object',
  title: 'Required option group',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    product_id: { type: 'integer', title: 'Product', minimum: 1 },
    name: { ...text('Name', 80), minLength: 1, description: 'e.g. Size, Flavour, Rice.' },
    sort_order: { type: 'integer', title: 'Order', minimum: 0, maximum: 10000 },
  },
  required: ['id', 'product_id', 'name', 'sort_order'],
} as const;
const { id: _gid, ...groupWritable } = optionGroupSchema.properties;
export const optionGroupCreateSchema = {
  type: 'object',
  properties: groupWritable,
  required: ['product_id', 'name'],
  additionalProperties: false,
} as const;
export const optionGroupUpdateSchema = {
  type: 'object',
  properties: groupWritable,
  additionalProperties: false,
} as const;

export const productOptionSchema = {
  type: 'object',
  title: 'Option',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    group_id: { type: 'integer', title: 'Option group', minimum: 1 },
    name: { ...text('Name', 80), minLength: 1 },
    price: { ...money('Added price'), description: '0 shows as Free.' },
    sort_order: { type: 'integer', title: 'Order', minimum: 0, maximum: 10000 },
  },
  required: ['id', 'group_id', 'name', 'price', 'sort_order'],
} as const;
const { id: _oid, ...optionWritable } = productOptionSchema.properties;
export const productOptionCreateSchema = {
  type: 'object',
  properties: optionWritable,
  required: ['group_id', 'name'],
  additionalProperties: false,
} as const;
export const productOptionUpdateSchema = {
  type: 'object',
  properties: optionWritable,
  additionalProperties: false,
} as const;

export const productExtraSchema = {
  type: 'object',
  title: 'Extra',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    product_id: { type: 'integer', title: 'Product', minimum: 1 },
    name: { ...text('Name', 80), minLength: 1 },
    price: money('Price'),
    sort_order: { type: 'integer', title: 'Order', minimum: 0, maximum: 10000 },
  },
  required: ['id', 'product_id', 'name', 'price', 'sort_order'],
} as const;
const { id: _eid, ...extraWritable } = productExtraSchema.properties;
export const productExtraCreateSchema = {
  type: 'object',
  properties: extraWritable,
  required: ['product_id', 'name'],
  additionalProperties: false,
} as const;
export const productExtraUpdateSchema = {
  type: 'object',
  properties: extraWritable,
  additionalProperties: false,
} as const;

// Customer-facing views (spec part 2 §3: delivery order store, product, item to purchase).

export const optionView = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'integer' } },
  required: ['id', 'name', 'price'],
} as const;

export const storeViewSchema = {
  type: 'object',
  title: 'Store',
  properties: {
    id: { type: 'integer' },
    store_name: { type: 'string' },
    username: { type: 'string' },
    branch_id: { type: 'integer' },
    image_url: { type: 'string' },
    cover_url: { type: 'string' },
    category: { type: 'string' },
    description: { type: 'string' },
    operating_hours: { type: 'string' },
    eta: { type: 'string' },
    is_open: { type: 'boolean' },
    is_online: { type: 'boolean' },
    rating: { type: 'number' },
    hex_color: { type: 'string' },
    address_text: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
  },
  required: [
    'id',
    'store_name',
    'username',
    'branch_id',
    'image_url',
    'cover_url',
    'category',
    'description',
    'operating_hours',
    'eta',
    'is_open',
    'is_online',
    'rating',
    'hex_color',
    'address_text',
    'lat',
    'lng',
  ],
} as const;
export type StoreView = FromSchema<typeof storeViewSchema>;

export const storeListSchema = { type: 'array', items: storeViewSchema } as const;

export const productViewSchema = {
  type: 'object',
  title: 'Product',
  properties: {
    id: { type: 'integer' },
    store_id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    image_url: { type: 'string' },
    price: { type: 'integer' },
    starting_price: { type: 'integer' },
    categories: { type: 'array', items: { type: 'string' } },
    extras_max: { type: 'integer' },
    required: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          options: { type: 'array', items: optionView },
        },
        required: ['id', 'name', 'options'],
      },
    },
    extras: { type: 'array', items: optionView },
  },
  required: [
    'id',
    'store_id',
    'name',
    'description',
    'image_url',
    'price',
    'starting_price',
    'categories',
    'extras_max',
    'required',
    'extras',
  ],
} as const;
export type ProductView = FromSchema<typeof productViewSchema>;

export const storeProductsResponseSchema = {
  type: 'object',
  properties: { store: storeViewSchema, products: { type: 'array', items: productViewSchema } },
  required: ['store', 'products'],
} as const;

export const productResponseSchema = {
  type: 'object',
  properties: { store: storeViewSchema, product: productViewSchema },
  required: ['store', 'product'],
} as const;

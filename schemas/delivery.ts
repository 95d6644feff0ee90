import type { FromSchema } from 'json-schema-to-ts';
import {
  DELIVERY_INSTRUCTIONS_MAX,
  DELIVERY_MAX_ITEMS,
  DELIVERY_MAX_QUANTITY,
  DELIVERY_MIN_QUANTITY,
  DELIVERY_PAYMENT_METHODS,
} from '../config/constants';
import { moneyCentavos } from './money';
import { latitude, longitude } from './zone';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = (title: string, max: number) => ({ type: 'string', title, maxLength: max }) as const;
const money = (title: string) => ({ ...moneyCentavos, title }) as const;
const hhmm = (title: string) =>
  ({
    type: 'string',
    title,
    description: 'Asia/Manila time, HH:MM (24-hour).',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    errorMessage: 'Enter a time as HH:MM, e.g. 08:00 or 21:30.',
  }) as const;

export const branchIdQuerySchema = {
  type: 'object',
  properties: { branch_id: { ...id, title: 'Branch' } },
  additionalProperties: false,
} as const;

export const storeIdParamsSchema = {
  type: 'object',
  properties: { id },
  required: ['id'],
} as const;

export const productParamsSchema = {
  type: 'object',
  properties: { id, productId: id },
  required: ['id', 'productId'],
} as const;

export const storeHandleParamsSchema = {
  type: 'object',
  properties: { handle: { type: 'string', minLength: 1, maxLength: 61 } },
  required: ['handle'],
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Console resources: partners (stores), products, required option groups, options, extras.

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

// ---------------------------------------------------------------------------------------------------------------
// Customer-facing views (spec part 2 §3: delivery order store, product, item to purchase).

const optionView = {
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

// ---------------------------------------------------------------------------------------------------------------
// Cart, checkout and order editing.

export const itemSelectionSchema = {
  type: 'object',
  properties: {
    product_id: id,
    quantity: {
      type: 'integer',
      minimum: DELIVERY_MIN_QUANTITY,
      maximum: DELIVERY_MAX_QUANTITY,
      errorMessage: `The quantity must be from ${DELIVERY_MIN_QUANTITY} to ${DELIVERY_MAX_QUANTITY}.`,
    },
    required_option_ids: { type: 'array', items: id, maxItems: 30 },
    extra_ids: { type: 'array', items: id, maxItems: 30 },
    special_instructions: { type: 'string', maxLength: DELIVERY_INSTRUCTIONS_MAX },
  },
  required: ['product_id', 'quantity'],
  additionalProperties: false,
} as const;

const cartItems = {
  type: 'array',
  items: itemSelectionSchema,
  minItems: 1,
  maxItems: DELIVERY_MAX_ITEMS,
  errorMessage: {
    minItems: 'Your cart is empty.',
    maxItems: `At most ${DELIVERY_MAX_ITEMS} items per order.`,
  },
} as const;

const dropoff = {
  type: 'object',
  properties: {
    address: { type: 'string', minLength: 1, maxLength: 300 },
    lat: latitude,
    lng: longitude,
  },
  required: ['address', 'lat', 'lng'],
  additionalProperties: false,
  errorMessage: { required: 'Please choose a delivery address.' },
} as const;

export const deliveryQuoteBodySchema = {
  type: 'object',
  properties: { store_id: id, items: cartItems, dropoff },
  required: ['store_id', 'items'],
  additionalProperties: false,
} as const;
export type DeliveryQuoteBody = FromSchema<typeof deliveryQuoteBodySchema>;

export const deliveryOrderBodySchema = {
  type: 'object',
  properties: {
    store_id: id,
    items: cartItems,
    dropoff,
    payment_method: {
      type: 'string',
      enum: DELIVERY_PAYMENT_METHODS,
      errorMessage: 'Please choose a payment method.',
    },
    special_instructions: { type: 'string', maxLength: DELIVERY_INSTRUCTIONS_MAX },
  },
  required: ['store_id', 'items', 'dropoff', 'payment_method'],
  additionalProperties: false,
  errorMessage: { required: { dropoff: 'Please choose a delivery address.' } },
} as const;
export type DeliveryOrderBody = FromSchema<typeof deliveryOrderBodySchema>;

const pricedOption = optionView;
export const itemToPurchaseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    product: {
      type: 'object',
      properties: {
        id: { type: ['integer', 'null'] },
        name: { type: 'string' },
        image_url: { type: 'string' },
      },
      required: ['id', 'name', 'image_url'],
    },
    product_id: { type: ['integer', 'null'] },
    base_price: { type: 'integer' },
    price_per_quantity: { type: 'integer' },
    payable_per_quantity: { type: 'integer' },
    quantity: { type: 'integer' },
    line_total: { type: 'integer' },
    special_instructions: { type: 'string' },
    selected_required: {
      type: 'array',
      items: {
        type: 'object',
        properties: { group_id: { type: 'integer' }, group_name: { type: 'string' }, option: pricedOption },
        required: ['group_id', 'group_name', 'option'],
      },
    },
    selected_extras: { type: 'array', items: pricedOption },
  },
  required: [
    'product',
    'product_id',
    'base_price',
    'price_per_quantity',
    'payable_per_quantity',
    'quantity',
    'line_total',
    'special_instructions',
    'selected_required',
    'selected_extras',
  ],
} as const;
export type ItemToPurchase = FromSchema<typeof itemToPurchaseSchema>;

export const deliveryQuoteResponseSchema = {
  type: 'object',
  properties: {
    store: storeViewSchema,
    items_to_purchase: { type: 'array', items: itemToPurchaseSchema },
    order_sub_total: { type: 'integer' },
    delivery_fee: { type: 'integer' },
    distance_km: { type: ['number', 'null'] },
    total_budget: { type: 'integer' },
    payable_amount: { type: 'integer' },
  },
  required: [
    'store',
    'items_to_purchase',
    'order_sub_total',
    'delivery_fee',
    'total_budget',
    'payable_amount',
  ],
} as const;
export type DeliveryQuote = FromSchema<typeof deliveryQuoteResponseSchema>;

const statusEntry = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    role: { type: 'string' },
    timestamp: { type: 'string', format: 'date-time' },
  },
  required: ['code', 'role', 'timestamp'],
} as const;

export const deliveryOrderViewSchema = {
  type: 'object',
  title: 'Delivery order',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    booking_status: { type: 'string' },
    store: storeViewSchema,
    items_to_purchase: { type: 'array', items: itemToPurchaseSchema },
    total_budget: { type: 'integer' },
    payable_amount: { type: 'integer' },
    delivery_fee: { type: 'integer' },
    order_sub_total: { type: 'integer' },
    special_instructions: { type: 'string' },
    payment_method: { type: 'string' },
    /** Cash orders from ₱1,000 ask the driver to check the customer's identity (recomputed on every edit). */
    needs_identity_check: { type: 'boolean' },
    dropoff_address: { type: 'string' },
    customer_name: { type: 'string' },
    driver_name: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    status: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        driver_status: { type: 'string' },
        store_status: { type: 'string' },
        total_received: { type: 'integer' },
        statuses: { type: 'array', items: statusEntry },
      },
      required: ['code', 'driver_status', 'store_status', 'total_received', 'statuses'],
    },
  },
  required: [
    'id',
    'code',
    'booking_status',
    'store',
    'items_to_purchase',
    'total_budget',
    'payable_amount',
    'delivery_fee',
    'order_sub_total',
    'special_instructions',
    'payment_method',
    'needs_identity_check',
    'dropoff_address',
    'customer_name',
    'driver_name',
    'created_at',
    'status',
  ],
} as const;
export type DeliveryOrderView = FromSchema<typeof deliveryOrderViewSchema>;

export const deliveryOrderCreatedSchema = {
  type: 'object',
  properties: {
    order: {
      type: 'object',
      properties: { id: { type: 'integer' }, code: { type: 'string' } },
      required: ['id', 'code'],
    },
    delivery_order: deliveryOrderViewSchema,
  },
  required: ['order', 'delivery_order'],
} as const;

/** POST api/orders/{id}/edit (spec part 2 §7): the whole order back, the status unchanged. */
export const orderEditBodySchema = {
  type: 'object',
  properties: {
    items_to_purchase: cartItems,
    special_instructions: { type: 'string', maxLength: DELIVERY_INSTRUCTIONS_MAX },
    payment_method: { type: 'string', enum: DELIVERY_PAYMENT_METHODS },
    status: { type: 'string', maxLength: 60 },
    // The browser's own numbers may be sent back; the server recomputes them and ignores these.
    total_budget: { type: 'number' },
    payable_amount: { type: 'number' },
    delivery_fee: { type: 'number' },
    order_sub_total: { type: 'number' },
    store: { type: 'object' },
  },
  required: ['items_to_purchase'],
  additionalProperties: false,
} as const;
export type OrderEditBody = FromSchema<typeof orderEditBodySchema>;

export const storeStatusBodySchema = {
  type: 'object',
  properties: {
    status_key: {
      type: 'string',
      enum: [
        'STORE-PARTNER-AGREE',
        'STORE-PARTNER-INSUFFICIENT',
        'STORE-PARTNER-DISAGREE',
        'STORE-PARTNER-READY',
      ],
      errorMessage: 'Unknown store status.',
    },
  },
  required: ['status_key'],
  additionalProperties: false,
} as const;

export const driverDeliveryStepBodySchema = {
  type: 'object',
  properties: {
    status_key: {
      type: 'string',
      enum: [
        'IDENTITY-INITIAL',
        'IDENTITY-DRIVER-VERIFY',
        'BUDGET-DRIVER-AGREE',
        'STORE-DRIVER-ARRIVED',
        'STORE-DRIVER-AGREE',
        'STORE-DRIVER-PURCHASED',
        'DELIVERY-DRIVER-START',
        'DELIVERY-DRIVER-ARRIVED',
        'DELIVERY-DRIVER-COMPLETED',
      ],
      errorMessage: 'Unknown delivery step.',
    },
  },
  required: ['status_key'],
  additionalProperties: false,
} as const;

export const storeOrdersResponseSchema = {
  type: 'object',
  properties: {
    store: storeViewSchema,
    orders: { type: 'array', items: deliveryOrderViewSchema },
  },
  required: ['store', 'orders'],
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

/** Delivery orders: the cart, checkout and quote, the order as customers, stores and drivers see it, and editing. */
import type { FromSchema } from 'json-schema-to-ts';
import {
  DELIVERY_INSTRUCTIONS_MAX,
  DELIVERY_MAX_ITEMS,
  DELIVERY_MAX_QUANTITY,
  DELIVERY_MIN_QUANTITY,
  DELIVERY_PAYMENT_METHODS,
} from '@config/constants';
import { id } from './delivery-fields';
import { optionView, storeViewSchema } from './store-products';
import { latitude, longitude } from './zone';

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

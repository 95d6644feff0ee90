import type { FromSchema } from 'json-schema-to-ts';
import { ORDER_AMOUNT_MAX_CENTAVOS } from '../config/constants';
import { bookingPointSchema } from './booking';
import { orderStatusSchema } from './order';

const latLngText = { type: 'string', pattern: '^-?\\d{1,3}(\\.\\d+)?,\\s*-?\\d{1,3}(\\.\\d+)?$' } as const;

/** The errand wizard's booking (spec part 1 §2 "Errand (Pasuyo)"); amounts in centavos. */
export const pautosBookingRequestSchema = {
  type: 'object',
  title: 'Pautos booking request',
  properties: {
    vehicle_type_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a vehicle.' },
    store: {
      ...bookingPointSchema,
      properties: {
        ...bookingPointSchema.properties,
        address: { ...bookingPointSchema.properties.address, errorMessage: 'Please set the store address.' },
      },
    },
    delivery: {
      ...bookingPointSchema,
      properties: {
        ...bookingPointSchema.properties,
        address: {
          ...bookingPointSchema.properties.address,
          errorMessage: 'Please set the delivery address.',
        },
      },
    },
    items_to_purchase: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      pattern: '\\S',
      errorMessage: 'Please list the items to purchase.',
    },
    total_budget: {
      type: 'integer',
      minimum: 0,
      maximum: ORDER_AMOUNT_MAX_CENTAVOS,
      description: 'The estimated budget, centavos.',
      errorMessage: 'Please enter the estimated budget as an amount up to ₱50,000.',
    },
    store_location_details: { type: 'string', maxLength: 500 },
    special_instructions: { type: 'string', maxLength: 500 },
    payment: {
      type: 'string',
      enum: ['e-wallet', 'cash'],
      description:
        "e-wallet: the budget is sent to the driver's e-wallet first; cash: the driver advances up to the budget and is paid in cash on delivery.",
      errorMessage: 'Please choose how you pay for the items: cash on delivery or e-wallet.',
    },
  },
  required: ['vehicle_type_id', 'store', 'delivery', 'items_to_purchase'],
  errorMessage: {
    required: {
      store: 'Please set the store address.',
      delivery: 'Please set the delivery address.',
      vehicle_type_id: 'Please choose a vehicle.',
      items_to_purchase: 'Please list the items to purchase.',
    },
  },
} as const;
export type PautosBookingRequest = FromSchema<typeof pautosBookingRequestSchema>;

export const pautosQuoteQuerySchema = {
  type: 'object',
  properties: { store: latLngText, delivery: latLngText },
  required: ['store', 'delivery'],
} as const;

export const pautosQuoteResponseSchema = {
  type: 'object',
  properties: {
    zone_id: { type: 'integer' },
    mode: { type: 'string' },
    distance_km: { type: 'number' },
    options: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          vehicle_type_id: { type: 'integer' },
          name: { type: 'string', description: 'Motor, Trike or Car.' },
          slug: { type: 'string' },
          photo: { type: 'string' },
          total: { type: 'integer', description: 'The errand fee, centavos.' },
          base_fare: { type: 'integer', description: 'The flag-down, covering the first base_km km.' },
          base_km: { type: 'number' },
          per_km: { type: 'integer', description: 'Centavos per km beyond base_km.' },
          distance_fare: { type: 'integer' },
          markup_percent: { type: 'number', description: "The zone's own markup (tourist areas)." },
        },
        required: [
          'vehicle_type_id',
          'name',
          'slug',
          'photo',
          'total',
          'base_fare',
          'base_km',
          'per_km',
          'distance_fare',
          'markup_percent',
        ],
      },
    },
  },
  required: ['zone_id', 'mode', 'distance_km', 'options'],
} as const;
export type PautosQuote = FromSchema<typeof pautosQuoteResponseSchema>;

/** Spec: payment account (photo, instructions, name, number). */
export const paymentAccountSchema = {
  type: 'object',
  title: 'Payment account',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    number: { type: 'string' },
    instructions: { type: 'string' },
    photo: { type: ['string', 'null'] },
  },
  required: ['id', 'name', 'number', 'instructions', 'photo'],
} as const;
export type PaymentAccount = FromSchema<typeof paymentAccountSchema>;

export const paymentAccountCreateSchema = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      errorMessage: 'Please enter the account name (for example GCash).',
    },
    number: {
      type: 'string',
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      errorMessage: 'Please enter the account number.',
    },
    instructions: {
      type: 'string',
      maxLength: 500,
      errorMessage: 'Instructions can be at most 500 characters.',
    },
    photo: {
      type: 'string',
      // The link the upload answered with; its signature part is dropped when stored and made anew when shown.
      pattern: '^/api/uploads/[0-9a-f-]{36}(\\?exp=[0-9]+&sig=[A-Za-z0-9_-]+)?$',
      errorMessage: 'Please upload the photo again.',
    },
  },
  required: ['name', 'number'],
  additionalProperties: false,
  errorMessage: {
    required: {
      name: 'Please enter the account name (for example GCash).',
      number: 'Please enter the account number.',
    },
  },
} as const;
export type PaymentAccountCreate = FromSchema<typeof paymentAccountCreateSchema>;

export const paymentAccountListSchema = {
  type: 'object',
  properties: { accounts: { type: 'array', items: paymentAccountSchema } },
  required: ['accounts'],
} as const;

export const orderFileSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['budget-receipt', 'store-receipt'] },
    url: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'kind', 'url', 'created_at'],
} as const;

/** Everything a pautos screen shows: the errand, where it stands, where to send the budget, the receipts. */
export const pautosViewSchema = {
  type: 'object',
  properties: {
    booking_id: { type: 'integer' },
    code: { type: 'string' },
    pautos_order: {
      type: 'object',
      properties: {
        items_to_purchase: { type: 'string' },
        total_budget: { type: 'integer' },
        store_location_details: { type: 'string' },
        special_instructions: { type: 'string' },
        pautos_fee: { type: 'integer' },
        payment: { type: 'string', enum: ['e-wallet', 'cash'] },
        store_address: { type: 'string' },
        store_lat: { type: 'number' },
        store_lng: { type: 'number' },
        delivery_address: { type: 'string' },
        delivery_lat: { type: 'number' },
        delivery_lng: { type: 'number' },
      },
      required: [
        'items_to_purchase',
        'total_budget',
        'store_location_details',
        'special_instructions',
        'pautos_fee',
        'payment',
        'store_address',
        'store_lat',
        'store_lng',
        'delivery_address',
        'delivery_lat',
        'delivery_lng',
      ],
    },
    status: orderStatusSchema,
    payment_accounts: { type: 'array', items: paymentAccountSchema },
    files: { type: 'array', items: orderFileSchema },
    receipt: {
      type: 'object',
      description: 'The temporary receipt: budget sent and received, spent, change (centavos).',
      properties: {
        budget_sent: { type: 'integer' },
        total_received: { type: 'integer' },
        total_spent: { type: 'integer' },
        change: { type: 'integer' },
        shortfall: { type: 'integer' },
        customer_agreed_shortfall: { type: 'boolean' },
        change_to: {
          type: 'string',
          enum: ['wallet', 'driver'],
          description:
            "wallet: the change moves from the driver's wallet to the customer's; driver: handed back directly.",
        },
        cash_on_delivery: {
          type: 'integer',
          description: 'What the customer pays the driver in cash at delivery.',
        },
      },
      required: [
        'budget_sent',
        'total_received',
        'total_spent',
        'change',
        'shortfall',
        'customer_agreed_shortfall',
        'change_to',
        'cash_on_delivery',
      ],
    },
  },
  required: ['booking_id', 'code', 'pautos_order', 'status', 'payment_accounts', 'files', 'receipt'],
} as const;
export type PautosView = FromSchema<typeof pautosViewSchema>;

export const orderFileParamsSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    fileId: { type: 'string', format: 'uuid' },
  },
  required: ['id', 'fileId'],
} as const;

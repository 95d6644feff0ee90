import type { FromSchema } from 'json-schema-to-ts';

/** Invoices staff raise for a driver (spec part 2 §3 "Unpaid invoice"). Money in centavos. */

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;

export const invoiceSchema = {
  type: 'object',
  title: 'Driver invoice',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    driver_id: { type: 'integer', title: 'Driver', minimum: 1 },
    driver_name: { type: 'string', title: 'Driver name', readOnly: true },
    notes: {
      type: 'string',
      title: 'Notes',
      minLength: 1,
      maxLength: 1000,
      description: 'Mention "penalty" to ask the driver to agree first.',
    },
    target_date: { type: 'string', title: 'Target date', format: 'date' },
    total_amount: { type: 'integer', title: 'Amount', minimum: 1, maximum: 100000000 },
    payment_link: {
      type: 'string',
      title: 'Payment link',
      maxLength: 500,
      pattern: '^(https?://.*)?$',
      errorMessage: 'The payment link must start with http:// or https://',
    },
    status: { type: 'string', title: 'Status', enum: INVOICE_STATUSES },
    created_at: { type: 'string', title: 'Raised', format: 'date-time', readOnly: true },
  },
  required: [
    'id',
    'driver_id',
    'notes',
    'target_date',
    'total_amount',
    'payment_link',
    'status',
    'created_at',
  ],
} as const;

const writable = {
  driver_id: invoiceSchema.properties.driver_id,
  notes: invoiceSchema.properties.notes,
  target_date: invoiceSchema.properties.target_date,
  total_amount: invoiceSchema.properties.total_amount,
  payment_link: invoiceSchema.properties.payment_link,
  status: invoiceSchema.properties.status,
} as const;

export const invoiceCreateSchema = {
  type: 'object',
  properties: writable,
  required: ['driver_id', 'notes', 'target_date', 'total_amount'],
  additionalProperties: false,
} as const;

export const invoiceUpdateSchema = {
  type: 'object',
  properties: writable,
  additionalProperties: false,
} as const;

/** GET /api/insurance/unpaid_list */
export const unpaidListSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          notes: { type: 'string' },
          target_date: { type: 'string' },
          total_amount: { type: 'integer' },
          driver_id: { type: 'integer' },
        },
        required: ['id', 'notes', 'target_date', 'total_amount', 'driver_id'],
      },
    },
    total_unpaid: { type: 'integer' },
    link: {
      type: ['string', 'null'],
      description: 'Where the driver pays; also sent live on unpaid_insurance:{id}',
    },
  },
  required: ['data', 'total_unpaid', 'link'],
} as const;
export type UnpaidList = FromSchema<typeof unpaidListSchema>;

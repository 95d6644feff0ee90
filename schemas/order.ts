import type { FromSchema } from 'json-schema-to-ts';

const isoTime = { type: 'string', format: 'date-time' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const orderRoleSchema = {
  type: 'string',
  enum: ['customer', 'driver', 'store', 'staff', 'system'],
} as const;

/** The spec's status entry: code, timestamp, role, method, reference, amount_sent, total_spent (centavos). */
export const orderStatusEntrySchema = {
  type: 'object',
  title: 'Status entry',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string', description: 'The status key the order moved to.' },
    timestamp: isoTime,
    role: orderRoleSchema,
    method: { type: 'string' },
    reference: { type: ['string', 'null'] },
    amount_sent: { ...nullableInteger, description: 'Centavos.' },
    total_spent: { ...nullableInteger, description: 'Centavos.' },
    payload: { type: 'object', additionalProperties: true },
  },
  required: [
    'id',
    'code',
    'timestamp',
    'role',
    'method',
    'reference',
    'amount_sent',
    'total_spent',
    'payload',
  ],
} as const;
export type OrderStatusEntryView = FromSchema<typeof orderStatusEntrySchema>;

/** Where an order stands, its whole history, and what the viewer may do next. */
export const orderStatusSchema = {
  type: 'object',
  title: 'Order status',
  properties: {
    booking_id: { type: 'integer' },
    code: { type: 'string' },
    service: { type: 'string', enum: ['pautos', 'delivery'] },
    status_key: { type: 'string' },
    // A delivery's partner store works on its own track beside the driver's; null for errands.
    store_key: { type: ['string', 'null'] },
    booking_status: { type: 'string' },
    version: { type: 'integer' },
    amount_pending: {
      type: 'integer',
      description: 'Budget sent, not yet confirmed by the driver (centavos).',
    },
    total_received: { type: 'integer', description: 'Budget the driver confirmed receiving (centavos).' },
    total_spent: { type: 'integer', description: 'Centavos.' },
    initiator: orderRoleSchema,
    updated_at: isoTime,
    viewer_role: orderRoleSchema,
    next: { type: 'array', items: { type: 'string' }, description: 'Status keys the viewer may set now.' },
    statuses: { type: 'array', items: orderStatusEntrySchema },
  },
  required: [
    'booking_id',
    'code',
    'service',
    'status_key',
    'booking_status',
    'version',
    'amount_pending',
    'total_received',
    'total_spent',
    'initiator',
    'updated_at',
    'viewer_role',
    'next',
    'statuses',
  ],
} as const;
export type OrderStatusView = FromSchema<typeof orderStatusSchema>;

export const orderIdParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

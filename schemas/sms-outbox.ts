import type { FromSchema } from 'json-schema-to-ts';

/** One message of the development SMS outbox (nothing is sent to phones in development). */
export const smsOutboxMessageSchema = {
  type: 'object',
  title: 'Outbox message',
  properties: {
    id: { type: 'string', title: 'ID' },
    to: { type: 'string', title: 'To' },
    text: { type: 'string', title: 'Text' },
    sent_at: { type: 'string', title: 'Time', format: 'date-time' },
  },
  required: ['id', 'to', 'text', 'sent_at'],
} as const;
export type SmsOutboxMessage = FromSchema<typeof smsOutboxMessageSchema>;

export const smsOutboxQuerySchema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100, description: 'Newest messages first.' },
  },
} as const;

export const smsOutboxResponseSchema = { type: 'array', items: smsOutboxMessageSchema } as const;

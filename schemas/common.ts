import type { FromSchema } from 'json-schema-to-ts';

export const messageSchema = {
  $id: 'message',
  type: 'object',
  title: 'Message',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;
export type Message = FromSchema<typeof messageSchema>;

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

/** Responses every route may give: a message for the person, nothing else. */
export const errorResponses = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  429: messageSchema,
} as const;

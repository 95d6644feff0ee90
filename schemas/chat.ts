import type { FromSchema } from 'json-schema-to-ts';

/** A chat message as the booking chat shows it (spec part 1 §3 "Chat message"). */
export const chatMessageSchema = {
  type: 'object',
  title: 'Chat message',
  properties: {
    id: { type: 'integer', description: 'Increasing: fetch newer ones with ?after=<last id>.' },
    userId: { type: 'integer', description: 'The sender.' },
    text: { type: 'string' },
    timestamp: { type: 'string', format: 'date-time' },
    photos: { type: 'array', items: { type: 'string' } },
    seenBy: { type: 'array', items: { type: 'integer' }, description: 'Every account that has seen it.' },
    seenStatus: { type: 'boolean', description: 'True once someone other than the sender has seen it.' },
    activityStatus: { type: 'integer', description: '1 on send.' },
    client_id: { type: 'string', description: "The sender's own id for the message (retries reuse it)." },
  },
  required: [
    'id',
    'userId',
    'text',
    'timestamp',
    'photos',
    'seenBy',
    'seenStatus',
    'activityStatus',
    'client_id',
  ],
} as const;
export type ChatMessage = FromSchema<typeof chatMessageSchema>;

export const chatParamsSchema = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' } },
  required: ['code'],
} as const;

export const chatListQuerySchema = {
  type: 'object',
  properties: { after: { type: 'integer', minimum: 0, default: 0 } },
} as const;

export const chatSendBodySchema = {
  type: 'object',
  properties: {
    text: { type: 'string', maxLength: 2000, errorMessage: 'Messages can be at most 2000 characters.' },
    client_id: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.:-]+$',
      errorMessage: 'client_id must be 1 to 64 letters, digits or _ . : -',
    },
  },
  required: ['text', 'client_id'],
} as const;
export type ChatSendBody = FromSchema<typeof chatSendBodySchema>;

export const chatSeenResponseSchema = {
  type: 'object',
  properties: { last_seen_id: { type: 'integer' } },
  required: ['last_seen_id'],
} as const;

/**
 * POST chat/notification (spec part 2 §7: title, body, topic, path, user, peer): tells the other party of a
 * booking's chat that a message is waiting. `topic` is the booking's code, `user` the sender (the caller),
 * `peer` the other party, `path` the page of this site the notification opens.
 */
export const chatNotificationBodySchema = {
  type: 'object',
  properties: {
    title: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      errorMessage: 'The title must be 1 to 100 characters.',
    },
    body: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      errorMessage: 'The text must be 1 to 500 characters.',
    },
    topic: {
      type: 'string',
      minLength: 1,
      maxLength: 20,
      pattern: '^[A-Za-z0-9]+$',
      errorMessage: 'The topic must be a booking code.',
    },
    path: {
      type: 'string',
      maxLength: 200,
      pattern: '^/(?!/)[^\\s\\\\]*$',
      errorMessage: 'The path must be a page of this site, starting with /.',
    },
    user: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    peer: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
  required: ['title', 'body', 'topic', 'peer'],
  additionalProperties: false,
} as const;
export type ChatNotificationBody = FromSchema<typeof chatNotificationBodySchema>;

export const chatNotificationResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, delivered_to: { type: 'integer' } },
  required: ['message', 'delivered_to'],
} as const;

import type { FromSchema } from 'json-schema-to-ts';

export const scanQuerySchema = {
  type: 'object',
  properties: {
    qr: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      errorMessage: 'The scanned code is empty or too long.',
    },
  },
  required: ['qr'],
  additionalProperties: false,
} as const;

/** Scanned user details (spec part 2 §3): user, meeting, schedule and the participant's attendance. */
export const scannedUserSchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        code: { type: 'string' },
        name: { type: 'string' },
        phone: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
        photo: { type: ['string', 'null'] },
        customizable_photo: { type: ['string', 'null'] },
        is_blocked: { type: 'boolean' },
        roles: { type: 'array', items: { type: 'string' } },
      },
      required: [
        'id',
        'code',
        'name',
        'phone',
        'email',
        'photo',
        'customizable_photo',
        'is_blocked',
        'roles',
      ],
    },
    meeting: {
      type: ['object', 'null'],
      description:
        "The general meeting the person chose a schedule for: today's, else the next, else the last.",
      properties: {
        id: { type: 'integer' },
        date: { type: 'string', description: 'YYYY-MM-DD (Manila).' },
        description: { type: 'string' },
        is_today: { type: 'boolean' },
      },
      required: ['id', 'date', 'description', 'is_today'],
    },
    schedule: {
      type: ['object', 'null'],
      description: 'The schedule slot chosen for that meeting.',
      properties: {
        id: { type: 'integer' },
        description: { type: 'string' },
        start_time: { type: 'string', description: 'HH:mm (Manila).' },
      },
      required: ['id', 'description', 'start_time'],
    },
    participant: {
      type: 'object',
      properties: { attended_at: { type: ['string', 'null'], format: 'date-time' } },
      required: ['attended_at'],
    },
  },
  required: ['user', 'meeting', 'schedule', 'participant'],
} as const;
export type ScannedUser = FromSchema<typeof scannedUserSchema>;

export const userIdParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

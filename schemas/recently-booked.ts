import type { FromSchema } from 'json-schema-to-ts';

export const RECENTLY_BOOKED_ACTION_SLUGS = [
  'call_driver',
  'text_driver',
  'dont_book',
  'view_details',
] as const;
export type RecentlyBookedAction = (typeof RECENTLY_BOOKED_ACTION_SLUGS)[number];

/** POST /api/recently-booked: a visitor called, texted, chose not to book or opened a driver's details. */
export const recentlyBookedBodySchema = {
  type: 'object',
  properties: {
    action_slug: {
      type: 'string',
      enum: RECENTLY_BOOKED_ACTION_SLUGS,
      errorMessage: 'The action is call_driver, text_driver, dont_book or view_details.',
    },
    driver_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a driver.' },
    confirmed: {
      type: 'boolean',
      description: 'True for the first contact of a popup, which the visitor confirmed they mean to book.',
    },
  },
  required: ['action_slug', 'driver_id'],
  additionalProperties: false,
} as const;
export type RecentlyBookedBody = FromSchema<typeof recentlyBookedBodySchema>;

export const recentlyBookedQuerySchema = {
  type: 'object',
  properties: {
    from: { type: 'string', format: 'date-time', errorMessage: 'from must be a date and time (ISO 8601).' },
    to: { type: 'string', format: 'date-time', errorMessage: 'to must be a date and time (ISO 8601).' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      errorMessage: 'The limit is a whole number from 1 to 100.',
    },
  },
  additionalProperties: false,
} as const;
export type RecentlyBookedQuery = FromSchema<typeof recentlyBookedQuerySchema>;

const person = {
  name: { type: 'string' },
  photoUrl: { type: ['string', 'null'] },
} as const;

/** A recently-booked record (spec part 1 §3), as the list and the `recently-booked` topic carry it. */
export const recentlyBookedRecordSchema = {
  type: 'object',
  title: 'Recently booked',
  properties: {
    id: { type: 'integer' },
    timestamp: { type: 'string', format: 'date-time' },
    actionSlug: { type: 'string', enum: RECENTLY_BOOKED_ACTION_SLUGS },
    driver: {
      type: 'object',
      properties: { ...person, id: { type: 'integer' } },
      required: ['name', 'photoUrl', 'id'],
    },
    user: {
      type: ['object', 'null'],
      description: 'Who acted; null for a visitor who was not logged in.',
      properties: person,
      required: ['name', 'photoUrl'],
    },
    isn: {
      type: 'boolean',
      description: 'Is notified: the confirmed first contact of a popup, not a repeated call or text.',
    },
  },
  required: ['id', 'timestamp', 'actionSlug', 'driver', 'user', 'isn'],
} as const;
export type RecentlyBookedRecord = FromSchema<typeof recentlyBookedRecordSchema>;

export const recentlyBookedListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: recentlyBookedRecordSchema } },
  required: ['data'],
} as const;
export type RecentlyBookedList = FromSchema<typeof recentlyBookedListSchema>;

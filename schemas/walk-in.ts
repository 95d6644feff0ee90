import type { FromSchema } from 'json-schema-to-ts';

/** POST /api/driver/walk-in: a passenger met on the street, or one who contacted the driver from the map. */
export const walkInBodySchema = {
  type: 'object',
  title: 'Walk-in trip',
  properties: {
    recently_booked_id: {
      type: 'integer',
      minimum: 1,
      title: 'Contact record',
      description:
        "The home map's contact record this passenger came from (a quick book); none for the street.",
      errorMessage: 'Please choose one of your recent contacts.',
    },
  },
  additionalProperties: false,
} as const;
export type WalkInBody = FromSchema<typeof walkInBodySchema>;

/** A recent contact from the home map that can still become this driver's walk-in trip. */
export const walkInContactSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    timestamp: { type: 'string', format: 'date-time' },
    actionSlug: { type: 'string' },
    user_name: { type: ['string', 'null'], description: 'The visitor, when they were signed in.' },
  },
  required: ['id', 'timestamp', 'actionSlug', 'user_name'],
} as const;
export type WalkInContact = FromSchema<typeof walkInContactSchema>;

export const walkInContactListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: walkInContactSchema } },
  required: ['data'],
} as const;
export type WalkInContactList = FromSchema<typeof walkInContactListSchema>;

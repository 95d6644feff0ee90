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

/**
 * Why a finished walk-in trip earned no booking points: too short, too quick, too few of the driver's positions
 * during it, positions that do not show the drive, or the day's number of walk-ins that earn already reached.
 */
export const WALK_IN_POINTS_REASONS = ['short', 'quick', 'no-trace', 'trace', 'daily-cap'] as const;
export type WalkInPointsReason = (typeof WALK_IN_POINTS_REASONS)[number];

/** What a finished walk-in trip earned, for the driver's screen; null for every other booking. */
export const walkInPointsSchema = {
  type: ['object', 'null'],
  title: 'Walk-in points',
  properties: {
    earned: { type: 'boolean' },
    points: { type: 'number', description: 'Booking points the trip earned (0 when it earned none).' },
    reason: { type: ['string', 'null'], enum: [...WALK_IN_POINTS_REASONS, null] },
    distance_km: { type: 'number' },
    duration_min: { type: 'number' },
    min_km: { type: 'number' },
    min_minutes: { type: 'number' },
    daily_cap: { type: 'integer' },
  },
  required: [
    'earned',
    'points',
    'reason',
    'distance_km',
    'duration_min',
    'min_km',
    'min_minutes',
    'daily_cap',
  ],
} as const;
export type WalkInPoints = FromSchema<typeof walkInPointsSchema>;

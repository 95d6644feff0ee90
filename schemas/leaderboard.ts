import type { FromSchema } from 'json-schema-to-ts';

/** A driver rank (badge) as the rank info page lists it. */
export const rankSchema = {
  type: 'object',
  title: 'Rank',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    position: { type: 'integer', title: 'Position', minimum: 1, description: '1 is the highest rank.' },
    title: { type: 'string', title: 'Full title' },
    short_title: { type: 'string', title: 'Short title' },
    description: { type: 'string', title: 'Description' },
    photo: {
      type: 'string',
      title: 'Badge picture',
      description: 'Address of the badge shown on the leaderboard, e.g. /ranks/rank-1.svg.',
    },
    min_rides: {
      type: 'integer',
      title: 'Minimum rides',
      description: 'Finished rides in a month that earn the rank.',
    },
  },
  required: ['id', 'position', 'title', 'short_title', 'description', 'photo', 'min_rides'],
} as const;
export type Rank = FromSchema<typeof rankSchema>;

export const badgeQuerySchema = {
  type: 'object',
  properties: {
    filter: {
      type: 'string',
      enum: ['ranking', 'leaderboard'],
      errorMessage: 'The filter must be ranking or leaderboard.',
    },
  },
  additionalProperties: false,
} as const;

export const badgeListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: rankSchema } },
  required: ['data'],
} as const;
export type BadgeList = FromSchema<typeof badgeListSchema>;

/** Leaderboard entry (spec part 2 §3): ranking, name, photo, rides, rank{short_title, photo}. */
export const leaderboardEntrySchema = {
  type: 'object',
  properties: {
    ranking: { type: 'integer' },
    name: { type: 'string' },
    photo: { type: ['string', 'null'] },
    rides: { type: 'integer' },
    branch_name: { type: ['string', 'null'] },
    rank: {
      type: ['object', 'null'],
      properties: {
        short_title: { type: 'string' },
        title: { type: 'string' },
        photo: { type: ['string', 'null'] },
      },
      required: ['short_title', 'title', 'photo'],
    },
  },
  required: ['ranking', 'name', 'photo', 'rides', 'branch_name', 'rank'],
} as const;
export type LeaderboardEntry = FromSchema<typeof leaderboardEntrySchema>;

export const leaderboardQuerySchema = {
  type: 'object',
  properties: {
    filter: { type: 'string', enum: ['no_image'], errorMessage: 'The only filter is no_image.' },
    month: {
      type: 'string',
      pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$',
      description: 'The Manila calendar month (YYYY-MM); this month when left out.',
      errorMessage: 'The month must be written as YYYY-MM.',
    },
    branch_id: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000,
      description: 'Only trips finished in this branch; every branch when left out.',
      errorMessage: 'The branch must be a branch number.',
    },
  },
  additionalProperties: false,
} as const;
export type LeaderboardQuery = FromSchema<typeof leaderboardQuerySchema>;

/** The response has data.last_updated_at and data.data (spec part 2 §3). */
export const leaderboardResponseSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        last_updated_at: { type: ['string', 'null'], format: 'date-time' },
        month: { type: 'string', description: 'The Manila calendar month counted (YYYY-MM).' },
        branch_id: { type: ['integer', 'null'] },
        data: { type: 'array', items: leaderboardEntrySchema },
      },
      required: ['last_updated_at', 'month', 'branch_id', 'data'],
    },
  },
  required: ['data'],
} as const;
export type LeaderboardResponse = FromSchema<typeof leaderboardResponseSchema>;

const rankEditable = {
  position: {
    ...rankSchema.properties.position,
    title: 'Position',
    maximum: 1000,
    errorMessage: 'The position must be a whole number from 1 (the highest rank).',
  },
  title: { ...rankSchema.properties.title, minLength: 1, maxLength: 80 },
  short_title: { ...rankSchema.properties.short_title, title: 'Short title', minLength: 1, maxLength: 40 },
  description: { ...rankSchema.properties.description, title: 'Description', maxLength: 1000 },
  photo: { ...rankSchema.properties.photo, title: 'Badge picture', maxLength: 500 },
  min_rides: {
    ...rankSchema.properties.min_rides,
    title: 'Minimum rides',
    minimum: 0,
    maximum: 100000,
    errorMessage: 'Minimum rides must be a whole number, 0 or more.',
  },
} as const;

/** A rank from the console. */
export const rankCreateSchema = {
  type: 'object',
  title: 'New rank',
  properties: rankEditable,
  required: ['position', 'title', 'short_title'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the position, title and short title.' },
} as const;

export const rankUpdateSchema = {
  type: 'object',
  title: 'Rank changes',
  properties: rankEditable,
  additionalProperties: false,
} as const;

import type { FromSchema } from 'json-schema-to-ts';

export const orderParamsSchema = {
  type: 'object',
  properties: { orderId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['orderId'],
} as const;

export const ratingBodySchema = {
  type: 'object',
  properties: {
    rating: {
      type: 'integer',
      minimum: 1,
      maximum: 5,
      errorMessage: 'Please choose a rating from 1 to 5 stars.',
    },
    message: {
      type: 'string',
      maxLength: 500,
      default: '',
      errorMessage: 'The review may be at most 500 characters.',
    },
  },
  required: ['rating'],
  additionalProperties: false,
  errorMessage: { required: 'Please choose a rating from 1 to 5 stars.' },
} as const;
export type RatingBody = FromSchema<typeof ratingBodySchema, { keepDefaultedPropertiesOptional: true }>;

export const ratingResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        rating: { type: 'integer' },
        message: { type: 'string' },
        rater_role: { type: 'string' },
      },
      required: ['rating', 'message', 'rater_role'],
    },
  },
  required: ['message', 'data'],
} as const;

export const myRatingSchema = {
  type: 'object',
  properties: {
    data: {
      type: ['object', 'null'],
      properties: {
        rating: { type: 'integer' },
        message: { type: 'string' },
        rater_role: { type: 'string' },
      },
    },
  },
  required: ['data'],
} as const;

export const customerStatsQuerySchema = {
  type: 'object',
  properties: {
    order_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, errorMessage: 'Please give the order.' },
    token: { type: 'string', maxLength: 200 },
  },
  required: ['order_id'],
} as const;

/** Customer stats (spec part 2 §3). */
export const customerStatsSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    profile_picture_url: { type: ['string', 'null'] },
    rating: {
      type: ['number', 'null'],
      description: 'Average of the ratings drivers gave; null before the first.',
    },
    ratings_count: { type: 'integer' },
    finished_bookings: { type: 'integer' },
    cancelled_bookings: { type: 'integer' },
    id_type: { type: ['string', 'null'] },
    id_url: { type: ['string', 'null'], description: 'Only for staff: the uploaded ID is private.' },
    driver_reviews: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          driver_image_url: { type: ['string', 'null'] },
          title: { type: 'string' },
          rating: { type: 'integer' },
          message: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
        },
        required: ['driver_image_url', 'title', 'rating', 'message', 'created_at'],
      },
    },
  },
  required: [
    'name',
    'profile_picture_url',
    'rating',
    'ratings_count',
    'finished_bookings',
    'cancelled_bookings',
    'id_type',
    'id_url',
    'driver_reviews',
  ],
} as const;
export type CustomerStats = FromSchema<typeof customerStatsSchema>;

import type { FromSchema } from 'json-schema-to-ts';

/** 24-hour quota (spec part 2 §3 "24-hour quota", §7 rewards/*). */

const pastReward = {
  type: 'object',
  properties: {
    date: { type: 'string', description: 'Manila date (YYYY-MM-DD)' },
    finished_ride_count: { type: 'integer' },
    weekly_percentage: { type: 'number' },
    monthly_percentage: { type: 'number' },
  },
  required: ['date', 'finished_ride_count', 'weekly_percentage', 'monthly_percentage'],
} as const;

const claim = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', description: 'When it was claimed' },
    kind: { type: 'string', enum: ['weekly', 'monthly'] },
    period_key: { type: 'string' },
    weekly_percentage: { type: 'number' },
    monthly_percentage: { type: 'number' },
    amount_centavos: { type: 'integer' },
  },
  required: [
    'id',
    'date',
    'kind',
    'period_key',
    'weekly_percentage',
    'monthly_percentage',
    'amount_centavos',
  ],
} as const;

export const dailyQuotaSchema = {
  type: 'object',
  properties: {
    finished_ride_count: { type: 'integer' },
    target: { type: 'integer' },
    weekly_reward: { type: 'integer', description: 'Configured weekly reward, centavos' },
    monthly_reward: { type: 'integer', description: 'Configured monthly reward, centavos' },
    weekly_percentage: { type: 'number', description: 'Share of this week earned so far' },
    monthly_percentage: { type: 'number', description: 'Share of this month earned so far' },
    weekly_claimed: { type: 'boolean' },
    monthly_claimed: { type: 'boolean' },
    weekly_open: { type: 'boolean' },
    monthly_open: { type: 'boolean' },
    day_ends_at: { type: 'string', format: 'date-time' },
    past_claimed_rewards: { type: 'array', items: claim },
  },
  required: [
    'finished_ride_count',
    'target',
    'weekly_reward',
    'monthly_reward',
    'weekly_percentage',
    'monthly_percentage',
    'weekly_claimed',
    'monthly_claimed',
    'weekly_open',
    'monthly_open',
    'day_ends_at',
    'past_claimed_rewards',
  ],
} as const;
export type DailyQuota = FromSchema<typeof dailyQuotaSchema>;

const paging = {
  current_page: { type: 'integer' },
  last_page: { type: 'integer' },
  prev_page_url: { type: ['string', 'null'] },
  next_page_url: { type: ['string', 'null'] },
  total: { type: 'integer', description: 'How many items in all pages' },
} as const;

export const claimedRewardsPageSchema = {
  type: 'object',
  properties: {
    ...paging,
    data: { type: 'array', items: claim },
    total_amount_centavos: { type: 'integer' },
  },
  required: [
    'current_page',
    'last_page',
    'prev_page_url',
    'next_page_url',
    'total',
    'data',
    'total_amount_centavos',
  ],
} as const;
export type ClaimedRewardsPage = FromSchema<typeof claimedRewardsPageSchema>;

export const pastRewardsPageSchema = {
  type: 'object',
  properties: {
    ...paging,
    data: { type: 'array', items: pastReward },
    total_weekly_percentage: { type: 'number' },
    total_monthly_percentage: { type: 'number' },
  },
  required: [
    'current_page',
    'last_page',
    'prev_page_url',
    'next_page_url',
    'total',
    'data',
    'total_weekly_percentage',
    'total_monthly_percentage',
  ],
} as const;
export type PastRewardsPage = FromSchema<typeof pastRewardsPageSchema>;

export const pageQuerySchema = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
  additionalProperties: false,
} as const;

export const claimResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    total_weekly_percentage: { type: 'number' },
    total_monthly_percentage: { type: 'number' },
    amount_centavos: { type: 'integer' },
  },
  required: ['message', 'amount_centavos'],
} as const;

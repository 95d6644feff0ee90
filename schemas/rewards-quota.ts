import type { FromSchema } from 'json-schema-to-ts';

/** GET /api/new_rewards_quota (spec part 2 §3 "Rewards quota: drivers each with count and quota"). */
export const bookingPointsQuotaSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        drivers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              branch_id: { type: ['integer', 'null'] },
              branch_name: { type: ['string', 'null'] },
              eligible: { type: 'boolean', description: "Whether the driver's branch takes part." },
              count: { type: 'number', description: 'Points toward the next reward.' },
              quota: { type: 'integer' },
              total_points: { type: 'number', description: 'Every point earned in eligible branches.' },
              rewards_paid: { type: 'integer', description: 'Rewards already paid into the wallet.' },
              reward_centavos: { type: 'integer' },
            },
            required: [
              'id',
              'name',
              'branch_id',
              'branch_name',
              'eligible',
              'count',
              'quota',
              'total_points',
              'rewards_paid',
              'reward_centavos',
            ],
          },
        },
      },
      required: ['drivers'],
    },
  },
  required: ['data'],
} as const;
export type BookingPointsQuota = FromSchema<typeof bookingPointsQuotaSchema>;

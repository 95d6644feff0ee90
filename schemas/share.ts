import type { FromSchema } from 'json-schema-to-ts';

/**
 * What an invitation page may know about the inviter (spec part 1 §3 "Share: name, code, photo"). The
 * response schema is the guard: any other column the query returns is dropped by the serialiser.
 */
export const shareSchema = {
  type: 'object',
  title: 'Invitation',
  properties: {
    name: { type: 'string' },
    code: { type: 'string', title: 'Referral code' },
    photo: { type: ['string', 'null'], description: 'URL of the inviter photo' },
  },
  required: ['name', 'code', 'photo'],
  additionalProperties: false,
} as const;
export type Share = FromSchema<typeof shareSchema>;

export const shareParamsSchema = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
  required: ['code'],
} as const;

import type { FromSchema } from 'json-schema-to-ts';

/** A discount code riders type in the ride wizard; the percent comes off the trip fare, never off fees or tips. */
export const couponSchema = {
  type: 'object',
  title: 'Coupon',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    code: {
      type: 'string',
      title: 'Code',
      description: 'What riders type; letters and digits, case does not matter.',
      minLength: 1,
      maxLength: 40,
      pattern: '^[A-Za-z0-9_-]+$',
      errorMessage: 'The code must be 1 to 40 letters, digits, - or _.',
    },
    description: { type: 'string', title: 'Description', maxLength: 300 },
    discount_percent: {
      type: 'integer',
      title: 'Discount (%)',
      minimum: 1,
      maximum: 100,
      errorMessage: 'The discount must be a whole percent from 1 to 100.',
    },
    expires_at: { type: ['string', 'null'], format: 'date-time', title: 'Expires at' },
    max_uses: {
      type: ['integer', 'null'],
      title: 'Maximum uses',
      description: 'Empty for unlimited.',
      minimum: 0,
      errorMessage: 'Maximum uses must be a whole number, or empty for unlimited.',
    },
    used_count: { type: 'integer', title: 'Times used', readOnly: true },
    is_active: { type: 'boolean', title: 'Active' },
  },
  required: [
    'id',
    'code',
    'description',
    'discount_percent',
    'expires_at',
    'max_uses',
    'used_count',
    'is_active',
  ],
} as const;
export type Coupon = FromSchema<typeof couponSchema>;

export const couponCheckQuerySchema = {
  type: 'object',
  properties: { code: { type: 'string', maxLength: 40, default: '' } },
} as const;

/** The spec's coupon response: `message` present means invalid; otherwise `discount` is the percent. */
export const couponCheckResponseSchema = {
  type: 'object',
  properties: {
    discount: { type: 'integer', description: 'Percent off the trip fare.' },
    message: { type: 'string' },
  },
} as const;
export type CouponCheckResponse = FromSchema<typeof couponCheckResponseSchema>;

const couponEditable = {
  code: couponSchema.properties.code,
  description: couponSchema.properties.description,
  discount_percent: couponSchema.properties.discount_percent,
  expires_at: couponSchema.properties.expires_at,
  max_uses: couponSchema.properties.max_uses,
  is_active: couponSchema.properties.is_active,
} as const;

/** A coupon from the console. */
export const couponCreateSchema = {
  type: 'object',
  title: 'New coupon',
  properties: couponEditable,
  required: ['code', 'discount_percent'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the code and the discount.' },
} as const;

export const couponUpdateSchema = {
  type: 'object',
  title: 'Coupon changes',
  properties: couponEditable,
  additionalProperties: false,
} as const;

import type { FromSchema } from 'json-schema-to-ts';
import { accountSchema, OTP_PURPOSES } from './account';

/** GET user_details/{id}: the account's number. */
export const userDetailsParamsSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      errorMessage: 'The account number must be a whole number.',
    },
  },
  required: ['id'],
} as const;

const { email, phone, note, is_foreign, locale, ...shared } = accountSchema.properties;

/**
 * GET user_details/{id} (spec part 2 §7 "GET user, GET user_details/{id}: account, cancel_count"). The account
 * itself and admins or operations managers get the whole account; the other party of a booking (the rider's
 * driver, the driver's rider) gets the name, photo, branch and today's cancellations, never contact details.
 */
export const userDetailsSchema = {
  type: 'object',
  title: 'User details',
  properties: {
    ...shared,
    email,
    phone,
    note,
    is_foreign,
    locale,
    relation: {
      type: 'string',
      enum: ['self', 'staff', 'booking'],
      description: 'Why the caller may see this account: itself, staff, or a booking they share.',
    },
  },
  required: ['id', 'code', 'name', 'role_name', 'roles', 'cancel_count', 'relation'],
} as const;
export type UserDetails = FromSchema<typeof userDetailsSchema>;

const phoneQuery = {
  type: 'string',
  minLength: 1,
  maxLength: 20,
  errorMessage: 'Enter a mobile number like 09171234567.',
} as const;

/** GET is_phone_available?phone=: whether a new account may use the number (spec part 2 §7, registration). */
export const phoneAvailableQuerySchema = {
  type: 'object',
  properties: { phone: phoneQuery },
  required: ['phone'],
  additionalProperties: false,
} as const;

export const phoneAvailableSchema = {
  type: 'object',
  properties: {
    available: { type: 'boolean' },
    phone: { type: 'string', description: 'The number as stored (+639xxxxxxxxx).' },
    message: { type: 'string' },
  },
  required: ['available', 'phone', 'message'],
} as const;

/** GET verify/phone?phone=&code=&purpose=: the SMS code check of registration and password reset. */
export const verifyPhoneQuerySchema = {
  type: 'object',
  properties: {
    phone: phoneQuery,
    code: { type: 'string', pattern: '^\\d{6}$', errorMessage: 'Invalid OTP!' },
    purpose: { type: 'string', enum: OTP_PURPOSES, default: 'register' },
  },
  required: ['phone', 'code'],
  additionalProperties: false,
} as const;

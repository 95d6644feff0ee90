import type { FromSchema } from 'json-schema-to-ts';
import { email, localPhone } from './account';

/** A staff member asks to change their own phone or email: a code goes to the new one. */
export const identityChangeBodySchema = {
  type: 'object',
  properties: {
    field: { type: 'string', enum: ['phone', 'email'], errorMessage: 'Choose phone or email.' },
    value: { type: 'string', maxLength: 200 },
  },
  required: ['field', 'value'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { field: { const: 'phone' } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited
      then: { properties: { value: localPhone } },
    },
    {
      if: { properties: { field: { const: 'email' } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited
      then: { properties: { value: email } },
    },
  ],
  errorMessage: {
    required: { field: 'Choose phone or email.', value: 'Please enter the new phone or email.' },
  },
} as const;
export type IdentityChangeBody = FromSchema<typeof identityChangeBodySchema>;

export const identityChangeSentSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    field: { type: 'string', enum: ['phone', 'email'] },
    sent_to: { type: 'string' },
    expires_in_minutes: { type: 'integer' },
    resend_after: { type: 'integer' },
  },
  required: ['message', 'field', 'sent_to', 'expires_in_minutes', 'resend_after'],
  additionalProperties: false,
} as const;

export const identityConfirmBodySchema = {
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^\\d{6}$', errorMessage: 'Enter the 6-digit code we sent.' },
  },
  required: ['code'],
  additionalProperties: false,
  errorMessage: { required: { code: 'Enter the 6-digit code we sent.' } },
} as const;
export type IdentityConfirmBody = FromSchema<typeof identityConfirmBodySchema>;

export const identityChangedSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    field: { type: 'string', enum: ['phone', 'email'] },
    value: { type: 'string' },
  },
  required: ['message', 'field', 'value'],
  additionalProperties: false,
} as const;

/** What the console's "My account" page shows. */
export const myAccountSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    pending: {
      type: ['object', 'null'],
      properties: {
        field: { type: 'string', enum: ['phone', 'email'] },
        sent_to: { type: 'string' },
      },
      required: ['field', 'sent_to'],
      additionalProperties: false,
    },
  },
  required: ['id', 'name', 'phone', 'email', 'pending'],
  additionalProperties: false,
} as const;
export type MyAccount = FromSchema<typeof myAccountSchema>;

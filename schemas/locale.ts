import type { FromSchema } from 'json-schema-to-ts';

/** The languages of the product: English (the spec's texts) and Filipino. */
export const localeSchema = {
  type: 'string',
  enum: ['en', 'fil'],
  title: 'Language',
  errorMessage: 'Please choose English or Filipino.',
} as const;

export const localeBodySchema = {
  type: 'object',
  properties: { locale: localeSchema },
  required: ['locale'],
  additionalProperties: false,
  errorMessage: { required: 'Please choose English or Filipino.' },
} as const;
export type LocaleBody = FromSchema<typeof localeBodySchema>;

export const localeResponseSchema = {
  type: 'object',
  properties: { locale: { type: 'string', enum: ['en', 'fil'] } },
  required: ['locale'],
} as const;

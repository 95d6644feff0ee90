import type { FromSchema } from 'json-schema-to-ts';

/** POST /api/analytics: one event from a browser (visit_site, theme changes, ...). */
export const ANALYTICS_EVENT_NAMES = [
  'visit_site',
  'call_driver',
  'text_driver',
  'dont_book',
  'theme_change',
  'theme_christmas',
  'theme_default',
] as const;

export const analyticsEventBodySchema = {
  type: 'object',
  properties: {
    event: { type: 'string', enum: ANALYTICS_EVENT_NAMES, errorMessage: 'Unknown analytics event.' },
    params: {
      type: 'object',
      maxProperties: 10,
      additionalProperties: {
        anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }, { type: 'boolean' }],
      },
    },
  },
  required: ['event'],
  additionalProperties: false,
} as const;
export type AnalyticsEventBody = FromSchema<typeof analyticsEventBodySchema>;

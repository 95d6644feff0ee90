import type { FromSchema } from 'json-schema-to-ts';

/** App settings strings of spec part 1 §3, editable in the console. */
export const appSettingSchema = {
  type: 'object',
  title: 'App setting',
  properties: {
    id: { type: 'string', title: 'Key', readOnly: true },
    value: { type: 'string', title: 'Value', maxLength: 2000 },
    description: { type: 'string', title: 'Description', maxLength: 500 },
    is_public: { type: 'boolean', title: 'Sent to browsers' },
  },
  required: ['id', 'value', 'description', 'is_public'],
} as const;
export type AppSetting = FromSchema<typeof appSettingSchema>;

/** What every page reads at start: the public settings plus the browser-side service configuration. */
export const publicSettingsSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    androidDownloadLink: { type: 'string' },
    huaweiDownloadLink: { type: 'string' },
    iosDownloadLink: { type: 'string' },
    google_maps_key: { type: 'string' },
    webMap: { type: 'string' },
    web_timeout_seconds: { type: 'integer' },
    website: {
      type: 'object',
      properties: { social: { type: 'object', properties: { fbLink: { type: 'string' } } } },
    },
    colors: { type: 'object', properties: { primaryColor: { type: 'string' } } },
    deliveryFee: { type: 'number' },
    pautosFee: { type: 'number' },
    values: { type: 'object', additionalProperties: { type: 'string' } },
    firebase: {
      type: ['object', 'null'],
      properties: {
        apiKey: { type: 'string' },
        authDomain: { type: 'string' },
        projectId: { type: 'string' },
        appId: { type: 'string' },
        measurementId: { type: 'string' },
      },
    },
  },
  required: ['currency', 'web_timeout_seconds', 'values'],
} as const;
export type PublicSettings = FromSchema<typeof publicSettingsSchema>;

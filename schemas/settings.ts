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

const settingValue = {
  ...appSettingSchema.properties.value,
  errorMessage: 'The value may be at most 2000 characters.',
};
const settingDescription = {
  ...appSettingSchema.properties.description,
  errorMessage: 'The description may be at most 500 characters.',
};

/** A new setting; its key is chosen once and never changes, since code reads settings by key. */
export const appSettingCreateSchema = {
  type: 'object',
  title: 'New app setting',
  properties: {
    id: {
      type: 'string',
      title: 'Key',
      description: 'Letters, digits, dots, dashes and underscores, e.g. website.social.fbLink.',
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
      errorMessage:
        'The key must start with a letter and use only letters, digits, dots, dashes and underscores.',
    },
    value: { ...settingValue, default: '' },
    description: { ...settingDescription, default: '' },
    is_public: { ...appSettingSchema.properties.is_public, default: true },
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: 'Please enter the key.' },
} as const;
export type AppSettingCreate = FromSchema<
  typeof appSettingCreateSchema,
  { keepDefaultedPropertiesOptional: true }
>;

export const appSettingUpdateSchema = {
  type: 'object',
  title: 'App setting changes',
  properties: {
    value: settingValue,
    description: settingDescription,
    is_public: appSettingSchema.properties.is_public,
  },
  additionalProperties: false,
} as const;
export type AppSettingUpdate = FromSchema<typeof appSettingUpdateSchema>;

import type { FromSchema } from 'json-schema-to-ts';

export const APP_TYPES = ['customer', 'driver', 'partner'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** An app release (spec part 1 §3 "App update": data{title, app.text, version_name, …}, message). */
export const appUpdateSchema = {
  type: 'object',
  title: 'App update',
  properties: {
    id: { type: 'integer', minimum: 1 },
    app_type: { type: 'string', enum: APP_TYPES },
    title: { type: 'string' },
    app: {
      type: 'object',
      properties: { text: { type: 'string', description: 'Name of the app, e.g. BRP Driver' } },
      required: ['text'],
    },
    version_name: { type: 'string' },
    version_code: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    dist_url: { type: 'string', description: 'Where the update is downloaded' },
    changelog: { type: 'string' },
  },
  required: [
    'id',
    'app_type',
    'title',
    'app',
    'version_name',
    'version_code',
    'created_at',
    'dist_url',
    'changelog',
  ],
} as const;
export type AppUpdate = FromSchema<typeof appUpdateSchema>;

export const appUpdateQuerySchema = {
  type: 'object',
  properties: {
    app_type: { type: 'string', enum: APP_TYPES, default: 'customer', errorMessage: 'Unknown app type.' },
    code: {
      type: 'integer',
      minimum: 0,
      description: 'Version code installed on the phone; only newer releases are returned.',
      errorMessage: 'The version code must be a whole number.',
    },
  },
  additionalProperties: false,
} as const;
export type AppUpdateQuery = FromSchema<typeof appUpdateQuerySchema>;

/** `data` is null when the installed version is the latest. */
export const appUpdateResponseSchema = {
  type: 'object',
  properties: {
    data: { anyOf: [appUpdateSchema, { type: 'null' }] },
    message: { type: 'string' },
  },
  required: ['data', 'message'],
} as const;
export type AppUpdateResponse = FromSchema<typeof appUpdateResponseSchema>;

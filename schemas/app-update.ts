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

const appType = {
  type: 'string',
  title: 'App',
  enum: APP_TYPES,
  errorMessage: 'Please choose the customer, driver or partner app.',
} as const;
const appUpdateEditable = {
  app_type: appType,
  title: { type: 'string', title: 'Title', minLength: 1, maxLength: 120 },
  version_name: {
    type: 'string',
    title: 'Version name',
    description: 'As shown to users, e.g. 2.4.1.',
    minLength: 1,
    maxLength: 40,
  },
  version_code: {
    type: 'integer',
    title: 'Version code',
    description: 'A whole number that grows with every release.',
    minimum: 1,
    maximum: 2_000_000_000,
    errorMessage: 'The version code must be a whole number above 0.',
  },
  dist_url: { type: 'string', title: 'Download address', maxLength: 500 },
  changelog: { type: 'string', title: 'What changed', maxLength: 5000 },
} as const;

/** An app release as the console lists and edits it (the app name is derived from the app type). */
export const appUpdateAdminSchema = {
  type: 'object',
  title: 'App update',
  properties: {
    id: { ...appUpdateSchema.properties.id, title: 'ID' },
    ...appUpdateEditable,
    created_at: { type: 'string', format: 'date-time', title: 'Published' },
  },
  required: [
    'id',
    'app_type',
    'title',
    'version_name',
    'version_code',
    'dist_url',
    'changelog',
    'created_at',
  ],
} as const;

export const appUpdateCreateSchema = {
  type: 'object',
  title: 'New app update',
  properties: appUpdateEditable,
  required: ['app_type', 'title', 'version_name', 'version_code'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the app, title, version name and version code.' },
} as const;

export const appUpdateUpdateSchema = {
  type: 'object',
  title: 'App update changes',
  properties: appUpdateEditable,
  additionalProperties: false,
} as const;

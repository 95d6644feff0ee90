import type { FromSchema } from 'json-schema-to-ts';
import { idInfoSchema } from './id-card';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET_MAX } from '../config/constants';
import { FORM_CHECK_MESSAGES, LOGIN_MESSAGES, REGISTRATION_MESSAGES } from '../src/shared/messages';

// Also read by every app's shell (role cookies), which loads this small file rather than the account schemas.
export { ROLE_NAMES, type RoleName } from './role-names';

const uploadId = { type: 'string', format: 'uuid' } as const;

/** The account as the browser stores it (local storage `account`/`info`). */
export const accountSchema = {
  type: 'object',
  title: 'Account',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string', title: 'Referral code' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    role_name: { type: 'string', description: 'Role names joined by |' },
    roles: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    },
    branch_id: { type: ['integer', 'null'] },
    branch_name: { type: ['string', 'null'] },
    customizable_photo: { type: ['string', 'null'], description: 'URL of the profile photo' },
    note: { type: 'string' },
    cancel_count: { type: 'integer', description: 'Bookings this account cancelled today' },
    is_foreign: { type: 'boolean' },
    id_info: { ...idInfoSchema, description: 'The ID card details; only with show_id_info=1' },
    locale: {
      type: ['string', 'null'],
      enum: ['en', 'fil', null],
      description: 'Language chosen on the account',
    },
  },
  required: ['id', 'code', 'name', 'role_name', 'roles', 'note', 'cancel_count', 'is_foreign'],
} as const;
export type Account = FromSchema<typeof accountSchema>;

export const loginBodySchema = {
  type: 'object',
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['login', 'password'],
  errorMessage: 'Wrong email/phone!',
} as const;
export type LoginBody = FromSchema<typeof loginBodySchema>;

export const sessionResponseSchema = {
  type: 'object',
  properties: { token: { type: 'string' }, account: accountSchema },
  required: ['token', 'account'],
} as const;

export const fullName = {
  type: 'string',
  maxLength: 120,
  pattern: '^\\s*\\S+(\\s+\\S+)+\\s*$',
  errorMessage: 'Please enter your full name',
} as const;

/**
 * The spec's Philippine pattern ("+63 or 0, then 9, then 9 digits"). A number too short hears the spec's
 * "at least 11 digits"; one long enough but not Philippine (08…) hears what is wrong with it instead.
 */
export const localPhone = {
  type: 'string',
  allOf: [
    { pattern: '^\\D*(\\d\\D*){11,}$', errorMessage: REGISTRATION_MESSAGES.PHONE_TOO_SHORT },
    { pattern: '^(\\+63|0)9\\d{9}$', errorMessage: REGISTRATION_MESSAGES.PHONE_NOT_PHILIPPINE },
  ],
} as const;

export const email = {
  type: 'string',
  format: 'email',
  maxLength: 200,
  errorMessage: 'The email must be a valid email address.',
} as const;

/** A new password: long passphrases welcome (NIST SP 800-63B asks for at least 64 characters). */
export const newPassword = {
  type: 'string',
  minLength: PASSWORD_MIN,
  errorMessage: 'Passwords should contain 8 characters.',
  // A nested rule keeps its own message (ajv-errors' keyword map misbehaves with singleError).
  allOf: [{ maxLength: PASSWORD_MAX, errorMessage: FORM_CHECK_MESSAGES.PASSWORD_TOO_LONG }],
} as const;

export const credentialsQuerySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 200 },
    phone: { type: 'string', maxLength: 20 },
  },
} as const;

export const OTP_PURPOSES = ['register', 'reset'] as const;

export const otpSendBodySchema = {
  type: 'object',
  properties: { phone: localPhone, purpose: { type: 'string', enum: OTP_PURPOSES } },
  required: ['phone', 'purpose'],
} as const;

export const otpVerifyBodySchema = {
  type: 'object',
  properties: {
    phone: localPhone,
    purpose: { type: 'string', enum: OTP_PURPOSES },
    code: { type: 'string', pattern: '^\\d{6}$', errorMessage: 'Invalid OTP!' },
  },
  required: ['phone', 'purpose', 'code'],
} as const;

export const otpVerifyResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, verification_token: { type: 'string' } },
  required: ['message', 'verification_token'],
} as const;

/** OTP refusals carry how long to wait or whether the code expired, so the page can show Resend. */
export const otpErrorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    remaining_seconds: { type: 'integer' },
    expired: { type: 'boolean' },
    restricted: { type: 'boolean' },
  },
  required: ['message'],
} as const;

export const otpSendResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, resend_after: { type: 'integer' } },
  required: ['message', 'resend_after'],
} as const;

/** Local registration (spec part 1 §3 "Registration form"); step 3 carries the OTP verification token. */
export const registerBodySchema = {
  type: 'object',
  properties: {
    name: fullName,
    email,
    phone: localPhone,
    birthday: { type: 'string', format: 'date' },
    address: { type: 'string', maxLength: 300 },
    country_code: { type: 'string', default: 'PH', maxLength: 3 },
    password: newPassword,
    confirmPassword: { type: 'string', maxLength: PASSWORD_MAX },
    code: { type: 'string', maxLength: 20 },
    role: { type: 'string', const: 'client' },
    lat: { type: 'number', minimum: -85, maximum: 85 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    customizable_photo: uploadId,
    is_web: { type: 'integer', enum: [0, 1] },
    verification_token: { type: 'string', minLength: 10, maxLength: 100 },
  },
  required: [
    'name',
    'email',
    'phone',
    'password',
    'confirmPassword',
    'customizable_photo',
    'verification_token',
  ],
  errorMessage: {
    required: 'Please fill in all fields and upload a profile image before proceeding.',
  },
} as const;
export type RegisterBody = FromSchema<typeof registerBodySchema, { keepDefaultedPropertiesOptional: true }>;

/** Foreign registration: verification documents, credentials, password, and Google when it is set up. */
export const registerForeignBodySchema = {
  type: 'object',
  properties: {
    name: fullName,
    email,
    phone: {
      type: 'string',
      pattern: '^\\+?\\d{11,15}$',
      errorMessage: 'Phone number must be at least 11 digits long.',
    },
    nationality: { type: 'string', maxLength: 80 },
    password: newPassword,
    confirmPassword: { type: 'string', maxLength: PASSWORD_MAX },
    code: { type: 'string', maxLength: 20 },
    customizable_photo: uploadId,
    passport: uploadId,
    tourist_visa: uploadId,
    provider: { type: 'string', const: 'google' },
    firebase_id_token: { type: 'string', maxLength: 4096 },
    is_web: { type: 'integer', enum: [0, 1] },
  },
  required: [
    'name',
    'email',
    'phone',
    'password',
    'confirmPassword',
    'customizable_photo',
    'passport',
    'tourist_visa',
  ],
  errorMessage: { required: 'Please fill in all fields before proceeding.' },
} as const;
export type RegisterForeignBody = FromSchema<typeof registerForeignBodySchema>;

export const socialLoginBodySchema = {
  type: 'object',
  properties: { firebase_id_token: { type: 'string', minLength: 20, maxLength: 4096 } },
  required: ['firebase_id_token'],
} as const;

export const passwordResetBodySchema = {
  type: 'object',
  properties: {
    phone: localPhone,
    verification_token: { type: 'string', minLength: 10, maxLength: 100 },
    // The spec caps the reset form at 50 characters, and the message says so.
    password: {
      type: 'string',
      minLength: PASSWORD_MIN,
      errorMessage: 'Password must be at least 8 characters',
      allOf: [
        {
          maxLength: PASSWORD_RESET_MAX,
          errorMessage: LOGIN_MESSAGES.PASSWORD_TOO_LONG,
        },
      ],
    },
  },
  required: ['phone', 'verification_token', 'password'],
} as const;

export const accountDeleteBodySchema = {
  type: 'object',
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 200, errorMessage: 'Password is required!' },
    reason: { type: 'string', maxLength: 500 },
    _method: { type: 'string' },
  },
  required: ['password'],
  errorMessage: { required: 'Password is required!' },
} as const;

export const uploadResponseSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, url: { type: 'string' } },
  required: ['id', 'url'],
} as const;

export const UPLOAD_KINDS = [
  'selfie',
  'passport',
  'tourist_visa',
  'photo',
  'document',
  'receipt',
  'qr',
  'vehicle_photo',
  'driver_license',
  'vehicle_papers',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

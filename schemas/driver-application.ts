import type { FromSchema } from 'json-schema-to-ts';
import { SIGN_UP_BRANCH_IDS, TRIKE_COLORS } from '../config/constants';
import { DRIVER_SIGN_UP_MESSAGES, FORM_CHECK_MESSAGES } from '../src/shared/messages';
import { email, fullName, newPassword } from './account';

/** Driver sign-up (spec part 2 §3 "Driver registration data", §5 "Driver sign-up"). */

export const SIGN_UP_VEHICLE_TYPE_IDS = [1, 2, 3] as const;
export const TRIKE_VEHICLE_TYPE_ID = 3;
export const CAR_VEHICLE_TYPE_ID = 2;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const text = (title: string, maxLength = 120) => ({ type: 'string', title, maxLength }) as const;
/** A file chosen in the browser: the form holds the file, the request holds its upload id. */
const file = (title: string) => ({ title }) as const;
const uploadId = (title: string) => ({ type: 'string', title, format: 'uuid' }) as const;

const REQUIRED_TEXTS = {
  name: FORM_CHECK_MESSAGES.NAME_REQUIRED,
  email: FORM_CHECK_MESSAGES.EMAIL_REQUIRED,
  phone: FORM_CHECK_MESSAGES.PHONE_REQUIRED,
  birthday: FORM_CHECK_MESSAGES.BIRTHDAY_REQUIRED,
  address: FORM_CHECK_MESSAGES.ADDRESS_REQUIRED,
  password: FORM_CHECK_MESSAGES.PASSWORD_REQUIRED,
  repassword: FORM_CHECK_MESSAGES.REPASSWORD_REQUIRED,
  vehicle_brand: FORM_CHECK_MESSAGES.BRAND_REQUIRED,
  vehicle_model: FORM_CHECK_MESSAGES.MODEL_REQUIRED,
  color: FORM_CHECK_MESSAGES.COLOR_REQUIRED,
  reg_no: FORM_CHECK_MESSAGES.PLATE_REQUIRED,
  branch_id: DRIVER_SIGN_UP_MESSAGES.BRANCH_REQUIRED,
  vehicle_photo: DRIVER_SIGN_UP_MESSAGES.VEHICLE_PHOTO_REQUIRED,
  driver_license: DRIVER_SIGN_UP_MESSAGES.DRIVER_LICENSE_REQUIRED,
  vehicle_papers: DRIVER_SIGN_UP_MESSAGES.VEHICLE_PAPERS_REQUIRED,
  selfie: DRIVER_SIGN_UP_MESSAGES.FACE_IMAGE_REQUIRED,
  booking_services: DRIVER_SIGN_UP_MESSAGES.SERVICE_REQUIRED,
  terms: FORM_CHECK_MESSAGES.AGREE_TERMS,
} as const;

const common = {
  name: { ...fullName, title: 'Full name' },
  email: { ...email, title: 'Email' },
  birthday: { type: 'string', title: 'Birthday', format: 'date', errorMessage: 'Please enter a valid date.' },
  address: text('Address', 300),
  password: { ...newPassword, title: 'Password' },
  repassword: { type: 'string', title: 'Re-type password', maxLength: 50 },
  vehicle_brand: text('Vehicle brand', 60),
  vehicle_model: text('Vehicle model', 60),
  color: text('Vehicle color', 40),
  reg_no: text('Plate number', 20),
  branch_id: {
    type: 'integer',
    title: 'Branch',
    enum: SIGN_UP_BRANCH_IDS,
    errorMessage: DRIVER_SIGN_UP_MESSAGES.BRANCH_REQUIRED,
  },
  vehicle_type_id: { type: 'integer', title: 'Vehicle type', enum: SIGN_UP_VEHICLE_TYPE_IDS, default: 1 },
  tricycle_color: {
    type: 'string',
    title: 'Tricycle color code',
    enum: TRIKE_COLORS,
    errorMessage: DRIVER_SIGN_UP_MESSAGES.COLOR_CODE_REQUIRED,
  },
} as const;

const trikeNeedsColour = {
  if: { properties: { vehicle_type_id: { const: TRIKE_VEHICLE_TYPE_ID } }, required: ['vehicle_type_id'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited
  then: {
    properties: { tricycle_color: common.tricycle_color },
    required: ['tricycle_color'],
    errorMessage: { required: { tricycle_color: DRIVER_SIGN_UP_MESSAGES.COLOR_CODE_REQUIRED } },
  },
} as const;

/** What the sign-up page validates (files are still files here). */
export const driverSignUpFormSchema = {
  type: 'object',
  properties: {
    ...common,
    phone: {
      type: 'string',
      title: 'Phone',
      pattern: '^\\d{10}$',
      errorMessage: FORM_CHECK_MESSAGES.PHONE_DIGITS,
    },
    booking_services: {
      type: 'array',
      title: 'Booking services',
      items: { type: 'string', enum: ['ride', 'pautos', 'delivery'] },
      minItems: 1,
      uniqueItems: true,
      errorMessage: DRIVER_SIGN_UP_MESSAGES.SERVICE_REQUIRED,
    },
    terms: { type: 'boolean', title: 'Terms', const: true, errorMessage: REQUIRED_TEXTS.terms },
    vehicle_photo: file('Vehicle photo'),
    driver_license: file("Driver's license"),
    vehicle_papers: file('Vehicle papers'),
    selfie: file('Face image'),
  },
  required: [
    'name',
    'email',
    'phone',
    'birthday',
    'address',
    'password',
    'repassword',
    'vehicle_brand',
    'vehicle_model',
    'color',
    'reg_no',
    'branch_id',
    'vehicle_type_id',
    'booking_services',
    'terms',
    'vehicle_photo',
    'driver_license',
    'vehicle_papers',
    'selfie',
  ],
  ...trikeNeedsColour,
  errorMessage: {
    required: {
      ...REQUIRED_TEXTS,
      vehicle_type_id: FORM_CHECK_MESSAGES.VEHICLE_TYPE_REQUIRED,
    },
  },
} as const;
export type DriverSignUpForm = {
  name: string;
  email: string;
  phone: string;
  birthday: string;
  address: string;
  password: string;
  repassword: string;
  vehicle_brand: string;
  vehicle_model: string;
  color: string;
  reg_no: string;
  branch_id: number | '';
  vehicle_type_id: number;
  tricycle_color: string;
  booking_services: string[];
  terms: boolean;
  vehicle_photo: Blob | null;
  driver_license: Blob | null;
  vehicle_papers: Blob | null;
  selfie: Blob | null;
};

/** POST /api/driver/register: the phone with +63, the documents as upload ids. */
export const driverRegisterBodySchema = {
  type: 'object',
  properties: {
    ...common,
    phone: {
      type: 'string',
      title: 'Phone',
      pattern: '^\\+63\\d{10}$',
      errorMessage: FORM_CHECK_MESSAGES.PHONE_DIGITS,
    },
    booking_services: {
      type: 'object',
      title: 'Booking services',
      properties: { ride: { type: 'boolean' }, pautos: { type: 'boolean' }, delivery: { type: 'boolean' } },
      required: ['ride', 'pautos', 'delivery'],
      additionalProperties: false,
    },
    tricycle_color_code_id: { type: 'integer', title: 'Tricycle color code', minimum: 1, maximum: 3 },
    car_model: text('Car model', 60),
    car_make: text('Car make', 60),
    referal_code: { type: 'string', maxLength: 20 },
    /** From POST /api/otp/verify (purpose register) for this phone. */
    verification_token: { type: 'string', maxLength: 200 },
    terms: { type: 'boolean', const: true, errorMessage: REQUIRED_TEXTS.terms },
    vehicle_photo: uploadId('Vehicle photo'),
    driver_license: uploadId("Driver's license"),
    vehicle_papers: uploadId('Vehicle papers'),
    customizable_photo: uploadId('Face image'),
  },
  required: [
    'name',
    'email',
    'phone',
    'birthday',
    'address',
    'password',
    'repassword',
    'vehicle_brand',
    'vehicle_model',
    'color',
    'reg_no',
    'branch_id',
    'vehicle_type_id',
    'booking_services',
    'terms',
    'vehicle_photo',
    'driver_license',
    'vehicle_papers',
    'customizable_photo',
  ],
  additionalProperties: false,
  ...trikeNeedsColour,
  errorMessage: {
    required: { ...REQUIRED_TEXTS, customizable_photo: REQUIRED_TEXTS.selfie },
  },
} as const;
export type DriverRegisterBody = FromSchema<typeof driverRegisterBodySchema>;

export const driverRegisterResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, id: { type: 'integer' } },
  required: ['message', 'id'],
} as const;

/** The applicant's own view of their application (GET /api/driver/application). */
export const driverApplicationStatusSchema = {
  type: 'object',
  properties: {
    status: { type: ['string', 'null'], enum: [...APPLICATION_STATUSES, null] },
    reason: { type: 'string' },
    is_approved: { type: 'boolean' },
  },
  required: ['status', 'reason', 'is_approved'],
} as const;
export type DriverApplicationStatus = FromSchema<typeof driverApplicationStatusSchema>;

/** The console resource: one application, reviewed by staff. */
export const driverApplicationSchema = {
  type: 'object',
  title: 'Driver application',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    user_id: { type: 'integer', title: 'Account', readOnly: true },
    name: { type: 'string', title: 'Name', readOnly: true },
    phone: { type: ['string', 'null'], title: 'Phone', readOnly: true },
    email: { type: ['string', 'null'], title: 'Email', readOnly: true },
    branch_id: { type: 'integer', title: 'Branch', readOnly: true },
    vehicle_type_id: { type: 'integer', title: 'Vehicle type', readOnly: true },
    status: {
      type: 'string',
      title: 'Status',
      enum: APPLICATION_STATUSES,
      description: 'Approve to let the driver go online; reject with a reason the applicant reads.',
    },
    reason: {
      type: 'string',
      title: 'Reason',
      maxLength: 500,
      description: 'Why the application was rejected.',
    },
    vehicle_photo: { type: 'string', title: 'Vehicle photo', readOnly: true },
    driver_license: { type: 'string', title: "Driver's license", readOnly: true },
    vehicle_papers: { type: 'string', title: 'Vehicle papers', readOnly: true },
    created_at: { type: 'string', title: 'Applied', format: 'date-time', readOnly: true },
    reviewed_at: { type: ['string', 'null'], title: 'Reviewed', format: 'date-time', readOnly: true },
  },
  required: ['id', 'user_id', 'name', 'status', 'reason', 'created_at'],
} as const;

export const driverApplicationUpdateSchema = {
  type: 'object',
  properties: {
    status: driverApplicationSchema.properties.status,
    reason: driverApplicationSchema.properties.reason,
  },
  additionalProperties: false,
} as const;

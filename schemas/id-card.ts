import type { FromSchema } from 'json-schema-to-ts';
import { BLOOD_TYPES, QR_TYPES } from '../config/constants';
import { ID_GENERATOR_MESSAGES } from '../src/shared/messages';

/** ID generator (spec part 2 §3 "ID info", §5 "ID form, checked in order"). */

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

const person = { type: 'string', title: 'Emergency Contact Person', minLength: 1, maxLength: 100 } as const;
const bloodType = { type: 'string', title: 'Blood Type', enum: BLOOD_TYPES } as const;
const qrType = { type: 'string', title: 'QR Type', enum: QR_TYPES } as const;
const qrText = { type: 'string', title: 'GCash QR Code', minLength: 1, maxLength: 2000 } as const;

const REQUIRED = {
  emergency_contact_person: ID_GENERATOR_MESSAGES.CONTACT_PERSON_REQUIRED,
  emergency_contact_phone: ID_GENERATOR_MESSAGES.CONTACT_NUMBER_REQUIRED,
  blood_type: ID_GENERATOR_MESSAGES.BLOOD_TYPE_REQUIRED,
  qr_type: ID_GENERATOR_MESSAGES.QR_TYPE_REQUIRED,
  gcash_qr_text: ID_GENERATOR_MESSAGES.GCASH_QR_REQUIRED,
} as const;

/** The form as the driver fills it: the number may be typed 09… or +639…; it is converted before sending. */
export const idInfoFormSchema = {
  type: 'object',
  properties: {
    emergency_contact_person: { ...person, errorMessage: REQUIRED.emergency_contact_person },
    emergency_contact_phone: {
      type: 'string',
      title: 'Emergency Contact Number',
      pattern: '^(09|\\+639)\\d{9}$',
      errorMessage: ID_GENERATOR_MESSAGES.CONTACT_NUMBER_INVALID,
    },
    blood_type: { ...bloodType, errorMessage: REQUIRED.blood_type },
    qr_type: { ...qrType, errorMessage: REQUIRED.qr_type },
    gcash_qr_text: { ...qrText, errorMessage: REQUIRED.gcash_qr_text },
  },
  required: ['emergency_contact_person', 'emergency_contact_phone', 'blood_type', 'qr_type', 'gcash_qr_text'],
  errorMessage: { required: REQUIRED },
} as const;
export type IdInfoForm = {
  emergency_contact_person: string;
  emergency_contact_phone: string;
  blood_type: string;
  qr_type: string;
  gcash_qr_text: string;
};

/** POST /api/id_info/submit: the number already in +639 form. */
export const idInfoSubmitBodySchema = {
  type: 'object',
  properties: {
    ...idInfoFormSchema.properties,
    emergency_contact_phone: {
      type: 'string',
      title: 'Emergency Contact Number',
      pattern: '^\\+63\\d{10}$',
      errorMessage: ID_GENERATOR_MESSAGES.CONTACT_NUMBER_INVALID,
    },
  },
  required: idInfoFormSchema.required,
  additionalProperties: false,
  errorMessage: { required: REQUIRED },
} as const;
export type IdInfoSubmitBody = FromSchema<typeof idInfoSubmitBodySchema>;

export const idInfoSubmitResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, message: { type: 'string' } },
  required: ['ok', 'message'],
} as const;

export const idChangeRequestBodySchema = {
  type: 'object',
  properties: {
    reason: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      errorMessage: ID_GENERATOR_MESSAGES.NO_REASON,
    },
  },
  required: ['reason'],
  additionalProperties: false,
  errorMessage: { required: { reason: ID_GENERATOR_MESSAGES.NO_REASON } },
} as const;

/** `id_info` of GET /api/user?show_id_info=1; is_approved is 0 while a change request waits for staff. */
export const idInfoSchema = {
  type: ['object', 'null'],
  properties: {
    emergency_contact_person: { type: 'string' },
    emergency_contact_phone: { type: 'string' },
    blood_type: { type: 'string' },
    gcash_qr_text: { type: 'string' },
    qr_type: { type: 'string' },
    is_approved: { type: 'integer', enum: [0, 1] },
    reason: { type: ['string', 'null'] },
  },
  required: [
    'emergency_contact_person',
    'emergency_contact_phone',
    'blood_type',
    'gcash_qr_text',
    'qr_type',
    'is_approved',
    'reason',
  ],
} as const;
export type IdInfo = FromSchema<typeof idInfoSchema>;

/** Console resource: change requests staff approve (the driver may then fill the form again) or reject. */
export const idChangeRequestSchema = {
  type: 'object',
  title: 'ID change request',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    user_id: { type: 'integer', title: 'Account', readOnly: true },
    name: { type: 'string', title: 'Name', readOnly: true },
    reason: { type: 'string', title: 'Reason', readOnly: true },
    status: { type: 'string', title: 'Status', enum: CHANGE_REQUEST_STATUSES },
    created_at: { type: 'string', title: 'Requested', format: 'date-time', readOnly: true },
    reviewed_at: { type: ['string', 'null'], title: 'Reviewed', format: 'date-time', readOnly: true },
  },
  required: ['id', 'user_id', 'name', 'reason', 'status', 'created_at'],
} as const;

export const idChangeRequestUpdateSchema = {
  type: 'object',
  properties: { status: idChangeRequestSchema.properties.status },
  additionalProperties: false,
} as const;

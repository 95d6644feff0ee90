import type { FromSchema } from 'json-schema-to-ts';
import { GIFT_CODE_LENGTH } from '../config/constants';
import { CENTAVOS_NOTE } from './money';
import { WALLET_TYPES } from './wallet';

const amount = {
  type: 'integer',
  title: 'Amount',
  description: `What each certificate credits. ${CENTAVOS_NOTE}`,
  minimum: 100,
  maximum: 10_000_000,
  errorMessage: 'Each certificate must be worth from ₱1.00 to ₱100,000.00.',
} as const;
const count = {
  type: 'integer',
  title: 'How many',
  description: 'Certificates in this batch, printed 5 per page.',
  minimum: 1,
  maximum: 500,
  errorMessage: 'A batch has from 1 to 500 certificates.',
} as const;
const walletType = {
  type: 'string',
  title: 'Credited to',
  enum: WALLET_TYPES,
  errorMessage: 'Please choose wallet or point.',
} as const;
const description = {
  type: 'string',
  title: 'Description',
  description: 'Printed on each certificate, e.g. "Christmas raffle prize".',
  maxLength: 120,
  errorMessage: 'The description may be at most 120 characters.',
} as const;
const expiresAt = {
  type: 'string',
  format: 'date-time',
  title: 'Expires at',
  errorMessage: 'Please choose when the certificates expire.',
} as const;

export const GIFT_APPROVAL_STATUSES = ['not-needed', 'pending', 'approved', 'rejected'] as const;
const approvalStatus = {
  type: 'string',
  title: 'Approval',
  description:
    'A batch worth more than the set total waits for a second staff member: its certificates cannot be claimed or printed until approved.',
  enum: GIFT_APPROVAL_STATUSES,
} as const;

/** A batch of gift certificates as the console lists it (the bulk_id of its certificates is its id). */
export const giftCertificateBatchSchema = {
  type: 'object',
  title: 'Gift certificate batch',
  properties: {
    id: { type: 'integer', title: 'Batch', minimum: 1 },
    amount,
    count,
    wallet_type: walletType,
    description,
    expires_at: expiresAt,
    claimed_count: { type: 'integer', title: 'Claimed' },
    approval_status: approvalStatus,
    created_by: { type: ['integer', 'null'], title: 'Created by' },
    approved_by: { type: ['integer', 'null'], title: 'Approved or rejected by' },
    created_at: { type: 'string', format: 'date-time', title: 'Created' },
  },
  required: [
    'id',
    'amount',
    'count',
    'wallet_type',
    'description',
    'expires_at',
    'claimed_count',
    'approval_status',
    'created_by',
    'approved_by',
    'created_at',
  ],
} as const;
export type GiftCertificateBatch = FromSchema<typeof giftCertificateBatchSchema>;

export const giftCertificateBatchCreateSchema = {
  type: 'object',
  title: 'New gift certificates',
  properties: {
    amount,
    count,
    wallet_type: { ...walletType, default: 'wallet' },
    description,
    expires_at: expiresAt,
  },
  required: ['amount', 'count', 'expires_at'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the amount, how many and the expiry.' },
} as const;

/**
 * Only what is printed can change (certificates not yet claimed follow), and the second staff member's decision
 * on a batch waiting for approval.
 */
export const giftCertificateBatchUpdateSchema = {
  type: 'object',
  title: 'Gift certificate batch changes',
  properties: {
    description,
    expires_at: expiresAt,
    approval_status: {
      ...approvalStatus,
      errorMessage: 'Please choose whether to approve or reject this batch.',
    },
  },
  additionalProperties: false,
} as const;

/** One certificate (spec part 2 §3 "Gift certificate"). */
export const giftCertificateSchema = {
  type: 'object',
  title: 'Gift certificate',
  properties: {
    id: { type: 'integer' },
    amount: { type: 'integer', description: CENTAVOS_NOTE },
    bulk_id: { type: 'integer' },
    code: { type: 'string' },
    description: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time' },
    user_id: { type: ['integer', 'null'] },
    wallet_type: { type: 'string', enum: WALLET_TYPES },
  },
  required: [
    'id',
    'amount',
    'bulk_id',
    'code',
    'description',
    'created_at',
    'updated_at',
    'expires_at',
    'user_id',
    'wallet_type',
  ],
  additionalProperties: false,
} as const;
export type GiftCertificate = FromSchema<typeof giftCertificateSchema>;

export const certificatesQuerySchema = {
  type: 'object',
  properties: {
    bulk_id: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      errorMessage: 'Please give a batch number.',
    },
  },
  required: ['bulk_id'],
  additionalProperties: false,
} as const;

export const certificatesResponseSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: giftCertificateSchema } },
  required: ['data'],
} as const;

const code = {
  type: 'string',
  minLength: GIFT_CODE_LENGTH,
  maxLength: GIFT_CODE_LENGTH,
  pattern: '^[A-Za-z0-9]+$',
  errorMessage: `Please enter the ${GIFT_CODE_LENGTH}-character code.`,
} as const;

export const claimGiftCertificateSchema = {
  type: 'object',
  properties: { code },
  required: ['code'],
  additionalProperties: false,
  errorMessage: { required: `Please enter the ${GIFT_CODE_LENGTH}-character code.` },
} as const;
export type ClaimGiftCertificate = FromSchema<typeof claimGiftCertificateSchema>;

/** The spec's claim answer: message (contains "successfully" on success) and data.amount. */
export const claimGiftCertificateResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        amount: { type: 'integer', description: CENTAVOS_NOTE },
        wallet_type: { type: 'string', enum: WALLET_TYPES },
        code: { type: 'string' },
      },
      required: ['amount', 'wallet_type', 'code'],
    },
  },
  required: ['message', 'data'],
} as const;
export type ClaimGiftCertificateResponse = FromSchema<typeof claimGiftCertificateResponseSchema>;

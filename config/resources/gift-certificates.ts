import {
  giftCertificateBatchCreateSchema,
  giftCertificateBatchSchema,
  giftCertificateBatchUpdateSchema,
} from '@schemas/gift-certificate';
import type { RoleName } from '@schemas/account';
import { defineResource } from './define';
import { WALLET_TYPE_LABELS } from './labels';
import { ADMIN_ROLES } from './define';

/** Who may approve or reject a batch worth more than the set total (never the account that created it). */
export const GIFT_CERTIFICATE_APPROVER_ROLES = ADMIN_ROLES;

/** Who may create and print gift certificates (spec part 2 §5); none of them may claim one. */
export const GIFT_CERTIFICATE_ROLES = [
  'admin',
  'operations-manager',
  'brp-partner-manager',
] as const satisfies readonly RoleName[];

export const giftCertificatesResource = defineResource({
  name: 'gift-certificates',
  label: 'Gift certificates',
  recordLabel: 'gift certificate batch',
  schema: giftCertificateBatchSchema,
  createSchema: giftCertificateBatchCreateSchema,
  updateSchema: giftCertificateBatchUpdateSchema,
  recordRepresentation: 'id',
  table: 'gift_certificate_batches',
  idColumn: 'id',
  list: {
    columns: [
      'id',
      'amount',
      'wallet_type',
      'count',
      'claimed_count',
      'approval_status',
      'expires_at',
      'description',
      'created_at',
    ],
    sort: { field: 'id', order: 'DESC' },
  },
  form: {
    sections: [
      { title: 'Decision', fields: ['approval_status'] },
      { title: 'Certificates', fields: ['amount', 'wallet_type', 'count', 'expires_at', 'description'] },
      { title: 'Record', fields: ['created_by', 'approved_by', 'created_at'] },
    ],
  },
  widgets: {
    amount: 'money-centavos',
    claimed_count: 'readonly',
    created_at: 'readonly',
    created_by: 'reference:users',
    approved_by: 'reference:users',
  },
  choiceLabels: {
    wallet_type: WALLET_TYPE_LABELS,
    approval_status: {
      'not-needed': 'Not needed',
      pending: 'Waiting for approval',
      approved: 'Approved',
      rejected: 'Rejected',
    },
  },
  filters: { q: ['description'], exact: ['wallet_type', 'approval_status'] },
  access: {
    read: GIFT_CERTIFICATE_ROLES,
    write: GIFT_CERTIFICATE_ROLES,
    fields: { approval_status: GIFT_CERTIFICATE_APPROVER_ROLES },
  },
  capabilities: { create: true, edit: true, delete: false },
});

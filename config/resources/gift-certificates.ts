import {
  giftCertificateBatchCreateSchema,
  giftCertificateBatchSchema,
  giftCertificateBatchUpdateSchema,
} from '../../schemas/gift-certificate';
import type { RoleName } from '../../schemas/account';
import { defineResource } from './define';
import { WALLET_TYPE_LABELS } from './labels';

/** Who may create and print gift certificates (spec part 2 §5). */
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
      'expires_at',
      'description',
      'created_at',
    ],
    sort: { field: 'id', order: 'DESC' },
  },
  filters: { q: ['description'], exact: ['wallet_type'] },
  form: {
    sections: [
      { title: 'Certificates', fields: ['amount', 'wallet_type', 'count', 'expires_at', 'description'] },
    ],
  },
  widgets: { amount: 'money-centavos', claimed_count: 'readonly', created_at: 'readonly' },
  choiceLabels: { wallet_type: WALLET_TYPE_LABELS },
  access: { read: GIFT_CERTIFICATE_ROLES, write: GIFT_CERTIFICATE_ROLES },
  capabilities: { create: true, edit: true, delete: false },
});

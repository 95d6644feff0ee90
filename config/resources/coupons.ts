import { couponCreateSchema, couponSchema, couponUpdateSchema } from '@schemas/coupon';
import { ADMIN_ROLES, defineResource } from './define';

export const couponsResource = defineResource({
  name: 'coupons',
  label: 'Coupons',
  recordLabel: 'coupon',
  schema: couponSchema,
  createSchema: couponCreateSchema,
  updateSchema: couponUpdateSchema,
  recordRepresentation: 'code',
  table: 'coupons',
  idColumn: 'id',
  list: {
    columns: ['id', 'code', 'discount_percent', 'expires_at', 'used_count', 'max_uses', 'is_active'],
    sort: { field: 'id', order: 'DESC' },
  },
  filters: { q: ['code', 'description'], exact: ['is_active'] },
  form: {
    sections: [
      { title: 'Coupon', fields: ['code', 'description', 'discount_percent'] },
      { title: 'Limits', fields: ['expires_at', 'max_uses', 'used_count', 'is_active'] },
    ],
  },
  widgets: { used_count: 'readonly' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

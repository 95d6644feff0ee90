import { invoiceCreateSchema, invoiceSchema, invoiceUpdateSchema } from '@schemas/invoice';
import { ADMIN_ROLES, defineResource } from './define';

/** Invoices raised for drivers; drivers see their unpaid ones on /invoices. */
export const driverInvoicesResource = defineResource({
  name: 'driver-invoices',
  label: 'Driver invoices',
  recordLabel: 'driver invoice',
  schema: invoiceSchema,
  createSchema: invoiceCreateSchema,
  updateSchema: invoiceUpdateSchema,
  recordRepresentation: 'notes',
  table: 'driver_invoices',
  idColumn: 'id',
  list: {
    columns: ['id', 'driver_name', 'notes', 'target_date', 'total_amount', 'status', 'created_at'],
    sort: { field: 'created_at', order: 'DESC' },
  },
  filters: { q: ['notes', 'driver_name'], exact: ['status', 'driver_id'] },
  form: {
    sections: [
      { title: 'Invoice', fields: ['driver_id', 'notes', 'target_date', 'total_amount', 'status'] },
      { title: 'Payment', fields: ['payment_link'] },
    ],
  },
  widgets: { driver_id: 'reference:users', notes: 'textarea', total_amount: 'money-centavos' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: false },
});

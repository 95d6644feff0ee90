import { auditEventSchema } from '@schemas/audit-event';
import { ADMIN_ROLES, defineResource } from './define';

/** The audit trail: every change to an account's phone, email, roles or blocking, newest first. */
export const auditEventsResource = defineResource({
  name: 'audit-events',
  label: 'Audit trail',
  recordLabel: 'audit event',
  schema: auditEventSchema,
  recordRepresentation: 'action',
  table: 'audit_events',
  idColumn: 'id',
  list: {
    columns: ['created_at', 'actor_id', 'user_id', 'action', 'field', 'old_value', 'new_value'],
    sort: { field: 'created_at', order: 'DESC' },
    perPage: 50,
  },
  filters: { q: ['action', 'field', 'old_value', 'new_value'], exact: ['actor_id', 'user_id', 'action'] },
  form: {
    sections: [
      { title: 'Change', fields: ['created_at', 'actor_id', 'user_id', 'action'] },
      { title: 'Values', fields: ['field', 'old_value', 'new_value'] },
    ],
  },
  widgets: { actor_id: 'reference:users', user_id: 'reference:users' },
  access: { read: ADMIN_ROLES, write: [] },
  capabilities: { create: false, edit: false, delete: false },
});

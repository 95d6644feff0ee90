import { idChangeRequestSchema, idChangeRequestUpdateSchema } from '@schemas/id-card';
import { ADMIN_ROLES, defineResource } from './define';

/** Drivers asking to change the details on their ID card; approval opens the ID form again. */
export const idChangeRequestsResource = defineResource({
  name: 'id-change-requests',
  label: 'ID change requests',
  recordLabel: 'ID change request',
  schema: idChangeRequestSchema,
  updateSchema: idChangeRequestUpdateSchema,
  recordRepresentation: 'name',
  table: 'id_change_requests',
  idColumn: 'id',
  list: {
    columns: ['id', 'name', 'reason', 'status', 'created_at'],
    sort: { field: 'created_at', order: 'DESC' },
  },
  filters: { q: ['name', 'reason'], exact: ['status'] },
  form: {
    sections: [
      { title: 'Decision', fields: ['status'] },
      { title: 'Request', fields: ['name', 'reason', 'id', 'user_id', 'created_at', 'reviewed_at'] },
    ],
  },
  widgets: { reason: 'readonly', created_at: 'readonly', reviewed_at: 'readonly' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: false, edit: true, delete: false },
});

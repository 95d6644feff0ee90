import { userAdminSchema, userAdminUpdateSchema } from '@schemas/user-admin';
import { ADMIN_ROLES, defineResource } from './define';
import { ROLE_LABELS } from './labels';

export const usersResource = defineResource({
  name: 'users',
  label: 'Users',
  recordLabel: 'user',
  schema: userAdminSchema,
  updateSchema: userAdminUpdateSchema,
  recordRepresentation: 'name',
  table: 'users',
  idColumn: 'id',
  list: {
    columns: ['id', 'name', 'email', 'phone', 'roles', 'branch_id', 'is_blocked', 'created_at'],
    sort: { field: 'created_at', order: 'DESC' },
  },
  filters: { q: ['name', 'email', 'phone', 'code'], exact: ['roles', 'branch_id', 'is_blocked'] },
  form: {
    sections: [
      { title: 'Account', fields: ['name', 'email', 'phone', 'branch_id'] },
      { title: 'Access', fields: ['roles', 'is_blocked'] },
      { title: 'Record', fields: ['id', 'code', 'created_at'] },
    ],
  },
  widgets: {
    roles: 'multi-select',
    branch_id: 'reference:branches',
    code: 'readonly',
    created_at: 'readonly',
  },
  choiceLabels: { roles: ROLE_LABELS },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES, fields: { roles: ['admin'] } },
  capabilities: { create: false, edit: true, delete: false },
});

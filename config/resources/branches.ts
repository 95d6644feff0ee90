import { branchCreateSchema, branchSchema, branchUpdateSchema } from '@schemas/branch';
import { ADMIN_ROLES, defineResource } from './define';

export const branchesResource = defineResource({
  name: 'branches',
  label: 'Branches',
  recordLabel: 'branch',
  schema: branchSchema,
  createSchema: branchCreateSchema,
  updateSchema: branchUpdateSchema,
  recordRepresentation: 'name',
  table: 'branches',
  idColumn: 'id',
  list: { columns: ['id', 'name', 'zone_id', 'is_active'], sort: { field: 'id', order: 'ASC' } },
  filters: { q: ['name'], exact: ['zone_id', 'is_active'] },
  form: {
    sections: [
      { title: 'Branch', fields: ['id', 'name', 'zone_id', 'is_active'] },
      { title: 'Office location', fields: ['lat', 'lng'] },
    ],
  },
  widgets: { zone_id: 'reference:zones' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

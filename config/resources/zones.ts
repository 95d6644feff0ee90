import { zoneCreateSchema, zoneSchema, zoneUpdateSchema } from '@schemas/zone';
import { ADMIN_ROLES, defineResource } from './define';

export const zonesResource = defineResource({
  name: 'zones',
  label: 'Zones',
  recordLabel: 'zone',
  schema: zoneSchema,
  createSchema: zoneCreateSchema,
  updateSchema: zoneUpdateSchema,
  recordRepresentation: 'name',
  table: 'zones',
  idColumn: 'id',
  list: { columns: ['id', 'name', 'lat', 'lng', 'is_active'], sort: { field: 'id', order: 'ASC' } },
  filters: { q: ['name'], exact: ['is_active'] },
  form: {
    sections: [
      { title: 'Zone', fields: ['id', 'name', 'is_active'] },
      { title: 'Map centre', fields: ['lat', 'lng'] },
    ],
  },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

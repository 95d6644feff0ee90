import { vehicleTypeCreateSchema, vehicleTypeSchema, vehicleTypeUpdateSchema } from '@schemas/vehicle-type';
import { ADMIN_ROLES, defineResource } from './define';

export const vehicleTypesResource = defineResource({
  name: 'vehicle-types',
  label: 'Vehicle types',
  recordLabel: 'vehicle type',
  schema: vehicleTypeSchema,
  createSchema: vehicleTypeCreateSchema,
  updateSchema: vehicleTypeUpdateSchema,
  recordRepresentation: 'name',
  table: 'vehicle_types',
  idColumn: 'id',
  list: {
    columns: ['id', 'name', 'slug', 'zone_id', 'max_seat', 'pickup_km_limit', 'is_active'],
    sort: { field: 'id', order: 'ASC' },
  },
  filters: { q: ['name', 'slug'], exact: ['slug', 'zone_id', 'is_active'] },
  form: {
    sections: [
      { title: 'Vehicle type', fields: ['slug', 'name', 'zone_id', 'is_active'] },
      { title: 'Details', fields: ['photo', 'max_seat', 'pickup_km_limit'] },
    ],
  },
  widgets: { zone_id: 'reference:zones' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

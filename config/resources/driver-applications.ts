import { driverApplicationSchema, driverApplicationUpdateSchema } from '@schemas/driver-application';
import { ADMIN_ROLES, defineResource } from './define';

/** Web sign-ups waiting for staff: approve lets the driver go online, reject tells them why. */
export const driverApplicationsResource = defineResource({
  name: 'driver-applications',
  label: 'Driver applications',
  recordLabel: 'driver application',
  schema: driverApplicationSchema,
  updateSchema: driverApplicationUpdateSchema,
  recordRepresentation: 'name',
  table: 'driver_applications',
  idColumn: 'id',
  list: {
    columns: ['id', 'name', 'phone', 'branch_id', 'vehicle_type_id', 'status', 'created_at'],
    sort: { field: 'created_at', order: 'DESC' },
  },
  filters: { q: ['name', 'phone', 'email'], exact: ['status', 'branch_id'] },
  form: {
    sections: [
      { title: 'Decision', fields: ['status', 'reason'] },
      { title: 'Applicant', fields: ['name', 'phone', 'email', 'branch_id', 'vehicle_type_id'] },
      { title: 'Documents', fields: ['vehicle_photo', 'driver_license', 'vehicle_papers'] },
      { title: 'Record', fields: ['id', 'user_id', 'created_at', 'reviewed_at'] },
    ],
  },
  widgets: {
    reason: 'textarea',
    branch_id: 'reference:branches',
    vehicle_type_id: 'reference:vehicle-types',
    vehicle_photo: 'readonly',
    driver_license: 'readonly',
    vehicle_papers: 'readonly',
    created_at: 'readonly',
    reviewed_at: 'readonly',
  },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: false, edit: true, delete: false },
});

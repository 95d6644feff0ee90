import { appUpdateAdminSchema, appUpdateCreateSchema, appUpdateUpdateSchema } from '@schemas/app-update';
import { ADMIN_ROLES, defineResource } from './define';
import { APP_TYPE_LABELS } from './labels';

export const appUpdatesResource = defineResource({
  name: 'app-updates',
  label: 'App updates',
  recordLabel: 'app update',
  schema: appUpdateAdminSchema,
  createSchema: appUpdateCreateSchema,
  updateSchema: appUpdateUpdateSchema,
  recordRepresentation: 'title',
  table: 'app_updates',
  idColumn: 'id',
  list: {
    columns: ['id', 'app_type', 'title', 'version_name', 'version_code', 'created_at'],
    sort: { field: 'created_at', order: 'DESC' },
  },
  filters: { q: ['title', 'version_name'], exact: ['app_type'] },
  form: {
    sections: [
      { title: 'Release', fields: ['app_type', 'title', 'version_name', 'version_code'] },
      { title: 'Download', fields: ['dist_url', 'changelog'] },
    ],
  },
  widgets: { changelog: 'textarea', created_at: 'readonly' },
  choiceLabels: { app_type: APP_TYPE_LABELS },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

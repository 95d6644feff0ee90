import { appSettingCreateSchema, appSettingSchema, appSettingUpdateSchema } from '@schemas/settings';
import { ADMIN_ROLES, defineResource } from './define';

export const appSettingsResource = defineResource({
  name: 'app-settings',
  label: 'App settings',
  recordLabel: 'app setting',
  schema: appSettingSchema,
  createSchema: appSettingCreateSchema,
  updateSchema: appSettingUpdateSchema,
  recordRepresentation: 'id',
  table: 'app_settings',
  idColumn: 'key',
  list: {
    columns: ['id', 'value', 'is_public', 'description'],
    sort: { field: 'id', order: 'ASC' },
    perPage: 50,
  },
  filters: { q: ['id', 'value', 'description'], exact: ['is_public'] },
  form: { sections: [{ title: 'Setting', fields: ['id', 'value', 'description', 'is_public'] }] },
  widgets: { value: 'textarea', description: 'textarea' },
  access: { read: ADMIN_ROLES, write: ['admin'] },
  capabilities: { create: true, edit: true, delete: true },
});

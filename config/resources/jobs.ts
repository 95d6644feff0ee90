import { jobCreateSchema, jobRecordSchema, jobUpdateSchema } from '@schemas/job';
import { ADMIN_ROLES, defineResource } from './define';

export const jobsResource = defineResource({
  name: 'jobs',
  label: 'Job openings',
  recordLabel: 'job opening',
  schema: jobRecordSchema,
  createSchema: jobCreateSchema,
  updateSchema: jobUpdateSchema,
  recordRepresentation: 'title',
  table: 'jobs',
  idColumn: 'id',
  list: {
    columns: ['id', 'title', 'branch_id', 'slug', 'is_open'],
    sort: { field: 'id', order: 'ASC' },
  },
  filters: { q: ['title', 'title_fil', 'slug'], exact: ['branch_id', 'is_open'] },
  form: {
    sections: [
      { title: 'Opening', fields: ['title', 'slug', 'branch_id', 'is_open', 'summary', 'banner'] },
      { title: 'Page text', fields: ['vehicle_types', 'how_to_apply', 'requirements'] },
      {
        title: 'In Filipino',
        fields: ['title_fil', 'summary_fil', 'vehicle_types_fil', 'how_to_apply_fil', 'requirements_fil'],
      },
      { title: 'Links', fields: ['facebook_url', 'messenger_group_url'] },
    ],
  },
  widgets: {
    branch_id: 'reference:branches',
    branch_name: 'readonly',
    summary: 'textarea',
    vehicle_types: 'lines',
    how_to_apply: 'lines',
    requirements: 'lines',
    summary_fil: 'textarea',
    vehicle_types_fil: 'lines',
    how_to_apply_fil: 'lines',
    requirements_fil: 'lines',
  },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

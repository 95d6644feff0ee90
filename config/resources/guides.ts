import { guideCreateSchema, guideRecordSchema, guideUpdateSchema } from '@schemas/guide';
import { ADMIN_ROLES, defineResource } from './define';

export const guidesResource = defineResource({
  name: 'guides',
  label: 'User guides',
  recordLabel: 'user guide',
  schema: guideRecordSchema,
  createSchema: guideCreateSchema,
  updateSchema: guideUpdateSchema,
  recordRepresentation: 'title',
  table: 'guides',
  idColumn: 'id',
  list: {
    columns: ['id', 'title', 'category', 'slug', 'is_partner', 'popular'],
    sort: { field: 'id', order: 'ASC' },
  },
  filters: {
    q: ['title', 'title_fil', 'slug', 'description', 'description_fil'],
    exact: ['category', 'is_partner', 'popular'],
  },
  form: {
    sections: [
      { title: 'Guide', fields: ['title', 'slug', 'category', 'description'] },
      { title: 'Content', fields: ['body', 'video_url', 'thumbnail'] },
      { title: 'In Filipino', fields: ['title_fil', 'description_fil', 'body_fil'] },
      { title: 'Where it shows', fields: ['is_partner', 'popular'] },
    ],
  },
  widgets: {
    body: 'textarea',
    description: 'textarea',
    body_fil: 'textarea',
    description_fil: 'textarea',
  },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

import { guideCreateSchema, guideSchema, guideUpdateSchema } from '../../schemas/guide';
import { ADMIN_ROLES, defineResource } from './define';

export const guidesResource = defineResource({
  name: 'guides',
  label: 'User guides',
  recordLabel: 'user guide',
  schema: guideSchema,
  createSchema: guideCreateSchema,
  updateSchema: guideUpdateSchema,
  recordRepresentation: 'title',
  table: 'guides',
  idColumn: 'id',
  list: {
    columns: ['id', 'title', 'category', 'slug', 'is_partner', 'popular'],
    sort: { field: 'id', order: 'ASC' },
  },
  filters: { q: ['title', 'slug', 'description'], exact: ['category', 'is_partner', 'popular'] },
  form: {
    sections: [
      { title: 'Guide', fields: ['title', 'slug', 'category', 'description'] },
      { title: 'Content', fields: ['body', 'video_url', 'thumbnail'] },
      { title: 'Where it shows', fields: ['is_partner', 'popular'] },
    ],
  },
  widgets: { body: 'textarea', description: 'textarea' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

import { rankCreateSchema, rankSchema, rankUpdateSchema } from '@schemas/leaderboard';
import { ADMIN_ROLES, defineResource } from './define';

export const ranksResource = defineResource({
  name: 'ranks',
  label: 'Ranks',
  recordLabel: 'rank',
  schema: rankSchema,
  createSchema: rankCreateSchema,
  updateSchema: rankUpdateSchema,
  recordRepresentation: 'title',
  table: 'ranks',
  idColumn: 'id',
  list: {
    columns: ['position', 'title', 'short_title', 'min_rides'],
    sort: { field: 'position', order: 'ASC' },
  },
  filters: { q: ['title', 'short_title'] },
  form: {
    sections: [
      { title: 'Rank', fields: ['position', 'title', 'short_title', 'min_rides'] },
      { title: 'Badge', fields: ['photo', 'description'] },
    ],
  },
  widgets: { description: 'textarea' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

import {
  meetingCreateSchema,
  meetingScheduleCreateSchema,
  meetingScheduleSchema,
  meetingScheduleUpdateSchema,
  meetingSchema,
  meetingUpdateSchema,
} from '@schemas/meeting';
import { ADMIN_ROLES, defineResource } from './define';

/** General meetings; drivers pick one of their schedules on /driver/general-meeting. */
export const meetingsResource = defineResource({
  name: 'meetings',
  label: 'Meetings',
  recordLabel: 'meeting',
  schema: meetingSchema,
  createSchema: meetingCreateSchema,
  updateSchema: meetingUpdateSchema,
  recordRepresentation: 'date',
  table: 'meetings',
  idColumn: 'id',
  list: {
    columns: ['id', 'date', 'description', 'branch_id', 'choose_until'],
    sort: { field: 'date', order: 'DESC' },
  },
  filters: { q: ['description'], exact: ['branch_id'] },
  form: { sections: [{ title: 'Meeting', fields: ['date', 'description', 'branch_id', 'choose_until'] }] },
  widgets: { description: 'textarea', branch_id: 'reference:branches' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

export const meetingSchedulesResource = defineResource({
  name: 'meeting-schedules',
  label: 'Meeting schedules',
  recordLabel: 'meeting schedule',
  schema: meetingScheduleSchema,
  createSchema: meetingScheduleCreateSchema,
  updateSchema: meetingScheduleUpdateSchema,
  recordRepresentation: 'start_time',
  table: 'meeting_schedules',
  idColumn: 'id',
  list: {
    columns: ['id', 'meeting_id', 'start_time', 'description'],
    sort: { field: 'start_time', order: 'ASC' },
  },
  filters: { q: ['description'], exact: ['meeting_id'] },
  form: { sections: [{ title: 'Schedule', fields: ['meeting_id', 'start_time', 'description'] }] },
  widgets: { meeting_id: 'reference:meetings' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

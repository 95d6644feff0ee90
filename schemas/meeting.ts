import type { FromSchema } from 'json-schema-to-ts';

/** General meetings (spec part 2 §3 "Meeting", §4 "Meetings"). */

export const meetingSchema = {
  type: 'object',
  title: 'Meeting',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    date: { type: 'string', title: 'Date', format: 'date' },
    description: { type: 'string', title: 'Description', maxLength: 1000 },
    branch_id: { type: ['integer', 'null'], title: 'Branch', description: 'Empty: every branch is invited.' },
    choose_until: { type: 'string', title: 'Choosing a schedule ends', format: 'date-time' },
    created_at: { type: 'string', title: 'Created', format: 'date-time', readOnly: true },
  },
  required: ['id', 'date', 'description', 'branch_id', 'choose_until', 'created_at'],
} as const;

const meetingWritable = {
  date: meetingSchema.properties.date,
  description: meetingSchema.properties.description,
  branch_id: meetingSchema.properties.branch_id,
  choose_until: meetingSchema.properties.choose_until,
} as const;
export const meetingCreateSchema = {
  type: 'object',
  properties: meetingWritable,
  required: ['date', 'choose_until'],
  additionalProperties: false,
} as const;
export const meetingUpdateSchema = {
  type: 'object',
  properties: meetingWritable,
  additionalProperties: false,
} as const;

export const meetingScheduleSchema = {
  type: 'object',
  title: 'Meeting schedule',
  properties: {
    id: { type: 'integer', title: 'ID', readOnly: true },
    meeting_id: { type: 'integer', title: 'Meeting', minimum: 1 },
    description: { type: 'string', title: 'Description', maxLength: 200 },
    start_time: {
      type: 'string',
      title: 'Start time',
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      errorMessage: 'Please enter the start time as HH:mm (24 hours).',
    },
  },
  required: ['id', 'meeting_id', 'description', 'start_time'],
} as const;
const scheduleWritable = {
  meeting_id: meetingScheduleSchema.properties.meeting_id,
  description: meetingScheduleSchema.properties.description,
  start_time: meetingScheduleSchema.properties.start_time,
} as const;
export const meetingScheduleCreateSchema = {
  type: 'object',
  properties: scheduleWritable,
  required: ['meeting_id', 'start_time'],
  additionalProperties: false,
} as const;
export const meetingScheduleUpdateSchema = {
  type: 'object',
  properties: scheduleWritable,
  additionalProperties: false,
} as const;

const schedule = {
  type: 'object',
  properties: { id: { type: 'integer' }, description: { type: 'string' }, start_time: { type: 'string' } },
  required: ['id', 'description', 'start_time'],
} as const;

const participant = {
  type: 'object',
  properties: {
    meeting_id: { type: 'integer' },
    meeting_schedule_id: { type: 'integer' },
    schedule,
  },
  required: ['meeting_id', 'meeting_schedule_id', 'schedule'],
} as const;

/** GET /api/meetings */
export const meetingsListSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          date: { type: 'string' },
          description: { type: 'string' },
          choose_until: { type: 'string' },
          schedules: { type: 'array', items: schedule },
          my_schedule_id: { type: ['integer', 'null'] },
        },
        required: ['id', 'date', 'description', 'choose_until', 'schedules', 'my_schedule_id'],
      },
    },
  },
  required: ['data'],
} as const;
export type MeetingsList = FromSchema<typeof meetingsListSchema>;

export const hasRespondedQuerySchema = {
  type: 'object',
  properties: { meeting_id: { type: 'integer', minimum: 1 } },
  required: ['meeting_id'],
  additionalProperties: false,
} as const;

export const hasRespondedSchema = {
  type: 'object',
  properties: { has_responded: { type: 'boolean' }, data: { anyOf: [participant, { type: 'null' }] } },
  required: ['has_responded', 'data'],
} as const;

export const setMeetingScheduleBodySchema = {
  type: 'object',
  properties: {
    meeting_id: { type: 'integer', minimum: 1 },
    meeting_schedule_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a schedule.' },
  },
  required: ['meeting_id', 'meeting_schedule_id'],
  additionalProperties: false,
  errorMessage: { required: { meeting_schedule_id: 'Please choose a schedule.' } },
} as const;

export const setMeetingScheduleResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: participant },
  required: ['message', 'data'],
} as const;

import { MEETING_MESSAGES } from '../src/shared/messages';

/** GET /api/failed-bookings (spec part 2 §3 "Failed booking response"), from bookings no driver took. */
export const failedBookingsSchema = {
  type: 'object',
  properties: {
    failed_bookings: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, time: { type: 'string', format: 'date-time' } },
        required: ['name', 'time'],
      },
    },
    branch_id: { type: ['integer', 'null'] },
    branch_name: { type: ['string', 'null'] },
    weekly: {
      type: 'array',
      description: 'Failed bookings of the last 7 days in the branch, by Manila hour',
      items: {
        type: 'object',
        properties: { hour: { type: 'integer' }, total: { type: 'integer' } },
        required: ['hour', 'total'],
      },
    },
    standby: {
      type: ['object', 'null'],
      properties: { time_in: { type: 'string' }, time_out: { type: 'string' } },
      required: ['time_in', 'time_out'],
    },
  },
  required: ['failed_bookings', 'branch_id', 'branch_name', 'weekly', 'standby'],
} as const;

const hhmm = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  errorMessage: MEETING_MESSAGES.TIME_IN_AND_OUT_REQUIRED,
} as const;

export const standbyBodySchema = {
  type: 'object',
  properties: { time_in: hhmm, time_out: hhmm },
  required: ['time_in', 'time_out'],
  additionalProperties: false,
  errorMessage: { required: MEETING_MESSAGES.TIME_IN_AND_OUT_REQUIRED },
} as const;

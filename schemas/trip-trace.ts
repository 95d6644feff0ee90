import type { FromSchema } from 'json-schema-to-ts';

/** A trip's trace for staff: the driver's positions en route and the distance they add up to. */
export const tripTraceSchema = {
  type: 'object',
  title: 'Trip trace',
  properties: {
    booking_id: { type: 'integer' },
    quoted_km: { type: ['number', 'null'], description: 'The distance the fare was quoted for.' },
    driven_km: { type: ['number', 'null'], description: 'The distance of the trace, kept at the drop-off.' },
    trace_flagged: {
      type: 'boolean',
      description:
        'The driven distance differs from the quoted one by more than the margin of the app settings.',
    },
    points: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          lat: { type: 'number' },
          lng: { type: 'number' },
          at: { type: 'string', format: 'date-time' },
          accuracy_m: { type: ['number', 'null'] },
        },
        required: ['lat', 'lng', 'at', 'accuracy_m'],
      },
    },
  },
  required: ['booking_id', 'quoted_km', 'driven_km', 'trace_flagged', 'points'],
} as const;
export type TripTrace = FromSchema<typeof tripTraceSchema>;

export const tripTraceParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

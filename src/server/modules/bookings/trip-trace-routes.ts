import { errorResponses } from '@schemas/common';
import { tripTraceParamsSchema, tripTraceSchema } from '@schemas/trip-trace';
import { notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { OPS_ROLES } from '../operations/routes';
import { tripTracesOf } from './trip-trace';

/** A trip's trace for the console's timeline: replayed on the map, with the driven and quoted distances. */
export default async function tripTraceRoutes(app: App) {
  app.get(
    '/admin/bookings/:id/trace',
    {
      schema: {
        tags: ['bookings'],
        params: tripTraceParamsSchema,
        response: { 200: tripTraceSchema, ...errorResponses },
      },
      config: { access: [...OPS_ROLES] },
    },
    async (request) => {
      const { id } = request.params;
      const { rows } = await app.deps.db.query<{
        quoted_km: number | null;
        driven_km: number | null;
        trace_flagged: boolean;
      }>(
        `SELECT (trip_details->>'km_distance')::float8 AS quoted_km, driven_km, trace_flagged
           FROM bookings WHERE id = $1`,
        [id],
      );
      if (!rows[0]) throw notFound('Booking not found.');
      const points = (await tripTracesOf(app)?.traceOf(id)) ?? [];
      return { booking_id: id, ...rows[0], points: points.map((p) => ({ ...p, at: p.at.toISOString() })) };
    },
  );
}

import { errorResponses } from '@schemas/common';
import {
  pricingTableQuerySchema,
  pricingTableSchema,
  vehicleTypeListSchema,
  zoneListSchema,
} from '@schemas/pricing-table';
import { ADMIN_ROLES } from '@config/resources/define';
import { zoneBorderSchema, zoneIdParamsSchema } from '@schemas/zone';
import { notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { pricingTable, vehicleTypes, zones } from './service';

export const NO_PRICING_MESSAGE = 'This zone has no prices for this vehicle type yet.';

/** The public pricing page's data (spec part 1 §2 Pricing): zones, vehicle types and the computed tables. */
export default async function pricingRoutes(app: App) {
  const tags = ['pricing'];

  app.get(
    '/zones',
    { schema: { tags, response: { 200: zoneListSchema } }, config: { access: 'public' } },
    async () => ({ data: await zones(app.deps.db) }),
  );

  app.get(
    '/admin/zones/:id/border',
    {
      schema: {
        tags,
        params: zoneIdParamsSchema,
        response: { 200: zoneBorderSchema, ...errorResponses },
      },
      config: { access: [...ADMIN_ROLES] },
    },
    async (request) => {
      const { rows } = await app.deps.db.query('SELECT id, name, lat, lng, border FROM zones WHERE id = $1', [
        request.params.id,
      ]);
      if (!rows[0]) throw notFound('Zone not found.');
      return rows[0];
    },
  );

  app.get(
    '/vehicle-types',
    { schema: { tags, response: { 200: vehicleTypeListSchema } }, config: { access: 'public' } },
    async () => ({ data: await vehicleTypes(app.deps.db) }),
  );

  app.get(
    '/pricing/table',
    {
      schema: {
        tags,
        querystring: pricingTableQuerySchema,
        response: { 200: pricingTableSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { zone_id, vehicle_type_id, mode } = request.query;
      const table = await pricingTable(app.deps.db, {
        zoneId: zone_id,
        vehicleTypeId: vehicle_type_id,
        mode,
      });
      if (!table) throw notFound(NO_PRICING_MESSAGE);
      return table;
    },
  );
}

import { SEARCH_RESULTS_MAX } from '@config/constants';
import { errorResponses } from '@schemas/common';
import {
  geoReverseQuerySchema,
  geoRouteQuerySchema,
  geoSearchQuerySchema,
  placeSchema,
  routeSchema,
} from '@schemas/geo';
import { GoogleGeoError } from '@/server/adapters/geo/google-geo';
import { HttpError } from '@/server/errors';
import type { App } from '@/server/types';
import { perAccount } from '../bookings/access';
import { parseLatLng } from '../bookings/fares';

const tags = ['geo'];

/** The maps provider failing is not the rider's mistake, but neither is it a crash: say so plainly. */
export async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GoogleGeoError) {
      throw new HttpError(503, 'Maps are not available right now. Please try again in a moment.');
    }
    throw error;
  }
}

/** Place search, reverse lookup and routes for the ride wizard (the geo port: offline gazetteer or Google). */
export default async function geoRoutes(app: App) {
  app.get(
    '/geo/search',
    {
      schema: {
        tags,
        querystring: geoSearchQuerySchema,
        response: { 200: { type: 'array', items: placeSchema }, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('geo', 120) },
    },
    async (request) => {
      const { q, lat, lng } = request.query;
      if (!q.trim()) return [];
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return viaProvider(() => app.deps.geo.search(q, { near, limit: SEARCH_RESULTS_MAX }));
    },
  );

  app.get(
    '/geo/reverse',
    {
      schema: { tags, querystring: geoReverseQuerySchema, response: { 200: placeSchema, ...errorResponses } },
      config: { access: 'authenticated', rateLimit: perAccount('geo', 120) },
    },
    async (request) =>
      viaProvider(() => app.deps.geo.reverse({ lat: request.query.lat, lng: request.query.lng })),
  );

  app.get(
    '/geo/route',
    {
      schema: { tags, querystring: geoRouteQuerySchema, response: { 200: routeSchema, ...errorResponses } },
      config: { access: 'authenticated', rateLimit: perAccount('geo', 120) },
    },
    async (request) =>
      viaProvider(() =>
        app.deps.geo.route(
          parseLatLng(request.query.origin, 'origin'),
          parseLatLng(request.query.destination, 'destination'),
        ),
      ),
  );
}

import {
  deliveryAddressBodySchema,
  deliveryAddressListQuerySchema,
  deliveryAddressSavedResponseSchema,
  deliveryAddressSchema,
} from '@schemas/address';
import { errorResponses, messageSchema } from '@schemas/common';
import type { App } from '@/server/types';
import { perAccount } from '../bookings/access';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service';

const tags = ['addresses'];

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

/** Saved delivery addresses of the signed-in account (Home, Work, Affinity and custom ones). */
export default async function addressRoutes(app: App) {
  app.get(
    '/delivery-addresses',
    {
      schema: {
        tags,
        description: "?type=Home gives only that address, or 404 'Address type Home not found.'",
        querystring: deliveryAddressListQuerySchema,
        response: { 200: { type: 'array', items: deliveryAddressSchema }, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => listAddresses(app, request.user!.id, request.query.type),
  );

  app.post(
    '/delivery-addresses',
    {
      schema: {
        tags,
        body: deliveryAddressBodySchema,
        response: { 201: deliveryAddressSavedResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('address-write', 60) },
    },
    async (request, reply) =>
      reply.status(201).send(await createAddress(app, request.user!.id, request.body)),
  );

  app.put(
    '/delivery-addresses/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: deliveryAddressBodySchema,
        response: { 200: deliveryAddressSavedResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('address-write', 60) },
    },
    async (request) => updateAddress(app, request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/delivery-addresses/:id',
    {
      schema: { tags, params: idParams, response: { 200: messageSchema, ...errorResponses } },
      config: { access: 'authenticated', rateLimit: perAccount('address-write', 60) },
    },
    async (request) => deleteAddress(app, request.user!.id, request.params.id),
  );
}

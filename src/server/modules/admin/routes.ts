import type { FastifySchema } from 'fastify';
import { type AnyResource, RESOURCE_LIST, type ResourceName } from '@config/resources';
import type { RoleName } from '@schemas/account';
import { errorResponses } from '@schemas/common';
import { smsOutboxQuerySchema, smsOutboxResponseSchema } from '@schemas/sms-outbox';
import { notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { listQuerystringSchema, listValidators, parseListQuery } from './list-query';
import { baseTypes } from './sql';
import { type RecordId, ResourceStore, type ResourceServerOptions, type Row } from './store';
import { giftCertificateServerOptions } from '../gift-certificates/service';
import { usersServerOptions } from './users';
import { driverApplicationsServerOptions } from './driver-applications';
import { driverInvoicesServerOptions } from './driver-invoices';
import { idChangeRequestsServerOptions } from './id-change-requests';

/** Server-side additions per resource; every other resource is served by the generic store alone. */
function serverOptions(app: App): Partial<Record<ResourceName, ResourceServerOptions>> {
  return {
    users: usersServerOptions((userId, revoked) =>
      app.sessions.announce({ user_id: userId, session_ids: null, revoked }),
    ),
    'gift-certificates': giftCertificateServerOptions,
    jobs: {
      expressions: { branch_name: '(SELECT b.name FROM branches b WHERE b.id = "jobs"."branch_id")' },
      touch: 'updated_at = now()',
    },
    guides: { touch: 'updated_at = now()' },
    'commitment-blocks': {
      expressions: {
        drivers_count:
          '(SELECT count(*)::int FROM driver_commitments c WHERE c.block_id = "commitment_blocks"."id")',
      },
      touch: 'updated_at = now()',
    },
    'driver-commitments': {
      expressions: {
        driver_name: '(SELECT u.name FROM users u WHERE u.id = "driver_commitments"."driver_id")',
      },
      uniqueMessages: {
        driver_commitments_block_id_driver_id_key: 'This driver is already committed to this block.',
      },
    },
    coupons: { touch: 'updated_at = now()' },
    partners: { touch: 'updated_at = now()' },
    products: { touch: 'updated_at = now()' },
    'driver-applications': driverApplicationsServerOptions,
    'id-change-requests': idChangeRequestsServerOptions,
    'driver-invoices': driverInvoicesServerOptions,
    meetings: { touch: 'updated_at = now()' },
  };
}

const TAGS = ['admin'];

function idParamsSchema(resource: AnyResource) {
  const isText = baseTypes(resource.schema.properties.id).includes('string');
  return {
    type: 'object',
    properties: {
      id: isText
        ? { type: 'string', minLength: 1, maxLength: 200 }
        : { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
    required: ['id'],
  } as const;
}

function readers(resource: AnyResource): RoleName[] {
  return [...new Set([...resource.access.read, ...resource.access.write])];
}

/**
 * ra-data-simple-rest's dialect for one resource: list with `Content-Range`, read, create, update, delete.
 * Only what the resource's capabilities allow is registered; the schemas validate, serialise and document.
 */
function registerResource(app: App, resource: AnyResource, store: ResourceStore) {
  const { name, label, recordLabel } = resource;
  const path = `/admin/${name}`;
  const validators = listValidators(resource);
  const params = idParamsSchema(resource);
  const readAccess = readers(resource);
  const writeAccess = [...resource.access.write];
  const notFoundError = () => notFound(`This ${recordLabel} does not exist or was deleted.`);

  app.route({
    method: 'GET',
    url: path,
    schema: {
      tags: TAGS,
      summary: `List ${label.toLowerCase()}`,
      description: 'Also getMany: filter={"id":[…]}. The total is in the Content-Range header.',
      querystring: listQuerystringSchema(resource),
      response: { 200: { type: 'array', items: resource.schema }, ...errorResponses },
    } satisfies FastifySchema,
    config: { access: readAccess },
    handler: async (request, reply) => {
      const query = parseListQuery(resource, validators, request.query as Record<string, string>);
      const { rows, total } = await store.list(query);
      const span = rows.length ? `${query.offset}-${query.offset + rows.length - 1}` : '*';
      reply.header('Content-Range', `${name} ${span}/${total}`);
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return rows;
    },
  });

  app.route({
    method: 'GET',
    url: `${path}/:id`,
    schema: {
      tags: TAGS,
      summary: `One ${recordLabel}`,
      params,
      response: { 200: resource.schema, ...errorResponses },
    } satisfies FastifySchema,
    config: { access: readAccess },
    handler: async (request) => {
      const row = await store.getOne((request.params as { id: RecordId }).id);
      if (!row) throw notFoundError();
      return row;
    },
  });

  if (resource.capabilities.create && resource.createSchema) {
    app.route({
      method: 'POST',
      url: path,
      schema: {
        tags: TAGS,
        summary: `Create a ${recordLabel}`,
        body: resource.createSchema,
        response: { 201: resource.schema, ...errorResponses },
      } satisfies FastifySchema,
      config: { access: writeAccess },
      handler: async (request, reply) => {
        const row = await store.create(request.user!, request.body as Row);
        return reply.status(201).send(row);
      },
    });
  }

  if (resource.capabilities.edit && resource.updateSchema) {
    app.route({
      method: 'PUT',
      url: `${path}/:id`,
      schema: {
        tags: TAGS,
        summary: `Change a ${recordLabel}`,
        description: 'Properties left out keep their values; read-only ones sent back unchanged are ignored.',
        params,
        body: resource.updateSchema,
        response: { 200: resource.schema, ...errorResponses },
      } satisfies FastifySchema,
      config: { access: writeAccess },
      handler: async (request) =>
        store.update(request.user!, (request.params as { id: RecordId }).id, request.body as Row),
    });
  }

  if (resource.capabilities.delete) {
    app.route({
      method: 'DELETE',
      url: `${path}/:id`,
      schema: {
        tags: TAGS,
        summary: `Delete a ${recordLabel}`,
        params,
        response: { 200: resource.schema, ...errorResponses },
      } satisfies FastifySchema,
      config: { access: writeAccess },
      handler: async (request) => store.remove((request.params as { id: RecordId }).id, request.user!),
    });
  }
}

/** The operations console's API: every resource of config/resources, plus the development SMS outbox. */
export default async function adminRoutes(app: App) {
  const optionsByResource = serverOptions(app);
  for (const resource of RESOURCE_LIST) {
    const options = optionsByResource[resource.name as ResourceName];
    registerResource(app, resource, new ResourceStore(resource, app.deps.db, options));
  }

  app.get(
    '/admin/sms-outbox',
    {
      schema: {
        tags: TAGS,
        summary: 'Recent messages of the development SMS outbox, newest first',
        querystring: smsOutboxQuerySchema,
        response: { 200: smsOutboxResponseSchema, ...errorResponses },
      },
      // Every OTP passes through the outbox: whoever reads it can reset any password, so admins only.
      config: { access: ['admin'] },
    },
    async (request) => {
      const { sms } = app.deps;
      if (!sms.recent) throw notFound('The SMS outbox is only kept in development.');
      return sms.recent(request.query.limit);
    },
  );
}

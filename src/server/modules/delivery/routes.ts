import { PARTNERS_DEFAULT_BRANCH_ID, PARTNERS_MAP_BRANCH_IDS } from '@config/constants';
import { bookingIdParamsSchema } from '@schemas/booking';
import { errorResponses } from '@schemas/common';
import {
  branchIdQuerySchema,
  productParamsSchema,
  storeHandleParamsSchema,
  storeIdParamsSchema,
} from '@schemas/delivery-fields';
import {
  deliveryOrderBodySchema,
  deliveryOrderCreatedSchema,
  deliveryOrderViewSchema,
  deliveryQuoteBodySchema,
  deliveryQuoteResponseSchema,
  orderEditBodySchema,
  driverDeliveryStepBodySchema,
  storeOrdersResponseSchema,
  storeStatusBodySchema,
} from '@schemas/delivery-order';
import {
  branchListSchema,
  partnerChangeSchema,
  partnerListSchema,
  partnerUpdateSchema,
  storeSettingsBodySchema,
} from '@schemas/partner-store';
import {
  productResponseSchema,
  storeListSchema,
  storeProductsResponseSchema,
  storeViewSchema,
} from '@schemas/store-products';
import { replayable } from '@/server/replays';
import type { App } from '@/server/types';
import { perCaller } from '@/server/limits/rate-keys';
import { perAccount } from '../bookings/access';
import type { Dispatcher } from '../dispatch/service';
import {
  activeStore,
  partnerListItem,
  productOfStore,
  storeByHandle,
  storeMenu,
  storesOfBranch,
  storeView,
} from './catalog';
import { editOrder } from './edit';
import { createOrder, quoteOrder, readableOrder } from './orders';
import { partnerChanges, updatePartner } from './partners';
import { driverStep, mayFollowStore, setStoreOnline, storeOrders, storeStep } from './steps';

const tags = ['delivery'];
const PARTNER_EDITORS = ['brp-partner-manager', 'admin'] as const;

/**
 * Partner stores and delivery orders (spec part 2 §7): the store and product calls under brp/delivery, the
 * partners and terminals of the partners map, checkout and order editing.
 */
export default async function deliveryRoutes(app: App, { dispatcher }: { dispatcher: Dispatcher }) {
  app.realtime.authorize('store', (user, key) => mayFollowStore(app, user, key));

  app.get(
    '/branches',
    {
      schema: { tags, summary: 'Branches of the partners map', response: { 200: branchListSchema } },
      config: { access: 'public' },
    },
    async () => {
      const { rows } = await app.deps.db.query<{ id: number; name: string; lat: number; lng: number }>(
        'SELECT id, name, lat, lng FROM branches WHERE id = ANY($1) AND is_active',
        [[...PARTNERS_MAP_BRANCH_IDS]],
      );
      return PARTNERS_MAP_BRANCH_IDS.map((id) => rows.find((row) => row.id === id)).filter((row) => !!row);
    },
  );

  app.get(
    '/brp/delivery/v2/stores',
    {
      schema: {
        tags,
        summary: 'Partner stores of a branch (default 2), open or closed now',
        querystring: branchIdQuerySchema,
        response: { 200: storeListSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const rows = await storesOfBranch(app.deps.db, request.query.branch_id ?? PARTNERS_DEFAULT_BRANCH_ID);
      return rows.map((row) => storeView(row, app.now()));
    },
  );

  app.get(
    '/brp/delivery/store/:handle',
    {
      schema: {
        tags,
        summary: 'A store by its handle (@username)',
        params: storeHandleParamsSchema,
        response: { 200: storeProductsResponseSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const store = await storeByHandle(app.deps.db, request.params.handle);
      return { store: storeView(store, app.now()), products: await storeMenu(app.deps.db, store.id) };
    },
  );

  app.get(
    '/brp/delivery/stores/:id/products',
    {
      schema: {
        tags,
        summary: "A store and its products with 'starts at' prices",
        params: storeIdParamsSchema,
        response: { 200: storeProductsResponseSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const store = await activeStore(app.deps.db, request.params.id);
      return { store: storeView(store, app.now()), products: await storeMenu(app.deps.db, store.id) };
    },
  );

  app.get(
    '/brp/delivery/stores/:id/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product with its required option groups and extras',
        params: productParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const store = await activeStore(app.deps.db, request.params.id);
      return {
        store: storeView(store, app.now()),
        product: await productOfStore(app.deps.db, store.id, request.params.productId),
      };
    },
  );

  app.get(
    '/terminals',
    {
      schema: {
        tags,
        summary: 'Partners with their terminals, for one branch (default 2)',
        querystring: branchIdQuerySchema,
        response: { 200: partnerListSchema, ...errorResponses },
      },
      config: { access: [...PARTNER_EDITORS] },
    },
    async (request) => {
      const rows = await storesOfBranch(
        app.deps.db,
        request.query.branch_id ?? PARTNERS_DEFAULT_BRANCH_ID,
        false,
      );
      return rows.map(partnerListItem);
    },
  );

  app.put(
    '/partners/:id',
    {
      schema: {
        tags,
        summary: 'Update a partner: store location and address, terminal details and location',
        description: 'Every change is logged with who, when, before and after (GET /partners/{id}/changes).',
        params: storeIdParamsSchema,
        body: partnerUpdateSchema,
        response: { 200: partnerListSchema.items, ...errorResponses },
      },
      config: { access: [...PARTNER_EDITORS], rateLimit: perAccount('partner-update', 120) },
    },
    async (request) => updatePartner(app, request.user!, request.params.id, request.body),
  );

  app.get(
    '/partners/:id/changes',
    {
      schema: {
        tags,
        summary: 'The change log of a partner, newest first',
        params: storeIdParamsSchema,
        response: { 200: { type: 'array', items: partnerChangeSchema }, ...errorResponses },
      },
      config: { access: [...PARTNER_EDITORS] },
    },
    async (request) => partnerChanges(app, request.params.id),
  );

  app.post(
    '/delivery/quote',
    {
      schema: {
        tags,
        summary:
          'Cart totals computed by the server: items from the menu, delivery fee from the delivery fare',
        body: deliveryQuoteBodySchema,
        response: { 200: deliveryQuoteResponseSchema, ...errorResponses },
      },
      config: { access: 'public', rateLimit: perCaller('delivery-quote', { account: 120, address: 1200 }) },
    },
    async (request) => quoteOrder(app, request.body),
  );

  app.post(
    '/delivery/orders',
    {
      schema: {
        tags,
        summary: 'Check out a cart: a delivery order (cash on delivery) for dispatch',
        body: deliveryOrderBodySchema,
        response: { 201: deliveryOrderCreatedSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('delivery-order', 20) },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrder(app, dispatcher, request.user!, request.body)),
  );

  app.get(
    '/delivery/orders/:id',
    {
      schema: {
        tags,
        summary: 'A delivery order: its customer, driver, store staff and staff',
        params: bookingIdParamsSchema,
        response: { 200: deliveryOrderViewSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => readableOrder(app, request.user!, request.params.id),
  );

  app.post(
    '/orders/:id/edit',
    {
      schema: {
        tags,
        summary: "Edit a delivery order's items; the server reprices them, the status stays as it is",
        params: bookingIdParamsSchema,
        body: orderEditBodySchema,
        response: { 200: deliveryOrderViewSchema, ...errorResponses },
      },
      config: { access: 'authenticated', rateLimit: perAccount('order-edit', 60) },
    },
    async (request) => editOrder(app, request.user!, request.params.id, request.body),
  );

  app.post(
    '/delivery/orders/:id/store-status',
    {
      schema: {
        tags,
        summary: 'The store accepts, says the cash is not enough, declines, or marks the order ready',
        description:
          "Only the order's own store's accounts, or staff; the delivery status table answers 409 otherwise.",
        params: bookingIdParamsSchema,
        body: storeStatusBodySchema,
        response: { 200: deliveryOrderViewSchema, ...errorResponses },
      },
      config: {
        access: ['store-staff', 'admin', 'operations-manager'],
        rateLimit: perAccount('store-status', 120),
      },
    },
    async (request) => storeStep(app, request.user!, request.params.id, request.body.status_key),
  );

  app.post(
    '/delivery/orders/:id/driver-status',
    {
      schema: {
        tags,
        summary: "The assigned driver's delivery steps (identity, store, pick-up, delivery)",
        description:
          'An Idempotency-Key header makes a resend safe: the same key answers with the first answer.',
        params: bookingIdParamsSchema,
        body: driverDeliveryStepBodySchema,
        response: { 200: deliveryOrderViewSchema, ...errorResponses },
      },
      config: { access: ['driver'], rateLimit: perAccount('delivery-driver-status', 120) },
    },
    async (request, reply) =>
      replayable(app, request, reply, `delivery-driver-status:${request.params.id}`, async () => ({
        statusCode: 200,
        payload: await driverStep(app, request.user!, request.params.id, request.body.status_key),
      })),
  );

  app.get(
    '/store/orders',
    {
      schema: {
        tags,
        summary: "The store's own order screen: its live and recent orders",
        response: { 200: storeOrdersResponseSchema, ...errorResponses },
      },
      config: { access: ['store-staff'] },
    },
    async (request) => storeOrders(app, request.user!),
  );

  app.post(
    '/brp/delivery/v2/stores/:id',
    {
      schema: {
        tags,
        summary: 'The store takes orders or pauses (its own accounts, partner managers, admins)',
        params: storeIdParamsSchema,
        body: storeSettingsBodySchema,
        response: { 200: storeViewSchema, ...errorResponses },
      },
      config: {
        access: ['store-staff', 'brp-partner-manager', 'admin'],
        rateLimit: perAccount('store-settings', 60),
      },
    },
    async (request) => setStoreOnline(app, request.user!, request.params.id, request.body.is_online),
  );
}

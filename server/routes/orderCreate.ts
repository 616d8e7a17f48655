// Order creation and its estimate (POST /order/create, POST /order/check-delivery-availability) and
// the create form's options. Parse with the domain schemas, check the permission flag, call the services, and
// send newOrder after the commit.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveryAvailabilitySchema,
  orderCreateSchema,
  orderFormOptionsQuerySchema,
} from '../../src/domain/orderCreateSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import { haversineDetourEstimator } from '../services/roadDistance.ts';
import type { DeliveryDeps } from '../services/deliveryEstimate.ts';
import { checkDeliveryAvailability, createOrder, orderFormOptions } from '../services/orderCreate.ts';
import { orderCreateDocs } from './docs/orderCreate.ts';
import { absoluteUrl } from './publicUrl.ts';

export async function orderCreateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: DeliveryDeps = { geocoder: geocoderFor(app.config.geoDataDir), roads: haversineDetourEstimator };

  r.get(
    '/order/form-options',
    {
      schema: {
        tags: ['order create'],
        ...orderCreateDocs.formOptions,
        querystring: orderFormOptionsQuerySchema,
      },
      onRequest: requireAuth(app, 'orders.canOpenNewOrder'),
    },
    async (request) => {
      const p = principalOf(request);
      return orderFormOptions(app.database.db, { tenant: p.tenant, companyId: p.companyId }, request.query.companyId);
    },
  );

  r.post(
    '/order/check-delivery-availability',
    {
      schema: {
        tags: ['order create'],
        ...orderCreateDocs.checkDeliveryAvailability,
        body: deliveryAvailabilitySchema,
      },
      onRequest: requireAuth(app, 'orders.canOpenNewOrder'),
    },
    async (request) => checkDeliveryAvailability(app.database.db, deps, principalOf(request).tenant, request.body),
  );

  r.post(
    '/order/create',
    {
      schema: {
        tags: ['order create'],
        ...orderCreateDocs.create,
        body: orderCreateSchema,
      },
      onRequest: requireAuth(app, 'orders.canWrite'),
    },
    async (request, reply) => {
      const p = principalOf(request);
      const created = await createOrder(app.database.db, deps, { actor: actorOf(p), tenant: p.tenant }, request.body);
      app.realtime.emitOrderEvent('newOrder', created.event);
      const { order } = created.result;
      return reply.status(201).send({ order: { ...order, trackingUrl: absoluteUrl(request, order.trackingUrl) } });
    },
  );
}

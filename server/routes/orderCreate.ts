// Order creation and its estimate (POST /order/create, POST /order/check-delivery-availability), the bookable slots
// (POST /order/delivery-slots) and the create form's options. Parse with the domain schemas, check the permission flag,
// call the services, and send newOrder after the commit. The create takes an Idempotency-Key (idempotentWrite.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveryAvailabilitySchema,
  deliverySlotsSchema,
  orderCreateSchema,
  orderFormOptionsQuerySchema,
} from '../../domain/orderCreateSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import { haversineDetourEstimator } from '../services/roadDistance.ts';
import type { DeliveryDeps } from '../services/deliveryEstimate.ts';
import { checkDeliveryAvailability, createOrder, orderFormOptions } from '../services/orderCreate.ts';
import { deliverySlots } from '../services/deliverySlots.ts';
import { idempotencyHeadersSchema } from '../../domain/idempotency.ts';
import type { OrderCreateResult } from '../../domain/orderCreateApi.ts';
import { answerWithin, idempotentWrite } from './idempotentWrite.ts';
import { orderCreateDocs } from './docs/orderCreate.ts';
import { absoluteUrl } from './publicUrl.ts';

export async function orderCreateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: DeliveryDeps = { geocoder: geocoderFor(app.config.geoDataDir), roads: haversineDetourEstimator };

  r.get(
    '/order/form-options',
    {
      schema: {
        tags: ['Merchant API: orders'],
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
        tags: ['Merchant API: orders'],
        ...orderCreateDocs.checkDeliveryAvailability,
        body: deliveryAvailabilitySchema,
      },
      onRequest: requireAuth(app, 'orders.canOpenNewOrder'),
    },
    async (request) => checkDeliveryAvailability(app.database.db, deps, principalOf(request).tenant, request.body),
  );

  r.post(
    '/order/delivery-slots',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...orderCreateDocs.deliverySlots,
        body: deliverySlotsSchema,
      },
      onRequest: requireAuth(app, 'orders.canOpenNewOrder'),
    },
    async (request) => deliverySlots(app.database.db, deps, principalOf(request).tenant, request.body),
  );

  r.post(
    '/order/create',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...orderCreateDocs.create,
        body: orderCreateSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireAuth(app, 'orders.canWrite'),
      // Idempotency-Key: a retry with the same key and body answers the first answer (idempotentWrite.ts).
      ...idempotentWrite(app, 'order.create'),
    },
    async (request, reply) => {
      const p = principalOf(request);
      const answer = ({ order }: OrderCreateResult) => ({
        order: { ...order, trackingUrl: absoluteUrl(request, order.trackingUrl) },
      });
      const created = await createOrder(
        app.database.db,
        deps,
        {
          actor: actorOf(p),
          tenant: p.tenant,
          // The Idempotency-Key's answer commits with the order: a retry never creates a second one.
          withinTransaction: (tx, result) => answerWithin(tx, request, 201, answer(result)),
        },
        request.body,
      );
      app.realtime.emitOrderEvent('newOrder', created.event);
      return reply.status(201).send(answer(created.result));
    },
  );
}

// The public find-and-verify call of the /pin page (path of our choice).
// No token: the visitor proves knowledge of the order by its creation day, number and pick-up PIN.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAndVerifyPickupSchema, type FindAndVerifyPickupResponse } from '../../domain/pickupSchemas.ts';
import { findAndVerifyPickup } from '../services/publicPickup.ts';
import { pickupDocs } from './docs/pickup.ts';

export async function pickupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  r.post(
    '/order/find-and-verify-pickup',
    {
      config: { public: 'pickup-point staff on the /pin page prove themselves with the order’s PIN (throttled)' },
      schema: {
        tags: ['Console: public pages'],
        ...pickupDocs.findAndVerifyPickup(app.config),
        body: findAndVerifyPickupSchema,
        security: [],
      },
    },
    async (request): Promise<FindAndVerifyPickupResponse> => {
      const result = await findAndVerifyPickup(app.database.db, limits, request.body, { ip: request.ip });
      for (const { event, ...payload } of result.events) app.realtime.emitOrderEvent(event, payload);
      return { orderNo: result.orderNo, verifiedAt: result.verifiedAt.toISOString() };
    },
  );
}

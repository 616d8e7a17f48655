// The order form's driver availability: whether a driver is free right now in the region of the pickup point.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { driverAvailabilityQuerySchema } from '../../domain/driverAvailability.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { driverAvailability } from '../services/driverAvailability.ts';
import { driverAvailabilityDocs } from './docs/driverAvailability.ts';

export async function driverAvailabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/order/driver-availability',
    {
      schema: {
        tags: ['Console: orders'],
        ...driverAvailabilityDocs.availability,
        querystring: driverAvailabilityQuerySchema,
      },
      onRequest: requireAuth(app, 'orders.canOpenNewOrder'),
    },
    async (request) => driverAvailability(app.database.db, principalOf(request), request.query),
  );
}

// The public tracking call of the receiver's /track/<token> page: no session; the unguessable token is the key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trackingTokenSchema } from '../../src/domain/tracking.ts';
import { trackOrder } from '../services/tracking.ts';
import { trackingDocs } from './docs/tracking.ts';

export async function trackingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/track/:token',
    {
      config: { public: 'the receiver holds the order’s unguessable tracking link (122 random bits)' },
      schema: { tags: ['tracking'], ...trackingDocs.track, params: trackingTokenSchema, security: [] },
    },
    async (request, reply) => {
      // A receiver's page polls: never from a shared cache, and the link does not leave in a Referer.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return trackOrder(app.database.db, request.params.token);
    },
  );
}

// The live operations map's call: the active orders and the online drivers within the caller's reach.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { operationsMapQuerySchema } from '../../domain/operationsMap.ts';
import { operationsMap } from '../services/operationsMap.ts';
import { operationsMapDocs } from './docs/operationsMap.ts';

export async function operationsMapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/operations/map',
    {
      schema: { tags: ['Console: operations map'], ...operationsMapDocs.map, querystring: operationsMapQuerySchema },
      onRequest: requireAuth(app, 'orders.canAccessPage', 'orders.canView.orderRoute'),
    },
    async (request) => operationsMap(app.database.db, principalOf(request), request.query),
  );
}

// The multipliers area's calls: GET /multiplier/list, GET /multiplier/details, POST /multiplier/create,
// POST /multiplier/deactivate. HTTP only: parse with the domain schemas, require multipliers.canAccessPage
// (SuperAdmin only), call the service, send the real-time events after the commit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  multiplierCreateSchema,
  multiplierDeactivateSchema,
  multiplierDetailsQuerySchema,
  multiplierListQuerySchema,
} from '../../domain/multiplierSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/multipliers.ts';
import { multipliersDocs } from './docs/multipliers.ts';

const TAGS = ['Back office: multipliers'];

export async function multipliersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const guard = requireAuth(app, 'multipliers.canAccessPage');
  const context = (request: FastifyRequest): service.MultiplierContext => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };

  r.get(
    '/multiplier/list',
    {
      schema: {
        tags: TAGS,
        ...multipliersDocs.list,
        querystring: multiplierListQuerySchema,
      },
      onRequest: guard,
    },
    async (request) => ({
      multipliers: await service.listMultipliers(db(), principalOf(request).tenant, request.query),
    }),
  );

  r.get(
    '/multiplier/details',
    {
      schema: {
        tags: TAGS,
        ...multipliersDocs.details,
        querystring: multiplierDetailsQuerySchema,
      },
      onRequest: guard,
    },
    async (request) => ({
      multiplier: await service.getMultiplier(db(), principalOf(request).tenant, request.query.multiplierId),
    }),
  );

  r.post(
    '/multiplier/create',
    {
      schema: {
        tags: TAGS,
        ...multipliersDocs.create,
        body: multiplierCreateSchema,
      },
      onRequest: guard,
    },
    async (request) => ({ multiplier: await service.createMultiplier(db(), context(request), request.body) }),
  );

  r.post(
    '/multiplier/deactivate',
    {
      schema: {
        tags: TAGS,
        ...multipliersDocs.deactivate,
        body: multiplierDeactivateSchema,
      },
      onRequest: guard,
    },
    async (request) => {
      const { multiplier, events } = await service.deactivateMultiplier(db(), context(request), request.body);
      for (const { event, ...payload } of events) app.realtime.emitOrderEvent(event, payload);
      return { multiplier };
    },
  );
}

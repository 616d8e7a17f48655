import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyListQuerySchema, idRule, regionListQuerySchema } from '../../src/domain/schemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { listCompanyOptions, listProducts, listRegions } from '../services/catalog.ts';

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/region/list', {
    schema: { tags: ['regions'], summary: 'Regions sorted by name (limited to the operator’s regions)', querystring: regionListQuerySchema },
    onRequest: requireAuth(app),
  }, async (request) => listRegions(app.database.db, principalOf(request).tenant, request.query));

  r.get('/product/list', {
    schema: {
      tags: ['products'],
      summary: 'Products of the companies the caller may see',
      querystring: z.object({ companyId: idRule().optional() }),
    },
    onRequest: requireAuth(app),
  }, async (request) => listProducts(app.database.db, principalOf(request).tenant, request.query));

  r.get('/company/list', {
    schema: {
      tags: ['companies'],
      summary: 'Companies the caller may see, sorted by name (id, name, status, logo)',
      description: 'Chosen by us for the order list’s company filter (`status=active`); `status` is comma-joined, `q` matches the name. A client user sees its own company, an operator its assigned companies.',
      querystring: companyListQuerySchema,
    },
    onRequest: requireAuth(app),
  }, async (request) => listCompanyOptions(app.database.db, principalOf(request).tenant, request.query));
}

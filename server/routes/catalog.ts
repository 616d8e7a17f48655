import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyListQuerySchema, idRule, regionListQuerySchema } from '../../domain/schemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { listCompanyOptions, listProducts, listRegions } from '../services/catalog.ts';
import { catalogDocs } from './docs/catalog.ts';

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/region/list',
    {
      schema: { tags: ['Console: lists'], ...catalogDocs.regionList, querystring: regionListQuerySchema },
      onRequest: requireAuth(app),
    },
    async (request) => listRegions(app.database.db, principalOf(request).tenant, request.query),
  );

  r.get(
    '/product/list',
    {
      schema: {
        tags: ['Console: lists'],
        ...catalogDocs.productList,
        querystring: z.object({ companyId: idRule().optional() }),
      },
      onRequest: requireAuth(app),
    },
    async (request) => listProducts(app.database.db, principalOf(request).tenant, request.query),
  );

  r.get(
    '/company/list',
    {
      schema: {
        tags: ['Console: lists'],
        ...catalogDocs.companyList,
        querystring: companyListQuerySchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => listCompanyOptions(app.database.db, principalOf(request).tenant, request.query),
  );
}

// Products for the back office (the Products area and the company page): a page of the list, one product, create and
// update, on paths of our choice next to GET /product/list (the reference list every console loads, kept as it is).
// Reading needs the companies page (company.canAccessPage), writing company.canWrite as well: products are part of
// what a company is given, so the same operators manage them; client users and API keys have neither. The service
// applies the tenant (another company's product answers 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProductSchema,
  productIdQuerySchema,
  productPageListQuerySchema,
  updateProductSchema,
} from '../../domain/productSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/products.ts';
import { productsDocs } from './docs/products.ts';

const TAGS = ['Back office: products'];

export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canRead = requireAuth(app, 'company.canAccessPage');
  const canWrite = requireAuth(app, 'company.canAccessPage', 'company.canWrite');
  const context = (request: FastifyRequest): service.ProductContext => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };

  r.get(
    '/product/page-list',
    {
      schema: {
        tags: TAGS,
        ...productsDocs.pageList,
        querystring: productPageListQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => service.listProductPage(app.database.db, principalOf(request).tenant, request.query),
  );

  r.get(
    '/product/details',
    {
      schema: {
        tags: TAGS,
        ...productsDocs.details,
        querystring: productIdQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => ({
      product: await service.getProduct(app.database.db, principalOf(request).tenant, request.query.productId),
    }),
  );

  r.post(
    '/product/create',
    {
      schema: {
        tags: TAGS,
        ...productsDocs.create,
        body: createProductSchema,
      },
      onRequest: canWrite,
    },
    async (request) => ({ product: await service.createProduct(app.database.db, context(request), request.body) }),
  );

  r.post(
    '/product/update',
    {
      schema: {
        tags: TAGS,
        ...productsDocs.update,
        body: updateProductSchema,
      },
      onRequest: canWrite,
    },
    async (request) => ({ product: await service.updateProduct(app.database.db, context(request), request.body) }),
  );
}

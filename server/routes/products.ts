// Products for the back office (the Products area and the company page): a page of the list, one product, create and
// update, on paths of our choice next to GET /product/list (the reference list every console loads, kept as it is).
// Reading needs the companies page (company.canAccessPage), writing company.canWrite as well: products are part of
// what a company is given, so the same operators manage them; client users and API keys have neither. The service
// applies the tenant (another company's product answers 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProductSchema,
  MAXIMUM_DIMENSION_FIELDS,
  PRODUCT_CODE_MAX,
  PRODUCT_CODE_TAKEN,
  PRODUCT_DIMENSION_MAX,
  PRODUCT_LIST_MAX_PER_PAGE,
  PRODUCT_NAME_MAX,
  PRODUCT_TYPE_FEATURES,
  PRODUCT_TYPE_READ_ONLY,
  productIdQuerySchema,
  productPageListQuerySchema,
  updateProductSchema,
} from '../../src/domain/productSchemas.ts';
import { MAX_ORDER_PRODUCTS_LIMIT } from '../../src/domain/companySchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/products.ts';

const TAGS = ['products'];
const TENANT = 'An operator limited to some companies sees and edits their products only: another product answers 404 `product_not_found`.';
const RECORD = [
  'A product: {id, companyId, companyName, name, code, type (iqos | pickup_delivery | simple_delivery | simple_arrival),',
  'dimensionsAlgorithm (sideSum | largestSide | null), maximumDimensions ({weight kg, width, height, length, largestSide,',
  'sideSum cm}, each optional, or null), productSettings {hideOnOrderForm, productFormFields (the fields the order form',
  'asks for each line of it), helperProduct (offered as an extra beside the main products), maxProductsAllowed (lines per',
  'order, null: the company’s limit only), showLocationsSelectForReceiverOnOrderForm}, imageUrl, canTransferStock',
  '(drivers may pass its stock on), active (an inactive product is offered nowhere), createdAt}.',
].join(' ');
const typeRules = Object.entries(PRODUCT_TYPE_FEATURES)
  .map(([type, f]) => `${type}: fields ${f.formFields.join(', ')}${f.dimensions ? '; dimensions' : '; no dimensions'}${f.receiverLocations ? '; receiver from the pickup points' : ''}`)
  .join(' · ');
const BODY = [
  `Body: name (1–${PRODUCT_NAME_MAX}), code (1–${PRODUCT_CODE_MAX}, unique within the company ignoring case: 409`,
  `\`${PRODUCT_CODE_TAKEN}\`), type, dimensionsAlgorithm, maximumDimensions (${MAXIMUM_DIMENSION_FIELDS.join(', ')}: each`,
  `above 0 and at most ${PRODUCT_DIMENSION_MAX}, 2 decimals), productSettings (maxProductsAllowed 1–${MAX_ORDER_PRODUCTS_LIMIT}`,
  'or null), canTransferStock, active. What each type may use (400 with field errors otherwise):',
  `${typeRules}.`,
  '400 `validation_failed` with per-field `errors` (`productSettings.productFormFields.0`, `maximumDimensions.weight`…).',
].join(' ');

export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canRead = requireAuth(app, 'company.canAccessPage');
  const canWrite = requireAuth(app, 'company.canAccessPage', 'company.canWrite');
  const context = (request: FastifyRequest): service.ProductContext => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };

  r.get('/product/page-list', {
    schema: {
      tags: TAGS,
      summary: 'A page of the back office’s product list (every product, hidden and inactive ones included)',
      description: [
        'Ours, as GET /company/page-list is for companies; GET /product/list stays the reference list of the active',
        'products every console loads. `companyId` limits it to one company, `q` matches the name or the code',
        '(case-insensitive substring), `type`, `active` (true | false); `page` from 1, `perPage` at most',
        `${PRODUCT_LIST_MAX_PER_PAGE} (default 25); \`sort\` name, -name, code, -code, type, -type, createdAt, -createdAt.`,
        `Answers {items, total}. ${RECORD} ${TENANT}`,
      ].join(' '),
      querystring: productPageListQuerySchema,
    },
    onRequest: canRead,
  }, async (request) => service.listProductPage(app.database.db, principalOf(request).tenant, request.query));

  r.get('/product/details', {
    schema: {
      tags: TAGS,
      summary: 'One product, as the back office edits it',
      description: `Answers {product}. ${RECORD} 404 \`product_not_found\`. ${TENANT}`,
      querystring: productIdQuerySchema,
    },
    onRequest: canRead,
  }, async (request) => ({ product: await service.getProduct(app.database.db, principalOf(request).tenant, request.query.productId) }));

  r.post('/product/create', {
    schema: {
      tags: TAGS,
      summary: 'Creates a product of a company',
      description: [
        `{companyId, …} ${BODY} 404 \`company_not_found\` for a company the caller does not reach. One transaction with the`,
        `audit entry \`product.create\`. Answers {product}. ${TENANT}`,
      ].join(' '),
      body: createProductSchema,
    },
    onRequest: canWrite,
  }, async (request) => ({ product: await service.createProduct(app.database.db, context(request), request.body) }));

  r.post('/product/update', {
    schema: {
      tags: TAGS,
      summary: 'Saves a product (every editable field, as the form sends it back); also hides it on the order form',
      description: [
        `{productId, …} ${BODY} The type stays the one the product was created with (400 \`${PRODUCT_TYPE_READ_ONLY}\` with`,
        'a field error under `type`); the company cannot change; the image and any setting the call does not know are kept,',
        'so a product saved unchanged stays the same. `productSettings.hideOnOrderForm: true` takes it off the order form',
        '(GET /order/form-options) while orders, stock and reports keep it. One transaction with the audit entry',
        `\`product.update\` (before and after). Answers {product}. ${TENANT}`,
      ].join(' '),
      body: updateProductSchema,
    },
    onRequest: canWrite,
  }, async (request) => ({ product: await service.updateProduct(app.database.db, context(request), request.body) }));
}

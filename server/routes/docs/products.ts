// The OpenAPI texts of the products routes (server/routes/products.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...productsDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  DIMENSIONS_ALGORITHMS,
  MAXIMUM_DIMENSION_FIELDS,
  PRODUCT_CODE_MAX,
  PRODUCT_CODE_TAKEN,
  PRODUCT_DIMENSION_MAX,
  PRODUCT_LIST_MAX_PER_PAGE,
  PRODUCT_NAME_MAX,
  PRODUCT_TYPE_FEATURES,
  PRODUCT_TYPE_READ_ONLY,
  type ProductDetailsResponse,
  type ProductPageListResponse,
  type ProductRecord,
  type ProductSettingsRecord,
} from '../../../domain/productSchemas.ts';
import { MAX_ORDER_PRODUCTS_LIMIT } from '../../../domain/companySchemas.ts';
import { z } from 'zod';
import { maximumDimensions, orderType, productFormField } from './shapes/company.ts';
import { pageOf, timestamp } from './shapes/backOffice.ts';

const productSettingsRecord = z
  .object({
    hideOnOrderForm: z.boolean(),
    productFormFields: z.array(productFormField).describe('The fields the order form asks for each line of it'),
    helperProduct: z.boolean().describe('Offered as an extra beside the main products'),
    maxProductsAllowed: z.number().int().nullable().describe('Lines per order; null: the company’s limit only'),
    showLocationsSelectForReceiverOnOrderForm: z.boolean(),
  })
  .describe('Every setting present (a flag never stored is false)') satisfies z.ZodType<ProductSettingsRecord>;

const productRecord = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    name: z.string(),
    code: z.string(),
    type: orderType,
    dimensionsAlgorithm: z.enum(DIMENSIONS_ALGORITHMS).nullable(),
    maximumDimensions: maximumDimensions.nullable(),
    productSettings: productSettingsRecord,
    imageUrl: z.string().nullable(),
    canTransferStock: z.boolean().describe('Drivers may pass its stock on'),
    active: z.boolean().describe('An inactive product is offered nowhere'),
    createdAt: timestamp('Created'),
  })
  .describe('A product as the back office shows it') satisfies z.ZodType<ProductRecord>;

const oneProduct = z.object({ product: productRecord }) satisfies z.ZodType<ProductDetailsResponse>;

const TENANT =
  'An operator limited to some companies sees and edits their products only: another product answers 404 `product_not_found`.';
const RECORD = [
  'A product: {id, companyId, companyName, name, code, type (iqos | pickup_delivery | simple_delivery | simple_arrival),',
  'dimensionsAlgorithm (sideSum | largestSide | null), maximumDimensions ({weight kg, width, height, length, largestSide,',
  'sideSum cm}, each optional, or null), productSettings {hideOnOrderForm, productFormFields (the fields the order form',
  'asks for each line of it), helperProduct (offered as an extra beside the main products), maxProductsAllowed (lines per',
  'order, null: the company’s limit only), showLocationsSelectForReceiverOnOrderForm}, imageUrl, canTransferStock',
  '(drivers may pass its stock on), active (an inactive product is offered nowhere), createdAt}.',
].join(' ');
const typeRules = Object.entries(PRODUCT_TYPE_FEATURES)
  .map(
    ([type, f]) =>
      `${type}: fields ${f.formFields.join(', ')}${f.dimensions ? '; dimensions' : '; no dimensions'}${f.receiverLocations ? '; receiver from the pickup points' : ''}`,
  )
  .join(' · ');
const BODY = [
  `Body: name (1–${PRODUCT_NAME_MAX}), code (1–${PRODUCT_CODE_MAX}, unique within the company ignoring case: 409`,
  `\`${PRODUCT_CODE_TAKEN}\`), type, dimensionsAlgorithm, maximumDimensions (${MAXIMUM_DIMENSION_FIELDS.join(', ')}: each`,
  `above 0 and at most ${PRODUCT_DIMENSION_MAX}, 2 decimals), productSettings (maxProductsAllowed 1–${MAX_ORDER_PRODUCTS_LIMIT}`,
  'or null), canTransferStock, active. What each type may use (400 with field errors otherwise):',
  `${typeRules}.`,
  '400 `validation_failed` with per-field `errors` (`productSettings.productFormFields.0`, `maximumDimensions.weight`…).',
].join(' ');

export const productsDocs = {
  pageList: {
    summary: 'A page of the back office’s product list (every product, hidden and inactive ones included)',
    description: [
      'Ours, as GET /company/page-list is for companies; GET /product/list stays the reference list of the active',
      'products every console loads. `companyId` limits it to one company, `q` matches the name or the code',
      '(case-insensitive substring), `type`, `active` (true | false); `page` from 1, `perPage` at most',
      `${PRODUCT_LIST_MAX_PER_PAGE} (default 25); \`sort\` name, -name, code, -code, type, -type, createdAt, -createdAt.`,
      `Answers {items, total}. ${RECORD} ${TENANT}`,
    ].join(' '),
    response: { 200: pageOf(productRecord, 'products') satisfies z.ZodType<ProductPageListResponse> },
  },
  details: {
    summary: 'One product, as the back office edits it',
    description: `Answers {product}. ${RECORD} 404 \`product_not_found\`. ${TENANT}`,
    response: { 200: oneProduct },
  },
  create: {
    summary: 'Creates a product of a company',
    description: [
      `{companyId, …} ${BODY} 404 \`company_not_found\` for a company the caller does not reach. One transaction with the`,
      `audit entry \`product.create\`. Answers {product}. ${TENANT}`,
    ].join(' '),
    response: { 200: oneProduct },
  },
  update: {
    summary: 'Saves a product (every editable field, as the form sends it back); also hides it on the order form',
    description: [
      `{productId, …} ${BODY} The type stays the one the product was created with (400 \`${PRODUCT_TYPE_READ_ONLY}\` with`,
      'a field error under `type`); the company cannot change; the image and any setting the call does not know are kept,',
      'so a product saved unchanged stays the same. `productSettings.hideOnOrderForm: true` takes it off the order form',
      '(GET /order/form-options) while orders, stock and reports keep it. One transaction with the audit entry',
      `\`product.update\` (before and after). Answers {product}. ${TENANT}`,
    ].join(' '),
    response: { 200: oneProduct },
  },
};

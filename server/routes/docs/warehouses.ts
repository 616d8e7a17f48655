// The OpenAPI texts of the warehouses routes (server/routes/warehouses.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...warehousesDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  WAREHOUSE_CHANGE_EVENT,
  WAREHOUSE_ERROR_CODES,
  WAREHOUSE_OWNER_MAX,
  type DuplicateWarehouseDetails,
  type WarehouseAnswer,
  type WarehouseDetails,
} from '../../../domain/warehouseSchemas.ts';
import type { ApiErrorBody } from '../../../domain/api.ts';
import { STOCK_ITEM_SHAPE, STOCK_TENANT } from './stock.ts';
import {
  BATCH_NUMBER_MAX,
  STOCK_AMOUNT_MAX,
  type WarehouseAddResponse,
  type WarehouseItem,
  type WarehouseListResponse,
} from '../../../domain/stockSchemas.ts';
import { z } from 'zod';
import { stockAnswer, stockByProduct } from './shapes/stock.ts';
import { timestamp } from './shapes/backOffice.ts';

const warehouseFields = {
  id: z.number().int(),
  owner: z.string().describe('The warehouse’s name'),
  companyId: z.number().int(),
  companyName: z.string(),
  regionId: z.number().int(),
  region: z.string(),
  active: z.boolean().describe('An inactive warehouse receives and gives no stock'),
  totalStockCount: z.number().int().describe('Sum of the amounts it holds'),
};

const warehouseItem = z
  .object({
    ...warehouseFields,
    stock: stockByProduct.describe('Every product of the warehouse’s company (amount 0 when none is held)'),
  })
  .describe('A warehouse with its stock') satisfies z.ZodType<WarehouseItem>;

const oneWarehouse = z.object({
  warehouse: z
    .object({ ...warehouseFields, createdAt: timestamp('Created') })
    .describe('A warehouse') satisfies z.ZodType<WarehouseDetails>,
}) satisfies z.ZodType<WarehouseAnswer>;

const warehouseAdded = z.object({
  warehouseId: z.number().int(),
  productId: z.number().int(),
  amount: z.number().int().describe('The warehouse’s new amount of the product'),
  movementId: z.number().int().describe('The ledger row'),
}) satisfies z.ZodType<WarehouseAddResponse>;

/** A 409 of create and update: duplicate_warehouse names the other warehouse; warehouse_not_empty names nothing. */
const conflictAnswer = z
  .object({
    name: z.string(),
    message: z.string(),
    errorCode: z
      .string()
      .describe(`\`${WAREHOUSE_ERROR_CODES.duplicate}\` (or, on update, \`${WAREHOUSE_ERROR_CODES.notEmpty}\`)`),
    details: z
      .object({
        existingId: z.number().int().describe('The other warehouse with this owner, company and region'),
        existingName: z.string().describe('Its owner as stored'),
      })
      .optional()
      .describe(`With \`${WAREHOUSE_ERROR_CODES.duplicate}\` only`) satisfies z.ZodType<
      DuplicateWarehouseDetails | undefined
    >,
  })
  .describe('A state conflict') satisfies z.ZodType<ApiErrorBody>;

const WRITE = [
  'Needs warehouse.canWrite (the warehouse scope; superAdmin counts): an operator who only reads the warehouses page',
  '(warehouse:read) gets 403 `forbidden`, one without it 403 `insufficient_permissions`.',
].join(' ');
const REACH = [
  'Tenant: an operator limited to some companies or regions manages the warehouses of its companies in its regions (as',
  'GET /warehouse/list); another warehouse answers 404 `warehouse_not_found`.',
].join(' ');
const ANSWER = [
  'Answers {warehouse: {id, owner, companyId, companyName, regionId, region, active, totalStockCount, createdAt}}. Every',
  'change runs in one transaction with its audit entry (entity warehouse, before and after) and emits',
  `\`${WAREHOUSE_CHANGE_EVENT}\` {warehouseId, action} to the consoles with the warehouses or stock page that see it.`,
].join(' ');
const BODY = [
  `Body: owner (the warehouse’s name, 1–${WAREHOUSE_OWNER_MAX} characters), companyId (unknown: 400 with a field error`,
  'under `companyId`; beyond the caller’s companies: 403 `company_not_assignable`), region (a region name; unknown: 400',
  'under `region`; beyond the caller’s regions: 403 `region_not_assignable`). 400 `validation_failed` with per-field `errors`.',
  'Another warehouse with the same owner (compared without case and repeated spaces), company and region answers 409',
  `\`${WAREHOUSE_ERROR_CODES.duplicate}\` with details {existingId, existingName} naming it, unless the body says`,
  'allowDuplicate: true (the console’s “Save anyway” after its warning); the audit entry of a warehouse saved so names',
  'the other one (after.duplicateOf).',
].join(' ');
const READ_ACCESS =
  'Needs warehouse.canAccessPage (Warehouse scope) or stock.canAccessPage (Stock scope: the stock transfer page’s warehouse pickers and tables read it); 403 `insufficient_permissions` otherwise.';

export const warehousesDocs = {
  list: {
    summary: 'The warehouses with their stock, sorted by region ascending',
    description: [
      'Query companyIds (optional; `companyIds[]=1&companyIds[]=2` or comma-joined): only warehouses of those companies;',
      'ours: active (true: only active warehouses, as the stock page’s pickers ask; false: only inactive ones; none: both).',
      'Answers {items: [{id, owner, companyId, companyName, regionId, region, active, stock, totalStockCount}]} sorted by region',
      'name ascending, then owner, then id. `stock` is a map by product id holding EVERY product of the warehouse’s',
      'company (amount 0 when none is held; inactive products only while held): the add-stock form’s rows.',
      'totalStockCount is the sum of the amounts.',
      STOCK_ITEM_SHAPE,
      'The whole list in one answer (warehouses are a few per company). Tenant: an operator limited to some companies or',
      'regions gets the warehouses of its companies in its regions only (companyIds outside it match nothing).',
      READ_ACCESS,
    ].join(' '),
    response: { 200: z.object({ items: z.array(warehouseItem) }) satisfies z.ZodType<WarehouseListResponse> },
  },
  stock: {
    summary: 'One warehouse’s stock (ours; the stock transfer page’s warehouse tables)',
    description: [
      'Query warehouseId. Answers {stock}: the same map as the warehouse’s `stock` in GET /warehouse/list (every product',
      'of its company, reserved 0).',
      STOCK_ITEM_SHAPE,
      '404 `warehouse_not_found`.',
      STOCK_TENANT,
      READ_ACCESS,
    ].join(' '),
    response: { 200: stockAnswer },
  },
  add: {
    summary: 'Adds stock delivered by the company to one of its warehouses (one call per product)',
    description: [
      `Body {warehouseId, productId, amount (integer 1…${STOCK_AMOUNT_MAX}), serialNumber (batch number, optional, at most`,
      `${BATCH_NUMBER_MAX} characters; blank = none)}. One transaction: the balance upserted under lock (amount += amount),`,
      'the batch number appended to the warehouse’s items (once), a ledger row companyToWarehouse with the batch number and',
      'the operator, an audit entry (warehouse.addStock). Answers {warehouseId, productId, amount (the new balance),',
      'movementId}. 409 `product_company_mismatch` when the product is not one of the warehouse’s company’s products;',
      'products that cannot be transferred (canTransferStock false) may still be stocked (they never leave the warehouse).',
      '409 `warehouse_inactive` for an inactive warehouse. 404 `warehouse_not_found`, `product_not_found`; 400',
      '`validation_failed` with field errors.',
      STOCK_TENANT,
      WRITE,
    ].join(' '),
    response: { 200: warehouseAdded },
  },
  details: {
    summary: 'One warehouse, as the back office shows and edits it (ours)',
    description: `Query: warehouseId. ${ANSWER} 404 \`warehouse_not_found\`. Needs warehouse.canAccessPage (warehouse or warehouse:read). ${REACH}`,
    response: { 200: oneWarehouse },
  },
  create: {
    summary: 'Creates a warehouse of a company in a region (ours)',
    description: `${BODY} The new warehouse is active and empty. ${ANSWER} ${WRITE} ${REACH}`,
    response: { 200: oneWarehouse, 409: conflictAnswer },
  },
  update: {
    summary: 'Saves a warehouse’s owner, company and region (a field not sent is kept; ours)',
    description: [
      `{warehouseId, …} ${BODY} Every field is optional: one not sent keeps its value, and the active state never changes`,
      'here. Another company only while the warehouse is empty (409 `warehouse_not_empty`: its stock is the company’s',
      'goods). Saving a warehouse as GET /warehouse/details answered it leaves the row as it was (no audit entry); the',
      'duplicate check runs only when the owner, company or region changes.',
      `${ANSWER} ${WRITE} ${REACH}`,
    ].join(' '),
    response: { 200: oneWarehouse, 409: conflictAnswer },
  },
  deactivate: {
    summary: 'Deactivates an empty warehouse: it receives and gives no stock until activated (ours)',
    description: [
      'Body: warehouseId. 409 `warehouse_not_empty` while it holds stock (move it out first), 409',
      '`warehouse_already_inactive`. An inactive warehouse stays in GET /warehouse/list (active false; `active=true` leaves',
      'it out) and every stock call to or from it answers 409 `warehouse_inactive` (POST /warehouse/add, /stock/add,',
      `/stock/transfer-batch-wtw, /stock/transfer-batch-dtw). ${ANSWER} ${WRITE} ${REACH}`,
    ].join(' '),
    response: { 200: oneWarehouse },
  },
  activate: {
    summary: 'Activates an inactive warehouse (ours)',
    description: `Body: warehouseId. 409 \`warehouse_already_active\`. ${ANSWER} ${WRITE} ${REACH}`,
    response: { 200: oneWarehouse },
  },
};

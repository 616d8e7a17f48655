// The warehouses area's calls: GET /warehouse/list, POST /warehouse/add and GET /warehouse/stock (ours).
// HTTP only: server/services/stock.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BATCH_NUMBER_MAX,
  STOCK_AMOUNT_MAX,
  warehouseAddSchema,
  warehouseListQuerySchema,
  warehouseStockQuerySchema,
} from '../../src/domain/stockSchemas.ts';
import { principalOf } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as stock from '../services/stock.ts';
import { requireAnyPermission, STOCK_ITEM_SHAPE, STOCK_TENANT } from './stock.ts';

const TAGS = ['warehouses'];
const READ_ACCESS =
  'Needs warehouse.canAccessPage (Warehouse scope) or stock.canAccessPage (Stock scope: the stock transfer page’s warehouse pickers and tables read it); 403 `insufficient_permissions` otherwise.';

export async function warehousesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const canRead = requireAnyPermission(app, 'warehouse.canAccessPage', 'stock.canAccessPage');
  const canWrite = requireAnyPermission(app, 'warehouse.canAccessPage');

  r.get('/warehouse/list', {
    schema: {
      tags: TAGS,
      summary: 'The warehouses with their stock, sorted by region ascending',
      description: [
        'Query companyIds (optional; `companyIds[]=1&companyIds[]=2` or comma-joined): only warehouses of those companies.',
        'Answers {items: [{id, owner, companyId, companyName, regionId, region, stock, totalStockCount}]} sorted by region',
        'name ascending, then owner, then id. `stock` is a map by product id holding EVERY product of the warehouse’s',
        'company (amount 0 when none is held; inactive products only while held): the add-stock form’s rows.',
        'totalStockCount is the sum of the amounts.',
        STOCK_ITEM_SHAPE,
        'The whole list in one answer (warehouses are a few per company). Tenant: an operator limited to some companies or',
        'regions gets the warehouses of its companies in its regions only (companyIds outside it match nothing).',
        READ_ACCESS,
      ].join(' '),
      querystring: warehouseListQuerySchema,
    },
    onRequest: canRead,
  }, async (request) => stock.listWarehouses(db(), principalOf(request).tenant, request.query));

  r.get('/warehouse/stock', {
    schema: {
      tags: TAGS,
      summary: 'One warehouse’s stock (ours; the stock transfer page’s warehouse tables)',
      description: [
        'Query warehouseId. Answers {stock}: the same map as the warehouse’s `stock` in GET /warehouse/list (every product',
        'of its company, reserved 0).',
        STOCK_ITEM_SHAPE,
        '404 `warehouse_not_found`.',
        STOCK_TENANT,
        READ_ACCESS,
      ].join(' '),
      querystring: warehouseStockQuerySchema,
    },
    onRequest: canRead,
  }, async (request) => stock.getWarehouseStock(db(), principalOf(request).tenant, request.query.warehouseId));

  r.post('/warehouse/add', {
    schema: {
      tags: TAGS,
      summary: 'Adds stock delivered by the company to one of its warehouses (one call per product)',
      description: [
        `Body {warehouseId, productId, amount (integer 1…${STOCK_AMOUNT_MAX}), serialNumber (batch number, optional, at most`,
        `${BATCH_NUMBER_MAX} characters; blank = none)}. One transaction: the balance upserted under lock (amount += amount),`,
        'the batch number appended to the warehouse’s items (once), a ledger row companyToWarehouse with the batch number and',
        'the operator, an audit entry (warehouse.addStock). Answers {warehouseId, productId, amount (the new balance),',
        'movementId}. 409 `product_company_mismatch` when the product is not one of the warehouse’s company’s products;',
        'products that cannot be transferred (canTransferStock false) may still be stocked. 404 `warehouse_not_found`,',
        '`product_not_found`; 400 `validation_failed` with field errors.',
        STOCK_TENANT,
        'Needs warehouse.canAccessPage (Warehouse scope): 403 `insufficient_permissions` otherwise.',
      ].join(' '),
      body: warehouseAddSchema,
    },
    onRequest: canWrite,
  }, async (request) => {
    const p = principalOf(request);
    return stock.addWarehouseStock(db(), { actor: actorOf(p), tenant: p.tenant }, request.body);
  });
}

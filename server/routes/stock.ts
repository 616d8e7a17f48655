// The stock area's calls: the four transfers by entity pair and the
// receiving driver's pending exchanges. GET /driver/stock (operators and the driver API on one path) and the driver
// API's exchange steps are in server/routes/driver.ts. HTTP only: the rules are in server/services/stock/.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  driverIdQuerySchema,
  stockAddSchema,
  transferDtdSchema,
  transferDtwSchema,
  transferWtwSchema,
} from '../../domain/stockSchemas.ts';
import { principalOf, requireAnyPermission } from '../plugins/auth.ts';
import { actorOf, type Principal } from '../services/principal.ts';
import * as stock from '../services/stock/index.ts';
import { warehousePlaces } from '../services/warehouseAdmin.ts';
import { WAREHOUSE_CHANGE_EVENT } from '../../domain/warehouseSchemas.ts';
import { stockDocs } from './docs/stock.ts';

export { requireAnyPermission } from '../plugins/auth.ts';

const TAGS = ['Back office: stock'];

/** Tells the consoles that see these warehouses (warehouses lists, stock pages) that their stock moved. */
export async function announceWarehouseStock(app: FastifyInstance, warehouseIds: number[]): Promise<void> {
  const places = await warehousePlaces(app.database.db, warehouseIds);
  for (const [warehouseId, place] of places)
    app.realtime.emitWarehouseEvent(WAREHOUSE_CHANGE_EVENT, { warehouseId, action: 'stock' }, [place]);
}

export async function stockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const canStock = requireAnyPermission(app, 'stock.canAccessPage');
  const ctxOf = (p: Principal): stock.StockContext => ({ actor: actorOf(p), tenant: p.tenant });

  r.post(
    '/stock/add',
    {
      schema: {
        tags: TAGS,
        ...stockDocs.add,
        body: stockAddSchema,
      },
      onRequest: canStock,
    },
    async (request) => {
      const answer = await stock.warehouseToDriver(db(), ctxOf(principalOf(request)), request.body);
      await announceWarehouseStock(app, [request.body.warehouseId]);
      return answer;
    },
  );

  r.post(
    '/stock/transfer-batch-wtw',
    {
      schema: {
        tags: TAGS,
        ...stockDocs.transferBatchWtw,
        body: transferWtwSchema,
      },
      onRequest: canStock,
    },
    async (request) => {
      const answer = await stock.warehouseToWarehouse(db(), ctxOf(principalOf(request)), request.body);
      await announceWarehouseStock(app, [request.body.givingWarehouseId, request.body.receivingWarehouseId]);
      return answer;
    },
  );

  r.post(
    '/stock/transfer-batch-dtw',
    {
      schema: {
        tags: TAGS,
        ...stockDocs.transferBatchDtw,
        body: transferDtwSchema,
      },
      onRequest: canStock,
    },
    async (request) => {
      const answer = await stock.driverToWarehouse(db(), ctxOf(principalOf(request)), request.body);
      await announceWarehouseStock(app, [request.body.receivingWarehouseId]);
      return answer;
    },
  );

  r.post(
    '/stock/transfer-batch-finish',
    {
      schema: {
        tags: TAGS,
        ...stockDocs.transferBatchFinish,
        body: transferDtdSchema,
      },
      onRequest: canStock,
    },
    async (request) => stock.driverToDriver(db(), ctxOf(principalOf(request)), request.body),
  );

  r.get(
    '/stock/pending',
    {
      schema: {
        tags: TAGS,
        ...stockDocs.pending,
        querystring: driverIdQuerySchema,
      },
      onRequest: canStock,
    },
    async (request) => stock.pendingExchanges(db(), principalOf(request).tenant, request.query.driverId),
  );
}

// The warehouses area's calls: GET /warehouse/list, POST /warehouse/add and GET /warehouse/stock (ours), and the back
// office's management of a warehouse (details, create, update, deactivate, activate). HTTP only: the rules are in
// server/services/stock/ and server/services/warehouseAdmin.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { warehouseAddSchema, warehouseListQuerySchema, warehouseStockQuerySchema } from '../../domain/stockSchemas.ts';
import {
  createWarehouseSchema,
  updateWarehouseSchema,
  WAREHOUSE_CHANGE_EVENT,
  warehouseIdQuerySchema,
  warehouseIdSchema,
} from '../../domain/warehouseSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as stock from '../services/stock/index.ts';
import * as admin from '../services/warehouseAdmin.ts';
import { announceWarehouseStock, requireAnyPermission } from './stock.ts';
import { warehousesDocs } from './docs/warehouses.ts';

const TAGS = ['Back office: warehouses'];

export async function warehousesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const canRead = requireAnyPermission(app, 'warehouse.canAccessPage', 'stock.canAccessPage');
  const canManage = requireAuth(app, 'warehouse.canAccessPage');
  const canWrite = requireAuth(app, 'warehouse.canAccessPage', 'warehouse.canWrite');
  const context = (request: FastifyRequest): admin.WarehouseAdminContext => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };
  /** Tells the warehouses lists and stock pages (when something changed), answers the warehouse. */
  const publish = (change: admin.WarehouseChange) => {
    const { warehouse, changed, action, places } = change;
    if (changed) app.realtime.emitWarehouseEvent(WAREHOUSE_CHANGE_EVENT, { warehouseId: warehouse.id, action }, places);
    return { warehouse };
  };

  r.get(
    '/warehouse/list',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.list,
        querystring: warehouseListQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => stock.listWarehouses(db(), principalOf(request).tenant, request.query),
  );

  r.get(
    '/warehouse/stock',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.stock,
        querystring: warehouseStockQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => stock.getWarehouseStock(db(), principalOf(request).tenant, request.query.warehouseId),
  );

  r.post(
    '/warehouse/add',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.add,
        body: warehouseAddSchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      const p = principalOf(request);
      const answer = await stock.addWarehouseStock(db(), { actor: actorOf(p), tenant: p.tenant }, request.body);
      await announceWarehouseStock(app, [answer.warehouseId]);
      return answer;
    },
  );

  r.get(
    '/warehouse/details',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.details,
        querystring: warehouseIdQuerySchema,
      },
      onRequest: canManage,
    },
    async (request) => ({
      warehouse: await admin.getWarehouseDetails(db(), principalOf(request).tenant, request.query.warehouseId),
    }),
  );

  r.post(
    '/warehouse/create',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.create,
        body: createWarehouseSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await admin.createWarehouse(db(), context(request), request.body)),
  );

  r.post(
    '/warehouse/update',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.update,
        body: updateWarehouseSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await admin.updateWarehouse(db(), context(request), request.body)),
  );

  r.post(
    '/warehouse/deactivate',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.deactivate,
        body: warehouseIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await admin.deactivateWarehouse(db(), context(request), request.body.warehouseId)),
  );

  r.post(
    '/warehouse/activate',
    {
      schema: {
        tags: TAGS,
        ...warehousesDocs.activate,
        body: warehouseIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await admin.activateWarehouse(db(), context(request), request.body.warehouseId)),
  );
}

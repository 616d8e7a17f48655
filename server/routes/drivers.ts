// GET /api/driver/list: the drivers of the back office's driver page and of the
// change-driver dialog of the order list; and the back office's management of a driver (details, create, update,
// block, unblock, deactivate, activate). (The drivers' own API, /api/driver/*, lives in routes/driver.ts.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockDriverSchema,
  createDriverSchema,
  DRIVER_CHANGE_EVENT,
  driverIdQuerySchema,
  driverIdSchema,
  driverListQuerySchema,
  updateDriverSchema,
} from '../../domain/driverSchemas.ts';
import { principalOf, requireAnyPermission, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import { listDriverPage, listDrivers } from '../services/drivers.ts';
import * as service from '../services/driverAdmin.ts';
import { getDriverDetails, type DriverAdminContext, type DriverChange } from '../services/driverAdmin.ts';
import { driversDocs } from './docs/drivers.ts';

/** Either permission lists drivers: the drivers page (Drivers scope) or changing an order's driver. */
/** The drivers page, the change-driver dialog and the stock page's driver pickers. */
export async function driverListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/driver/list',
    {
      schema: {
        tags: ['Back office: drivers'],
        ...driversDocs.list,
        querystring: driverListQuerySchema,
      },
      // The Drivers scope, the change-driver flag (orders.canView implies the orders page) or the Stock scope.
      onRequest: requireAnyPermission(
        app,
        'drivers.canAccessPage',
        'orders.canView.changeDriver',
        'stock.canAccessPage',
      ),
    },
    async (request) => {
      const { tenant } = principalOf(request);
      const paged = request.query.page !== undefined || request.query.perPage !== undefined;
      return paged
        ? listDriverPage(app.database.db, tenant, request.query)
        : listDrivers(app.database.db, tenant, request.query);
    },
  );
}

const TAGS = ['Back office: drivers'];

/** The back office's drivers resource: one driver, create, edit, block and unblock, deactivate and activate. */
export async function driverAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const canRead = requireAuth(app, 'drivers.canAccessPage');
  const canWrite = requireAuth(app, 'drivers.canAccessPage', 'drivers.canWrite');
  const context = (request: FastifyRequest): DriverAdminContext => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };
  /** Tells the drivers lists, disconnects the ended sessions' sockets, answers the driver. */
  const publish = (change: DriverChange) => {
    if (change.endedSessionIds.length) app.realtime.endSessions(change.endedSessionIds, 'account_deactivated');
    if (change.changed)
      app.realtime.emitDriverEvent(
        DRIVER_CHANGE_EVENT,
        { driverId: change.driver.id, action: change.action },
        change.places,
      );
    return { driver: change.driver };
  };

  r.get(
    '/driver/details',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.details,
        querystring: driverIdQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => ({ driver: await getDriverDetails(db(), principalOf(request).tenant, request.query.driverId) }),
  );

  r.post(
    '/driver/create',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.create,
        body: createDriverSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await service.createDriver(db(), context(request), request.body)),
  );

  r.post(
    '/driver/update',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.update,
        body: updateDriverSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await service.updateDriver(db(), context(request), request.body)),
  );

  r.post(
    '/driver/block',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.block,
        body: blockDriverSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await service.blockDriver(db(), context(request), request.body)),
  );

  r.post(
    '/driver/unblock',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.unblock,
        body: driverIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await service.unblockDriver(db(), context(request), request.body.driverId)),
  );

  r.post(
    '/driver/deactivate',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.deactivate,
        body: driverIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await service.deactivateDriver(db(), context(request), request.body.driverId)),
  );

  r.post(
    '/driver/activate',
    {
      schema: {
        tags: TAGS,
        ...driversDocs.activate,
        body: driverIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => publish(await service.activateDriver(db(), context(request), request.body.driverId)),
  );
}

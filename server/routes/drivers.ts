// GET /api/driver/list (spec back-office §7): the drivers of the back office's driver page and of the
// change-driver dialog of the order list. (The drivers' own API, /api/driver/*, lives in routes/driver.ts.)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { driverListQuerySchema } from '../../src/domain/driverSchemas.ts';
import { hasAllPaths } from '../../src/domain/permissions.ts';
import { forbidden } from '../errors.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { listDrivers } from '../services/drivers.ts';

/** Either permission lists drivers: the drivers page (Drivers scope) or changing an order's driver. */
const LIST_PERMISSIONS = [['drivers.canAccessPage'], ['orders.canAccessPage', 'orders.canView.changeDriver']];

export async function driverListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/driver/list', {
    schema: {
      tags: ['drivers'],
      summary: 'Drivers sorted by region, then name (limited to the operator’s regions and companies)',
      description: [
        '`status` is comma-joined (online, offline; "all" or nothing = both); `region` is a region name ("*" = all);',
        '`active` filters on the account being active. Ours: `companyId` keeps the drivers who may deliver for that company,',
        '`blocked=false` leaves out blocked drivers. Allowed with the Drivers scope or with orders.canView.changeDriver;',
        '403 `insufficient_permissions` otherwise.',
      ].join(' '),
      querystring: driverListQuerySchema,
    },
    preHandler: [
      requireAuth(app),
      async (request) => {
        const { permissions } = principalOf(request);
        if (!LIST_PERMISSIONS.some((paths) => hasAllPaths(permissions, paths))) throw forbidden('insufficient_permissions');
      },
    ],
  }, async (request) => listDrivers(app.database.db, principalOf(request).tenant, request.query));
}

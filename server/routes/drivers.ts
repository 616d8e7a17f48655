// GET /api/driver/list: the drivers of the back office's driver page and of the
// change-driver dialog of the order list. (The drivers' own API, /api/driver/*, lives in routes/driver.ts.)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DRIVER_LIST_MAX_PER_PAGE, driverListQuerySchema } from '../../src/domain/driverSchemas.ts';
import { principalOf, requireAnyPermission } from '../plugins/auth.ts';
import { listDriverPage, listDrivers } from '../services/drivers.ts';

/** Either permission lists drivers: the drivers page (Drivers scope) or changing an order's driver. */
/** The drivers page, the change-driver dialog and the stock page's driver pickers. */
export async function driverListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/driver/list', {
    schema: {
      tags: ['drivers'],
      summary: 'Drivers sorted by region, then name (limited to the operator’s regions and companies)',
      description: [
        '`status` is comma-joined (online, offline; "all" or nothing = both); `region` is a region name ("*" = all);',
        '`active` filters on the account being active (the drivers page sends true by default). Ours: `companyId` keeps the',
        'drivers who may deliver for that company (no company limit, or the company among their allowedCompanyIds),',
        '`blocked=false` leaves out blocked drivers, `q` matches the name, e-mail or phone (case-insensitive substring).',
        'Without `page`/`perPage` the answer is the array of every matching driver (the change-driver dialog, always narrowed',
        'to one region and company). With `page` (from 1) or `perPage` (default 25, at most',
        `${DRIVER_LIST_MAX_PER_PAGE}) it is one page, \`{items, total, page, perPage}\`: the drivers page, whose list can be large.`,
        'Each driver carries the expanded row: region name, type, car, app version and OS (never the push token), last login,',
        'last known location, allowed companies with names and stock (product, company, amount > 0).',
        'Tenant: an operator limited to some regions sees the drivers of those regions only; one limited to some companies sees',
        'the drivers without a company limit or allowed for one of its companies, and of each driver only those companies and',
        'their stock. Allowed with the Drivers scope, with orders.canView.changeDriver, or with the Stock scope (the stock page picks',
        'giving and receiving drivers from it); 403 `insufficient_permissions` otherwise.',
      ].join(' '),
      querystring: driverListQuerySchema,
    },
    // The Drivers scope, the change-driver flag (orders.canView implies the orders page) or the Stock scope.
    onRequest: requireAnyPermission(app, 'drivers.canAccessPage', 'orders.canView.changeDriver', 'stock.canAccessPage'),
  }, async (request) => {
    const { tenant } = principalOf(request);
    const paged = request.query.page !== undefined || request.query.perPage !== undefined;
    return paged ? listDriverPage(app.database.db, tenant, request.query) : listDrivers(app.database.db, tenant, request.query);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderListQuerySchema } from '../../src/domain/schemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { listOrders } from '../services/orders.ts';

export async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/order/list', {
    schema: {
      tags: ['orders'],
      summary: 'The operator order list, paginated and sorted on the server',
      description: [
        'Filters of spec orders §7: `status` is comma-joined (`all` = every status), `companyIds` in bracket format,',
        '`region` is a region name, `dateFrom`/`dateTo` bound the creation time (ISO with offset).',
        'Our choices where the spec is silent: `globalIdSearch` matches order no, returns order no, external id or id',
        'and ignores the date range (an operator on the phone looks for an order whatever its day);',
        '`showPastActiveOrders=true` adds ongoing orders created before `dateFrom`; `sort=priority` (default) orders',
        'by status priority (new 99 … finished 0) then longest time in stage, `sort=stage` by stage.beganAt ascending',
        'then createdAt descending. A client user sees its own company only; an operator its assigned companies and regions.',
        'Answers `{items, total, page, perPage}`.',
      ].join(' '),
      querystring: orderListQuerySchema,
    },
    preHandler: requireAuth(app, 'orders.canAccessPage'),
  }, async (request) => listOrders(app.database.db, request.query, principalOf(request).tenant));
}

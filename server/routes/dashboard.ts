// The operations dashboard's calls: today's orders, the attention lists (orders page) and the online drivers
// (drivers page); each within the caller's reach.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { dashboardAttentionQuerySchema, dashboardQuerySchema } from '../../domain/dashboard.ts';
import { dashboardAttention, dashboardDrivers, dashboardOrders } from '../services/dashboard.ts';
import { orderViewerOf } from '../services/orders.ts';
import { dashboardDocs } from './docs/dashboard.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  r.get(
    '/dashboard/orders',
    {
      schema: { tags: ['Console: dashboard'], ...dashboardDocs.orders, querystring: dashboardQuerySchema },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request) => dashboardOrders(db, principalOf(request).tenant, request.query),
  );
  r.get(
    '/dashboard/attention',
    {
      schema: { tags: ['Console: dashboard'], ...dashboardDocs.attention, querystring: dashboardAttentionQuerySchema },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request) => dashboardAttention(db, orderViewerOf(principalOf(request)), request.query),
  );
  r.get(
    '/dashboard/drivers',
    {
      schema: {
        tags: ['Console: dashboard'],
        ...dashboardDocs.drivers,
        querystring: dashboardQuerySchema.pick({ region: true }),
      },
      onRequest: requireAuth(app, 'drivers.canAccessPage'),
    },
    async (request) => dashboardDrivers(db, principalOf(request).tenant, request.query),
  );
}

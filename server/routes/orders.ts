import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  orderListExportQuerySchema,
  orderListQuerySchema,
  orderIdSchema,
  text,
  type OrderListQuery,
} from '../../domain/schemas.ts';
import { reportHeaderLanguage, type ReportParams } from '../../domain/reportSchemas.ts';
import { openModuleReport } from '../services/reports/index.ts';
import { orderListExportReport } from '../services/reports/orderList.ts';
import { ORDER_LIST_EXPORT_FILE } from '../../domain/fileNames.ts';
import { streamCsv } from './csvStream.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { listOrders, orderViewerOf } from '../services/orders.ts';
import { orderListJson, utf8Bytes } from '../services/orderListJson.ts';
import { getLocationHistory, getOrderDetails } from '../services/orderDetails.ts';
import { getOrderAudit } from '../services/orderAudit.ts';
import { getDeliveryProofPhoto } from '../services/deliveryProof.ts';
import { listNotAcceptedOrders } from '../services/notAcceptedOrders.ts';
import { labelFileName, renderOrderLabel } from '../services/orderLabel.ts';
import { ordersDocs } from './docs/orders.ts';
import { absoluteUrl } from './publicUrl.ts';

export async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The answer is the JSON text of orderListJson, sent as bytes (Fastify runs no serializer on them); ordersDocs.list
  // documents its shape.
  r.get<{ Querystring: OrderListQuery; Reply: Buffer }>(
    '/order/list',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...ordersDocs.list,
        querystring: orderListQuerySchema,
      },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request, reply) => {
      const list = await listOrders(app.database.db, request.query, orderViewerOf(principalOf(request)));
      // As bytes: the length and the body come from one UTF-8 encoding of the text instead of two.
      return reply.type('application/json; charset=utf-8').send(utf8Bytes(orderListJson(list)));
    },
  );

  r.get(
    '/order/list/export',
    {
      schema: {
        tags: ['Console: orders'],
        ...ordersDocs.listExport,
        querystring: orderListExportQuerySchema,
      },
      exposeHeadRoute: false,
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request, reply) => {
      const started = performance.now();
      const { separator, lang, ...query } = request.query;
      const principal = principalOf(request);
      const viewer = orderViewerOf(principal);
      const module = orderListExportReport(query, { kind: principal.kind, canView: viewer.canView });
      // The module reads the list's query; of the report parameters only the CSV dialect and language apply.
      const params: ReportParams = {
        from: null,
        to: null,
        region: null,
        companyIds: [],
        movementType: null,
        driverId: null,
        separator: separator ?? 'comma',
        headerLang: reportHeaderLanguage(undefined, lang),
      };
      const report = await openModuleReport(app.database, module, params, viewer.tenant);
      await streamCsv(request, reply, report, ORDER_LIST_EXPORT_FILE, 'orderList', started);
    },
  );

  r.get(
    '/order/details',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...ordersDocs.details,
        querystring: orderIdSchema,
      },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request) => {
      const details = await getOrderDetails(app.database.db, principalOf(request), request.query.orderId);
      return { ...details, trackingUrl: absoluteUrl(request, details.trackingUrl) };
    },
  );

  r.get(
    '/order/delivery-proof/photo',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...ordersDocs.deliveryProofPhoto,
        querystring: orderIdSchema,
      },
      // The details' guard; the service answers for the order's reach (404) and the receiver's data (403 forbidden).
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request, reply) => {
      const photo = await getDeliveryProofPhoto(app.database.db, principalOf(request), request.query.orderId);
      return reply
        .header('content-type', photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(photo.bytes);
    },
  );

  r.get(
    '/order/not-accepted',
    {
      schema: { tags: ['Console: orders'], ...ordersDocs.notAccepted },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request) => listNotAcceptedOrders(app.database.db, principalOf(request).tenant),
  );

  r.get(
    '/order/audit',
    {
      schema: {
        tags: ['Console: orders'],
        ...ordersDocs.audit,
        querystring: orderIdSchema,
      },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request) => getOrderAudit(app.database.db, principalOf(request), request.query.orderId),
  );

  r.get(
    '/order/location-history',
    {
      schema: {
        tags: ['Console: orders'],
        ...ordersDocs.locationHistory,
        querystring: orderIdSchema.extend({ locationHistory: text(10, { error: 'validation.invalid' }).optional() }),
      },
      onRequest: requireAuth(app, 'orders.canAccessPage', 'orders.canView.orderRoute'),
    },
    async (request) => getLocationHistory(app.database.db, principalOf(request), request.query.orderId),
  );

  r.get(
    '/order/labels/:orderId',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...ordersDocs.labelsByOrderId,
        params: orderIdSchema,
      },
      onRequest: requireAuth(app, 'orders.canAccessPage'),
    },
    async (request, reply) => {
      const pdf = await renderOrderLabel(app.database.db, principalOf(request), request.params.orderId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${labelFileName(request.params.orderId)}"`)
        .send(pdf);
    },
  );
}

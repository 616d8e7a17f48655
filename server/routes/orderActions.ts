// The order actions: hold, release, comment, cancel, change driver, pickup verification. Each route: parse with the
// domain schema, require write access to orders and the flag of its action (orderActionPaths), run the service for the
// caller's tenant, send the real-time events, answer the updated order row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCommentSchema,
  cancelOrderSchema,
  changeDriverSchema,
  checkPickupCodeSchema,
  holdOrderSchema,
  orderIdSchema,
  verifyPickupSchema,
} from '../../domain/schemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { OPERATOR_DECISION, orderActionPaths, refusedCancelFields } from '../../domain/orderActionRules.ts';
import { HttpError } from '../errors.ts';
import type { CanView } from '../../domain/enums.ts';
import { actorOf } from '../services/principal.ts';
import { getOrderItem, orderViewerOf } from '../services/orders.ts';
import * as actions from '../services/orderActions.ts';
import { nearestDrivers } from '../services/dispatch.ts';
import { nearestDriversQuerySchema } from '../../domain/dispatch.ts';
import { orderActionsDocs } from './docs/orderActions.ts';
import { idempotencyHeadersSchema } from '../../domain/idempotency.ts';
import { idempotentWrite } from './idempotentWrite.ts';

export async function orderActionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (flag: keyof CanView) => requireAuth(app, ...orderActionPaths(flag));
  const context = (request: FastifyRequest) => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };
  /** After the commit: tell the consoles, and answer the order as the list shows it. */
  const done = async (request: FastifyRequest, result: actions.ActionResult) => {
    for (const { event, ...payload } of result.events) app.realtime.emitOrderEvent(event, payload);
    return { order: await getOrderItem(app.database.db, result.orderId, orderViewerOf(principalOf(request))) };
  };

  r.post(
    '/order/set-on-hold',
    {
      schema: { tags: ['Console: orders'], ...orderActionsDocs.setOnHold, body: holdOrderSchema },
      onRequest: can('holdOrder'),
    },
    async (request) => done(request, await actions.setOnHold(app.database.db, context(request), request.body)),
  );

  r.post(
    '/order/release-on-hold',
    {
      schema: { tags: ['Console: orders'], ...orderActionsDocs.releaseOnHold, body: orderIdSchema },
      onRequest: can('holdOrder'),
    },
    async (request) =>
      done(request, await actions.releaseHold(app.database.db, context(request), request.body.orderId)),
  );

  r.post(
    '/order/add-comment',
    {
      schema: { tags: ['Console: orders'], ...orderActionsDocs.addComment, body: addCommentSchema },
      onRequest: can('comments'),
    },
    async (request) =>
      done(
        request,
        await actions.addComment(app.database.db, context(request), request.body.orderId, request.body.comment),
      ),
  );

  r.post(
    '/order/cancel',
    {
      schema: {
        tags: ['Merchant API: orders'],
        ...orderActionsDocs.cancel,
        body: cancelOrderSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: can('cancellation'),
      // Idempotency-Key: a retry with the same key and body answers the first answer (idempotentWrite.ts).
      ...idempotentWrite(app, 'order.cancel'),
    },
    async (request) => {
      const refused = refusedCancelFields(request.body, principalOf(request).permissions.orders);
      if (refused.length) {
        throw new HttpError(
          403,
          'forbidden',
          `Only an operator decides ${refused.join(', ')} of a cancellation`,
          Object.fromEntries(refused.map((f) => [f, [OPERATOR_DECISION]])),
        );
      }
      return done(request, await actions.cancelOrder(app.database.db, context(request), request.body));
    },
  );

  r.post(
    '/order/change-driver',
    {
      schema: {
        tags: ['Console: orders'],
        ...orderActionsDocs.changeDriver,
        body: changeDriverSchema,
      },
      onRequest: can('changeDriver'),
    },
    async (request) => done(request, await actions.changeDriver(app.database.db, context(request), request.body)),
  );

  r.get(
    '/order/nearest-drivers',
    {
      schema: { tags: ['Console: orders'], ...orderActionsDocs.nearestDrivers, querystring: nearestDriversQuerySchema },
      onRequest: can('changeDriver'),
    },
    async (request) => nearestDrivers(app.database.db, principalOf(request), request.query),
  );

  r.post(
    '/order/check-pickup-verification-code',
    {
      schema: {
        tags: ['Console: orders'],
        ...orderActionsDocs.checkPickupVerificationCode,
        body: checkPickupCodeSchema,
      },
      onRequest: can('pinCode'),
    },
    async (request) =>
      done(
        request,
        await actions.checkPickupCode(
          app.database.db,
          context(request),
          request.body.orderId,
          request.body.verificationCode,
        ),
      ),
  );

  r.post(
    '/order/verify-pickup',
    {
      schema: {
        tags: ['Console: orders'],
        ...orderActionsDocs.verifyPickup,
        body: verifyPickupSchema,
      },
      onRequest: can('pinCode'),
    },
    async (request) => {
      const result = await actions.verifyPickupByOrderNo(app.database.db, context(request), request.body);
      return { ...(await done(request, result)), orderNo: result.orderNo };
    },
  );
}

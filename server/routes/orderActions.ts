// The order actions: hold, release, comment, cancel, change driver, pickup verification. Each route: parse with
// the domain schema, require write access to orders and the flag of its action (orderActionPaths), run the service for the caller's tenant, send the real-time
// events, answer the updated order row.
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
} from '../../src/domain/schemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { OPERATOR_DECISION, orderActionPaths, refusedCancelFields } from '../../src/domain/orderActionRules.ts';
import { HttpError } from '../errors.ts';
import type { CanView } from '../../src/domain/enums.ts';
import { actorOf } from '../services/principal.ts';
import { getOrderItem, orderViewerOf } from '../services/orders.ts';
import * as actions from '../services/orderActions.ts';

const ERRORS =
  'Errors: 404 `order_not_found` (also for an order of another tenant or outside the caller’s regions or pickup ' +
  'locations), 403 `forbidden` for a caller who reads orders but may not write them (orders:read, a company not yet ' +
  'activated) or lacks the action’s flag, 403 `insufficient_permissions` without the orders page';

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

  r.post('/order/set-on-hold', {
    schema: { tags: ['order actions'], summary: 'Puts an order on hold until holdOrderTill (required, not in the past)', description: `400 \`validation_failed\` without holdOrderTill. 409 \`order_already_on_hold\`, 409 \`order_is_not_ongoing\`. ${ERRORS} (orders.canView.holdOrder).`, body: holdOrderSchema },
    onRequest: can('holdOrder'),
  }, async (request) => done(request, await actions.setOnHold(app.database.db, context(request), request.body)));

  r.post('/order/release-on-hold', {
    schema: { tags: ['order actions'], summary: 'Releases a held order', description: `409 \`order_not_on_hold\`. ${ERRORS} (orders.canView.holdOrder).`, body: orderIdSchema },
    onRequest: can('holdOrder'),
  }, async (request) => done(request, await actions.releaseHold(app.database.db, context(request), request.body.orderId)));

  r.post('/order/add-comment', {
    schema: { tags: ['order actions'], summary: 'Adds a comment to an order', description: `${ERRORS} (orders.canView.comments).`, body: addCommentSchema },
    onRequest: can('comments'),
  }, async (request) => done(request, await actions.addComment(app.database.db, context(request), request.body.orderId, request.body.comment)));

  r.post('/order/cancel', {
    schema: {
      tags: ['order actions'],
      summary: 'Cancels an ongoing or scheduled order, with renewal, return and payment options',
      description: [
        'renewOrder: true re-queues the order (status new, driver cleared, a renewal AUTOMATIC_REQUEUE keeps the old data);',
        'false cancels it; absent = renew only for DRIVERS_FAILURE before pick-up (goods picked up cannot be renewed: 409 `invalid_order_transition`). createReturn (for goods already picked up, without renewal):',
        'true creates the return order to the pickup point (its number is stored in returnsOrderNo), false leaves the goods',
        "with the driver, 'none' takes them off the driver's stock; absent = true when picked up. payable: true pays the",
        "driver's estimated payout (wallet entry ride_added), false does not; absent = payable when picked up.",
        'forceCancel cancels an order on hold. 409 `order_is_not_cancellable` for orders neither ongoing nor scheduled, or on hold without forceCancel.',
        'renewOrder, createReturn, payable and forceCancel are an operator’s decisions (orders.canDecideCancellation:',
        'operators with write access and the cancellation flag, except the integration account types api and api_user):',
        'a client user, an API key or an integration account that sends any of them, or a reason other than the client’s',
        '(CLIENTS_REQUEST, WRONG_ADDRESS, NO_STOCK_IN_STORE, DAMAGED_PRODUCT, OTHER), gets 403 `forbidden` with the',
        'refused fields in `errors` (`validation.operatorDecision`), before the order is looked up; without them its',
        `cancellation takes the defaults above. ${ERRORS} (orders.canView.cancellation).`,
      ].join(' '),
      body: cancelOrderSchema,
    },
    onRequest: can('cancellation'),
  }, async (request) => {
    const refused = refusedCancelFields(request.body, principalOf(request).permissions.orders);
    if (refused.length) {
      throw new HttpError(403, 'forbidden', `Only an operator decides ${refused.join(', ')} of a cancellation`, Object.fromEntries(refused.map((f) => [f, [OPERATOR_DECISION]])));
    }
    return done(request, await actions.cancelOrder(app.database.db, context(request), request.body));
  });

  r.post('/order/change-driver', {
    schema: {
      tags: ['order actions'],
      summary: 'Gives the order to another driver (a new order becomes accepted by that driver)',
      description: `409 \`driver_change_not_allowed\` (no pickup point, or delivered/cancelled/finished), 409 \`order_already_belongs_to_driver\`, 422 \`driver_insufficient_company_permissions\`, 422 \`driver_not_found\`. Records a renewal DRIVER_CHANGE. ${ERRORS} (orders.canView.changeDriver).`,
      body: changeDriverSchema,
    },
    onRequest: can('changeDriver'),
  }, async (request) => done(request, await actions.changeDriver(app.database.db, context(request), request.body)));

  r.post('/order/check-pickup-verification-code', {
    schema: { tags: ['order actions'], summary: 'Verifies the pick-up PIN of an order and marks it picked up', description: `409 \`order_not_ready_for_pick_up\`, 422 \`incorrect_verification_code\`. ${ERRORS} (orders.canView.pinCode).`, body: checkPickupCodeSchema },
    onRequest: can('pinCode'),
  }, async (request) => done(request, await actions.checkPickupCode(app.database.db, context(request), request.body.orderId, request.body.verificationCode)));

  r.post('/order/verify-pickup', {
    schema: {
      tags: ['order actions'],
      summary: 'Find and verify: the order by creation day (Europe/Warsaw) and order no, then its pick-up PIN',
      description: `422 \`incorrect_verification_code_and_order_no\` when no such order or a wrong PIN, 409 \`order_not_ready_for_pick_up\`. ${ERRORS} (orders.canView.pinCode).`,
      body: verifyPickupSchema,
    },
    onRequest: can('pinCode'),
  }, async (request) => {
    const result = await actions.verifyPickupByOrderNo(app.database.db, context(request), request.body);
    return { ...(await done(request, result)), orderNo: result.orderNo };
  });
}

// The OpenAPI texts of the orderActions routes (server/routes/orderActions.ts): each route's summary and description,
// and the texts they share. A route spreads its entry into its schema
// (`schema: { tags, ...orderActionsDocs.<route>, body }`), so the route file reads as routing and the prose reads here;
// the generated document (/api/docs) is the same. Each entry also carries the route's answer schemas (`response`): the
// serializer sends exactly their fields.
import { z } from 'zod';
import { DISTANCE_ORIGINS, type NearestDriversAnswer } from '../../../domain/dispatch.ts';
import { HOLD_MAX_DAYS } from '../../../domain/constants.ts';
import { orderActionAnswer } from './shapes/orders.ts';
import { IDEMPOTENCY_TEXT } from './idempotency.ts';

const latLng = z.object({ lat: z.number(), lng: z.number() });

const nearestDriversAnswer = z.object({
  orderId: z.number().int(),
  pickupPoint: latLng.nullable(),
  origin: z
    .object({ kind: z.enum(DISTANCE_ORIGINS), point: latLng.nullable() })
    .describe(
      'What the distances are measured from: the pickup point, or (goods picked up or arrived) the current driver’s ' +
        'last position; the pickup point when that driver has none',
    ),
  currentDriverId: z.number().int().nullable().describe('The order’s driver now, never listed'),
  drivers: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      region: z.object({ id: z.number().int(), name: z.string() }),
      distanceMetres: z.number().int().nullable().describe('Straight line from the last known position to the origin'),
      lastSeenAt: z.string().nullable().describe('ISO time of the last known position'),
      carrying: z.number().int().describe('Orders accepted and not delivered yet'),
    }),
  ),
}) satisfies z.ZodType<NearestDriversAnswer>;

const ERRORS =
  'Errors: 404 `order_not_found` (also for an order of another tenant or outside the caller’s regions or pickup ' +
  'locations), 403 `forbidden` for a caller who reads orders but may not write them (orders:read, a company not yet ' +
  'activated) or lacks the action’s flag, 403 `insufficient_permissions` without the orders page';

export const orderActionsDocs = {
  setOnHold: {
    summary: `Puts an order on hold until holdOrderTill (required, not in the past, at most ${HOLD_MAX_DAYS} days ahead)`,
    description: `400 \`validation_failed\` without holdOrderTill, for one in the past (\`validation.notInPast\`) or more than ${HOLD_MAX_DAYS} days from now (\`validation.holdTooFar\`). 409 \`order_already_on_hold\`, 409 \`order_is_not_ongoing\`. ${ERRORS} (orders.canView.holdOrder).`,
    response: { 200: orderActionAnswer },
  },
  releaseOnHold: {
    summary: 'Releases a held order',
    description: `409 \`order_not_on_hold\`. ${ERRORS} (orders.canView.holdOrder).`,
    response: { 200: orderActionAnswer },
  },
  addComment: {
    summary: 'Adds a comment to an order',
    description: `${ERRORS} (orders.canView.comments).`,
    response: { 200: orderActionAnswer },
  },
  cancel: {
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
      IDEMPOTENCY_TEXT,
    ].join(' '),
    response: { 200: orderActionAnswer },
  },
  changeDriver: {
    summary: 'Gives the order to another driver (a new order becomes accepted by that driver)',
    description: `409 \`driver_change_not_allowed\` (no pickup point, or delivered/cancelled/finished), 409 \`order_already_belongs_to_driver\`, 422 \`driver_insufficient_company_permissions\`, 422 \`driver_not_found\`. Records a renewal DRIVER_CHANGE. ${ERRORS} (orders.canView.changeDriver).`,
    response: { 200: orderActionAnswer },
  },
  nearestDrivers: {
    summary: 'The drivers who may take the order now, nearest to where the goods are first',
    description: [
      'For the change-driver dialog: online, active, unblocked drivers of a region, allowed for the order’s company and within the',
      'caller’s reach (as GET /driver/list filters them), never the order’s current driver, ordered by straight-line',
      'distance from their last known position to the origin (drivers without a position last), then by the orders they',
      'carry (accepted, picked up, arrived), then by name. The origin is the pickup point; for an order picked up or',
      'arrived (the goods are with its driver) the current driver’s last position, or the pickup point when it has none.',
      `limit: 1–50, default 8. ${ERRORS} (orders.canView.changeDriver).`,
    ].join(' '),
    response: { 200: nearestDriversAnswer },
  },
  checkPickupVerificationCode: {
    summary: 'Verifies the pick-up PIN of an order and marks it picked up',
    description: `409 \`order_not_ready_for_pick_up\`, 422 \`incorrect_verification_code\`. ${ERRORS} (orders.canView.pinCode).`,
    response: { 200: orderActionAnswer },
  },
  verifyPickup: {
    summary: 'Find and verify: the order by creation day (Europe/Warsaw) and order no, then its pick-up PIN',
    description: `422 \`incorrect_verification_code_and_order_no\` when no such order or a wrong PIN, 409 \`order_not_ready_for_pick_up\`. ${ERRORS} (orders.canView.pinCode).`,
    response: { 200: orderActionAnswer.extend({ orderNo: z.string().describe('The verified order') }) },
  },
};

// The action panel of an expanded order: which actions an order offers the user, and which cancellation reasons.
// Pure: the console's panel and its tests use them.
import type { OrderDetails, Permissions } from './api.ts';
import {
  CANCELLATION_REASONS,
  CAN_VIEW_FLAGS,
  CLIENT_CANCELLATION_REASONS,
  DEFAULT_CANCELLATION_REASONS,
  type CanView,
  type CancellationReason,
  type OrderStatus,
} from './enums.ts';
import { isCancellable } from './orderLifecycle.ts';
import { hasPickupPoint } from './orderRules.ts';

export type ActionOrder = Pick<
  OrderDetails,
  | 'status'
  | 'stage'
  | 'pickupPoint'
  | 'pickupPointDetails'
  | 'codes'
  | 'flags'
  | 'holds'
  | 'renewals'
  | 'comments'
  | 'canShowRoute'
>;

export const ORDER_ACTIONS = [
  'downloadLabel',
  'cancel',
  'changeDriver',
  'pickupVerification',
  'hold',
  'renewals',
  'comments',
  'routeMap',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What a user may do with orders: its canView flags, and whether it may change them (the orders scope, not orders:read). */
export type OrderAbilities = Pick<Permissions['orders'], 'canView' | 'canWrite'> &
  Partial<Pick<Permissions['orders'], 'canDecideCancellation'>>;

/**
 * The permission paths of an order action call (hold, release, comment, cancel, change driver, PIN verification):
 * the orders page, write access, and the action's own canView flag. The server guards each call with them, and the
 * console offers the action only to a user who holds them.
 */
export const orderActionPaths = (flag: keyof CanView): string[] => [
  'orders.canAccessPage',
  'orders.canWrite',
  `orders.canView.${flag}`,
];

/** The server sets `pickupPoint` when the order has one (a pickup name or street, orderRules.hasPickupPoint). */
export function orderHasPickupPoint(order: Pick<OrderDetails, 'pickupPoint' | 'pickupPointDetails'>): boolean {
  if (order.pickupPoint) return true;
  const details = order.pickupPointDetails;
  return Boolean(details) && hasPickupPoint({ pickupName: details!.name, pickupStreet: details!.street });
}

/** A pick-up PIN is known (the user sees codes with canView.pinCode) and the order was not marked as having none. */
export function hasVerificationCode(order: Pick<OrderDetails, 'codes' | 'flags'>): boolean {
  return Boolean(order.codes?.pickUpVerificationCode) && !order.flags.noVerificationCode;
}

/** Download label: needs a pickup point. */
export const canDownloadLabel = (order: ActionOrder): boolean => orderHasPickupPoint(order);

/** Cancel: the order is ongoing or scheduled, plus canView.cancellation. */
export const canCancel = (order: ActionOrder, can: CanView): boolean => can.cancellation && isCancellable(order.status);

/**
 * Change driver: canView.changeDriver, a pickup point, and a status neither delivered nor cancelled (nor finished,
 * which comes after delivered: the server refuses all three with driver_change_not_allowed).
 */
export const canChangeDriver = (order: ActionOrder, can: CanView): boolean =>
  can.changeDriver && orderHasPickupPoint(order) && !['delivered', 'cancelled', 'finished'].includes(order.status);

/**
 * Pickup verification: canView.pinCode, a verification code, and an order waiting for pick-up (accepted, with a
 * pickup point: stage.toBePickedUp). The server refuses any other with 409 order_not_ready_for_pick_up.
 */
export const canVerifyPickup = (order: ActionOrder, can: CanView): boolean =>
  can.pinCode && hasVerificationCode(order) && order.stage.toBePickedUp;

/**
 * A hold applies to the order: it is ongoing or scheduled (it may be put on hold; the server refuses others with 409
 * order_is_not_ongoing), or it is on hold now (it may be released).
 */
export const holdApplies = (order: Pick<OrderDetails, 'status' | 'stage' | 'flags'>): boolean =>
  order.stage.isOngoing || order.status === 'scheduled' || Boolean(order.flags.onHold);

/**
 * Hold (the on-hold history with its hold or release form): canView.holdOrder, a history (holds not null), and either
 * a hold that applies to the order or past holds to show. An ended order (delivered, cancelled, finished) offers no
 * "On hold" action; its past holds are offered as a read-only history (holdHistoryOnly).
 */
export const canHold = (order: ActionOrder, can: CanView): boolean =>
  can.holdOrder && order.holds !== null && (holdApplies(order) || order.holds.length > 0);

/** The hold action of an order a hold no longer applies to shows its past holds only (labelled as a history). */
export const holdHistoryOnly = (order: Pick<OrderDetails, 'status' | 'stage' | 'flags'>): boolean =>
  !holdApplies(order);

/**
 * The hold button is named for what it does: "Hold history" where its dialog only shows the holds (an ended order, or
 * a user who may not change orders: no hold or release form), the action ("On hold") where it may hold or release.
 */
export const holdButtonIsHistory = (
  order: Pick<OrderDetails, 'status' | 'stage' | 'flags'>,
  abilities: Pick<OrderAbilities, 'canWrite'> | null | undefined,
): boolean => abilities?.canWrite !== true || holdHistoryOnly(order);

/**
 * Within the hold dialog: a new hold is offered for an order that is not on hold and is ongoing or scheduled (the
 * server refuses others with order_is_not_ongoing); a held order offers the release instead.
 */
export const canPutOnHold = (order: Pick<OrderDetails, 'status' | 'stage' | 'flags'>): boolean =>
  !order.flags.onHold && (order.stage.isOngoing || order.status === 'scheduled');

/** Renewals are shown only if any exist. */
export const canShowRenewals = (order: ActionOrder): boolean => order.renewals.length > 0;

/** Comments: canView.comments (and the server sent them). */
export const canShowComments = (order: ActionOrder, can: CanView): boolean => can.comments && order.comments !== null;

/** Route map: the server's canShowRoute (canView.orderRoute). */
export const canShowRouteMap = (order: ActionOrder): boolean => order.canShowRoute;

/**
 * Every action of the panel, in the panel's order, with its availability for this order and user. Cancel, change
 * driver and PIN verification change the order: they need write access. The hold history and the comments are reads
 * (their dialogs offer the hold, release and comment forms only with write access); the label and the route map too.
 */
export function orderActionAvailability(
  order: ActionOrder,
  abilities: OrderAbilities | null | undefined,
): Record<OrderAction, boolean> {
  const flags = abilities?.canView ?? NO_FLAGS;
  const write = abilities?.canWrite === true;
  return {
    downloadLabel: canDownloadLabel(order),
    cancel: write && canCancel(order, flags),
    changeDriver: write && canChangeDriver(order, flags),
    pickupVerification: write && canVerifyPickup(order, flags),
    hold: canHold(order, flags),
    renewals: canShowRenewals(order),
    comments: canShowComments(order, flags),
    routeMap: canShowRouteMap(order),
  };
}

export const availableOrderActions = (
  order: ActionOrder,
  abilities: OrderAbilities | null | undefined,
): OrderAction[] => {
  const availability = orderActionAvailability(order, abilities);
  return ORDER_ACTIONS.filter((action) => availability[action]);
};

const NO_FLAGS = Object.fromEntries(CAN_VIEW_FLAGS.map((flag) => [flag, false])) as CanView;

const KNOWN_REASONS: readonly string[] = CANCELLATION_REASONS;

/**
 * The cancellation reasons offered for an order. A caller who may not decide a cancellation
 * (orders.canDecideCancellation: client users, API keys, integration accounts) gets the client's reasons. An operator
 * gets the reasons the order supplies (its company's operator reasons) for its stage — in delivery, or to be picked up,
 * which scheduled orders use too; the default reasons when the order supplies none for its stage (no company reasons,
 * an empty list, or a stage in neither list, such as a new order not accepted yet). Unknown values are dropped,
 * duplicates kept once, in the given order.
 */
export function cancellationReasonsFor(
  order: Pick<OrderDetails, 'status' | 'stage' | 'cancellationReasons'>,
  abilities: Pick<OrderAbilities, 'canDecideCancellation'> | null | undefined,
): CancellationReason[] {
  if (!abilities?.canDecideCancellation) return [...CLIENT_CANCELLATION_REASONS];
  const supplied = order.cancellationReasons;
  let reasons: readonly string[] = [];
  if (supplied) {
    if (order.stage.inDelivery) reasons = supplied.inDelivery;
    else if (order.stage.toBePickedUp || order.status === 'scheduled') reasons = supplied.toBePickedUp;
  }
  const known = [...new Set(reasons.filter((r) => KNOWN_REASONS.includes(r)))] as CancellationReason[];
  return known.length ? known : [...DEFAULT_CANCELLATION_REASONS];
}

/**
 * The goods are with the order's driver: picked up, or arrived at the receiver (an order whose driver may be changed
 * has a pickup point, so arrived comes after the pick-up). A new driver takes them over from the current one, and the
 * dispatch help measures from the current driver's position.
 */
export const goodsWithDriver = (status: OrderStatus): boolean => status === 'picked_up' || status === 'arrived';

/** A chosen driver stays chosen only while the selected region is the driver's region. */
export const driverFitsRegion = (
  driver: { regionId: number | null } | undefined,
  regionId: number | null | undefined,
): boolean => Boolean(driver) && regionId != null && driver!.regionId === regionId;

// ---- The cancel form's options → the payload of POST /order/cancel (cancelOrderSchema) ---------------------------

export const RENEWAL_OPTIONS = ['default', 'renew', 'noRenewal'] as const;
export type RenewalOption = (typeof RENEWAL_OPTIONS)[number];
export const CREATE_RETURN_OPTIONS = ['default', 'noReturn', 'none'] as const;
export type CreateReturnOption = (typeof CREATE_RETURN_OPTIONS)[number];
export const PAYABLE_OPTIONS = ['default', 'noPayment', 'fullPayment'] as const;
export type PayableOption = (typeof PAYABLE_OPTIONS)[number];

export interface CancelFormValues {
  reason?: string | null;
  renewal?: RenewalOption | null;
  createReturn?: CreateReturnOption | null;
  payable?: PayableOption | null;
  forceCancel?: boolean | null;
  comment?: string | null;
}

/** "default" leaves the option out (the server decides); the others are renew = true, noRenewal = false, … */
const RENEWAL_VALUE: Record<RenewalOption, boolean | undefined> = { default: undefined, renew: true, noRenewal: false };
const CREATE_RETURN_VALUE: Record<CreateReturnOption, false | 'none' | undefined> = {
  default: undefined,
  noReturn: false,
  none: 'none',
};
const PAYABLE_VALUE: Record<PayableOption, boolean | undefined> = {
  default: undefined,
  noPayment: false,
  fullPayment: true,
};

/** The field error of a cancel option or reason its caller may not decide. */
export const OPERATOR_DECISION = 'validation.operatorDecision';

/** The options of a cancellation that only an operator decides (orders.canDecideCancellation). */
export const OPERATOR_CANCEL_FIELDS = ['renewOrder', 'createReturn', 'payable', 'forceCancel'] as const;

/**
 * What of a cancel request its caller may not decide: the operator-only options it sends (any value, even the
 * default's) and a reason outside the client's reasons. Empty for a caller with orders.canDecideCancellation. The
 * server answers 403 `forbidden` with these fields; the console's client dialog never sends them.
 */
export function refusedCancelFields(
  body: { reason?: string } & Partial<Record<(typeof OPERATOR_CANCEL_FIELDS)[number], unknown>>,
  abilities: Pick<OrderAbilities, 'canDecideCancellation'> | null | undefined,
): string[] {
  if (abilities?.canDecideCancellation) return [];
  const fields: string[] = OPERATOR_CANCEL_FIELDS.filter((field) => body[field] !== undefined);
  if (body.reason !== undefined && !(CLIENT_CANCELLATION_REASONS as readonly string[]).includes(body.reason))
    fields.unshift('reason');
  return fields;
}

/** The body of POST /order/cancel from the form (before cancelOrderSchema checks it). */
export function cancelPayload(orderId: number, values: CancelFormValues) {
  return {
    orderId,
    reason: values.reason ?? undefined,
    comment: values.comment ?? undefined,
    forceCancel: values.forceCancel ? true : undefined,
    renewOrder: RENEWAL_VALUE[values.renewal ?? 'default'],
    createReturn: CREATE_RETURN_VALUE[values.createReturn ?? 'default'],
    payable: PAYABLE_VALUE[values.payable ?? 'default'],
  };
}

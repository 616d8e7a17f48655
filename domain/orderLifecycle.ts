// The order state machine: statuses, allowed transitions, and the columns a
// transition changes. Pure and framework-free: shared by the server and the console.
import { ORDER_STATUS_PRIORITY, type OrderStatus } from './enums.ts';
import { assertOrderStatus, isOngoing } from './orderRules.ts';

/** Allowed moves from each status. Renewal re-queues: accepted → new and cancelled → new. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['accepted', 'cancelled'],
  scheduled: ['new', 'accepted', 'cancelled'],
  accepted: ['picked_up', 'arrived', 'new', 'cancelled'],
  picked_up: ['arrived', 'delivered', 'cancelled'],
  arrived: ['delivered', 'cancelled'],
  delivered: ['finished'],
  cancelled: ['new'],
  finished: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export class OrderTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`Order cannot move from ${from} to ${to}`);
    this.name = 'OrderTransitionError';
  }
}

/** UnsupportedValueError for an unknown status, OrderTransitionError for a forbidden move. */
export function assertTransition(from: string, to: string): void {
  const f = assertOrderStatus(from);
  const t = assertOrderStatus(to);
  if (!canTransition(f, t)) throw new OrderTransitionError(f, t);
}

/** Cancel is available for an ongoing or scheduled order. */
export function isCancellable(status: OrderStatus): boolean {
  return isOngoing(status) || status === 'scheduled';
}

export type StatusTimestampField =
  'acceptedAt' | 'pickedUpAt' | 'arrivedAt' | 'deliveredAt' | 'finishedAt' | 'cancelledAt';

const TIMESTAMP_FIELDS: Record<OrderStatus, StatusTimestampField | null> = {
  new: null,
  scheduled: null,
  accepted: 'acceptedAt',
  picked_up: 'pickedUpAt',
  arrived: 'arrivedAt',
  delivered: 'deliveredAt',
  finished: 'finishedAt',
  cancelled: 'cancelledAt',
};

/** The timestamp column that a transition into `to` sets; null for new and scheduled. */
export function timestampFieldFor(to: OrderStatus): StatusTimestampField | null {
  return TIMESTAMP_FIELDS[to];
}

export type StatusChange = {
  status: OrderStatus;
  statusPriority: number;
  isOngoing: boolean;
  stageBeganAt: Date;
} & Partial<Record<StatusTimestampField, Date>>;

/** The columns that change with the status: { status, statusPriority, isOngoing, stageBeganAt: at, [timestampField]: at }. */
export function statusChange(to: OrderStatus, at: Date): StatusChange {
  const change: StatusChange = {
    status: to,
    statusPriority: ORDER_STATUS_PRIORITY[to],
    isOngoing: isOngoing(to),
    stageBeganAt: at,
  };
  const field = timestampFieldFor(to);
  if (field) change[field] = at;
  return change;
}

/** Orders not accepted within 5 minutes are cancelled: the limit used when a company sets none. */
export const DEFAULT_CANCEL_ORDER_AFTER_SECONDS = 300;

/** The auto-cancel reason for a not-accepted order: ORDER_NOT_ACCEPTED_IN_5_MIN when the limit is 300 seconds, else ORDER_NOT_ACCEPTED_IN_X_MIN. */
export function notAcceptedReason(
  cancelOrderAfterSeconds: number,
): 'ORDER_NOT_ACCEPTED_IN_5_MIN' | 'ORDER_NOT_ACCEPTED_IN_X_MIN' {
  return cancelOrderAfterSeconds === DEFAULT_CANCEL_ORDER_AFTER_SECONDS
    ? 'ORDER_NOT_ACCEPTED_IN_5_MIN'
    : 'ORDER_NOT_ACCEPTED_IN_X_MIN';
}

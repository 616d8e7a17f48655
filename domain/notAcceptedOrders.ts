// Orders the system cancelled because no driver accepted them in time (the auto-cancel sweep: reasons
// ORDER_NOT_ACCEPTED_IN_5_MIN and ORDER_NOT_ACCEPTED_IN_X_MIN). The console tells its client at once (a toast on the
// real-time event `notAcceptedOrder`) and keeps them in its notices (GET /api/order/not-accepted): derived from the
// orders themselves (their cancellation reason and time), no table of their own. Shared by the server and the console.
import { NOT_ACCEPTED_REASONS } from './enums.ts';
import { DEFAULT_CANCEL_ORDER_AFTER_SECONDS } from './orderLifecycle.ts';

/** The notices list the orders cancelled in this many last days. */
export const NOT_ACCEPTED_NOTICE_DAYS = 7;
/** At most this many notices, newest first. */
export const NOT_ACCEPTED_NOTICE_MAX = 50;

export type NotAcceptedReason = 'ORDER_NOT_ACCEPTED_IN_5_MIN' | 'ORDER_NOT_ACCEPTED_IN_X_MIN';

export const isNotAcceptedReason = (reason: string | null | undefined): reason is NotAcceptedReason =>
  NOT_ACCEPTED_REASONS.includes(reason as never);

/** One order not accepted in time, as the notices show it: which order, why, when. */
export interface NotAcceptedOrder {
  id: number;
  orderNo: string;
  company: { id: number; name: string };
  reason: NotAcceptedReason;
  /** How long the order waited for a driver, in whole minutes: 5, or the company's limit for the X-minutes reason. */
  minutes: number;
  createdAt: string;
  cancelledAt: string;
}

/** GET /api/order/not-accepted */
export interface NotAcceptedOrders {
  /** Newest cancellation first, at most NOT_ACCEPTED_NOTICE_MAX. */
  items: NotAcceptedOrder[];
  /** The start of the window (NOT_ACCEPTED_NOTICE_DAYS before the answer). */
  since: string;
}

/**
 * The minutes a not-accepted order waited: 5 for ORDER_NOT_ACCEPTED_IN_5_MIN; for ORDER_NOT_ACCEPTED_IN_X_MIN the
 * company's cancelOrderAfter (seconds; the default when it sets none) in whole minutes, at least 1.
 */
export function notAcceptedMinutes(reason: NotAcceptedReason, cancelOrderAfterSeconds: number | null): number {
  if (reason === 'ORDER_NOT_ACCEPTED_IN_5_MIN') return DEFAULT_CANCEL_ORDER_AFTER_SECONDS / 60;
  const seconds =
    cancelOrderAfterSeconds !== null && Number.isFinite(cancelOrderAfterSeconds) && cancelOrderAfterSeconds > 0
      ? cancelOrderAfterSeconds
      : DEFAULT_CANCEL_ORDER_AFTER_SECONDS;
  return Math.max(1, Math.round(seconds / 60));
}

// What of an order a user may see, in one function for every channel that carries an order row (the list, the
// expanded row's base, the answers of the order actions): the fields behind a canView flag are null without it.
// The expanded row's own parts (receiver, codes, estimations, driver contact, comments, holds) are masked where the
// details are built (server/services/orderDetails.ts), by the same flags.
import type { OrderListItem } from './api.ts';
import type { CanView } from './enums.ts';

/**
 * The row as a user with these flags may see it: without `comments` no last comment, without `holdOrder` no hold
 * note (the on-hold mark and its end stay: they tell every reader why the order waits). The row itself when
 * nothing is hidden (no copy on the list's hot path).
 */
export function visibleOrderItem<T extends OrderListItem>(item: T, can: Pick<CanView, 'comments' | 'holdOrder'>): T {
  const hideComment = !can.comments && item.lastComment !== null;
  const hideNote = !can.holdOrder && item.flags.onHold !== null && item.flags.onHold.note !== null;
  if (!hideComment && !hideNote) return item;
  return {
    ...item,
    lastComment: hideComment ? null : item.lastComment,
    flags: hideNote ? { ...item.flags, onHold: { ...item.flags.onHold!, note: null } } : item.flags,
  };
}

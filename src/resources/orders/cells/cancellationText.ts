// The key of the second line of a cancelled order's status: its reason group or the reason itself.
import type { OrderListItem } from '../../../../domain/api.ts';
import { CANCELLATION_REASONS } from '../../../../domain/enums.ts';

const DISPLAY_REASONS: readonly string[] = [...CANCELLATION_REASONS, 'AUTOMATIC_REQUEUE'];

export const cancellationReasonKey = (reason: string | null): string =>
  `orders.cancellationReason.${reason && DISPLAY_REASONS.includes(reason) ? reason : 'unknown'}`;

export const cancellationText = (
  record: Pick<OrderListItem, 'status' | 'reasonGroup' | 'cancellationReason'>,
): string | null => {
  if (record.status !== 'cancelled') return null;
  if (record.reasonGroup === 'not_accepted') return 'orders.reasonGroup.not_accepted';
  return cancellationReasonKey(record.cancellationReason);
};

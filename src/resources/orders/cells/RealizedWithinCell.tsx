// The order list's delivery promise cell: kept, late or still open.
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { CELL } from './cellStyles.ts';

/** The delivery promise and whether it was met: on time, late, or still open. A cancelled order kept no promise: nothing. */
export const RealizedWithinCell = ({ realizedWithin, status }: Pick<OrderListItem, 'realizedWithin' | 'status'>) => {
  const translate = useTranslate();
  if (status === 'cancelled') {
    return <div className={`${CELL.body2} ${CELL.secondary}`}>{translate('orders.list.noValue')}</div>;
  }
  const { promiseMinutes, onTime } = realizedWithin;
  const resultKey = onTime === null ? 'orders.list.undecided' : onTime ? 'orders.list.onTime' : 'orders.list.late';
  const colour = onTime === null ? CELL.secondary : onTime ? CELL.onTime : CELL.late;
  return (
    <div className={CELL.lines}>
      <div className={CELL.body2}>{translate('orders.list.realizedWithin', { minutes: promiseMinutes })}</div>
      <span className={`${CELL.caption} ${CELL.medium} ${colour}`}>{translate(resultKey)}</span>
    </div>
  );
};

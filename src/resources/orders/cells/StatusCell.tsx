// The order list's status cell: the status and, for a cancelled order, why.
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { cancellationText } from './cancellationText.ts';
import { CELL } from './cellStyles.ts';

const DETAIL_WIDTH = { maxWidth: 150 } as const;

/** The translated status; for a cancelled order also its reason group ("not accepted") or the reason. */
export const StatusCell = ({
  record,
}: {
  record: Pick<OrderListItem, 'status' | 'reasonGroup' | 'cancellationReason'>;
}) => {
  const translate = useTranslate();
  const detail = cancellationText(record);
  return (
    <div className={CELL.lines}>
      <div className={`${CELL.noWrap} ${CELL.medium}`}>{translate(`orders.status.${record.status}`)}</div>
      {detail && (
        <span
          className={`${CELL.caption} ${CELL.secondary} ${CELL.noWrap}`}
          title={translate(detail)}
          style={DETAIL_WIDTH}
        >
          {translate(detail)}
        </span>
      )}
    </div>
  );
};

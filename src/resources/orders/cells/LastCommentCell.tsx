// The order list's last comment cell: the text on up to two lines, its author and time in the tooltip.
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { CELL } from './cellStyles.ts';

const MAX_WIDTH = { maxWidth: 140 } as const;

/** The last comment, on up to two lines; its author and time in the tooltip. */
export const LastCommentCell = ({ lastComment }: Pick<OrderListItem, 'lastComment'>) => {
  const translate = useTranslate();
  if (!lastComment) return null;
  return (
    <Tooltip
      title={translate('orders.lastComment', {
        author: lastComment.createdBy,
        time: formatTimestamp(lastComment.createdAt),
      })}
    >
      <div className={CELL.clamp} style={MAX_WIDTH}>
        {lastComment.comment}
      </div>
    </Tooltip>
  );
};

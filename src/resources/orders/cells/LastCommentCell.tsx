import { Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../domain/api.ts';
import { formatTimestamp } from '../format.ts';

/** The last comment, shortened; its author and time in the tooltip. */
export const LastCommentCell = ({ lastComment }: Pick<OrderListItem, 'lastComment'>) => {
  const translate = useTranslate();
  if (!lastComment) return null;
  return (
    <Tooltip title={translate('orders.lastComment', { author: lastComment.createdBy, time: formatTimestamp(lastComment.createdAt) })}>
      <Typography variant="body2" noWrap sx={{ maxWidth: 220 }}>
        {lastComment.comment}
      </Typography>
    </Tooltip>
  );
};

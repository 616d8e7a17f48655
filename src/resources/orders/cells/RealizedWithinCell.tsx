// The order list's delivery promise cell: kept, late or still open.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';

/** The delivery promise and whether it was met: on time, late, or still open. A cancelled order kept no promise: nothing. */
export const RealizedWithinCell = ({ realizedWithin, status }: Pick<OrderListItem, 'realizedWithin' | 'status'>) => {
  const translate = useTranslate();
  if (status === 'cancelled') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('orders.list.noValue')}
      </Typography>
    );
  }
  const { promiseMinutes, onTime } = realizedWithin;
  const resultKey = onTime === null ? 'orders.list.undecided' : onTime ? 'orders.list.onTime' : 'orders.list.late';
  const colour = onTime === null ? 'text.secondary' : onTime ? 'success.dark' : 'error.main';
  return (
    <Stack spacing={0}>
      <Typography variant="body2">{translate('orders.list.realizedWithin', { minutes: promiseMinutes })}</Typography>
      <Typography variant="caption" sx={{ color: colour, fontWeight: 500 }}>
        {translate(resultKey)}
      </Typography>
    </Stack>
  );
};

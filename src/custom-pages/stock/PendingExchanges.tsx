// A receiving driver's row expansion: the driver's pending stock (GET /stock/pending, the exchanges other drivers sent
// it that it has not confirmed or rejected yet) of that row's product: giving driver, product and amount, with a
// loader, an empty state, and an error with a refresh control.
import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StockItem } from '../../../domain/stockSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { pendingExchangesKey } from './transferSelection.ts';

export const usePendingExchanges = (driverId: number | null) => {
  const api = useAppApi('stock');
  return useQuery({
    queryKey: pendingExchangesKey(driverId),
    queryFn: ({ signal }) => api.pending(driverId as number, signal),
    enabled: driverId !== null,
    refetchOnWindowFocus: false,
  });
};

export const PendingExchanges = ({ driverId }: { driverId: number }) => {
  const item = useRecordContext<StockItem>();
  const translate = useTranslate();
  const pending = usePendingExchanges(driverId);
  if (!item) return null;
  const rows = (pending.data ?? []).filter((exchange) => exchange.productId === item.productId);
  return (
    <Box
      role="region"
      aria-label={translate('stock.pending.regionLabel', { name: item.name })}
      sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}
      onClick={(event) => event.stopPropagation()}
    >
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {translate('stock.pending.title')}
      </Typography>
      {pending.isPending ? (
        <Box role="progressbar" aria-label={translate('stock.pending.loading')}>
          <LinearProgress />
        </Box>
      ) : pending.isError ? (
        <LoadError messageKey="stock.pending.error" onRefresh={() => void pending.refetch()} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('stock.pending.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate('stock.pending.title')} sx={{ '& td, & th': { px: 1, py: 0.5 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('stock.pending.givingDriver')}</TableCell>
              <TableCell>{translate('stock.pending.product')}</TableCell>
              <TableCell align="right">{translate('stock.pending.amount')}</TableCell>
              <TableCell>{translate('stock.pending.status')}</TableCell>
              <TableCell>{translate('stock.pending.createdAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((exchange) => (
              <TableRow key={exchange.id}>
                <TableCell>{exchange.givingDriverName}</TableCell>
                <TableCell>{exchange.productName}</TableCell>
                <TableCell align="right">{exchange.amount}</TableCell>
                <TableCell>{translate(`stock.pending.statuses.${exchange.status}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(exchange.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

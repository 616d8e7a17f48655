// Renewals: when, by whom, why, the cancellation reason and the comment of each.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cancellationReasonKey } from '../cells/cancellationText.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { ActionDialog, type OrderActionDialogProps } from './ActionDialog.tsx';

const COLUMNS = ['renewedAt', 'renewedBy', 'renewalReason', 'cancellationReason', 'renewalComment'] as const;

export const RenewalsDialog = ({ order, open, onClose }: OrderActionDialogProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`orderActions.renewals.${key}`, options);
  const noValue = translate('orders.list.noValue');
  return (
    <ActionDialog open={open} onClose={onClose} title={t('title', { orderNo: order.orderNo })} maxWidth="md">
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.renewals.map((r, index) => (
            <TableRow key={`${r.renewedAt}-${index}`}>
              <TableCell>{formatTimestamp(r.renewedAt)}</TableCell>
              <TableCell>{r.renewedBy || noValue}</TableCell>
              <TableCell>{t(`reason.${r.renewalReason}`, { _: r.renewalReason })}</TableCell>
              <TableCell>
                {r.cancellationReason ? translate(cancellationReasonKey(r.cancellationReason)) : noValue}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{r.renewalComment || noValue}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ActionDialog>
  );
};

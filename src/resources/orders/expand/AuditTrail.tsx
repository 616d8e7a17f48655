// The order's audit trail in the expanded row: who did what, when, newest first. A change of driver reads "from X to Y",
// the drivers named as the server names them for the viewer (a name only with the driver-info flag, else "Driver").
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderAuditActor, OrderAuditEntry } from '../../../../domain/api.ts';
import { orderAuditActionKey, readableAuditAction } from '../../../../domain/enums.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { cancellationReasonKey } from '../cells/cancellationText.ts';
import { formatTimestamp } from '../../../i18n/format.ts';

export const orderAuditKey = (orderId: number) => ['orderAudit', orderId];
const COLLAPSED_ENTRIES = 5;

const SHOWN_FIELDS = [
  'status',
  'reason',
  'cancellationReason',
  'holdUntil',
  'notes',
  'comment',
  'renewed',
  'returnsOrderNo',
  'forceCancel',
] as const;

/** "Status: Accepted → Cancelled · Reason: Wrong address" from the values the entry changed. */
const useDescribeChange = () => {
  const translate = useTranslate();
  const text = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return translate('orders.list.noValue');
    if (key === 'status') return translate(`orders.status.${String(value)}`, { _: String(value) });
    if (key === 'reason' || key === 'cancellationReason') return translate(cancellationReasonKey(String(value)));
    if (key === 'holdUntil') return formatTimestamp(String(value));
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    return String(value);
  };
  const driverName = (driver: OrderAuditActor) => driver.name ?? translate('orderList.audit.actor.driver');
  /** "from Anna Nowak to Piotr Wiśniewski" (or "to …" for an order that had no driver). */
  const driverChange = ({ from, to }: NonNullable<OrderAuditEntry['driverChange']>): string[] => {
    if (!to) return [];
    const key = from ? 'fromTo' : 'to';
    return [
      translate(`orderActions.changeDriver.history.${key}`, { from: from && driverName(from), to: driverName(to) }),
    ];
  };
  return (entry: OrderAuditEntry): string => {
    const after = entry.after ?? {};
    const before = entry.before ?? {};
    const fields = SHOWN_FIELDS.filter((key) => key in after && (after[key] !== null || key in before)).map((key) => {
      const label = translate(`orderList.audit.field.${key}`);
      const changed = key in before && before[key] !== after[key];
      return changed
        ? `${label}: ${text(key, before[key])} → ${text(key, after[key])}`
        : `${label}: ${text(key, after[key])}`;
    });
    return [...(entry.driverChange ? driverChange(entry.driverChange) : []), ...fields].join(' · ');
  };
};

export const AuditTrail = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const api = useAppApi('orderList');
  const describeChange = useDescribeChange();
  const [all, setAll] = useState(false);
  const trail = useQuery({ queryKey: orderAuditKey(orderId), queryFn: ({ signal }) => api.audit(orderId, signal) });
  const entries = [...(trail.data ?? [])].reverse();
  const shown = all ? entries : entries.slice(0, COLLAPSED_ENTRIES);

  return (
    <Box component="section">
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {translate('orderList.audit.title')}
      </Typography>
      {trail.isPending && <LinearProgress sx={{ my: 1 }} />}
      {trail.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void trail.refetch()}>
              {translate('errors.refresh')}
            </Button>
          }
        >
          {translate('orderList.audit.loadFailed')}
        </Alert>
      )}
      {trail.isSuccess && !entries.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('orderList.audit.empty')}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((entry) => (
            <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 1.5, py: 0.25, typography: 'body2' }}>
              <Box
                component="span"
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatTimestamp(entry.at)}
              </Box>
              <Box component="span" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {entry.actor.name ?? translate(`orderList.audit.actor.${entry.actor.kind}`, { _: entry.actor.kind })}
              </Box>
              <Box component="span">
                {translate(orderAuditActionKey(entry.action), { _: readableAuditAction(entry.action) })}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {describeChange(entry)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {entries.length > COLLAPSED_ENTRIES && (
        <Button size="small" onClick={() => setAll((v) => !v)}>
          {all
            ? translate('orderList.audit.showLess')
            : translate('orderList.audit.showAll', { count: entries.length })}
        </Button>
      )}
    </Box>
  );
};

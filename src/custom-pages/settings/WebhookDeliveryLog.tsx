// The webhook delivery log of Settings → General → Webhooks: what was sent to the company's endpoints, newest first,
// of every endpoint or of one, a page at a time. Each row: the event and its order, a status chip, the attempts, the
// last answer (HTTP status or error) and the times; "Payload" shows the body posted. Refresh reads it again.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Chip, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  webhookEventKey,
  type WebhookDeliveryDetails,
  type WebhookDeliveryPage,
  type WebhookDeliveryRow,
  type WebhookDeliveryStatus,
  type WebhookEndpointRow,
} from '../../../domain/webhooks.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';
import { DialogBody, DialogFrame } from '../../forms/FormDialog.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { SectionLoading } from '../../layout/SectionLoading.tsx';
import { SectionTable } from '../../layout/SectionTable.tsx';

export const WEBHOOK_DELIVERIES_QUERY_KEY = ['account', 'webhookDeliveries'] as const;

const PER_PAGE = 10;
const ALL = 'all';
const STATUS_COLOR: Record<WebhookDeliveryStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'error',
};

/** The body of one delivery, read when opened. */
const PayloadDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const translate = useTranslate();
  const api = useAppApi('webhooks');
  const details = useQuery<WebhookDeliveryDetails>({
    queryKey: [...WEBHOOK_DELIVERIES_QUERY_KEY, 'details', id],
    queryFn: ({ signal }) => api.delivery(id, signal),
    retry: retryWhileServerAway,
  });
  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="md"
      titleId="webhook-payload-title"
      title={translate('settings.webhooks.log.payloadTitle')}
    >
      <DialogBody
        actions={
          <Button onClick={onClose} variant="contained">
            {translate('ra.action.close')}
          </Button>
        }
      >
        {details.isPending ? (
          <SectionLoading />
        ) : details.isError ? (
          <LoadError messageKey="settings.webhooks.log.payloadError" onRefresh={() => void details.refetch()} />
        ) : (
          <Typography
            component="pre"
            aria-label={translate('settings.webhooks.log.payloadTitle')}
            sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}
          >
            {JSON.stringify(details.data.payload, null, 2)}
          </Typography>
        )}
      </DialogBody>
    </DialogFrame>
  );
};

/** The last answer: the HTTP status and what went wrong, or a dash before the first attempt. */
const lastAnswer = (d: WebhookDeliveryRow) =>
  [d.lastStatusCode === null ? null : String(d.lastStatusCode), d.lastError].filter(Boolean).join(' · ') || '–';

const DeliveryRow = ({ delivery: d, onPayload }: { delivery: WebhookDeliveryRow; onPayload: () => void }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell sx={{ minWidth: 180 }}>
        {translate(`settings.webhooks.event.${webhookEventKey(d.event)}`)}
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {d.endpointUrl}
        </Typography>
      </TableCell>
      <TableCell>{d.orderNo ?? '–'}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATUS_COLOR[d.status]}
          label={translate(`settings.webhooks.log.status.${d.status}`)}
        />
        {d.nextAttemptAt && (
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('settings.webhooks.log.nextAttempt', { time: formatTimestamp(d.nextAttemptAt) })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{d.attempts}</TableCell>
      <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>{lastAnswer(d)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatTimestamp(d.createdAt)}
        {d.lastAttemptAt && (
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('settings.webhooks.log.lastAttempt', { time: formatTimestamp(d.lastAttemptAt) })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Button size="small" onClick={onPayload} aria-haspopup="dialog">
          {translate('settings.webhooks.log.payload')}
        </Button>
      </TableCell>
    </TableRow>
  );
};

// (Keys of settings.webhooks.log: the status column's title is statusColumn, `status` holds the states' names.)
const LOG_COLUMNS = ['event', 'order', 'statusColumn', 'attempts', 'lastAnswer', 'createdAt'] as const;

export const WebhookDeliveryLog = ({ endpoints }: { endpoints: WebhookEndpointRow[] }) => {
  const translate = useTranslate();
  const api = useAppApi('webhooks');
  const [endpointId, setEndpointId] = useState<number | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [payloadOf, setPayloadOf] = useState<number | null>(null);
  const query = { page, perPage: PER_PAGE, ...(endpointId === ALL ? {} : { endpointId }) };
  const log = useQuery<WebhookDeliveryPage>({
    queryKey: [...WEBHOOK_DELIVERIES_QUERY_KEY, query],
    queryFn: ({ signal }) => api.deliveries(query, signal),
    retry: retryWhileServerAway,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PER_PAGE));

  return (
    <section aria-labelledby="webhook-log-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id="webhook-log-title" variant="subtitle1" sx={{ flexGrow: 1, whiteSpace: { sm: 'nowrap' } }}>
          {translate('settings.webhooks.log.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('settings.webhooks.log.endpoint')}
          value={endpointId}
          onChange={(e) => {
            setEndpointId(e.target.value === ALL ? ALL : Number(e.target.value));
            setPage(1);
          }}
          sx={{ minWidth: 220, maxWidth: { sm: 360 } }}
        >
          <MenuItem value={ALL}>{translate('settings.webhooks.log.allEndpoints')}</MenuItem>
          {endpoints.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.url}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
          aria-busy={log.isFetching}
        >
          {translate('settings.webhooks.log.refresh')}
        </Button>
      </Stack>
      <SectionTable
        query={log}
        rows={log.data?.items}
        loadErrorKey="settings.webhooks.log.loadError"
        emptyKey="settings.webhooks.log.empty"
        label={translate('settings.webhooks.log.title')}
        columns={LOG_COLUMNS.map((c) => translate(`settings.webhooks.log.${c}`))}
        footer={
          pages > 1 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('settings.webhooks.log.page', { page, pages })}
              </Typography>
              <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {translate('settings.webhooks.log.previous')}
              </Button>
              <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {translate('settings.webhooks.log.next')}
              </Button>
            </Stack>
          )
        }
      >
        {(d) => <DeliveryRow key={d.id} delivery={d} onPayload={() => setPayloadOf(d.id)} />}
      </SectionTable>
      {payloadOf !== null && <PayloadDialog id={payloadOf} onClose={() => setPayloadOf(null)} />}
    </section>
  );
};

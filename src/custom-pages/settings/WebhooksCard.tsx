// General tab → Webhooks (client users): the company's webhook endpoints. Add one (URL, events, description), whose
// signing secret is shown once with a copy button; enable or disable it, send it a test event, rotate its secret
// (asked first; the new one shown once) or remove it (asked first). The delivery log below lists what was sent
// (WebhookDeliveryLog.tsx). The server checks the URL (https, public addresses) and answers field errors under it.
import WebhookIcon from '@mui/icons-material/Webhook';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Switch,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxGroupInput, TextInput, useNotify, useTranslate } from 'react-admin';
import {
  createWebhookSchema,
  WEBHOOK_EVENTS,
  type CreateWebhookBody,
  type WebhookEndpointRow,
  type WebhookEndpointWithSecret,
  webhookEventKey,
} from '../../../domain/webhooks.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';
import { schemaValidator, serverFieldErrors, topLevelField } from '../../forms/formErrors.ts';
import { ConfirmDialog, DialogForm, DialogFrame } from '../../forms/FormDialog.tsx';
import { SectionTable } from '../../layout/SectionTable.tsx';
import { SecretShownOnce } from './SecretShownOnce.tsx';
import { WebhookDeliveryLog, WEBHOOK_DELIVERIES_QUERY_KEY } from './WebhookDeliveryLog.tsx';

export const WEBHOOKS_QUERY_KEY = ['account', 'webhooks'] as const;

interface EndpointValues {
  url?: string | null;
  events?: string[] | null;
  description?: string | null;
}

const toBody = (v: EndpointValues): CreateWebhookBody => ({
  url: (v.url ?? '').trim(),
  events: (v.events ?? []) as CreateWebhookBody['events'],
  description: v.description?.trim() || null,
});

const validateEndpoint = schemaValidator<EndpointValues>(createWebhookSchema, toBody, { fieldPath: topLevelField() });
const endpointFields = topLevelField();

/** A new signing secret, shown once with a copy button and how to verify a delivery with it. */
const SecretDialog = ({ endpoint, onClose }: { endpoint: WebhookEndpointWithSecret; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <DialogFrame maxWidth="sm" titleId="webhook-secret-title" title={translate('settings.webhooks.secretTitle')}>
      <SecretShownOnce
        secret={endpoint.secret}
        warningKey="settings.webhooks.secretShownOnce"
        labelKey="settings.webhooks.secret"
        hintKey="settings.webhooks.verifyHint"
        doneKey="settings.webhooks.secretDone"
        onDone={onClose}
      />
    </DialogFrame>
  );
};

/** The add dialog: URL, events and a description; then the new secret once. */
const AddEndpointDialog = ({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('webhooks');
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  if (created) return <SecretDialog endpoint={created} onClose={onClose} />;

  const submit = async (values: EndpointValues) => {
    try {
      setCreated(await api.create(toBody(values)));
      onCreated();
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, endpointFields);
      if (fieldErrors) return fieldErrors;
      const limit = isApiError(error, 409) && error.errorCode === 'webhook_endpoint_limit_reached';
      notify(limit ? 'settings.webhooks.limitReached' : 'errors.generic', {
        type: 'error',
        autoHideDuration: TOAST_MS,
      });
      return undefined;
    }
  };

  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      titleId="webhook-add-title"
      title={translate('settings.webhooks.addTitle')}
    >
      <DialogForm<EndpointValues>
        onSubmit={submit}
        validate={validateEndpoint as never}
        defaultValues={{ url: '', events: [...WEBHOOK_EVENTS], description: '' }}
        onCancel={onClose}
        cancelLabel="ra.action.cancel"
        submitLabel="settings.webhooks.add"
        dividers={false}
      >
        <TextInput
          source="url"
          label="settings.webhooks.url"
          helperText="settings.webhooks.urlHelp"
          isRequired
          fullWidth
          autoFocus
        />
        <TextInput source="description" label="settings.webhooks.description" fullWidth />
        <CheckboxGroupInput
          source="events"
          label="settings.webhooks.events"
          choices={WEBHOOK_EVENTS.map((event) => ({
            id: event,
            name: `settings.webhooks.event.${webhookEventKey(event)}`,
          }))}
          row={false}
        />
      </DialogForm>
    </DialogFrame>
  );
};

/** An endpoint's row: URL and description, its events, the secret's start, enabled, and its actions. */
const EndpointRow = ({
  endpoint,
  busy,
  onToggle,
  onTest,
  onRotate,
  onDelete,
}: {
  endpoint: WebhookEndpointRow;
  busy: boolean;
  onToggle: () => void;
  onTest: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
        {endpoint.url}
        {endpoint.description && (
          <Typography variant="caption" color="text.secondary" component="div">
            {endpoint.description}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {endpoint.events.map((event) => (
            <Chip
              key={event}
              size="small"
              variant="outlined"
              label={translate(`settings.webhooks.event.${webhookEventKey(event)}`)}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{`${endpoint.secretPrefix}…`}</TableCell>
      <TableCell>
        <Switch
          checked={endpoint.enabled}
          disabled={busy}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': translate('settings.webhooks.enabledLabel', { url: endpoint.url }) } }}
        />
      </TableCell>
      <TableCell align="right">
        {/* The actions wrap (each on one line) where their labels are long (Czech), leaving the URL its room. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button size="small" onClick={onTest} disabled={busy || !endpoint.enabled}>
            {translate('settings.webhooks.test')}
          </Button>
          <Button size="small" onClick={onRotate} disabled={busy}>
            {translate('settings.webhooks.rotate')}
          </Button>
          <Button size="small" color="error" onClick={onDelete} disabled={busy}>
            {translate('settings.webhooks.delete')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
};

const ENDPOINT_COLUMNS = ['url', 'events', 'secretPrefix', 'enabled'] as const;

export const WebhooksCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useAppApi('webhooks');
  const endpoints = useQuery<WebhookEndpointRow[]>({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: ({ signal }) => api.list(signal),
    retry: retryWhileServerAway,
  });
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointRow | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointRow | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_QUERY_KEY });
  };

  /** Runs an endpoint's action with its row busy; a failure says so. */
  const act = async (id: number, action: () => Promise<unknown>, done?: string) => {
    setBusyId(id);
    try {
      await action();
      if (done) notify(done, { type: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      console.error('Webhook action failed', error);
      const disabled = isApiError(error, 409) && error.errorCode === 'webhook_endpoint_disabled';
      notify(disabled ? 'errors.server.webhook_endpoint_disabled' : 'errors.generic', {
        type: 'error',
        autoHideDuration: TOAST_MS,
      });
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const rotate = async () => {
    const endpoint = rotating;
    if (!endpoint) return;
    await act(endpoint.id, async () => setSecret(await api.rotateSecret(endpoint.id)));
    setRotating(null);
  };
  const remove = async () => {
    const endpoint = deleting;
    if (!endpoint) return;
    await act(endpoint.id, () => api.remove(endpoint.id), 'settings.webhooks.deleted');
    setDeleting(null);
  };

  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<WebhookIcon color="primary" />}
        title={translate('settings.webhooks.title')}
        subheader={translate('settings.webhooks.subtitle')}
      />
      <CardContent sx={{ pt: 0 }}>
        <SectionTable
          query={endpoints}
          rows={endpoints.data}
          loadErrorKey="settings.webhooks.loadError"
          emptyKey="settings.webhooks.empty"
          label={translate('settings.webhooks.title')}
          columns={ENDPOINT_COLUMNS.map((c) => translate(`settings.webhooks.${c}`))}
        >
          {(endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              busy={busyId === endpoint.id}
              onToggle={() => void act(endpoint.id, () => api.update({ id: endpoint.id, enabled: !endpoint.enabled }))}
              onTest={() => void act(endpoint.id, () => api.sendTest(endpoint.id), 'settings.webhooks.testSent')}
              onRotate={() => setRotating(endpoint)}
              onDelete={() => setDeleting(endpoint)}
            />
          )}
        </SectionTable>
        <Button
          variant="outlined"
          startIcon={<WebhookIcon />}
          onClick={() => setAdding(true)}
          aria-haspopup="dialog"
          sx={{ mt: 2 }}
        >
          {translate('settings.webhooks.new')}
        </Button>
        <Box sx={{ mt: 3 }}>
          <WebhookDeliveryLog endpoints={endpoints.data ?? []} />
        </Box>
      </CardContent>
      {adding && <AddEndpointDialog onClose={() => setAdding(false)} onCreated={refresh} />}
      {secret && <SecretDialog endpoint={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={!!rotating}
        pending={busyId !== null && busyId === rotating?.id}
        title={translate('settings.webhooks.rotateTitle')}
        content={translate('settings.webhooks.rotateContent', { url: rotating?.url ?? '' })}
        onConfirm={() => void rotate()}
        onClose={() => setRotating(null)}
        confirmLabel="settings.webhooks.rotate"
        confirmColor="warning"
      />
      <ConfirmDialog
        open={!!deleting}
        pending={busyId !== null && busyId === deleting?.id}
        title={translate('settings.webhooks.deleteTitle')}
        content={translate('settings.webhooks.deleteContent', { url: deleting?.url ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
        confirmLabel="settings.webhooks.delete"
        confirmColor="error"
      />
    </Card>
  );
};

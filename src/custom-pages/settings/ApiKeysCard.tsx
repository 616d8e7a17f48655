// General tab → API integration: the company's API keys. A new key is shown once (the server keeps only its
// hash) with a copy button; revoking asks first. Keys are Bearer credentials with the api account type's rights on
// the company's own orders; the API reference is at /api/docs.
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Card, CardContent, CardHeader, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { createApiKeySchema, type ApiKeyRow, type CreatedApiKey } from '../../../domain/accountSchemas.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { SectionTable } from '../../layout/SectionTable.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { schemaValidator, topLevelField } from '../../forms/formErrors.ts';
import { serverFieldErrors, type FieldPath } from '../../forms/formErrors.ts';
import { ConfirmDialog, DialogForm, DialogFrame } from '../../forms/FormDialog.tsx';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';
import { SecretShownOnce } from './SecretShownOnce.tsx';

export const API_KEYS_QUERY_KEY = ['account', 'apiKeys'] as const;
export const API_DOCS_PATH = '/api/docs';

/** Only the name takes a server field error. */
const nameOnly: FieldPath = (path) => (path.length === 1 && path[0] === 'name' ? ['name'] : []);

const validateName = schemaValidator<{ name?: string | null }>(createApiKeySchema, (v) => ({ name: v.name ?? '' }), {
  fieldPath: topLevelField(),
});

/** The create dialog: a name, then the new key once. */
const CreateKeyDialog = ({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = async (values: { name?: string | null }) => {
    try {
      const key = await api.createApiKey((values.name ?? '').trim());
      setCreated(key);
      onCreated();
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, nameOnly);
      if (fieldErrors) return fieldErrors;
      const known = isApiError(error, 409) && error.errorCode === 'api_key_limit_reached';
      notify(known ? 'settings.apiKeys.limitReached' : 'errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
  };

  return (
    <DialogFrame
      onClose={created ? undefined : onClose}
      maxWidth="sm"
      titleId="api-key-dialog-title"
      title={translate(created ? 'settings.apiKeys.createdTitle' : 'settings.apiKeys.createTitle')}
    >
      {created ? (
        <SecretShownOnce
          secret={created.key}
          warningKey="settings.apiKeys.shownOnce"
          labelKey="settings.apiKeys.key"
          hintKey="settings.apiKeys.usage"
          doneKey="settings.apiKeys.done"
          onDone={onClose}
        >
          <Typography
            component="pre"
            sx={{
              bgcolor: 'grey.100',
              p: 1,
              borderRadius: 1,
              overflowX: 'auto',
              fontSize: 12,
              fontFamily: 'monospace',
            }}
          >
            {`curl -H "Authorization: Bearer ${created.prefix}…" ${window.location.origin}/api/order/list`}
          </Typography>
        </SecretShownOnce>
      ) : (
        <DialogForm<{ name?: string | null }>
          onSubmit={submit}
          validate={validateName as never}
          onCancel={onClose}
          cancelLabel="ra.action.cancel"
          submitLabel="settings.apiKeys.create"
          dividers={false}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('settings.apiKeys.nameHelp')}
          </Typography>
          <TextInput source="name" label="settings.apiKeys.name" isRequired fullWidth autoFocus />
        </DialogForm>
      )}
    </DialogFrame>
  );
};

/** A key's row: name, prefix, created (and by whom), last use, status, and the revoke button while it is active. */
const KeyRow = ({ apiKey: key, onRevoke }: { apiKey: ApiKeyRow; onRevoke: (key: ApiKeyRow) => void }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell>{key.name}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</TableCell>
      <TableCell>
        {formatTimestamp(key.createdAt)}
        {key.createdBy && (
          <Typography variant="caption" color="text.secondary" component="div">
            {key.createdBy}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {key.lastUsedAt ? formatTimestamp(key.lastUsedAt) : translate('settings.apiKeys.neverUsed')}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={key.revokedAt ? 'default' : 'success'}
          label={translate(key.revokedAt ? 'settings.apiKeys.revokedStatus' : 'settings.apiKeys.activeStatus')}
        />
      </TableCell>
      <TableCell align="right">
        {!key.revokedAt && (
          <Button color="error" size="small" onClick={() => onRevoke(key)}>
            {translate('settings.apiKeys.revoke')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};

/** The columns of the keys' table (their titles under settings.apiKeys), and an untitled one for the revoke button. */
const KEY_COLUMNS = ['name', 'prefix', 'createdAt', 'lastUsedAt', 'status'] as const;

export const ApiKeysCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const keys = useQuery<ApiKeyRow[]>({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: ({ signal }) => api.apiKeys(signal),
    retry: retryWhileServerAway,
  });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [revokePending, setRevokePending] = useState(false);

  const revoke = async () => {
    if (!revoking) return;
    setRevokePending(true);
    try {
      await api.revokeApiKey(revoking.id);
      notify('settings.apiKeys.revoked', {
        type: 'success',
        autoHideDuration: TOAST_MS,
        messageArgs: { name: revoking.name },
      });
    } catch (error) {
      console.error('API key revoke failed', error);
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setRevokePending(false);
      setRevoking(null);
      void keys.refetch();
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<KeyIcon color="primary" />}
        title={translate('settings.apiKeys.title')}
        subheader={translate('settings.apiKeys.subtitle')}
        action={
          <Button href={API_DOCS_PATH} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />} size="small">
            {translate('settings.apiKeys.docs')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <SectionTable
          query={keys}
          rows={keys.data}
          loadErrorKey="settings.apiKeys.loadError"
          emptyKey="settings.apiKeys.empty"
          label={translate('settings.apiKeys.title')}
          columns={KEY_COLUMNS.map((c) => translate(`settings.apiKeys.${c}`))}
        >
          {(key) => <KeyRow key={key.id} apiKey={key} onRevoke={setRevoking} />}
        </SectionTable>
        <Button
          variant="outlined"
          startIcon={<KeyIcon />}
          onClick={() => setCreating(true)}
          aria-haspopup="dialog"
          sx={{ mt: 2 }}
        >
          {translate('settings.apiKeys.new')}
        </Button>
      </CardContent>
      {creating && <CreateKeyDialog onClose={() => setCreating(false)} onCreated={() => void keys.refetch()} />}
      <ConfirmDialog
        open={!!revoking}
        pending={revokePending}
        title={translate('settings.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        content={translate('settings.apiKeys.revokeContent', { name: revoking?.name ?? '' })}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(null)}
        confirmLabel="settings.apiKeys.revoke"
        confirmColor="warning"
      />
    </Card>
  );
};

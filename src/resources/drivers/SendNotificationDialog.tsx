// Send a push notification to drivers: regions ("All regions" disables the others and sends "*"), the drivers' status
// (all / online / offline), a short title (min 5) and message (min 10), and an optional long part sent only when both
// its title and text are filled in. Validated as you type with the shared rules of domain/notificationSchemas.ts;
// the server's field errors land under the fields. On success the dialog says how many drivers the notification reached
// (and "Notification sent" shows); any other failure shows the generic message and is logged. The dialog starts from
// the drivers list's filters (region, status, company) and shows, before sending, how many drivers the notification
// will reach (GET /notification/recipients: active, unblocked drivers only).
import { useActiveCompaniesQuery, useRegionsQuery } from '../shared/choiceQueries.ts';
import { useQuery } from '@tanstack/react-query';
import CampaignIcon from '@mui/icons-material/Campaign';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useController, useFormState, useWatch, type Resolver } from 'react-hook-form';
import { TOAST_MS } from '../../../domain/constants.ts';
import { RadioChoice } from '../../forms/RadioChoice.tsx';
import {
  emptyNotificationForm,
  NOTIFICATION_FORM_FIELDS,
  NOTIFICATION_STATUSES,
  notificationFormIssues,
  toNotificationBody,
  type NotificationFormValues,
  type NotificationSendResponse,
} from '../../../domain/notificationSchemas.ts';
import { ALL_REGIONS } from '../../../domain/driverConstants.ts';
import type { DriverListFilter } from '../../dataProvider/drivers.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { issuesResolver, serverFieldErrors, type FieldPath, type FormIssues } from '../../forms/formErrors.ts';
import { DialogBody, DialogForm, DialogFrame } from '../../forms/FormDialog.tsx';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';

const STATUS_LABELS = { all: 'statusAll', online: 'statusOnline', offline: 'statusOffline' } as const;

export const notificationResolver: Resolver<NotificationFormValues> = issuesResolver(
  (values: NotificationFormValues): FormIssues => new Map(notificationFormIssues(values)),
);

/** A 400's field errors ({"short.title": ["validation.minLength"]}) under the dialog's fields. */
const notificationFieldPath: FieldPath = (path) => {
  const field = NOTIFICATION_FORM_FIELDS[path.join('.')] ?? NOTIFICATION_FORM_FIELDS[String(path[0])];
  return field ? [field] : [];
};

/** The message of a field's error, translated with its arguments. */
const useErrorText = (name: keyof NotificationFormValues): string | undefined => {
  const translate = useTranslate();
  const { errors } = useFormState({ name });
  const error = errors[name] as { message?: unknown } | undefined;
  if (!error?.message) return undefined;
  const message = error.message as string | { message: string; args?: Record<string, unknown> };
  return typeof message === 'string'
    ? translate(message, { _: message })
    : translate(message.message, { _: message.message, ...message.args });
};

/** "All regions" and one checkbox per region: all disables the others (and the body says "*"). */
const RegionsInput = () => {
  const translate = useTranslate();
  const regions = useRegionsQuery();
  const all = useController<NotificationFormValues, 'allRegions'>({ name: 'allRegions' });
  const chosen = useController<NotificationFormValues, 'regions'>({ name: 'regions' });
  const error = useErrorText('regions');
  const selected = chosen.field.value ?? [];
  const toggle = (name: string, on: boolean) =>
    chosen.field.onChange(on ? [...selected, name] : selected.filter((n) => n !== name));
  return (
    <FormControl component="fieldset" error={!!error} variant="standard">
      <FormLabel component="legend" required>
        {translate('drivers.notification.regions')}
      </FormLabel>
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={!!all.field.value}
              onChange={(event) => all.field.onChange(event.target.checked)}
              onBlur={all.field.onBlur}
            />
          }
          label={<strong>{translate('drivers.notification.allRegions')}</strong>}
        />
        {(regions.data ?? []).map((region) => (
          <FormControlLabel
            key={region.id}
            disabled={!!all.field.value}
            control={
              <Checkbox
                checked={!all.field.value && selected.includes(region.name)}
                onChange={(event) => toggle(region.name, event.target.checked)}
              />
            }
            label={region.name}
          />
        ))}
      </FormGroup>
      {regions.isSuccess && !regions.data.length ? (
        <FormHelperText>{translate('drivers.notification.noRegions')}</FormHelperText>
      ) : null}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};

const StatusInput = () => {
  const translate = useTranslate();
  const { field } = useController<NotificationFormValues, 'status'>({ name: 'status' });
  return (
    <RadioChoice
      id="notification-status-label"
      label={translate('drivers.notification.status')}
      name={field.name}
      value={field.value ?? 'all'}
      onChange={field.onChange}
      options={NOTIFICATION_STATUSES.map((status) => ({
        value: status,
        label: translate(`drivers.notification.${STATUS_LABELS[status]}`),
      }))}
    />
  );
};

const CompanyInput = () => {
  const companies = useActiveCompaniesQuery().data ?? [];
  return (
    <SelectInput
      source="companyId"
      label="drivers.notification.company"
      emptyText="drivers.notification.everyCompany"
      parse={(value: unknown) => (value === '' || value == null ? null : Number(value))}
      choices={companies.map((c) => ({ id: c.id, name: c.name }))}
      helperText={false}
      sx={{ minWidth: 240 }}
    />
  );
};

/** The same value a short while after the last change (so that ticking regions does not ask the server each time). */
const useSettled = <T,>(value: T, ms = 300): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** How many drivers the notification will reach, counted by the server with the rules of sending it. */
const RecipientCount = () => {
  const translate = useTranslate();
  const api = useAppApi('drivers');
  const [allRegions, regions, status, companyId] = useWatch<
    NotificationFormValues,
    ['allRegions', 'regions', 'status', 'companyId']
  >({
    name: ['allRegions', 'regions', 'status', 'companyId'],
  });
  const audience = useSettled(
    useMemo(
      () => ({
        regions: allRegions ? [ALL_REGIONS] : [...(regions ?? [])].sort(),
        status: status ?? 'all',
        companyId: companyId ?? undefined,
      }),
      [allRegions, regions, status, companyId],
    ),
  );
  const count = useQuery({
    queryKey: ['drivers', 'notificationRecipients', audience],
    queryFn: ({ signal }) => api.countRecipients(audience, signal),
    enabled: audience.regions.length > 0,
    retry: retryWhileServerAway,
  });
  if (!audience.regions.length) return null;
  if (count.isError) return <Alert severity="warning">{translate('drivers.notification.countError')}</Alert>;
  if (count.isPending)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('drivers.notification.counting')}
      </Typography>
    );
  return (
    <Alert
      severity={count.data ? 'info' : 'warning'}
      role="status"
      aria-label={translate('drivers.notification.recipients')}
    >
      {count.data
        ? translate('drivers.notification.willReach', { smart_count: count.data })
        : translate('drivers.notification.willReachNone')}
    </Alert>
  );
};

const SendButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <FormSubmitButton startIcon={<CampaignIcon />}>
      {translate(isSubmitting ? 'drivers.notification.sending' : 'drivers.notification.submit')}
    </FormSubmitButton>
  );
};

/** The long part's hint turns into a warning while only one of its two fields is filled in. */
const LongPartHint = () => {
  const translate = useTranslate();
  const [title, body] = useWatch<NotificationFormValues, ['longTitle', 'longBody']>({
    name: ['longTitle', 'longBody'],
  });
  const half = !!title?.trim() !== !!body?.trim();
  return (
    <Typography variant="caption" color={half ? 'warning.main' : 'text.secondary'}>
      {translate('drivers.notification.longHint')}
    </Typography>
  );
};

const NotificationFields = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      <RegionsInput />
      <StatusInput />
      <CompanyInput />
      <RecipientCount />
      <Divider />
      <Typography variant="subtitle2">{translate('drivers.notification.shortPart')}</Typography>
      <Box>
        <TextInput
          source="shortTitle"
          label="drivers.notification.shortTitle"
          isRequired
          fullWidth
          helperText={false}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          sx={{ mb: 1.5 }}
        />
        <TextInput
          source="shortBody"
          label="drivers.notification.shortBody"
          isRequired
          fullWidth
          helperText={false}
          multiline
          minRows={2}
        />
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle2">{translate('drivers.notification.longPart')}</Typography>
        <LongPartHint />
      </Box>
      <Box>
        <TextInput
          source="longTitle"
          label="drivers.notification.longTitle"
          fullWidth
          helperText={false}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          sx={{ mb: 1.5 }}
        />
        <TextInput
          source="longBody"
          label="drivers.notification.longBody"
          fullWidth
          helperText={false}
          multiline
          minRows={2}
        />
      </Box>
    </Stack>
  );
};

export interface SendNotificationDialogProps {
  open: boolean;
  onClose(): void;
  /** The drivers list's filters: the dialog starts from their region, status and company. */
  filters?: DriverListFilter;
}

/** The form's start: the list's region (none: no region chosen yet), status and company. */
export const notificationDefaults = (filters: DriverListFilter = {}): NotificationFormValues => {
  const region = filters.region && filters.region !== ALL_REGIONS ? filters.region : null;
  const status = filters.status === 'online' || filters.status === 'offline' ? filters.status : 'all';
  return {
    ...emptyNotificationForm(),
    allRegions: false,
    regions: region ? [region] : [],
    status,
    companyId: filters.companyId ? Number(filters.companyId) : null,
  };
};

export const SendNotificationDialog = ({ open, onClose, filters }: SendNotificationDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('drivers');
  const [result, setResult] = useState<NotificationSendResponse | null>(null);
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    onClose();
    setResult(null);
    setFormKey((k) => k + 1);
  };

  const submit = async (values: NotificationFormValues) => {
    try {
      const sent = await api.sendNotification(toNotificationBody(values));
      notify('drivers.notification.sent', { type: 'success', autoHideDuration: TOAST_MS });
      setResult(sent);
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, notificationFieldPath);
      if (fieldErrors) {
        notify('drivers.notification.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        return fieldErrors;
      }
      // Notification send failures show the generic message; the error is logged.
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      console.error('Sending the notification failed', error);
      return undefined;
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      maxWidth="sm"
      titleId="send-notification-title"
      title={translate('drivers.notification.title')}
    >
      {result ? (
        <DialogBody
          actions={
            <>
              <Button
                onClick={() => {
                  setResult(null);
                  setFormKey((k) => k + 1);
                }}
              >
                {translate('drivers.notification.sendAnother')}
              </Button>
              <Button variant="contained" onClick={close}>
                {translate('drivers.notification.close')}
              </Button>
            </>
          }
        >
          <Alert severity={result.recipients ? 'success' : 'warning'} role="status">
            {result.recipients
              ? translate('drivers.notification.reached', { smart_count: result.recipients })
              : translate('drivers.notification.reachedNone')}
          </Alert>
        </DialogBody>
      ) : (
        <DialogForm<NotificationFormValues>
          key={formKey}
          record={{}}
          defaultValues={notificationDefaults(filters)}
          resolver={notificationResolver as never}
          onSubmit={submit}
          onCancel={close}
          cancelLabel="drivers.notification.cancel"
          submit={<SendButton />}
        >
          <NotificationFields />
        </DialogForm>
      )}
    </DialogFrame>
  );
};

export const SendNotificationButton = ({ filters }: { filters?: DriverListFilter }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<CampaignIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {translate('drivers.notification.send')}
      </Button>
      {open ? <SendNotificationDialog open={open} onClose={() => setOpen(false)} filters={filters} /> : null}
    </>
  );
};

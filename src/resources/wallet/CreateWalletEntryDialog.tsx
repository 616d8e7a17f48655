// Create a wallet entry for the page's driver: the dialog first loads the driver (its name is in the title); a driver
// that cannot be found sends the user to the driver list. Fields: type (bonus, correction, ambassador), payoutDriver
// (złote, may be negative), payoutClient (optional), currency (pln only) and comment. The submit button reads "Add" for
// a positive or empty amount and "Subtract", in red, for a negative one. One idempotency key per opening of the dialog:
// a double click or a retry after a failure writes one entry. Success: "Wallet entry created", the dialog closes and
// the list reloads; a failure: the generic message (logged), field errors under the fields.
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, SelectInput, TextInput, useListContext, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFormState, useWatch } from 'react-hook-form';
import { TOAST_MS } from '../../domain/constants.ts';
import {
  emptyWalletCreateForm,
  isSubtraction,
  toWalletCreateBody,
  WALLET_CREATE_FORM_FIELDS,
  WALLET_ERRORS,
  WALLET_MANUAL_TYPES,
  WALLET_OFFERED_CURRENCIES,
  walletCreateFormIssues,
  type WalletCreateFormValues,
} from '../../domain/walletSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { DRIVERS_PATH } from './paths.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';

/** The driver of the page (shared by the page's driver chip and the dialog): no retries, a 404 is an answer. */
export const useWalletDriver = (driverId: number | undefined) => {
  const api = useAppApi('wallet');
  return useQuery({
    queryKey: ['wallet', 'driver', driverId],
    queryFn: ({ signal }) => api.driver(driverId!, signal),
    enabled: driverId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
};

const isDriverNotFound = (error: unknown) => isApiError(error, 404) && error.errorCode === WALLET_ERRORS.driverNotFound;

/** The server's field errors of a 400 under the form's fields (first message each); null when there are none. */
const serverFieldErrors = (error: unknown): Record<string, string> | null => {
  if (!isApiError(error, 400)) return null;
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = WALLET_CREATE_FORM_FIELDS[path.split('.')[0]];
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return Object.keys(errors).length ? errors : null;
};

const validate = (values: Record<string, unknown>) => walletCreateFormIssues(values as Partial<WalletCreateFormValues>);

/** "Add" for a positive or empty amount, "Subtract" in red for a negative one. */
const SubmitButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const payoutDriver = useWatch<WalletCreateFormValues, 'payoutDriver'>({ name: 'payoutDriver' });
  const subtract = isSubtraction(payoutDriver);
  const icon = isSubmitting ? <CircularProgress size={18} color="inherit" /> : subtract ? <RemoveCircleOutlineIcon /> : <AddCircleOutlineIcon />;
  return (
    <Button type="submit" variant="contained" color={subtract ? 'error' : 'primary'} disabled={isSubmitting} startIcon={icon}>
      {translate(subtract ? 'wallet.create.subtract' : 'wallet.create.add')}
    </Button>
  );
};

const WalletEntryInputs = () => {
  const translate = useTranslate();
  const currency = useWatch<WalletCreateFormValues, 'currency'>({ name: 'currency' });
  return (
    <Stack spacing={1}>
      <SelectInput
        source="type"
        label="wallet.fields.type"
        isRequired
        choices={WALLET_MANUAL_TYPES.map((type) => ({ id: type, name: translate(`wallet.types.${type}`) }))}
        fullWidth
      />
      <TextInput
        source="payoutDriver"
        label="wallet.fields.payoutDriver"
        isRequired
        fullWidth
        helperText={translate('wallet.create.amountHint', { currency: (currency ?? 'pln').toUpperCase() })}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextInput
        source="payoutClient"
        label="wallet.fields.payoutClient"
        fullWidth
        helperText="wallet.create.clientHint"
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <SelectInput
        source="currency"
        label="wallet.fields.currency"
        isRequired
        choices={WALLET_OFFERED_CURRENCIES.map((code) => ({ id: code, name: translate(`wallet.currencies.${code}`) }))}
        fullWidth
      />
      <TextInput source="comment" label="wallet.fields.comment" fullWidth multiline minRows={2} helperText={false} />
    </Stack>
  );
};

export interface CreateWalletEntryDialogProps {
  driverId: number;
  onClose(): void;
}

/** Mounted once per opening (its key: the idempotency key of that opening). */
export const CreateWalletEntryDialog = ({ driverId, onClose }: CreateWalletEntryDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useAppApi('wallet');
  const list = useListContext();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const driver = useWalletDriver(driverId);
  const notFound = driver.isError && isDriverNotFound(driver.error);

  const toDriverList = () => {
    notify('wallet.create.driverNotFound', { type: 'warning', autoHideDuration: TOAST_MS });
    onClose();
    navigate(DRIVERS_PATH);
  };

  useEffect(() => {
    if (notFound) toDriverList();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notFound]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await api.create(toWalletCreateBody(driverId, values as unknown as WalletCreateFormValues), idempotencyKey);
      notify('wallet.create.created', { type: 'success', autoHideDuration: TOAST_MS });
      onClose();
      void list.refetch();
      return undefined;
    } catch (error) {
      if (isDriverNotFound(error)) {
        toDriverList();
        return undefined;
      }
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return fieldErrors;
      if (!isApiError(error, 401)) {
        // A failed create shows the generic message; the error is logged.
        console.error('Creating the wallet entry failed', error);
        notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      }
      return undefined;
    }
  };

  const title = driver.data ? translate('wallet.create.title', { name: driver.data.name }) : translate('wallet.actions.create');
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="wallet-create-title"
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } } } }}
    >
      <DialogTitle id="wallet-create-title">{title}</DialogTitle>
      {driver.data ? (
        <Form record={emptyWalletCreateForm()} validate={validate} onSubmit={submit} noValidate>
          <DialogContent dividers>
            <Box sx={{ mb: 1, color: 'text.secondary', typography: 'body2' }}>{driver.data.email}</Box>
            <WalletEntryInputs />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('wallet.create.cancel')}</Button>
            <SubmitButton />
          </DialogActions>
        </Form>
      ) : (
        <>
          <DialogContent dividers>
            {driver.isError && !notFound ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void driver.refetch()}>
                    {translate('errors.refresh')}
                  </Button>
                }
              >
                {translate('wallet.create.loadError')} {translate('errors.generic')}
              </Alert>
            ) : (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={20} />
                <span>{translate('wallet.create.loading')}</span>
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('wallet.create.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

/** The header button of the wallet page with a driver: "Create wallet entry" (wallet.canCreate only). */
export const CreateWalletEntryButton = ({ driverId }: { driverId: number }) => {
  const translate = useTranslate();
  const [opening, setOpening] = useState<number | null>(null);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<AddCircleOutlineIcon />} onClick={() => setOpening((n) => (n ?? 0) + 1)}>
        {translate('wallet.actions.create')}
      </Button>
      {opening !== null ? <CreateWalletEntryDialog key={opening} driverId={driverId} onClose={() => setOpening(null)} /> : null}
    </>
  );
};

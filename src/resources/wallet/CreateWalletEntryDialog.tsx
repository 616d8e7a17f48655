// Create a wallet entry: the create view of the wallet resource (/wallet/create?driverId=N) is the wallet page with
// this dialog open, so a link opens it and closing or saving returns to the wallet page with the same query
// (/wallet?driverId=N). Without a driver (no driverId, or one that is no id) the dialog first asks for one with the
// driver picker; the choice goes into the URL. With a driver, the dialog first loads it (its name is in the title); a
// driver that cannot be found sends the user to the driver list. Fields: type (bonus, correction, ambassador),
// payoutDriver (złote, may be negative), payoutClient (optional), currency (pln only) and comment. The submit button
// reads "Add" for a positive or empty amount and "Subtract", in red, for a negative one. One idempotency key per
// opening of the dialog: a double click or a retry after a failure writes one entry. Success: "Wallet entry created",
// back to the driver's wallet, whose list reloads; a failure: the generic message (logged), field errors under the
// fields.
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SelectInput, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { TOAST_MS } from '../../../domain/constants.ts';
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
  type WalletEntry,
} from '../../../domain/walletSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { WALLET_RESOURCE, type WalletCreateMeta } from '../../dataProvider/wallet.ts';
import { DRIVER_ID_PARAM, DRIVERS_PATH, WALLET_CREATE_PATH, withSearch } from './paths.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';
import { WalletDriverPicker } from './WalletDriverPicker.tsx';
import { serverFieldErrors, type FieldPath } from '../../forms/formErrors.ts';
import { CloseButton, DialogBody, DialogForm, DialogFrame } from '../../forms/FormDialog.tsx';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';

/** The driver of the page (shared by the page's driver chip and the dialog): a 404 is an answer, not retried. */
export const useWalletDriver = (driverId: number | undefined) => {
  const api = useAppApi('wallet');
  return useQuery({
    queryKey: ['wallet', 'driver', driverId],
    queryFn: ({ signal }) => api.driver(driverId!, signal),
    enabled: driverId !== undefined,
    retry: retryWhileServerAway,
    staleTime: 60_000,
  });
};

const isDriverNotFound = (error: unknown) => isApiError(error, 404) && error.errorCode === WALLET_ERRORS.driverNotFound;

/** A server field error goes under the form field its body field comes from (first message each). */
const fieldPath: FieldPath = (path) => {
  const field = WALLET_CREATE_FORM_FIELDS[String(path[0])];
  return field ? [field] : [];
};

const validate = (values: Record<string, unknown>) => walletCreateFormIssues(values as Partial<WalletCreateFormValues>);

/** "Add" for a positive or empty amount, "Subtract" in red for a negative one. */
const AddOrSubtractButton = () => {
  const translate = useTranslate();
  const payoutDriver = useWatch<WalletCreateFormValues, 'payoutDriver'>({ name: 'payoutDriver' });
  const subtract = isSubtraction(payoutDriver);
  return (
    <FormSubmitButton
      color={subtract ? 'error' : 'primary'}
      startIcon={subtract ? <RemoveCircleOutlineIcon /> : <AddCircleOutlineIcon />}
    >
      {translate(subtract ? 'wallet.create.subtract' : 'wallet.create.add')}
    </FormSubmitButton>
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
  /** The driver the URL names; undefined: the dialog asks for one first. */
  driverId: number | undefined;
  /** Back to the wallet page (cancel, or after saving). */
  onClose(): void;
}

/** Without a driver: the picker; the chosen driver goes into the URL (?driverId=N) and the form follows. */
const ChooseDriverStep = ({ onClose }: { onClose(): void }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const choose = (driverId: number) => {
    const next = new URLSearchParams(params);
    next.set(DRIVER_ID_PARAM, String(driverId));
    setParams(next, { replace: true });
  };
  return (
    <DialogBody actions={<CloseButton label="wallet.create.cancel" onClick={onClose} />}>
      <WalletDriverPicker
        value={null}
        onChange={(driver) => (driver ? choose(driver.id) : undefined)}
        helperText={translate('wallet.create.chooseHint')}
        autoFocus
        sx={{ mt: 1 }}
      />
    </DialogBody>
  );
};

/** Mounted once per opening (per visit of /wallet/create): the idempotency key of that opening. */
export const CreateWalletEntryDialog = ({ driverId, onClose }: CreateWalletEntryDialogProps) => {
  const translate = useTranslate();
  const driver = useWalletDriver(driverId);
  const title =
    driverId === undefined
      ? translate('wallet.create.chooseTitle')
      : driver.data
        ? translate('wallet.create.title', { name: driver.data.name })
        : translate('wallet.actions.create');
  return (
    <DialogFrame onClose={onClose} title={title} titleId="wallet-create-title">
      {driverId === undefined ? (
        <ChooseDriverStep onClose={onClose} />
      ) : (
        <CreateEntryStep driverId={driverId} onClose={onClose} />
      )}
    </DialogFrame>
  );
};

const CreateEntryStep = ({ driverId, onClose }: { driverId: number; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<WalletEntry>();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const driver = useWalletDriver(driverId);
  const notFound = driver.isError && isDriverNotFound(driver.error);

  const toDriverList = () => {
    notify('wallet.create.driverNotFound', { type: 'warning', autoHideDuration: TOAST_MS });
    navigate(DRIVERS_PATH);
  };

  useEffect(() => {
    if (notFound) toDriverList();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notFound]);

  const submit = async (values: WalletCreateFormValues) => {
    const meta: WalletCreateMeta = { idempotencyKey };
    try {
      const body = toWalletCreateBody(driverId, values);
      // The body is the API's (WalletCreateInput), not a record: the adapter sends it as it is.
      await create(WALLET_RESOURCE, { data: body as never, meta }, { returnPromise: true });
      notify('wallet.create.created', { type: 'success', autoHideDuration: TOAST_MS });
      onClose();
      return undefined;
    } catch (error) {
      if (isDriverNotFound(error)) {
        toDriverList();
        return undefined;
      }
      const fieldErrors = serverFieldErrors(error, fieldPath);
      if (fieldErrors) return fieldErrors;
      if (!isApiError(error, 401)) {
        // A failed create shows the generic message; the error is logged.
        console.error('Creating the wallet entry failed', error);
        notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      }
      return undefined;
    }
  };

  if (driver.data)
    return (
      <DialogForm<WalletCreateFormValues>
        record={emptyWalletCreateForm()}
        validate={validate}
        onSubmit={submit}
        onCancel={onClose}
        cancelLabel="wallet.create.cancel"
        submit={<AddOrSubtractButton />}
      >
        <Box sx={{ mb: 1, color: 'text.secondary', typography: 'body2' }}>{driver.data.email}</Box>
        <WalletEntryInputs />
      </DialogForm>
    );
  return (
    <DialogBody actions={<CloseButton label="wallet.create.cancel" onClick={onClose} />}>
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
    </DialogBody>
  );
};

/** The header button of the wallet page with a driver: "Create wallet entry" (wallet.canCreate only) opens /wallet/create. */
export const CreateWalletEntryButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<AddCircleOutlineIcon />}
      onClick={() => navigate(withSearch(WALLET_CREATE_PATH, params))}
    >
      {translate('wallet.actions.create')}
    </Button>
  );
};

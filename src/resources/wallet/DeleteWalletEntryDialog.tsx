// Delete a wallet entry: offered for non-deleted entries only. A settled entry (inside a closed payout period) shows a
// warning instead of the form: it cannot be deleted (the server refuses it too). Otherwise: reason (required) and
// comment (optional); success: "Wallet entry deleted" and the wallet's lists and entry pages reload; a failure: the
// generic message (logged), field errors under the fields, and they reload too (the entry may have changed meanwhile).
// The button is an icon in the list's rows and a labelled button on the entry's page.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Alert, Button, DialogContentText, IconButton, Stack, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { TOAST_MS } from '../../../domain/constants.ts';
import { walletDeleteSchema, type WalletEntry } from '../../../domain/walletSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { WALLET_RESOURCE } from '../../dataProvider/wallet.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { optionalText } from '../../forms/formValues.ts';
import { schemaValidator, topLevelField } from '../../forms/formErrors.ts';
import { useMoneyText } from './walletFormat.tsx';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { serverFieldErrors, type FieldPath } from '../../forms/formErrors.ts';
import { DialogBody, DialogForm, DialogFrame } from '../../forms/FormDialog.tsx';

/** Reloads what shows entries: the wallet lists and the entries' pages. */
const useReloadWallet = () => {
  const queryClient = useQueryClient();
  return () => {
    for (const method of ['getList', 'getOne'])
      void queryClient.invalidateQueries({ queryKey: [WALLET_RESOURCE, method] });
  };
};

interface DeleteFormValues {
  reason: string;
  comment: string;
}

/** Only the form's own fields take a server field error. */
const fieldPath: FieldPath = (path) =>
  path.length === 1 && (path[0] === 'reason' || path[0] === 'comment') ? [path[0]] : [];

export const DeleteWalletEntryDialog = ({ entry, onClose }: { entry: WalletEntry; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('wallet');
  const reload = useReloadWallet();
  const money = useMoneyText();
  const toBody = (values: DeleteFormValues) => ({
    walletEntryId: entry.id,
    reason: values.reason ?? '',
    comment: optionalText(values.comment),
  });
  const validate = schemaValidator<DeleteFormValues>(walletDeleteSchema, toBody, { fieldPath: topLevelField() });

  const submit = async (values: DeleteFormValues) => {
    try {
      await api.remove(toBody(values));
      notify('wallet.delete.deleted', { type: 'success', autoHideDuration: TOAST_MS });
      onClose();
      reload();
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fieldPath);
      if (fieldErrors) return fieldErrors;
      if (!isApiError(error, 401)) {
        // A failed delete shows its code's message (the generic one for an unknown code); the error is logged.
        console.error('Deleting the wallet entry failed', error);
        notify(serverErrorMessage(error), { type: 'error', autoHideDuration: TOAST_MS });
        onClose();
        reload();
      }
      return undefined;
    }
  };

  const summary = translate('wallet.delete.summary', {
    type: translate(`wallet.types.${entry.type}`),
    amount: money(entry.payoutDriver, entry.currency),
    driver: entry.driverName,
    createdAt: formatTimestamp(entry.createdAt),
  });

  return (
    <DialogFrame
      onClose={onClose}
      title={translate('wallet.delete.title', { no: entry.no })}
      titleId="wallet-delete-title"
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {entry.settled ? (
        <DialogBody
          actions={
            <Button variant="contained" onClick={onClose}>
              {translate('wallet.delete.close')}
            </Button>
          }
        >
          <Stack spacing={1.5}>
            <DialogContentText>{summary}</DialogContentText>
            <Alert severity="warning" role="alert">
              {translate('wallet.delete.settled')}
              {entry.settledAt
                ? ` ${translate('wallet.delete.settledAt', { date: formatTimestamp(entry.settledAt) })}`
                : ''}
            </Alert>
          </Stack>
        </DialogBody>
      ) : (
        <DialogForm<DeleteFormValues>
          record={{ reason: '', comment: '' }}
          validate={validate as never}
          onSubmit={submit}
          onCancel={onClose}
          cancelLabel="wallet.delete.cancel"
          submitLabel="wallet.delete.confirm"
          submitProps={{ color: 'error', startIcon: <DeleteOutlineIcon /> }}
        >
          <DialogContentText sx={{ mb: 2 }}>{summary}</DialogContentText>
          <TextInput
            source="reason"
            label="wallet.fields.reason"
            isRequired
            fullWidth
            helperText="wallet.delete.reasonHint"
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          <TextInput
            source="comment"
            label="wallet.fields.comment"
            fullWidth
            multiline
            minRows={2}
            helperText={false}
          />
        </DialogForm>
      )}
    </DialogFrame>
  );
};

/** The delete action of a row (an icon) or of the entry's page (`labelled`); a settled entry opens the warning. */
export const DeleteWalletEntryButton = ({ entry, labelled = false }: { entry: WalletEntry; labelled?: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('wallet.actions.delete', { no: entry.no });
  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {labelled ? (
        <Button
          size="small"
          variant="outlined"
          color={entry.settled ? 'inherit' : 'error'}
          startIcon={<DeleteOutlineIcon />}
          onClick={openDialog}
          aria-haspopup="dialog"
        >
          {translate('wallet.actions.deleteEntry')}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            color={entry.settled ? 'default' : 'error'}
            onClick={openDialog}
            aria-haspopup="dialog"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open ? <DeleteWalletEntryDialog entry={entry} onClose={() => setOpen(false)} /> : null}
    </>
  );
};

// A giving row's expansion: the transfer-amount form (a required whole number, at least 1, at most the item's available
// amount, errors under the field) or, for a product whose stock cannot be transferred (canTransferStock false), a text
// saying so. Submitting hands the amount to the page's transfer (pre-checks, the call, toasts, refresh); the button
// shows the transfer pending.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Stack, Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import { Form, NumberInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { msg } from '../../../domain/schemas.ts';
import { transferAmountSchema, type StockItem } from '../../../domain/stockSchemas.ts';
import { fieldValidator } from '../../forms/formErrors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

/** What a field error from the server looks like to the form ({amount: message}). */
export type TransferFieldErrors = Record<string, string> | undefined;

export interface TransferContextValue {
  /** Transfers the amount of the item from the giving to the receiving holder; field errors of a 400, if any. */
  transfer(item: StockItem, amount: number): Promise<TransferFieldErrors>;
  /** A transfer is being sent. */
  pending: boolean;
}

export const TransferContext = createContext<TransferContextValue>({ transfer: async () => undefined, pending: false });

const amountValidator = (available: number) => (value: unknown) =>
  value === null || value === undefined || value === ''
    ? { message: msg.required, args: {} }
    : fieldValidator(transferAmountSchema(available))(value);

/** Busy while this form submits or any transfer of the page is being sent. */
const TransferButton = () => {
  const translate = useTranslate();
  const { pending } = useContext(TransferContext);
  const { isSubmitting } = useFormState();
  const busy = pending || isSubmitting;
  return (
    <SubmitButton pending={busy} size="small" startIcon={<SwapHorizIcon />} sx={{ mt: 0.5 }}>
      {translate(busy ? 'stock.transfer.sending' : 'stock.transfer.submit')}
    </SubmitButton>
  );
};

export const TransferForm = () => {
  const item = useRecordContext<StockItem>();
  const translate = useTranslate();
  const { transfer } = useContext(TransferContext);
  if (!item) return null;
  return (
    <Box
      role="region"
      aria-label={translate('stock.transfer.regionLabel', { name: item.name })}
      sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}
      onClick={(event) => event.stopPropagation()}
    >
      {item.canTransferStock ? (
        // A new balance (after a transfer went through) starts the form again; a failure keeps the amount typed.
        <Form
          key={`${item.amount}-${item.available}`}
          record={EMPTY}
          defaultValues={{ amount: null }}
          noValidate
          onSubmit={(values: Record<string, unknown>) => transfer(item, Number(values.amount))}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <NumberInput
              source="amount"
              label="stock.transfer.amount"
              step={1}
              min={1}
              max={item.available}
              validate={amountValidator(item.available)}
              helperText={translate('stock.transfer.available', { available: item.available })}
              size="small"
              sx={{ width: 200 }}
            />
            <TransferButton />
          </Stack>
        </Form>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('stock.transfer.notTransferable')}
        </Typography>
      )}
    </Box>
  );
};

const EMPTY = {};

// Payment details: a payment type among the company's allowedPayments, and its code (ePRUF: at most 32 characters;
// BLIK: exactly 20 digits). Only when orderFormFields lists paymentDetails.
import { Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useOrderFormContext } from './OrderFormContext.tsx';
import type { OrderFormValues } from './orderFormValues.ts';

export const PaymentFields = () => {
  const translate = useTranslate();
  const { options } = useOrderFormContext();
  const type = useWatch<OrderFormValues, 'paymentDetails.paymentType'>({ name: 'paymentDetails.paymentType' });
  const choices = options.company.orderSettings.allowedPayments.map((id) => ({
    id,
    name: translate(`orderForm.payment.types.${id}`),
  }));
  return (
    <Grid container spacing={1}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="paymentDetails.paymentType"
          label="orderForm.payment.type"
          choices={choices}
          emptyText="orderForm.payment.none"
          emptyValue=""
          translateChoice={false}
          fullWidth
        />
      </Grid>
      {(type === 'epruf_code' || type === 'blik_manual') && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="paymentDetails.paymentCode"
            label={type === 'epruf_code' ? 'orderForm.payment.eprufCode' : 'orderForm.payment.code'}
            helperText={type === 'epruf_code' ? 'orderForm.payment.eprufHelper' : 'orderForm.payment.codeHelper'}
            isRequired={type === 'epruf_code'}
            fullWidth
            slotProps={{
              htmlInput:
                type === 'blik_manual'
                  ? { inputMode: 'numeric', maxLength: 20, autoComplete: 'off' }
                  : { maxLength: 32, autoComplete: 'off' },
            }}
          />
        </Grid>
      )}
    </Grid>
  );
};

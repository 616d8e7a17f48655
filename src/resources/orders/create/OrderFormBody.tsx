// The layout of the /orders/new form: products and order details on the left; pickup point, receiver, package size,
// estimate and delivery slot on the right; reset and submit at the bottom.
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import { Button, Grid, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import type { FormProduct } from '../../../../domain/orderCreateApi.ts';
import { EXTERNAL_ID_MAX } from '../../../../domain/constants.ts';
import { ConfirmDialog } from '../../../forms/FormDialog.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { CountedTextInput } from './CountedTextInput.tsx';
import { addBlock, PICKUP_REQUIRED_TYPES, cartType } from './cartRules.ts';
import { PickupPointBlock, ReceiverBlock } from './AddressBlocks.tsx';
import { DeliveryEstimate, type EstimateState } from './DeliveryEstimate.tsx';
import { DriverAvailabilityNotice } from './DriverAvailabilityNotice.tsx';
import { FormSection } from './FormSection.tsx';
import { useFormField, useOrderFormContext } from './OrderFormContext.tsx';
import { newProductLine, type OrderFormValues, type ProductLineValues } from './orderFormValues.ts';
import { PackageSizeField } from './PackageSizeField.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { ProductCart, useProductsArray } from './ProductCart.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { SuggestedProductsDialog } from './SuggestedProductsDialog.tsx';

export interface OrderFormBodyProps {
  /** False for a not-activated account: the order may be prepared but not sent. */
  canSubmit: boolean;
  pending: boolean;
  estimate: EstimateState;
  setEstimate(state: EstimateState): void;
  /** Suggested products offered by the last submit (empty: no dialog). */
  suggested: FormProduct[];
  onSuggestedClose(): void;
  /** Submit again without offering the suggestions. */
  onSubmitWithoutSuggestions(): void;
  initialValues: OrderFormValues;
}

const OrderDetails = () => {
  const externalId = useFormField('externalId');
  const pmi = useFormField('pmiOrderCode');
  const pmi2 = useFormField('pmiOrderCode2');
  const swapType = useFormField('swapType');
  const notes = useFormField('notes');
  return (
    <Grid container spacing={1}>
      {externalId && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountedTextInput
            source="externalId"
            label="orderForm.details.externalId"
            hint="orderForm.details.externalIdHelper"
            max={EXTERNAL_ID_MAX}
            fullWidth
          />
        </Grid>
      )}
      {pmi && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="pmiOrderCode" label="orderForm.details.pmiOrderCode" fullWidth />
        </Grid>
      )}
      {pmi2 && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="pmiOrderCode2" label="orderForm.details.pmiOrderCode2" fullWidth />
        </Grid>
      )}
      {swapType && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="swapType" label="orderForm.details.swapType" fullWidth />
        </Grid>
      )}
      {notes && (
        <Grid size={12}>
          <TextInput source="notes" label="orderForm.details.notes" fullWidth multiline minRows={2} />
        </Grid>
      )}
    </Grid>
  );
};

export const OrderFormBody = (props: OrderFormBodyProps) => {
  const translate = useTranslate();
  const { options } = useOrderFormContext();
  const settings = options.company.orderSettings;
  const { reset } = useFormContext<OrderFormValues>();
  const products = useProductsArray();
  const cart = (useWatch<OrderFormValues, 'products'>({ name: 'products' }) ?? []) as ProductLineValues[];
  const [confirmReset, setConfirmReset] = useState(false);
  const type = cartType(cart, options.products);
  const pickupRequired = !type || PICKUP_REQUIRED_TYPES.includes(type);
  const receiverLocations = cart.some(
    (line) => options.products.find((p) => p.id === line.id)?.productSettings.showLocationsSelectForReceiverOnOrderForm,
  );
  const hasScheduled = settings.orderFormFields.includes('scheduledAt');
  const hasPayment = settings.orderFormFields.includes('paymentDetails');
  const hasDetails = ['externalId', 'notes', 'pmiOrderCode', 'pmiOrderCode2', 'swapType'].some((f) =>
    settings.orderFormFields.includes(f),
  );

  const addSuggested = () => {
    const lines: { id: number }[] = [...cart];
    for (const product of props.suggested) {
      if (addBlock(product, lines, options.products, settings.maxOrderProductsAllowed)) continue;
      products.append(newProductLine(product), { shouldFocus: false });
      lines.push({ id: product.id });
    }
    props.onSuggestedClose();
  };

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <FormSection id="section-products" title={translate('orderForm.sections.products')}>
              <ProductCart products={products} />
            </FormSection>
            {hasDetails && (
              <FormSection id="section-details" title={translate('orderForm.sections.details')}>
                <OrderDetails />
              </FormSection>
            )}
            {hasPayment && (
              <FormSection id="section-payment" title={translate('orderForm.sections.payment')}>
                <PaymentFields />
              </FormSection>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <FormSection
              id="section-pickup"
              title={translate(
                pickupRequired ? 'orderForm.sections.pickupPoint' : 'orderForm.sections.pickupPointOptional',
              )}
            >
              <PickupPointBlock />
              <DriverAvailabilityNotice />
            </FormSection>
            <FormSection id="section-receiver" title={translate('orderForm.sections.receiver')}>
              <ReceiverBlock offerLocations={receiverLocations} />
            </FormSection>
            <FormSection id="section-package" title={translate('orderForm.sections.packageSize')}>
              <PackageSizeField />
            </FormSection>
            {settings.showDeliveryEstimationOnForm && (
              <FormSection id="section-estimate" title={translate('orderForm.sections.estimate')}>
                <DeliveryEstimate state={props.estimate} setState={props.setEstimate} />
              </FormSection>
            )}
            {hasScheduled && (
              <FormSection id="section-schedule" title={translate('orderForm.sections.schedule')}>
                <SlotPicker />
              </FormSection>
            )}
          </Stack>
        </Grid>
      </Grid>
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 2,
          px: 2,
          py: 1.5,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
        }}
      >
        <Button
          startIcon={<RestartAltIcon />}
          onClick={() => setConfirmReset(true)}
          disabled={props.pending}
          aria-haspopup="dialog"
        >
          {translate('orderForm.reset.button')}
        </Button>
        <SubmitButton pending={props.pending} disabled={!props.canSubmit} startIcon={<SendIcon />} size="large">
          {translate('orderForm.submit')}
        </SubmitButton>
      </Paper>
      <ConfirmDialog
        open={confirmReset}
        title={translate('orderForm.reset.title')}
        content={translate('orderForm.reset.content')}
        confirmLabel="orderForm.reset.button"
        onConfirm={() => {
          reset(props.initialValues);
          props.setEstimate({ status: 'idle' });
          setConfirmReset(false);
        }}
        onClose={() => setConfirmReset(false)}
      />
      <SuggestedProductsDialog
        products={props.suggested}
        onAdd={addSuggested}
        onContinue={props.onSubmitWithoutSuggestions}
        onClose={props.onSuggestedClose}
      />
    </>
  );
};

// Pickup verification (POST /order/check-pickup-verification-code): the pick-up PIN the pickup point gives (required);
// a right PIN marks the order picked up.
import { TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { checkPickupCodeSchema } from '../../../../domain/schemas.ts';
import { ActionDialog, ActionForm, type OrderActionDialogProps } from './ActionDialog.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { useOrderAction } from './useOrderAction.ts';
import { schemaValidator, topLevelField } from '../../../forms/formErrors.ts';

interface PinValues {
  verificationCode?: string | null;
}

const DEFAULTS = { verificationCode: '' };

export const PickupVerificationDialog = ({ order, open, onClose }: OrderActionDialogProps) => {
  const translate = useTranslate();
  const verify = useOrderAction('pickUpVerification', (api, code: string) => api.checkPickupCode(order.id, code), {
    onSuccess: onClose,
  });
  const toBody = (values: PinValues) => ({ orderId: order.id, verificationCode: values.verificationCode ?? '' });
  const validate = schemaValidator<PinValues>(checkPickupCodeSchema, toBody, { fieldPath: topLevelField() });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={translate('orderActions.pickup.title', { orderNo: order.orderNo })}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('orderActions.pickup.hint')}
      </Typography>
      <ActionForm<PinValues>
        defaultValues={DEFAULTS}
        validate={validate}
        send={(values) => verify.mutateAsync((values.verificationCode ?? '').trim())}
      >
        <TextInput
          source="verificationCode"
          label="orderActions.pickup.pin"
          autoComplete="off"
          isRequired
          fullWidth
          autoFocus
        />
        <SubmitButton pending={verify.isPending}>{translate('orderActions.pickup.submit')}</SubmitButton>
      </ActionForm>
    </ActionDialog>
  );
};

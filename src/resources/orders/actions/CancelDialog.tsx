// Cancel order (POST /order/cancel). An operator who decides cancellations (orders.canDecideCancellation) picks a
// reason offered for the order's stage, renewal, return of picked-up goods and driver payment (each with the server's
// default) and force-cancel; everybody else (a client user) picks one of the client's reasons and may add a comment,
// and the server takes its defaults for the rest. The dialog opens with the focus in its first field, the reason.
import { Stack } from '@mui/material';
import { useId } from 'react';
import { RadioButtonGroupInput, SelectInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../../../domain/api.ts';
import {
  CREATE_RETURN_OPTIONS,
  PAYABLE_OPTIONS,
  RENEWAL_OPTIONS,
  cancelPayload,
  cancellationReasonsFor,
  type CancelFormValues,
} from '../../../../domain/orderActionRules.ts';
import { cancelOrderSchema } from '../../../../domain/schemas.ts';
import type { CancelOrderBody } from '../../../dataProvider/orderActions.ts';
import { ActionDialog, ActionForm, type OrderActionDialogProps } from './ActionDialog.tsx';
import { CheckboxInput } from './CheckboxInput.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { useOrderAction } from './useOrderAction.ts';
import { optionalText } from '../../../forms/formValues.ts';
import { schemaValidator, topLevelField } from '../../../forms/formErrors.ts';
import { useCan } from '../../../authProvider/useAccess.ts';

const choices = (group: string, options: readonly string[]) =>
  options.map((id) => ({ id, name: `orderActions.cancel.${group}.${id}` }));

/** The request body: the options mapped to the schema's values, a blank comment left out; a caller who may not decide them sends none. */
const cancelBody = (orderId: number, values: CancelFormValues, decides: boolean) =>
  cancelPayload(
    orderId,
    decides
      ? { ...values, comment: optionalText(values.comment) }
      : { reason: values.reason, comment: optionalText(values.comment) },
  ) as CancelOrderBody;

export const CancelDialog = ({ order, open, onClose }: OrderActionDialogProps) => {
  const translate = useTranslate();
  const formId = useId();
  const { permissions } = usePermissions<Permissions>();
  const decides = useCan('orders', 'decideCancellation');
  const reasons = cancellationReasonsFor(order, permissions?.orders);
  const cancel = useOrderAction('cancelOrder', (api, body: CancelOrderBody) => api.cancel(body), {
    onSuccess: onClose,
  });
  const validate = schemaValidator<CancelFormValues>(
    cancelOrderSchema,
    (values) => cancelBody(order.id, values, decides),
    { fieldPath: topLevelField() },
  );
  const defaults: CancelFormValues = {
    reason: reasons[0],
    renewal: 'default',
    createReturn: 'default',
    payable: 'default',
    forceCancel: false,
    comment: '',
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={translate('orderActions.cancel.title', { orderNo: order.orderNo })}
      maxWidth="md"
      actions={
        <SubmitButton form={formId} pending={cancel.isPending} color="error">
          {translate('orderActions.cancel.submit')}
        </SubmitButton>
      }
    >
      <ActionForm<CancelFormValues>
        id={formId}
        defaultValues={defaults}
        validate={validate}
        send={(values) => cancel.mutateAsync(cancelBody(order.id, values, decides))}
      >
        <Stack spacing={0.5}>
          <SelectInput
            source="reason"
            label="orderActions.cancel.reason"
            choices={reasons.map((id) => ({ id, name: `orders.cancellationReason.${id}` }))}
            isRequired
            fullWidth
            autoFocus
          />
          {decides && (
            <>
              <RadioButtonGroupInput
                source="renewal"
                label="orderActions.cancel.renewal.label"
                choices={choices('renewal', RENEWAL_OPTIONS)}
                row
              />
              <RadioButtonGroupInput
                source="createReturn"
                label="orderActions.cancel.createReturn.label"
                choices={choices('createReturn', CREATE_RETURN_OPTIONS)}
                row
              />
              <RadioButtonGroupInput
                source="payable"
                label="orderActions.cancel.payable.label"
                choices={choices('payable', PAYABLE_OPTIONS)}
                row
              />
              <CheckboxInput
                source="forceCancel"
                label="orderActions.cancel.forceCancel"
                helperText="orderActions.cancel.forceCancelHelp"
              />
            </>
          )}
          <TextInput source="comment" label="orderActions.cancel.comment" multiline minRows={2} fullWidth />
        </Stack>
      </ActionForm>
    </ActionDialog>
  );
};

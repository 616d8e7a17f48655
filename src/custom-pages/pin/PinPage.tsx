// /pin: the public find-and-verify page. A visitor types the order's creation date (not in the future), its number
// (exactly 4 characters) and the pick-up PIN, all required; each successful verification marks the order picked up and
// is listed below as a success alert, newest first; failures are error toasts by the server's error code.
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { Form, LinkBase, TextInput, useNotify, useTranslate } from 'react-admin';
import { ORDER_NO_LENGTH } from '../../../domain/constants.ts';
import {
  pickupErrorCode,
  warsawToday,
  type FindAndVerifyPickupBody,
  type FindAndVerifyPickupResponse,
} from '../../../domain/pickupSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { onlyFields, serverFieldErrors } from '../../forms/formErrors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { CenteredPage } from '../shared/CenteredPage.tsx';
import { validateCreatedAt, validateOrderNo, validatePin } from './pinValidators.ts';

interface PinValues {
  createdAt?: string | null;
  orderNo?: string | null;
  pin?: string | null;
}

interface Verified extends FindAndVerifyPickupResponse {
  id: number;
}

const TIME_FORMAT = 'HH:mm';

const toBody = (values: PinValues): FindAndVerifyPickupBody => ({
  createdAt: values.createdAt ?? '',
  orderNo: (values.orderNo ?? '').trim().toUpperCase(),
  pin: (values.pin ?? '').trim(),
});

/** Server field errors (400) under the form's fields; others are left to the error code's toast. */
const fieldPath = onlyFields(['createdAt', 'orderNo', 'pin']);

const PinForm = ({ onVerified }: { onVerified(result: FindAndVerifyPickupResponse): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const pickup = useAppApi('pickup');
  const today = warsawToday();
  // After a success the form starts again for the next order, keeping the date.
  const [round, setRound] = useState({ key: 0, createdAt: today });
  const verify = useMutation({ mutationFn: (body: FindAndVerifyPickupBody) => pickup.findAndVerify(body) });

  const submit = async (values: PinValues) => {
    try {
      const result = await verify.mutateAsync(toBody(values));
      onVerified(result);
      setRound((r) => ({ key: r.key + 1, createdAt: values.createdAt ?? today }));
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fieldPath);
      if (fieldErrors) return fieldErrors;
      notify(`pin.errors.${pickupErrorCode(isApiError(error) ? error.errorCode : undefined)}`, { type: 'error' });
      return undefined;
    }
  };

  const pending = verify.isPending;
  return (
    <Form
      key={round.key}
      defaultValues={{ createdAt: round.createdAt, orderNo: '', pin: '' }}
      onSubmit={(values: Record<string, unknown>) => submit(values as PinValues)}
      noValidate
    >
      <Stack spacing={1}>
        <TextInput
          source="createdAt"
          label="pin.createdAt"
          type="date"
          validate={validateCreatedAt}
          slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextInput
          source="orderNo"
          label="pin.orderNo"
          validate={validateOrderNo}
          parse={(value: string) => (value ?? '').toUpperCase()}
          slotProps={{ htmlInput: { maxLength: ORDER_NO_LENGTH, autoCapitalize: 'characters', spellCheck: false } }}
          autoComplete="off"
          autoFocus
          fullWidth
        />
        <TextInput
          source="pin"
          label="pin.pin"
          validate={validatePin}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          fullWidth
        />
        <SubmitButton pending={pending} fullWidth>
          {translate('pin.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
};

export const PinPage = () => {
  const translate = useTranslate();
  const [verified, setVerified] = useState<Verified[]>([]);
  const add = (result: FindAndVerifyPickupResponse) =>
    setVerified((list) => [{ ...result, id: (list[0]?.id ?? 0) + 1 }, ...list]);

  return (
    <CenteredPage titleKey="pin.title" maxWidth={480}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('pin.intro')}
      </Typography>
      <PinForm onVerified={add} />
      {verified.length > 0 && (
        <Box component="section" aria-labelledby="pin-verified-title" sx={{ mt: 3 }}>
          <Divider sx={{ mb: 2 }} />
          <Typography id="pin-verified-title" variant="subtitle2" component="h2" gutterBottom>
            {translate('pin.verifiedListTitle')}
          </Typography>
          <Stack spacing={1}>
            {verified.map((v) => (
              <Alert key={v.id} severity="success">
                {translate('pin.verified', { orderNo: v.orderNo, time: format(new Date(v.verifiedAt), TIME_FORMAT) })}
              </Alert>
            ))}
          </Stack>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={LinkBase} to="/login" size="small">
          {translate('auth.backToLogin')}
        </Button>
      </Box>
    </CenteredPage>
  );
};

// The delivery estimate (POST /order/check-delivery-availability): status idle, in progress, success (with the query
// used) or failure; distance in km and price with 2 decimals and the currency; outdated when the pickup or the receiver
// address differs from the last query. A refusal names the address outside coverage and marks its zip code.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { TOAST_MS } from '../../../../domain/constants.ts';
import type {
  AddressInput,
  DeliveryAvailabilityInput,
  DeliveryAvailabilityResult,
} from '../../../../domain/orderCreateApi.ts';
import { isApiError } from '../../../dataProvider/errors.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { formatDistanceKm, formatMoney } from '../../../i18n/format.ts';
import { errorCodeOf, orderFormError } from './orderCreateErrors.ts';
import { estimateIssues } from './orderFormValidation.ts';
import { receiverAddress, senderAddress, type OrderFormValues } from './orderFormValues.ts';
import { useOrderFormContext } from './OrderFormContext.tsx';
import { useDerivedPackageSize } from './PackageSizeField.tsx';
import { toMinorUnits } from '../../../../domain/validators.ts';

export type EstimateState =
  | { status: 'idle' }
  | { status: 'pending'; query: DeliveryAvailabilityInput }
  | { status: 'success'; query: DeliveryAvailabilityInput; result: DeliveryAvailabilityResult }
  | {
      status: 'failure';
      query: DeliveryAvailabilityInput;
      code: string;
      message: string;
      /** The message's arguments (the address outside coverage, orderCreateErrors.ts). */
      args?: Record<string, unknown>;
    };

const sameAddress = (a: AddressInput | undefined, b: AddressInput | undefined) =>
  (!a && !b) || (!!a && !!b && a.street === b.street && a.city === b.city && a.zipCode === b.zipCode);

/** The estimate is outdated when either address differs from the one last asked about. */
export const isOutdated = (query: DeliveryAvailabilityInput, values: OrderFormValues): boolean =>
  !sameAddress(query.sender, senderAddress(values)) || !sameAddress(query.receiver, receiverAddress(values));

export const useEstimateState = () => useState<EstimateState>({ status: 'idle' });

export const DeliveryEstimate = ({
  state,
  setState,
}: {
  state: EstimateState;
  setState(state: EstimateState): void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const api = useAppApi('orderCreate');
  const { options } = useOrderFormContext();
  const { getValues, setError, clearErrors } = useFormContext<OrderFormValues>();
  const packageSize = useDerivedPackageSize().size;
  // Re-render on address changes, to mark the estimate outdated.
  const watched = useWatch<OrderFormValues>({
    name: [
      'pickupPoint.street',
      'pickupPoint.city',
      'pickupPoint.zipCode',
      'pickupPoint.locationId',
      'pickupPoint.name',
      'clientStreet',
      'clientCity',
      'clientZipCode',
    ],
  });
  void watched;
  const check = useMutation({
    mutationFn: (query: DeliveryAvailabilityInput) => api.checkDeliveryAvailability(query),
  });

  const run = async () => {
    const values = getValues();
    const issues = estimateIssues(values, options.company.id);
    const fields = [
      'pickupPoint.street',
      'pickupPoint.city',
      'pickupPoint.zipCode',
      'clientStreet',
      'clientCity',
      'clientZipCode',
    ] as const;
    clearErrors(fields);
    if (issues.size) {
      for (const [field, issue] of issues) {
        setError(field as (typeof fields)[number], {
          type: 'manual',
          message: { message: issue.message, args: issue.args } as never,
        });
      }
      return;
    }
    const query: DeliveryAvailabilityInput = {
      companyId: options.company.id,
      ...(senderAddress(values) ? { sender: senderAddress(values) } : {}),
      receiver: receiverAddress(values),
      ...(packageSize ? { packageSize } : {}),
    };
    setState({ status: 'pending', query });
    try {
      const result = await check.mutateAsync(query);
      setState({ status: 'success', query, result });
      notify('orderForm.estimate.success', { type: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      const { message, args, fields: marked } = orderFormError('checkDeliveryAvailability', error, query, locale);
      setState({ status: 'failure', query, code: errorCodeOf('checkDeliveryAvailability', error), message, args });
      // The address outside coverage: its zip code says so.
      for (const [field, key] of Object.entries(marked))
        setError(field as (typeof fields)[number], { type: 'server', message: key });
      if (!isApiError(error, 401)) notify(message, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: args });
    }
  };

  const values = getValues();
  const outdated = state.status !== 'idle' && state.status !== 'pending' && isOutdated(state.query, values);
  return (
    <Stack spacing={1} aria-live="polite">
      <Box>
        <SubmitButton
          type="button"
          variant={state.status === 'success' && !outdated ? 'outlined' : 'contained'}
          color="secondary"
          pending={state.status === 'pending'}
          startIcon={<LocalShippingIcon />}
          onClick={run}
        >
          {translate(state.status === 'idle' ? 'orderForm.estimate.check' : 'orderForm.estimate.checkAgain')}
        </SubmitButton>
      </Box>
      {state.status === 'idle' && (
        <Typography variant="body2" color="text.secondary">
          {translate('orderForm.estimate.idle')}
        </Typography>
      )}
      {state.status === 'pending' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{translate('orderForm.estimate.pending')}</Typography>
        </Stack>
      )}
      {state.status === 'success' && (
        <Box
          data-testid="delivery-estimate"
          sx={{
            opacity: outdated ? 0.6 : 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            alignItems: 'baseline',
          }}
        >
          {!state.result.available && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {translate('orderForm.estimate.unavailable')}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('orderForm.estimate.distance')}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {formatDistanceKm(state.result.estimatedDistance, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('orderForm.estimate.price')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {formatMoney(toMinorUnits(state.result.price), state.result.currency, locale)}
            {state.result.multiplier && state.result.multiplier !== 1 ? (
              <Chip
                size="small"
                color="secondary"
                label={translate('orderForm.estimate.multiplier', { value: state.result.multiplier })}
                sx={{ ml: 1 }}
              />
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('orderForm.estimate.packageSize')}
          </Typography>
          <Typography variant="body2">{state.result.packageSize}</Typography>
          {state.result.region && (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('orderForm.estimate.region')}
              </Typography>
              <Typography variant="body2">{state.result.region}</Typography>
            </>
          )}
        </Box>
      )}
      {state.status === 'failure' && <Alert severity="error">{translate(state.message, state.args)}</Alert>}
      {outdated && (
        <Alert severity="warning" icon={<WarningAmberIcon fontSize="small" />} role="status">
          {translate('orderForm.estimate.outdated')}
        </Alert>
      )}
    </Stack>
  );
};

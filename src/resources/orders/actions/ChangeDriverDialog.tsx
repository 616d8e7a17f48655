// Change driver (POST /order/change-driver): a region, then a driver of that region who may deliver for the order's
// company, and an optional comment. Choosing another region drops a chosen driver who is not in it. Above them, the
// dispatch help: the online drivers nearest to where the goods are, one click choosing the driver and its region. The
// current driver is named and is not offered; once the goods are with that driver (picked up, arrived) a warning says
// that they must be handed over to the new one.
import { useRegionsQuery } from '../../shared/choiceQueries.ts';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, type ChangeEvent } from 'react';
import { SelectInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OrderDetails } from '../../../../domain/api.ts';
import type { DriverListItem } from '../../../../domain/driverSchemas.ts';
import { driverFitsRegion, goodsWithDriver } from '../../../../domain/orderActionRules.ts';
import { changeDriverSchema } from '../../../../domain/schemas.ts';
import type { ChangeDriverBody } from '../../../dataProvider/orderActions.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { ActionDialog, ActionForm, type OrderActionDialogProps } from './ActionDialog.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { useOrderAction } from './useOrderAction.ts';
import { NearestDrivers } from './NearestDrivers.tsx';
import type { NearestDriver } from '../../../../domain/dispatch.ts';
import { optionalText } from '../../../forms/formValues.ts';
import { schemaValidator, topLevelField } from '../../../forms/formErrors.ts';

interface ChangeDriverValues {
  regionId?: number | '' | null;
  driverId?: number | '' | null;
  comment?: string | null;
}

const STALE_MS = 60_000;

const changeDriverBody = (orderId: number, values: ChangeDriverValues): ChangeDriverBody => ({
  orderId,
  // No driver yet: 0, which the schema refuses with the required message.
  driverId: Number(values.driverId || 0),
  comment: optionalText(values.comment),
});

/** The same cache as the order list's region filter. */
const useRegions = useRegionsQuery;

/** The active, unblocked drivers of a region (by name) who may deliver for the company. */
const useRegionDrivers = (regionName: string | undefined, companyId: number) => {
  const api = useAppApi('orderActions');
  return useQuery<DriverListItem[]>({
    queryKey: ['orderActions', 'drivers', regionName, companyId],
    queryFn: ({ signal }) => api.drivers({ region: regionName, active: true, blocked: false, companyId }, signal),
    enabled: Boolean(regionName),
    staleTime: STALE_MS,
  });
};

const DriverFields = ({ order }: { order: OrderDetails }) => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<ChangeDriverValues>();
  const regionId = useWatch<ChangeDriverValues, 'regionId'>({ name: 'regionId' });
  const regions = useRegions();
  // The order's region stays selectable even when the region list leaves it out (inactive region).
  const regionChoices = [...(regions.data ?? [])];
  if (!regionChoices.some((r) => r.id === order.region.id)) regionChoices.unshift({ ...order.region, active: false });
  const regionName = regionChoices.find((r) => r.id === Number(regionId))?.name;
  const drivers = useRegionDrivers(regionId ? regionName : undefined, order.company.id);

  const onRegionChange = (event: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const nextRegion = Number('target' in event ? event.target.value : event.id) || null;
    const chosen = getValues('driverId');
    const driver = (drivers.data ?? []).find((d) => d.id === Number(chosen));
    if (chosen && !driverFitsRegion(driver, nextRegion)) setValue('driverId', '', { shouldDirty: true });
  };

  const driverId = useWatch<ChangeDriverValues, 'driverId'>({ name: 'driverId' });
  const pick = (driver: NearestDriver) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('regionId', driver.region.id, options);
    setValue('driverId', driver.id, options);
  };

  // The current driver stays in the list, marked and not selectable: the order is already theirs.
  const driverChoices = (drivers.data ?? []).map((d) => {
    const current = d.id === order.driver?.id;
    const option = { name: `${d.firstName} ${d.lastName}`, email: d.email };
    return {
      id: d.id,
      name: translate(`orderActions.changeDriver.${current ? 'currentDriverOption' : 'driverOption'}`, option),
      disabled: current,
    };
  });
  const currentName = order.driver ? `${order.driver.firstName} ${order.driver.lastName}` : null;
  const onTheRoad = goodsWithDriver(order.status);

  return (
    <>
      {currentName && onTheRoad && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('orderActions.changeDriver.goodsWithDriver', { name: currentName })}
        </Alert>
      )}
      <NearestDrivers
        orderId={order.id}
        goodsWithDriver={onTheRoad}
        selectedId={driverId ? Number(driverId) : null}
        onPick={pick}
      />
      {currentName && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('orderActions.changeDriver.current', { name: currentName })}
        </Typography>
      )}
      <SelectInput
        source="regionId"
        label="orderActions.changeDriver.region"
        choices={regionChoices}
        translateChoice={false}
        isPending={regions.isPending}
        onChange={onRegionChange}
        isRequired
        fullWidth
        autoFocus
      />
      {drivers.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('orderActions.changeDriver.loadFailed')}
        </Alert>
      ) : (
        <SelectInput
          source="driverId"
          label="orderActions.changeDriver.driver"
          choices={driverChoices}
          translateChoice={false}
          disabled={!regionId}
          isPending={drivers.isLoading}
          helperText={drivers.isSuccess && !driverChoices.length ? 'orderActions.changeDriver.noDrivers' : undefined}
          isRequired
          fullWidth
        />
      )}
    </>
  );
};

export const ChangeDriverDialog = ({ order, open, onClose }: OrderActionDialogProps) => {
  const translate = useTranslate();
  const formId = useId();
  const change = useOrderAction('changeOrderDriver', (api, body: ChangeDriverBody) => api.changeDriver(body), {
    onSuccess: onClose,
  });
  const validate = schemaValidator<ChangeDriverValues>(
    changeDriverSchema,
    (values) => changeDriverBody(order.id, values),
    {
      fieldPath: topLevelField(),
      required: ['regionId'],
    },
  );
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={translate('orderActions.changeDriver.title', { orderNo: order.orderNo })}
      actions={
        <SubmitButton form={formId} pending={change.isPending}>
          {translate('orderActions.changeDriver.submit')}
        </SubmitButton>
      }
    >
      <ActionForm<ChangeDriverValues>
        id={formId}
        defaultValues={{ regionId: order.region.id, driverId: '', comment: '' }}
        validate={validate}
        send={(values) => change.mutateAsync(changeDriverBody(order.id, values))}
      >
        <Stack>
          <DriverFields order={order} />
          <TextInput source="comment" label="orderActions.changeDriver.comment" multiline minRows={2} fullWidth />
        </Stack>
      </ActionForm>
    </ActionDialog>
  );
};

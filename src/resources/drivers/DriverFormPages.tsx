// A driver's create and edit pages: one form (DriverInputs) validated with the shared schema, sent whole through the
// data provider (create → POST /driver/create, update → POST /driver/update), the server's field errors under their
// fields (a taken e-mail under the e-mail) and its refusals as messages. A user who only reads drivers sees the edit
// form without its save button; the create page sends it back to the list.
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Form, Title, useCreate, useNotify, usePermissions, useTranslate, useUpdate } from 'react-admin';
import { DRIVER_ERROR_CODES, type DriverDetails } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { BackLink, RecordPageState, useRecordPage, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useSaveFailure } from '../../forms/FormToolbar.tsx';
import { DriverInputs } from './DriverInputs.tsx';
import { DriverStateActions, useCanManageDrivers } from './DriverStateActions.tsx';
import {
  driverFields,
  driverFieldPath,
  driverFormValues,
  newDriverValues,
  validateDriverCreateForm,
  validateDriverEditForm,
  type DriverFormValues,
} from './driverForm.ts';
import { DRIVER_LIST_PATH, driverShowPath } from './paths.ts';

/** A taken e-mail goes under the e-mail. */
const EMAIL_TAKEN = { [DRIVER_ERROR_CODES.emailTaken]: 'email' };

export const DriverCreatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<DriverDetails & { password?: string }, Error, DriverDetails>();
  const queryClient = useQueryClient();
  const failure = useSaveFailure({ what: 'Driver create', fieldPath: driverFieldPath, conflictFields: EMAIL_TAKEN });
  const canManage = useCanManageDrivers();
  const { isPending: permissionsPending } = usePermissions();
  const record = useMemo(() => newDriverValues(), []);
  if (permissionsPending) return null;
  if (!canManage) return <Navigate to={DRIVER_LIST_PATH} replace />;

  const submit = async (values: object) => {
    const v = values as DriverFormValues;
    try {
      const driver = (await create(
        DRIVERS_RESOURCE,
        { data: { ...driverFields(v), password: v.password ?? '' } as never },
        { returnPromise: true },
      )) as DriverDetails;
      notify('drivers.notifications.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [DRIVERS_RESOURCE] });
      navigate(driverShowPath(driver.id));
      return undefined;
    } catch (error) {
      return failure(error);
    }
  };

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title="drivers.page.create" />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box>
          <BackLink to={DRIVER_LIST_PATH} label={translate('drivers.page.backToList')} />
        </Box>
        <Typography variant="h5" component="h1">
          {translate('drivers.page.create')}
        </Typography>
      </Stack>
      <Form record={record} validate={validateDriverCreateForm} onSubmit={submit} warnWhenUnsavedChanges>
        <DriverInputs isNew />
        <FormToolbar />
      </Form>
    </Box>
  );
};

/** A driver's id from the path and the driver (GET /driver/details), shared by the edit and show pages. */
export const useDriverPage = () => useRecordPage<DriverDetails>(DRIVERS_RESOURCE);

/** The edit and show pages until their driver is there. */
const DRIVER_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.driver_not_found',
  loadErrorKey: 'drivers.page.loadError',
  titleKey: 'drivers.list.title',
  backTo: DRIVER_LIST_PATH,
  backLabelKey: 'drivers.page.backToList',
};

export const DriverPageState = (props: { valid: boolean; error: unknown; refetch(): unknown }) => (
  <RecordPageState {...props} {...DRIVER_PAGE} />
);

export const DriverEditPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<DriverDetails>();
  const queryClient = useQueryClient();
  const failure = useSaveFailure({ what: 'Driver update', fieldPath: driverFieldPath, conflictFields: EMAIL_TAKEN });
  const canManage = useCanManageDrivers();
  const { id, valid, data, isPending, error, refetch } = useDriverPage();
  // One record object per loaded driver: the form resets when its record changes.
  const record = useMemo(() => (data ? driverFormValues(data) : undefined), [data]);
  if (!valid || error || isPending || !data || !record)
    return <DriverPageState valid={valid} error={error} refetch={refetch} />;

  const submit = async (values: object) => {
    try {
      await update(
        DRIVERS_RESOURCE,
        { id, data: driverFields(values as DriverFormValues), previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify('drivers.notifications.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [DRIVERS_RESOURCE, 'getList'] });
      return undefined;
    } catch (err) {
      return failure(err);
    }
  };

  const name = `${data.firstName} ${data.lastName}`;
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={translate('drivers.page.edit', { name })} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <BackLink to={DRIVER_LIST_PATH} label={translate('drivers.page.backToList')} />
          <BackLink to={driverShowPath(id)} label={translate('drivers.page.backToDriver')} />
        </Stack>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('drivers.page.edit', { name })}
        </Typography>
        <DriverStateActions driver={data} />
      </Stack>
      <Form record={record} validate={validateDriverEditForm} onSubmit={submit} warnWhenUnsavedChanges>
        <DriverInputs isNew={false} />
        {canManage ? <FormToolbar /> : null}
      </Form>
    </Box>
  );
};

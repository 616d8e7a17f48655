// A driver's create and edit pages on react-admin's controllers (CreateBase, EditBase through RecordEdit): one form
// (DriverInputs) validated with the shared schema, sent whole through the data provider (create → POST /driver/create,
// update → POST /driver/update) with the resource's notifications (resources.drivers.notifications.*), a new driver's
// page after a create; the server's field errors under their fields (a taken e-mail under the e-mail) and its refusals
// as messages. A user who only reads drivers is sent from the edit page to the driver's page, and from the create page
// to the list.
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { DRIVER_ERROR_CODES, type DriverDetails } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { BackLink, RecordCreate, RecordEdit, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useControllerSubmit } from '../../forms/FormToolbar.tsx';
import { DriverInputs } from './DriverInputs.tsx';
import { DriverStateActions } from './DriverStateActions.tsx';
import {
  bodyWithPassword,
  driverFields,
  driverFieldPath,
  driverFormValues,
  newDriverValues,
  validateDriverCreateForm,
  validateDriverEditForm,
} from './driverForm.ts';
import { DRIVER_LIST_PATH, driverShowPath } from './paths.ts';

/** A taken e-mail goes under the e-mail. */
const EMAIL_TAKEN = { [DRIVER_ERROR_CODES.emailTaken]: 'email' };

export const DriverCreatePage = () => {
  const record = useMemo(() => newDriverValues(), []);
  return (
    <RecordCreate
      resource={DRIVERS_RESOURCE}
      listPath={DRIVER_LIST_PATH}
      record={record}
      redirect={(_resource, id) => driverShowPath(Number(id))}
    >
      <DriverCreateForm />
    </RecordCreate>
  );
};

const DriverCreateForm = () => {
  const translate = useTranslate();
  const submit = useControllerSubmit(bodyWithPassword, {
    what: 'Driver create',
    fieldPath: driverFieldPath,
    conflictFields: EMAIL_TAKEN,
  });
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
      <Form validate={validateDriverCreateForm} onSubmit={submit} warnWhenUnsavedChanges>
        <DriverInputs isNew />
        <FormToolbar />
      </Form>
    </Box>
  );
};

/** What the edit and show pages say until their driver is there. */
export const DRIVER_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.driver_not_found',
  loadErrorKey: 'drivers.page.loadError',
  titleKey: 'drivers.list.title',
  backTo: DRIVER_LIST_PATH,
  backLabelKey: 'drivers.page.backToList',
};

/** The edit page of a user who may manage drivers; one who only reads them is sent to the driver's page. */
export const DriverEditPage = () => (
  <RecordEdit<DriverDetails> resource={DRIVERS_RESOURCE} texts={DRIVER_PAGE} showPath={driverShowPath}>
    {(driver) => <DriverEditForm driver={driver} />}
  </RecordEdit>
);

const DriverEditForm = ({ driver }: { driver: DriverDetails }) => {
  const translate = useTranslate();
  const submit = useControllerSubmit(driverFields, {
    what: 'Driver update',
    fieldPath: driverFieldPath,
    conflictFields: EMAIL_TAKEN,
  });
  // One record object per loaded driver: the form resets when its record changes.
  const record = useMemo(() => driverFormValues(driver), [driver]);
  const name = `${driver.firstName} ${driver.lastName}`;
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={translate('drivers.page.edit', { name })} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <BackLink to={DRIVER_LIST_PATH} label={translate('drivers.page.backToList')} />
          <BackLink to={driverShowPath(driver.id)} label={translate('drivers.page.backToDriver')} />
        </Stack>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('drivers.page.edit', { name })}
        </Typography>
        <DriverStateActions driver={driver} />
      </Stack>
      <Form record={record} validate={validateDriverEditForm} onSubmit={submit} warnWhenUnsavedChanges>
        <DriverInputs isNew={false} />
        <FormToolbar />
      </Form>
    </Box>
  );
};

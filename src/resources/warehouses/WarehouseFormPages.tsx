// A warehouse's create and edit pages: one form (WarehouseInputs) validated with the shared schema, sent whole through
// the data provider (create → POST /warehouse/create, update → POST /warehouse/update), the server's field errors under
// their fields and its refusals as messages. The edit page carries the deactivate / activate action. A user who only
// reads warehouses sees the edit form without its save button; the create page sends it back to the list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Form, SaveButton, Title, useCreate, useGetOne, useNotify, usePermissions, useTranslate, useUpdate } from 'react-admin';
import type { WarehouseDetails } from '../../domain/warehouseSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { WarehouseInputs } from './WarehouseInputs.tsx';
import { WarehouseStateActions, useCanManageWarehouses } from './WarehouseStateActions.tsx';
import { newWarehouseValues, validateWarehouseForm, warehouseFields, warehouseFormValues, warehouseServerErrors, type WarehouseFormValues } from './warehouseForm.ts';
import { WAREHOUSE_LIST_PATH } from './paths.ts';

const BackLink = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={WAREHOUSE_LIST_PATH} startIcon={<ArrowBackIcon />} size="small">
      {translate('warehouses.page.backToList')}
    </Button>
  );
};

/** A refused save: field errors of a 400 under their fields, otherwise the server's message. */
const useSaveFailure = (what: string) => {
  const notify = useNotify();
  return (error: unknown) => {
    const fieldErrors = warehouseServerErrors(error);
    if (fieldErrors) return fieldErrors;
    console.error(`Warehouse ${what} failed`, error);
    notify(serverErrorMessage(error), { type: 'error' });
    return undefined;
  };
};

const FormToolbar = () => (
  <Box sx={{ py: 1.5 }}>
    <SaveButton alwaysEnable />
  </Box>
);

/** Invalidates what shows warehouses: the list and the stock page's pickers. */
const useRefreshWarehouses = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [WAREHOUSES_RESOURCE, 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['stock', 'warehouseOptions'] });
  };
};

export const WarehouseCreatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<WarehouseDetails, Error, WarehouseDetails>();
  const refresh = useRefreshWarehouses();
  const failure = useSaveFailure('create');
  const canManage = useCanManageWarehouses();
  const { isPending: permissionsPending } = usePermissions();
  const record = useMemo(() => newWarehouseValues(), []);
  if (permissionsPending) return null;
  if (!canManage) return <Navigate to={WAREHOUSE_LIST_PATH} replace />;

  const submit = async (values: object) => {
    try {
      await create(WAREHOUSES_RESOURCE, { data: warehouseFields(values as WarehouseFormValues) as never }, { returnPromise: true });
      notify('warehouses.notifications.created', { type: 'success' });
      refresh();
      navigate(WAREHOUSE_LIST_PATH);
      return undefined;
    } catch (error) {
      return failure(error);
    }
  };

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title="warehouses.page.create" />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box>
          <BackLink />
        </Box>
        <Typography variant="h5" component="h1">
          {translate('warehouses.page.create')}
        </Typography>
      </Stack>
      <Form record={record} validate={validateWarehouseForm} onSubmit={submit}>
        <WarehouseInputs />
        <FormToolbar />
      </Form>
    </Box>
  );
};

const PageState = ({ valid, error, refetch }: { valid: boolean; error: unknown; refetch(): unknown }) => {
  const translate = useTranslate();
  if (!valid || isApiError(error, 404)) {
    return (
      <Box sx={{ p: 4 }}>
        <Title title="warehouses.page.title" />
        <Typography sx={{ mb: 2 }}>{translate('errors.server.warehouse_not_found')}</Typography>
        <BackLink />
      </Box>
    );
  }
  if (error) return <LoadError messageKey="warehouses.page.loadError" onRefresh={() => void refetch()} />;
  return (
    <Box sx={{ p: 6, display: 'flex', justifyContent: 'center' }} role="progressbar" aria-label={translate('app.loading')}>
      <CircularProgress />
    </Box>
  );
};

export const WarehouseEditPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<WarehouseDetails>();
  const refresh = useRefreshWarehouses();
  const failure = useSaveFailure('update');
  const canManage = useCanManageWarehouses();
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, error, refetch } = useGetOne<WarehouseDetails>(WAREHOUSES_RESOURCE, { id }, { enabled: valid, retry: false, onError: () => undefined });
  // One record object per loaded warehouse: the form resets when its record changes.
  const record = useMemo(() => (data ? warehouseFormValues(data) : undefined), [data]);
  if (!valid || error || isPending || !data || !record) return <PageState valid={valid} error={error} refetch={refetch} />;

  const submit = async (values: object) => {
    try {
      await update(WAREHOUSES_RESOURCE, { id, data: warehouseFields(values as WarehouseFormValues), previousData: data }, { returnPromise: true, mutationMode: 'pessimistic' });
      notify('warehouses.notifications.updated', { type: 'success' });
      refresh();
      return undefined;
    } catch (err) {
      return failure(err);
    }
  };

  const title = translate('warehouses.page.edit', { owner: data.owner });
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={title} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box>
          <BackLink />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Chip size="small" color={data.active ? 'success' : 'default'} label={translate(`warehouses.state.${data.active ? 'active' : 'inactive'}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('warehouses.fields.totalStockCount')}: {data.totalStockCount}
        </Typography>
        <Box>
          <WarehouseStateActions warehouse={data} />
        </Box>
      </Stack>
      <Form record={record} validate={validateWarehouseForm} onSubmit={submit}>
        <WarehouseInputs current={{ id: data.companyId, name: data.companyName }} />
        {canManage ? <FormToolbar /> : null}
      </Form>
    </Box>
  );
};

// A warehouse's create and edit pages: one form (WarehouseInputs) validated with the shared schema, sent whole through
// the data provider (create → POST /warehouse/create, update → POST /warehouse/update), the server's field errors under
// their fields and its refusals as messages. The edit page carries the deactivate / activate action. A user who only
// reads warehouses sees the edit form without its save button; the create page sends it back to the list.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Form, Title, useCreate, useNotify, usePermissions, useTranslate, useUpdate } from 'react-admin';
import type { WarehouseDetails } from '../../domain/warehouseSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { BackLink, RecordPageState, useRecordPage, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useSaveFailure } from '../../forms/FormToolbar.tsx';
import { WarehouseInputs } from './WarehouseInputs.tsx';
import { WarehouseStateActions, useCanManageWarehouses } from './WarehouseStateActions.tsx';
import {
  newWarehouseValues,
  validateWarehouseForm,
  warehouseFields,
  warehouseFieldPath,
  warehouseFormValues,
  type WarehouseFormValues,
} from './warehouseForm.ts';
import { WAREHOUSE_LIST_PATH } from './paths.ts';

/** Back to the warehouses list. */
const BackToList = () => {
  const translate = useTranslate();
  return <BackLink to={WAREHOUSE_LIST_PATH} label={translate('warehouses.page.backToList')} />;
};

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
  const failure = useSaveFailure({ what: 'Warehouse create', fieldPath: warehouseFieldPath });
  const canManage = useCanManageWarehouses();
  const { isPending: permissionsPending } = usePermissions();
  const record = useMemo(() => newWarehouseValues(), []);
  if (permissionsPending) return null;
  if (!canManage) return <Navigate to={WAREHOUSE_LIST_PATH} replace />;

  const submit = async (values: object) => {
    try {
      await create(
        WAREHOUSES_RESOURCE,
        { data: warehouseFields(values as WarehouseFormValues) as never },
        { returnPromise: true },
      );
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
          <BackToList />
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

/** The edit page until its warehouse is there. */
const WAREHOUSE_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.warehouse_not_found',
  loadErrorKey: 'warehouses.page.loadError',
  titleKey: 'warehouses.page.title',
  backTo: WAREHOUSE_LIST_PATH,
  backLabelKey: 'warehouses.page.backToList',
};

const PageState = (props: { valid: boolean; error: unknown; refetch(): unknown }) => (
  <RecordPageState {...props} {...WAREHOUSE_PAGE} />
);

export const WarehouseEditPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<WarehouseDetails>();
  const refresh = useRefreshWarehouses();
  const failure = useSaveFailure({ what: 'Warehouse update', fieldPath: warehouseFieldPath });
  const canManage = useCanManageWarehouses();
  const { id, valid, data, isPending, error, refetch } = useRecordPage<WarehouseDetails>(WAREHOUSES_RESOURCE);
  // One record object per loaded warehouse: the form resets when its record changes.
  const record = useMemo(() => (data ? warehouseFormValues(data) : undefined), [data]);
  if (!valid || error || isPending || !data || !record)
    return <PageState valid={valid} error={error} refetch={refetch} />;

  const submit = async (values: object) => {
    try {
      await update(
        WAREHOUSES_RESOURCE,
        { id, data: warehouseFields(values as WarehouseFormValues), previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
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
          <BackToList />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Chip
            size="small"
            color={data.active ? 'success' : 'default'}
            label={translate(`warehouses.state.${data.active ? 'active' : 'inactive'}`)}
          />
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

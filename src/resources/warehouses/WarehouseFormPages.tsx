// A warehouse's create and edit pages: one form (WarehouseInputs) validated with the shared schema, sent whole through
// the data provider (create → POST /warehouse/create, update → POST /warehouse/update), the server's field errors under
// their fields and its refusals as messages; a duplicate (409 duplicate_warehouse: another warehouse with the same
// owner, company and region) shows a warning naming it, with "Save anyway" (DuplicateWarning.tsx). The edit page
// carries the deactivate / activate action. A user who only reads warehouses sees the edit form without its save
// button (its read view is /warehouses/:id/show); the create page sends it back to the list.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Form, Title, useCreate, useNotify, usePermissions, useTranslate, useUpdate } from 'react-admin';
import type { WarehouseDetails } from '../../../domain/warehouseSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { BackLink, RecordPageState, useRecordPage, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useSaveFailure } from '../../forms/FormToolbar.tsx';
import { DuplicateWarning, useDuplicateGuard } from './DuplicateWarning.tsx';
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
  const duplicate = useDuplicateGuard();
  if (permissionsPending) return null;
  if (!canManage) return <Navigate to={WAREHOUSE_LIST_PATH} replace />;

  const submit = async (values: object) => {
    const body = warehouseFields(values as WarehouseFormValues);
    const allowDuplicate = duplicate.takeAllow();
    try {
      await create(
        WAREHOUSES_RESOURCE,
        { data: (allowDuplicate ? { ...body, allowDuplicate } : body) as never },
        { returnPromise: true },
      );
      notify('warehouses.notifications.created', { type: 'success' });
      refresh();
      navigate(WAREHOUSE_LIST_PATH);
      return undefined;
    } catch (error) {
      return duplicate.refused(error, body) ? undefined : failure(error);
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
      <Form record={record} validate={validateWarehouseForm} onSubmit={submit} warnWhenUnsavedChanges>
        <WarehouseInputs />
        <DuplicateWarning guard={duplicate} />
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
  const duplicate = useDuplicateGuard();
  // One record object per loaded warehouse: the form resets when its record changes.
  const record = useMemo(() => (data ? warehouseFormValues(data) : undefined), [data]);
  if (!valid || error || isPending || !data || !record)
    return <PageState valid={valid} error={error} refetch={refetch} />;

  const submit = async (values: object) => {
    const body = warehouseFields(values as WarehouseFormValues);
    const allowDuplicate = duplicate.takeAllow();
    try {
      await update(
        WAREHOUSES_RESOURCE,
        { id, data: allowDuplicate ? { ...body, allowDuplicate } : body, previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify('warehouses.notifications.updated', { type: 'success' });
      duplicate.clear();
      refresh();
      return undefined;
    } catch (err) {
      return duplicate.refused(err, body) ? undefined : failure(err);
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
      <Form record={record} validate={validateWarehouseForm} onSubmit={submit} warnWhenUnsavedChanges>
        <WarehouseInputs current={{ id: data.companyId, name: data.companyName }} />
        {canManage ? (
          <>
            <DuplicateWarning guard={duplicate} />
            <FormToolbar />
          </>
        ) : null}
      </Form>
    </Box>
  );
};

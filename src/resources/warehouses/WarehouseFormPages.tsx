// A warehouse's create and edit pages on react-admin's controllers (CreateBase, EditBase through RecordEdit): one form
// (WarehouseInputs) validated with the shared schema, sent whole through the data provider (create → POST
// /warehouse/create, update → POST /warehouse/update) with the resource's notifications, the list after a create; the
// server's field errors under their fields and its refusals as messages; a duplicate (409 duplicate_warehouse: another
// warehouse with the same owner, company and region) shows a warning naming it, with "Save anyway"
// (DuplicateWarning.tsx). The edit page carries the deactivate / activate action. A user who only reads warehouses is
// sent from the edit page to the warehouse's page (/warehouses/:id/show), and from the create page to the list.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import type { WarehouseDetails } from '../../../domain/warehouseSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { BackLink, RecordCreate, RecordEdit, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useControllerSubmit } from '../../forms/FormToolbar.tsx';
import { DuplicateWarning, useDuplicateGuard } from './DuplicateWarning.tsx';
import { WarehouseInputs } from './WarehouseInputs.tsx';
import { WarehouseStateActions } from './WarehouseStateActions.tsx';
import {
  newWarehouseValues,
  validateWarehouseForm,
  warehouseFields,
  warehouseFieldPath,
  warehouseFormValues,
  type WarehouseFormValues,
} from './warehouseForm.ts';
import { WAREHOUSE_LIST_PATH, warehouseShowPath } from './paths.ts';

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
  const record = useMemo(() => newWarehouseValues(), []);
  return (
    <RecordCreate
      resource={WAREHOUSES_RESOURCE}
      listPath={WAREHOUSE_LIST_PATH}
      record={record}
      redirect={WAREHOUSE_LIST_PATH}
    >
      <WarehouseCreateForm />
    </RecordCreate>
  );
};

/** The form's submit: "Save anyway" adds allowDuplicate; a duplicate's refusal shows its warning. */
const useWarehouseSubmit = (what: string) => {
  const refresh = useRefreshWarehouses();
  const duplicate = useDuplicateGuard();
  const submit = useControllerSubmit(
    (v: WarehouseFormValues) => {
      const body = warehouseFields(v);
      return duplicate.takeAllow() ? { ...body, allowDuplicate: true } : body;
    },
    {
      what,
      fieldPath: warehouseFieldPath,
      refused: duplicate.refused,
      onSaved: () => {
        duplicate.clear();
        refresh();
      },
    },
  );
  return { submit, duplicate };
};

const WarehouseCreateForm = () => {
  const translate = useTranslate();
  const { submit, duplicate } = useWarehouseSubmit('Warehouse create');
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
      <Form validate={validateWarehouseForm} onSubmit={submit} warnWhenUnsavedChanges>
        <WarehouseInputs />
        <DuplicateWarning guard={duplicate} />
        <FormToolbar />
      </Form>
    </Box>
  );
};

/** What the edit and show pages say until their warehouse is there. */
export const WAREHOUSE_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.warehouse_not_found',
  loadErrorKey: 'warehouses.page.loadError',
  titleKey: 'warehouses.page.title',
  backTo: WAREHOUSE_LIST_PATH,
  backLabelKey: 'warehouses.page.backToList',
};

/** The edit page of a user who may manage warehouses; one who only reads them is sent to the warehouse's page. */
export const WarehouseEditPage = () => (
  <RecordEdit<WarehouseDetails> resource={WAREHOUSES_RESOURCE} texts={WAREHOUSE_PAGE} showPath={warehouseShowPath}>
    {(warehouse) => <WarehouseEditForm data={warehouse} />}
  </RecordEdit>
);

const WarehouseEditForm = ({ data }: { data: WarehouseDetails }) => {
  const translate = useTranslate();
  const { submit, duplicate } = useWarehouseSubmit('Warehouse update');
  // One record object per loaded warehouse: the form resets when its record changes.
  const record = useMemo(() => warehouseFormValues(data), [data]);
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
        <DuplicateWarning guard={duplicate} />
        <FormToolbar />
      </Form>
    </Box>
  );
};

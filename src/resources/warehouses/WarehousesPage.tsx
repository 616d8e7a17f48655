// /warehouses (Warehouse scope): the company and state filters in the URL ("---": no company; it starts on the user's
// company when the user has one, or is limited to exactly one active company; state: active, inactive or all), the
// table of owner, company, region, state and totalStockCount as GET /warehouse/list sorts it (region ascending), the
// CSV download of the rows on screen, loading / empty / error-with-refresh states, and rows that expand to the
// add-stock form (AddStockForm). A user who may manage warehouses also gets New warehouse and each row's Edit. The list
// refetches when any console changes a warehouse or moves its stock (`warehouseChange`).
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRefetchOnEvent } from '../../realtime/useRefetchOnEvent.ts';
import { WAREHOUSE_CHANGE_EVENT } from '../../../domain/warehouseSchemas.ts';
import {
  DataTable,
  List,
  Loading,
  SelectInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { saveCsv } from '../../browser/saveBlob.ts';
import { useMe } from '../../authProvider/useMe.ts';
import { csvSeparatorFor } from '../../../domain/csv.ts';
import type { WarehouseItem } from '../../../domain/stockSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { LIST_QUERY_OPTIONS, ListLoadError } from '../../layout/LoadError.tsx';
import { useActiveCompaniesQuery } from '../shared/choiceQueries.ts';
import { AddStockForm } from './AddStockForm.tsx';
import { NEW_WAREHOUSE_PATH, warehouseEditPath } from './paths.ts';
import { useCanManageWarehouses } from './WarehouseStateActions.tsx';
import { warehousesCsv, warehousesCsvName } from './warehouseCsv.ts';

const Column = DataTable.Col<WarehouseItem>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const CompanyFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const companies = useActiveCompaniesQuery().data ?? [];
  return (
    <SelectInput
      {...props}
      label="warehouses.filters.company"
      emptyText="warehouses.filters.none"
      choices={companies.map((c) => ({ id: String(c.id), name: c.name }))}
      sx={{ minWidth: 220 }}
      helperText={false}
    />
  );
};

const StateFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput
    {...props}
    label="warehouses.filters.state"
    emptyText="warehouses.filters.stateAll"
    choices={[
      { id: 'true', name: 'warehouses.state.active' },
      { id: 'false', name: 'warehouses.state.inactive' },
    ]}
    sx={{ minWidth: 160 }}
    helperText={false}
  />
);

const FILTERS = [
  <CompanyFilter key="companyId" source="companyId" alwaysOn />,
  <StateFilter key="active" source="active" alwaysOn />,
];

const StateCell = ({ warehouse }: { warehouse: WarehouseItem }) => {
  const translate = useTranslate();
  return warehouse.active ? (
    <>{translate('warehouses.state.active')}</>
  ) : (
    <Chip size="small" variant="outlined" label={translate('warehouses.state.inactive')} />
  );
};

/** A row's Edit: a link to /warehouses/:id (the row's click expands the add-stock form). */
const EditCell = ({ warehouse }: { warehouse: WarehouseItem }) => {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={warehouseEditPath(warehouse.id)}
      size="small"
      startIcon={<EditIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={`${translate('warehouses.actions.edit')}: ${warehouse.owner}`}
    >
      {translate('warehouses.actions.edit')}
    </Button>
  );
};

/** Downloads the rows on screen as CSV, with the table's columns. */
const DownloadButton = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useListContext<WarehouseItem>();
  const rows = data ?? [];
  const download = () => saveCsv(warehousesCsv(rows, translate, csvSeparatorFor(locale)), warehousesCsvName());
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={!rows.length}>
      {translate('warehouses.list.download')}
    </Button>
  );
};

const Actions = () => {
  const translate = useTranslate();
  const canManage = useCanManageWarehouses();
  return (
    <TopToolbar>
      {canManage ? (
        <Button component={Link} to={NEW_WAREHOUSE_PATH} size="small" startIcon={<AddIcon />}>
          {translate('warehouses.actions.create')}
        </Button>
      ) : null}
      <DownloadButton />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = !!filterValues?.companyId || (filterValues?.active !== undefined && filterValues.active !== '');
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>{translate(filtered ? 'warehouses.list.emptyFiltered' : 'warehouses.list.empty')}</Typography>
    </Box>
  );
};

/** The company the list starts on: the user's own, or the only active company the user may see. */
export const defaultWarehouseCompany = (
  userCompanyId: number | null | undefined,
  companyIds: readonly number[],
): number | undefined => userCompanyId ?? (companyIds.length === 1 ? companyIds[0] : undefined);

const WarehouseList = ({ defaultCompanyId }: { defaultCompanyId: number | undefined }) => {
  const canManage = useCanManageWarehouses();
  return (
    <List<WarehouseItem>
      resource={WAREHOUSES_RESOURCE}
      title="warehouses.page.title"
      filters={FILTERS}
      filterDefaultValues={defaultCompanyId ? { companyId: String(defaultCompanyId) } : {}}
      actions={<Actions />}
      pagination={false}
      perPage={1000}
      exporter={false}
      storeKey={false}
      empty={false}
      error={<ListLoadError messageKey="warehouses.list.error" />}
      queryOptions={LIST_QUERY_OPTIONS}
    >
      <DataTable<WarehouseItem>
        rowClick="expand"
        expand={<AddStockForm />}
        bulkActionButtons={false}
        size="small"
        empty={<Empty />}
      >
        <Column source="owner" label="warehouses.fields.owner" disableSort />
        <Column source="companyName" label="warehouses.fields.company" disableSort />
        <Column source="region" label="warehouses.fields.region" disableSort sx={NO_WRAP} />
        <Column
          source="active"
          label="warehouses.fields.state"
          disableSort
          render={(w) => <StateCell warehouse={w} />}
        />
        <Column source="totalStockCount" label="warehouses.fields.totalStockCount" disableSort align="right" />
        {canManage ? (
          <Column source="id" label={false} disableSort align="right" render={(w) => <EditCell warehouse={w} />} />
        ) : null}
      </DataTable>
    </List>
  );
};

const REFETCHED_ON_CHANGE = [[WAREHOUSES_RESOURCE]] as const;

export const WarehousesPage = () => {
  useRefetchOnEvent(WAREHOUSE_CHANGE_EVENT, REFETCHED_ON_CHANGE);
  const me = useMe();
  const companies = useActiveCompaniesQuery();
  // The default filter needs the user and the companies; either failing leaves the list without a default.
  if (me.isPending || companies.isPending) return <Loading />;
  return (
    <WarehouseList
      defaultCompanyId={defaultWarehouseCompany(
        me.data?.user.companyId,
        (companies.data ?? []).map((c) => c.id),
      )}
    />
  );
};

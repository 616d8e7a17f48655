// A warehouse's read-only page (/warehouses/:id/show): its owner, company, region, state, total stock and when it was
// created, as text; Edit (its form at /warehouses/:id) for a user who may manage warehouses (warehouse.canWrite, as
// the server checks). The same record frame as the edit page (not found, refused, failed, loading).
import { Box, Card, CardContent, Chip, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { WarehouseDetails } from '../../../domain/warehouseSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { BackLink, RecordField, RecordHeading, RecordShow } from '../../layout/RecordPage.tsx';
import { WAREHOUSE_PAGE } from './WarehouseFormPages.tsx';
import { useCanManageWarehouses } from './WarehouseStateActions.tsx';
import { WAREHOUSE_LIST_PATH, warehouseEditPath } from './paths.ts';

const Field = RecordField;

export const WarehouseShowPage = () => (
  <RecordShow<WarehouseDetails> resource={WAREHOUSES_RESOURCE} texts={WAREHOUSE_PAGE}>
    {(warehouse) => <WarehouseShowView data={warehouse} />}
  </RecordShow>
);

const WarehouseShowView = ({ data }: { data: WarehouseDetails }) => {
  const translate = useTranslate();
  const canManage = useCanManageWarehouses();
  const label = (name: string) => translate(`warehouses.fields.${name}`);
  const title = translate('warehouses.page.edit', { owner: data.owner });
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={title} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Box>
          <BackLink to={WAREHOUSE_LIST_PATH} label={translate('warehouses.page.backToList')} />
        </Box>
        <RecordHeading
          title={title}
          chips={
            <Chip
              size="small"
              color={data.active ? 'success' : 'default'}
              label={translate(`warehouses.state.${data.active ? 'active' : 'inactive'}`)}
            />
          }
          edit={canManage ? { to: warehouseEditPath(data.id), label: translate('warehouses.actions.edit') } : null}
        />
      </Stack>
      <Card
        variant="outlined"
        component="section"
        aria-label={translate('warehouses.page.details')}
        sx={{ maxWidth: 960 }}
      >
        <CardContent>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <Field label={label('owner')}>{data.owner}</Field>
            <Field label={label('company')}>{data.companyName}</Field>
            <Field label={label('region')}>{data.region}</Field>
            <Field label={label('state')}>{translate(`warehouses.state.${data.active ? 'active' : 'inactive'}`)}</Field>
            <Field label={label('totalStockCount')}>{data.totalStockCount}</Field>
            <Field label={label('createdAt')}>{formatTimestamp(data.createdAt)}</Field>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

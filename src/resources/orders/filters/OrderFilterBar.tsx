// The order list's filter bar: search, statuses, company, region, product, date range; then the saved views, the CSV
// download of the displayed rows and the keyboard shortcuts. A dashboard's attention list shows as a chip in place of
// the date range (its orders are found whatever their date). Every filter lives in the URL (react-admin keeps the
// list's filter there), so a reload or a shared link shows the same orders.
import { Box, Chip, Stack, Tooltip } from '@mui/material';
import { useListContext, usePermissions, useTranslate } from 'react-admin';
import type { OrderListItem, Permissions } from '../../../../domain/api.ts';
import {
  ALL_STATUSES,
  productFitsCompany,
  productsForCompany,
  statusSelection,
} from '../../../../domain/orderFilters.ts';
import type { OrderListFilter } from '../../../dataProvider/orders.ts';
import { todayFilter } from '../todayFilter.ts';
import { attentionLabel } from '../../../custom-pages/dashboard/attentionLabel.ts';
import { CsvDownloadButton } from './CsvDownloadButton.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';
import { OptionSelect } from './OptionSelect.tsx';
import { SavedViewsMenu } from './SavedViewsMenu.tsx';
import { SearchField } from './SearchField.tsx';
import { ShortcutsButton } from './ShortcutsButton.tsx';
import { LegendButton } from './LegendButton.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { useFilterOptions } from './useFilterOptions.ts';

const firstId = (value: OrderListFilter['companyIds']): number | null => {
  const id = Array.isArray(value) ? value[0] : value;
  return id ? Number(id) : null;
};

export const OrderFilterBar = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, data } = useListContext<OrderListItem>();
  const filter = filterValues as OrderListFilter;
  const { companies, regions, products } = useFilterOptions();
  const { permissions } = usePermissions<Permissions>();
  const searchesReceivers = permissions?.orders?.canView?.sensitiveData === true;
  const companyId = firstId(filter.companyIds);
  const today = todayFilter();

  const apply = (changes: Partial<OrderListFilter>) => setFilters({ ...filter, ...changes }, undefined, false);

  const statuses = statusSelection(filter.status);
  const productOptions = productsForCompany(products, companyId).map((p) => ({
    id: p.id,
    label: p.name,
    group: companyId ? undefined : companies.find((c) => c.id === p.companyId)?.name,
  }));

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%', py: 1.5 }}>
      <SearchField
        value={filter.globalIdSearch ?? ''}
        onChange={(globalIdSearch) => apply({ globalIdSearch })}
        receivers={searchesReceivers}
      />
      <StatusSelect
        value={statuses}
        onChange={(next) => apply({ status: next.includes(ALL_STATUSES) ? undefined : next })}
      />
      {companies.length > 1 && (
        <OptionSelect
          label={translate('orderList.filters.company')}
          options={companies.map((c) => ({ id: c.id, label: c.name }))}
          value={companyId}
          onChange={(id) =>
            apply({
              companyIds: id ? [Number(id)] : undefined,
              productId: productFitsCompany(products, filter.productId, id ? Number(id) : null)
                ? filter.productId
                : undefined,
            })
          }
        />
      )}
      {regions.length > 1 && (
        <OptionSelect
          label={translate('orderList.filters.region')}
          options={regions.map((r) => ({ id: r.name, label: r.name }))}
          value={filter.region}
          width={170}
          onChange={(region) => apply({ region: region ? String(region) : undefined })}
        />
      )}
      <OptionSelect
        label={translate('orderList.filters.product')}
        options={productOptions}
        value={filter.productId}
        onChange={(productId) => apply({ productId: productId ?? undefined })}
      />
      {filter.orderId ? (
        // An order's link shows exactly that order, whatever its date: its chip stands where the date range was.
        <Tooltip title={translate('orderList.filters.oneOrderHint')}>
          <Chip
            color="info"
            label={translate('orderList.filters.oneOrder', {
              orderNo: data?.find((order) => order.id === Number(filter.orderId))?.orderNo ?? `#${filter.orderId}`,
            })}
            onDelete={() => apply({ orderId: undefined })}
            data-testid="order-filter"
          />
        </Tooltip>
      ) : filter.attention ? (
        // An attention list finds its orders whatever their date: its chip stands where the date range was.
        <Chip
          color="warning"
          label={attentionLabel(translate, filter.attention, filter.notAcceptedMinutes)}
          onDelete={() => apply({ attention: undefined, notAcceptedMinutes: undefined })}
          data-testid="attention-filter"
        />
      ) : (
        <DateRangePicker
          value={{ dateFrom: filter.dateFrom ?? today.dateFrom, dateTo: filter.dateTo ?? today.dateTo }}
          onChange={({ dateFrom, dateTo }) => apply({ dateFrom, dateTo })}
        />
      )}
      <Box sx={{ flex: 1 }} />
      <SavedViewsMenu />
      <CsvDownloadButton />
      <LegendButton />
      <ShortcutsButton />
    </Stack>
  );
};

// The order list, read-only first slice (spec orders §2): server-side pagination and sort, today by default,
// coloured rows, flags, and a background refresh on real-time events.
import { useMemo } from 'react';
import { DataTable, List, Pagination } from 'react-admin';
import type { OrderListItem } from '../../domain/api.ts';
import { DEFAULT_ORDER_SORT, DEFAULT_ORDERS_PER_PAGE } from '../../dataProvider/orders.ts';
import { useOrderListEvents } from '../../realtime/useOrderListEvents.ts';
import { CompanyCell } from './cells/CompanyCell.tsx';
import { FlagsCell } from './cells/FlagsCell.tsx';
import { LastCommentCell } from './cells/LastCommentCell.tsx';
import { MinutesCell } from './cells/MinutesCell.tsx';
import { RealizedWithinCell } from './cells/RealizedWithinCell.tsx';
import { StatusCell } from './cells/StatusCell.tsx';
import { formatSlotRange } from './format.ts';
import { OrderListEmpty } from './OrderListEmpty.tsx';
import { OrderListError } from './OrderListError.tsx';
import { orderRowSx } from './rowStyle.ts';
import { todayFilter } from './todayFilter.ts';

const Column = DataTable.Col<OrderListItem>;
const field = (name: string) => `resources.orders.fields.${name}`;
const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const ignoreError = () => undefined; // the list shows its error state instead of a toast

export const OrderList = () => {
  const defaultFilter = useMemo(() => todayFilter(), []);
  useOrderListEvents();

  return (
    <List<OrderListItem>
      resource="orders"
      title="orders.list.title"
      perPage={DEFAULT_ORDERS_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      filterDefaultValues={defaultFilter}
      sort={{ field: DEFAULT_ORDER_SORT, order: 'ASC' }}
      storeKey={false}
      actions={false}
      exporter={false}
      empty={<OrderListEmpty />}
      error={<OrderListError />}
      queryOptions={{ onError: ignoreError }}
    >
      <DataTable<OrderListItem> rowSx={orderRowSx} bulkActionButtons={false} rowClick={false} empty={<OrderListEmpty />}>
        <Column source="company" label={field('company')} disableSort render={(order) => <CompanyCell company={order.company} />} />
        <Column source="orderNo" label={field('orderNo')} sx={NO_WRAP} disableSort />
        <Column source="status" label={field('status')} disableSort render={(order) => <StatusCell record={order} />} />
        <Column source="region.name" label={field('region')} disableSort />
        <Column source="pickupPoint.city" label={field('pickupCity')} disableSort />
        <Column source="pickupPoint.name" label={field('pickupPointName')} disableSort />
        <Column
          source="driver"
          label={field('driver')}
          disableSort
          render={(order) => (order.driver ? `${order.driver.firstName} ${order.driver.lastName}` : null)}
        />
        <Column
          source="scheduledSlotRange"
          label={field('scheduledSlotRange')}
          sx={NO_WRAP}
          disableSort
          render={(order) => (order.scheduledSlotRange ? formatSlotRange(order.scheduledSlotRange) : null)}
        />
        <Column source="timeInStage" label={field('timeInStage')} sx={NO_WRAP} disableSort render={(order) => <MinutesCell minutes={order.timeInStage} />} />
        <Column
          source="totalRealizationTime"
          label={field('totalRealizationTime')}
          disableSort
          render={(order) => <MinutesCell minutes={order.totalRealizationTime} />}
        />
        <Column
          source="realizedWithin"
          label={field('realizedWithin')}
          disableSort
          render={(order) => <RealizedWithinCell realizedWithin={order.realizedWithin} />}
        />
        <Column source="flags" label={field('flags')} disableSort render={(order) => <FlagsCell flags={order.flags} />} />
        <Column
          source="lastComment"
          label={field('lastComment')}
          disableSort
          render={(order) => <LastCommentCell lastComment={order.lastComment} />}
        />
      </DataTable>
    </List>
  );
};

// The order list: the filter bar, server-side pagination and sort, today by default, coloured rows, flags, rows that
// expand to the order's details and actions, and a background refresh on real-time events.
import type { Theme } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, List, Pagination } from 'react-admin';
import type { OrderListItem } from '../../../domain/api.ts';
import { DEFAULT_ORDER_SORT, DEFAULT_ORDERS_PER_PAGE } from '../../dataProvider/orders.ts';
import { useOrderListEvents } from '../../realtime/useOrderListEvents.ts';
import { NewOrdersAnnouncement, useNewOrdersAnnouncement } from './NewOrdersAnnouncement.tsx';
import { CompanyCell } from './cells/CompanyCell.tsx';
import { FlagsCell } from './cells/FlagsCell.tsx';
import { LastCommentCell } from './cells/LastCommentCell.tsx';
import { MinutesCell } from './cells/MinutesCell.tsx';
import { RealizedWithinCell } from './cells/RealizedWithinCell.tsx';
import { StatusCell } from './cells/StatusCell.tsx';
import { TruncatedText } from './cells/TruncatedText.tsx';
import { CELL, ORDER_CELLS_SX } from './cells/cellStyles.ts';
import { OrderExpand } from './expand/OrderExpand.tsx';
import { OrderFilterBar } from './filters/OrderFilterBar.tsx';
import { formatSlotRangeLines } from '../../i18n/format.ts';
import { OrderListEmpty } from './OrderListEmpty.tsx';
import { LIST_QUERY_OPTIONS } from '../../layout/LoadError.tsx';
import { OrderListError } from './OrderListError.tsx';
import { RegistrationSuccessAlert } from './RegistrationSuccessAlert.tsx';
import { OrderTableBody } from './OrderTableBody.tsx';
import { ORDER_ROWS_SX, orderTableFrameSx } from './rowStyle.ts';
import { todayFilter } from './todayFilter.ts';

const Column = DataTable.Col<OrderListItem>;
const field = (name: string) => `resources.orders.fields.${name}`;
const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
/** Dense rows: operators scan many orders at once. */
const TABLE_SX = (theme: Theme) => ({
  ...orderTableFrameSx(theme),
  '& .MuiTableCell-root': { px: 0.75, py: 0.5, fontSize: '0.8125rem' },
  // The expand toggle: a small icon button, so the columns keep the width.
  '& .RaDataTable-expandHeader, & .RaDataTable-expandIconCell': { pl: 0.5, pr: 0 },
  '& .RaDataTable-expandIcon': { p: 0.5 },
  '& .MuiTableCell-head': { lineHeight: 1.2, verticalAlign: 'bottom' },
  // The expanded panel spans the row edge to edge (it sizes itself to the visible part of the table).
  '& .RaDataTable-expandRow > .MuiTableCell-root': { px: 0 },
  ...ORDER_CELLS_SX,
  ...ORDER_ROWS_SX,
});

export const OrderList = () => {
  const defaultFilter = useMemo(() => todayFilter(), []);
  const [announcement, onNewOrder] = useNewOrdersAnnouncement();
  useOrderListEvents(undefined, onNewOrder);

  return (
    <>
      <NewOrdersAnnouncement text={announcement} />
      <RegistrationSuccessAlert />
      <List<OrderListItem>
        resource="orders"
        title="orders.list.title"
        perPage={DEFAULT_ORDERS_PER_PAGE}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
        filterDefaultValues={defaultFilter}
        sort={{ field: DEFAULT_ORDER_SORT, order: 'ASC' }}
        storeKey={false}
        actions={false}
        filters={<OrderFilterBar />}
        exporter={false}
        empty={<OrderListEmpty />}
        error={<OrderListError />}
        queryOptions={LIST_QUERY_OPTIONS}
      >
        <DataTable<OrderListItem>
          bulkActionButtons={false}
          rowClick="expand"
          body={OrderTableBody}
          expand={<OrderExpand />}
          size="small"
          sx={TABLE_SX}
          empty={<OrderListEmpty />}
          // Rows that expand, moved between with the arrow keys: the WAI-ARIA tree grid, where a row may say
          // aria-expanded (a plain table's row may not).
          {...{ role: 'treegrid' }}
        >
          <Column
            source="company"
            label={field('company')}
            disableSort
            render={(order) => <CompanyCell company={order.company} />}
          />
          <Column source="orderNo" label={field('orderNo')} cellClassName={CELL.oneLine} disableSort />
          <Column
            source="status"
            label={field('status')}
            disableSort
            render={(order) => <StatusCell record={order} />}
          />
          <Column source="region.name" label={field('region')} disableSort />
          <Column
            source="pickupPoint.city"
            label={field('pickupCity')}
            disableSort
            render={(order) => <TruncatedText text={order.pickupPoint?.city} maxWidth={100} lines={2} />}
          />
          <Column
            source="pickupPoint.name"
            label={field('pickupPointName')}
            disableSort
            render={(order) => <TruncatedText text={order.pickupPoint?.name} maxWidth={120} lines={2} />}
          />
          <Column
            source="driver"
            label={field('driver')}
            disableSort
            render={(order) => (
              <TruncatedText
                text={order.driver ? `${order.driver.firstName} ${order.driver.lastName}` : null}
                maxWidth={100}
                lines={2}
              />
            )}
          />
          <Column
            source="scheduledSlotRange"
            label={field('scheduledSlotRange')}
            cellClassName={CELL.oneLine}
            disableSort
            render={(order) =>
              order.scheduledSlotRange ? (
                <span className={CELL.preLines}>{formatSlotRangeLines(order.scheduledSlotRange).join('\n')}</span>
              ) : null
            }
          />
          <Column
            source="timeInStage"
            label={field('timeInStage')}
            cellClassName={CELL.oneLine}
            disableSort
            render={(order) => <MinutesCell minutes={order.timeInStage} />}
          />
          <Column
            source="totalRealizationTime"
            label={field('totalRealizationTime')}
            cellClassName={CELL.oneLine}
            disableSort
            render={(order) => <MinutesCell minutes={order.totalRealizationTime} />}
          />
          <Column
            source="realizedWithin"
            label={field('realizedWithin')}
            cellClassName={CELL.oneLine}
            disableSort
            render={(order) => <RealizedWithinCell realizedWithin={order.realizedWithin} status={order.status} />}
          />
          <Column
            source="flags"
            label={field('flags')}
            disableSort
            render={(order) => <FlagsCell flags={order.flags} />}
          />
          <Column
            source="lastComment"
            label={field('lastComment')}
            disableSort
            render={(order) => <LastCommentCell lastComment={order.lastComment} />}
          />
        </DataTable>
      </List>
    </>
  );
};

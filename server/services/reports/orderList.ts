// The order list's download of every matching row (GET /order/list/export): the list's filters and tenant
// (orderListExportFilter), newest first, the list's columns, and the fields behind flags only for a caller who may see
// them (price and currency with canView.orderEstimations, the driver's payout with canView.driverPayout, the last
// comment with canView.comments), as the list itself shows them. Streamed like the reports.
import type { OrderListQuery } from '../../../src/domain/schemas.ts';
import type { CanView } from '../../../src/domain/enums.ts';
import { orderListExportFilter } from '../orders.ts';
import { col, selectList, type ReportColumn } from './csv.ts';
import { personName, type ReportModule } from './sql.ts';

const BASE: ReportColumn[] = [
  col('order_id', 'integer', '"orders"."id"', 'Order id'),
  col('order_no', 'text', '"orders"."order_no"', 'Order number'),
  col('created_at', 'datetime', '"orders"."created_at"', 'Created (Warsaw time)'),
  col('company', 'text', 'c.name', 'Company'),
  col('status', 'text', '"orders"."status"', 'Current status'),
  col('region', 'text', 'r.name', 'Region'),
  col('pickup_city', 'text', '"orders"."pickup_city"', 'Pickup city'),
  col('pickup_name', 'text', '"orders"."pickup_name"', 'Pickup point'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col(
    'scheduled_from',
    'datetime',
    '"orders"."scheduled_slot_from"',
    'Start of the scheduled delivery slot, if scheduled',
  ),
  col('scheduled_to', 'datetime', '"orders"."scheduled_slot_to"', 'End of the scheduled delivery slot, if scheduled'),
];
const PRICE = [
  col('price', 'money', '"orders"."estimated_payout"', 'Price of the delivery, 2 decimals (canView.orderEstimations)'),
  col('currency', 'text', 'upper("orders"."currency")', 'Currency (canView.orderEstimations)'),
];
const PAYOUT = [
  col(
    'driver_payout',
    'money',
    '"orders"."estimated_payout_driver"',
    'Driver’s payout, 2 decimals (canView.driverPayout)',
  ),
];
const COMMENT = [
  col(
    'last_comment',
    'text',
    `(SELECT oc.comment FROM order_comments oc WHERE oc.order_id = "orders"."id" ORDER BY oc.created_at DESC, oc.id DESC LIMIT 1)`,
    'The latest comment (canView.comments)',
  ),
];

/** Every column the download may have (the OpenAPI description lists them). */
export const ORDER_LIST_EXPORT_COLUMNS: readonly ReportColumn[] = [...BASE, ...PRICE, ...PAYOUT, ...COMMENT];

/** The columns a caller gets: the list's, and those behind flags it holds. */
export const orderListExportColumns = (canView: CanView): ReportColumn[] => [
  ...BASE,
  ...(canView.orderEstimations ? PRICE : []),
  ...(canView.driverPayout ? PAYOUT : []),
  ...(canView.comments ? COMMENT : []),
];

/** The download as a report module for one list query and caller. */
export function orderListExportReport(query: OrderListQuery, canView: CanView): ReportModule {
  const columns = orderListExportColumns(canView);
  return {
    columns,
    rows: 'One row per order the list shows with these filters, every page, newest first.',
    statement(_params, tenant) {
      const filter = orderListExportFilter(query, tenant, { searchReceivers: canView.sensitiveData });
      const text = `SELECT ${selectList(columns)}
FROM "orders"
JOIN companies c ON c.id = "orders"."company_id"
JOIN regions r ON r.id = "orders"."region_id"
LEFT JOIN drivers d ON d.id = "orders"."driver_id"
WHERE ${filter.text}
ORDER BY "orders"."created_at" DESC, "orders"."id" DESC`;
      return { text, params: filter.params };
    },
  };
}

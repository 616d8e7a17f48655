// The order list's download (GET /order/list/export), both of its files: every row the list's filters match
// (orderListExportFilter: the list's filters and tenant), newest first, or the rows of one page on screen (`orderIds`,
// the tenant's only, in the page's order). One column set (domain/orderExport.ts: which columns a caller gets,
// the receiver hidden as the expanded row hides it) and one cell format (csv.ts; coded values in the file's
// language), so both files have the same header and the same cells for the same order. Streamed like the reports.
import type { Locale } from '../../../domain/constants.ts';
import { HIDDEN_PERSON } from '../../../domain/api.ts';
import {
  HIDDEN_RECEIVER_MESSAGE,
  ORDER_EXPORT_COLUMNS,
  orderExportColumns,
  type OrderExportColumn,
  type OrderExportViewer,
} from '../../../domain/orderExport.ts';
import type { OrderListQuery } from '../../../domain/schemas.ts';
import { orderListExportFilter } from '../orderListQuery.ts';
import { messageText } from './codedValues.ts';
import { col, selectList, type ReportColumn } from './csv.ts';
import { address, personName, type ReportModule } from './sql.ts';

/** Stand-ins the statement replaces: whether the row's receiver is shown, and the hidden receiver's name. */
const SHOWN = '\u0001receiver_shown';
const HIDDEN_NAME = '\u0001hidden_name';

/** Each column's SQL over "orders" (with c: company, r: region, d: driver). */
const SQL: Record<string, string> = {
  order_id: '"orders"."id"',
  order_no: '"orders"."order_no"',
  external_id: '"orders"."external_id"',
  company: 'c.name',
  region: 'r.name',
  created_at: '"orders"."created_at"',
  scheduled_from: '"orders"."scheduled_slot_from"',
  scheduled_to: '"orders"."scheduled_slot_to"',
  status: '"orders"."status"',
  cancellation_reason: `CASE WHEN "orders"."status" = 'cancelled' THEN "orders"."cancellation_reason" END`,
  pickup_name: '"orders"."pickup_name"',
  pickup_city: '"orders"."pickup_city"',
  receiver_name: `CASE WHEN ${SHOWN} THEN "orders"."client_name" ELSE ${HIDDEN_NAME} END`,
  receiver_phone: `CASE WHEN ${SHOWN} THEN "orders"."client_phone" END`,
  receiver_address: `CASE WHEN ${SHOWN} THEN ${address('"orders"."client_street"', '"orders"."client_zip_code"', '"orders"."client_city"')} ELSE "orders"."client_city" END`,
  driver: personName('d'),
  delivered_at: '"orders"."delivered_at"',
  price: '"orders"."estimated_payout"',
  currency: 'upper("orders"."currency")',
  driver_payout: '"orders"."estimated_payout_driver"',
  last_comment: `(SELECT oc.comment FROM order_comments oc WHERE oc.order_id = "orders"."id" ORDER BY oc.created_at DESC, oc.id DESC LIMIT 1)`,
};

const toReportColumn = (c: OrderExportColumn): ReportColumn => col(c.key, c.kind, SQL[c.key], c.description, c.codes);

/** Every column the download may have (the OpenAPI description lists them). */
export const ORDER_LIST_EXPORT_COLUMNS: readonly ReportColumn[] = ORDER_EXPORT_COLUMNS.map(toReportColumn);

/** The columns a caller gets (domain/orderExport.ts). */
export const orderListExportColumns = (viewer: OrderExportViewer): ReportColumn[] =>
  orderExportColumns(viewer).map(toReportColumn);

/**
 * Whether a row's receiver is shown (SQL): with canView.sensitiveData, unless the data was hashed away — the rule of
 * the expanded row (orderDetails.ts, visibleOrderDetails) and of the operations map.
 */
const receiverShown = (viewer: OrderExportViewer) =>
  viewer.canView.sensitiveData
    ? `NOT ("orders"."has_hashed_sensitive_data" OR coalesce("orders"."hashed_sensitive_data" -> 'clientData' = 'true'::jsonb, false))`
    : 'false';

/** The hidden receiver's name in the file's language ("customer" with the snake_case keys, as the API writes it). */
const hiddenName = (lang: Locale | null) =>
  lang === null ? HIDDEN_PERSON : (messageText(HIDDEN_RECEIVER_MESSAGE, lang) ?? HIDDEN_PERSON);

/** The download as a report module for one list query (or one page's ids) and caller. */
export function orderListExportReport(
  query: OrderListQuery & { orderIds?: number[] },
  viewer: OrderExportViewer,
): ReportModule {
  const columns = orderListExportColumns(viewer);
  const { orderIds, ...listQuery } = query;
  const page = orderIds !== undefined && orderIds.length > 0;
  return {
    columns,
    rows: 'One row per order the list shows with these filters, every page, newest first; with `orderIds`, one row per order of those ids the caller may see, in their order.',
    statement(params, tenant) {
      // A page's ids: only the tenant (the rows on screen matched the filters when shown).
      const filter = orderListExportFilter(page ? { page: 1, perPage: 1, sort: listQuery.sort } : listQuery, tenant, {
        searchReceivers: viewer.canView.sensitiveData,
      });
      const values = [...filter.params];
      const bind = (value: unknown) => `$${values.push(value)}`;
      const hidden = `${bind(hiddenName(params.headerLang))}::text`;
      const ids = page ? `${bind(orderIds)}::int[]` : '';
      const where = page ? `(${filter.text}) AND "orders"."id" = ANY (${ids})` : filter.text;
      const orderBy = page ? `array_position(${ids}, "orders"."id")` : `"orders"."created_at" DESC, "orders"."id" DESC`;
      const select = selectList(columns)
        .replaceAll(SHOWN, () => `(${receiverShown(viewer)})`)
        .replaceAll(HIDDEN_NAME, () => hidden);
      const text = `SELECT ${select}
FROM "orders"
JOIN companies c ON c.id = "orders"."company_id"
JOIN regions r ON r.id = "orders"."region_id"
LEFT JOIN drivers d ON d.id = "orders"."driver_id"
WHERE ${where}
ORDER BY ${orderBy}`;
      return { text, params: values };
    },
  };
}

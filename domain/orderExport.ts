// The order list's CSV download: ONE column set for both of its files, "this page" (the rows on screen, asked for by
// their ids) and "all matching rows" (every page of the list's filters), so a shop reconciles either with the same
// columns: its own order id (externalId), the receiver, when it was scheduled for and delivered. The server writes
// both files from this table (server/services/reports/orderList.ts: each key's SQL, one cell format per kind), so the
// two have the same header line (the key, or its name in the user's language: reports.columns) and the same cells for
// the same order: times in Warsaw, yyyy-MM-dd HH:mm; statuses and reasons in the user's language (codedValues.ts);
// money in units with 2 decimals (a decimal comma with the `;` separator of Polish and Czech spreadsheets).
//
// Who sees what follows the list and the expanded row (orderVisibility.ts): the company for operators (a client
// user's orders are all its own), the price with canView.orderEstimations, the driver's payout with
// canView.driverPayout, the last comment with canView.comments; the receiver as the expanded row shows it — without
// canView.sensitiveData, or once the data was hashed away, the word for a hidden receiver, no phone, only the city.
import type { CodedValueGroup } from './codedValues.ts';
import type { CanView, CanViewFlag, UserKind } from './enums.ts';

/** How a cell is written: as it is, digits, a Warsaw time to the minute, or minor units as units with 2 decimals. */
export type OrderExportKind = 'text' | 'integer' | 'minute' | 'money';

export interface OrderExportColumn {
  /** The header key (snake_case, stable; its name in a language is reports.columns.<key>). */
  key: string;
  kind: OrderExportKind;
  /** Coded values written in the user's language. */
  codes?: CodedValueGroup;
  /** Only for operators, or only with a canView flag; every caller otherwise. */
  shownTo?: 'operators' | CanViewFlag;
  /** What it holds (the OpenAPI description). */
  description: string;
}

export const ORDER_EXPORT_COLUMNS: readonly OrderExportColumn[] = [
  { key: 'order_id', kind: 'integer', description: 'Order id' },
  { key: 'order_no', kind: 'text', description: 'Order number' },
  { key: 'external_id', kind: 'text', description: 'The shop’s own id of the order (externalId)' },
  { key: 'company', kind: 'text', shownTo: 'operators', description: 'Company (operators only)' },
  { key: 'region', kind: 'text', description: 'Region' },
  { key: 'created_at', kind: 'minute', description: 'Created (Warsaw time, yyyy-MM-dd HH:mm)' },
  { key: 'scheduled_from', kind: 'minute', description: 'Start of the scheduled delivery slot, if scheduled' },
  { key: 'scheduled_to', kind: 'minute', description: 'End of the scheduled delivery slot, if scheduled' },
  { key: 'status', kind: 'text', codes: 'orderStatus', description: 'Current status, in the user’s language' },
  {
    key: 'cancellation_reason',
    kind: 'text',
    codes: 'cancellationReason',
    description: 'Why a cancelled order was cancelled, in the user’s language',
  },
  { key: 'pickup_name', kind: 'text', description: 'Pickup point' },
  { key: 'pickup_city', kind: 'text', description: 'Pickup city' },
  {
    key: 'receiver_name',
    kind: 'text',
    description: 'Receiver’s name; the word for a hidden receiver without canView.sensitiveData or once hashed',
  },
  { key: 'receiver_phone', kind: 'text', description: 'Receiver’s phone (canView.sensitiveData, not hashed)' },
  {
    key: 'receiver_address',
    kind: 'text',
    description: 'Receiver’s address "street, zip city"; only the city when the receiver is hidden',
  },
  { key: 'driver', kind: 'text', description: 'Driver’s first and last name' },
  { key: 'delivered_at', kind: 'minute', description: 'Delivered (Warsaw time)' },
  {
    key: 'price',
    kind: 'money',
    shownTo: 'orderEstimations',
    description: 'What the client pays for the delivery, 2 decimals (canView.orderEstimations)',
  },
  { key: 'currency', kind: 'text', shownTo: 'orderEstimations', description: 'Currency (canView.orderEstimations)' },
  {
    key: 'driver_payout',
    kind: 'money',
    shownTo: 'driverPayout',
    description: 'Driver’s payout, 2 decimals (canView.driverPayout)',
  },
  { key: 'last_comment', kind: 'text', shownTo: 'comments', description: 'The latest comment (canView.comments)' },
];

/** Who downloads: operator or client (an API key is its company's client), and its canView flags. */
export interface OrderExportViewer {
  kind: UserKind;
  canView: CanView;
}

/** The columns a caller's files have, in file order. */
export const orderExportColumns = (viewer: OrderExportViewer): OrderExportColumn[] =>
  ORDER_EXPORT_COLUMNS.filter(
    (c) =>
      c.shownTo === undefined || (c.shownTo === 'operators' ? viewer.kind === 'operator' : viewer.canView[c.shownTo]),
  );

/** The message of a hidden receiver's name (the expanded row's). */
export const HIDDEN_RECEIVER_MESSAGE = 'orderList.expand.receiverHidden';

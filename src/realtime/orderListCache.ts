// The order list's cached pages, moved by the row an order event carries (domain/orderEvents.ts): one pure step
// per event and cached page, no React. The page is react-admin's getList data (`{ data, total }` under the key
// [ORDERS_RESOURCE, 'getList', params]); the answer is the page as the list would answer it now, or the same page and
// `reread` when the row cannot tell (src/realtime/useOrderListEvents.ts then reads the list again, spaced out).
//
// The rules, with the filter and sort told from the row by domain/orderListPlace.ts:
// - no row (the server could not read the order): reread;
// - row null (the order left the listener's reach), or a row on the page that no longer matches: the row leaves the
//   page and the total drops by one; the rows after the page would move up one, so reread when there are some;
// - a row on the page that still matches takes its new place among the page's rows, or stays where it was (and
//   reread) when its place may lie on another page (before the first row of a later page, after the last row of a page
//   that has more after it);
// - a row not on the page that matches goes where the sort puts it among the page's rows; on a full page the last row
//   moves on to the next page. The total grows by one for a new order (newOrder) or on a page that holds the whole
//   list; it stays for an order the filter held before by what an order never changes (company, region, creation,
//   numbers: it came from a later page); when that is unknown (its status or ongoing state decided it), the rows move
//   and the total is reread;
// - a row not on the page that does not match changes nothing here, unless it may have left the list from another page
//   (the total, or a later page's rows moving up): reread;
// - whatever the row cannot tell (a product filter for an order not on the page, a search that may match a receiver,
//   an attention list's clock rules): reread, the row on the page updated in place meanwhile.
// A page of a later page number rereads whenever an order may have moved across it from an earlier page.
import type { GetListParams } from 'react-admin';
import type { OrderListItem } from '../../domain/api.ts';
import { ORDER_STATUSES, ATTENTION_KINDS, type AttentionKind, type OrderStatus } from '../../domain/enums.ts';
import {
  compareOrderRows,
  matchOrderListRow,
  type OrderListFilterQuery,
  type OrderListSortName,
  type RowMatch,
} from '../../domain/orderListPlace.ts';
import { DEFAULT_ORDERS_PER_PAGE, orderListQuery } from '../dataProvider/orders.ts';

/** react-admin's cached getList answer (useGetList's query data). */
export interface OrderListPage {
  data: OrderListItem[];
  total?: number;
  pageInfo?: { hasNextPage?: boolean; hasPreviousPage?: boolean };
  meta?: unknown;
}

/** What the step needs of an order event. */
export interface OrderRowChange {
  orderId: number;
  /** The row as the listener's list answers it; null: out of its reach; undefined: the server could not read it. */
  row?: OrderListItem | null;
  /** The event's name: a newOrder's row is a new order's, which was on no list before. */
  event?: string;
}

export interface OrderListPageUpdate {
  /** The page to cache: the same object when nothing changed. */
  page: OrderListPage;
  /** The row could not tell everything: read the list again. */
  reread: boolean;
}

/** The list's filter, sort and page as the server reads them; null when the row cannot be compared with them. */
export interface OrderListView {
  query: OrderListFilterQuery;
  sort: OrderListSortName;
  page: number;
  perPage: number;
}

const numberOf = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  return Number(value);
};

/** The getList params of a cached page → the view the server reads (orderListQuery of the data provider). */
export function orderListViewOf(params: Partial<GetListParams> | undefined): OrderListView | null {
  const q = orderListQuery((params ?? {}) as GetListParams);
  const status = typeof q.status === 'string' ? q.status.split(',') : [];
  const companyIds = Array.isArray(q.companyIds) ? q.companyIds.map(Number) : [];
  const orderId = numberOf(q.orderId);
  const productId = numberOf(q.productId);
  const attention = q.attention === undefined || q.attention === '' ? undefined : String(q.attention);
  const valid =
    status.every((s) => (ORDER_STATUSES as readonly string[]).includes(s)) &&
    companyIds.every(Number.isSafeInteger) &&
    (orderId === undefined || Number.isSafeInteger(orderId)) &&
    (productId === undefined || Number.isSafeInteger(productId)) &&
    (attention === undefined || (ATTENTION_KINDS as readonly string[]).includes(attention));
  if (!valid) return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    query: {
      globalIdSearch: text(q.globalIdSearch),
      orderId,
      status: status as OrderStatus[],
      dateFrom: text(q.dateFrom),
      dateTo: text(q.dateTo),
      companyIds,
      region: text(q.region),
      productId,
      showPastActiveOrders: q.showPastActiveOrders === true,
      attention: attention as AttentionKind | undefined,
    },
    sort: q.sort as OrderListSortName,
    page: Number(q.page) || 1,
    perPage: Number(q.perPage) || DEFAULT_ORDERS_PER_PAGE,
  };
}

const unchanged = (page: OrderListPage, reread: boolean): OrderListPageUpdate => ({ page, reread });

/** Where `row` goes among `rows` (sorted): the index of the first row it comes before, or rows.length. */
const placeAmong = (rows: readonly OrderListItem[], row: OrderListItem, sort: OrderListSortName): number => {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compareOrderRows(sort, rows[mid], row) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
};

const withTotal = (page: OrderListPage, data: OrderListItem[], delta: number): OrderListPage => ({
  ...page,
  data,
  ...(page.total === undefined ? {} : { total: Math.max(0, page.total + delta) }),
});

/** The statuses an order is created in: a newOrder event whose row has another is not the new order's. */
const CREATED_STATUSES: readonly string[] = ['new', 'scheduled'];

/**
 * One order event on one cached page of the order list. `view` is the page's filter, sort and page
 * (orderListViewOf of its getList params); null rereads. A newOrder event may name the order whose change created
 * another (a cancelled order's return order): its row applies as any change's, and the list is read again for the
 * order it does not carry.
 */
export function applyOrderRow(
  page: OrderListPage,
  view: OrderListView | null,
  change: OrderRowChange,
): OrderListPageUpdate {
  const newOrder = change.event === 'newOrder';
  const created = newOrder && !!change.row && CREATED_STATUSES.includes(change.row.status);
  const update = applyRow(page, view, change.orderId, change.row, created);
  return newOrder && change.row && !created ? { ...update, reread: true } : update;
}

function applyRow(
  page: OrderListPage,
  view: OrderListView | null,
  orderId: number,
  row: OrderListItem | null | undefined,
  created: boolean,
): OrderListPageUpdate {
  if (row === undefined || !view) return unchanged(page, true);
  const { data } = page;
  const start = (view.page - 1) * view.perPage;
  const later = view.page > 1;
  // More rows after this page (beyond the ones it holds): from the total, else react-admin's pageInfo.
  const moreAfter = page.total !== undefined ? page.total > start + data.length : (page.pageInfo?.hasNextPage ?? true);
  // The page holds the whole list: an order not on it is on no page.
  const whole = !later && !moreAfter;
  const index = data.findIndex((r) => r.id === orderId);

  if (index >= 0) {
    const rest = data.slice(0, index).concat(data.slice(index + 1));
    const match: RowMatch = row === null ? 'no' : matchOrderListRow(view.query, row, { listed: true }).now;
    if (match === 'no') return { page: withTotal(page, rest, -1), reread: moreAfter };
    const inPlace = () => data.map((r, i) => (i === index ? row! : r));
    if (match === 'unknown') return { page: { ...page, data: inPlace() }, reread: true };
    const at = placeAmong(rest, row!, view.sort);
    // Before the first row of a later page, or after the last row with more after: perhaps on another page.
    if ((later && at === 0) || (at === rest.length && moreAfter))
      return { page: { ...page, data: inPlace() }, reread: true };
    const next = at === index ? inPlace() : [...rest.slice(0, at), row!, ...rest.slice(at)];
    return { page: { ...page, data: next }, reread: false };
  }

  if (row === null) return unchanged(page, !whole);
  const match = matchOrderListRow(view.query, row);
  const before: RowMatch = created || whole ? 'no' : match.before;
  if (match.now === 'unknown') return unchanged(page, true);
  if (match.now === 'no') {
    if (before === 'no') return unchanged(page, false);
    // It was on a later page (never this one): this page's rows stay, the total drops by one.
    if (before === 'yes' && !later) return { page: withTotal(page, data, -1), reread: false };
    return unchanged(page, true);
  }
  // It matches: was it on another page? On a later page number it may come from an earlier page and move the rows.
  if (later && before !== 'no') return unchanged(page, true);
  const at = placeAmong(data, row, view.sort);
  const full = data.length >= view.perPage;
  const delta = before === 'no' ? 1 : 0;
  if (at === data.length && (moreAfter || full)) {
    // On a later page: the rows here stay.
    if (before === 'unknown') return unchanged(page, true);
    return { page: delta ? withTotal(page, data, delta) : page, reread: false };
  }
  if (later && at === 0) return unchanged(page, true);
  const inserted = [...data.slice(0, at), row, ...data.slice(at)];
  // A full page's last row moves on to the next page.
  const next = full ? inserted.slice(0, view.perPage) : inserted;
  return { page: withTotal(page, next, delta), reread: before === 'unknown' };
}

/**
 * The versions of the orders a console heard (OrderListEventPayload.version): an event older than the last one
 * applied for its order is ignored; an equal one applies. Keeps the last `limit` orders heard.
 */
export class OrderVersions {
  private readonly versions = new Map<number, number>();
  constructor(private readonly limit = 20_000) {}

  /** Whether an event of this version is older than the order's last one (and so ignored). */
  isStale(orderId: number, version: number | undefined): boolean {
    if (version === undefined) return false;
    const held = this.versions.get(orderId);
    return held !== undefined && version < held;
  }

  /** The order's event of this version is applied. */
  hold(orderId: number, version: number | undefined): void {
    if (version === undefined) return;
    this.versions.delete(orderId);
    this.versions.set(orderId, version);
    if (this.versions.size > this.limit) this.versions.delete(this.versions.keys().next().value!);
  }
}

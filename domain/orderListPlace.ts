// Where one order stands on the order list, told from its list row alone (OrderListItem): whether it matches the
// list's filter and where the list's sort puts it among other rows. These restate, for a row the console holds, the
// filter and sorts of GET /api/order/list (orderListFilter and ORDER_BY_TEXT of server/services/orders.ts), whose SQL
// stays the list's definition; the console's live list (src/realtime/orderListCache.ts) uses them to place the row an
// order event carries without reading the list again. Where a row cannot tell, the answer says so ('unknown')
// and the console reads the list again. No zod and no React here: the console's list imports it.
import type { OrderListItem } from './api.ts';
import { ACTIVE_STATUS_PRIORITY_FLOOR, ORDER_STATUS_PRIORITY, type AttentionKind, type OrderStatus } from './enums.ts';

/** The list's sorts (ORDER_LIST_SORTS of schemas.ts). */
export type OrderListSortName = 'priority' | 'stage' | 'createdAt' | '-createdAt';

/** The filters of GET /api/order/list as the server reads them (OrderListQuery after its schema). */
export interface OrderListFilterQuery {
  globalIdSearch?: string;
  orderId?: number;
  status?: readonly OrderStatus[];
  dateFrom?: string;
  dateTo?: string;
  companyIds?: readonly number[];
  region?: string;
  productId?: number;
  showPastActiveOrders?: boolean;
  attention?: AttentionKind;
}

/** yes, no, or the row cannot tell. */
export type RowMatch = 'yes' | 'no' | 'unknown';

/**
 * One condition of the filter on a row. `fixed`: it reads only what an order keeps for its whole life (its id and
 * numbers, company, region, creation time, products, receiver), so every earlier row of the order answered the same.
 */
interface Part {
  match: RowMatch;
  fixed: boolean;
}

export interface OrderListMatch {
  /** Whether the order is on the list now. */
  now: RowMatch;
  /**
   * Whether the order was on the list before this change, as far as the row tells: 'no' when a condition on what it
   * never changes fails (it never was), the same as `now` when every condition is of that kind, else 'unknown'.
   */
  before: RowMatch;
}

const isActive = (status: OrderStatus) => ORDER_STATUS_PRIORITY[status] >= ACTIVE_STATUS_PRIORITY_FLOOR;

/** The search's own condition (the server's: order number, returns order number, external id, id). */
function searchPart(search: string, row: OrderListItem): Part {
  const upper = search.toUpperCase();
  const byNumber =
    row.orderNo === upper ||
    row.returnsOrderNo === upper ||
    row.externalId === search ||
    (/^\d{1,9}$/.test(search) && row.id === Number(search));
  // Otherwise only the receiver's name or phone could match (for a user who may see them): not in the row.
  return { match: byNumber ? 'yes' : 'unknown', fixed: true };
}

/** The creation range; with showPastActiveOrders the orders created before it that are still ongoing too. */
function rangePart(query: OrderListFilterQuery, row: OrderListItem): Part | null {
  if (!query.dateFrom && !query.dateTo) return null;
  const created = Date.parse(row.createdAt);
  const from = query.dateFrom ? Date.parse(query.dateFrom) : -Infinity;
  // dateTo is inclusive to the millisecond.
  const toExclusive = query.dateTo ? Date.parse(query.dateTo) + 1 : Infinity;
  if ([created, from, toExclusive].some(Number.isNaN)) return { match: 'unknown', fixed: true };
  if (created >= from && created < toExclusive) return { match: 'yes', fixed: true };
  if (query.showPastActiveOrders && query.dateFrom && created < from)
    return { match: row.stage.isOngoing ? 'yes' : 'no', fixed: false };
  return { match: 'no', fixed: true };
}

/** The conditions of the filter on one row, as orderListFilter (server/services/orders.ts) writes them. */
function filterParts(query: OrderListFilterQuery, row: OrderListItem): Part[] {
  const parts: Part[] = [];
  const search = query.globalIdSearch?.trim();
  if (query.attention) {
    // Each attention list is among the orders still to be handled; the rest of its rule reads the clock and the
    // order's hold, which the row does not carry exactly.
    const possible = isActive(row.status) && (query.attention !== 'notAccepted' || row.status === 'new');
    parts.push({ match: possible ? 'unknown' : 'no', fixed: false });
  }
  if (query.orderId !== undefined) parts.push({ match: row.id === query.orderId ? 'yes' : 'no', fixed: true });
  if (search) parts.push(searchPart(search, row));
  else if (!query.attention && query.orderId === undefined) {
    const range = rangePart(query, row);
    if (range) parts.push(range);
  }
  // The products of an order are not in its row.
  if (query.productId !== undefined) parts.push({ match: 'unknown', fixed: true });
  if (query.status?.length) parts.push({ match: query.status.includes(row.status) ? 'yes' : 'no', fixed: false });
  if (query.companyIds?.length)
    parts.push({ match: query.companyIds.includes(row.company.id) ? 'yes' : 'no', fixed: true });
  if (query.region) parts.push({ match: row.region.name === query.region ? 'yes' : 'no', fixed: true });
  return parts;
}

const all = (matches: RowMatch[]): RowMatch =>
  matches.includes('no') ? 'no' : matches.includes('unknown') ? 'unknown' : 'yes';

/**
 * Whether the order of `row` matches the list's filter, now and before its change. `listed`: the order was on the
 * list (its row is on the page the console holds), so what it never changes matched then and still does, though the
 * row cannot tell it (its products, a receiver's name found by the search). The caller's reach is the server's: an
 * event carries a row only to a listener that may see the order.
 */
export function matchOrderListRow(
  query: OrderListFilterQuery,
  row: OrderListItem,
  { listed = false }: { listed?: boolean } = {},
): OrderListMatch {
  const parts = filterParts(query, row).map((part) =>
    listed && part.fixed && part.match === 'unknown' ? { ...part, match: 'yes' as const } : part,
  );
  const now = all(parts.map((p) => p.match));
  if (listed) return { now, before: 'yes' };
  const before = parts.some((p) => p.fixed && p.match === 'no') ? 'no' : parts.every((p) => p.fixed) ? now : 'unknown';
  return { now, before };
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The list's order of two rows (ORDER_BY_TEXT of server/services/orders.ts): negative when `a` comes first, positive
 * when `b` does (0 only for rows of one order). The times compare to the millisecond, as the rows carry them and as
 * the server writes them (a JavaScript Date); equal times fall to the id, as in the server's ORDER BY.
 */
export function compareOrderRows(sort: OrderListSortName, a: OrderListItem, b: OrderListItem): number {
  const byTime = (x: string, y: string) => ms(x) - ms(y);
  switch (sort) {
    case 'stage':
      // stageBeganAt ASC, createdAt DESC, id DESC
      return byTime(a.stage.beganAt, b.stage.beganAt) || byTime(b.createdAt, a.createdAt) || b.id - a.id;
    case 'createdAt':
      // createdAt ASC, id ASC
      return byTime(a.createdAt, b.createdAt) || a.id - b.id;
    case '-createdAt':
      // createdAt DESC, id DESC
      return byTime(b.createdAt, a.createdAt) || b.id - a.id;
    case 'priority':
    default:
      // statusPriority DESC, stageBeganAt ASC, id DESC
      return (
        ORDER_STATUS_PRIORITY[b.status] - ORDER_STATUS_PRIORITY[a.status] ||
        byTime(a.stage.beganAt, b.stage.beganAt) ||
        b.id - a.id
      );
  }
}

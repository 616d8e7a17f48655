// The order list's SQL (GET /order/list, the dashboard's lists, the list's CSV and report): the filter of a list query
// as SQL text and parameters (statuses, dates, regions, companies, search, attention lists), the caller's reach, the
// count (from the day counts where the filter allows), and the page of rows in the list's order (stage, priority or a
// column). services/orders.ts reads the rows it selects.
import { sql } from 'drizzle-orm';
import {
  companies,
  drivers,
  multipliers,
  orderComments,
  orderDayCountChanges,
  orderDayCounts,
  orders,
  orderProducts,
  receiverPhoneDigits,
  regions,
} from '../db/schema.ts';
import { phoneSearchDigits } from '../../domain/validators.ts';
import { wholeWarsawDays } from './orderCounts.ts';
import { sqlText as text } from '../db/textStatement.ts';
import type { OrderListQuery } from '../../domain/schemas.ts';
import {
  DELIVERY_PROMISE_MIN,
  NOT_ACCEPTED_ATTENTION_MINUTES,
  STAGE_HIGHLIGHT_MINUTES,
} from '../../domain/constants.ts';
import { ACTIVE_STATUS_PRIORITY_FLOOR, type AttentionKind } from '../../domain/enums.ts';
import type { Tenant } from './principal.ts';
import { companyInReachText, locationInReachText, ordersInReachText, regionIdInReachText } from '../access/reach.ts';

/** A statement as text and parameters: the list builds its SQL text directly (see orderListStatements). */

export interface TextStatement {
  text: string;
  params: unknown[];
}

/** Qualified names of the orders columns the list's filter and sorts use, rendered once ("orders"."id"). */
export const O = {
  table: text(sql`${orders}`),
  id: text(sql`${orders.id}`),
  orderNo: text(sql`${orders.orderNo}`),
  returnsOrderNo: text(sql`${orders.returnsOrderNo}`),
  externalId: text(sql`${orders.externalId}`),
  companyId: text(sql`${orders.companyId}`),
  pickupLocationId: text(sql`${orders.pickupLocationId}`),
  regionId: text(sql`${orders.regionId}`),
  status: text(sql`${orders.status}`),
  createdAt: text(sql`${orders.createdAt}`),
  isOngoing: text(sql`${orders.isOngoing}`),
  statusPriority: text(sql`${orders.statusPriority}`),
  stageBeganAt: text(sql`${orders.stageBeganAt}`),
  onHoldUntil: text(sql`${orders.onHoldUntil}`),
  scheduledSlotFrom: text(sql`${orders.scheduledSlotFrom}`),
  scheduledSlotTo: text(sql`${orders.scheduledSlotTo}`),
  clientName: text(sql`${orders.clientName}`),
  hasHashedSensitiveData: text(sql`${orders.hasHashedSensitiveData}`),
  /** The expression of orders_client_phone_digits_idx (the receiver's national number). */
  clientPhoneDigits: text(receiverPhoneDigits(orders.clientPhone)),
};

/** A name search needs this many characters: shorter phrases have no trigram to look up in the index. */
export const RECEIVER_NAME_SEARCH_MIN_LENGTH = 3;
/** The phrase as a LIKE pattern that matches it anywhere, its wildcards (% _ and the escape \\) taken literally. */
const containsPattern = (phrase: string) => `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How the list searches: by number and id only, or the receivers too (callers that may see sensitive data). */
export interface OrderListOptions {
  /**
   * The search also matches the receiver's name (contains, case-insensitive) and phone (its national number). Only
   * for a caller with canView.sensitiveData: others search by number and id, so that a search cannot probe the
   * receivers they do not see.
   */
  searchReceivers?: boolean;
}
/**
 * The ids of the regions named in an array parameter, as an array computed once per statement (an InitPlan): the
 * index entries are then filtered by `region_id = ANY (ids)` directly instead of through a join with regions.
 */
const REGION_IDS_WHERE_NAME = text(sql`SELECT ${regions.id} FROM ${regions} WHERE ${regions.name}`);
const regionIdsOfNames = (namesParam: string) => `ANY (ARRAY(${REGION_IDS_WHERE_NAME} = ANY (${namesParam})))`;
const PRODUCTS_OF_ORDER = text(
  sql`SELECT 1 FROM ${orderProducts} WHERE ${orderProducts.orderId} = ${orders.id} AND ${orderProducts.productId}`,
);
const productExists = (param: string) => `EXISTS (${PRODUCTS_OF_ORDER} = ${param})`;

const ORDER_BY_TEXT: Record<OrderListQuery['sort'], string> = {
  stage: `${O.stageBeganAt} ASC, ${O.createdAt} DESC, ${O.id} DESC`,
  createdAt: `${O.createdAt} ASC, ${O.id} ASC`,
  '-createdAt': `${O.createdAt} DESC, ${O.id} DESC`,
  priority: `${O.statusPriority} DESC, ${O.stageBeganAt} ASC, ${O.id} DESC`,
};

/**
 * The delivery promise's deadline as SQL (deliveryDeadline of domain/orderRules.ts): the scheduled slot's end, or
 * DELIVERY_PROMISE_MIN minutes after creation.
 */
export const DEADLINE_TEXT = `(CASE WHEN ${O.scheduledSlotFrom} IS NOT NULL AND ${O.scheduledSlotTo} IS NOT NULL THEN ${O.scheduledSlotTo} ELSE ${O.createdAt} + interval '${DELIVERY_PROMISE_MIN} minutes' END)`;

/**
 * One attention list's condition (ATTENTION_KINDS), `now` and N bound as parameters. Each is among the orders still
 * to be handled (status_priority ≥ ACTIVE_STATUS_PRIORITY_FLOOR), so it reads the small partial index
 * orders_active_list_idx and then the few rows it finds.
 */
function attentionText(kind: AttentionKind, notAcceptedMinutes: number, p: (value: unknown) => string): string {
  const active = `${O.statusPriority} >= ${ACTIVE_STATUS_PRIORITY_FLOOR}`;
  const now = `${p(new Date().toISOString())}::timestamptz`;
  const ongoing = `${active} AND ${O.isOngoing}`;
  switch (kind) {
    case 'notAccepted':
      return `${active} AND ${O.status} = 'new' AND ${O.stageBeganAt} < ${now} - make_interval(mins => ${p(notAcceptedMinutes)}::int)`;
    case 'holdExpired':
      return `${ongoing} AND ${O.onHoldUntil} <= ${now}`;
    case 'lateForSlot':
      return `${ongoing} AND ${DEADLINE_TEXT} < ${now}`;
    case 'stuckInStage':
      return `${ongoing} AND ${O.stageBeganAt} < ${now} - interval '${STAGE_HIGHLIGHT_MINUTES} minutes'`;
  }
}

/** The list's filter as SQL text, its values appended to the statement's parameters (see orderListFilter). */
interface ListFilter {
  /** The WHERE clause on orders. */
  where: string;
  /**
   * The WHERE clause of the stage walk (stagePage), without showPastActiveOrders: the range's rows began their stage
   * at or after dateFrom (CHECK orders_stage_after_creation).
   */
  stageWalk?: string;
  /**
   * When the total may take whole days from the day counts (a date range; no search, no product filter): the range
   * and the filter on the counts' columns (company_id, region_id, status) as text.
   */
  counted?: { dims: string; from: Date; toExclusive: Date };
}

/**
 * The list's filter as text, its values appended to `params` ($n): the tenant, then the filters of the query. Lists
 * of values are array parameters (`= ANY ($n)`), so the text depends only on which filters are set and PostgreSQL
 * can keep the statement prepared (see runStatement) instead of parsing and planning it on every request. dateTo is
 * inclusive to the millisecond: the range ends before dateTo + 1 ms.
 */
function orderListFilter(
  query: OrderListQuery,
  tenant: Tenant,
  params: unknown[],
  options: OrderListOptions = {},
): ListFilter {
  const p = (value: unknown) => `$${params.push(value)}`;
  // Filters on the columns the day counts keep too, rendered for orders and, without the table name, for the counts.
  const dims = dimensionParts(query, tenant, params);
  // A pickup-location limit is on orders only (the day counts keep no location): its lists count their orders.
  const location = locationInReachText(tenant, O.pickupLocationId, p);
  const parts = [...dims.map((part) => part(O)), ...(location ? [location] : [])];
  const search = query.globalIdSearch?.trim();
  const filter: ListFilter = { where: '' };
  // An attention list, like a search, finds its orders whatever their date.
  if (query.attention)
    parts.push(attentionText(query.attention, query.notAcceptedMinutes ?? NOT_ACCEPTED_ATTENTION_MINUTES, p));
  // A link to one order finds exactly it, whatever its date.
  if (query.orderId) parts.push(`${O.id} = ${p(query.orderId)}`);
  if (search) {
    // A search by order number, returns order number, external id or id finds the order whatever its date.
    const upper = p(search.toUpperCase());
    const byId = /^\d{1,9}$/.test(search) ? ` OR ${O.id} = ${p(Number(search))}` : '';
    // For a caller who may see them, the receiver's name (contains, case-insensitive: orders_client_name_trgm_idx)
    // and phone (its national number: orders_client_phone_digits_idx). Each is an index lookup of a BitmapOr.
    // The receivers of orders whose personal data was hashed away (retention) are no one's: never matched.
    let byReceiver = '';
    if (options.searchReceivers) {
      const receiver: string[] = [];
      if (search.length >= RECEIVER_NAME_SEARCH_MIN_LENGTH)
        receiver.push(`${O.clientName} ILIKE ${p(containsPattern(search))}`);
      const phone = phoneSearchDigits(search);
      if (phone) receiver.push(`${O.clientPhoneDigits} = ${p(phone)}`);
      if (receiver.length) byReceiver = ` OR ((${receiver.join(' OR ')}) AND NOT ${O.hasHashedSensitiveData})`;
    }
    parts.push(
      `(${O.orderNo} = ${upper} OR ${O.returnsOrderNo} = ${upper} OR ${O.externalId} = ${p(search)}${byId}${byReceiver})`,
    );
  } else if (!query.attention && !query.orderId) {
    const fromDate = query.dateFrom ? new Date(query.dateFrom) : undefined;
    const toExclusiveDate = query.dateTo ? new Date(new Date(query.dateTo).getTime() + 1) : undefined;
    const from = fromDate && p(fromDate.toISOString());
    const to = toExclusiveDate && p(toExclusiveDate.toISOString());
    const range = [from && `${O.createdAt} >= ${from}`, to && `${O.createdAt} < ${to}`].filter(Boolean).join(' AND ');
    // showPastActiveOrders: orders created before the range that are still ongoing are listed too.
    if (from && !query.showPastActiveOrders) {
      // The range as a filter of the stage index's entries (created_at + 0 is no bound of orders_created_list_idx,
      // so the planner walks orders_stage_list_idx from dateFrom instead of reading the whole range).
      const notARangeScan = `(${O.createdAt} + interval '0 seconds')`;
      const walkRange = [
        `${O.stageBeganAt} >= ${from}`,
        `${notARangeScan} >= ${from}`,
        to && `${notARangeScan} < ${to}`,
      ].filter(Boolean);
      filter.stageWalk = [...parts, ...walkRange].join(' AND ');
    }
    if (query.showPastActiveOrders && from) parts.push(`((${range}) OR (${O.isOngoing} AND ${O.createdAt} < ${from}))`);
    else if (range) parts.push(range);
    if (fromDate && toExclusiveDate && !query.productId && !location) {
      filter.counted = {
        dims: dims.map((part) => part(COUNT_COLUMNS)).join(' AND ') || 'true',
        from: fromDate,
        toExclusive: toExclusiveDate,
      };
    }
  }
  if (query.productId) {
    const product = productExists(p(query.productId));
    parts.push(product);
    if (filter.stageWalk) filter.stageWalk += ` AND ${product}`;
  }
  filter.where = parts.length ? parts.join(' AND ') : 'true';
  return filter;
}

/**
 * The list's filter for the download of every matching row (GET /order/list/export): the same tenant and filters
 * as the list, as SQL text over the `orders` table with its parameters ($1…).
 */
export function orderListExportFilter(
  query: OrderListQuery,
  tenant: Tenant,
  options: OrderListOptions = {},
): TextStatement {
  const params: unknown[] = [];
  return { text: orderListFilter(query, tenant, params, options).where, params };
}

/** The columns a filter part reads, qualified (orders) or bare (the day counts). */
type DimensionColumns = Pick<typeof O, 'companyId' | 'regionId' | 'status'>;
const COUNT_COLUMNS: DimensionColumns = { companyId: 'company_id', regionId: 'region_id', status: 'status' };

/**
 * The tenant (its companies and regions) and the status, company and region filters: the parts on the columns the
 * day counts keep, their values appended to `params` once.
 */
function dimensionParts(
  query: OrderListQuery | null,
  tenant: Tenant,
  params: unknown[],
): ((c: DimensionColumns) => string)[] {
  const p = (value: unknown) => `$${params.push(value)}`;
  const parts: ((c: DimensionColumns) => string)[] = [];
  // The reach's conditions (server/access/reach.ts): their values bound once, the text written for a column stand-in
  // that each table's column then replaces (orders, or the day counts).
  const COLUMN = '\u0000';
  const company = companyInReachText(tenant, COLUMN, p);
  if (company !== null) parts.push((c) => company.replace(COLUMN, c.companyId));
  const region = regionIdInReachText(tenant, COLUMN, p);
  if (region !== null) parts.push((c) => region.replace(COLUMN, c.regionId));
  if (!query) return parts;
  if (query.status?.length) {
    const list = p(query.status);
    parts.push((c) => `${c.status} = ANY (${list}::text[])`);
  }
  if (query.companyIds?.length) {
    const ids = p(query.companyIds);
    parts.push((c) => `${c.companyId} = ANY (${ids}::int[])`);
  }
  if (query.region) {
    const name = p(query.region);
    parts.push((c) => `${c.regionId} = ${regionIdsOfNames(`ARRAY[${name}::text]`)}`);
  }
  return parts;
}

/** The rows the caller may see (its companies, regions and locations) as WHERE parts, values appended to `params`. */
export function tenantWhere(tenant: Tenant, params: unknown[]): string[] {
  return ordersInReachText(tenant, O, (value) => `$${params.push(value)}`);
}

const DAY_COUNTS = text(sql`${orderDayCounts}`);
const DAY_COUNT_CHANGES = text(sql`${orderDayCountChanges}`);

/**
 * The statement text of the total (one row, "total"), its extra values appended to `params`. With whole Warsaw days
 * in the range (the console's ranges are whole days), those days are summed from the day counts and their unfolded
 * changes, and only the orders of the range's partial days at either end are counted (none for whole-day ranges):
 * exact, in the statement's one snapshot, and as cheap for 7 days of 20,000 orders as for one. Otherwise the
 * matching orders are counted.
 */
function countText(filter: ListFilter, params: unknown[]): { text: string; days: boolean } {
  const direct = { text: `SELECT count(*)::int AS "total" FROM ${O.table} WHERE ${filter.where}`, days: false };
  const c = filter.counted;
  const days = c && wholeWarsawDays(c.from, c.toExclusive);
  if (!c || !days) return direct;
  const p = (value: unknown) => `$${params.push(value)}`;
  const firstDay = p(days.firstDay);
  const endDay = p(days.endDay);
  const start = p(days.start.toISOString());
  const end = p(days.end.toISOString());
  const dayRows = `day >= ${firstDay}::date AND day < ${endDay}::date AND ${c.dims}`;
  return {
    days: true,
    text:
      `SELECT ((SELECT coalesce(sum(orders), 0) FROM ${DAY_COUNTS} WHERE ${dayRows})` +
      ` + (SELECT coalesce(sum(delta), 0) FROM ${DAY_COUNT_CHANGES} WHERE ${dayRows})` +
      ` + (SELECT count(*) FROM ${O.table} WHERE ${filter.where} AND ${O.createdAt} < ${start})` +
      ` + (SELECT count(*) FROM ${O.table} WHERE ${filter.where} AND ${O.createdAt} >= ${end}))::int AS "total"`,
  };
}

/**
 * The statements of the list: a page of rows that also carries the total (one round trip), and the total alone for
 * a page past the end. The page's ids are chosen on the orders table alone (filter, sort, offset); only those rows
 * are joined. Also run bare by the benchmark.
 */
export function orderListStatements(
  query: OrderListQuery,
  tenant: Tenant,
  options: OrderListOptions = {},
): { rows: TextStatement; count: TextStatement } {
  const params: unknown[] = [];
  const filter = orderListFilter(query, tenant, params, options);
  const count = countText(filter, params);
  // perPage (a validated integer, in practice one of a few) is in the text so that the planner sees the real limit;
  // the offset of a later page is a parameter, so paging does not make a new statement per page.
  const offset = (query.page - 1) * query.perPage;
  const texts = listTexts(filter, count, query.sort, Math.trunc(query.perPage), offset > 0, params.length);
  return {
    rows: { text: texts.rows, params: offset ? [...params, offset] : params },
    count: { text: texts.count, params },
  };
}

/**
 * The statements' texts per filter text, sort, page size and first-or-later page, built once: the same string each
 * time is cheaper to send as a named statement (its hash is kept) than an equal one concatenated anew (~3 KB).
 * The filter text holds placeholders, not values, so there are as many as filter combinations in use (capped).
 */
const listTextCache = new Map<string, { rows: string; count: string }>();
const LIST_TEXT_CACHE_MAX = 256;

function listTexts(
  filter: ListFilter,
  count: { text: string; days: boolean },
  sort: OrderListQuery['sort'],
  perPage: number,
  laterPage: boolean,
  allParams: number,
) {
  // Whether the total reads day counts depends on the range's values, not on the filter text.
  const key = `${sort}|${perPage}|${laterPage ? 1 : 0}|${count.days ? 1 : 0}|${filter.where}`;
  let texts = listTextCache.get(key);
  if (texts) return texts;
  const orderBy = ORDER_BY_TEXT[sort] ?? ORDER_BY_TEXT.priority;
  const offsetParam = laterPage ? `$${allParams + 1}::bigint` : '';
  const page =
    sort === 'priority' || !ORDER_BY_TEXT[sort]
      ? priorityPage(filter.where, perPage, offsetParam)
      : sort === 'stage' && filter.stageWalk
        ? stagePage(filter.where, filter.stageWalk, perPage, offsetParam)
        : {
            ctes: [],
            page: `SELECT ${O.id} FROM ${O.table} WHERE ${filter.where} ORDER BY ${orderBy} LIMIT ${perPage}${offsetParam ? ` OFFSET ${offsetParam}` : ''}`,
          };
  // The total computed once (a materialized CTE read by an InitPlan), and only if there are rows.
  const ctes = [`list_total AS MATERIALIZED (${count.text})`, ...page.ctes];
  const rows = `WITH ${ctes.join(', ')} SELECT (SELECT "total" FROM list_total) AS "total", ${ITEM_COLUMNS_TEXT} FROM (${page.page}) page INNER JOIN ${O.table} ON ${O.id} = page.id ${ITEM_LOOKUPS_TEXT} ORDER BY ${orderBy}`;
  texts = { rows, count: count.text };
  if (listTextCache.size >= LIST_TEXT_CACHE_MAX) listTextCache.clear();
  listTextCache.set(key, texts);
  return texts;
}

/**
 * The page of the stage sort over a date range, in one of two ways chosen when the statement runs, from the total:
 * when the page ends within the first half of the matching orders, it is read from orders_stage_list_idx in stage
 * order from dateFrom (no order of the range began its stage earlier; orders of earlier days whose stage began later
 * are skipped by the range) and stops after the page's rows, reading about (page end) × (range's orders / matching)
 * entries, less than half of the range; otherwise the range is read from orders_created_list_idx and sorted (its
 * ORDER BY on stage_began_at + 0, which no index provides, keeps the planner from walking the stage index from its
 * start). The other part's condition is false, so PostgreSQL does not run it (a one-time filter).
 */
function stagePage(
  where: string,
  walkWhere: string,
  perPage: number,
  offsetParam: string,
): { ctes: string[]; page: string } {
  const offset = offsetParam ? ` OFFSET ${offsetParam}` : '';
  const pageEnd = offsetParam ? `${perPage} + ${offsetParam}` : `${perPage}`;
  const walk = `(SELECT "total" FROM list_total) >= 2 * (${pageEnd})`;
  const sortedRange = `${O.stageBeganAt} + interval '0 seconds' ASC, ${O.createdAt} DESC, ${O.id} DESC`;
  return {
    ctes: [],
    page:
      `(SELECT ${O.id} FROM ${O.table} WHERE ${walkWhere} AND ${walk} ORDER BY ${ORDER_BY_TEXT.stage} LIMIT ${perPage}${offset}) UNION ALL ` +
      `(SELECT ${O.id} FROM ${O.table} WHERE (${where}) AND NOT ${walk} ORDER BY ${sortedRange} LIMIT ${perPage}${offset})`,
  };
}

/**
 * The page of the priority sort (the console's default) in two parts. Orders still to be handled sort above all
 * others (ACTIVE_STATUS_PRIORITY_FLOOR), and there are few of them: the page is first taken from those, in order,
 * from the small partial index orders_active_list_idx. The ended orders of the range (most of a day's orders) are
 * sorted only when the page reaches past the active ones: their LIMIT is what the first part left of the page, and
 * PostgreSQL does not run a part whose LIMIT is 0. The parts' order is the list's order, so the rows and their
 * offsets are those of the one-part statement (the outer ORDER BY sorts the page's rows).
 */
function priorityPage(where: string, perPage: number, offsetParam: string): { ctes: string[]; page: string } {
  const active = `${O.statusPriority} >= ${ACTIVE_STATUS_PRIORITY_FLOOR}`;
  const ended = `${O.statusPriority} < ${ACTIVE_STATUS_PRIORITY_FLOOR}`;
  const columns = `${O.id}, ${O.statusPriority}, ${O.stageBeganAt}`;
  const orderBy = ORDER_BY_TEXT.priority;
  const activeOffset = offsetParam ? ` OFFSET ${offsetParam}` : '';
  // Past the first page, the ended part skips what the offset leaves after all the active orders of the filter.
  const endedOffset = offsetParam
    ? ` OFFSET greatest(0, ${offsetParam} - (SELECT count(*) FROM ${O.table} WHERE (${where}) AND ${active}))`
    : '';
  return {
    ctes: [
      `active_page AS MATERIALIZED (SELECT ${columns} FROM ${O.table} WHERE (${where}) AND ${active} ORDER BY ${orderBy} LIMIT ${perPage}${activeOffset})`,
    ],
    page:
      `(SELECT * FROM active_page) UNION ALL (SELECT ${columns} FROM ${O.table} WHERE (${where}) AND ${ended} ` +
      `ORDER BY ${orderBy} LIMIT ${perPage} - (SELECT count(*) FROM active_page)${endedOffset})`,
  };
}

/**
 * Columns of a list row, named as RawItemRow (the lookups' columns come from ITEM_LOOKUPS). The open hold's note is
 * the order's own column (orders.hold_note), written by the hold itself.
 */

export const ITEM_COLUMNS_TEXT = text(sql`
  ${orders.id} AS "id", ${orders.orderNo} AS "orderNo", ${orders.returnsOrderNo} AS "returnsOrderNo",
  ${orders.externalId} AS "externalId", ${orders.type} AS "type", ${orders.status} AS "status",
  ${orders.cancellationReason} AS "cancellationReason", ${orders.stageBeganAt} AS "stageBeganAt",
  ${orders.createdAt} AS "createdAt", ${orders.scheduledAt} AS "scheduledAt", ${orders.scheduledSlotFrom} AS "scheduledSlotFrom",
  ${orders.scheduledSlotTo} AS "scheduledSlotTo", ${orders.deliveredAt} AS "deliveredAt", ${orders.finishedAt} AS "finishedAt",
  ${orders.cancelledAt} AS "cancelledAt", ${orders.pickupName} AS "pickupName", ${orders.pickupCity} AS "pickupCity",
  ${orders.pickupStreet} AS "pickupStreet", ${orders.packageSize} AS "packageSize", ${orders.emergencyDelivery} AS "emergencyDelivery",
  ${orders.estimatedPayout} AS "priceAmount", ${orders.currency} AS "currency",
  ${orders.noVerificationCodeReason} AS "noVerificationCodeReason", ${orders.onHoldUntil} AS "onHoldUntil",
  ${orders.holdNote} AS "holdNote", company.*, region.*, driver.*, multiplier.*, last_comment.*`);

/**
 * The company, region, driver, multiplier and last comment of a row: LATERAL primary-key lookups with `LIMIT 1` (a
 * key has at most one row; a subquery with a limit is not pulled up into the join), so the planner plans a
 * two-table join plus five one-table lookups instead of searching the join orders of seven tables: on 1M orders that
 * search took ~2 ms per request, more than running the query. Same rows as (left) joins on those keys.
 */
export const ITEM_LOOKUPS_TEXT = text(sql`
  INNER JOIN LATERAL (SELECT ${companies.id} AS "companyId", ${companies.name} AS "companyName", ${companies.logo} AS "companyLogo"
    FROM ${companies} WHERE ${companies.id} = ${orders.companyId} LIMIT 1) company ON true
  INNER JOIN LATERAL (SELECT ${regions.id} AS "regionId", ${regions.name} AS "regionName"
    FROM ${regions} WHERE ${regions.id} = ${orders.regionId} LIMIT 1) region ON true
  LEFT JOIN LATERAL (SELECT ${drivers.id} AS "driverId", ${drivers.firstName} AS "driverFirstName", ${drivers.lastName} AS "driverLastName"
    FROM ${drivers} WHERE ${drivers.id} = ${orders.driverId} LIMIT 1) driver ON true
  LEFT JOIN LATERAL (SELECT coalesce(${orders.multiplierValue}, ${multipliers.multiplier}) AS "multiplierValue", ${multipliers.deactivatedAt} IS NOT NULL AS "multiplierDeactivated"
    FROM ${multipliers} WHERE ${multipliers.id} = ${orders.multiplierId} LIMIT 1) multiplier ON true
  LEFT JOIN LATERAL (SELECT ${orderComments.comment} AS "commentText", ${orderComments.createdAt} AS "commentAt", ${orderComments.createdBy} AS "commentBy"
    FROM ${orderComments} WHERE ${orderComments.id} = ${orders.lastCommentId} LIMIT 1) last_comment ON true`);

// Orders: the operator list (spec orders §2 Order list, §7 GET /order/list).
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { companies, drivers, multipliers, orderComments, orderHolds, orders, orderProducts, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { isoTimestamp, runTextStatement, sqlText as text } from '../db/textStatement.ts';
import type { ListResponse, OrderListItem } from '../../src/domain/api.ts';
import type { OrderListQuery } from '../../src/domain/schemas.ts';
import { ACTIVE_STATUS_PRIORITY_FLOOR, type OrderStatus, type OrderType, type PackageSize } from '../../src/domain/enums.ts';
import { hasPickupPoint, minutesBetween, orderStage, realization, reasonGroup } from '../../src/domain/orderRules.ts';
import type { Tenant } from './principal.ts';

/** Rows the caller may see: its companies and regions ("all" = no condition). */
export function orderTenantCondition(tenant: Tenant): SQL | undefined {
  const parts: SQL[] = [];
  if (!tenant.allCompanies) {
    parts.push(tenant.companyIds.length ? inArray(orders.companyId, tenant.companyIds) : sql`false`);
  }
  if (!tenant.allRegions) {
    parts.push(
      tenant.regions.length
        ? inArray(orders.regionId, sql`(select ${regions.id} from ${regions} where ${inArray(regions.name, tenant.regions)})`)
        : sql`false`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** A statement as text and parameters: the list builds its SQL text directly (see orderListStatements). */
export interface TextStatement {
  text: string;
  params: unknown[];
}

/** Qualified names of the orders columns the list's filter and sorts use, rendered once ("orders"."id"). */
const O = {
  table: text(sql`${orders}`),
  id: text(sql`${orders.id}`),
  orderNo: text(sql`${orders.orderNo}`),
  returnsOrderNo: text(sql`${orders.returnsOrderNo}`),
  externalId: text(sql`${orders.externalId}`),
  companyId: text(sql`${orders.companyId}`),
  regionId: text(sql`${orders.regionId}`),
  status: text(sql`${orders.status}`),
  createdAt: text(sql`${orders.createdAt}`),
  isOngoing: text(sql`${orders.isOngoing}`),
  statusPriority: text(sql`${orders.statusPriority}`),
  stageBeganAt: text(sql`${orders.stageBeganAt}`),
};
/**
 * The ids of the regions named in an array parameter, as an array computed once per statement (an InitPlan): the
 * index entries are then filtered by `region_id = ANY (ids)` directly instead of through a join with regions.
 */
const REGION_IDS_WHERE_NAME = text(sql`SELECT ${regions.id} FROM ${regions} WHERE ${regions.name}`);
const regionIdsOfNames = (namesParam: string) => `ANY (ARRAY(${REGION_IDS_WHERE_NAME} = ANY (${namesParam})))`;
const PRODUCTS_OF_ORDER = text(sql`SELECT 1 FROM ${orderProducts} WHERE ${orderProducts.orderId} = ${orders.id} AND ${orderProducts.productId}`);
const productExists = (param: string) => `EXISTS (${PRODUCTS_OF_ORDER} = ${param})`;

const ORDER_BY_TEXT: Record<OrderListQuery['sort'], string> = {
  stage: `${O.stageBeganAt} ASC, ${O.createdAt} DESC, ${O.id} DESC`,
  createdAt: `${O.createdAt} ASC, ${O.id} ASC`,
  '-createdAt': `${O.createdAt} DESC, ${O.id} DESC`,
  priority: `${O.statusPriority} DESC, ${O.stageBeganAt} ASC, ${O.id} DESC`,
};

/**
 * The WHERE clause of the list as text, its values appended to `params` ($n): the tenant, then the filters of the
 * query. Lists of values are array parameters (`= ANY ($n)`), so the text depends only on which filters are set and
 * PostgreSQL can keep the statement prepared (see runStatement) instead of parsing and planning it on every request.
 */
export function orderListWhere(query: OrderListQuery, tenant: Tenant, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  const parts = tenantWhere(tenant, params);
  const search = query.globalIdSearch?.trim();
  if (search) {
    // A search by order number, returns order number, external id or id finds the order whatever its date.
    const upper = p(search.toUpperCase());
    const byId = /^\d{1,9}$/.test(search) ? ` OR ${O.id} = ${p(Number(search))}` : '';
    parts.push(`(${O.orderNo} = ${upper} OR ${O.returnsOrderNo} = ${upper} OR ${O.externalId} = ${p(search)}${byId})`);
  } else {
    const from = query.dateFrom ? p(new Date(query.dateFrom).toISOString()) : undefined;
    const to = query.dateTo ? p(new Date(query.dateTo).toISOString()) : undefined;
    const range = [from && `${O.createdAt} >= ${from}`, to && `${O.createdAt} <= ${to}`].filter(Boolean).join(' AND ');
    // showPastActiveOrders: orders created before the range that are still ongoing are listed too.
    if (query.showPastActiveOrders && from) parts.push(`((${range}) OR (${O.isOngoing} AND ${O.createdAt} < ${from}))`);
    else if (range) parts.push(range);
  }
  const statuses = (query.status ?? []).filter((s): s is OrderStatus => s !== 'all');
  if (statuses.length && !(query.status ?? []).includes('all')) parts.push(`${O.status} = ANY (${p(statuses)}::text[])`);
  if (query.companyIds?.length) parts.push(`${O.companyId} = ANY (${p(query.companyIds)}::int[])`);
  if (query.region) parts.push(`${O.regionId} = ${regionIdsOfNames(`ARRAY[${p(query.region)}::text]`)}`);
  if (query.productId) parts.push(productExists(p(query.productId)));
  return parts.length ? parts.join(' AND ') : 'true';
}

/** The rows the caller may see (its companies and regions) as WHERE parts, values appended to `params`. */
function tenantWhere(tenant: Tenant, params: unknown[]): string[] {
  const p = (value: unknown) => `$${params.push(value)}`;
  const parts: string[] = [];
  if (!tenant.allCompanies) parts.push(tenant.companyIds.length ? `${O.companyId} = ANY (${p(tenant.companyIds)}::int[])` : 'false');
  if (!tenant.allRegions) parts.push(tenant.regions.length ? `${O.regionId} = ${regionIdsOfNames(`${p(tenant.regions)}::text[]`)}` : 'false');
  return parts;
}

/**
 * The statements of the list: a page of rows that also carries the total (one round trip), and the total alone for
 * a page past the end. The page's ids are chosen on the orders table alone (filter, sort, offset); only those rows
 * are joined. Also run bare by the benchmark.
 */
export function orderListStatements(query: OrderListQuery, tenant: Tenant): { rows: TextStatement; count: TextStatement } {
  const params: unknown[] = [];
  const where = orderListWhere(query, tenant, params);
  // perPage (a validated integer, in practice one of a few) is in the text so that the planner sees the real limit;
  // the offset of a later page is a parameter, so paging does not make a new statement per page.
  const offset = (query.page - 1) * query.perPage;
  const texts = listTexts(where, query.sort, Math.trunc(query.perPage), offset > 0, params.length);
  return { rows: { text: texts.rows, params: offset ? [...params, offset] : params }, count: { text: texts.count, params } };
}

/**
 * The statements' texts per WHERE text, sort, page size and first-or-later page, built once: the same string each
 * time is cheaper to send as a named statement (its hash is kept) than an equal one concatenated anew (~3 KB).
 * The WHERE text holds placeholders, not values, so there are as many as filter combinations in use (capped).
 */
const listTextCache = new Map<string, { rows: string; count: string }>();
const LIST_TEXT_CACHE_MAX = 256;

function listTexts(where: string, sort: OrderListQuery['sort'], perPage: number, laterPage: boolean, whereParams: number) {
  const key = `${sort}|${perPage}|${laterPage ? 1 : 0}|${where}`;
  let texts = listTextCache.get(key);
  if (texts) return texts;
  const count = `SELECT count(*)::int AS "total" FROM ${O.table} WHERE ${where}`;
  const orderBy = ORDER_BY_TEXT[sort] ?? ORDER_BY_TEXT.priority;
  const offsetParam = laterPage ? `$${whereParams + 1}::bigint` : '';
  const { prefix, page } =
    sort === 'priority' || !ORDER_BY_TEXT[sort]
      ? priorityPage(where, perPage, offsetParam)
      : { prefix: '', page: `SELECT ${O.id} FROM ${O.table} WHERE ${where} ORDER BY ${orderBy} LIMIT ${perPage}${offsetParam ? ` OFFSET ${offsetParam}` : ''}` };
  // The total as an uncorrelated subquery: computed once (an InitPlan), and only if there are rows.
  const rows = `${prefix}SELECT (${count}) AS "total", ${ITEM_COLUMNS_TEXT} FROM (${page}) page INNER JOIN ${O.table} ON ${O.id} = page.id ${ITEM_LOOKUPS_TEXT} ORDER BY ${orderBy}`;
  texts = { rows, count };
  if (listTextCache.size >= LIST_TEXT_CACHE_MAX) listTextCache.clear();
  listTextCache.set(key, texts);
  return texts;
}

/**
 * The page of the priority sort (the console's default) in two parts. Orders still to be handled sort above all
 * others (ACTIVE_STATUS_PRIORITY_FLOOR), and there are few of them: the page is first taken from those, in order,
 * from the small partial index orders_active_list_idx. The ended orders of the range (most of a day's orders) are
 * sorted only when the page reaches past the active ones: their LIMIT is what the first part left of the page, and
 * PostgreSQL does not run a part whose LIMIT is 0. The parts' order is the list's order, so the rows and their
 * offsets are those of the one-part statement (the outer ORDER BY sorts the page's rows).
 */
function priorityPage(where: string, perPage: number, offsetParam: string): { prefix: string; page: string } {
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
    prefix: `WITH active_page AS MATERIALIZED (SELECT ${columns} FROM ${O.table} WHERE (${where}) AND ${active} ORDER BY ${orderBy} LIMIT ${perPage}${activeOffset}) `,
    page:
      `(SELECT * FROM active_page) UNION ALL (SELECT ${columns} FROM ${O.table} WHERE (${where}) AND ${ended} ` +
      `ORDER BY ${orderBy} LIMIT ${perPage} - (SELECT count(*) FROM active_page)${endedOffset})`,
  };
}

/**
 * Columns of a list row, named as RawItemRow (the lookups' columns come from ITEM_LOOKUPS). The open hold's note is
 * looked up only for an order with a hold time: the onHold flag, which shows it, needs one.
 */
const ITEM_COLUMNS_TEXT = text(sql`
  ${orders.id} AS "id", ${orders.orderNo} AS "orderNo", ${orders.returnsOrderNo} AS "returnsOrderNo",
  ${orders.externalId} AS "externalId", ${orders.type} AS "type", ${orders.status} AS "status",
  ${orders.cancellationReason} AS "cancellationReason", ${orders.stageBeganAt} AS "stageBeganAt",
  ${orders.createdAt} AS "createdAt", ${orders.scheduledAt} AS "scheduledAt", ${orders.scheduledSlotFrom} AS "scheduledSlotFrom",
  ${orders.scheduledSlotTo} AS "scheduledSlotTo", ${orders.deliveredAt} AS "deliveredAt", ${orders.finishedAt} AS "finishedAt",
  ${orders.cancelledAt} AS "cancelledAt", ${orders.pickupName} AS "pickupName", ${orders.pickupCity} AS "pickupCity",
  ${orders.pickupStreet} AS "pickupStreet", ${orders.packageSize} AS "packageSize", ${orders.emergencyDelivery} AS "emergencyDelivery",
  ${orders.noVerificationCodeReason} AS "noVerificationCodeReason", ${orders.onHoldUntil} AS "onHoldUntil",
  company.*, region.*, driver.*, multiplier.*, last_comment.*,
  CASE WHEN ${orders.onHoldUntil} IS NOT NULL THEN (SELECT ${orderHolds.notes} FROM ${orderHolds}
    WHERE ${orderHolds.orderId} = ${orders.id} AND ${orderHolds.releasedAt} IS NULL ORDER BY ${orderHolds.createdAt} DESC LIMIT 1) END AS "holdNote"`);

/**
 * The company, region, driver, multiplier and last comment of a row: LATERAL primary-key lookups with `LIMIT 1` (a
 * key has at most one row; a subquery with a limit is not pulled up into the join), so the planner plans a
 * two-table join plus five one-table lookups instead of searching the join orders of seven tables: on 1M orders that
 * search took ~2 ms per request, more than running the query. Same rows as (left) joins on those keys.
 */
const ITEM_LOOKUPS_TEXT = text(sql`
  INNER JOIN LATERAL (SELECT ${companies.id} AS "companyId", ${companies.name} AS "companyName", ${companies.logo} AS "companyLogo"
    FROM ${companies} WHERE ${companies.id} = ${orders.companyId} LIMIT 1) company ON true
  INNER JOIN LATERAL (SELECT ${regions.id} AS "regionId", ${regions.name} AS "regionName"
    FROM ${regions} WHERE ${regions.id} = ${orders.regionId} LIMIT 1) region ON true
  LEFT JOIN LATERAL (SELECT ${drivers.id} AS "driverId", ${drivers.firstName} AS "driverFirstName", ${drivers.lastName} AS "driverLastName"
    FROM ${drivers} WHERE ${drivers.id} = ${orders.driverId} LIMIT 1) driver ON true
  LEFT JOIN LATERAL (SELECT ${multipliers.multiplier} AS "multiplierValue", ${multipliers.deactivatedAt} IS NOT NULL AS "multiplierDeactivated"
    FROM ${multipliers} WHERE ${multipliers.id} = ${orders.multiplierId} LIMIT 1) multiplier ON true
  LEFT JOIN LATERAL (SELECT ${orderComments.comment} AS "commentText", ${orderComments.createdAt} AS "commentAt", ${orderComments.createdBy} AS "commentBy"
    FROM ${orderComments} WHERE ${orderComments.id} = ${orders.lastCommentId} LIMIT 1) last_comment ON true`);
/** A list row as runTextStatement returns it: timestamps as the database's text (or Date). */
type Timestamp = string | Date;
interface RawItemRow {
  id: number;
  orderNo: string;
  returnsOrderNo: string | null;
  externalId: string | null;
  type: OrderType;
  status: OrderStatus;
  cancellationReason: string | null;
  stageBeganAt: Timestamp;
  createdAt: Timestamp;
  scheduledAt: Timestamp | null;
  scheduledSlotFrom: Timestamp | null;
  scheduledSlotTo: Timestamp | null;
  deliveredAt: Timestamp | null;
  finishedAt: Timestamp | null;
  cancelledAt: Timestamp | null;
  pickupName: string | null;
  pickupCity: string | null;
  pickupStreet: string | null;
  packageSize: PackageSize | null;
  emergencyDelivery: boolean;
  noVerificationCodeReason: string | null;
  onHoldUntil: Timestamp | null;
  companyId: number;
  companyName: string;
  companyLogo: string | null;
  regionId: number;
  regionName: string;
  driverId: number | null;
  driverFirstName: string | null;
  driverLastName: string | null;
  multiplierValue: number | null;
  multiplierDeactivated: boolean | null;
  commentText: string | null;
  commentAt: Timestamp | null;
  commentBy: string | null;
  holdNote: string | null;
  /** The number of orders matching the list's filter (list statements only). */
  total?: number;
}

/** A list row with its timestamps as ISO 8601 text in UTC (`toISOString()`'s form), what the list item carries. */
type OrderItemRow = Omit<RawItemRow, TimestampField> & { stageBeganAt: string; createdAt: string } & {
  [K in Exclude<TimestampField, 'stageBeganAt' | 'createdAt'>]: string | null;
};
type TimestampField =
  | 'stageBeganAt'
  | 'createdAt'
  | 'scheduledAt'
  | 'scheduledSlotFrom'
  | 'scheduledSlotTo'
  | 'deliveredAt'
  | 'finishedAt'
  | 'cancelledAt'
  | 'onHoldUntil'
  | 'commentAt';

function toItemRow(r: RawItemRow): OrderItemRow {
  return {
    ...r,
    stageBeganAt: isoTimestamp(r.stageBeganAt)!,
    createdAt: isoTimestamp(r.createdAt)!,
    scheduledAt: isoTimestamp(r.scheduledAt),
    scheduledSlotFrom: isoTimestamp(r.scheduledSlotFrom),
    scheduledSlotTo: isoTimestamp(r.scheduledSlotTo),
    deliveredAt: isoTimestamp(r.deliveredAt),
    finishedAt: isoTimestamp(r.finishedAt),
    cancelledAt: isoTimestamp(r.cancelledAt),
    onHoldUntil: isoTimestamp(r.onHoldUntil),
    commentAt: isoTimestamp(r.commentAt),
  };
}

/** One order in the list shape, when the caller may see it: the list's columns and lookups for one id. */
export async function getOrderItem(db: Db, id: number, tenant: Tenant, now = new Date()): Promise<OrderListItem | null> {
  const params: unknown[] = [id];
  const where = [`${O.id} = $1`, ...tenantWhere(tenant, params)].join(' AND ');
  const [row] = await runTextStatement<RawItemRow>(db, { text: `SELECT ${ITEM_COLUMNS_TEXT} FROM ${O.table} ${ITEM_LOOKUPS_TEXT} WHERE ${where}`, params });
  return row ? toOrderListItem(toItemRow(row), now) : null;
}

export async function listOrders(
  db: Db,
  query: OrderListQuery,
  tenant: Tenant,
  now = new Date(),
): Promise<ListResponse<OrderListItem>> {
  const q = orderListStatements(query, tenant);
  const rows = (await runTextStatement<RawItemRow>(db, q.rows)).map(toItemRow);
  // No row: nothing matches (page 1), or the page lies past the end and the total is counted alone.
  const total = rows.length ? rows[0].total! : query.page === 1 ? 0 : (await runTextStatement<{ total: number }>(db, q.count))[0].total;
  return { items: rows.map((r) => toOrderListItem(r, now)), total, page: query.page, perPage: query.perPage };
}

function toOrderListItem(r: OrderItemRow, now: Date): OrderListItem {
  const hasPickup = hasPickupPoint(r);
  const nowMs = now.getTime();
  // On the rows' ISO text and epoch milliseconds: no Date objects for a page's some 300 time values.
  const { totalRealizationTime, realizedWithin } = realization(r, nowMs);
  const onHold = r.onHoldUntil !== null && Date.parse(r.onHoldUntil) > nowMs;
  return {
    id: r.id,
    orderNo: r.orderNo,
    returnsOrderNo: r.returnsOrderNo,
    externalId: r.externalId,
    company: { id: r.companyId, name: r.companyName, logo: r.companyLogo },
    region: { id: r.regionId, name: r.regionName },
    type: r.type,
    status: r.status,
    cancellationReason: r.cancellationReason,
    reasonGroup: reasonGroup(r.status, r.cancellationReason),
    stage: orderStage(r.status, hasPickup, r.stageBeganAt),
    createdAt: r.createdAt,
    scheduledAt: r.scheduledAt,
    scheduledSlotRange: r.scheduledSlotFrom && r.scheduledSlotTo ? [r.scheduledSlotFrom, r.scheduledSlotTo] : null,
    deliveredAt: r.deliveredAt,
    cancelledAt: r.cancelledAt,
    timeInStage: minutesBetween(r.stageBeganAt, nowMs),
    totalRealizationTime,
    realizedWithin,
    pickupPoint: hasPickup ? { name: r.pickupName, city: r.pickupCity } : null,
    driver: r.driverId ? { id: r.driverId, firstName: r.driverFirstName!, lastName: r.driverLastName! } : null,
    packageSize: r.packageSize,
    flags: {
      onHold: onHold ? { until: r.onHoldUntil!, note: r.holdNote } : null,
      multiplier: r.multiplierValue != null ? { value: r.multiplierValue, deactivated: r.multiplierDeactivated === true } : null,
      emergencyDelivery: r.emergencyDelivery,
      noVerificationCode: r.noVerificationCodeReason,
    },
    lastComment: r.commentText ? { comment: r.commentText, createdAt: r.commentAt!, createdBy: r.commentBy! } : null,
  };
}

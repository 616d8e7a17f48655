// Orders: the operator list (spec orders §2 Order list, §7 GET /order/list).
import { and, asc, desc, eq, gte, inArray, lte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, drivers, multipliers, orderComments, orders, orderProducts, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { ListResponse, OrderListItem } from '../../src/domain/api.ts';
import type { OrderListQuery } from '../../src/domain/schemas.ts';
import type { OrderStatus } from '../../src/domain/enums.ts';
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

/** The WHERE clause of the list: tenant, then the filters of the query. */
export function orderListCondition(query: OrderListQuery, tenant: Tenant): SQL | undefined {
  const parts: (SQL | undefined)[] = [orderTenantCondition(tenant)];
  const search = query.globalIdSearch?.trim();
  if (search) {
    // A search by order number, returns order number, external id or id finds the order whatever its date.
    const upper = search.toUpperCase();
    const byId = /^\d{1,9}$/.test(search) ? [eq(orders.id, Number(search))] : [];
    parts.push(or(eq(orders.orderNo, upper), eq(orders.returnsOrderNo, upper), eq(orders.externalId, search), ...byId));
  } else {
    const from = query.dateFrom ? new Date(query.dateFrom) : undefined;
    const to = query.dateTo ? new Date(query.dateTo) : undefined;
    const inRange = and(from ? gte(orders.createdAt, from) : undefined, to ? lte(orders.createdAt, to) : undefined);
    // showPastActiveOrders: orders created before the range that are still ongoing are listed too.
    parts.push(query.showPastActiveOrders && from ? or(inRange, and(sql`${orders.isOngoing}`, lt(orders.createdAt, from))) : inRange);
  }
  const statuses = (query.status ?? []).filter((s): s is OrderStatus => s !== 'all');
  if (statuses.length && !(query.status ?? []).includes('all')) parts.push(inArray(orders.status, statuses));
  if (query.companyIds?.length) parts.push(inArray(orders.companyId, query.companyIds));
  if (query.region) {
    parts.push(inArray(orders.regionId, sql`(select ${regions.id} from ${regions} where ${regions.name} = ${query.region})`));
  }
  if (query.productId) {
    parts.push(
      sql`exists (select 1 from ${orderProducts} where ${orderProducts.orderId} = ${orders.id} and ${orderProducts.productId} = ${query.productId})`,
    );
  }
  return and(...parts);
}

function orderBy(sort: OrderListQuery['sort']) {
  switch (sort) {
    case 'stage': // the second reading of the spec: stage.beganAt ascending, then createdAt descending
      return [asc(orders.stageBeganAt), desc(orders.createdAt), desc(orders.id)];
    case 'createdAt':
      return [asc(orders.createdAt), asc(orders.id)];
    case '-createdAt':
      return [desc(orders.createdAt), desc(orders.id)];
    default: // status priority (new 99 … finished 0), then the longest time in stage first
      return [desc(orders.statusPriority), asc(orders.stageBeganAt), desc(orders.id)];
  }
}

const lastComment = alias(orderComments, 'last_comment');

/** The two statements of the list (a page of rows, and the total): also run bare by the benchmark. */
/**
 * The two statements of the list (a page of rows, and the total): also run bare by the benchmark.
 * The page's ids are chosen on the orders table alone (filter, sort, offset); only those rows are joined.
 */
export function orderListQueries(db: Db, query: OrderListQuery, tenant: Tenant) {
  const where = orderListCondition(query, tenant);
  return {
    rows: orderItemsQuery(db, where, query.sort, query.perPage, (query.page - 1) * query.perPage),
    count: db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  };
}

/** Rows of the list shape for the orders matching `where`, sorted and limited on the orders table alone. */
function orderItemsQuery(db: Db, where: SQL | undefined, sort: OrderListQuery['sort'], limit: number, offset: number) {
  const page = db.select({ id: orders.id }).from(orders).where(where).orderBy(...orderBy(sort)).limit(limit).offset(offset).as('page');
  return db
      .select({
        o: {
          id: orders.id,
          orderNo: orders.orderNo,
          returnsOrderNo: orders.returnsOrderNo,
          externalId: orders.externalId,
          type: orders.type,
          status: orders.status,
          cancellationReason: orders.cancellationReason,
          stageBeganAt: orders.stageBeganAt,
          createdAt: orders.createdAt,
          scheduledAt: orders.scheduledAt,
          scheduledSlotFrom: orders.scheduledSlotFrom,
          scheduledSlotTo: orders.scheduledSlotTo,
          deliveredAt: orders.deliveredAt,
          finishedAt: orders.finishedAt,
          cancelledAt: orders.cancelledAt,
          pickupName: orders.pickupName,
          pickupCity: orders.pickupCity,
          pickupStreet: orders.pickupStreet,
          packageSize: orders.packageSize,
          emergencyDelivery: orders.emergencyDelivery,
          noVerificationCodeReason: orders.noVerificationCodeReason,
          onHoldUntil: orders.onHoldUntil,
        },
        companyId: companies.id,
        companyName: companies.name,
        companyLogo: companies.logo,
        regionId: regions.id,
        regionName: regions.name,
        driverId: drivers.id,
        driverFirstName: drivers.firstName,
        driverLastName: drivers.lastName,
        multiplierValue: multipliers.multiplier,
        multiplierDeactivatedAt: multipliers.deactivatedAt,
        commentText: lastComment.comment,
        commentAt: lastComment.createdAt,
        commentBy: lastComment.createdBy,
        holdNote: sql<string | null>`(select h.notes from order_holds h where h.order_id = ${orders.id} and h.released_at is null order by h.created_at desc limit 1)`,
      })
      .from(page)
      .innerJoin(orders, eq(orders.id, page.id))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(regions, eq(regions.id, orders.regionId))
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
      .leftJoin(multipliers, eq(multipliers.id, orders.multiplierId))
      .leftJoin(lastComment, eq(lastComment.id, orders.lastCommentId))
      .orderBy(...orderBy(sort));
}

type OrderItemRow = Awaited<ReturnType<typeof orderItemsQuery>>[number];

/** One order in the list shape, when the caller may see it. */
export async function getOrderItem(db: Db, id: number, tenant: Tenant, now = new Date()): Promise<OrderListItem | null> {
  const [row] = await orderItemsQuery(db, and(eq(orders.id, id), orderTenantCondition(tenant)), 'priority', 1, 0);
  return row ? toOrderListItem(row, now) : null;
}

export async function listOrders(
  db: Db,
  query: OrderListQuery,
  tenant: Tenant,
  now = new Date(),
): Promise<ListResponse<OrderListItem>> {
  const q = orderListQueries(db, query, tenant);
  const [rows, [{ total }]] = await Promise.all([q.rows, q.count]);

  return { items: rows.map((r) => toOrderListItem(r, now)), total, page: query.page, perPage: query.perPage };
}

function toOrderListItem(r: OrderItemRow, now: Date): OrderListItem {
  const o = r.o;
  const hasPickup = hasPickupPoint(o);
  const { totalRealizationTime, realizedWithin } = realization(o, now);
  const onHold = o.onHoldUntil && o.onHoldUntil.getTime() > now.getTime();
  return {
    id: o.id,
    orderNo: o.orderNo,
    returnsOrderNo: o.returnsOrderNo,
    externalId: o.externalId,
    company: { id: r.companyId, name: r.companyName, logo: r.companyLogo },
    region: { id: r.regionId, name: r.regionName },
    type: o.type,
    status: o.status,
    cancellationReason: o.cancellationReason,
    reasonGroup: reasonGroup(o.status, o.cancellationReason),
    stage: orderStage(o.status, hasPickup, o.stageBeganAt),
    createdAt: o.createdAt.toISOString(),
    scheduledAt: o.scheduledAt?.toISOString() ?? null,
    scheduledSlotRange:
      o.scheduledSlotFrom && o.scheduledSlotTo ? [o.scheduledSlotFrom.toISOString(), o.scheduledSlotTo.toISOString()] : null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    timeInStage: minutesBetween(o.stageBeganAt, now),
    totalRealizationTime,
    realizedWithin,
    pickupPoint: hasPickup ? { name: o.pickupName, city: o.pickupCity } : null,
    driver: r.driverId ? { id: r.driverId, firstName: r.driverFirstName!, lastName: r.driverLastName! } : null,
    packageSize: o.packageSize,
    flags: {
      onHold: onHold ? { until: o.onHoldUntil!.toISOString(), note: r.holdNote } : null,
      multiplier: r.multiplierValue != null ? { value: r.multiplierValue, deactivated: r.multiplierDeactivatedAt != null } : null,
      emergencyDelivery: o.emergencyDelivery,
      noVerificationCode: o.noVerificationCodeReason,
    },
    lastComment: r.commentText ? { comment: r.commentText, createdAt: r.commentAt!.toISOString(), createdBy: r.commentBy! } : null,
  };
}

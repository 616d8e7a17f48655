// Orders: the operator list (GET /order/list) and one order's row, as the caller may see it; the list's SQL is
// services/orderListQuery.ts.
import { sql } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { isoTimestamp, runTextStatement, sqlText as text } from '../db/textStatement.ts';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';
import type { OrderListQuery } from '../../domain/schemas.ts';
import type { CanView, OrderStatus, OrderType, PackageSize } from '../../domain/enums.ts';
import {
  hasPickupPoint,
  isoEpochMs,
  orderStage,
  realization,
  reasonGroup,
  timeInStage,
} from '../../domain/orderRules.ts';
import type { Principal, Tenant } from './principal.ts';
import type { OrderPlace } from '../access/reach.ts';
import { visibleOrderItem } from '../../domain/orderVisibility.ts';
import { ITEM_COLUMNS_TEXT, ITEM_LOOKUPS_TEXT, O, orderListStatements, tenantWhere } from './orderListQuery.ts';

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
  priceAmount: number | null;
  currency: string;
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

/** Who reads orders: the rows of its tenant, the fields of its canView flags (domain/orderVisibility.ts). */
export interface OrderViewer {
  tenant: Tenant;
  canView: CanView;
}

export const orderViewerOf = (principal: Pick<Principal, 'tenant' | 'permissions'>): OrderViewer => ({
  tenant: principal.tenant,
  canView: principal.permissions.orders.canView,
});

/** One order in the list shape, when the viewer may see it (its fields as the viewer may): the list's columns for one id. */
export async function getOrderItem(
  db: Db,
  id: number,
  viewer: OrderViewer,
  now = new Date(),
): Promise<OrderListItem | null> {
  const params: unknown[] = [id];
  const where = [`${O.id} = $1`, ...tenantWhere(viewer.tenant, params)].join(' AND ');
  const [row] = await runTextStatement<RawItemRow>(db, {
    text: `SELECT ${ITEM_COLUMNS_TEXT} FROM ${O.table} ${ITEM_LOOKUPS_TEXT} WHERE ${where}`,
    params,
  });
  return row ? visibleOrderItem(toOrderListItem(toItemRow(row), now), viewer.canView) : null;
}

/**
 * What an order event carries (server/plugins/orderRowEvents.ts), read once per event after the change committed: the
 * order's list row with nothing hidden yet (each listener gets it through visibleOrderItem with its own flags, as its
 * list would answer), where the order is now (who may see it: the rooms of server/access/rooms.ts), and its version.
 */
export interface OrderEventRow {
  item: OrderListItem;
  place: OrderPlace;
  /**
   * The order's last change in epoch milliseconds: orders.updated_at, which every write of an order's row sets (its
   * creation's time for a row never written since). A later change of one order has a higher version: the database
   * moves updated_at at least a millisecond past the last one on every update (migration 0023_order_version_grows).
   */
  version: number;
}

/** The columns an event's row adds to the list's: the pickup location (its place) and the version. */
const ORDER_EVENT_COLUMNS_TEXT = text(
  sql`${orders.pickupLocationId} AS "pickupLocationId", coalesce(${orders.updatedAt}, ${orders.createdAt}) AS "version"`,
);

/** The order's row for its real-time events, whoever listens (no tenant: the rooms decide who hears it); null: none. */
export async function readOrderEventRow(db: Db, id: number, now = new Date()): Promise<OrderEventRow | null> {
  const [row] = await runTextStatement<RawItemRow & { pickupLocationId: number | null; version: Timestamp }>(db, {
    text: `SELECT ${ITEM_COLUMNS_TEXT}, ${ORDER_EVENT_COLUMNS_TEXT} FROM ${O.table} ${ITEM_LOOKUPS_TEXT} WHERE ${O.id} = $1`,
    params: [id],
  });
  if (!row) return null;
  return {
    item: toOrderListItem(toItemRow(row), now),
    place: { companyId: row.companyId, regionName: row.regionName, pickupLocationId: row.pickupLocationId },
    version: Date.parse(isoTimestamp(row.version)!),
  };
}

/** A page of the viewer's orders, each row as the viewer may see it. */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
  viewer: OrderViewer,
  now = new Date(),
): Promise<ListResponse<OrderListItem>> {
  const q = orderListStatements(query, viewer.tenant, { searchReceivers: viewer.canView.sensitiveData });
  const rows = (await runTextStatement<RawItemRow>(db, q.rows)).map(toItemRow);
  // No row: nothing matches (page 1), or the page lies past the end and the total is counted alone.
  const total = rows.length
    ? rows[0].total!
    : query.page === 1
      ? 0
      : (await runTextStatement<{ total: number }>(db, q.count))[0].total;
  const items = rows.map((r) => visibleOrderItem(toOrderListItem(r, now), viewer.canView));
  return { items, total, page: query.page, perPage: query.perPage };
}

function toOrderListItem(r: OrderItemRow, now: Date): OrderListItem {
  const hasPickup = hasPickupPoint(r);
  const nowMs = now.getTime();
  // On the rows' ISO text and epoch milliseconds: no Date objects for a page's some 300 time values.
  const { totalRealizationTime, realizedWithin } = realization(r, nowMs);
  const onHold = r.onHoldUntil !== null && isoEpochMs(r.onHoldUntil) > nowMs;
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
    timeInStage: timeInStage(r.status, r.stageBeganAt, nowMs),
    totalRealizationTime,
    realizedWithin,
    pickupPoint: hasPickup ? { name: r.pickupName, city: r.pickupCity } : null,
    driver: r.driverId ? { id: r.driverId, firstName: r.driverFirstName!, lastName: r.driverLastName! } : null,
    packageSize: r.packageSize,
    price: r.priceAmount !== null ? { amount: r.priceAmount, currency: r.currency } : null,
    flags: {
      onHold: onHold ? { until: r.onHoldUntil!, note: r.holdNote } : null,
      multiplier:
        r.multiplierValue != null ? { value: r.multiplierValue, deactivated: r.multiplierDeactivated === true } : null,
      emergencyDelivery: r.emergencyDelivery,
      noVerificationCode: r.noVerificationCodeReason,
    },
    lastComment: r.commentText ? { comment: r.commentText, createdAt: r.commentAt!, createdBy: r.commentBy! } : null,
  };
}

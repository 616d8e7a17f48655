// The webhook outbox: an order's change becomes delivery rows of its company's endpoints in the SAME transaction as
// the change, so no event is lost when the process stops right after the commit, and none is sent for a change that
// was rolled back. Every order change writes its audit entry in its transaction (server/services/audit.ts), so the
// audit is the one place this hooks into: create, driver accept, pick-up (driver or PIN), deliver, cancel (console or
// the auto-cancel sweep), hold (operator or driver) and driver change all pass through it. The delivery job
// (server/services/webhookDelivery.ts) sends the rows.
//
// The payload is the order as the company's own client user may see it at the event's time (visibleWebhookOrder of
// domain/webhooks.ts with a client user's canView flags), only ever for the company's own endpoints. Its receiver,
// pickup address, tracking path and stage times are those of the API's order details (orderRecord.ts).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { drivers, orders, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { computePermissions } from '../../domain/permissions.ts';
import {
  visibleWebhookOrder,
  type WebhookDeliveryEvent,
  type WebhookEventType,
  type WebhookOrder,
  type WebhookPayload,
} from '../../domain/webhooks.ts';
import { readOrderRecord } from './orderRecord.ts';

/** What an order audit entry carries that decides its events. */
export interface OrderChange {
  action: string;
  orderId: number;
  before?: unknown;
  after?: unknown;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The events of an order's audit action. A driver change that gives a waiting order its first driver is its
 * acceptance; a cancellation with renewal takes the driver away and puts the order back in the queue: a driver change.
 */
export function webhookEventsOf(change: OrderChange): WebhookEventType[] {
  switch (change.action) {
    case 'order.create':
      return ['order.created'];
    case 'order.accept':
      return ['order.accepted'];
    case 'order.pickUp':
    case 'order.verifyPickup':
      return ['order.picked_up'];
    case 'order.deliver':
      return ['order.delivered'];
    case 'order.autoCancel':
      return ['order.cancelled'];
    case 'order.cancel':
      return field(change.after, 'renewed') === true ? ['order.driver_changed'] : ['order.cancelled'];
    case 'order.hold':
      return ['order.hold'];
    case 'order.changeDriver':
      return field(change.before, 'driverId') == null && field(change.after, 'status') === 'accepted'
        ? ['order.accepted']
        : ['order.driver_changed'];
    default:
      return [];
  }
}

/** What a company's client user may see of its orders (its canView flags). */
const CLIENT_CAN_VIEW = computePermissions({ kind: 'client', scope: [], accountType: null, canView: null }).orders
  .canView;

/** The order as the company's client user may see it, read in the change's transaction (its state after the change). */
export async function webhookOrderOf(tx: DbOrTx, orderId: number): Promise<WebhookOrder | null> {
  const record = await readOrderRecord(tx, orderId);
  if (!record) return null;
  const { row: o } = record;
  const [driver] =
    o.driverId === null
      ? []
      : await tx
          .select({ id: drivers.id, firstName: drivers.firstName, lastName: drivers.lastName, phone: drivers.phone })
          .from(drivers)
          .where(eq(drivers.id, o.driverId));
  const order: WebhookOrder = {
    id: o.id,
    orderNo: o.orderNo,
    externalId: o.externalId,
    returnsOrderNo: o.returnsOrderNo,
    type: o.type,
    status: o.status,
    cancellationReason: o.cancellationReason,
    packageSize: o.packageSize,
    region: record.regionName,
    createdAt: o.createdAt.toISOString(),
    scheduledSlot:
      o.scheduledSlotFrom && o.scheduledSlotTo
        ? { from: o.scheduledSlotFrom.toISOString(), to: o.scheduledSlotTo.toISOString() }
        : null,
    ...record.stageTimes,
    onHoldUntil: o.onHoldUntil && o.onHoldUntil.getTime() > Date.now() ? o.onHoldUntil.toISOString() : null,
    trackingPath: record.trackingPath,
    receiver: record.receiver,
    pickupPoint: record.pickupAddress,
    driver: driver ?? null,
    price: o.estimatedPayout !== null ? { amount: o.estimatedPayout, currency: o.currency } : null,
  };
  return visibleWebhookOrder(order, CLIENT_CAN_VIEW);
}

/** A new event id (the `Webhook-Id` header): the same for every endpoint and every attempt of one event. */
export const newWebhookEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

export const webhookPayload = (
  type: WebhookDeliveryEvent,
  data: WebhookPayload['data'],
  createdAt = new Date(),
): WebhookPayload => ({ id: newWebhookEventId(), type, createdAt: createdAt.toISOString(), data });

/**
 * Writes the delivery rows of an order change, in the caller's transaction: one per event and endpoint of the order's
 * company that is enabled and subscribed to it. A company without endpoints costs one indexed read. A cancellation
 * that created a return order announces the return order too (order.created).
 */
export async function enqueueOrderWebhooks(tx: DbOrTx, change: OrderChange): Promise<void> {
  const events = webhookEventsOf(change);
  if (events.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .innerJoin(orders, eq(orders.companyId, webhookEndpoints.companyId))
    .where(and(eq(orders.id, change.orderId), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)))
    .orderBy(webhookEndpoints.id);
  if (endpoints.length === 0) return;

  const announce = async (orderId: number, types: WebhookEventType[]) => {
    const wanted = types.filter((type) => endpoints.some((e) => e.events.includes(type)));
    if (wanted.length === 0) return;
    const order = await webhookOrderOf(tx, orderId);
    if (!order) return;
    const rows = wanted.flatMap((type) => {
      const payload = webhookPayload(type, { order });
      return endpoints
        .filter((e) => e.events.includes(type))
        .map((e) => ({ endpointId: e.id, companyId: e.companyId, orderId, event: type, payload }));
    });
    // One statement: the ids follow the events' order, which the job keeps per order and endpoint.
    await tx.insert(webhookDeliveries).values(rows);
  };

  await announce(change.orderId, events);
  const returnsOrderNo = field(change.after, 'returnsOrderNo');
  if (change.action === 'order.cancel' && typeof returnsOrderNo === 'string') {
    const [returned] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, endpoints[0]!.companyId),
          eq(orders.orderNo, returnsOrderNo),
          sql`${orders.returnsOrderNo} = (SELECT o2.order_no FROM orders o2 WHERE o2.id = ${change.orderId})`,
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1);
    if (returned) await announce(returned.id, ['order.created']);
  }
}

// Operator actions on an order: hold, release, comment, cancel (with its
// renewal, return and payment effects), change driver, pickup verification. Each runs in one transaction on the
// locked order row, checks the caller's tenant, writes the audit log, and names the real-time event to send.
import { mayDeliverFor } from '../../domain/driverSchemas.ts';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { drivers, orderComments, orderHolds, orderProducts, orderRenewals, orders, regions } from '../db/schema.ts';
import { bookWalletEntry } from './walletLedger.ts';
import { consumeDriverStockForOrder } from './stock/deliveries.ts';
import type { Db, Tx } from '../db/client.ts';
import { conflict, notFound, unprocessable } from '../errors.ts';
import { audit, operatorIdOf, type Actor } from './audit.ts';
import { insertOrderWithFreshNo } from './orderNumbers.ts';
import { heldColumns, isOnHold, NOT_HELD } from './orderHold.ts';
import { ordersInReach, type OrderPlace } from '../access/reach.ts';
import type { Tenant } from './principal.ts';
import { assertTransition, isCancellable, statusChange } from '../../domain/orderLifecycle.ts';
import { hasPickupPoint, orderStage } from '../../domain/orderRules.ts';
import type { OrderListEvent, OrderStatus } from '../../domain/enums.ts';
import type { CancelOrderInput, ChangeDriverInput, HoldOrderInput, VerifyPickupInput } from '../../domain/schemas.ts';
import { warsawDayOf, warsawDayOfInstant } from '../db/warsawDay.ts';
import type { ServerErrorCode } from '../../domain/errorCodes.ts';

type OrderRow = typeof orders.$inferSelect;

export interface ActionResult {
  orderId: number;
  /** Events for the real-time channel, sent after the transaction commits. */
  events: ({ event: OrderListEvent; orderId: number } & OrderPlace)[];
}

export interface ActionContext {
  actor: Actor;
  tenant: Tenant;
}

/** Locks the order the caller may see, or answers 404 (another tenant's order does not exist for the caller). */
async function lockOrder(tx: Tx, orderId: number, tenant: Tenant): Promise<OrderRow & { regionName: string }> {
  const [row] = await tx
    .select({ order: orders, regionName: regions.name })
    .from(orders)
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .where(and(eq(orders.id, orderId), ordersInReach(tenant)))
    .for('update', { of: orders });
  if (!row) throw notFound('order_not_found', 'Order not found');
  return { ...row.order, regionName: row.regionName };
}

/** An event of the locked order, or of another order of its company and region (a return order it created). */
export type ProducedEvent =
  OrderListEvent | { event: OrderListEvent; orderId: number; pickupLocationId: number | null };

async function inOrderTransaction(
  db: Db,
  ctx: ActionContext,
  orderId: number,
  work: (tx: Tx, order: OrderRow & { regionName: string }) => Promise<ProducedEvent | ProducedEvent[]>,
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, ctx.tenant);
    const produced = await work(tx, order);
    const events = (Array.isArray(produced) ? produced : [produced]).map((item) => ({
      ...(typeof item === 'string'
        ? { event: item, orderId: order.id, pickupLocationId: order.pickupLocationId }
        : item),
      companyId: order.companyId,
      regionName: order.regionName,
    }));
    return { orderId: order.id, events };
  });
}

export async function setOnHold(db: Db, ctx: ActionContext, input: HoldOrderInput): Promise<ActionResult> {
  return inOrderTransaction(db, ctx, input.orderId, async (tx, order) => {
    const now = new Date();
    if (isOnHold(order, now)) throw conflict('order_already_on_hold', 'The order is already on hold');
    if (!order.isOngoing && order.status !== 'scheduled')
      throw conflict('order_is_not_ongoing', 'Only an ongoing order can be held');
    const holdUntil = new Date(input.holdOrderTill);
    const [hold] = await tx
      .insert(orderHolds)
      .values({ orderId: order.id, operatorId: operatorIdOf(ctx.actor), notes: input.notes, holdUntil })
      .returning();
    await tx
      .update(orders)
      .set({ ...heldColumns(holdUntil, input.notes), updatedAt: now })
      .where(eq(orders.id, order.id));
    await audit(tx, ctx.actor, {
      action: 'order.hold',
      entity: 'order',
      entityId: order.id,
      before: { onHoldUntil: order.onHoldUntil },
      after: { holdId: hold.id, holdUntil, notes: input.notes ?? null },
    });
    return 'delayingDelivery';
  });
}

export async function releaseHold(db: Db, ctx: ActionContext, orderId: number): Promise<ActionResult> {
  return inOrderTransaction(db, ctx, orderId, async (tx, order) => {
    const now = new Date();
    if (!isOnHold(order, now)) throw conflict('order_not_on_hold', 'The order is not on hold');
    const released = await tx
      .update(orderHolds)
      .set({ releasedAt: now, releasedById: operatorIdOf(ctx.actor) })
      .where(and(eq(orderHolds.orderId, order.id), isNull(orderHolds.releasedAt)))
      .returning({ id: orderHolds.id });
    await tx
      .update(orders)
      .set({ ...NOT_HELD, updatedAt: now })
      .where(eq(orders.id, order.id));
    await audit(tx, ctx.actor, {
      action: 'order.release',
      entity: 'order',
      entityId: order.id,
      before: { onHoldUntil: order.onHoldUntil },
      after: { onHoldUntil: null, releasedHoldIds: released.map((r) => r.id) },
    });
    return 'editOrder';
  });
}

/**
 * A comment by the actor, which becomes the order's last comment. A company's API key writes as the company's client
 * (its id is no client user's: createdById stays empty, createdBy names the key).
 */
async function insertComment(tx: Tx, actor: Actor, orderId: number, comment: string): Promise<number> {
  const asClient = actor.kind === 'client' || actor.kind === 'api_key';
  const [row] = await tx
    .insert(orderComments)
    .values({
      orderId,
      createdByKind: asClient ? 'client' : 'operator',
      createdById: actor.kind === 'api_key' ? null : actor.id,
      createdBy: actor.name ?? '',
      comment,
    })
    .returning({ id: orderComments.id });
  await tx.update(orders).set({ lastCommentId: row.id, updatedAt: new Date() }).where(eq(orders.id, orderId));
  return row.id;
}

/** A renewal keeps the order's data from before the change. */
async function recordRenewal(
  tx: Tx,
  actor: Actor,
  order: OrderRow,
  renewal: {
    renewalReason: 'DRIVER_CHANGE' | 'AUTOMATIC_REQUEUE';
    cancellationReason?: string;
    renewalComment?: string;
  },
) {
  await tx.insert(orderRenewals).values({
    orderId: order.id,
    renewedById: operatorIdOf(actor),
    renewedBy: actor.name,
    oldOrderData: snapshot(order),
    ...renewal,
  });
}

export async function addComment(db: Db, ctx: ActionContext, orderId: number, comment: string): Promise<ActionResult> {
  return inOrderTransaction(db, ctx, orderId, async (tx, order) => {
    const commentId = await insertComment(tx, ctx.actor, order.id, comment);
    await audit(tx, ctx.actor, {
      action: 'order.comment',
      entity: 'order',
      entityId: order.id,
      after: { commentId, comment },
    });
    return 'editOrder';
  });
}

/** The renewal default: re-queue when the driver failed, not otherwise. */
const defaultRenewal = (reason: CancelOrderInput['reason']) => reason === 'DRIVERS_FAILURE';

export async function cancelOrder(db: Db, ctx: ActionContext, input: CancelOrderInput): Promise<ActionResult> {
  return inOrderTransaction(db, ctx, input.orderId, (tx, order) => cancelLockedOrder(tx, ctx.actor, order, input));
}

/**
 * The cancel of an order locked in the caller's transaction (its tenant checked by the caller): the operator's cancel
 * above, and a driver's failed order (driverApp.ts failOrder, the driver as actor). Answers the events to send.
 */
export async function cancelLockedOrder(
  tx: Tx,
  actor: Actor,
  order: OrderRow,
  input: CancelOrderInput,
): Promise<ProducedEvent[]> {
  const now = new Date();
  const blockedByHold = isOnHold(order, now) && !input.forceCancel;
  if (!isCancellable(order.status) || blockedByHold) {
    throw conflict(
      'order_is_not_cancellable',
      blockedByHold ? 'The order is on hold' : `An order ${order.status} cannot be cancelled`,
    );
  }
  const pickedUp = Boolean(order.pickedUpAt) && (order.status === 'picked_up' || order.status === 'arrived');
  // Goods already picked up cannot go back to the queue: no renewal by default, 409 invalid_order_transition if
  // asked.
  const renew = input.renewOrder ?? (!pickedUp && defaultRenewal(input.reason));
  const payable = input.payable ?? pickedUp;
  const createReturn = input.createReturn ?? pickedUp;
  const events: ProducedEvent[] = ['cancelOrder'];
  let returned: { id: number; orderNo: string } | null = null;

  // Pay the driver who did the work (or not), as the operator decided.
  if (payable && order.driverId && order.estimatedPayoutDriver) {
    await bookWalletEntry(tx, {
      driverId: order.driverId,
      type: 'ride_added',
      payoutDriver: order.estimatedPayoutDriver,
      payoutClient: order.estimatedPayout,
      currency: order.currency,
      description: `Cancelled order ${order.orderNo} (${input.reason})`,
      descriptionParams: { kind: 'cancelled', reason: input.reason },
      orderId: order.id,
      createdById: operatorIdOf(actor),
    });
  }

  // Goods already picked up: send them back with a return order, or take them off the driver's stock.
  if (pickedUp && !renew && createReturn === true) returned = await createReturnOrder(tx, order, now);
  const returnsOrderNo = returned?.orderNo ?? null;
  // As a delivery does (what open stock exchanges promise stays with the driver; serial numbers leave with the
  // goods).
  if (pickedUp && createReturn === 'none' && order.driverId)
    await consumeDriverStockForOrder(tx, actor, order.driverId, order);

  if (renew) {
    // Renewal: the order goes back to the queue for another driver; the renewal keeps the old data.
    assertTransition(order.status, 'new');
    await recordRenewal(tx, actor, order, {
      renewalReason: 'AUTOMATIC_REQUEUE',
      cancellationReason: input.reason,
      renewalComment: input.comment,
    });
    await tx
      .update(orders)
      .set({
        ...statusChange('new', now),
        driverId: null,
        acceptedAt: null,
        pickupArrivedAt: null,
        pickedUpAt: null,
        arrivedAt: null,
        ...NOT_HELD,
        payable,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    events.push('renewOrder');
  } else {
    assertTransition(order.status, 'cancelled');
    await tx
      .update(orders)
      .set({
        ...statusChange('cancelled', now),
        cancellationReason: input.reason,
        cancellationComment: input.comment,
        ...NOT_HELD,
        payable,
        returnsOrderNo: returnsOrderNo ?? order.returnsOrderNo,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    // The return order is a new order of the same company and region, with no saved pickup point: its own event
    // and row (the consoles put it on their lists as they would any new order).
    if (returned) events.push({ event: 'newOrder', orderId: returned.id, pickupLocationId: null });
  }
  await tx
    .update(orderHolds)
    .set({ releasedAt: now })
    .where(and(eq(orderHolds.orderId, order.id), isNull(orderHolds.releasedAt)));
  await audit(tx, actor, {
    action: 'order.cancel',
    entity: 'order',
    entityId: order.id,
    before: snapshot(order),
    after: {
      status: renew ? 'new' : 'cancelled',
      reason: input.reason,
      comment: input.comment ?? null,
      renewed: renew,
      payable,
      createReturn,
      returnsOrderNo,
      forceCancel: Boolean(input.forceCancel),
    },
  });
  return events;
}

function snapshot(o: OrderRow) {
  return {
    status: o.status,
    driverId: o.driverId,
    acceptedAt: o.acceptedAt,
    pickedUpAt: o.pickedUpAt,
    arrivedAt: o.arrivedAt,
    stageBeganAt: o.stageBeganAt,
    onHoldUntil: o.onHoldUntil,
    payable: o.payable,
  };
}

/** The return order: from the receiver back to the pickup point, for the same company and region. */
async function createReturnOrder(tx: Tx, o: OrderRow, now: Date): Promise<{ id: number; orderNo: string }> {
  const created = await insertOrderWithFreshNo(tx, {
    returnsOrderNo: o.orderNo,
    companyId: o.companyId,
    regionId: o.regionId,
    type: o.type,
    ...statusChange('new', now),
    createdAt: now,
    packageSize: o.packageSize,
    currency: o.currency,
    clientName: o.pickupName ?? o.clientName,
    clientPhone: o.pickupPhone ?? o.clientPhone,
    clientStreet: o.pickupStreet ?? o.clientStreet,
    clientCity: o.pickupCity ?? o.clientCity,
    clientZipCode: o.pickupZipCode ?? o.clientZipCode,
    clientLat: o.pickupLat,
    clientLng: o.pickupLng,
    pickupName: o.clientName,
    pickupStreet: o.clientStreet,
    pickupCity: o.clientCity,
    pickupZipCode: o.clientZipCode,
    pickupPhone: o.clientPhone,
    pickupLat: o.clientLat,
    pickupLng: o.clientLng,
    products: o.products,
    notes: `Return of ${o.orderNo}`,
  });
  const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, o.id));
  if (lines.length) {
    await tx
      .insert(orderProducts)
      .values(lines.map((l) => ({ orderId: created.id, lineNo: l.lineNo, productId: l.productId })));
  }
  return { id: created.id, orderNo: created.orderNo };
}

export async function changeDriver(db: Db, ctx: ActionContext, input: ChangeDriverInput): Promise<ActionResult> {
  return inOrderTransaction(db, ctx, input.orderId, async (tx, order) => {
    const now = new Date();
    if (!hasPickupPoint(order) || ['delivered', 'cancelled', 'finished'].includes(order.status)) {
      throw conflict('driver_change_not_allowed', `The driver of an order ${order.status} cannot be changed`);
    }
    if (order.driverId === input.driverId)
      throw conflict('order_already_belongs_to_driver', 'The order already belongs to this driver');
    const [driver] = await tx
      .select({
        id: drivers.id,
        active: drivers.active,
        blocked: drivers.blocked,
        allowedCompanyIds: drivers.allowedCompanyIds,
      })
      .from(drivers)
      .where(eq(drivers.id, input.driverId));
    if (!driver || !driver.active || driver.blocked)
      throw unprocessable('driver_not_found', 'No active driver with this id');
    if (!mayDeliverFor(driver, order.companyId)) {
      throw unprocessable('driver_insufficient_company_permissions', 'The driver may not deliver for this company');
    }
    await recordRenewal(tx, ctx.actor, order, { renewalReason: 'DRIVER_CHANGE', renewalComment: input.comment });
    // A new (or scheduled) order is accepted by the chosen driver; otherwise the stage goes on with the new driver.
    const becomesAccepted = order.status === 'new' || order.status === 'scheduled';
    if (becomesAccepted) assertTransition(order.status, 'accepted');
    await tx
      .update(orders)
      .set({
        driverId: driver.id,
        pickupArrivedAt: null,
        ...(becomesAccepted ? statusChange('accepted', now) : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    if (input.comment) await insertComment(tx, ctx.actor, order.id, input.comment);
    await audit(tx, ctx.actor, {
      action: 'order.changeDriver',
      entity: 'order',
      entityId: order.id,
      before: { driverId: order.driverId, status: order.status },
      after: {
        driverId: driver.id,
        status: becomesAccepted ? 'accepted' : order.status,
        comment: input.comment ?? null,
      },
    });
    return becomesAccepted ? ['renewOrder', 'acceptOrder'] : 'renewOrder';
  });
}

const WRONG_ORDER_OR_PIN = 'incorrect_verification_code_and_order_no';
/** A wrong PIN and an unknown order answer alike (code and message) where the caller does not name the order. */
const WRONG_CODE_MESSAGES: Record<string, string> = {
  [WRONG_ORDER_OR_PIN]: 'No order with this number and code on that day',
};

/** How a pickup verification checks and records: the authenticated console calls use the defaults. */
export interface PickupVerificationOptions {
  /**
   * Check the PIN before the order's stage, so only a caller who knows the PIN learns whether the order is waiting
   * for pick-up (the public find-and-verify page).
   */
  pinFirst?: boolean;
  /** Extra values of the audit entry (e.g. the public caller's address). */
  auditAfter?: Record<string, unknown>;
}

/** Marks the order picked up when the PIN matches. */
async function verifyAndPickUp(
  tx: Tx,
  ctx: ActionContext,
  order: OrderRow,
  code: string,
  wrongCode: ServerErrorCode,
  options: PickupVerificationOptions = {},
): Promise<OrderListEvent> {
  const stage = orderStage(order.status, hasPickupPoint(order), order.stageBeganAt);
  const assertReady = () => {
    if (!stage.toBePickedUp)
      throw conflict('order_not_ready_for_pick_up', `An order ${order.status} is not waiting for pick-up`);
  };
  const assertPin = () => {
    if (!order.pickUpVerificationCode || order.pickUpVerificationCode !== code.trim())
      throw unprocessable(wrongCode, WRONG_CODE_MESSAGES[wrongCode] ?? 'The verification code is incorrect');
  };
  if (options.pinFirst) {
    assertPin();
    assertReady();
  } else {
    assertReady();
    assertPin();
  }
  const now = new Date();
  assertTransition(order.status, 'picked_up');
  await tx
    .update(orders)
    .set({ ...statusChange('picked_up', now), updatedAt: now })
    .where(eq(orders.id, order.id));
  await audit(tx, ctx.actor, {
    action: 'order.verifyPickup',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'picked_up' as OrderStatus, ...options.auditAfter },
  });
  return 'editOrder';
}

export async function checkPickupCode(
  db: Db,
  ctx: ActionContext,
  orderId: number,
  code: string,
): Promise<ActionResult> {
  return inOrderTransaction(db, ctx, orderId, (tx, order) =>
    verifyAndPickUp(tx, ctx, order, code, 'incorrect_verification_code'),
  );
}

/**
 * Find and verify: the newest order of the caller's tenant with this number created on `day` (a SQL date, in
 * Europe/Warsaw), then its PIN. No such order and a wrong PIN answer the same 422.
 */
export async function verifyPickupOnDay(
  db: Db,
  ctx: ActionContext,
  input: { orderNo: string; day: SQL; code: string },
  options: PickupVerificationOptions = {},
): Promise<ActionResult & { orderNo: string }> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderNo, input.orderNo),
        sql`${warsawDayOf(orders.createdAt)} = ${input.day}`,
        ordersInReach(ctx.tenant),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!found) throw unprocessable(WRONG_ORDER_OR_PIN, WRONG_CODE_MESSAGES[WRONG_ORDER_OR_PIN]);
  const result = await inOrderTransaction(db, ctx, found.id, (tx, order) =>
    verifyAndPickUp(tx, ctx, order, input.code, WRONG_ORDER_OR_PIN, options),
  );
  return { ...result, orderNo: input.orderNo };
}

/** The find-and-verify call of the console: the order by its creation day (of the ISO time) and number, then the PIN. */
export async function verifyPickupByOrderNo(
  db: Db,
  ctx: ActionContext,
  input: VerifyPickupInput,
): Promise<ActionResult & { orderNo: string }> {
  const day = new Date(input.createdAt);
  return verifyPickupOnDay(db, ctx, {
    orderNo: input.orderNo,
    day: warsawDayOfInstant(day),
    code: input.verificationCode,
  });
}

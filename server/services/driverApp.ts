// The driver app's side of an order (driver API, server/routes/driver.ts): the orders offered to a driver, the steps
// of a delivery (accept, arrive at the pickup point, pick up with the PIN, arrive at the receiver, deliver, finish), a
// failed order (the operator's cancel, done by the driver), hold requests and location pings; offers and accepts are
// for online drivers only. Each step runs in one transaction on the locked order row, moves the status only through
// the state machine of domain/orderLifecycle.ts (statusChange keeps statusPriority, isOngoing and stageBeganAt in
// step, as the operator actions do), writes the audit log with the driver as actor, and names the real-time events
// to send after the commit. A step takes the route's `withinTransaction` hook, run in its transaction after the
// change with the order as the driver now sees it (the route stores an Idempotency-Key's answer there:
// server/routes/idempotentWrite.ts answerWithin). The driver's own online/offline switch (setDriverStatus) lives here
// too; who the driver is (its session, profile and logout) is services/driverSession.ts.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  driverLocationLogs,
  drivers,
  driverStatusLog,
  orderHolds,
  orderProducts,
  orders,
  regions,
} from '../db/schema.ts';
import { bookWalletEntry } from './walletLedger.ts';
import { consumeDriverStockForOrder } from './stock/deliveries.ts';
import { auditedProof, checkDeliveryProof, storeDeliveryProof } from './deliveryProof.ts';
import { cancelLockedOrder } from './orderActions.ts';
import type { Db, Tx } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized, unprocessable } from '../errors.ts';
import { msg } from '../../domain/schemas.ts';
import { audit, type AuditEntry } from './audit.ts';
import { driverActor, type DriverPrincipal } from './driverSession.ts';
import { ACTIVE_DRIVER_STATUSES, currentOrderId, getDriverOrder, offeredTo } from './driverOrders.ts';
import { heldColumns, isOnHold, NOT_HELD } from './orderHold.ts';
import type { OrderPlace } from '../access/reach.ts';
import {
  assertTransition,
  OrderTransitionError,
  statusChange,
  type StatusChange,
} from '../../domain/orderLifecycle.ts';
import { hasPickupPoint, orderStage, UnsupportedValueError } from '../../domain/orderRules.ts';
import type { DriverStatus, OrderListEvent, OrderStatus } from '../../domain/enums.ts';
import {
  isDriverFailureReason,
  type DeliveryProofInput,
  type DriverFailInput,
  type DriverFailureStage,
  type DriverHoldInput,
  type DriverLocationInput,
  type DriverLocationResponse,
  type DriverOrder,
  type DriverStatusResponse,
} from '../../domain/driverApi.ts';

type OrderRow = typeof orders.$inferSelect;
type LockedOrder = OrderRow & { regionName: string };

export interface DriverEvent {
  event: OrderListEvent | 'driverLocationChange';
  payload: { orderId: number } & OrderPlace & Record<string, unknown>;
}

/** A step's answer and the events for the consoles, sent by the route after the commit. */
export interface DriverResult<T> {
  value: T;
  events: DriverEvent[];
}

/**
 * Run inside a step's transaction once its change is written, with the order as the driver now sees it: the route
 * stores the answer of an Idempotency-Key there, so the answer commits with the step or not at all.
 */
export type WithinStep = (tx: Tx, order: DriverOrder) => Promise<void>;

/** An order in one of these statuses has been taken by a driver (accept answers order_already_taken). */
const TAKEN_STATUSES: OrderStatus[] = ['accepted', 'picked_up', 'arrived', 'delivered', 'finished'];
/** A hold without an end time lasts until released (the same value as the operator hold of orderActions.ts). */
const OPEN_ENDED_HOLD = new Date('9999-12-31T23:59:59Z');

/** The driver's row locked for the transaction, with its status (a status change and an accept wait on each other). */
async function lockDriverStatus(tx: Tx, driverId: number) {
  const [row] = await tx.select({ status: drivers.status }).from(drivers).where(eq(drivers.id, driverId)).for('update');
  return row;
}

/**
 * The app's online/offline switch (POST /driver/status), on the locked driver row. A change sets drivers.status,
 * logs it (driver_status_log, source `app`: the availability report) and writes the `driver.status` audit entry, in
 * one transaction; the status the driver already has changes nothing and answers when it began. Going offline with an
 * order in progress (accepted, picked up or arrived) answers 409 `driver_has_active_order`. No event: the consoles
 * hear of sign-ins and logouts neither (the drivers list, the dashboard and the operations map read the status again).
 */
export async function setDriverStatus(
  db: Db,
  driver: DriverPrincipal,
  status: DriverStatus,
): Promise<DriverStatusResponse> {
  return db.transaction(async (tx) => {
    const row = await lockDriverStatus(tx, driver.id);
    if (!row) throw unauthorized('session_expired', 'Your session has expired');
    if (row.status === status) {
      const [last] = await tx
        .select({ status: driverStatusLog.status, at: driverStatusLog.at })
        .from(driverStatusLog)
        .where(eq(driverStatusLog.driverId, driver.id))
        .orderBy(desc(driverStatusLog.at), desc(driverStatusLog.id))
        .limit(1);
      const since = last?.status === status ? last.at : new Date();
      return { status, at: since.toISOString() };
    }
    if (status === 'offline' && (await currentOrderId(tx, driver.id)))
      throw conflict('driver_has_active_order', 'The driver has to finish the current order before going offline');
    const now = new Date();
    await tx.update(drivers).set({ status }).where(eq(drivers.id, driver.id));
    await tx.insert(driverStatusLog).values({ driverId: driver.id, status, source: 'app', at: now });
    await audit(tx, driverActor(driver), {
      action: 'driver.status',
      entity: 'driver',
      entityId: driver.id,
      before: { status: row.status },
      after: { status },
    });
    return { status, at: now.toISOString() };
  });
}

// ---- Steps -------------------------------------------------------------------------------------------------------

async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder> {
  const [row] = await tx
    .select({ order: orders, regionName: regions.name })
    .from(orders)
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!row) throw notFound('order_not_found', 'Order not found');
  return { ...row.order, regionName: row.regionName };
}

const eventOf = (event: DriverEvent['event'], o: LockedOrder, extra: Record<string, unknown> = {}): DriverEvent => ({
  event,
  payload: {
    orderId: o.id,
    companyId: o.companyId,
    regionName: o.regionName,
    pickupLocationId: o.pickupLocationId,
    ...extra,
  },
});

/** The columns of a move through the state machine; a move it forbids answers 409 invalid_order_transition. */
function transition(o: OrderRow, to: OrderStatus, now: Date): StatusChange {
  try {
    assertTransition(o.status, to);
  } catch (err) {
    if (err instanceof OrderTransitionError || err instanceof UnsupportedValueError) {
      throw conflict('invalid_order_transition', `An order ${o.status} cannot become ${to}`);
    }
    throw err;
  }
  return statusChange(to, now);
}

/**
 * Going on with an order on hold: the driver's own hold ends (released by the driver); a hold by an operator (or the
 * system) stops the driver with 409 order_on_hold until it is released. True when a hold was released.
 */
async function continueHeldOrder(tx: Tx, driver: DriverPrincipal, o: OrderRow, now: Date): Promise<boolean> {
  if (!isOnHold(o, now)) return false;
  const open = await tx
    .select({ driverId: orderHolds.driverId })
    .from(orderHolds)
    .where(and(eq(orderHolds.orderId, o.id), isNull(orderHolds.releasedAt)));
  if (open.some((h) => h.driverId !== driver.id))
    throw conflict('order_on_hold', 'The order is on hold; an operator has to release it');
  await tx
    .update(orderHolds)
    .set({ releasedAt: now, releasedByDriverId: driver.id })
    .where(and(eq(orderHolds.orderId, o.id), isNull(orderHolds.releasedAt)));
  return true;
}

/** A step on the driver's own order: the locked order, 403 when it is not the driver's. */
async function ownStep(
  db: Db,
  driver: DriverPrincipal,
  orderId: number,
  withinTransaction: WithinStep | undefined,
  work: (tx: Tx, o: LockedOrder, now: Date) => Promise<DriverEvent[]>,
): Promise<DriverResult<number>> {
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (o.driverId !== driver.id) throw forbidden('order_not_assigned_to_driver', 'This order is not the driver’s');
    const events = await work(tx, o, new Date());
    await runWithin(tx, driver, o.id, withinTransaction);
    return { value: o.id, events };
  });
}

/** The route's hook, with the order after the step as the driver sees it. */
async function runWithin(tx: Tx, driver: DriverPrincipal, orderId: number, within: WithinStep | undefined) {
  if (within) await within(tx, await getDriverOrder(tx, driver, orderId));
}

const snapshot = (o: OrderRow) => ({
  status: o.status,
  driverId: o.driverId,
  stageBeganAt: o.stageBeganAt,
  onHoldUntil: o.onHoldUntil,
});

/** Writes a step to the order's row: its columns, the end of a hold the step released, and the time of the update. */
async function updateOrder(tx: Tx, o: OrderRow, now: Date, set: Partial<typeof orders.$inferInsert>, released = false) {
  await tx
    .update(orders)
    .set({ ...set, ...(released ? NOT_HELD : {}), updatedAt: now })
    .where(eq(orders.id, o.id));
}

/** A driver's step on one order with nothing but the order to name (accept, arrivals, finish). */
type OrderStepCall = (
  db: Db,
  driver: DriverPrincipal,
  orderId: number,
  withinTransaction?: WithinStep,
) => Promise<DriverResult<number>>;

/** The audit row of a driver's step on its order. */
const auditStep = (
  tx: Tx,
  driver: DriverPrincipal,
  o: OrderRow,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
) => audit(tx, driverActor(driver), { ...entry, entity: 'order', entityId: o.id });

export const acceptOrder: OrderStepCall = (db, driver, orderId, withinTransaction) =>
  db.transaction(async (tx) => {
    // The driver's row first: two accepts of one driver at once cannot both find "no active order", and an accept
    // cannot pass while the driver goes offline. Offers are for online drivers only.
    const me = await lockDriverStatus(tx, driver.id);
    if (me?.status !== 'online') throw conflict('driver_offline', 'Go online to accept orders');
    const o = await lockOrder(tx, orderId);
    const now = new Date();
    if (o.driverId === driver.id && ACTIVE_DRIVER_STATUSES.includes(o.status))
      throw conflict('order_already_accepted', 'The driver has already accepted this order');
    if (TAKEN_STATUSES.includes(o.status))
      throw conflict('order_already_taken', 'Another driver has already taken this order');
    if (o.status !== 'new') throw conflict('order_not_offered', `An order ${o.status} is not offered to drivers`);
    if (!offeredTo(driver, o))
      throw forbidden('order_not_offered_to_driver', 'The order is outside the driver’s region or companies');
    if (isOnHold(o, now)) throw conflict('order_on_hold', 'The order is on hold');
    if (await currentOrderId(tx, driver.id))
      throw conflict('driver_has_active_order', 'The driver has to finish the current order first');
    const change = transition(o, 'accepted', now);
    await updateOrder(tx, o, now, {
      ...change,
      driverId: driver.id,
      pickupArrivedAt: null,
      pickedUpAt: null,
      arrivedAt: null,
    });
    await auditStep(tx, driver, o, {
      action: 'order.accept',
      before: snapshot(o),
      after: { status: change.status, driverId: driver.id },
    });
    await runWithin(tx, driver, o.id, withinTransaction);
    return { value: o.id, events: [eventOf('acceptOrder', o, { driverId: driver.id })] };
  });

export const arriveAtPickup: OrderStepCall = (db, driver, orderId, withinTransaction) =>
  ownStep(db, driver, orderId, withinTransaction, async (tx, o, now) => {
    if (!hasPickupPoint(o)) throw conflict('order_has_no_pickup_point', 'The order has no pickup point');
    if (o.status !== 'accepted')
      throw conflict('order_not_ready_for_pick_up', `An order ${o.status} is not waiting for pick-up`);
    if (o.pickupArrivedAt)
      throw conflict('driver_already_at_pickup', 'The arrival at the pickup point is already recorded');
    const released = await continueHeldOrder(tx, driver, o, now);
    await updateOrder(tx, o, now, { pickupArrivedAt: now }, released);
    await auditStep(tx, driver, o, {
      action: 'order.arriveAtPickup',
      after: { pickupArrivedAt: now, holdReleased: released },
    });
    return [eventOf('editOrder', o)];
  });

export async function pickUp(
  db: Db,
  driver: DriverPrincipal,
  orderId: number,
  code: string | undefined,
  withinTransaction?: WithinStep,
): Promise<DriverResult<number>> {
  return ownStep(db, driver, orderId, withinTransaction, async (tx, o, now) => {
    if (!orderStage(o.status, hasPickupPoint(o), o.stageBeganAt).toBePickedUp) {
      throw conflict('order_not_ready_for_pick_up', `An order ${o.status} is not waiting for pick-up`);
    }
    if (!o.pickupArrivedAt) throw conflict('driver_not_at_pickup', 'Report the arrival at the pickup point first');
    // An order without a PIN (a return order: picked up from a customer) needs none.
    if (o.pickUpVerificationCode && o.pickUpVerificationCode !== code?.trim()) {
      throw unprocessable('incorrect_verification_code', 'The verification code is incorrect');
    }
    const released = await continueHeldOrder(tx, driver, o, now);
    const change = transition(o, 'picked_up', now);
    await updateOrder(tx, o, now, change, released);
    await auditStep(tx, driver, o, {
      action: 'order.pickUp',
      before: snapshot(o),
      after: { status: change.status, withPin: Boolean(o.pickUpVerificationCode), holdReleased: released },
    });
    return [eventOf('editOrder', o)];
  });
}

export const arrive: OrderStepCall = (db, driver, orderId, withinTransaction) =>
  ownStep(db, driver, orderId, withinTransaction, async (tx, o, now) => {
    if (o.status === 'accepted' && hasPickupPoint(o)) throw conflict('order_not_picked_up', 'Pick the order up first');
    const change = transition(o, 'arrived', now);
    const released = await continueHeldOrder(tx, driver, o, now);
    await updateOrder(tx, o, now, change, released);
    await auditStep(tx, driver, o, {
      action: 'order.arrive',
      before: snapshot(o),
      after: { status: change.status, holdReleased: released },
    });
    return [eventOf('arriveOrder', o)];
  });

/**
 * Delivered: the products count as delivered, the driver's payout is booked (wallet entry ride_added), and the goods of
 * the order that the driver carries in stock leave its stock (driverToOrder ledger rows,
 * server/services/stock/deliveries.ts). With a proof (the receiver's name, a photo) it is checked before the
 * transaction and stored in it (services/deliveryProof.ts); its audit entry names it without the photo's bytes.
 */
export async function deliver(
  db: Db,
  driver: DriverPrincipal,
  orderId: number,
  withinTransaction?: WithinStep,
  proofInput?: DeliveryProofInput,
): Promise<DriverResult<number>> {
  const proof = proofInput ? checkDeliveryProof(proofInput) : null;
  return ownStep(db, driver, orderId, withinTransaction, async (tx, o, now) => {
    if (o.status === 'accepted' && hasPickupPoint(o)) throw conflict('order_not_picked_up', 'Pick the order up first');
    const change = transition(o, 'delivered', now);
    const released = await continueHeldOrder(tx, driver, o, now);
    await updateOrder(tx, o, now, { ...change, deliveredProducts: o.products }, released);
    await tx.update(orderProducts).set({ delivered: true }).where(eq(orderProducts.orderId, o.id));
    if (o.estimatedPayoutDriver) {
      await bookWalletEntry(tx, {
        driverId: driver.id,
        type: 'ride_added',
        payoutDriver: o.estimatedPayoutDriver,
        payoutClient: o.estimatedPayout,
        currency: o.currency,
        description: `Delivered order ${o.orderNo}`,
        descriptionParams: { kind: 'delivered' },
        orderId: o.id,
      });
    }
    await consumeDriverStockForOrder(tx, driverActor(driver), driver.id, o);
    if (proof) await storeDeliveryProof(tx, o.id, driver.id, proof, now);
    await auditStep(tx, driver, o, {
      action: 'order.deliver',
      before: snapshot(o),
      after: { status: change.status, holdReleased: released, ...(proof ? { proof: auditedProof(proof) } : {}) },
    });
    return [eventOf('deliverOrder', o)];
  });
}

/** Finished: the driver closes a delivered order (documents or payment handed over). */
export const finish: OrderStepCall = (db, driver, orderId, withinTransaction) =>
  ownStep(db, driver, orderId, withinTransaction, async (tx, o, now) => {
    const change = transition(o, 'finished', now);
    await updateOrder(tx, o, now, change);
    await auditStep(tx, driver, o, { action: 'order.finish', before: snapshot(o), after: { status: change.status } });
    return [eventOf('finishOrder', o)];
  });

/** The driver puts its order on hold with a note (shown on the console's on-hold flag), until a time or open-ended. */
export async function holdOrder(
  db: Db,
  driver: DriverPrincipal,
  input: DriverHoldInput,
  withinTransaction?: WithinStep,
): Promise<DriverResult<number>> {
  return ownStep(db, driver, input.orderId, withinTransaction, async (tx, o, now) => {
    if (!ACTIVE_DRIVER_STATUSES.includes(o.status))
      throw conflict('order_is_not_ongoing', `An order ${o.status} cannot be held`);
    if (isOnHold(o, now)) throw conflict('order_already_on_hold', 'The order is already on hold');
    const holdUntil = input.holdOrderTill ? new Date(input.holdOrderTill) : null;
    const [hold] = await tx
      .insert(orderHolds)
      .values({ orderId: o.id, driverId: driver.id, notes: input.notes, holdUntil })
      .returning({ id: orderHolds.id });
    await updateOrder(tx, o, now, heldColumns(holdUntil ?? OPEN_ENDED_HOLD, input.notes));
    await auditStep(tx, driver, o, {
      action: 'order.hold',
      before: { onHoldUntil: o.onHoldUntil },
      after: { holdId: hold.id, holdUntil, notes: input.notes },
    });
    return [eventOf('delayingDelivery', o)];
  });
}

/**
 * A failed order (POST /driver/order/fail): the driver cannot complete it, at the pickup point (toBePickedUp: after
 * reporting the arrival there) or on the way to the receiver and at the door (inDelivery). The reason has to be one
 * of the stage's (DRIVER_FAILURE_REASONS; another answers 400 under `reason`). The effect is the operator's cancel
 * (orderActions.ts cancelLockedOrder) with that reason and the note as its comment, by the driver: no renewal, a
 * return order when the goods were picked up, payable as the cancel's default (when picked up); its `order.cancel`
 * audit entry has the driver as actor (and so the company's webhooks get order.cancelled, and order.created of the
 * return order). The driver's own hold ends with it (forceCancel); an operator's hold answers 409 order_on_hold. The
 * driver is free again (a cancelled order is no current order).
 */
export async function failOrder(
  db: Db,
  driver: DriverPrincipal,
  input: DriverFailInput,
  withinTransaction?: WithinStep,
): Promise<DriverResult<number>> {
  return ownStep(db, driver, input.orderId, withinTransaction, async (tx, o, now) => {
    const stage = orderStage(o.status, hasPickupPoint(o), o.stageBeganAt);
    const at: DriverFailureStage | null = stage.toBePickedUp ? 'toBePickedUp' : stage.inDelivery ? 'inDelivery' : null;
    if (!at) throw conflict('order_is_not_ongoing', `An order ${o.status} cannot fail`);
    if (!isDriverFailureReason(at, input.reason))
      throw badRequest('validation_failed', 'Invalid input', { reason: [msg.invalid] });
    if (at === 'toBePickedUp' && !o.pickupArrivedAt)
      throw conflict('driver_not_at_pickup', 'Report the arrival at the pickup point first');
    const released = await continueHeldOrder(tx, driver, o, now);
    const produced = await cancelLockedOrder(tx, driverActor(driver), o, {
      orderId: o.id,
      reason: input.reason,
      comment: input.note,
      renewOrder: false,
      forceCancel: released,
    });
    return produced.map((item) =>
      typeof item === 'string'
        ? eventOf(item, o)
        : eventOf(item.event, { ...o, id: item.orderId, pickupLocationId: item.pickupLocationId }),
    );
  });
}

/**
 * A location ping: the driver's last position, and a point of the location log for the order the driver is on
 * (the console's route map; driverLocationChange tells the consoles). Without an order the point is logged for the
 * driver alone and no event is sent.
 */
export async function logLocation(
  db: Db,
  driver: DriverPrincipal,
  input: DriverLocationInput,
): Promise<DriverResult<DriverLocationResponse>> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [current] = await tx
      .select({
        id: orders.id,
        companyId: orders.companyId,
        regionName: regions.name,
        pickupLocationId: orders.pickupLocationId,
      })
      .from(orders)
      .innerJoin(regions, eq(regions.id, orders.regionId))
      .where(and(eq(orders.driverId, driver.id), inArray(orders.status, ACTIVE_DRIVER_STATUSES)))
      .orderBy(desc(orders.acceptedAt))
      .limit(1);
    const orderId = current?.id ?? null;
    await tx
      .insert(driverLocationLogs)
      .values({ driverId: driver.id, orderId, lat: input.lat, lng: input.lng, loggedAt: now });
    await tx
      .update(drivers)
      .set({ lastKnownLat: input.lat, lastKnownLng: input.lng, lastKnownLoggedAt: now })
      .where(eq(drivers.id, driver.id));
    // The driver's audit entry (entity driver): pings do not crowd the order's own history.
    await audit(tx, driverActor(driver), {
      action: 'driver.location',
      entity: 'driver',
      entityId: driver.id,
      after: { lat: input.lat, lng: input.lng, orderId },
    });
    const at = now.toISOString();
    const events: DriverEvent[] = current
      ? [
          {
            event: 'driverLocationChange',
            payload: {
              orderId: current.id,
              companyId: current.companyId,
              regionName: current.regionName,
              pickupLocationId: current.pickupLocationId,
              lat: input.lat,
              lng: input.lng,
              at,
              driverId: driver.id,
            },
          },
        ]
      : [];
    return { value: { at, orderId }, events };
  });
}

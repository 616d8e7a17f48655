// The expanded row of an order and its route (location history), with the caller's canView flags applied on the
// server through domain/orderVisibility.ts: what a flag does not allow never leaves the server. Parts behind a
// flag the caller lacks are not even read (comments, holds, the driver's contact). The order's receiver, pickup
// address, tracking path and stage times are those of orderRecord.ts, which the webhooks' order payload reads too;
// the proof of delivery (name, photo's presence, time) is deliveryProof.ts's.
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  companies,
  driverLocationLogs,
  drivers,
  orderComments,
  orderHolds,
  orderRenewals,
  orders,
} from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { getOrderItem, orderViewerOf } from './orders.ts';
import { ordersInReach } from '../access/reach.ts';
import type { Principal } from './principal.ts';
import type { OrderDetails, OrderLocationHistory } from '../../domain/api.ts';
import { visibleOrderDetails, visibleReceiverPoint } from '../../domain/orderVisibility.ts';
import { readOrderRecord, receiverHashedOf } from './orderRecord.ts';
import { readDeliveryProof } from './deliveryProof.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getOrderDetails(db: Db, principal: Principal, orderId: number): Promise<OrderDetails> {
  const item = await getOrderItem(db, orderId, orderViewerOf(principal));
  if (!item) throw notFound('order_not_found', 'Order not found');
  const can = principal.permissions.orders.canView;
  const [record, comments, holds, renewals, [driver], [company], deliveryProof] = await Promise.all([
    readOrderRecord(db, orderId),
    can.comments
      ? db.select().from(orderComments).where(eq(orderComments.orderId, orderId)).orderBy(desc(orderComments.createdAt))
      : [],
    can.holdOrder
      ? db.select().from(orderHolds).where(eq(orderHolds.orderId, orderId)).orderBy(desc(orderHolds.createdAt))
      : [],
    db.select().from(orderRenewals).where(eq(orderRenewals.orderId, orderId)).orderBy(desc(orderRenewals.renewedAt)),
    // Only what the driver's contact shows (never the whole row: its password hash has no business here).
    item.driver && can.driverInfo
      ? db
          .select({ phone: drivers.phone, email: drivers.email, vehicleType: drivers.vehicleType, car: drivers.car })
          .from(drivers)
          .where(eq(drivers.id, item.driver.id))
      : [],
    db.select({ orderSettings: companies.orderSettings }).from(companies).where(eq(companies.id, item.company.id)),
    readDeliveryProof(db, orderId),
  ]);
  if (!record) throw notFound('order_not_found', 'Order not found');
  const { row: o, receiverHashed } = record;
  const reasons = company?.orderSettings.operatorCancellationReasons;

  // Data hashed away is hidden whatever the flags; what the flags hide, visibleOrderDetails hides.
  const hashed = o.hashedSensitiveData ?? {};
  const pickupHashed = Boolean(hashed.pickupPointData);
  const paymentHashed = Boolean(hashed.paymentDetails) || Boolean(o.paymentDetails?.hasHashedSensitiveData);

  return visibleOrderDetails(
    {
      ...item,
      // A path here; the route makes it absolute with the caller's origin.
      trackingUrl: record.trackingPath,
      receiver: record.receiver,
      // The pickup point is a business address; only its contact phone is personal data.
      pickupPointDetails: record.pickupAddress
        ? {
            ...record.pickupAddress,
            phone: pickupHashed ? null : o.pickupPhone,
            notes: o.pickupNotes,
            workingHours: o.pickupWorkingHours,
            hidden: pickupHashed,
          }
        : null,
      payment: o.paymentDetails
        ? {
            paymentType: o.paymentDetails.paymentType,
            paymentCode: paymentHashed ? null : (o.paymentDetails.paymentCode ?? null),
          }
        : null,
      timestamps: {
        createdAt: o.createdAt.toISOString(),
        plannedAt: iso(o.plannedAt),
        ...record.stageTimes,
      },
      cancellationComment: o.cancellationComment,
      deliveryComment: o.deliveryComment,
      pickUpNotes: o.pickUpNotes,
      notes: o.notes,
      emergencyDelivery: o.emergencyDelivery,
      additionalServices: o.additionalServices,
      products: receiverHashed ? o.products.map(({ pesel: _pesel, ...line }) => line) : o.products,
      deliveredProducts: o.deliveredProducts,
      codes: { pickUpVerificationCode: o.pickUpVerificationCode, verificationCode: o.verificationCode },
      noVerificationCodeReason: o.noVerificationCodeReason,
      estimations: {
        estimatedDistance: o.estimatedDistance,
        estimatedPayout: o.estimatedPayout,
        estimatedPayoutDriver: o.estimatedPayoutDriver,
        currency: o.currency,
      },
      driverInfo: driver
        ? { phone: driver.phone, email: driver.email, vehicleType: driver.vehicleType, car: driver.car }
        : null,
      comments: comments.map((c) => ({
        comment: c.comment,
        createdAt: c.createdAt.toISOString(),
        createdBy: c.createdBy,
      })),
      holds: holds.map((h) => ({
        notes: h.notes,
        createdAt: h.createdAt.toISOString(),
        holdUntil: iso(h.holdUntil),
        releasedAt: iso(h.releasedAt),
        by: h.driverId ? ('driver' as const) : h.operatorId ? ('operator' as const) : ('system' as const),
      })),
      renewals: renewals.map((r) => ({
        renewedAt: r.renewedAt.toISOString(),
        renewedBy: r.renewedBy,
        renewalReason: r.renewalReason,
        cancellationReason: r.cancellationReason,
        renewalComment: r.renewalComment,
      })),
      canShowRoute: true,
      cancellationReasons: reasons
        ? { inDelivery: reasons.inDelivery ?? [], toBePickedUp: reasons.toBePickedUp ?? [] }
        : null,
      // Hidden with the receiver (its data hashed away: receiver.hidden; or by the flags) by visibleOrderDetails.
      deliveryProof,
    },
    can,
  );
}

/**
 * GET /order/location-history: the order with the driver's location log, oldest point first, and the pickup point
 * and receiver positions for the map markers (the receiver's hidden as in the details: hashed or no sensitiveData).
 */
export async function getLocationHistory(db: Db, principal: Principal, orderId: number): Promise<OrderLocationHistory> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      driverId: orders.driverId,
      pickupLat: orders.pickupLat,
      pickupLng: orders.pickupLng,
      clientLat: orders.clientLat,
      clientLng: orders.clientLng,
      hasHashedSensitiveData: orders.hasHashedSensitiveData,
      hashedSensitiveData: orders.hashedSensitiveData,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersInReach(principal.tenant)));
  if (!order) throw notFound('order_not_found', 'Order not found');
  const points = await db
    .select({ lat: driverLocationLogs.lat, lng: driverLocationLogs.lng, loggedAt: driverLocationLogs.loggedAt })
    .from(driverLocationLogs)
    .where(eq(driverLocationLogs.orderId, orderId))
    .orderBy(asc(driverLocationLogs.loggedAt));
  const receiverHashed = receiverHashedOf(order);
  const position = (lat: number | null, lng: number | null) => (lat != null && lng != null ? { lat, lng } : null);
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    driverId: order.driverId,
    driverLocationLog: points.map((p) => ({ lat: p.lat, lng: p.lng, loggedAt: p.loggedAt.toISOString() })),
    pickupPoint: position(order.pickupLat, order.pickupLng),
    receiver: visibleReceiverPoint(
      position(order.clientLat, order.clientLng),
      principal.permissions.orders.canView,
      receiverHashed,
    ),
  };
}

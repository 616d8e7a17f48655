// The receiver's tracking page (GET /api/track/<token>): one order found by its unguessable token, answered with
// what src/domain/tracking.ts lets a receiver see; the driver's position only after pick-up and until the order
// ends. Reads orders_tracking_token_idx, then the order's last location point (driver_location_logs_order_idx).
import { desc, eq } from 'drizzle-orm';
import { driverLocationLogs, drivers, orders } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import {
  estimatedArrival,
  LIVE_STAGES,
  trackingStageOf,
  type TrackingAnswer,
  type TrackingStage,
} from '../../src/domain/tracking.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function trackOrder(db: Db, token: string, now = new Date()): Promise<TrackingAnswer> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      createdAt: orders.createdAt,
      slotFrom: orders.scheduledSlotFrom,
      slotTo: orders.scheduledSlotTo,
      acceptedAt: orders.acceptedAt,
      pickedUpAt: orders.pickedUpAt,
      arrivedAt: orders.arrivedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      clientLat: orders.clientLat,
      clientLng: orders.clientLng,
      vehicleType: drivers.vehicleType,
    })
    .from(orders)
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .where(eq(orders.trackingToken, token));
  if (!order) throw notFound('order_not_found', 'No order has this tracking link');
  const stage = trackingStageOf(order.status);
  const stageAt: Record<TrackingStage, Date | null> = {
    placed: order.createdAt,
    accepted: order.acceptedAt,
    on_the_way: order.pickedUpAt,
    arrived: order.arrivedAt,
    delivered: order.deliveredAt,
    cancelled: order.cancelledAt,
  };

  let live: TrackingAnswer['live'] = null;
  if (LIVE_STAGES.includes(stage)) {
    const [point] = await db
      .select({ lat: driverLocationLogs.lat, lng: driverLocationLogs.lng, at: driverLocationLogs.loggedAt })
      .from(driverLocationLogs)
      .where(eq(driverLocationLogs.orderId, order.id))
      .orderBy(desc(driverLocationLogs.loggedAt))
      .limit(1);
    if (point) {
      const destination =
        order.clientLat != null && order.clientLng != null ? { lat: order.clientLat, lng: order.clientLng } : null;
      live = {
        driver: { lat: point.lat, lng: point.lng, at: point.at.toISOString() },
        destination,
        estimatedArrival:
          destination && stage === 'on_the_way'
            ? estimatedArrival(point, destination, order.vehicleType ?? 'car', now).toISOString()
            : null,
      };
    }
  }
  return {
    orderNo: order.orderNo,
    stage,
    timeSlot:
      order.slotFrom && order.slotTo ? { from: order.slotFrom.toISOString(), to: order.slotTo.toISOString() } : null,
    stageAt: iso(stageAt[stage]),
    live,
  };
}

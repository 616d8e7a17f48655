// The receiver's tracking page (GET /api/track/<token>): one order found by its unguessable token, answered with
// what domain/tracking.ts lets a receiver see: the shop's name, its logo through the link and (cancelled orders
// only) its phone; the stage, the booked slot or the delivery promise; the driver's position only after pick-up and
// until the order ends. Reads orders_tracking_token_idx, then the order's last location point
// (driver_location_logs_order_idx). The logo itself (GET /api/track/<token>/logo): trackingLogo.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, driverLocationLogs, drivers, locations, orders } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { deliveryDeadline } from '../../domain/orderRules.ts';
import {
  estimatedArrival,
  LIVE_STAGES,
  trackingLogoPath,
  trackingStageOf,
  type TrackingAnswer,
  type TrackingStage,
} from '../../domain/tracking.ts';
import { COMPANY_IMAGES_URL } from './companies.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pickupPoint = alias(locations, 'tracking_pickup_point');
const defaultPoint = alias(locations, 'tracking_default_point');

/** A phone as the shop stored it, or null when it is blank. */
const phoneOf = (...phones: (string | null)[]) => phones.map((p) => p?.trim()).find((p) => p) ?? null;

/**
 * The slot the order was booked for: its scheduled range, or (a company that keeps only the scheduled time) the
 * scheduled time to the planned delivery, which order creation sets to the chosen slot's end.
 */
function bookedSlot(o: {
  slotFrom: Date | null;
  slotTo: Date | null;
  scheduledAt: Date | null;
  plannedAt: Date | null;
}): TrackingAnswer['timeSlot'] {
  if (o.slotFrom && o.slotTo) return { from: o.slotFrom.toISOString(), to: o.slotTo.toISOString() };
  if (o.scheduledAt && o.plannedAt && o.plannedAt > o.scheduledAt)
    return { from: o.scheduledAt.toISOString(), to: o.plannedAt.toISOString() };
  return null;
}

/** An order without a booked slot, as deliveryDeadline reads it: its promise runs from its creation. */
const asSoonAsPossible = (o: { status: OrderStatus; createdAt: Date }) => ({
  status: o.status,
  createdAt: o.createdAt,
  deliveredAt: null,
  finishedAt: null,
  scheduledSlotFrom: null,
  scheduledSlotTo: null,
});

export async function trackOrder(db: Db, token: string, now = new Date()): Promise<TrackingAnswer> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      createdAt: orders.createdAt,
      slotFrom: orders.scheduledSlotFrom,
      slotTo: orders.scheduledSlotTo,
      scheduledAt: orders.scheduledAt,
      plannedAt: orders.plannedAt,
      acceptedAt: orders.acceptedAt,
      pickedUpAt: orders.pickedUpAt,
      arrivedAt: orders.arrivedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      clientLat: orders.clientLat,
      clientLng: orders.clientLng,
      vehicleType: drivers.vehicleType,
      companyName: companies.name,
      companyDisplayName: companies.displayName,
      companyLogo: companies.logo,
      pickupPhone: pickupPoint.phone,
      defaultPhone: defaultPoint.phone,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    // The shop's own pickup point (a return order has none: its pickup is the first receiver, never shown here).
    .leftJoin(pickupPoint, eq(pickupPoint.id, orders.pickupLocationId))
    .leftJoin(defaultPoint, eq(defaultPoint.id, companies.defaultLocationId))
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
  const timeSlot = bookedSlot(order);
  const phone = stage === 'cancelled' ? phoneOf(order.pickupPhone, order.defaultPhone) : null;
  return {
    orderNo: order.orderNo,
    shop: {
      name: order.companyDisplayName?.trim() || order.companyName,
      logoUrl: order.companyLogo ? trackingLogoPath(token) : null,
      contact: phone ? { phone } : null,
    },
    stage,
    timeSlot,
    promisedBy: timeSlot ? null : new Date(deliveryDeadline(asSoonAsPossible(order)).deadline).toISOString(),
    stageAt: iso(stageAt[stage]),
    live,
  };
}

const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/**
 * The logo of the company of the order with this token, from the first of `folders` (the uploads', then the images
 * bundled with the console) whose `companies/` holds its file. 404 `order_not_found` for an unknown token, 404
 * `not_found` when the company has no logo of its own images or its file is missing.
 */
export async function trackingLogo(
  db: Db,
  token: string,
  folders: string[],
): Promise<{ bytes: Buffer; contentType: string }> {
  const [order] = await db
    .select({ logo: companies.logo })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.trackingToken, token));
  if (!order) throw notFound('order_not_found', 'No order has this tracking link');
  const logo = order.logo ?? '';
  const file = path.posix.basename(logo);
  const contentType = LOGO_TYPES[path.posix.extname(file).toLowerCase()];
  if (!logo.startsWith(`${COMPANY_IMAGES_URL}/`) || !contentType) throw notFound('not_found', 'The shop has no logo');
  for (const folder of folders) {
    try {
      return { bytes: await readFile(path.join(folder, 'companies', file)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw notFound('not_found', 'The shop’s logo file is missing');
}

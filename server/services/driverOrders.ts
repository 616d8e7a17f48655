// What a driver sees of orders (driver API, server/routes/driver.ts): one order as the driver sees it (the receiver
// only on its own order), the order it is on, its profile with that order (GET /driver/@me), and the orders offered
// to it, nearest first. The steps of a delivery that change an order are services/driverApp.ts.
import { mayDeliverFor } from '../../domain/driverSchemas.ts';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { companies, orders } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { hasPickupPoint } from '../../domain/orderRules.ts';
import { distanceMetres } from '../../domain/geo.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import type { DriverMeResponse, DriverOrder } from '../../domain/driverApi.ts';
import { driverProfile, type DriverPrincipal } from './driverSession.ts';
import { isOnHold } from './orderHold.ts';

type OrderRow = typeof orders.$inferSelect;

/** The statuses of an order a driver is on: a driver carries one such order at a time. */
export const ACTIVE_DRIVER_STATUSES: OrderStatus[] = ['accepted', 'picked_up', 'arrived'];
const MAX_OFFERED = 50;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const companyName = sql<string>`coalesce(${companies.displayName}, ${companies.name})`;

function toDriverOrder(
  o: OrderRow,
  extra: { companyName: string; reveal: boolean; distanceMetres?: number | null },
  now = new Date(),
): DriverOrder {
  const slot =
    o.scheduledSlotFrom && o.scheduledSlotTo
      ? { from: o.scheduledSlotFrom.toISOString(), to: o.scheduledSlotTo.toISOString() }
      : null;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    type: o.type,
    companyName: extra.companyName,
    packageSize: o.packageSize,
    emergencyDelivery: o.emergencyDelivery,
    createdAt: o.createdAt.toISOString(),
    scheduledSlot: slot,
    pickup: hasPickupPoint(o)
      ? {
          name: o.pickupName,
          street: o.pickupStreet,
          city: o.pickupCity,
          zipCode: o.pickupZipCode,
          phone: o.pickupPhone,
          notes: o.pickupNotes,
          lat: o.pickupLat,
          lng: o.pickupLng,
        }
      : null,
    receiver: {
      name: extra.reveal ? o.clientName : null,
      phone: extra.reveal ? o.clientPhone : null,
      street: o.clientStreet,
      city: o.clientCity,
      zipCode: o.clientZipCode,
      lat: o.clientLat,
      lng: o.clientLng,
    },
    products: o.products.map((line) => ({ name: line.name ?? null, code: line.code ?? null })),
    notes: o.notes,
    estimatedDistance: o.estimatedDistance,
    estimatedPayoutDriver: o.estimatedPayoutDriver,
    currency: o.currency,
    acceptedAt: iso(o.acceptedAt),
    pickupArrivedAt: iso(o.pickupArrivedAt),
    pickedUpAt: iso(o.pickedUpAt),
    arrivedAt: iso(o.arrivedAt),
    deliveredAt: iso(o.deliveredAt),
    finishedAt: iso(o.finishedAt),
    onHold: isOnHold(o, now) ? { until: o.onHoldUntil!.toISOString(), note: o.holdNote } : null,
    distanceMetres: extra.distanceMetres ?? null,
  };
}

/** One order as the driver sees it; receiver name and phone only when it is (or was) the driver's order. */
export async function getDriverOrder(db: DbOrTx, driver: DriverPrincipal, orderId: number): Promise<DriverOrder> {
  const [row] = await db
    .select({ order: orders, companyName })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound('order_not_found', 'Order not found');
  return toDriverOrder(row.order, {
    companyName: row.companyName,
    reveal: row.order.driverId === driver.id,
  });
}

/** The order the driver is on (accepted, picked up or arrived), if any. */
export async function currentOrderId(db: DbOrTx, driverId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, ACTIVE_DRIVER_STATUSES)))
    .orderBy(desc(orders.acceptedAt))
    .limit(1);
  return row?.id ?? null;
}

export async function driverMe(db: Db, driver: DriverPrincipal): Promise<DriverMeResponse> {
  const id = await currentOrderId(db, driver.id);
  return { driver: driverProfile(driver), currentOrder: id ? await getDriverOrder(db, driver, id) : null };
}

/** The driver may take orders of its region, of the companies it is allowed for (none listed = every company). */
export function offeredTo(driver: DriverPrincipal, o: Pick<OrderRow, 'regionId' | 'companyId'>): boolean {
  return driver.regionId === o.regionId && mayDeliverFor(driver, o.companyId);
}

/**
 * Orders offered to the driver: status new, in its region, of a company it may deliver for, not on hold. Nearest
 * first (from the driver's last position to the pickup point, or to the receiver without one), at most 50. None while
 * the driver is offline (offers are for online drivers; accept answers 409 driver_offline).
 */
export async function offeredOrders(db: Db, driver: DriverPrincipal, now = new Date()): Promise<DriverOrder[]> {
  if (driver.regionId == null || driver.status !== 'online') return [];
  const rows = await db
    .select({ order: orders, companyName })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(orders.status, 'new'),
        eq(orders.regionId, driver.regionId),
        driver.allowedCompanyIds.length ? inArray(orders.companyId, driver.allowedCompanyIds) : undefined,
        or(isNull(orders.onHoldUntil), lte(orders.onHoldUntil, now)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(MAX_OFFERED * 4);
  const from = driver.lastKnown;
  const offers = rows.map(({ order: o, companyName: name }) => {
    const target =
      o.pickupLat != null && o.pickupLng != null
        ? { lat: o.pickupLat, lng: o.pickupLng }
        : o.clientLat != null && o.clientLng != null
          ? { lat: o.clientLat, lng: o.clientLng }
          : null;
    const distance = from && target ? Math.round(distanceMetres(from, target)) : null;
    return toDriverOrder(o, { companyName: name, reveal: false, distanceMetres: distance }, now);
  });
  offers.sort((a, b) => (a.distanceMetres ?? Infinity) - (b.distanceMetres ?? Infinity));
  return offers.slice(0, MAX_OFFERED);
}

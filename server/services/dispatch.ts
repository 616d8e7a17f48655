// Dispatch help (GET /api/order/nearest-drivers): the drivers an operator may give an order to right now (online,
// active, not blocked, of a region, allowed for the order's company, within the operator's reach, as the driver list
// filters them; never the order's current driver), nearest to where the goods are first (straight line from the last
// known position), then the least loaded. The goods are at the pickup point until picked up; picked up or arrived,
// they are with the current driver, so the distances are measured from that driver's last position (from the pickup
// point when it has none).
//
// Cost: one statement on the online drivers (drivers_status_idx); the distance and the carried orders (the driver's
// ongoing orders, orders_driver_ongoing_idx) are computed per online driver, a few hundred at most.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { drivers, orders, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { ordersInReach } from '../access/reach.ts';
import { notFound } from '../errors.ts';
import type { Principal } from './principal.ts';
import { EARTH_RADIUS_M } from '../../domain/geo.ts';
import { driverIdentity, driverListCondition } from './drivers.ts';
import { ACTIVE_DRIVER_STATUSES } from './driverOrders.ts';
import { goodsWithDriver } from '../../domain/orderActionRules.ts';
import { NEAREST_DRIVERS_DEFAULT, type NearestDriversAnswer, type NearestDriversQuery } from '../../domain/dispatch.ts';

export async function nearestDrivers(
  db: Db,
  principal: Principal,
  { orderId, limit = NEAREST_DRIVERS_DEFAULT }: NearestDriversQuery,
): Promise<NearestDriversAnswer> {
  const [order] = await db
    .select({
      id: orders.id,
      companyId: orders.companyId,
      status: orders.status,
      driverId: orders.driverId,
      lat: orders.pickupLat,
      lng: orders.pickupLng,
      driverLat: drivers.lastKnownLat,
      driverLng: drivers.lastKnownLng,
    })
    .from(orders)
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .where(and(eq(orders.id, orderId), ordersInReach(principal.tenant)));
  if (!order) throw notFound('order_not_found', 'Order not found');
  const pickup = order.lat != null && order.lng != null ? { lat: order.lat, lng: order.lng } : null;
  const driverPosition =
    order.driverId && goodsWithDriver(order.status) && order.driverLat != null && order.driverLng != null
      ? { lat: order.driverLat, lng: order.driverLng }
      : null;
  const origin = driverPosition
    ? { kind: 'currentDriver' as const, point: driverPosition }
    : { kind: 'pickupPoint' as const, point: pickup };
  const from = origin.point;

  // Haversine in SQL (as distanceMetres of domain/geo.ts), so the database orders and limits; null without either
  // position.
  const distance = from
    ? sql<number | null>`case when ${drivers.lastKnownLat} is null or ${drivers.lastKnownLng} is null then null else
        2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(least(1,
          power(sin(radians(${drivers.lastKnownLat} - ${from.lat}::float8) / 2), 2)
          + cos(radians(${from.lat}::float8)) * cos(radians(${drivers.lastKnownLat}))
            * power(sin(radians(${drivers.lastKnownLng} - ${from.lng}::float8) / 2), 2))))
      end`
    : sql<number | null>`null::float8`;
  // is_ongoing narrows to orders_driver_ongoing_idx (new, accepted, picked up, arrived); the statuses a driver carries
  // (the driver app's) leave out "new".
  const carried = sql.join(
    ACTIVE_DRIVER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const carrying = sql<number>`(select count(*)::int from ${orders} o
    where o.driver_id = ${drivers.id} and o.is_ongoing and o.status in (${carried}))`;

  const rows = await db
    .select({
      ...driverIdentity,
      regionId: regions.id,
      regionName: regions.name,
      distance,
      lastSeenAt: drivers.lastKnownLoggedAt,
      carrying,
    })
    .from(drivers)
    .innerJoin(regions, eq(regions.id, drivers.regionId))
    .where(
      and(
        driverListCondition(
          { active: true, blocked: false, status: ['online'], companyId: order.companyId },
          principal.tenant,
        ),
        // The order's driver is not another driver to give it to (change-driver refuses it too).
        order.driverId ? ne(drivers.id, order.driverId) : undefined,
      ),
    )
    .orderBy(sql`${distance} asc nulls last`, asc(carrying), asc(drivers.lastName), asc(drivers.id))
    .limit(limit);

  return {
    orderId: order.id,
    pickupPoint: pickup,
    origin,
    currentDriverId: order.driverId,
    drivers: rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      region: { id: r.regionId, name: r.regionName },
      distanceMetres: r.distance == null ? null : Math.round(Number(r.distance)),
      lastSeenAt: r.lastSeenAt ? r.lastSeenAt.toISOString() : null,
      carrying: Number(r.carrying),
    })),
  };
}

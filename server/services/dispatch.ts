// Dispatch help (GET /api/order/nearest-drivers): the drivers an operator may give an order to right now (online,
// active, not blocked, of a region, allowed for the order's company, within the operator's reach, as the driver list
// filters them), nearest to the pickup point first (straight line from the last known position), then the least loaded.
//
// Cost: one statement on the online drivers (drivers_status_idx); the distance and the carried orders (the driver's
// ongoing orders, orders_driver_ongoing_idx) are computed per online driver, a few hundred at most.
import { and, asc, eq, sql } from 'drizzle-orm';
import { drivers, orders, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { ordersInReach } from '../access/reach.ts';
import { notFound } from '../errors.ts';
import type { Principal } from './principal.ts';
import { EARTH_RADIUS_M } from '../../src/domain/geo.ts';
import { driverListCondition } from './drivers.ts';
import { ACTIVE_DRIVER_STATUSES } from './driverApp.ts';
import {
  NEAREST_DRIVERS_DEFAULT,
  type NearestDriversAnswer,
  type NearestDriversQuery,
} from '../../src/domain/dispatch.ts';

export async function nearestDrivers(
  db: Db,
  principal: Principal,
  { orderId, limit = NEAREST_DRIVERS_DEFAULT }: NearestDriversQuery,
): Promise<NearestDriversAnswer> {
  const [order] = await db
    .select({ id: orders.id, companyId: orders.companyId, lat: orders.pickupLat, lng: orders.pickupLng })
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersInReach(principal.tenant)));
  if (!order) throw notFound('order_not_found', 'Order not found');
  const pickup = order.lat != null && order.lng != null ? { lat: order.lat, lng: order.lng } : null;

  // Haversine in SQL (as distanceMetres of src/domain/geo.ts), so the database orders and limits; null without either
  // position.
  const distance = pickup
    ? sql<number | null>`case when ${drivers.lastKnownLat} is null or ${drivers.lastKnownLng} is null then null else
        2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(least(1,
          power(sin(radians(${drivers.lastKnownLat} - ${pickup.lat}::float8) / 2), 2)
          + cos(radians(${pickup.lat}::float8)) * cos(radians(${drivers.lastKnownLat}))
            * power(sin(radians(${drivers.lastKnownLng} - ${pickup.lng}::float8) / 2), 2))))
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
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      email: drivers.email,
      regionId: regions.id,
      regionName: regions.name,
      distance,
      lastSeenAt: drivers.lastKnownLoggedAt,
      carrying,
    })
    .from(drivers)
    .innerJoin(regions, eq(regions.id, drivers.regionId))
    .where(
      driverListCondition(
        { active: true, blocked: false, status: ['online'], companyId: order.companyId },
        principal.tenant,
      ),
    )
    .orderBy(sql`${distance} asc nulls last`, asc(carrying), asc(drivers.lastName), asc(drivers.id))
    .limit(limit);

  return {
    orderId: order.id,
    pickupPoint: pickup,
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

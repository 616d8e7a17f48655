// The live operations map (GET /api/operations/map): the active orders within the caller's reach with their pickup
// and delivery points, and the online drivers it may see at their last known position with their road state.
//
// Which drivers: the online, active, unblocked ones of the driver list's condition for the caller's tenant (its
// regions, drivers allowed for one of its companies) when the caller may see the driver roster anyway (the drivers
// page, or the change-driver dialog's nearest drivers: orders write access with canView.changeDriver); any other
// caller (a client user, a read-only coordinator) sees only the drivers on one of its own ongoing orders, whose
// positions it already receives live through driverLocationChange.
//
// Cost at 1M orders: the orders are the first OPERATIONS_MAP_ORDERS_MAX + 1 entries of the partial index of the
// orders still to be handled (orders_active_list_idx, read in its own order); the drivers are the online ones
// (drivers_status_idx), each with two existence checks on its ongoing orders (orders_driver_ongoing_idx).
import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, drivers, orders, regions } from '../db/schema.ts';
import { ordersInReach, regionIdsNamed } from '../access/reach.ts';
import { ACTIVE_STATUS_PRIORITY_FLOOR } from '../../domain/enums.ts';
import { visibleReceiverPoint } from '../../domain/orderVisibility.ts';
import {
  OPERATIONS_MAP_DRIVERS_MAX,
  OPERATIONS_MAP_ORDERS_MAX,
  type MapDriver,
  type MapOrder,
  type MapOrderStatus,
  type OperationsMapAnswer,
  type OperationsMapQuery,
} from '../../domain/operationsMap.ts';
import { driverListCondition, driverRoadState } from './drivers.ts';
import type { Principal } from './principal.ts';

/** Whether the caller may see the roster of drivers (not only those on its own orders); also how many are free. */
export const seesDriverRoster = (p: Principal['permissions']) =>
  p.drivers.canAccessPage || (p.orders.canWrite && p.orders.canView.changeDriver);

const point = (lat: number | null, lng: number | null) => (lat != null && lng != null ? { lat, lng } : null);

async function mapOrders(
  db: Db,
  principal: Principal,
  query: OperationsMapQuery,
): Promise<{ rows: MapOrder[]; truncated: boolean }> {
  const filters: (SQL | undefined)[] = [
    gte(orders.statusPriority, ACTIVE_STATUS_PRIORITY_FLOOR),
    ordersInReach(principal.tenant),
  ];
  if (query.region) filters.push(inArray(orders.regionId, regionIdsNamed([query.region])));
  if (query.companyIds?.length) filters.push(inArray(orders.companyId, query.companyIds));
  if (query.status?.length) filters.push(inArray(orders.status, query.status));
  const receiverHashed = sql<boolean>`(${orders.hasHashedSensitiveData}
    or coalesce(${orders.hashedSensitiveData} -> 'clientData' = 'true'::jsonb, false))`;
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      companyId: orders.companyId,
      companyName: companies.name,
      regionId: regions.id,
      regionName: regions.name,
      pickupLat: orders.pickupLat,
      pickupLng: orders.pickupLng,
      clientLat: orders.clientLat,
      clientLng: orders.clientLng,
      receiverHashed,
      driverId: orders.driverId,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .where(and(...filters))
    // The partial index's own order: the read stops after the bound.
    .orderBy(desc(orders.statusPriority), asc(orders.stageBeganAt), desc(orders.id))
    .limit(OPERATIONS_MAP_ORDERS_MAX + 1);
  const can = principal.permissions.orders.canView;
  return {
    truncated: rows.length > OPERATIONS_MAP_ORDERS_MAX,
    rows: rows.slice(0, OPERATIONS_MAP_ORDERS_MAX).map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      status: r.status as MapOrderStatus,
      company: { id: r.companyId, name: r.companyName },
      region: { id: r.regionId, name: r.regionName },
      pickup: point(r.pickupLat, r.pickupLng),
      delivery: visibleReceiverPoint(point(r.clientLat, r.clientLng), can, Boolean(r.receiverHashed)),
      driverId: r.driverId,
    })),
  };
}

async function mapDrivers(
  db: Db,
  principal: Principal,
  query: OperationsMapQuery,
): Promise<{ rows: MapDriver[]; truncated: boolean }> {
  const { tenant, permissions } = principal;
  const filters: (SQL | undefined)[] = [
    driverListCondition({ active: true, blocked: false, status: ['online'] }, tenant),
    isNotNull(drivers.lastKnownLat),
    isNotNull(drivers.lastKnownLng),
  ];
  if (query.region) filters.push(inArray(drivers.regionId, regionIdsNamed([query.region])));
  // Drivers who may deliver for one of the chosen companies (a driver without a company limit serves all).
  if (query.companyIds?.length) {
    const chosen = sql.param(query.companyIds);
    filters.push(
      sql`(cardinality(${drivers.allowedCompanyIds}) = 0 or ${drivers.allowedCompanyIds} && ${chosen}::int[])`,
    );
  }
  if (!seesDriverRoster(permissions))
    filters.push(
      sql`exists (select 1 from ${orders} where ${orders.driverId} = ${drivers.id} and ${orders.isOngoing}
        and ${ordersInReach(tenant) ?? sql`true`})`,
    );
  const named = permissions.orders.canView.driverInfo;
  const rows = await db
    .select({
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      phone: drivers.phone,
      regionId: regions.id,
      regionName: regions.name,
      state: driverRoadState,
      lat: drivers.lastKnownLat,
      lng: drivers.lastKnownLng,
      at: drivers.lastKnownLoggedAt,
    })
    .from(drivers)
    .innerJoin(regions, eq(regions.id, drivers.regionId))
    .where(and(...filters))
    .orderBy(asc(drivers.id))
    .limit(OPERATIONS_MAP_DRIVERS_MAX + 1);
  return {
    truncated: rows.length > OPERATIONS_MAP_DRIVERS_MAX,
    rows: rows.slice(0, OPERATIONS_MAP_DRIVERS_MAX).map((r) => ({
      id: r.id,
      firstName: named ? r.firstName : null,
      lastName: named ? r.lastName : null,
      phone: named ? r.phone : null,
      region: { id: r.regionId, name: r.regionName },
      state: r.state,
      position: { lat: r.lat!, lng: r.lng!, at: r.at ? r.at.toISOString() : null },
    })),
  };
}

export async function operationsMap(
  db: Db,
  principal: Principal,
  query: OperationsMapQuery,
  now = new Date(),
): Promise<OperationsMapAnswer> {
  const [orderRows, driverRows] = await Promise.all([
    mapOrders(db, principal, query),
    mapDrivers(db, principal, query),
  ]);
  return {
    orders: orderRows.rows,
    drivers: driverRows.rows,
    truncated: { orders: orderRows.truncated, drivers: driverRows.truncated },
    generatedAt: now.toISOString(),
  };
}

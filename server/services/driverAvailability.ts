// Whether a driver is free right now in the region of an order's pickup point (GET /api/order/driver-availability),
// for the order form's notice before the shop sends the order.
//
// The region: the active region whose zip-code coverage holds the pickup point's postal code (a saved location's, or
// the one typed), as the delivery estimate finds it. Free: the live map's and the dashboard's rule, one definition
// (services/drivers.ts): an online, active, unblocked driver of the driver list's condition for the caller's tenant,
// in that region, who may deliver for the company (a driver without a company limit serves all), whose road state is
// free (no accepted, picked-up or arrived order: a driver carries one order at a time). A caller who may not see the
// driver roster (services/operationsMap.ts seesDriverRoster: a client user, an API key, a read-only user) learns only
// yes or no; no driver's identity, position or order reaches anyone here.
//
// Cost: the location by its key, the zip code by its key, and one count on the online drivers (drivers_status_idx)
// with the existence checks of the road state per online driver of the region.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drivers, locations } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import { reachesLocation, reachesRegion } from '../access/reach.ts';
import { companyForCaller } from './deliveryEstimate.ts';
import { driverListCondition, driverRoadState } from './drivers.ts';
import { seesDriverRoster } from './operationsMap.ts';
import type { Principal } from './principal.ts';
import { DEFAULT_CANCEL_ORDER_AFTER_SECONDS } from '../../domain/orderLifecycle.ts';
import { activeRegionsOfZipCodes } from './coverage.ts';
import type { DriverAvailabilityAnswer, DriverAvailabilityQuery } from '../../domain/driverAvailability.ts';

/** The postal code of the company's active saved location within the caller's reach; 404 otherwise. */
async function locationZipCode(db: Db, principal: Principal, companyId: number, locationId: number): Promise<string> {
  const [row] = await db
    .select({ zipCode: locations.zipCode })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.companyId, companyId), eq(locations.active, true)));
  if (!row || !reachesLocation(principal.tenant, locationId))
    throw notFound('location_not_found', 'Pickup location not found');
  return row.zipCode;
}

/** The active region covering a postal code, or null (the delivery estimate's rule). */
async function regionOfZipCode(db: Db, zipCode: string): Promise<{ id: number; name: string } | null> {
  return (await activeRegionsOfZipCodes(db, [zipCode])).get(zipCode) ?? null;
}

/** How many drivers are free now in the region for the company, by the live map's rule within the caller's tenant. */
async function freeDriversIn(db: Db, principal: Principal, regionId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(drivers)
    .where(
      and(
        driverListCondition({ active: true, blocked: false, status: ['online'], companyId }, principal.tenant),
        eq(drivers.regionId, regionId),
        sql`${driverRoadState} = 'free'`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The answer for the pickup point: 404 `company_not_found` for a company beyond the caller's tenant (or none given by
 * an operator), 404 `location_not_found` for a location not of the company, inactive or beyond the caller's locations,
 * 403 `region_not_allowed` for an operator limited to other regions.
 */
export async function driverAvailability(
  db: Db,
  principal: Principal,
  query: DriverAvailabilityQuery,
  now = new Date(),
): Promise<DriverAvailabilityAnswer> {
  const companyId = query.companyId ?? principal.companyId;
  if (!companyId) throw notFound('company_not_found', 'Company not found');
  const company = await companyForCaller(db, principal.tenant, companyId);
  const zipCode =
    query.pickupLocationId !== undefined
      ? await locationZipCode(db, principal, company.id, query.pickupLocationId)
      : query.zipCode!;
  const cancelOrderAfterSeconds = company.deliverySettings?.cancelOrderAfter ?? DEFAULT_CANCEL_ORDER_AFTER_SECONDS;
  const region = await regionOfZipCode(db, zipCode);
  const base = { cancelOrderAfterSeconds, generatedAt: now.toISOString() };
  if (!region)
    return { region: null, available: false, freeDrivers: seesDriverRoster(principal.permissions) ? 0 : null, ...base };
  if (!reachesRegion(principal.tenant, region.name))
    throw forbidden('region_not_allowed', 'The pickup point is in a region you are not assigned to');
  const free = await freeDriversIn(db, principal, region.id, company.id);
  return {
    region: region.name,
    available: free > 0,
    freeDrivers: seesDriverRoster(principal.permissions) ? free : null,
    ...base,
  };
}

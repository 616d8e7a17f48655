// Drivers as the console lists them (spec back-office §7 GET /driver/list): the filters of the query, limited to
// the caller's tenant. An operator limited to some regions sees the drivers of those regions only; one limited to
// some companies sees the drivers who may deliver for one of them (a driver without a company limit serves all).
import { and, arrayOverlaps, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { drivers, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Tenant } from './principal.ts';
import { ALL_REGIONS, type DriverListItem, type DriverListQuery } from '../../src/domain/driverSchemas.ts';
import type { DriverStatus } from '../../src/domain/enums.ts';

const noCompanyLimit = sql`cardinality(${drivers.allowedCompanyIds}) = 0`;

/** The drivers the tenant may see (undefined: all of them). */
export function driverTenantCondition(tenant: Tenant): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (!tenant.allRegions) {
    parts.push(
      tenant.regions.length
        ? inArray(drivers.regionId, sql`(select ${regions.id} from ${regions} where ${inArray(regions.name, tenant.regions)})`)
        : sql`false`,
    );
  }
  if (!tenant.allCompanies) {
    parts.push(tenant.companyIds.length ? or(noCompanyLimit, arrayOverlaps(drivers.allowedCompanyIds, tenant.companyIds)) : noCompanyLimit);
  }
  return parts.length ? and(...parts) : undefined;
}

export function driverListCondition(query: DriverListQuery, tenant: Tenant): SQL | undefined {
  const parts: (SQL | undefined)[] = [driverTenantCondition(tenant)];
  const statuses = (query.status ?? []).filter((s): s is DriverStatus => s !== 'all');
  if (statuses.length && !(query.status ?? []).includes('all')) parts.push(inArray(drivers.status, statuses));
  if (query.region && query.region !== ALL_REGIONS) {
    parts.push(inArray(drivers.regionId, sql`(select ${regions.id} from ${regions} where ${regions.name} = ${query.region})`));
  }
  if (query.active !== undefined) parts.push(eq(drivers.active, query.active));
  if (query.blocked !== undefined) parts.push(eq(drivers.blocked, query.blocked));
  if (query.companyId) parts.push(or(noCompanyLimit, sql`${query.companyId} = any(${drivers.allowedCompanyIds})`));
  return and(...parts);
}

/** Drivers sorted by region name (drivers without a region last), then first and last name. */
export async function listDrivers(db: Db, tenant: Tenant, query: DriverListQuery): Promise<DriverListItem[]> {
  return db
    .select({
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      email: drivers.email,
      phone: drivers.phone,
      regionId: drivers.regionId,
      status: drivers.status,
      active: drivers.active,
      allowedCompanyIds: drivers.allowedCompanyIds,
      vehicleType: drivers.vehicleType,
    })
    .from(drivers)
    .leftJoin(regions, eq(regions.id, drivers.regionId))
    .where(driverListCondition(query, tenant))
    .orderBy(sql`${regions.name} asc nulls last`, asc(drivers.firstName), asc(drivers.lastName), asc(drivers.id));
}

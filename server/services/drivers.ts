// Drivers as the console lists them (GET /driver/list): the filters of the query,
// limited to the caller's tenant, with what the drivers page's expanded row shows. An operator limited to some
// regions sees the drivers of those regions only; one limited to some companies sees the drivers who may deliver for
// one of them (a driver without a company limit serves all), and of each driver only those companies and their stock.
//
// Cost: one statement per page (the rows with their allowed companies and stock as correlated json subqueries, which
// run for the rows of the page only) plus one count. Filters use drivers_region_idx and drivers_status_idx; active
// and blocked are flags of few values and the company filter an array test, both applied on the region's rows.
import { and, arrayContains, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, companies, driverStock, drivers, orders, products, regions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { Tenant } from './principal.ts';
import {
  ALL_REGIONS,
  DEFAULT_DRIVERS_PER_PAGE,
  type DriverListQuery,
  type DriverPageResponse,
  type DriverRow,
  type DriverStockLine,
} from '../../domain/driverSchemas.ts';
import type { DriverStatus } from '../../domain/enums.ts';
import type { DriverRoadState } from '../../domain/dashboard.ts';
import {
  allowedCompaniesInReach,
  companiesInReach,
  companyInReach,
  regionIdInReach,
  regionIdsNamed,
} from '../access/reach.ts';
import { ascName, nameKey } from '../db/nameSort.ts';

const noCompanyLimit = sql`cardinality(${drivers.allowedCompanyIds}) = 0`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The drivers the tenant may see: of its regions, allowed for one of its companies (undefined: all of them). */
export function driverTenantCondition(tenant: Tenant): SQL | undefined {
  return and(regionIdInReach(tenant, drivers.regionId), allowedCompaniesInReach(tenant, drivers.allowedCompanyIds));
}

/** Online/offline filter: both or none mean every driver (undefined; the query schema turned "all" into none). */
export function driverStatusCondition(statuses: readonly DriverStatus[] | undefined): SQL | undefined {
  if (!statuses?.length || new Set(statuses).size === 2) return undefined;
  return inArray(drivers.status, [...statuses]);
}

/** Who a driver is, as pickers and lists name one: the columns every driver select starts with. */
export const driverIdentity = {
  id: drivers.id,
  firstName: drivers.firstName,
  lastName: drivers.lastName,
  email: drivers.email,
};

/**
 * A driver's road state from its ongoing orders (orders_driver_ongoing_idx): carrying (one picked up or arrived),
 * heading to a pickup (one accepted), or free. The dashboard's driver figures and the live map's drivers.
 */
export const driverRoadState = sql<DriverRoadState>`case
  when exists (select 1 from ${orders} o where o.driver_id = ${drivers.id} and o.is_ongoing
    and o.status in ('picked_up', 'arrived')) then 'carrying'
  when exists (select 1 from ${orders} o where o.driver_id = ${drivers.id} and o.is_ongoing
    and o.status = 'accepted') then 'toPickup'
  else 'free' end`;

export function driverListCondition(query: DriverListQuery, tenant: Tenant): SQL | undefined {
  const parts: (SQL | undefined)[] = [driverTenantCondition(tenant), driverStatusCondition(query.status)];
  if (query.region && query.region !== ALL_REGIONS)
    parts.push(inArray(drivers.regionId, regionIdsNamed([query.region])));
  if (query.active !== undefined) parts.push(eq(drivers.active, query.active));
  if (query.blocked !== undefined) parts.push(eq(drivers.blocked, query.blocked));
  if (query.companyId) parts.push(or(noCompanyLimit, arrayContains(drivers.allowedCompanyIds, [query.companyId])));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(
      or(
        ilike(sql`${drivers.firstName} || ' ' || ${drivers.lastName}`, like),
        ilike(drivers.email, like),
        ilike(sql`replace(coalesce(${drivers.phone}, ''), ' ', '')`, `%${escapeLike(query.q.replace(/\s/g, ''))}%`),
      ),
    );
  }
  return and(...parts);
}

function rowColumns(tenant: Tenant) {
  const allowedCompanies = sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${companies.id}, 'name', ${companies.name}) order by ${nameKey(companies.name)}, ${companies.name} collate "C", ${companies.id})
    from ${companies}
    where ${and(sql`${companies.id} = any(${drivers.allowedCompanyIds})`, companyInReach(tenant, companies.id))}
  ), '[]'::json)`;
  const stock = sql<DriverStockLine[]>`coalesce((
    select json_agg(json_build_object(
      'productId', ${products.id}, 'name', ${products.name}, 'code', ${products.code},
      'companyId', ${companies.id}, 'companyName', ${companies.name}, 'amount', ${driverStock.amount}
    ) order by ${nameKey(products.name)}, ${products.name} collate "C", ${products.id})
    from ${driverStock}
    join ${products} on ${products.id} = ${driverStock.productId}
    join ${companies} on ${companies.id} = ${products.companyId}
    where ${and(eq(driverStock.driverId, drivers.id), sql`${driverStock.amount} > 0`, companyInReach(tenant, companies.id))}
  ), '[]'::json)`;
  // A blocked driver's reason comes from its block's audit entry (audit_log_entity_idx); a block the demo wrote has
  // none.
  const blockReason = sql<string | null>`case when ${drivers.blocked} then (
    select ${auditLog.after} ->> 'reason' from ${auditLog}
    where ${auditLog.entity} = 'driver' and ${auditLog.entityId} = ${drivers.id}::text and ${auditLog.action} = 'driver.block'
    order by ${auditLog.at} desc, ${auditLog.id} desc limit 1
  ) end`;
  return {
    ...driverIdentity,
    phone: drivers.phone,
    regionId: drivers.regionId,
    regionName: regions.name,
    status: drivers.status,
    active: drivers.active,
    blocked: drivers.blocked,
    blockReason,
    type: drivers.type,
    priorityDriver: drivers.priorityDriver,
    allowedCompanyIds: drivers.allowedCompanyIds,
    vehicleType: drivers.vehicleType,
    car: drivers.car,
    mobile: drivers.mobile,
    lastLogin: drivers.lastLogin,
    lastKnownLat: drivers.lastKnownLat,
    lastKnownLng: drivers.lastKnownLng,
    lastKnownLoggedAt: drivers.lastKnownLoggedAt,
    allowedCompanies,
    stock,
  };
}

type RawRow = Awaited<ReturnType<typeof selectRows>>[number];

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

function toDriverRow(r: RawRow, tenant: Tenant): DriverRow {
  const { lastKnownLat, lastKnownLng, lastKnownLoggedAt, mobile, allowedCompanyIds, ...rest } = r;
  return {
    ...rest,
    // A company the tenant may not see stays out of the ids as well as the names.
    allowedCompanyIds: companiesInReach(tenant, allowedCompanyIds),
    mobile: mobile ? { version: mobile.version ?? null, osType: mobile.osType ?? null } : null,
    lastLogin: iso(r.lastLogin),
    lastKnownLocation:
      lastKnownLat != null && lastKnownLng != null
        ? { lat: lastKnownLat, lng: lastKnownLng, loggedAt: iso(lastKnownLoggedAt) }
        : null,
    stock: r.stock.map((line) => ({ ...line, amount: Number(line.amount) })),
  };
}

function selectRows(db: DbOrTx, tenant: Tenant, query: DriverListQuery) {
  return db
    .select(rowColumns(tenant))
    .from(drivers)
    .leftJoin(regions, eq(regions.id, drivers.regionId))
    .where(driverListCondition(query, tenant))
    .orderBy(...ascName(regions.name), ...ascName(drivers.firstName), ...ascName(drivers.lastName), asc(drivers.id))
    .$dynamic();
}

/** Every driver of the filter, sorted by region name (drivers without a region last), then first and last name. */
export async function listDrivers(db: Db, tenant: Tenant, query: DriverListQuery): Promise<DriverRow[]> {
  return (await selectRows(db, tenant, query)).map((r) => toDriverRow(r, tenant));
}

/** One page of the filter (the drivers page), in the same order, with the filter's total. */
export async function listDriverPage(db: Db, tenant: Tenant, query: DriverListQuery): Promise<DriverPageResponse> {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? DEFAULT_DRIVERS_PER_PAGE;
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db, tenant, query)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(drivers).where(driverListCondition(query, tenant)),
  ]);
  return { items: rows.map((r) => toDriverRow(r, tenant)), total, page, perPage };
}

/** One driver within the tenant with the list's row (null: none, or beyond the tenant). */
export async function driverRowById(db: DbOrTx, tenant: Tenant, driverId: number): Promise<DriverRow | null> {
  const [row] = await db
    .select(rowColumns(tenant))
    .from(drivers)
    .leftJoin(regions, eq(regions.id, drivers.regionId))
    .where(and(eq(drivers.id, driverId), driverTenantCondition(tenant)));
  return row ? toDriverRow(row, tenant) : null;
}

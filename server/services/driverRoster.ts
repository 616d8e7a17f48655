// The driver roster (GET /api/simulator/roster): the drivers who can sign in to the driver API, listed for
// operators; the driver simulator reads it to choose whom to sign in.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { drivers, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Tenant } from './principal.ts';
import { regionNameInReach } from '../access/reach.ts';
import type { DriverRosterItem, DriverRosterQuery } from '../../domain/driverApi.ts';
import { ascName } from '../db/nameSort.ts';

/**
 * Drivers who can sign in to the driver API (active, not blocked, with a password), by region then id, within the
 * operator's regions. For the driver simulator, which signs them in.
 */
export async function driverRoster(db: Db, tenant: Tenant, query: DriverRosterQuery): Promise<DriverRosterItem[]> {
  const rows = await db
    .select({
      id: drivers.id,
      email: drivers.email,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      region: regions.name,
      allowedCompanyIds: drivers.allowedCompanyIds,
      vehicleType: drivers.vehicleType,
      lat: drivers.lastKnownLat,
      lng: drivers.lastKnownLng,
      activeOrderId: sql<
        number | null
      >`(select o.id from orders o where o.driver_id = ${drivers.id} and o.status in ('accepted', 'picked_up', 'arrived') order by o.accepted_at desc nulls last limit 1)`,
    })
    .from(drivers)
    .innerJoin(regions, eq(regions.id, drivers.regionId))
    .where(
      and(
        eq(drivers.active, true),
        eq(drivers.blocked, false),
        isNotNull(drivers.passwordHash),
        query.region ? eq(regions.name, query.region) : undefined,
        regionNameInReach(tenant, regions.name),
      ),
    )
    .orderBy(...ascName(regions.name), asc(drivers.id))
    .limit(query.limit ?? 500);
  return rows.map(({ lat, lng, ...r }) => ({
    ...r,
    lastKnownLocation: lat != null && lng != null ? { lat, lng } : null,
  }));
}

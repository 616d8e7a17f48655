// A caller's reach: the companies, regions and pickup locations whose data it may see. It is derived once per
// request from the principal (a client user and an API key: their own company in every region; an operator: its
// assigned companies and regions, each "all" or a list, and optionally some pickup locations of those companies).
// This module is the only place that turns a reach into a check, a query condition (server/access/reach.ts) or socket
// rooms (server/access/rooms.ts); every service asks it. One rule on every axis: "all" is no condition, a list is
// exactly those, and an empty list means nothing. Locations narrow the orders within the companies: an operator
// limited to some pickup locations sees the orders picked up there (and those locations), nothing else of them.
import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders, regions } from '../db/schema.ts';

/** The companies, regions and pickup locations a caller reaches (the principal's tenant). */
export interface Reach {
  allCompanies: boolean;
  companyIds: number[];
  allRegions: boolean;
  regions: string[];
  /** No location limit (every location of the companies); otherwise exactly `locationIds`. */
  allLocations: boolean;
  locationIds: number[];
}

/**
 * The reach of an operator's assignment as stored: its companies and regions, each "all" or a list, and its
 * locations (stored empty: no location limit, as the account form and the API send none for "every location").
 */
export const operatorReach = (a: {
  allCompanies: boolean;
  companyIds: number[];
  allRegions: boolean;
  regions: string[];
  locationIds: number[];
}): Reach => ({
  allCompanies: a.allCompanies,
  companyIds: a.allCompanies ? [] : a.companyIds,
  allRegions: a.allRegions,
  regions: a.allRegions ? [] : a.regions,
  allLocations: a.locationIds.length === 0,
  locationIds: a.locationIds,
});

/** The reach of a client user or of its company's API key: its own company, in every region, every location. */
export const companyReach = (companyId: number): Reach => ({
  allCompanies: false,
  companyIds: [companyId],
  allRegions: true,
  regions: [],
  allLocations: true,
  locationIds: [],
});

/** Every company, region and location: background jobs, the public pick-up page, the system. */
export const EVERYWHERE: Reach = Object.freeze({
  allCompanies: true,
  companyIds: [],
  allRegions: true,
  regions: [],
  allLocations: true,
  locationIds: [],
}) as Reach;

export const reachesCompany = (reach: Reach, companyId: number): boolean =>
  reach.allCompanies || reach.companyIds.includes(companyId);
export const reachesRegion = (reach: Reach, regionName: string | null | undefined): boolean =>
  reach.allRegions || (regionName != null && reach.regions.includes(regionName));
/** A pickup location in reach (an order without one is out of a location-limited reach). */
export const reachesLocation = (reach: Reach, locationId: number | null | undefined): boolean =>
  reach.allLocations || (locationId != null && reach.locationIds.includes(locationId));
/** Where an order is: its company, region and pickup location. */
export type OrderPlace = {
  companyId: number;
  regionName: string;
  pickupLocationId: number | null;
};
/** An order in reach: its company, region and pickup location all are. */
export const reachesOrder = (reach: Reach, order: OrderPlace): boolean =>
  reachesCompany(reach, order.companyId) &&
  reachesRegion(reach, order.regionName) &&
  reachesLocation(reach, order.pickupLocationId);
/** Every company of the list is in reach. */
export const reachesCompanies = (reach: Reach, companyIds: readonly number[]): boolean =>
  companyIds.every((id) => reachesCompany(reach, id));
/** Every region of the list is in reach. */
export const reachesRegions = (reach: Reach, names: readonly string[]): boolean =>
  names.every((name) => reachesRegion(reach, name));

const NOTHING = sql`false`;

/** The ids of the regions of these names, as a subquery. */
export const regionIdsNamed = (names: readonly string[]): SQL =>
  sql`(select ${regions.id} from ${regions} where ${inArray(regions.name, [...names])})`;

/** Rows whose company id column is in reach (undefined: no condition). */
export const companyInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allCompanies ? undefined : reach.companyIds.length ? inArray(column, reach.companyIds) : NOTHING;

/** Rows whose region id column is in reach. */
export const regionIdInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allRegions ? undefined : reach.regions.length ? inArray(column, regionIdsNamed(reach.regions)) : NOTHING;

/** Rows whose region name column is in reach. */
export const regionNameInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allRegions ? undefined : reach.regions.length ? inArray(column, reach.regions) : NOTHING;

/** Rows whose location id column is in reach (locations, orders' pickup location). */
export const locationInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allLocations ? undefined : reach.locationIds.length ? inArray(column, reach.locationIds) : NOTHING;

/** Orders in reach: of its companies, in its regions, from its pickup locations (every order read and action). */
export const ordersInReach = (reach: Reach): SQL | undefined =>
  and(
    companyInReach(reach, orders.companyId),
    regionIdInReach(reach, orders.regionId),
    locationInReach(reach, orders.pickupLocationId),
  );

/**
 * Drivers by the companies they may work for (an int[] column; empty: every company): with a list, the drivers
 * without a limit or allowed for a company of the reach; none with an empty list.
 */
export const allowedCompaniesInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allCompanies
    ? undefined
    : reach.companyIds.length
      ? sql`(${column} = '{}'::int[] OR ${column} && ARRAY[${sql.join(
          reach.companyIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[])`
      : NOTHING;

/** The first axis on which a reach goes beyond another (null: it lies within it). */
export function axisBeyond(inner: Reach, outer: Reach): 'companies' | 'regions' | 'locations' | null {
  if (!(outer.allCompanies || (!inner.allCompanies && reachesCompanies(outer, inner.companyIds)))) return 'companies';
  if (!(outer.allRegions || (!inner.allRegions && reachesRegions(outer, inner.regions)))) return 'regions';
  if (!(outer.allLocations || (!inner.allLocations && inner.locationIds.every((id) => outer.locationIds.includes(id)))))
    return 'locations';
  return null;
}

/** Whether a reach lies within another (an operator may manage or assign only what it reaches itself). */
export const reachWithin = (inner: Reach, outer: Reach): boolean => axisBeyond(inner, outer) === null;

/** The companies of a list that are in reach (e.g. the allowed companies of a driver shown to a limited operator). */
export const companiesInReach = (reach: Reach, companyIds: readonly number[]): number[] =>
  reach.allCompanies ? [...companyIds] : companyIds.filter((id) => reach.companyIds.includes(id));

/** Rows whose int[] column of companies shares one with the reach (multipliers naming companies). */
export const companiesOverlapReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allCompanies
    ? undefined
    : reach.companyIds.length
      ? sql`${column} && ARRAY[${sql.join(
          reach.companyIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`
      : NOTHING;

/** Rows whose text[] column of regions shares one with the reach (multipliers naming regions). */
export const regionsOverlapReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allRegions
    ? undefined
    : reach.regions.length
      ? sql`${column} && ARRAY[${sql.join(
          reach.regions.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]`
      : NOTHING;

/**
 * For statements written as SQL text (the order list, the reports): the condition on a company id column, its value
 * bound through `bind` (which answers the placeholder); null for no condition.
 */
export function companyInReachText(reach: Reach, column: string, bind: (value: unknown) => string): string | null {
  if (reach.allCompanies) return null;
  return reach.companyIds.length ? `${column} = ANY (${bind(reach.companyIds)}::int[])` : 'false';
}

/**
 * For SQL text: the condition on a region id column (the regions' names bound through `bind`); null for none. The
 * ids come as an array computed once per statement (an InitPlan), so an index on the column is filtered by
 * `= ANY (ids)` directly instead of through a join with regions.
 */
export function regionIdInReachText(reach: Reach, column: string, bind: (value: unknown) => string): string | null {
  if (reach.allRegions) return null;
  return reach.regions.length
    ? `${column} = ANY (ARRAY(SELECT id FROM regions WHERE name = ANY (${bind(reach.regions)}::text[])))`
    : 'false';
}

/** For SQL text: the condition on a pickup location id column (orders.pickup_location_id); null for none. */
export function locationInReachText(reach: Reach, column: string, bind: (value: unknown) => string): string | null {
  if (reach.allLocations) return null;
  return reach.locationIds.length ? `${column} = ANY (${bind(reach.locationIds)}::int[])` : 'false';
}

/** For SQL text: ordersInReach on an orders table's columns as written in the statement; no parts for no limit. */
export function ordersInReachText(
  reach: Reach,
  columns: { companyId: string; regionId: string; pickupLocationId: string },
  bind: (value: unknown) => string,
): string[] {
  return [
    companyInReachText(reach, columns.companyId, bind),
    regionIdInReachText(reach, columns.regionId, bind),
    locationInReachText(reach, columns.pickupLocationId, bind),
  ].filter((part): part is string => part !== null);
}

/** For SQL text: allowedCompaniesInReach on a drivers' int[] column (the ids bound through `bind`); null for none. */
export function allowedCompaniesInReachText(
  reach: Reach,
  column: string,
  bind: (value: unknown) => string,
): string | null {
  if (reach.allCompanies) return null;
  return reach.companyIds.length
    ? `(${column} = '{}'::int[] OR ${column} && ${bind(reach.companyIds)}::int[])`
    : 'false';
}

/** A driver's allowed companies (empty: every company) meet the reach, as allowedCompaniesInReach; never with an empty list. */
export const reachesAllowedCompanies = (reach: Reach, allowedCompanyIds: readonly number[]): boolean =>
  reach.allCompanies ||
  (reach.companyIds.length > 0 &&
    (allowedCompanyIds.length === 0 || allowedCompanyIds.some((id) => reach.companyIds.includes(id))));

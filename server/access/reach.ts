// A caller's reach: the companies and regions whose data it may see. It is derived once per request from the
// principal (a client user and an API key: their own company in every region; an operator: its assigned companies
// and regions, each "all" or a list). This module is the only place that turns a reach into a check or a query
// condition; every service asks it. One rule on every axis: "all" is no condition, a list is exactly those, and an
// empty list means nothing.
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { regions } from '../db/schema.ts';
import type { Tenant } from '../services/principal.ts';

/** The companies and regions a caller reaches (the principal's tenant). */
export type Reach = Tenant;

/** The reach of an operator's assignment as stored (its companies and regions, each "all" or a list). */
export const operatorReach = (a: { allCompanies: boolean; companyIds: number[]; allRegions: boolean; regions: string[] }): Reach => ({
  allCompanies: a.allCompanies,
  companyIds: a.allCompanies ? [] : a.companyIds,
  allRegions: a.allRegions,
  regions: a.allRegions ? [] : a.regions,
});

/** The reach of a client user or of its company's API key: its own company, in every region. */
export const companyReach = (companyId: number): Reach => ({ allCompanies: false, companyIds: [companyId], allRegions: true, regions: [] });

/** Every company and region: background jobs, the public pick-up page, the system. */
export const EVERYWHERE: Reach = Object.freeze({ allCompanies: true, companyIds: [], allRegions: true, regions: [] }) as Reach;

export const reachesCompany = (reach: Reach, companyId: number): boolean => reach.allCompanies || reach.companyIds.includes(companyId);
export const reachesRegion = (reach: Reach, regionName: string | null | undefined): boolean =>
  reach.allRegions || (regionName != null && reach.regions.includes(regionName));
/** Every company of the list is in reach. */
export const reachesCompanies = (reach: Reach, companyIds: readonly number[]): boolean => companyIds.every((id) => reachesCompany(reach, id));
/** Every region of the list is in reach. */
export const reachesRegions = (reach: Reach, names: readonly string[]): boolean => names.every((name) => reachesRegion(reach, name));

const NOTHING = sql`false`;

/** The ids of the regions of these names, as a subquery. */
export const regionIdsNamed = (names: readonly string[]): SQL => sql`(select ${regions.id} from ${regions} where ${inArray(regions.name, [...names])})`;

/** Rows whose company id column is in reach (undefined: no condition). */
export const companyInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allCompanies ? undefined : reach.companyIds.length ? inArray(column, reach.companyIds) : NOTHING;

/** Rows whose region id column is in reach. */
export const regionIdInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allRegions ? undefined : reach.regions.length ? inArray(column, regionIdsNamed(reach.regions)) : NOTHING;

/** Rows whose region name column is in reach. */
export const regionNameInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allRegions ? undefined : reach.regions.length ? inArray(column, reach.regions) : NOTHING;

/**
 * Drivers by the companies they may work for (an int[] column; empty: every company): with a list, the drivers
 * without a limit or allowed for a company of the reach; none with an empty list.
 */
export const allowedCompaniesInReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allCompanies
    ? undefined
    : reach.companyIds.length
      ? sql`(${column} = '{}'::int[] OR ${column} && ARRAY[${sql.join(reach.companyIds.map((id) => sql`${id}`), sql`, `)}]::int[])`
      : NOTHING;

/** Whether a reach lies within another (an operator may manage or assign only what it reaches itself). */
export const reachWithin = (inner: Reach, outer: Reach): boolean =>
  (outer.allCompanies || (!inner.allCompanies && reachesCompanies(outer, inner.companyIds))) &&
  (outer.allRegions || (!inner.allRegions && reachesRegions(outer, inner.regions)));

/** The companies of a list that are in reach (e.g. the allowed companies of a driver shown to a limited operator). */
export const companiesInReach = (reach: Reach, companyIds: readonly number[]): number[] =>
  reach.allCompanies ? [...companyIds] : companyIds.filter((id) => reach.companyIds.includes(id));

/** Rows whose int[] column of companies shares one with the reach (multipliers naming companies). */
export const companiesOverlapReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allCompanies ? undefined : reach.companyIds.length ? sql`${column} && ARRAY[${sql.join(reach.companyIds.map((id) => sql`${id}`), sql`, `)}]::int[]` : NOTHING;

/** Rows whose text[] column of regions shares one with the reach (multipliers naming regions). */
export const regionsOverlapReach = (reach: Reach, column: SQLWrapper): SQL | undefined =>
  reach.allRegions ? undefined : reach.regions.length ? sql`${column} && ARRAY[${sql.join(reach.regions.map((name) => sql`${name}`), sql`, `)}]::text[]` : NOTHING;

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
  return reach.regions.length ? `${column} = ANY (ARRAY(SELECT id FROM regions WHERE name = ANY (${bind(reach.regions)}::text[])))` : 'false';
}

/** For SQL text: allowedCompaniesInReach on a drivers' int[] column (the ids bound through `bind`); null for none. */
export function allowedCompaniesInReachText(reach: Reach, column: string, bind: (value: unknown) => string): string | null {
  if (reach.allCompanies) return null;
  return reach.companyIds.length ? `(${column} = '{}'::int[] OR ${column} && ${bind(reach.companyIds)}::int[])` : 'false';
}

/** A driver's allowed companies (empty: every company) meet the reach, as allowedCompaniesInReach; never with an empty list. */
export const reachesAllowedCompanies = (reach: Reach, allowedCompanyIds: readonly number[]): boolean =>
  reach.allCompanies || (reach.companyIds.length > 0 && (allowedCompanyIds.length === 0 || allowedCompanyIds.some((id) => reach.companyIds.includes(id))));

// Pieces of SQL the report modules share: positional parameters, the Warsaw-day bounds of a range, the tenant
// (an operator limited to some companies or regions gets only their rows) and the region and company filters.
import type { ReportParams } from '../../../domain/reportSchemas.ts';
import type { Tenant } from '../principal.ts';
import {
  allowedCompaniesInReachText,
  companyInReachText,
  ordersInReachText,
  regionIdInReachText,
} from '../../access/reach.ts';
import type { ReportColumn } from './csv.ts';
import type { ReportStatement } from './cursor.ts';
import { WARSAW } from './csv.ts';

export class Params {
  readonly values: unknown[] = [];
  /** `$n` of a new parameter (a bound function: the reach's text builders take it as their `bind`). */
  readonly add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/** A report module: its columns, what a row is, and its statement for a query and a tenant. */
export interface ReportModule {
  columns: readonly ReportColumn[];
  /** What one row is, how rows are chosen and sorted (the OpenAPI description). */
  rows: string;
  statement(params: ReportParams, tenant: Tenant): ReportStatement;
}

/**
 * The range's bounds as timestamptz SQL: `lo` the start of the first Warsaw day, `hi` the start of the day after the
 * last (rows with lo ≤ t < hi belong to the range; DST days are 23 or 25 hours long, as they were).
 */
export function dayBounds(p: Params, params: ReportParams): { lo: string; hi: string; from: string; to: string } {
  if (!params.from || !params.to) throw new Error('report: a dated report without its range');
  const from = `${p.add(params.from)}::date`;
  const to = `${p.add(params.to)}::date`;
  return {
    lo: `(${from}::timestamp AT TIME ZONE '${WARSAW}')`,
    hi: `((${to} + 1)::timestamp AT TIME ZONE '${WARSAW}')`,
    from,
    to,
  };
}

const regionIds = (names: string) => `(SELECT rg.id FROM regions rg WHERE rg.name = ANY (${names}::text[]))`;

/** The conditions that are not null (null: the reach sets none on that axis). */
const present = (...conditions: (string | null)[]) => conditions.filter((c): c is string => c !== null);

/** Rows tied to an order (alias `o`): the tenant's companies, regions and locations, then the query's region and companies. */
export function orderScope(
  p: Params,
  tenant: Tenant,
  params?: Pick<ReportParams, 'region' | 'companyIds'>,
  o = 'o',
): string[] {
  const parts = ordersInReachText(
    tenant,
    { companyId: `${o}.company_id`, regionId: `${o}.region_id`, pickupLocationId: `${o}.pickup_location_id` },
    p.add,
  );
  if (params?.region) parts.push(`${o}.region_id IN ${regionIds(p.add([params.region]))}`);
  if (params?.companyIds.length) parts.push(`${o}.company_id = ANY (${p.add(params.companyIds)}::int[])`);
  return parts;
}

/**
 * Drivers (alias `d`) the tenant may see, as the driver list does: those of its regions, and those who may deliver
 * for one of its companies (a driver without a company limit serves all; none for a tenant of no company).
 */
export function driverScope(p: Params, tenant: Tenant, d = 'd'): string[] {
  return present(
    regionIdInReachText(tenant, `${d}.region_id`, p.add),
    allowedCompaniesInReachText(tenant, `${d}.allowed_company_ids`, p.add),
  );
}

/** Rows of a product (alias `p`) of the tenant's companies and the query's companies. */
export function productScope(p: Params, tenant: Tenant, companyIds: number[] = [], product = 'pr'): string[] {
  const parts = present(companyInReachText(tenant, `${product}.company_id`, p.add));
  if (companyIds.length) parts.push(`${product}.company_id = ANY (${p.add(companyIds)}::int[])`);
  return parts;
}

const COLUMN = '\u0000';
/**
 * Rows whose region is that of one of several holders (region id columns, e.g. the giving or the receiving driver):
 * the tenant's regions on any of the columns, the names bound once; no parts for a tenant of every region.
 */
export function anyRegionScope(p: Params, tenant: Tenant, columns: readonly string[]): string[] {
  const one = regionIdInReachText(tenant, COLUMN, p.add);
  return one === null ? [] : [`(${columns.map((column) => one.replace(COLUMN, () => column)).join(' OR ')})`];
}

/** Region ids of a region name filter (SQL), for rows whose region is derived. */
export const regionIdsOf = (p: Params, names: string[]) => regionIds(p.add(names));

export const where = (parts: string[]) => (parts.length ? parts.join('\n  AND ') : 'true');

/** "First Last". */
export const personName = (alias: string) => `nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), '')`;

/** "street, zip city". */
export const address = (street: string, zip: string, city: string) =>
  `nullif(concat_ws(', ', ${street}, nullif(concat_ws(' ', ${zip}, ${city}), '')), '')`;

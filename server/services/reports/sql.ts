// Pieces of SQL the report modules share: positional parameters, the Warsaw-day bounds of a range, the tenant
// (an operator limited to some companies or regions gets only their rows) and the region and company filters.
import type { ReportParams } from '../../../src/domain/reportSchemas.ts';
import type { Tenant } from '../principal.ts';
import type { ReportColumn } from './csv.ts';
import type { ReportStatement } from './cursor.ts';
import { WARSAW } from './csv.ts';

export class Params {
  readonly values: unknown[] = [];
  /** `$n` of a new parameter. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
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
  return { lo: `(${from}::timestamp AT TIME ZONE '${WARSAW}')`, hi: `((${to} + 1)::timestamp AT TIME ZONE '${WARSAW}')`, from, to };
}

const regionIds = (names: string) => `(SELECT rg.id FROM regions rg WHERE rg.name = ANY (${names}::text[]))`;

/** Rows tied to an order (alias `o`): the tenant's companies and regions, then the query's region and companies. */
export function orderScope(p: Params, tenant: Tenant, params?: Pick<ReportParams, 'region' | 'companyIds'>, o = 'o'): string[] {
  const parts: string[] = [];
  if (!tenant.allCompanies) parts.push(tenant.companyIds.length ? `${o}.company_id = ANY (${p.add(tenant.companyIds)}::int[])` : 'false');
  if (!tenant.allRegions) parts.push(tenant.regions.length ? `${o}.region_id IN ${regionIds(p.add(tenant.regions))}` : 'false');
  if (params?.region) parts.push(`${o}.region_id IN ${regionIds(p.add([params.region]))}`);
  if (params?.companyIds.length) parts.push(`${o}.company_id = ANY (${p.add(params.companyIds)}::int[])`);
  return parts;
}

/**
 * Drivers (alias `d`) the tenant may see, as the driver list does: those of its regions, and those who may deliver
 * for one of its companies (a driver without a company limit serves all).
 */
export function driverScope(p: Params, tenant: Tenant, d = 'd'): string[] {
  const parts: string[] = [];
  if (!tenant.allRegions) parts.push(tenant.regions.length ? `${d}.region_id IN ${regionIds(p.add(tenant.regions))}` : 'false');
  if (!tenant.allCompanies) {
    parts.push(
      tenant.companyIds.length
        ? `(cardinality(${d}.allowed_company_ids) = 0 OR ${d}.allowed_company_ids && ${p.add(tenant.companyIds)}::int[])`
        : `cardinality(${d}.allowed_company_ids) = 0`,
    );
  }
  return parts;
}

/** Rows of a product (alias `p`) of the tenant's companies and the query's companies. */
export function productScope(p: Params, tenant: Tenant, companyIds: number[] = [], product = 'pr'): string[] {
  const parts: string[] = [];
  if (!tenant.allCompanies) parts.push(tenant.companyIds.length ? `${product}.company_id = ANY (${p.add(tenant.companyIds)}::int[])` : 'false');
  if (companyIds.length) parts.push(`${product}.company_id = ANY (${p.add(companyIds)}::int[])`);
  return parts;
}

/** Region ids of a region name filter or of the tenant's regions (SQL), for rows whose region is derived. */
export const regionIdsOf = (p: Params, names: string[]) => regionIds(p.add(names));

export const where = (parts: string[]) => (parts.length ? parts.join('\n  AND ') : 'true');

/** "First Last". */
export const personName = (alias: string) => `nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), '')`;

/** "street, zip city". */
export const address = (street: string, zip: string, city: string) =>
  `nullif(concat_ws(', ', ${street}, nullif(concat_ws(' ', ${zip}, ${city}), '')), '')`;

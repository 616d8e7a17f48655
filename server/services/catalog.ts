// Regions and products: the reference lists the console loads at sign-in.
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { companies, products, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { CompanyOption, ProductItem, Region } from '../../domain/api.ts';
import type { CompanyListQuery } from '../../domain/schemas.ts';
import type { Tenant } from './principal.ts';
import { companyInReach, regionNameInReach } from '../access/reach.ts';
import { ascName } from '../db/nameSort.ts';

/** Regions sorted by name; an operator limited to some regions sees those only. */
export async function listRegions(db: Db, tenant: Tenant, opts: { active?: boolean }): Promise<Region[]> {
  const where: (SQL | undefined)[] = [opts.active === undefined ? undefined : eq(regions.active, opts.active)];
  where.push(regionNameInReach(tenant, regions.name));
  return db
    .select({ id: regions.id, name: regions.name, active: regions.active })
    .from(regions)
    .where(and(...where))
    .orderBy(...ascName(regions.name), asc(regions.id));
}

/** Products of the companies the caller may see. */
export async function listProducts(db: Db, tenant: Tenant, opts: { companyId?: number }): Promise<ProductItem[]> {
  const where: (SQL | undefined)[] = [eq(products.active, true)];
  where.push(companyInReach(tenant, products.companyId));
  if (opts.companyId) where.push(eq(products.companyId, opts.companyId));
  return db
    .select({
      id: products.id,
      name: products.name,
      companyId: products.companyId,
      code: products.code,
      type: products.type,
      dimensionsAlgorithm: products.dimensionsAlgorithm,
      maximumDimensions: products.maximumDimensions,
      productSettings: products.productSettings,
    })
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.companyId), ...ascName(products.name), asc(products.id));
}

/** Companies the caller may see, sorted by name (the order list's company filter asks for the active ones). */
export async function listCompanyOptions(db: Db, tenant: Tenant, query: CompanyListQuery): Promise<CompanyOption[]> {
  const where: (SQL | undefined)[] = [];
  if (query.status?.length) where.push(inArray(companies.status, query.status));
  if (query.q) where.push(ilike(companies.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  where.push(companyInReach(tenant, companies.id));
  return db
    .select({ id: companies.id, name: companies.name, status: companies.status, logo: companies.logo })
    .from(companies)
    .where(and(...where))
    .orderBy(...ascName(companies.name), asc(companies.id));
}

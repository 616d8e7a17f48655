// The holders of stock and what a change checks first: loading a warehouse, a driver or a product the tenant reaches
// (404 / 403), and the rules a transfer applies to them (active warehouse, transferable product, a driver who may
// receive and carry the company's goods). Shared by every stock module.
import { mayDeliverFor } from '../../../domain/driverSchemas.ts';
import { eq } from 'drizzle-orm';
import { companies, drivers, products, regions, warehouses } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../audit.ts';
import type { Tenant } from '../principal.ts';
import { reachesAllowedCompanies, reachesCompany, reachesRegion } from '../../access/reach.ts';
import { OPEN_STOCK_EXCHANGE_STATUSES, STOCK_ERRORS } from '../../../domain/stockSchemas.ts';
import { WAREHOUSE_ERROR_CODES } from '../../../domain/warehouseSchemas.ts';

export interface StockContext {
  actor: Actor;
  tenant: Tenant;
}

export type HolderKind = 'driver' | 'warehouse';
export interface HolderRef {
  kind: HolderKind;
  id: number;
}
export interface Balance {
  amount: number;
  items: string[];
}

export type ProductRow = typeof products.$inferSelect & { companyName: string };
export type WarehouseRow = {
  id: number;
  owner: string;
  companyId: number;
  regionId: number;
  region: string;
  active: boolean;
};
export type DriverRow = typeof drivers.$inferSelect & { regionName: string | null };

export const OPEN = [...OPEN_STOCK_EXCHANGE_STATUSES];
export const E = STOCK_ERRORS;

// ---- Tenant and lookups --------------------------------------------------------------------------------------------

/** The drivers the tenant sees on the drivers page (server/services/drivers.ts driverTenantCondition, in code). */
const driverVisible = (t: Tenant, d: Pick<DriverRow, 'regionName' | 'allowedCompanyIds'>) =>
  reachesRegion(t, d.regionName) && reachesAllowedCompanies(t, d.allowedCompanyIds);

const notAllowed = (what: string) => forbidden(E.notAllowed, `The ${what} is outside your companies or regions`);

/** Devices identified unit by unit (the demo's IQOS products): their items are serials that move one per unit. */
export const isSerialized = (p: Pick<ProductRow, 'type'>) => p.type === 'iqos';

export async function loadWarehouse(db: DbOrTx, tenant: Tenant, id: number): Promise<WarehouseRow> {
  const [w] = await db
    .select({
      id: warehouses.id,
      owner: warehouses.owner,
      companyId: warehouses.companyId,
      regionId: warehouses.regionId,
      region: regions.name,
      active: warehouses.active,
    })
    .from(warehouses)
    .innerJoin(regions, eq(regions.id, warehouses.regionId))
    .where(eq(warehouses.id, id));
  if (!w) throw notFound(E.warehouseNotFound, 'Warehouse not found');
  if (!reachesCompany(tenant, w.companyId) || !reachesRegion(tenant, w.region)) throw notAllowed('warehouse');
  return w;
}

export async function loadDriver(db: DbOrTx, tenant: Tenant | null, id: number): Promise<DriverRow> {
  const [row] = await db
    .select({ driver: drivers, regionName: regions.name })
    .from(drivers)
    .leftJoin(regions, eq(regions.id, drivers.regionId))
    .where(eq(drivers.id, id));
  if (!row) throw notFound(E.driverNotFound, 'Driver not found');
  const d = { ...row.driver, regionName: row.regionName };
  if (tenant && !driverVisible(tenant, d)) throw notAllowed('driver');
  return d;
}

export async function loadProduct(db: DbOrTx, tenant: Tenant, id: number): Promise<ProductRow> {
  const [row] = await db
    .select({ product: products, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, id));
  if (!row) throw notFound(E.productNotFound, 'Product not found');
  if (!reachesCompany(tenant, row.product.companyId)) throw notAllowed('product');
  return { ...row.product, companyName: row.companyName };
}

export function assertProductOfWarehouse(p: ProductRow, w: WarehouseRow) {
  if (p.companyId !== w.companyId)
    throw conflict(E.productCompanyMismatch, 'The product is not one of the warehouse’s company’s products');
}

/** An inactive warehouse receives and gives no stock (409 warehouse_inactive); it keeps what it holds until activated. */
export function assertWarehouseActive(w: WarehouseRow) {
  if (!w.active)
    throw conflict(
      WAREHOUSE_ERROR_CODES.inactive,
      `The warehouse ${w.owner} is inactive: it receives and gives no stock`,
    );
}

export function assertTransferable(p: ProductRow) {
  if (!p.canTransferStock) throw conflict(E.notTransferable, 'This product’s stock cannot be transferred');
}

/** Stock goes only to a driver who works: not blocked, account active (409 driver_blocked / driver_inactive). */
export function assertDriverMayReceive(d: DriverRow) {
  if (d.blocked) throw conflict(E.driverBlocked, 'The driver is blocked: it may not be given stock');
  if (!d.active) throw conflict(E.driverInactive, 'The driver’s account is inactive: it may not be given stock');
}

export function assertDriverMayCarry(d: DriverRow, p: ProductRow) {
  if (!mayDeliverFor(d, p.companyId)) {
    throw conflict(E.driverNotAllowed, 'The driver may not carry this company’s goods');
  }
}

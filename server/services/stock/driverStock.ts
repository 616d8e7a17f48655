// A driver's stock as the console (GET /driver/stock?driverId) and the driver app (its own stock) read it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, driverStock, products, stockExchanges } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Tenant } from '../principal.ts';
import { companyInReach } from '../../access/reach.ts';
import type { StockItem, StockResponse } from '../../../domain/stockSchemas.ts';
import { ascName } from '../../db/nameSort.ts';
import { loadDriver } from './holders.ts';
import { productColumns, stockItem } from './stockItems.ts';

/**
 * A driver's stock: every product it holds (amount above 0), with what open exchanges reserve and the rest
 * available. With a tenant, only products of the companies the tenant sees.
 */
export async function driverStockMap(
  db: DbOrTx,
  driverId: number,
  tenant: Tenant | null,
): Promise<Record<string, StockItem>> {
  const reserved = sql<number>`coalesce((
    select sum(x.amount) from ${stockExchanges} x
    where x.giving_driver_id = ${driverStock.driverId} and x.product_id = ${driverStock.productId} and x.status in ('pending', 'in_progress')
  ), 0)::int`;
  const rows = await db
    .select({ ...productColumns, amount: driverStock.amount, items: driverStock.items, reserved })
    .from(driverStock)
    .innerJoin(products, eq(products.id, driverStock.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(
      and(
        eq(driverStock.driverId, driverId),
        sql`${driverStock.amount} > 0`,
        tenant ? companyInReach(tenant, products.companyId) : undefined,
      ),
    )
    .orderBy(...ascName(products.name), asc(products.id));
  return Object.fromEntries(
    rows.map((r) => [String(r.productId), stockItem(r, r.amount, Number(r.reserved), r.items)]),
  );
}

/** GET /driver/stock?driverId (operators): a driver the caller sees; 404 driver_not_found, 403 stock_not_allowed. */
export async function getDriverStock(db: Db, tenant: Tenant, driverId: number): Promise<StockResponse> {
  await loadDriver(db, tenant, driverId);
  return { stock: await driverStockMap(db, driverId, tenant) };
}

/** Driver API: the driver's own stock (every company). */
export async function ownStock(db: Db, driverId: number): Promise<StockResponse> {
  return { stock: await driverStockMap(db, driverId, null) };
}

// Warehouses and their stock (GET /warehouse/list, /warehouse/stock) and a company's delivery to its warehouse
// (POST /warehouse/add, a companyToWarehouse ledger row).
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { companies, products, regions, stockMovements, warehouseStock, warehouses } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { audit, operatorIdOf } from '../audit.ts';
import type { Tenant } from '../principal.ts';
import { companyInReach, regionNameInReach } from '../../access/reach.ts';
import type {
  StockItem,
  StockResponse,
  WarehouseAddInput,
  WarehouseAddResponse,
  WarehouseItem,
  WarehouseListQuery,
  WarehouseListResponse,
} from '../../../domain/stockSchemas.ts';
import { ascName } from '../../db/nameSort.ts';
import {
  assertProductOfWarehouse,
  assertWarehouseActive,
  loadProduct,
  loadWarehouse,
  type Balance,
  type HolderRef,
  type StockContext,
} from './holders.ts';
import { lockBalance, writeBalance } from './balances.ts';
import { productColumns, stockItem } from './stockItems.ts';

function warehouseCondition(tenant: Tenant, companyIds?: number[], ids?: number[], active?: boolean): SQL | undefined {
  return and(
    companyInReach(tenant, warehouses.companyId),
    regionNameInReach(tenant, regions.name),
    companyIds?.length ? inArray(warehouses.companyId, companyIds) : undefined,
    ids ? inArray(warehouses.id, ids) : undefined,
    active === undefined ? undefined : eq(warehouses.active, active),
  );
}

/** A warehouse as the lists and details show it (joined with its region and its company). */
export const warehouseColumns = {
  id: warehouses.id,
  owner: warehouses.owner,
  companyId: warehouses.companyId,
  companyName: companies.name,
  regionId: warehouses.regionId,
  region: regions.name,
  active: warehouses.active,
};

/** Warehouses with the stock map of every product of their company (active ones, and any held), by region then owner. */
export async function warehouseItems(
  db: DbOrTx,
  tenant: Tenant,
  filter: { companyIds?: number[]; ids?: number[]; active?: boolean },
): Promise<WarehouseItem[]> {
  const rows = await db
    .select(warehouseColumns)
    .from(warehouses)
    .innerJoin(regions, eq(regions.id, warehouses.regionId))
    .innerJoin(companies, eq(companies.id, warehouses.companyId))
    .where(warehouseCondition(tenant, filter.companyIds, filter.ids, filter.active))
    .orderBy(...ascName(regions.name), ...ascName(warehouses.owner), asc(warehouses.id));
  if (!rows.length) return [];
  const companyIds = [...new Set(rows.map((w) => w.companyId))];
  const [productRows, balances] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(inArray(products.companyId, companyIds))
      .orderBy(...ascName(products.name), asc(products.id)),
    db
      .select({
        warehouseId: warehouseStock.warehouseId,
        productId: warehouseStock.productId,
        amount: warehouseStock.amount,
        items: warehouseStock.items,
      })
      .from(warehouseStock)
      .where(
        inArray(
          warehouseStock.warehouseId,
          rows.map((w) => w.id),
        ),
      ),
  ]);
  const balanceOf = new Map(balances.map((b) => [`${b.warehouseId}:${b.productId}`, b]));
  return rows.map((w) => {
    const stock: Record<string, StockItem> = {};
    let total = 0;
    for (const p of productRows) {
      if (p.companyId !== w.companyId) continue;
      const b = balanceOf.get(`${w.id}:${p.productId}`);
      const amount = b?.amount ?? 0;
      if (!p.active && amount === 0) continue;
      stock[String(p.productId)] = stockItem(p, amount, 0, b?.items ?? []);
      total += amount;
    }
    return { ...w, stock, totalStockCount: total };
  });
}

/** GET /warehouse/list: the caller's warehouses (companies and regions of its tenant), optionally of some companies. */
export async function listWarehouses(
  db: Db,
  tenant: Tenant,
  query: WarehouseListQuery,
): Promise<WarehouseListResponse> {
  return { items: await warehouseItems(db, tenant, { companyIds: query.companyIds, active: query.active }) };
}

/** GET /warehouse/stock: one warehouse's stock map (same items as the list). */
export async function getWarehouseStock(db: Db, tenant: Tenant, warehouseId: number): Promise<StockResponse> {
  await loadWarehouse(db, tenant, warehouseId);
  const [w] = await warehouseItems(db, tenant, { ids: [warehouseId] });
  return { stock: w?.stock ?? {} };
}

// ---- Warehouse add (companyToWarehouse) ----------------------------------------------------------------------------

/** POST /warehouse/add: a delivery from the company to its warehouse; the batch number joins the warehouse's items. */
export async function addWarehouseStock(
  db: Db,
  ctx: StockContext,
  input: WarehouseAddInput,
): Promise<WarehouseAddResponse> {
  return db.transaction(async (tx) => {
    const w = await loadWarehouse(tx, ctx.tenant, input.warehouseId);
    assertWarehouseActive(w);
    const p = await loadProduct(tx, ctx.tenant, input.productId);
    assertProductOfWarehouse(p, w);
    const ref: HolderRef = { kind: 'warehouse', id: w.id };
    const before = (await lockBalance(tx, ref, p.id, true))!;
    const batch = input.serialNumber ?? null;
    const after: Balance = {
      amount: before.amount + input.amount,
      items: batch && !before.items.includes(batch) ? [...before.items, batch] : before.items,
    };
    await writeBalance(tx, ref, p.id, after);
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        type: 'companyToWarehouse',
        productId: p.id,
        amount: input.amount,
        serialNumber: batch,
        items: batch ? [batch] : [],
        toWarehouseId: w.id,
        createdById: operatorIdOf(ctx.actor),
      })
      .returning({ id: stockMovements.id });
    await audit(tx, ctx.actor, {
      action: 'warehouse.addStock',
      entity: 'warehouse',
      entityId: w.id,
      before: { productId: p.id, amount: before.amount },
      after: {
        productId: p.id,
        amount: after.amount,
        added: input.amount,
        serialNumber: batch,
        movementId: movement.id,
      },
    });
    return { warehouseId: w.id, productId: p.id, amount: after.amount, movementId: movement.id };
  });
}

// Warehouses and stock (/warehouse/*, /stock/*,
// /driver/stock): stock is a ledger (stock_movements) with one balance per holder and product (warehouse_stock,
// driver_stock) changed in the same transaction as the ledger row and the audit entry.
//
// Concurrency. Every change locks the balance rows it reads or writes with SELECT … FOR UPDATE (the receiving one
// through an upsert that creates it at 0 when missing: INSERT … ON CONFLICT DO UPDATE locks the row either way),
// always in one order: by product, then holder kind ('driver' before 'warehouse'), then holder id. A transfer touches
// one product; the deliver step (driverToOrder) one driver's rows in product order; so two changes never wait for
// each other in a circle (no deadlock). The amount a driver has promised in open exchanges (pending, in_progress) is
// reserved: it is read under the giving balance's lock, and every change of a driver's reservations (a new exchange,
// a confirmation) holds that lock too, so a check of the available amount cannot race another. A balance never goes
// negative: the check answers 409 insufficient_stock first, and CHECK (amount >= 0) on both tables stands behind it.
//
// Items. `items` are the serials (devices of type iqos, one per unit, as the demo seeds them) or batch numbers (every
// other product) the holder has. The amount is the truth; items follow it where they can: serials move unit by unit
// (the first ones first), batch numbers are copied to the receiver and leave the giver when its amount reaches 0.
import { mayDeliverFor } from '../../src/domain/driverSchemas.ts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  driverStock,
  drivers,
  orderProducts,
  products,
  regions,
  stockExchanges,
  stockMovements,
  warehouseStock,
  warehouses,
} from '../db/schema.ts';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { audit, operatorIdOf, type Actor } from './audit.ts';
import type { Tenant } from './principal.ts';
import { companyInReach, reachesAllowedCompanies, reachesCompany, reachesRegion, regionNameInReach } from '../access/reach.ts';
import type { OrderProductLine } from '../../src/domain/types.ts';
import type { StockExchangeStatus, StockMovementType } from '../../src/domain/enums.ts';
import {
  OPEN_STOCK_EXCHANGE_STATUSES,
  STOCK_ERRORS,
  type StockAddInput,
  type StockExchange,
  type StockExchangeListResponse,
  type StockExchangeResponse,
  type StockItem,
  type StockResponse,
  type StockTransferResponse,
  type TransferDtdInput,
  type TransferDtwInput,
  type TransferWtwInput,
  type WarehouseAddInput,
  type WarehouseAddResponse,
  type WarehouseItem,
  type WarehouseListQuery,
  type WarehouseListResponse,
} from '../../src/domain/stockSchemas.ts';
import { ascName } from '../db/nameSort.ts';
import { WAREHOUSE_ERROR_CODES } from '../../src/domain/warehouseSchemas.ts';

export interface StockContext {
  actor: Actor;
  tenant: Tenant;
}

type HolderKind = 'driver' | 'warehouse';
interface HolderRef {
  kind: HolderKind;
  id: number;
}
interface Balance {
  amount: number;
  items: string[];
}

type ProductRow = typeof products.$inferSelect & { companyName: string };
type WarehouseRow = { id: number; owner: string; companyId: number; regionId: number; region: string; active: boolean };
type DriverRow = typeof drivers.$inferSelect & { regionName: string | null };

const OPEN = [...OPEN_STOCK_EXCHANGE_STATUSES];
const E = STOCK_ERRORS;

// ---- Tenant and lookups --------------------------------------------------------------------------------------------

/** The drivers the tenant sees on the drivers page (server/services/drivers.ts driverTenantCondition, in code). */
const driverVisible = (t: Tenant, d: Pick<DriverRow, 'regionName' | 'allowedCompanyIds'>) =>
  reachesRegion(t, d.regionName) && reachesAllowedCompanies(t, d.allowedCompanyIds);

const notAllowed = (what: string) => forbidden(E.notAllowed, `The ${what} is outside your companies or regions`);

/** Devices identified unit by unit (the demo's IQOS products): their items are serials that move one per unit. */
const isSerialized = (p: Pick<ProductRow, 'type'>) => p.type === 'iqos';

async function loadWarehouse(db: DbOrTx, tenant: Tenant, id: number): Promise<WarehouseRow> {
  const [w] = await db
    .select({ id: warehouses.id, owner: warehouses.owner, companyId: warehouses.companyId, regionId: warehouses.regionId, region: regions.name, active: warehouses.active })
    .from(warehouses)
    .innerJoin(regions, eq(regions.id, warehouses.regionId))
    .where(eq(warehouses.id, id));
  if (!w) throw notFound(E.warehouseNotFound, 'Warehouse not found');
  if (!reachesCompany(tenant, w.companyId) || !reachesRegion(tenant, w.region)) throw notAllowed('warehouse');
  return w;
}

async function loadDriver(db: DbOrTx, tenant: Tenant | null, id: number): Promise<DriverRow> {
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

async function loadProduct(db: DbOrTx, tenant: Tenant, id: number): Promise<ProductRow> {
  const [row] = await db
    .select({ product: products, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, id));
  if (!row) throw notFound(E.productNotFound, 'Product not found');
  if (!reachesCompany(tenant, row.product.companyId)) throw notAllowed('product');
  return { ...row.product, companyName: row.companyName };
}

function assertProductOfWarehouse(p: ProductRow, w: WarehouseRow) {
  if (p.companyId !== w.companyId) throw conflict(E.productCompanyMismatch, 'The product is not one of the warehouse’s company’s products');
}

/** An inactive warehouse receives and gives no stock (409 warehouse_inactive); it keeps what it holds until activated. */
function assertWarehouseActive(w: WarehouseRow) {
  if (!w.active) throw conflict(WAREHOUSE_ERROR_CODES.inactive, `The warehouse ${w.owner} is inactive: it receives and gives no stock`);
}

function assertTransferable(p: ProductRow) {
  if (!p.canTransferStock) throw conflict(E.notTransferable, 'This product’s stock cannot be transferred');
}

/** Stock goes only to a driver who works: not blocked, account active (409 driver_blocked / driver_inactive). */
function assertDriverMayReceive(d: DriverRow) {
  if (d.blocked) throw conflict(E.driverBlocked, 'The driver is blocked: it may not be given stock');
  if (!d.active) throw conflict(E.driverInactive, 'The driver’s account is inactive: it may not be given stock');
}

function assertDriverMayCarry(d: DriverRow, p: ProductRow) {
  if (!mayDeliverFor(d, p.companyId)) {
    throw conflict(E.driverNotAllowed, 'The driver may not carry this company’s goods');
  }
}

// ---- Balances under lock -------------------------------------------------------------------------------------------

const holderOrder = (a: HolderRef, b: HolderRef) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1);
const holderKey = (h: HolderRef) => `${h.kind}:${h.id}`;

/**
 * Locks a holder's balance of a product (SELECT … FOR UPDATE); with `create` an upsert makes it at 0 when missing,
 * which locks it just the same. Null: no balance row (and not created).
 */
async function lockBalance(tx: Tx, h: HolderRef, productId: number, create: boolean): Promise<Balance | null> {
  if (h.kind === 'warehouse') {
    const rows = create
      ? await tx
          .insert(warehouseStock)
          .values({ warehouseId: h.id, productId, amount: 0, items: [] })
          .onConflictDoUpdate({ target: [warehouseStock.warehouseId, warehouseStock.productId], set: { amount: sql`warehouse_stock.amount` } })
          .returning({ amount: warehouseStock.amount, items: warehouseStock.items })
      : await tx
          .select({ amount: warehouseStock.amount, items: warehouseStock.items })
          .from(warehouseStock)
          .where(and(eq(warehouseStock.warehouseId, h.id), eq(warehouseStock.productId, productId)))
          .for('update');
    return rows[0] ?? null;
  }
  const rows = create
    ? await tx
        .insert(driverStock)
        .values({ driverId: h.id, productId, amount: 0, items: [] })
        .onConflictDoUpdate({ target: [driverStock.driverId, driverStock.productId], set: { amount: sql`driver_stock.amount` } })
        .returning({ amount: driverStock.amount, items: driverStock.items })
    : await tx
        .select({ amount: driverStock.amount, items: driverStock.items })
        .from(driverStock)
        .where(and(eq(driverStock.driverId, h.id), eq(driverStock.productId, productId)))
        .for('update');
  return rows[0] ?? null;
}

/** Locks the balances of one product in the global order (see the top of the file); `create` holders are upserted. */
async function lockBalances(tx: Tx, productId: number, holders: { ref: HolderRef; create: boolean }[]): Promise<Map<string, Balance | null>> {
  const locked = new Map<string, Balance | null>();
  for (const h of [...holders].sort((a, b) => holderOrder(a.ref, b.ref))) {
    locked.set(holderKey(h.ref), await lockBalance(tx, h.ref, productId, h.create));
  }
  return locked;
}

async function writeBalance(tx: Tx, h: HolderRef, productId: number, b: Balance): Promise<void> {
  if (h.kind === 'warehouse') {
    await tx.update(warehouseStock).set({ amount: b.amount, items: b.items }).where(and(eq(warehouseStock.warehouseId, h.id), eq(warehouseStock.productId, productId)));
  } else {
    await tx.update(driverStock).set({ amount: b.amount, items: b.items }).where(and(eq(driverStock.driverId, h.id), eq(driverStock.productId, productId)));
  }
}

/** What a driver has promised of a product in open exchanges (read under the giving balance's lock). */
async function reservedOf(tx: DbOrTx, driverId: number, productId: number): Promise<number> {
  const [row] = await tx
    .select({ reserved: sql<number>`coalesce(sum(${stockExchanges.amount}), 0)::int` })
    .from(stockExchanges)
    .where(and(eq(stockExchanges.givingDriverId, driverId), eq(stockExchanges.productId, productId), inArray(stockExchanges.status, OPEN)));
  return Number(row?.reserved ?? 0);
}

/**
 * The items after moving `amount` units: serials move one per unit (the first ones); batch numbers are copied to
 * the receiver and leave the giver when its amount reaches 0. Returns the moved serials.
 */
export function moveItems(serialized: boolean, from: Balance, to: Balance | null, amount: number): { from: string[]; to: string[]; moved: string[] } {
  const fromAfter = from.amount - amount;
  if (serialized) {
    const moved = from.items.slice(0, amount);
    let rest = from.items.slice(amount);
    if (fromAfter <= 0) {
      moved.push(...rest);
      rest = [];
    }
    return { from: rest, to: to ? [...to.items, ...moved] : [], moved };
  }
  return { from: fromAfter <= 0 ? [] : from.items, to: to ? [...new Set([...to.items, ...from.items])] : [], moved: [] };
}

/**
 * What the ledger row of a move records (stock_movements.items): every serial moved, or for goods with batch numbers
 * the giver's batches (which the receiver gets); `serial_number` keeps the one number of a move of one.
 */
export function movementItems(serialized: boolean, from: Balance, moved: string[]): { items: string[]; serialNumber: string | null } {
  const items = serialized ? moved : [...new Set(from.items)];
  return { items, serialNumber: items.length === 1 ? items[0] : null };
}

interface Move {
  type: StockMovementType;
  product: ProductRow;
  from: HolderRef;
  to: HolderRef;
  amount: number;
  /** Subtracted from the giver's amount for the availability check (a driver's open exchanges). */
  reserved: number;
  createdById: number | null;
  exchangeId?: number;
}

const balanceTable = (h: HolderRef) => (h.kind === 'warehouse' ? sql.raw('warehouse_stock') : sql.raw('driver_stock'));
const holderColumn = (h: HolderRef) => (h.kind === 'warehouse' ? sql.raw('warehouse_id') : sql.raw('driver_id'));
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** An audit entry written with the ledger row; its entity id is the new ledger row's id. */
interface MoveAudit {
  actor: Actor;
  action: string;
  before: unknown;
  after: (from: Balance, to: Balance) => unknown;
}

/**
 * Moves stock between two holders whose balances the caller has locked: both balances, the ledger row and (with
 * `auditEntry`) the audit entry are written by one statement, so the locks are held for as few round trips as possible.
 */
async function applyMove(
  tx: Tx,
  m: Move,
  fromBalance: Balance | null,
  toBalance: Balance,
  auditEntry?: MoveAudit,
): Promise<{ movementId: number; from: Balance; to: Balance }> {
  const have = fromBalance?.amount ?? 0;
  if (!fromBalance || m.amount > have - m.reserved) {
    throw conflict(E.insufficientStock, `Only ${Math.max(0, have - m.reserved)} available, ${m.amount} requested`);
  }
  const items = moveItems(isSerialized(m.product), fromBalance, toBalance, m.amount);
  const recorded = movementItems(isSerialized(m.product), fromBalance, items.moved);
  const from = { amount: have - m.amount, items: items.from };
  const to = { amount: toBalance.amount + m.amount, items: items.to };
  const productId = m.product.id;
  const idOf = (h: HolderRef, kind: HolderKind) => (h.kind === kind ? h.id : null);
  const auditCte = auditEntry
    ? sql`, logged AS (
        INSERT INTO audit_log (actor_kind, actor_id, actor_name, action, entity, entity_id, before, after)
        SELECT ${auditEntry.actor.kind}, ${auditEntry.actor.id}::integer, ${auditEntry.actor.name}::text, ${auditEntry.action}, 'stock_movement', id::text,
          ${jsonb(auditEntry.before)}, ${jsonb(auditEntry.after(from, to))} FROM moved)`
    : sql``;
  const result = await tx.execute(sql`
    WITH giving AS (
      UPDATE ${balanceTable(m.from)} SET amount = ${from.amount}, items = ${jsonb(from.items)}
      WHERE ${holderColumn(m.from)} = ${m.from.id} AND product_id = ${productId}
    ), receiving AS (
      UPDATE ${balanceTable(m.to)} SET amount = ${to.amount}, items = ${jsonb(to.items)}
      WHERE ${holderColumn(m.to)} = ${m.to.id} AND product_id = ${productId}
    ), moved AS (
      INSERT INTO stock_movements (type, product_id, amount, serial_number, items, from_warehouse_id, from_driver_id, to_warehouse_id, to_driver_id, exchange_id, created_by_id)
      VALUES (${m.type}, ${productId}, ${m.amount}, ${recorded.serialNumber}::text, ${jsonb(recorded.items)},
        ${idOf(m.from, 'warehouse')}::integer, ${idOf(m.from, 'driver')}::integer, ${idOf(m.to, 'warehouse')}::integer, ${idOf(m.to, 'driver')}::integer,
        ${m.exchangeId ?? null}::integer, ${m.createdById}::integer)
      RETURNING id
    )${auditCte}
    SELECT id FROM moved`);
  const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
  return { movementId: Number(row.id), from, to };
}

// ---- Reading -------------------------------------------------------------------------------------------------------

const productColumns = {
  productId: products.id,
  name: products.name,
  productCode: products.code,
  companyId: products.companyId,
  companyName: companies.name,
  companyImageUrl: companies.logo,
  imageUrl: products.imageUrl,
  canTransferStock: products.canTransferStock,
  active: products.active,
};

function stockItem(p: Omit<StockItem, 'amount' | 'reserved' | 'available' | 'items'>, amount: number, reserved: number, items: string[]): StockItem {
  return {
    productId: p.productId,
    name: p.name,
    productCode: p.productCode,
    companyId: p.companyId,
    companyName: p.companyName,
    companyImageUrl: p.companyImageUrl,
    imageUrl: p.imageUrl,
    canTransferStock: p.canTransferStock,
    amount,
    reserved,
    available: Math.max(0, amount - reserved),
    items,
  };
}

/**
 * A driver's stock: every product it holds (amount above 0), with what open exchanges reserve and the rest
 * available. With a tenant, only products of the companies the tenant sees.
 */
export async function driverStockMap(db: DbOrTx, driverId: number, tenant: Tenant | null): Promise<Record<string, StockItem>> {
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
  return Object.fromEntries(rows.map((r) => [String(r.productId), stockItem(r, r.amount, Number(r.reserved), r.items)]));
}

/** GET /driver/stock?driverId (operators): a driver the caller sees; 404 driver_not_found, 403 stock_not_allowed. */
export async function getDriverStock(db: Db, tenant: Tenant, driverId: number): Promise<StockResponse> {
  await loadDriver(db, tenant, driverId);
  return { stock: await driverStockMap(db, driverId, tenant) };
}

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
      .select({ warehouseId: warehouseStock.warehouseId, productId: warehouseStock.productId, amount: warehouseStock.amount, items: warehouseStock.items })
      .from(warehouseStock)
      .where(inArray(warehouseStock.warehouseId, rows.map((w) => w.id))),
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
export async function listWarehouses(db: Db, tenant: Tenant, query: WarehouseListQuery): Promise<WarehouseListResponse> {
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
export async function addWarehouseStock(db: Db, ctx: StockContext, input: WarehouseAddInput): Promise<WarehouseAddResponse> {
  return db.transaction(async (tx) => {
    const w = await loadWarehouse(tx, ctx.tenant, input.warehouseId);
    assertWarehouseActive(w);
    const p = await loadProduct(tx, ctx.tenant, input.productId);
    assertProductOfWarehouse(p, w);
    const ref: HolderRef = { kind: 'warehouse', id: w.id };
    const before = (await lockBalance(tx, ref, p.id, true))!;
    const batch = input.serialNumber ?? null;
    const after: Balance = { amount: before.amount + input.amount, items: batch && !before.items.includes(batch) ? [...before.items, batch] : before.items };
    await writeBalance(tx, ref, p.id, after);
    const [movement] = await tx
      .insert(stockMovements)
      .values({ type: 'companyToWarehouse', productId: p.id, amount: input.amount, serialNumber: batch, items: batch ? [batch] : [], toWarehouseId: w.id, createdById: operatorIdOf(ctx.actor) })
      .returning({ id: stockMovements.id });
    await audit(tx, ctx.actor, {
      action: 'warehouse.addStock',
      entity: 'warehouse',
      entityId: w.id,
      before: { productId: p.id, amount: before.amount },
      after: { productId: p.id, amount: after.amount, added: input.amount, serialNumber: batch, movementId: movement.id },
    });
    return { warehouseId: w.id, productId: p.id, amount: after.amount, movementId: movement.id };
  });
}

// ---- Transfers -----------------------------------------------------------------------------------------------------

async function transfer(
  tx: Tx,
  ctx: StockContext,
  spec: { type: StockMovementType; product: ProductRow; from: HolderRef; to: HolderRef; amount: number },
): Promise<StockTransferResponse> {
  const { product, from, to, amount } = spec;
  const locked = await lockBalances(tx, product.id, [
    { ref: from, create: false },
    { ref: to, create: true },
  ]);
  const fromBefore = locked.get(holderKey(from)) ?? null;
  const toBefore = locked.get(holderKey(to))!;
  const reserved = from.kind === 'driver' ? await reservedOf(tx, from.id, product.id) : 0;
  const moved = await applyMove(tx, { ...spec, reserved, createdById: operatorIdOf(ctx.actor) }, fromBefore, toBefore, {
    actor: ctx.actor,
    action: 'stock.transfer',
    before: { giving: fromBefore?.amount ?? 0, receiving: toBefore.amount },
    after: (giving, receiving) => ({ type: spec.type, productId: product.id, amount, from, to, giving: giving.amount, receiving: receiving.amount }),
  });
  return {
    movementType: spec.type,
    movementId: moved.movementId,
    exchangeId: null,
    giving: { amount: moved.from.amount, available: Math.max(0, moved.from.amount - reserved) },
    receiving: { amount: moved.to.amount },
  };
}

/** POST /stock/add: warehouse → driver (warehouseToAmbassador when the driver is an ambassador, else warehouseToDriver). */
export async function warehouseToDriver(db: Db, ctx: StockContext, input: StockAddInput): Promise<StockTransferResponse> {
  return db.transaction(async (tx) => {
    const w = await loadWarehouse(tx, ctx.tenant, input.warehouseId);
    assertWarehouseActive(w);
    const d = await loadDriver(tx, ctx.tenant, input.driverId);
    const p = await loadProduct(tx, ctx.tenant, input.productId);
    assertProductOfWarehouse(p, w);
    assertTransferable(p);
    assertDriverMayReceive(d);
    assertDriverMayCarry(d, p);
    const type = d.type === 'ambassador' ? 'warehouseToAmbassador' : 'warehouseToDriver';
    return transfer(tx, ctx, { type, product: p, from: { kind: 'warehouse', id: w.id }, to: { kind: 'driver', id: d.id }, amount: input.amount });
  });
}

/** POST /stock/transfer-batch-wtw: warehouse → warehouse of the same company (warehouseToWarehouse). */
export async function warehouseToWarehouse(db: Db, ctx: StockContext, input: TransferWtwInput): Promise<StockTransferResponse> {
  return db.transaction(async (tx) => {
    const giving = await loadWarehouse(tx, ctx.tenant, input.givingWarehouseId);
    const receiving = await loadWarehouse(tx, ctx.tenant, input.receivingWarehouseId);
    if (giving.id === receiving.id) throw conflict(E.sameHolder, 'Giving and receiving are the same warehouse');
    assertWarehouseActive(giving);
    assertWarehouseActive(receiving);
    const p = await loadProduct(tx, ctx.tenant, input.productId);
    assertProductOfWarehouse(p, giving);
    assertProductOfWarehouse(p, receiving);
    assertTransferable(p);
    return transfer(tx, ctx, { type: 'warehouseToWarehouse', product: p, from: { kind: 'warehouse', id: giving.id }, to: { kind: 'warehouse', id: receiving.id }, amount: input.amount });
  });
}

/** POST /stock/transfer-batch-dtw: driver → a warehouse of the product's company (driverToWarehouse). */
export async function driverToWarehouse(db: Db, ctx: StockContext, input: TransferDtwInput): Promise<StockTransferResponse> {
  return db.transaction(async (tx) => {
    const d = await loadDriver(tx, ctx.tenant, input.givingDriverId);
    const w = await loadWarehouse(tx, ctx.tenant, input.receivingWarehouseId);
    assertWarehouseActive(w);
    const p = await loadProduct(tx, ctx.tenant, input.productId);
    assertProductOfWarehouse(p, w);
    assertTransferable(p);
    return transfer(tx, ctx, { type: 'driverToWarehouse', product: p, from: { kind: 'driver', id: d.id }, to: { kind: 'warehouse', id: w.id }, amount: input.amount });
  });
}

/**
 * POST /stock/transfer-batch-finish: driver → driver. Creates a pending exchange that reserves the amount from the
 * giving driver's available stock; nothing moves until the receiving driver confirms it (driver API).
 */
export async function driverToDriver(db: Db, ctx: StockContext, input: TransferDtdInput): Promise<StockTransferResponse> {
  return db.transaction(async (tx) => {
    const giving = await loadDriver(tx, ctx.tenant, input.givingDriverId);
    const receiving = await loadDriver(tx, ctx.tenant, input.receivingDriverId);
    if (giving.id === receiving.id) throw conflict(E.sameHolder, 'Giving and receiving are the same driver');
    const p = await loadProduct(tx, ctx.tenant, input.productId);
    assertTransferable(p);
    assertDriverMayReceive(receiving);
    assertDriverMayCarry(receiving, p);
    const balance = await lockBalance(tx, { kind: 'driver', id: giving.id }, p.id, false);
    const reserved = await reservedOf(tx, giving.id, p.id);
    const available = Math.max(0, (balance?.amount ?? 0) - reserved);
    if (input.amount > available) throw conflict(E.insufficientStock, `Only ${available} available, ${input.amount} requested`);
    const [exchange] = await tx
      .insert(stockExchanges)
      .values({ driverId: receiving.id, givingDriverId: giving.id, productId: p.id, amount: input.amount, status: 'pending', createdById: operatorIdOf(ctx.actor) })
      .returning({ id: stockExchanges.id });
    const [receiverBalance] = await tx
      .select({ amount: driverStock.amount })
      .from(driverStock)
      .where(and(eq(driverStock.driverId, receiving.id), eq(driverStock.productId, p.id)));
    await audit(tx, ctx.actor, {
      action: 'stock.exchange.create',
      entity: 'stock_exchange',
      entityId: exchange.id,
      after: { status: 'pending', givingDriverId: giving.id, driverId: receiving.id, productId: p.id, amount: input.amount, reservedBefore: reserved },
    });
    return {
      movementType: null,
      movementId: null,
      exchangeId: exchange.id,
      giving: { amount: balance!.amount, available: available - input.amount },
      receiving: { amount: receiverBalance?.amount ?? 0 },
    };
  });
}

// ---- Exchanges -----------------------------------------------------------------------------------------------------

const receiver = alias(drivers, 'receiving_driver');
const giver = alias(drivers, 'giving_driver');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function exchangeQuery(db: DbOrTx) {
  return db
    .select({
      x: stockExchanges,
      driverName: sql<string>`${receiver.firstName} || ' ' || ${receiver.lastName}`,
      givingDriverName: sql<string>`${giver.firstName} || ' ' || ${giver.lastName}`,
      productName: products.name,
      productCode: products.code,
      companyId: products.companyId,
      companyName: companies.name,
      companyImageUrl: companies.logo,
    })
    .from(stockExchanges)
    .innerJoin(receiver, eq(receiver.id, stockExchanges.driverId))
    .innerJoin(giver, eq(giver.id, stockExchanges.givingDriverId))
    .innerJoin(products, eq(products.id, stockExchanges.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .$dynamic();
}

type ExchangeRow = Awaited<ReturnType<ReturnType<typeof exchangeQuery>['execute']>>[number];

const toExchange = (r: ExchangeRow): StockExchange => ({
  id: r.x.id,
  driverId: r.x.driverId,
  driverName: r.driverName,
  givingDriverId: r.x.givingDriverId,
  givingDriverName: r.givingDriverName,
  productId: r.x.productId,
  productName: r.productName,
  productCode: r.productCode,
  companyId: r.companyId,
  companyName: r.companyName,
  companyImageUrl: r.companyImageUrl,
  amount: r.x.amount,
  status: r.x.status,
  createdAt: r.x.createdAt.toISOString(),
  startedAt: iso(r.x.startedAt),
  rejectedAt: iso(r.x.rejectedAt),
  confirmedAt: iso(r.x.confirmedAt),
});

/** The open exchanges a driver receives, newest first; with a tenant, only products of its companies. */
export async function incomingExchanges(db: DbOrTx, driverId: number, tenant: Tenant | null): Promise<StockExchangeListResponse> {
  const rows = await exchangeQuery(db)
    .where(
      and(
        eq(stockExchanges.driverId, driverId),
        inArray(stockExchanges.status, OPEN),
        tenant ? companyInReach(tenant, products.companyId) : undefined,
      ),
    )
    .orderBy(desc(stockExchanges.createdAt), desc(stockExchanges.id));
  return { items: rows.map(toExchange) };
}

/** GET /stock/pending?driverId: the open exchanges of a driver the caller sees. */
export async function pendingExchanges(db: Db, tenant: Tenant, driverId: number): Promise<StockExchangeListResponse> {
  await loadDriver(db, tenant, driverId);
  return incomingExchanges(db, driverId, tenant);
}

async function readExchange(db: DbOrTx, id: number): Promise<StockExchange> {
  const [row] = await exchangeQuery(db).where(eq(stockExchanges.id, id));
  return toExchange(row);
}

/** The receiving driver's exchange, locked; 404 when it is not there or not the driver's, 409 when no longer open. */
async function lockOwnOpenExchange(tx: Tx, driverId: number, exchangeId: number) {
  const [x] = await tx.select().from(stockExchanges).where(eq(stockExchanges.id, exchangeId)).for('update');
  if (!x || x.driverId !== driverId) throw notFound(E.exchangeNotFound, 'Stock exchange not found');
  if (!OPEN.includes(x.status)) throw conflict(E.exchangeNotOpen, `The exchange is already ${x.status}`);
  return x;
}

export interface DriverRef {
  id: number;
  email: string;
}
const driverActorOf = (d: DriverRef): Actor => ({ kind: 'driver', id: d.id, name: d.email });

async function setStatus(tx: Tx, driver: DriverRef, x: typeof stockExchanges.$inferSelect, status: StockExchangeStatus, at: Date, extra: Record<string, unknown> = {}) {
  const stamp = status === 'in_progress' ? { startedAt: at } : status === 'confirmed' ? { confirmedAt: at } : status === 'rejected' ? { rejectedAt: at } : {};
  await tx.update(stockExchanges).set({ status, ...stamp }).where(eq(stockExchanges.id, x.id));
  await audit(tx, driverActorOf(driver), {
    action: `stock.exchange.${status === 'in_progress' ? 'start' : status === 'confirmed' ? 'confirm' : 'reject'}`,
    entity: 'stock_exchange',
    entityId: x.id,
    before: { status: x.status },
    after: { status, ...extra },
  });
}

/** Driver API: the receiving driver starts the handover (pending → in_progress); an in_progress one stays as it is. */
export async function startExchange(db: Db, driver: DriverRef, exchangeId: number): Promise<StockExchangeResponse> {
  return db.transaction(async (tx) => {
    const x = await lockOwnOpenExchange(tx, driver.id, exchangeId);
    if (x.status === 'pending') await setStatus(tx, driver, x, 'in_progress', new Date());
    return { exchange: await readExchange(tx, x.id), movementId: null };
  });
}

/** Driver API: the receiving driver declines (pending | in_progress → rejected); the reservation ends. */
export async function rejectExchange(db: Db, driver: DriverRef, exchangeId: number): Promise<StockExchangeResponse> {
  return db.transaction(async (tx) => {
    const x = await lockOwnOpenExchange(tx, driver.id, exchangeId);
    await setStatus(tx, driver, x, 'rejected', new Date());
    return { exchange: await readExchange(tx, x.id), movementId: null };
  });
}

/**
 * Driver API: the receiving driver confirms (pending | in_progress → confirmed): the amount moves from the giving
 * driver under the locks, with a ledger row (ambassadorToDriver when the giver is an ambassador, else driverToDriver)
 * that names the exchange. 409 insufficient_stock when the giver no longer has it (the exchange stays open).
 */
export async function confirmExchange(db: Db, driver: DriverRef, exchangeId: number): Promise<StockExchangeResponse> {
  return db.transaction(async (tx) => {
    const x = await lockOwnOpenExchange(tx, driver.id, exchangeId);
    const giving = await loadDriver(tx, null, x.givingDriverId);
    const [row] = await tx
      .select({ product: products, companyName: companies.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(eq(products.id, x.productId));
    const product = { ...row.product, companyName: row.companyName };
    const from: HolderRef = { kind: 'driver', id: x.givingDriverId };
    const to: HolderRef = { kind: 'driver', id: x.driverId };
    const locked = await lockBalances(tx, product.id, [
      { ref: from, create: false },
      { ref: to, create: true },
    ]);
    const type = giving.type === 'ambassador' ? 'ambassadorToDriver' : 'driverToDriver';
    // This exchange's own reservation is what is being moved: the giver needs the amount itself.
    const moved = await applyMove(
      tx,
      { type, product, from, to, amount: x.amount, reserved: 0, createdById: x.createdById, exchangeId: x.id },
      locked.get(holderKey(from)) ?? null,
      locked.get(holderKey(to))!,
    );
    await setStatus(tx, driver, x, 'confirmed', new Date(), { movementId: moved.movementId, type, giving: moved.from.amount, receiving: moved.to.amount });
    return { exchange: await readExchange(tx, x.id), movementId: moved.movementId };
  });
}

/** Driver API: the driver's own stock (every company). */
export async function ownStock(db: Db, driverId: number): Promise<StockResponse> {
  return { stock: await driverStockMap(db, driverId, null) };
}

// ---- Deliveries (driverToOrder) ------------------------------------------------------------------------------------

/**
 * The deliver step (server/services/driverApp.ts): for each product of the order that the driver holds, moves
 * min(available, quantity) out of the driver's stock with a driverToOrder ledger row (order_id set), in the step's
 * transaction. The quantity is the number of the order's lines of that product (order_products, or the order's
 * product lines when it has none); what open exchanges reserve stays with the driver. Never negative.
 */
export async function consumeDriverStockForOrder(
  tx: Tx,
  actor: Actor,
  driverId: number,
  order: { id: number; products: OrderProductLine[] },
): Promise<{ productId: number; amount: number; movementId: number }[]> {
  const lines = await tx.select({ productId: orderProducts.productId }).from(orderProducts).where(eq(orderProducts.orderId, order.id));
  const ids = lines.length ? lines.map((l) => l.productId) : order.products.map((l) => l.id).filter((id) => Number.isInteger(id) && id > 0);
  const quantity = new Map<number, number>();
  for (const id of ids) quantity.set(id, (quantity.get(id) ?? 0) + 1);
  if (!quantity.size) return [];
  const productRows = await tx.select({ id: products.id, type: products.type }).from(products).where(inArray(products.id, [...quantity.keys()]));
  const out: { productId: number; amount: number; movementId: number }[] = [];
  for (const p of productRows.sort((a, b) => a.id - b.id)) {
    const ref: HolderRef = { kind: 'driver', id: driverId };
    const balance = await lockBalance(tx, ref, p.id, false);
    if (!balance || balance.amount <= 0) continue;
    const available = balance.amount - (await reservedOf(tx, driverId, p.id));
    const take = Math.min(available, quantity.get(p.id) ?? 0);
    if (take <= 0) continue;
    const items = moveItems(isSerialized(p), balance, null, take);
    await writeBalance(tx, ref, p.id, { amount: balance.amount - take, items: items.from });
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        type: 'driverToOrder',
        productId: p.id,
        amount: take,
        ...movementItems(isSerialized(p), balance, items.moved),
        fromDriverId: driverId,
        orderId: order.id,
        createdById: operatorIdOf(actor),
      })
      .returning({ id: stockMovements.id });
    out.push({ productId: p.id, amount: take, movementId: movement.id });
  }
  if (out.length) await audit(tx, actor, { action: 'stock.driverToOrder', entity: 'order', entityId: order.id, after: { driverId, moved: out } });
  return out;
}

// Stock balances under lock and the move between two holders: one balance per holder and product (warehouse_stock,
// driver_stock) changed in the same transaction as the ledger row (stock_movements) and the audit entry.
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
import { and, eq, inArray, sql } from 'drizzle-orm';
import { driverStock, stockExchanges, warehouseStock } from '../../db/schema.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import type { Actor } from '../audit.ts';
import type { StockMovementType } from '../../../domain/enums.ts';
import { E, isSerialized, OPEN, type Balance, type HolderKind, type HolderRef, type ProductRow } from './holders.ts';

const holderOrder = (a: HolderRef, b: HolderRef) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1);
export const holderKey = (h: HolderRef) => `${h.kind}:${h.id}`;

/**
 * Locks a holder's balance of a product (SELECT … FOR UPDATE); with `create` an upsert makes it at 0 when missing,
 * which locks it just the same. Null: no balance row (and not created).
 */
export async function lockBalance(tx: Tx, h: HolderRef, productId: number, create: boolean): Promise<Balance | null> {
  if (h.kind === 'warehouse') {
    const rows = create
      ? await tx
          .insert(warehouseStock)
          .values({ warehouseId: h.id, productId, amount: 0, items: [] })
          .onConflictDoUpdate({
            target: [warehouseStock.warehouseId, warehouseStock.productId],
            set: { amount: sql`warehouse_stock.amount` },
          })
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
        .onConflictDoUpdate({
          target: [driverStock.driverId, driverStock.productId],
          set: { amount: sql`driver_stock.amount` },
        })
        .returning({ amount: driverStock.amount, items: driverStock.items })
    : await tx
        .select({ amount: driverStock.amount, items: driverStock.items })
        .from(driverStock)
        .where(and(eq(driverStock.driverId, h.id), eq(driverStock.productId, productId)))
        .for('update');
  return rows[0] ?? null;
}

/** Locks the balances of one product in the global order (see the top of this file); `create` holders are upserted. */
export async function lockBalances(
  tx: Tx,
  productId: number,
  holders: { ref: HolderRef; create: boolean }[],
): Promise<Map<string, Balance | null>> {
  const locked = new Map<string, Balance | null>();
  for (const h of [...holders].sort((a, b) => holderOrder(a.ref, b.ref))) {
    locked.set(holderKey(h.ref), await lockBalance(tx, h.ref, productId, h.create));
  }
  return locked;
}

export async function writeBalance(tx: Tx, h: HolderRef, productId: number, b: Balance): Promise<void> {
  if (h.kind === 'warehouse') {
    await tx
      .update(warehouseStock)
      .set({ amount: b.amount, items: b.items })
      .where(and(eq(warehouseStock.warehouseId, h.id), eq(warehouseStock.productId, productId)));
  } else {
    await tx
      .update(driverStock)
      .set({ amount: b.amount, items: b.items })
      .where(and(eq(driverStock.driverId, h.id), eq(driverStock.productId, productId)));
  }
}

/** What a driver has promised of a product in open exchanges (read under the giving balance's lock). */
export async function reservedOf(tx: DbOrTx, driverId: number, productId: number): Promise<number> {
  const [row] = await tx
    .select({ reserved: sql<number>`coalesce(sum(${stockExchanges.amount}), 0)::int` })
    .from(stockExchanges)
    .where(
      and(
        eq(stockExchanges.givingDriverId, driverId),
        eq(stockExchanges.productId, productId),
        inArray(stockExchanges.status, OPEN),
      ),
    );
  return Number(row?.reserved ?? 0);
}

/**
 * The items after moving `amount` units: serials move one per unit (the first ones); batch numbers are copied to
 * the receiver and leave the giver when its amount reaches 0. Returns the moved serials.
 */
export function moveItems(
  serialized: boolean,
  from: Balance,
  to: Balance | null,
  amount: number,
): { from: string[]; to: string[]; moved: string[] } {
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
  return {
    from: fromAfter <= 0 ? [] : from.items,
    to: to ? [...new Set([...to.items, ...from.items])] : [],
    moved: [],
  };
}

/**
 * What the ledger row of a move records (stock_movements.items): every serial moved, or for goods with batch numbers
 * the giver's batches (which the receiver gets); `serial_number` keeps the one number of a move of one.
 */
export function movementItems(
  serialized: boolean,
  from: Balance,
  moved: string[],
): { items: string[]; serialNumber: string | null } {
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
export async function applyMove(
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

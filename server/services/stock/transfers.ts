// The operators' transfers (POST /stock/add, /stock/transfer-batch-wtw, -dtw, -finish): warehouse → driver,
// warehouse → warehouse and driver → warehouse move at once; driver → driver opens an exchange (./exchanges.ts).
import { and, eq } from 'drizzle-orm';
import { driverStock, stockExchanges } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { audit, operatorIdOf } from '../audit.ts';
import type { StockMovementType } from '../../../domain/enums.ts';
import type {
  StockAddInput,
  StockTransferResponse,
  TransferDtdInput,
  TransferDtwInput,
  TransferWtwInput,
} from '../../../domain/stockSchemas.ts';
import {
  assertDriverMayCarry,
  assertDriverMayReceive,
  assertProductOfWarehouse,
  assertTransferable,
  assertWarehouseActive,
  E,
  loadDriver,
  loadProduct,
  loadWarehouse,
  type HolderRef,
  type ProductRow,
  type StockContext,
  type WarehouseRow,
} from './holders.ts';
import { applyMove, holderKey, lockBalance, lockBalances, reservedOf } from './balances.ts';

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
    after: (giving, receiving) => ({
      type: spec.type,
      productId: product.id,
      amount,
      from,
      to,
      giving: giving.amount,
      receiving: receiving.amount,
    }),
  });
  return {
    movementType: spec.type,
    movementId: moved.movementId,
    exchangeId: null,
    giving: { amount: moved.from.amount, available: Math.max(0, moved.from.amount - reserved) },
    receiving: { amount: moved.to.amount },
  };
}

type MoveSpec = Omit<Parameters<typeof transfer>[2], 'amount'>;

/** A transfer that moves at once: `plan` loads and checks the holders and the product in the transaction. */
function moveAtOnce(
  db: Db,
  ctx: StockContext,
  amount: number,
  plan: (tx: Tx) => Promise<MoveSpec>,
): Promise<StockTransferResponse> {
  return db.transaction(async (tx) => transfer(tx, ctx, { ...(await plan(tx)), amount }));
}

/** The product of a transfer that gives or receives in `warehouses`: of their company, and transferable. */
async function productFor(tx: Tx, ctx: StockContext, productId: number, warehouses: WarehouseRow[]) {
  const p = await loadProduct(tx, ctx.tenant, productId);
  for (const w of warehouses) assertProductOfWarehouse(p, w);
  assertTransferable(p);
  return p;
}

/** POST /stock/add: warehouse → driver (warehouseToAmbassador when the driver is an ambassador, else warehouseToDriver). */
export function warehouseToDriver(db: Db, ctx: StockContext, input: StockAddInput): Promise<StockTransferResponse> {
  return moveAtOnce(db, ctx, input.amount, async (tx) => {
    const w = await loadWarehouse(tx, ctx.tenant, input.warehouseId);
    assertWarehouseActive(w);
    const d = await loadDriver(tx, ctx.tenant, input.driverId);
    const p = await productFor(tx, ctx, input.productId, [w]);
    assertDriverMayReceive(d);
    assertDriverMayCarry(d, p);
    return {
      type: d.type === 'ambassador' ? 'warehouseToAmbassador' : 'warehouseToDriver',
      product: p,
      from: { kind: 'warehouse', id: w.id },
      to: { kind: 'driver', id: d.id },
    };
  });
}

/** POST /stock/transfer-batch-wtw: warehouse → warehouse of the same company (warehouseToWarehouse). */
export function warehouseToWarehouse(
  db: Db,
  ctx: StockContext,
  input: TransferWtwInput,
): Promise<StockTransferResponse> {
  return moveAtOnce(db, ctx, input.amount, async (tx) => {
    const giving = await loadWarehouse(tx, ctx.tenant, input.givingWarehouseId);
    const receiving = await loadWarehouse(tx, ctx.tenant, input.receivingWarehouseId);
    if (giving.id === receiving.id) throw conflict(E.sameHolder, 'Giving and receiving are the same warehouse');
    assertWarehouseActive(giving);
    assertWarehouseActive(receiving);
    return {
      type: 'warehouseToWarehouse',
      product: await productFor(tx, ctx, input.productId, [giving, receiving]),
      from: { kind: 'warehouse', id: giving.id },
      to: { kind: 'warehouse', id: receiving.id },
    };
  });
}

/** POST /stock/transfer-batch-dtw: driver → a warehouse of the product's company (driverToWarehouse). */
export function driverToWarehouse(db: Db, ctx: StockContext, input: TransferDtwInput): Promise<StockTransferResponse> {
  return moveAtOnce(db, ctx, input.amount, async (tx) => {
    const d = await loadDriver(tx, ctx.tenant, input.givingDriverId);
    const w = await loadWarehouse(tx, ctx.tenant, input.receivingWarehouseId);
    assertWarehouseActive(w);
    return {
      type: 'driverToWarehouse',
      product: await productFor(tx, ctx, input.productId, [w]),
      from: { kind: 'driver', id: d.id },
      to: { kind: 'warehouse', id: w.id },
    };
  });
}

/**
 * POST /stock/transfer-batch-finish: driver → driver. Creates a pending exchange that reserves the amount from the
 * giving driver's available stock; nothing moves until the receiving driver confirms it (driver API).
 */
export async function driverToDriver(
  db: Db,
  ctx: StockContext,
  input: TransferDtdInput,
): Promise<StockTransferResponse> {
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
    if (input.amount > available)
      throw conflict(E.insufficientStock, `Only ${available} available, ${input.amount} requested`);
    const [exchange] = await tx
      .insert(stockExchanges)
      .values({
        driverId: receiving.id,
        givingDriverId: giving.id,
        productId: p.id,
        amount: input.amount,
        status: 'pending',
        createdById: operatorIdOf(ctx.actor),
      })
      .returning({ id: stockExchanges.id });
    const [receiverBalance] = await tx
      .select({ amount: driverStock.amount })
      .from(driverStock)
      .where(and(eq(driverStock.driverId, receiving.id), eq(driverStock.productId, p.id)));
    await audit(tx, ctx.actor, {
      action: 'stock.exchange.create',
      entity: 'stock_exchange',
      entityId: exchange.id,
      after: {
        status: 'pending',
        givingDriverId: giving.id,
        driverId: receiving.id,
        productId: p.id,
        amount: input.amount,
        reservedBefore: reserved,
      },
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

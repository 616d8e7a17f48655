// Driver-to-driver exchanges: the open ones a driver receives (GET /stock/pending, the driver app) and the receiving
// driver's steps in the driver API (start, reject, confirm; the confirmation moves the stock).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, drivers, products, stockExchanges } from '../../db/schema.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { audit, type Actor } from '../audit.ts';
import type { Tenant } from '../principal.ts';
import { companyInReach } from '../../access/reach.ts';
import type { StockExchangeStatus } from '../../../domain/enums.ts';
import type { StockExchange, StockExchangeListResponse, StockExchangeResponse } from '../../../domain/stockSchemas.ts';
import { E, loadDriver, OPEN, type HolderRef } from './holders.ts';
import { applyMove, holderKey, lockBalances } from './balances.ts';

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
export async function incomingExchanges(
  db: DbOrTx,
  driverId: number,
  tenant: Tenant | null,
): Promise<StockExchangeListResponse> {
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

async function setStatus(
  tx: Tx,
  driver: DriverRef,
  x: typeof stockExchanges.$inferSelect,
  status: StockExchangeStatus,
  at: Date,
  extra: Record<string, unknown> = {},
) {
  const stamp =
    status === 'in_progress'
      ? { startedAt: at }
      : status === 'confirmed'
        ? { confirmedAt: at }
        : status === 'rejected'
          ? { rejectedAt: at }
          : {};
  await tx
    .update(stockExchanges)
    .set({ status, ...stamp })
    .where(eq(stockExchanges.id, x.id));
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
    await setStatus(tx, driver, x, 'confirmed', new Date(), {
      movementId: moved.movementId,
      type,
      giving: moved.from.amount,
      receiving: moved.to.amount,
    });
    return { exchange: await readExchange(tx, x.id), movementId: moved.movementId };
  });
}

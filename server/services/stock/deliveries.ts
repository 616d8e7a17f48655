// The deliver step's stock (driverToOrder): what a driver carries of a delivered order's products leaves its stock.
import { eq, inArray } from 'drizzle-orm';
import { orderProducts, products, stockMovements } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { audit, operatorIdOf, type Actor } from '../audit.ts';
import type { OrderProductLine } from '../../../domain/types.ts';
import { isSerialized, type HolderRef } from './holders.ts';
import { lockBalance, movementItems, moveItems, reservedOf, writeBalance } from './balances.ts';

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
  const lines = await tx
    .select({ productId: orderProducts.productId })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, order.id));
  const ids = lines.length
    ? lines.map((l) => l.productId)
    : order.products.map((l) => l.id).filter((id) => Number.isInteger(id) && id > 0);
  const quantity = new Map<number, number>();
  for (const id of ids) quantity.set(id, (quantity.get(id) ?? 0) + 1);
  if (!quantity.size) return [];
  const productRows = await tx
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(inArray(products.id, [...quantity.keys()]));
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
  if (out.length)
    await audit(tx, actor, {
      action: 'stock.driverToOrder',
      entity: 'order',
      entityId: order.id,
      after: { driverId, moved: out },
    });
  return out;
}

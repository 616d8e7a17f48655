// Order numbers: 4 characters, unique per creation day in Europe/Warsaw (the /pin page finds an order by day and
// number). The unique index orders_order_no_warsaw_day_idx (order_no, Warsaw date of created_at) makes this
// race-safe: two processes that pick the same free number at once both try to insert, one fails on the index and
// retries with another number inside a savepoint, so the caller's transaction survives.
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { warsawDayOf, warsawDayOfInstant } from '../db/warsawDay.ts';

/** No 0/O, 1/I: numbers are read out on the phone and typed from labels. */
export const ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_NO_INDEX = 'orders_order_no_warsaw_day_idx';

type OrderInsert = typeof orders.$inferInsert;

const randomNo = (rng: () => number) =>
  Array.from({ length: 4 }, () => ORDER_NO_ALPHABET[Math.floor(rng() * ORDER_NO_ALPHABET.length)]).join('');

/** A 4-character order number not used yet on the Warsaw day of `createdAt` (a check, not a reservation). */
export async function freshOrderNo(tx: Tx, createdAt: Date, rng: () => number = Math.random): Promise<string> {
  for (;;) {
    const no = randomNo(rng);
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, no), sql`${warsawDayOf(orders.createdAt)} = ${warsawDayOfInstant(createdAt)}`))
      .limit(1);
    if (!taken) return no;
  }
}

/** The name of the unique constraint a database error violated, if it is a unique violation (pg and PGlite). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const err = e as { code?: string; constraint?: string; message?: string };
    if (err.code === '23505') return err.constraint ?? /"([^"]+)"/.exec(err.message ?? '')?.[1] ?? '';
  }
  return null;
}

/**
 * Inserts an order with a fresh order number (values.createdAt, default now, decides the day), retrying in a
 * savepoint when another transaction took the number first. Other errors (e.g. a duplicate external id) propagate.
 */
export async function insertOrderWithFreshNo(
  tx: Tx,
  values: Omit<OrderInsert, 'orderNo'>,
  rng: () => number = Math.random,
): Promise<typeof orders.$inferSelect> {
  const createdAt = values.createdAt ?? new Date();
  for (let attempt = 0; ; attempt++) {
    const orderNo = await freshOrderNo(tx, createdAt, rng);
    try {
      const [row] = await tx.transaction((sp) =>
        sp
          .insert(orders)
          .values({ ...values, createdAt, orderNo })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (uniqueViolation(error) === ORDER_NO_INDEX && attempt < 20) continue;
      throw error;
    }
  }
}

// Batched inserts of the seed's rows, kept under PostgreSQL's parameter limit.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

const BATCH_ROWS = 500;
const MAX_PARAMS = 30_000;

/** Inserts rows in batches and returns their ids, in the order of `rows`. */
export async function insertRows<T extends Record<string, unknown>>(
  tx: Tx,
  table: PgTable,
  rows: T[],
): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const size = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const res = (await tx
      .insert(table as never)
      .values(chunk as never)
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    for (const r of res) ids.push(Number(r.id));
  }
  return ids;
}

export async function insertPlain<T extends Record<string, unknown>>(
  tx: Tx,
  table: PgTable,
  rows: T[],
  batch = BATCH_ROWS,
): Promise<void> {
  if (rows.length === 0) return;
  batch = Math.max(1, Math.min(batch, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += batch)
    await tx.insert(table as never).values(rows.slice(i, i + batch) as never);
}

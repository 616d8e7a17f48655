// Batched inserts of the seed's rows. A batch goes to the database as one JSON text, unpacked by PostgreSQL into the
// table's row type (json_populate_recordset): drizzle's building of a multi-row VALUES with a parameter per value was a
// third of the demo seed's time (1,500 orders and their lines, routes and wallet entries: about 1.5 of 5 s on PGlite),
// and each of those tens of thousands of parameters was then bound one by one. A batch whose rows do not all set the
// same columns, or that holds a value JSON cannot carry as the column takes it (bytes), goes through drizzle as before.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

/** Rows per statement through drizzle, kept under PostgreSQL's limit of 65,535 parameters (MAX_PARAMS). */
const BATCH_ROWS = 500;
const MAX_PARAMS = 30_000;
/** Rows per JSON statement: one parameter whatever the count; this bounds the text's size (about 2 MB of orders). */
const JSON_BATCH_ROWS = 2000;

/**
 * The batch as a JSON array of objects keyed by column name (Dates as ISO 8601, which timestamptz reads to the
 * millisecond; JSON columns' values nested as they are), and the columns it sets; null when drizzle must insert it.
 * A key left undefined is a column left to its default, as drizzle leaves it: the JSON path needs every row to set
 * the same columns, since a column missing from one row would be NULL there instead of its default.
 */
function asJsonBatch(table: PgTable, rows: Record<string, unknown>[]): { columns: PgColumn[]; json: string } | null {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => rows[0][key] !== undefined);
  if (keys.some((key) => !all[key])) return null;
  const columns = keys.map((key) => all[key]);
  const out: Record<string, unknown>[] = [];
  for (const row of rows) {
    let defined = 0;
    for (const key in row) if (row[key] !== undefined) defined++;
    if (defined !== keys.length) return null;
    const item: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[keys[i]];
      if (value === undefined || value instanceof Uint8Array) return null;
      item[columns[i].name] = value;
    }
    out.push(item);
  }
  return { columns, json: JSON.stringify(out) };
}

/** INSERT … SELECT the batch's columns from its JSON, in the batch's order; with `returning`, the new ids in it. */
async function insertJson(
  tx: Tx,
  table: PgTable,
  batch: { columns: PgColumn[]; json: string },
  returning: boolean,
): Promise<number[]> {
  const names = sql.join(
    batch.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const query = sql`INSERT INTO ${table} (${names})
    SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${batch.json}::json) WITH ORDINALITY AS r
    ORDER BY r.ordinality${returning ? sql` RETURNING id` : sql``}`;
  const result = (await tx.execute(query)) as unknown as { rows: { id: number | string }[] };
  return returning ? result.rows.map((r) => Number(r.id)) : [];
}

/** Inserts rows in batches and returns their ids, in the order of `rows`. */
export async function insertRows<T extends Record<string, unknown>>(
  tx: Tx,
  table: PgTable,
  rows: T[],
): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  for (let i = 0; i < rows.length; i += JSON_BATCH_ROWS) {
    const chunk = rows.slice(i, i + JSON_BATCH_ROWS);
    const batch = asJsonBatch(table, chunk);
    if (batch) {
      ids.push(...(await insertJson(tx, table, batch, true)));
      continue;
    }
    const size = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / Object.keys(chunk[0]).length)));
    for (let j = 0; j < chunk.length; j += size) {
      const res = (await tx
        .insert(table as never)
        .values(chunk.slice(j, j + size) as never)
        .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
      for (const r of res) ids.push(Number(r.id));
    }
  }
  return ids;
}

/** Inserts rows in batches, their ids not needed. */
export async function insertPlain<T extends Record<string, unknown>>(tx: Tx, table: PgTable, rows: T[]): Promise<void> {
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += JSON_BATCH_ROWS) {
    const chunk = rows.slice(i, i + JSON_BATCH_ROWS);
    const batch = asJsonBatch(table, chunk);
    if (batch) {
      await insertJson(tx, table, batch, false);
      continue;
    }
    const size = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / Object.keys(chunk[0]).length)));
    for (let j = 0; j < chunk.length; j += size)
      await tx.insert(table as never).values(chunk.slice(j, j + size) as never);
  }
}

// Batched inserts of the seed's rows. A batch goes to the database as one JSON text, unpacked by PostgreSQL into the
// table's row type (json_populate_recordset): drizzle's building of a multi-row VALUES with a parameter per value was a
// third of the demo seed's time (1,500 orders and their lines, routes and wallet entries: about 1.5 of 5 s on PGlite),
// and each of those tens of thousands of parameters was then bound one by one.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

/** Rows per statement: one parameter whatever the count; this bounds the text's size (about 2 MB of orders). */
const BATCH_ROWS = 2000;

/**
 * The batch as a JSON array of objects keyed by column name (Dates as ISO 8601, which timestamptz reads to the
 * millisecond; JSON columns' values nested as they are), and the columns it sets. A key left undefined is a column
 * left to its default. Every row must set the same columns: a column missing from one row would be NULL there, not
 * its default, so such a batch is refused, as is a value JSON cannot carry as its column takes it (bytes).
 */
function asJsonBatch(table: PgTable, rows: Record<string, unknown>[]): { columns: PgColumn[]; json: string } {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => rows[0][key] !== undefined);
  const refuse = (why: string) => {
    throw new Error(`seed rows of ${getTableName(table)}: ${why}`);
  };
  const unknown = keys.find((key) => !all[key]);
  if (unknown) refuse(`no column ${unknown}`);
  const columns = keys.map((key) => all[key]);
  const out: Record<string, unknown>[] = [];
  for (const row of rows) {
    let defined = 0;
    for (const key in row) if (row[key] !== undefined) defined++;
    const item: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[keys[i]];
      if (value instanceof Uint8Array) refuse(`bytes in ${keys[i]}`);
      item[columns[i].name] = value;
    }
    if (defined !== keys.length || Object.values(item).includes(undefined)) {
      refuse(`a row sets other columns than the first (${keys.join(', ')}); set each in every row, null for none`);
    }
    out.push(item);
  }
  return { columns, json: JSON.stringify(out) };
}

/** INSERT … SELECT each batch's columns from its JSON, in the rows' order; with `returning`, the new ids in it. */
async function insertBatches(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: boolean,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = asJsonBatch(table, rows.slice(i, i + BATCH_ROWS));
    const names = sql.join(
      batch.columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const result = (await tx.execute(sql`INSERT INTO ${table} (${names})
      SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${batch.json}::json) WITH ORDINALITY AS r
      ORDER BY r.ordinality${returning ? sql` RETURNING id` : sql``}`)) as unknown as {
      rows: { id: number | string }[];
    };
    if (returning) for (const r of result.rows) ids.push(Number(r.id));
  }
  return ids;
}

/** Inserts rows in batches and returns their ids, in the order of `rows`. */
export const insertRows = <T extends Record<string, unknown>>(tx: Tx, table: PgTable, rows: T[]): Promise<number[]> =>
  insertBatches(tx, table, rows, true);

/** Inserts rows in batches, their ids not needed. */
export async function insertPlain<T extends Record<string, unknown>>(tx: Tx, table: PgTable, rows: T[]): Promise<void> {
  await insertBatches(tx, table, rows, false);
}

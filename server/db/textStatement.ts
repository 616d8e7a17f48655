// Runs a statement given as SQL text and parameters on either engine, rows as objects with timestamps as text (as
// drizzle's `execute` returns them). The statement is a named (prepared) one: a PostgreSQL connection, or PGlite,
// parses it once and keeps its plan (plan_cache_mode is set in db/client.ts) instead of parsing and planning it on
// every request (~1 ms of the database's CPU for the order list). The text must not embed values that vary without
// bound (pass them as parameters): every distinct text is a statement kept on every connection that ran it.
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.ts';

/** Type OIDs drizzle's drivers leave as text: timestamp(tz), date, interval and their arrays, numeric[]. */
const AS_TEXT = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.includes(oid)
      ? asText
      : (pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown)(oid, format),
};
const pgliteParsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, asText]));

/**
 * Distinct statement texts named so far (a name per text, the same on every connection); past the cap, texts run
 * unnamed (parsed and planned each time, as before). A prepared order-list statement with its generic plan holds
 * ~0.6 MB in each PostgreSQL connection that ran it, so the cap bounds that memory (32 × 0.6 MB per connection);
 * the console's usual filter combinations are far fewer.
 */
const names = new Map<string, string>();
const MAX_NAMED = 32;

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) names.set(text, (name = `dc_text_${names.size + 1}`));
  return name;
}

/**
 * PGlite's query() parses and plans every statement. Here a statement is parsed once per database under a name and
 * then only bound and executed, with the steps and result parsing of PGlite's own query() (same locks, serializers,
 * parsers), so the embedded database skips the parse and the planning too.
 */
interface PreparedOnPglite {
  name: string;
  paramTypes: number[];
}
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
const pglitePrepared = new WeakMap<PGlite, Map<string, PreparedOnPglite>>();
let pgliteNames = 0;
/** PGlite's protocol serializer and result parsers, loaded with PGlite (a PostgreSQL server never loads them). */
let pgliteModule: Promise<typeof import('@electric-sql/pglite')> | undefined;

async function runOnPglite<T>(pglite: PGlite, text: string, params: unknown[]): Promise<T[]> {
  let prepared = pglitePrepared.get(pglite);
  if (!prepared) pglitePrepared.set(pglite, (prepared = new Map()));
  const known = prepared.get(text);
  if (!known && prepared.size >= MAX_NAMED) {
    return (await pglite.query<T>(text, params, { rowMode: 'object', parsers: pgliteParsers })).rows;
  }
  const { parse, protocol } = await (pgliteModule ??= import('@electric-sql/pglite'));
  const run = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const messages: BackendMessage[] = [];
      let statement = known;
      try {
        if (!statement) {
          const name = `dc_text_${++pgliteNames}`;
          messages.push(...(await run(protocol.serialize.parse({ name, text }))));
          const paramTypes = parse.parseDescribeStatementResults(
            await run(protocol.serialize.describe({ type: 'S', name })),
          );
          statement = { name, paramTypes };
        }
        const types = statement.paramTypes;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pglite.serializers[types[i]];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await run(protocol.serialize.bind({ statement: statement.name, values }))));
        messages.push(...(await run(protocol.serialize.describe({ type: 'P' }))));
        messages.push(...(await run(protocol.serialize.execute({}))));
        if (!known) prepared.set(text, statement);
      } finally {
        messages.push(...(await run(protocol.serialize.sync())));
      }
      await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers, { rowMode: 'object', parsers: pgliteParsers })[0].rows as T[];
    }),
  );
}

/**
 * A row's values (node-postgres' array mode) as an object with the statement's column names, built by one object
 * literal compiled per list of names. node-postgres' object rows copy a null-prototype template of the columns, and
 * V8 keeps such wide objects in dictionary mode: building and then reading them cost ~10% of the order list's CPU.
 * The names are the statements' own column aliases; JSON.stringify quotes them in the literal.
 */
type RowShape = (values: unknown[]) => Record<string, unknown>;
const rowShapes = new Map<string, RowShape>();

function rowShape(names: string[]): RowShape {
  const key = names.join('\u0000');
  let shape = rowShapes.get(key);
  if (!shape) {
    shape = new Function(
      'v',
      `return { ${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')} };`,
    ) as RowShape;
    if (rowShapes.size >= MAX_NAMED * 2) rowShapes.clear();
    rowShapes.set(key, shape);
  }
  return shape;
}

export async function runTextStatement<T>(db: Db, statement: { text: string; params: unknown[] }): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      name: statementName(statement.text),
      text: statement.text,
      values: statement.params,
      types: pgTypes as pg.CustomTypesConfig,
      rowMode: 'array',
    });
    return result.rows.map(rowShape(result.fields.map((f) => f.name))) as T[];
  }
  return runOnPglite<T>(client as PGlite, statement.text, statement.params);
}

/** A statement part without parameters as SQL text (rendered once, at load; requests then add only their values). */
const dialect = new PgDialect();
export const sqlText = (part: SQL): string => dialect.sqlToQuery(part).sql;

/** PostgreSQL's text of a timestamp with time zone in a UTC session: `2026-11-23 07:39:30.123456+00`. */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp column as `toISOString()` writes it. The database's UTC text is rewritten as text (milliseconds
 * truncated, as `new Date(text)` does) instead of going through a Date: a page of the order list has some 150, and
 * parsing the database's form and writing it again was most of the time spent shaping a page. Any other form goes
 * through Date.
 */
export function isoTimestamp(v: string | Date | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  const m = PG_UTC_TIMESTAMP.exec(v);
  if (!m) return new Date(v).toISOString();
  return `${m[1]}T${m[2]}.${m[3] === undefined ? '000' : m[3].length >= 3 ? m[3].slice(0, 3) : m[3].padEnd(3, '0')}Z`;
}

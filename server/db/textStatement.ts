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
import { Parser } from 'pg-protocol/dist/parser.js';

/** The array types drizzle's drivers leave as text, by their element's type: timestamp(tz)[], interval[], date[],
 * numeric[]. */
export const AS_TEXT_ARRAYS: Readonly<Record<number, number>> = {
  1231: 1700,
  1115: 1114,
  1185: 1184,
  1187: 1186,
  1182: 1082,
};
/** Type OIDs drizzle's drivers leave as text: timestamp(tz), date, interval and their arrays, numeric[]. */
export const AS_TEXT = [1114, 1184, 1082, 1186, ...Object.keys(AS_TEXT_ARRAYS).map(Number)];
/** The parser of a type left as text. */
export const asText = (value: string) => value;
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
 * then only bound and executed, under PGlite's own locks, so the embedded database skips the parse and the planning
 * too. PGlite's answer is read as raw protocol bytes by pg-protocol's parser (as on PostgreSQL, with
 * db/pgDataRows.ts) instead of PGlite's own, which copied every value's bytes into a new ArrayBuffer before decoding
 * it: on the order list over 100,000 orders PGlite's reading of the answer was 29 % of the server's CPU. The
 * statements run here are reads, so their answers carry no notification (PGlite's own reading would hand those to
 * its listeners; a write's commit carries them, tests/api/principal-cache.test.ts).
 */
interface PreparedOnPglite {
  name: string;
  paramTypes: number[];
}
const pglitePrepared = new WeakMap<PGlite, Map<string, PreparedOnPglite>>();
let pgliteNames = 0;
/** PGlite's protocol serializer, loaded with PGlite (a PostgreSQL server never loads it). */
let pgliteModule: Promise<typeof import('@electric-sql/pglite')> | undefined;

/**
 * Runs protocol messages on PGlite and reads its answer with node-postgres' parser as the bytes come out (each chunk
 * copied: PGlite hands a view of its memory); an ErrorResponse is thrown. execProtocolRawStream is PGlite's one way
 * to its answer that skips its own reading (execProtocolRaw reads it too).
 */
async function runOnPgliteRaw(pglite: PGlite, message: Uint8Array): Promise<BackendMessage[]> {
  const messages: BackendMessage[] = [];
  const parser = new Parser();
  await pglite.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (data) => parser.parse(Buffer.from(data), (read) => messages.push(read as BackendMessage)),
  });
  const error = messages.find((read) => read.name === 'error');
  if (error) {
    // As node-postgres does for its own queries: an error's stack leads back here, not to the parser.
    Error.captureStackTrace(error as unknown as Error);
    throw error;
  }
  return messages;
}

/** The parts of pg-protocol's messages read here. */
interface BackendMessage {
  name: string;
  /** parameterDescription */
  dataTypeIDs?: number[];
  /** rowDescription: the columns; dataRow: the values */
  fields?: FieldDescription[] | (string | null)[];
}

async function runOnPglite<T>(pglite: PGlite, text: string, params: unknown[]): Promise<T[]> {
  let prepared = pglitePrepared.get(pglite);
  if (!prepared) pglitePrepared.set(pglite, (prepared = new Map()));
  const known = prepared.get(text);
  if (!known && prepared.size >= MAX_NAMED) {
    return (await pglite.query<T>(text, params, { rowMode: 'object', parsers: pgliteParsers })).rows;
  }
  const { protocol } = await (pgliteModule ??= import('@electric-sql/pglite'));
  const run = (message: Uint8Array) => runOnPgliteRaw(pglite, message);
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      let rows: T[];
      try {
        let statement = known;
        if (!statement) {
          const name = `dc_text_${++pgliteNames}`;
          await run(protocol.serialize.parse({ name, text }));
          const described = await run(protocol.serialize.describe({ type: 'S', name }));
          const paramTypes = described.find((message) => message.name === 'parameterDescription')?.dataTypeIDs ?? [];
          statement = { name, paramTypes };
        }
        const types = statement.paramTypes;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pglite.serializers[types[i]];
          return serializer ? serializer(value) : String(value);
        });
        await run(protocol.serialize.bind({ statement: statement.name, values }));
        // The portal is described (a round trip of its own) only while the statement's columns are not known.
        const described = describedColumns(pgliteReaders, text);
        const columns = described
          ? undefined
          : ((await run(protocol.serialize.describe({ type: 'P' }))).find(
              (message) => message.name === 'rowDescription',
            )?.fields as FieldDescription[] | undefined);
        const executed = await run(protocol.serialize.execute({}));
        if (!known) prepared.set(text, statement);
        const reader = described ?? (columns && rowReader(text, columns, pgliteReading(pglite)));
        rows = reader
          ? executed
              .filter((message) => message.name === 'dataRow')
              .map((message) => reader.read(message.fields as (string | null)[]) as T)
          : [];
      } finally {
        await run(protocol.serialize.sync());
      }
      await pglite.syncToFs();
      return rows;
    }),
  );
}

/** A column of a RowDescription, as node-postgres' protocol parser gives it. */
interface FieldDescription {
  name: string;
  dataTypeID: number;
}
/** How a statement's rows are read: its columns, and one object literal per row compiled for them. */
interface RowReader {
  fields: FieldDescription[];
  read: (values: (string | null)[]) => Record<string, unknown>;
}

/**
 * A column's parser, called with the value's text; PGlite's also with the column's type (its array parsers read it),
 * pg's with the text alone (some are parseInt-like: a second argument would be read as a radix).
 */
type ColumnParser = (value: string, oid: number) => unknown;

/** pg's parser of a type whose text is its value (text, varchar, …): such a column needs no call. */
const TEXT_AS_IT_IS = pg.types.getTypeParser(25);
/** A column's parser on PostgreSQL: pg's for its type, none for the AS_TEXT types or a text that is its value. */
function pgParserOf(oid: number): ColumnParser | null {
  if (AS_TEXT.includes(oid)) return null;
  const parser = pg.types.getTypeParser(oid) as ColumnParser;
  return parser === TEXT_AS_IT_IS ? null : parser;
}

/**
 * How an engine's rows are read: its readers by statement text, each column's parser, and whether a parser is called
 * with the column's type too.
 */
interface Reading {
  cache: Map<string, RowReader>;
  parserOf: (oid: number) => ColumnParser | null;
  withType: boolean;
}
const PG_READING: Reading = { cache: new Map(), parserOf: pgParserOf, withType: false };
/** PGlite's readers: its parsers are the same for every database here (none is opened with parsers of its own). */
const pgliteReaders = new Map<string, RowReader>();
/** PGlite's reading: its parser for each type (as its own query() reads it), none for the AS_TEXT types. */
const pgliteReading = (pglite: PGlite): Reading => ({
  cache: pgliteReaders,
  parserOf: (oid) => (AS_TEXT.includes(oid) ? null : ((pglite.parsers[oid] as ColumnParser | undefined) ?? null)),
  withType: true,
});

const sameColumns = (a: FieldDescription[], b: FieldDescription[]) =>
  a.length === b.length && a.every((f, i) => f.name === b[i].name && f.dataTypeID === b[i].dataTypeID);

/**
 * The reader of a statement's rows (its text names it in the reading's cache; checked against the columns the server
 * describes). A row is one object literal with the statement's column names, each value parsed by its type's parser
 * (no call for a text that is its value). node-postgres' own path builds a null-prototype template of the columns for
 * every result (V8 keeps such wide objects in dictionary mode) and looks up every column's parser, then an array per
 * row, which was then copied into an object. Reading rows here, the order list's server spends 5 to 7 % less CPU a
 * request (on PostgreSQL, 1,000,000 orders, runs alternated on one machine). The names are the statements' own column
 * aliases; JSON.stringify quotes them in the literal.
 */
function rowReader(text: string, fields: FieldDescription[], reading: Reading = PG_READING): RowReader {
  const { cache, parserOf, withType } = reading;
  const known = cache.get(text);
  if (known && sameColumns(known.fields, fields)) return known;
  const parsers = fields.map((f) => parserOf(f.dataTypeID));
  const values = fields.map((f, i) => {
    const parsed = parsers[i] ? `p[${i}](v[${i}]${withType ? `, ${f.dataTypeID}` : ''})` : `v[${i}]`;
    return `${JSON.stringify(f.name)}: v[${i}] === null ? null : ${parsed}`;
  });
  const reader: RowReader = {
    fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    read: new Function('p', `return (v) => ({ ${values.join(', ')} });`)(parsers) as RowReader['read'],
  };
  if (cache.size >= MAX_NAMED * 2) cache.clear();
  cache.set(text, reader);
  return reader;
}

/**
 * The reader of a statement whose columns were described before, else undefined (the statement is then described
 * with its run). The text names them: the same text reads the same columns of the same schema, on every connection
 * (or PGlite database) of the process.
 */
const describedColumns = (readers: Reading['cache'], text: string): RowReader | undefined => readers.get(text);

const connectionsWithoutDescribe = new WeakMap<object, object>();
/** A node-postgres connection whose describe() sends nothing; all else is the connection's own. */
function withoutDescribe(connection: object): object {
  let view = connectionsWithoutDescribe.get(connection);
  if (!view) {
    const describe = () => undefined;
    view = new Proxy(connection, { get: (target, key) => (key === 'describe' ? describe : Reflect.get(target, key)) });
    connectionsWithoutDescribe.set(connection, view);
  }
  return view;
}

/** The parts of node-postgres' Query (pg/lib/query.js) that ShapedQuery reads or replaces. */
interface QueryInternals {
  text: string;
  prepare(connection: unknown): void;
  _result: { fields: FieldDescription[]; rows: unknown[] };
  _accumulateRows: boolean;
  _canceledDueToError: unknown;
  _checkForMultirow(): void;
}
type QueryResultRows = { rows: unknown[] };
const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig) => QueryInternals;

/**
 * node-postgres' query, its rows read by rowReader straight from the values the protocol parser decoded (the text
 * format: runTextStatement asks for no binary). All else (preparing, binding, errors, the end) is node-postgres' own.
 */
class ShapedQuery extends PgQuery {
  private reader: RowReader | null = null;

  /**
   * node-postgres' Parse (the first time on a connection), Bind and Execute, and its Describe of the portal only while
   * the statement's columns are not known yet: a statement's text names its columns (describedColumns), so once one
   * RowDescription was read, the server need not write it again on every run nor the parser read it (some 37 columns
   * for the order list: on 1,000,000 orders, two alternated runs each, Node's CPU 3.5 % less a request, PostgreSQL's
   * 1.5 %). On PGlite (runOnPglite) the Describe was a round trip into the database of its own.
   */
  prepare(connection: object): void {
    const known = describedColumns(PG_READING.cache, this.text);
    if (!known) return super.prepare(connection);
    this.reader = known;
    this._accumulateRows = true;
    super.prepare(withoutDescribe(connection));
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this._checkForMultirow();
    this._result.fields = message.fields;
    this.reader = rowReader(this.text, message.fields);
    this._accumulateRows = true;
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    try {
      this._result.rows.push(this.reader!.read(message.fields));
    } catch (err) {
      this._canceledDueToError = err;
    }
  }
}

/** Runs the query on the pool (which takes a connection and gives it back) or on a taken one (a transaction's). */
function runQuery(client: pg.Pool | pg.Client, query: ShapedQuery): Promise<QueryResultRows> {
  const done =
    client instanceof pg.Pool
      ? (client.query(query as never) as unknown as Promise<QueryResultRows>)
      : new Promise<QueryResultRows>((resolve, reject) => {
          const callback = (err: Error | null, result: QueryResultRows) => (err ? reject(err) : resolve(result));
          Object.assign(query, { callback });
          client.query(query as never);
        });
  // As node-postgres does for its own queries: an error's stack leads back here, not to the socket's read.
  return done.catch((err: unknown) => {
    if (err instanceof Error) Error.captureStackTrace(err);
    throw err;
  });
}

export async function runTextStatement<T>(db: Db, statement: { text: string; params: unknown[] }): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const query = new ShapedQuery({
      name: statementName(statement.text),
      text: statement.text,
      values: statement.params,
    });
    return (await runQuery(client, query)).rows as T[];
  }
  return runOnPglite<T>(client as PGlite, statement.text, statement.params);
}

/** A statement part without parameters as SQL text (rendered once, at load; requests then add only their values). */
const dialect = new PgDialect();
export const sqlText = (part: SQL): string => dialect.sqlToQuery(part).sql;

/** Character codes of the fixed parts of PostgreSQL's UTC timestamp text (isoTimestamp). */
const [DASH, SPACE, COLON, DOT, PLUS, ZERO] = ['-', ' ', ':', '.', '+', '0'].map((c) => c.charCodeAt(0));

/**
 * Whether the text has the fixed parts of PostgreSQL's text of a timestamp with time zone in a UTC session,
 * `2026-11-23 07:39:30.123456+00` (no fraction, or one of 1 to 6 digits), which is all a UTC session writes for
 * the years 1000 to 9999. Checked by character instead of a regular expression: a list page has some 150.
 */
function isPgUtcText(v: string): boolean {
  const n = v.length;
  return (
    (n === 22 || (n >= 24 && n <= 29 && v.charCodeAt(19) === DOT)) &&
    v.charCodeAt(4) === DASH &&
    v.charCodeAt(7) === DASH &&
    v.charCodeAt(10) === SPACE &&
    v.charCodeAt(13) === COLON &&
    v.charCodeAt(16) === COLON &&
    v.charCodeAt(n - 3) === PLUS &&
    v.charCodeAt(n - 2) === ZERO &&
    v.charCodeAt(n - 1) === ZERO
  );
}

/**
 * A timestamp column as `toISOString()` writes it. The database's UTC text is rewritten as text (milliseconds
 * truncated, as `new Date(text)` does) instead of going through a Date: a page of the order list has some 150, and
 * parsing the database's form and writing it again was most of the time spent shaping a page. Any other form goes
 * through Date.
 */
export function isoTimestamp(v: string | Date | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (!isPgUtcText(v)) return new Date(v).toISOString();
  const digits = v.length - 23;
  const millis = digits < 1 ? '000' : digits >= 3 ? v.slice(20, 23) : v.slice(20, 20 + digits).padEnd(3, '0');
  return `${v.slice(0, 10)}T${v.slice(11, 19)}.${millis}Z`;
}

// drizzle's PGlite driver passes, with every query, parsers that leave timestamps, dates, intervals and their arrays
// as text (AS_TEXT: drizzle maps them itself). PGlite merges a query's parsers into its own with an object spread
// (`{ ...this.parsers, ...options.parsers }`), and its own are one per type, every array type included (318): about
// 120 µs a query, a third of a one-row select's time on PGlite (400-520 µs with them, 280-300 without), on every query
// drizzle makes (`npm start`'s database, the journeys' servers, the API tests).
//
// So the PGlite instance itself reads the AS_TEXT types as text, and a query's parsers that only say the same (each
// one gives back the text it is given) are dropped before PGlite sees them: it then reads with its own, without a
// merge. Every other query, exec and template query, in or out of a transaction, gets the instance's former parsers
// for those types under its own (PGlite merges them as it did), so it reads exactly what it read before: Dates from
// `database.query`, as pg gives them on PostgreSQL.
//
// This module loads PGlite: db/client.ts imports it only when it opens a PGlite database.
import { query as template } from '@electric-sql/pglite/template';
import {
  types,
  type PGlite,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { AS_TEXT, AS_TEXT_ARRAYS, asText } from './textStatement.ts';

/** A text only a parser that leaves its value as it is gives back unchanged (case, spaces and a NUL in it). */
const PROBE = ' \u0000Not a Value\t';
const AS_TEXT_SET = new Set(AS_TEXT);

/** Whether a query's parsers say nothing the instance does not already do: only AS_TEXT types, each left as text. */
export const onlyLeavesTextAsText = (parsers: ParserOptions): boolean => {
  for (const key in parsers) {
    if (!AS_TEXT_SET.has(Number(key))) return false;
    const parser = parsers[key as unknown as number];
    if (typeof parser !== 'function' || parser(PROBE) !== PROBE) return false;
  }
  return true;
};

type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
type Exec = (query: string, options?: QueryOptions) => Promise<Results[]>;
type AnyParser = (value: string, typeId?: number) => unknown;

/**
 * Has the PGlite instance read the AS_TEXT types as text: a query whose parsers say only that runs without them, and
 * every other query, exec and template query (of the instance and of its transactions) with the instance's former
 * parsers for those types beneath its own.
 */
export function readTextTypesAsText(pglite: PGlite): void {
  const parsers = pglite.parsers as Record<number, AnyParser | undefined>;
  const former = new Map(AS_TEXT.map((oid) => [oid, parsers[oid]]));
  const before: ParserOptions = {};
  for (const oid of AS_TEXT) {
    const element = AS_TEXT_ARRAYS[oid];
    if (element === undefined) {
      const parser = former.get(oid);
      before[oid] = parser ? (value: string) => parser(value, oid) : asText;
    } else {
      // An array's former parser read its elements with the element type's parser as it was (the instance's looks
      // the element's parser up when it runs, and that one now leaves the text as it is).
      const elementParser = former.has(element) ? former.get(element) : parsers[element];
      before[oid] = (value: string) => types.arrayParser(value, elementParser as never, oid) as unknown;
    }
  }
  for (const oid of AS_TEXT) parsers[oid] = asText;

  const adjusted = (options?: QueryOptions): QueryOptions => {
    if (options?.parsers && onlyLeavesTextAsText(options.parsers)) {
      const { parsers: _sameAsTheInstance, ...rest } = options;
      return rest;
    }
    return { ...options, parsers: { ...before, ...options?.parsers } };
  };
  const wrapQuery =
    (query: Query): Query =>
    (text, params, options) =>
      query(text, params, adjusted(options));
  const wrapExec =
    (exec: Exec): Exec =>
    (text, options) =>
      exec(text, adjusted(options));

  pglite.query = wrapQuery(pglite.query.bind(pglite) as Query) as PGlite['query'];
  pglite.exec = wrapExec(pglite.exec.bind(pglite));
  // The instance's own sql`` calls its query(), the one above.
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const query = wrapQuery(tx.query.bind(tx) as Query);
      tx.query = query as Transaction['query'];
      tx.exec = wrapExec(tx.exec.bind(tx));
      tx.sql = (<T>(strings: TemplateStringsArray, ...params: unknown[]) => {
        const made = template(strings, ...params);
        return query<T>(made.query, made.params);
      }) as Transaction['sql'];
      return callback(tx);
    })) as PGlite['transaction'];
}

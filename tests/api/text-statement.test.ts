// The hot statements' own path (server/db/textStatement.ts: a named statement, its answer read by pg-protocol's
// parser and a compiled row reader) gives the rows the engine's own query() gives, on PGlite and on PostgreSQL: every
// type the console reads, NULLs, Polish text, long values, many rows; an error rejects with the database's code and
// leaves the database usable.
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { AS_TEXT, runTextStatement } from '../../server/db/textStatement.ts';
import { openProjectDatabase, openTestPglite, testPostgres } from './testDatabase.ts';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openProjectDatabase());
});
afterAll(() => dispose?.());

/** The rows as the engine's own query() reads them, with the AS_TEXT types left as text (as drizzle's drivers do). */
async function engineRows(text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const types = {
      getTypeParser: (oid: number, format?: string) =>
        AS_TEXT.includes(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
    };
    return (await client.query({ text, values: params, types } as pg.QueryConfig)).rows;
  }
  const parsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));
  return (await (client as PGlite).query<Record<string, unknown>>(text, params, { rowMode: 'object', parsers })).rows;
}

/**
 * Counts the Describe messages sent to this project's engine from now on: node-postgres' describe() calls, or the
 * frontend messages of code 'D' given to PGlite.
 */
function countDescribes(db: Database['db']): { count: () => number; restore: () => void } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const spy = vi.spyOn(pg.Connection.prototype, 'describe');
    return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
  }
  const spy = vi.spyOn(client as PGlite, 'execProtocolRawStream');
  return {
    count: () => spy.mock.calls.filter(([message]) => message[0] === 'D'.charCodeAt(0)).length,
    restore: () => spy.mockRestore(),
  };
}

const EVERY_TYPE = `
  SELECT $1::int AS id, 'Kraków, ' || $2::text AS city, $3::boolean AS yes, NULL::text AS nothing, '' AS empty,
    '2026-11-23 07:39:30.123456+00'::timestamptz AS at, '2026-11-23 07:39:30'::timestamp AS local,
    '2026-11-23'::date AS day, interval '90 minutes' AS span, ARRAY[1, 2, NULL]::int[] AS ints,
    ARRAY['a', 'ł', NULL]::text[] AS texts, ARRAY['2026-11-23 07:39:30+00']::timestamptz[] AS ats,
    ARRAY[1.5, 2]::numeric[] AS amounts, 12.50::numeric AS amount, 1.25::float8 AS ratio,
    '{"a": [1, "ż"]}'::jsonb AS doc, 9007199254740993::bigint AS big, 7::smallint AS small,
    repeat('Łódź ', 2000) AS long, 'a"b\\c' AS quoted`;

describe('runTextStatement on this project’s engine', () => {
  it('reads every type as the engine’s own query does, the first time and from the named statement', async () => {
    const params = [42, 'ul. Długa 7', true];
    const expected = await engineRows(EVERY_TYPE, params);
    expect(expected).toHaveLength(1);
    expect(await runTextStatement(database.db, { text: EVERY_TYPE, params })).toEqual(expected);
    expect(await runTextStatement(database.db, { text: EVERY_TYPE, params })).toEqual(expected);
  });

  it('reads many rows, NULL parameters and no rows', async () => {
    const text = `SELECT g AS n, 'ł' || g AS label, CASE WHEN g % 3 = 0 THEN NULL ELSE g * 2 END AS twice
      FROM generate_series(1, $1::int) g WHERE $2::text IS NULL OR g::text LIKE $2::text`;
    for (const params of [
      [300, null],
      [300, '1%'],
      [0, null],
    ]) {
      const rows = await runTextStatement(database.db, { text, params });
      expect(rows).toEqual(await engineRows(text, params));
    }
    expect(await runTextStatement(database.db, { text, params: [300, null] })).toHaveLength(300);
  });

  it('describes a statement’s columns on its first run only, and reads the same rows without it after', async () => {
    const text = `SELECT $1::int AS n, 'Łódź ' || $1::text AS city, now() - now() AS span, $1::int > 1 AS more
      FROM generate_series(1, $1::int) /* described once */`;
    // On PGlite a database of its own: a PGlite names at most MAX_NAMED statements and runs other texts through its
    // own query() (described every time), and the worker's database may have named that many in earlier files.
    const own = testPostgres() ? null : await openTestPglite();
    const db = (own ?? database).db;
    const describes = countDescribes(db);
    try {
      const first = await runTextStatement(db, { text, params: [1] });
      const described = describes.count();
      const later = [];
      for (const n of [3, 0, 2]) later.push(await runTextStatement(db, { text, params: [n] }));
      expect(described).toBeGreaterThan(0);
      expect(describes.count()).toBe(described);
      describes.restore();
      expect(first).toEqual(await engineRows(text, [1]));
      for (const [i, n] of [3, 0, 2].entries()) expect(later[i]).toEqual(await engineRows(text, [n]));
      expect(later.map((rows) => rows.length)).toEqual([3, 0, 2]);
    } finally {
      describes.restore();
      await own?.close();
    }
  });

  it('rejects with the database’s error and code, and the next statement runs', async () => {
    const text = 'SELECT 10 / $1::int AS quotient';
    await expect(runTextStatement(database.db, { text, params: [0] })).rejects.toMatchObject({ code: '22012' });
    await expect(runTextStatement(database.db, { text: 'SELECT nope FROM nowhere', params: [] })).rejects.toMatchObject(
      { code: '42P01' },
    );
    expect(await runTextStatement(database.db, { text, params: [2] })).toEqual([{ quotient: 5 }]);
    expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

// PGlite's instance reads timestamps, dates, intervals and their arrays as text itself, and drops a query's parsers
// that say only that (drizzle's, on every query), so that PGlite does not merge them into its own on each query
// (server/db/pgliteParsers.ts). Nothing a caller reads changes: drizzle's queries, in and out of a transaction, in
// either row mode, read what an untouched PGlite reads with drizzle's parsers; other parsers still apply; and
// `database.query` still reads Dates, as an untouched PGlite reads them (and as pg does on PostgreSQL). On `api` only:
// the PostgreSQL pass has no PGlite to test (vitest.config.ts).
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { PGLITE_EXTENSIONS } from '../../server/db/pgliteExtensions.ts';
import { companies } from '../../server/db/schema.ts';
import { onlyLeavesTextAsText } from '../../server/db/pgliteParsers.ts';
import { AS_TEXT } from '../../server/db/textStatement.ts';
import { migratedPgliteImage, openProjectDatabase } from './testDatabase.ts';

let database: Database;
let dispose: () => Promise<void>;
let client: PGlite;
/** A PGlite as PGlite itself opens it (from the run's image), nothing changed: what every answer is compared with. */
let untouched: PGlite;

beforeAll(async () => {
  ({ database, dispose } = await openProjectDatabase());
  client = (database.db as unknown as { $client: PGlite }).$client;
  untouched = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: migratedPgliteImage() });
  await untouched.waitReady;
});
afterAll(async () => {
  await untouched?.close();
  await dispose?.();
});

/** drizzle's PGlite driver's parsers (drizzle-orm/pglite/session.js): each AS_TEXT type left as text. */
const drizzleParsers = () => Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));

const EVERY_TYPE = `
  SELECT $1::int AS id, 'Kraków' AS city, true AS yes, NULL::timestamptz AS nothing,
    '2026-11-23 07:39:30.123456+00'::timestamptz AS at, '2026-11-23 07:39:30'::timestamp AS local,
    '2026-11-23'::date AS day, interval '90 minutes' AS span, ARRAY[1, 2, NULL]::int[] AS ints,
    ARRAY['2026-11-23 07:39:30+00', NULL]::timestamptz[] AS ats, ARRAY['2026-11-23 07:39:30']::timestamp[] AS locals,
    ARRAY['2026-11-23']::date[] AS days, ARRAY[interval '1 hour']::interval[] AS spans,
    ARRAY[1.5, 2]::numeric[] AS amounts, 12.50::numeric AS amount, '{"a": 1}'::jsonb AS doc, 9007199254740993::bigint AS big`;

describe('PGlite reading the AS_TEXT types as text', () => {
  it('gives drizzle’s queries what an untouched PGlite gives them, in both row modes and in a transaction', async () => {
    for (const rowMode of ['array', 'object'] as const) {
      const expected = (await untouched.query(EVERY_TYPE, [7], { rowMode, parsers: drizzleParsers() })).rows;
      expect(expected).toHaveLength(1);
      expect((await client.query(EVERY_TYPE, [7], { rowMode, parsers: drizzleParsers() })).rows).toEqual(expected);
      const inTransaction = await client.transaction(
        async (tx) => (await tx.query(EVERY_TYPE, [7], { rowMode, parsers: drizzleParsers() })).rows,
      );
      expect(inTransaction).toEqual(expected);
    }
    // The text of each: timestamps, dates, intervals and their arrays as PostgreSQL writes them.
    const [row] = (await client.query<Record<string, unknown>>(EVERY_TYPE, [7], { parsers: drizzleParsers() })).rows;
    expect(row).toMatchObject({ at: '2026-11-23 07:39:30.123456+00', day: '2026-11-23', span: '01:30:00' });
    expect(row.ats).toBe('{"2026-11-23 07:39:30+00",NULL}');
  });

  it('reads raw SQL through drizzle as text, as before', async () => {
    const made = (await database.db.execute(sql`SELECT '2026-11-23 07:39:30+00'::timestamptz AS at`)) as unknown as {
      rows: { at: unknown }[];
    };
    expect(made.rows[0].at).toBe('2026-11-23 07:39:30+00');
  });

  it('reads every other query as an untouched PGlite does: other parsers, none, exec and sql, in a transaction too', async () => {
    const parsers = { 1184: (value: string) => `at ${value}`, 23: (value: string) => Number(value) * 2 };
    const withOthers = (await untouched.query<Record<string, unknown>>(EVERY_TYPE, [7], { parsers })).rows;
    expect(withOthers[0]).toMatchObject({ at: 'at 2026-11-23 07:39:30.123456+00', id: 14 });
    // The types the given parsers leave out are read by PGlite's own: Dates, Date arrays.
    expect(withOthers[0].local).toBeInstanceOf(Date);
    expect((withOthers[0].ats as unknown[])[0]).toBeInstanceOf(Date);
    expect((await client.query(EVERY_TYPE, [7], { parsers })).rows).toEqual(withOthers);

    const plain = (await untouched.query<Record<string, unknown>>(EVERY_TYPE, [7])).rows;
    expect(plain[0].at).toBeInstanceOf(Date);
    expect((await client.query(EVERY_TYPE, [7])).rows).toEqual(plain);
    expect(await database.query(EVERY_TYPE, [7])).toEqual(plain);

    const simple = EVERY_TYPE.replace('$1::int', '7');
    const exec = (await untouched.exec(simple))[0].rows;
    expect((await client.exec(simple))[0].rows).toEqual(exec);
    const template = (await untouched.sql<Record<string, unknown>>`SELECT ${'2026-11-23'}::date AS day`).rows;
    expect(template[0].day).toBeInstanceOf(Date);
    expect((await client.sql`SELECT ${'2026-11-23'}::date AS day`).rows).toEqual(template);

    const inTransaction = await client.transaction(async (tx) => ({
      withOthers: (await tx.query(EVERY_TYPE, [7], { parsers })).rows,
      plain: (await tx.query(EVERY_TYPE, [7])).rows,
      exec: (await tx.exec(simple))[0].rows,
      template: (await tx.sql`SELECT ${'2026-11-23'}::date AS day`).rows,
    }));
    expect(inTransaction).toEqual({ withOthers, plain, exec, template });
  });

  it('drops drizzle’s own parsers, and only parsers that leave AS_TEXT types as text', () => {
    // The parsers drizzle's PGlite driver really passes, in both row modes (a drizzle upgrade that passed others would
    // bring the merge on every query back).
    const prepared = database.db.select().from(companies).prepare('pglite_parsers_test') as unknown as {
      queryConfig: QueryOptions;
      rawQueryConfig: QueryOptions;
    };
    expect(Object.keys(prepared.queryConfig.parsers!).length).toBeGreaterThan(0);
    expect(onlyLeavesTextAsText(prepared.queryConfig.parsers!)).toBe(true);
    expect(onlyLeavesTextAsText(prepared.rawQueryConfig.parsers!)).toBe(true);
    expect(onlyLeavesTextAsText(drizzleParsers())).toBe(true);
    expect(onlyLeavesTextAsText({})).toBe(true);
    expect(onlyLeavesTextAsText({ 1184: (value: string) => new Date(value) })).toBe(false);
    expect(onlyLeavesTextAsText({ 25: (value: string) => value })).toBe(false);
    expect(onlyLeavesTextAsText({ 1184: (value: string) => value.trim() })).toBe(false);
  });
});

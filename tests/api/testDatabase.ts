// Each API test file's own database, from what the project's global setup made once (tests/api/global-setup.ts):
// on PGlite (`api`) an in-memory database started from the migrated image, on PostgreSQL (`api-pg`) a database
// copied from the migrated template. Files never share a database at once, so they run in parallel. On PGlite a
// file's database, once the file is done with it, is emptied and kept for the worker's next file: starting one from
// the image costs about 1.2 CPU-seconds, emptying it about 0.1.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { adminStatement, createDatabase, startTempPostgres } from '../../scripts/temp-postgres.ts';

export interface TestPostgres {
  /** A URL of the server's `postgres` database, for CREATE and DROP DATABASE. */
  adminUrl: string;
  /** The migrated template every file's database is copied from. */
  template: string;
}

/** The PostgreSQL server of this run's `api-pg` project, or null when the project runs on PGlite. */
export const testPostgres = (): TestPostgres | null => inject('postgres') ?? null;

let image: Blob | undefined;

/** The run's migrated PGlite image (`api`; undefined on `api-pg`). */
export function migratedPgliteImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (file) image ??= new Blob([readFileSync(file)], { type: 'application/x-tar' });
  return image;
}

/** An in-memory PGlite with every migration, started from the run's migrated image. The caller closes it. */
export async function openTestPglite(): Promise<Database> {
  return openDatabase({ dataDir: 'memory://' }, { pgliteImage: migratedPgliteImage() });
}

/**
 * A new database of its own on a PostgreSQL server, with every migration: a copy of the run's migrated template
 * when the server is the `api-pg` project's (otherwise empty, migrated when the app opens it).
 */
export async function freshPostgresDatabase(adminUrl: string) {
  const shared = testPostgres();
  const template = shared && shared.adminUrl === adminUrl ? shared.template : undefined;
  const { name, url: databaseUrl } = await createDatabase(adminUrl, 'dc_test', template);
  // pg's Pool.end() resolves once its clients are told to end, before their connections are closed: dropping the
  // database WITH (FORCE) at once would terminate a connection still closing, an unhandled error in the test run.
  // So wait for the app's connections to go (55006: the database is being accessed), and force only as a last resort.
  const dropDatabase = async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        return await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      } catch (err) {
        if ((err as { code?: string }).code !== '55006') throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { databaseUrl, dropDatabase };
}

/**
 * A PostgreSQL server for a test that needs one whatever the project (several processes on one database): the
 * `api-pg` project's, TEST_DATABASE_URL's, or a throw-away one of its own (stopped by the returned cleanup).
 */
export function postgresServer(): { adminUrl: string; stop: () => void } {
  const shared = testPostgres();
  if (shared) return { adminUrl: shared.adminUrl, stop: () => undefined };
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: () => undefined };
  const pg = startTempPostgres(40000 + (process.pid % 20000), { inMemory: true });
  if (!pg) throw new Error('This test needs PostgreSQL: apt-get install postgresql, or set TEST_DATABASE_URL');
  return { adminUrl: pg.url, stop: pg.stop };
}

/** The worker's in-memory databases that files have given back, emptied (the worker's files share this module). */
const spare: Database[] = [];

/**
 * Empties a database as the migrated image had it: every table of the schema (RESTART IDENTITY CASCADE) and every
 * sequence restarted. Statements already queued by the app that used it run first (PGlite runs them in order).
 */
async function emptied(database: Database): Promise<Database> {
  const tables = await database.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  if (tables.length > 0) {
    await database.query(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
  }
  const sequences = await database.query<{ name: string }>(
    "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'",
  );
  for (const sequence of sequences) await database.query(`ALTER SEQUENCE ${sequence.name} RESTART`);
  return database;
}

/**
 * The database of a test file, as the test project says: on `api-pg` the URL of a fresh copy of the template (the
 * app opens it), on `api` an open in-memory PGlite from the image (passed to buildApp). `dispose` drops or closes it.
 */
export async function testDatabase(): Promise<{
  databaseUrl?: string;
  database?: Database;
  dispose: () => Promise<void>;
}> {
  const pg = testPostgres();
  if (pg) {
    const { databaseUrl, dropDatabase } = await freshPostgresDatabase(pg.adminUrl);
    return { databaseUrl, dispose: dropDatabase };
  }
  const database = spare.pop() ?? (await openTestPglite());
  return { database, dispose: async () => void spare.push(await emptied(database)) };
}

/**
 * The file's database (testDatabase) opened whatever the project (the demo seed's tests, the app's log lines and
 * headers open it themselves): on `api-pg` the copy of the template opened here, so each file runs on PostgreSQL too
 * (they used to open PGlite on both). `dispose` closes what was opened here and gives the database back.
 */
export async function openProjectDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const made = await testDatabase();
  if (made.database) return { database: made.database, dispose: made.dispose };
  const database = await openDatabase({ databaseUrl: made.databaseUrl, dataDir: '' });
  return {
    database,
    dispose: async () => {
      await database.close();
      await made.dispose();
    },
  };
}

// One database API over two engines: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import type { AppConfig } from '../config.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs raw SQL text and returns its rows (benchmarks, diagnostics). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The node-postgres pool, when on PostgreSQL (socket.io adapter). */
  pool?: import('pg').Pool;
  /** PGlite only: an image of its data directory (`dumpDataDir`, uncompressed), which `pgliteImage` starts from. */
  pgliteImage?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /**
   * An in-memory PGlite starts from this image of a data directory (PGlite's `dumpDataDir`) instead of an empty one:
   * the API tests boot each file's database from one migrated image rather than running initdb and every migration.
   */
  pgliteImage?: Blob;
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Named (prepared) statements, the session lookup and the order list (db/textStatement.ts), use their generic
    // plan from the first run on: planning the order list cost more of the server's CPU than running it, and with
    // `auto` PostgreSQL keeps planning it again on every run because its generic estimate of a date range is rough.
    // Unnamed statements, all the others, are planned on every run as before.
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Several processes may start at once: one migrates, the others wait on the advisory lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727001)');
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
      client.release();
    }
    return {
      db,
      engine: 'postgres',
      pool,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const memory = !config.dataDir || config.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(config.dataDir, { recursive: true });
  const { PGLITE_EXTENSIONS } = await import('./pgliteExtensions.ts');
  const client = memory
    ? new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.pgliteImage })
    : new PGlite(config.dataDir, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  // As on a server (above): the named statements of db/textStatement.ts use their generic plan from the first run.
  await client.exec('SET plan_cache_mode = force_generic_plan');
  return {
    db,
    engine: 'pglite',
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    pgliteImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}

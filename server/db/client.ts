// One database API over two engines: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import * as schema from './schema.ts';
import type { AppConfig } from '../config.ts';
import { MIGRATIONS_DIR } from '../projectRoot.ts';
import { isDatabaseUnavailable, OutageLog, unavailableReason } from './availability.ts';
import { PrincipalChangeFeed, type PrincipalChanges } from './principalChanges.ts';

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
  /** PostgreSQL only: logs when the server goes away and when it is back (db/availability.ts). */
  outage?: OutageLog;
  /** Committed changes of the rows a principal is read from, as this process hears them (db/principalChanges.ts). */
  principalChanges: PrincipalChanges;
  /** Whether every migration of this build is applied (readiness). */
  migrated(): Promise<boolean>;
  close(): Promise<void>;
}

/** The migrations this build carries (drizzle's journal), which `migrated()` compares with the database's. */
const migrationCount = async (): Promise<number> => {
  const { readFile } = await import('node:fs/promises');
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
};
const appliedMigrations = 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations';

/** A start that waited for the database (or for another process's migrations) as long as it was allowed. */
export class DatabaseWaitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseWaitError';
  }
}

/** "host:port" of a PostgreSQL URL, for log lines (never its user or password). */
export const databaseAddress = (databaseUrl: string): string => {
  const url = new URL(databaseUrl);
  return `${url.hostname || 'localhost'}:${url.port || 5432}`;
};

/** A new connection to the PostgreSQL server gives up after this long. */
const CONNECT_TIMEOUT_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** At most one "waiting for …" line this often. */
const WAIT_LINE_EVERY_MS = 5_000;
const noLog: Pick<Logger, 'warn' | 'info'> = { warn: () => undefined, info: () => undefined };

export interface OpenDatabaseOptions {
  /**
   * An in-memory PGlite starts from this image of a data directory (PGlite's `dumpDataDir`) instead of an empty one:
   * the API tests boot each file's database from one migrated image rather than running initdb and every migration.
   */
  pgliteImage?: Blob;
  /** Where the lines about waiting for the server and about outages go (none when absent). */
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** PostgreSQL: how long `close` waits for connections still checked out (POOL_END_WAIT_MS unless a test says). */
  poolEndWaitMs?: number;
}

/** How long closing the pool waits for the connections still checked out to be given back. */
const POOL_END_WAIT_MS = 5_000;

/**
 * Ends the pool: its idle connections at once, each checked-out one once it is given back. A connection that never is
 * (its holder lost it: the server ended it while it was held) kept pg's end waiting for ever, and with its socket gone
 * Node had nothing left to wait on, so a graceful stop ended at this step with exit code 1 (a clean-clone run's
 * rolling restart, after a restart of the database, on 30 November). After `waitMs` the pool is left to the process's
 * exit, and a line says how many connections were still out.
 */
async function endPool(pool: import('pg').Pool, waitMs: number, logger: Pick<Logger, 'warn'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), waitMs)));
  const ended = await Promise.race([pool.end().then(() => 'ended' as const), waited]);
  clearTimeout(timer);
  if (ended === 'waited') {
    const out = pool.totalCount - pool.idleCount;
    logger.warn(`closing the database: ${out} connection(s) still checked out after ${waitMs} ms, closed without them`);
  }
}

/**
 * Tries `attempt` until it answers (not undefined), while it fails with `retryable` and the deadline allows: backoff from 250 ms to
 * 5 s, one line at most every 5 s; then a DatabaseWaitError saying what it waited for and why it gave up.
 */
async function waitFor<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  {
    deadline,
    retryable,
    logger,
  }: { deadline: number; retryable: (error: unknown) => boolean; logger: Pick<Logger, 'warn'> },
): Promise<T> {
  let delay = 250;
  let lastLine = 0;
  for (;;) {
    let reason = '';
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      if (!retryable(error)) throw error;
      reason = `: ${unavailableReason(error)}`;
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new DatabaseWaitError(`gave up waiting for ${what}${reason}`);
    if (Date.now() - lastLine >= WAIT_LINE_EVERY_MS) {
      lastLine = Date.now();
      logger.warn(`waiting for ${what}${reason}`);
    }
    await sleep(Math.min(delay, left));
    delay = Math.min(delay * 2, 5_000);
  }
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'databaseWaitSeconds'>>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const logger = options.logger ?? noLog;
  // Both engines' answers are read by pg-protocol's parser (PGlite's hot statements too: db/textStatement.ts).
  (await import('./pgDataRows.ts')).installDataRowReader();
  if (config.databaseUrl) {
    const { Pool, Client } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Named (prepared) statements, the session lookup and the order list (db/textStatement.ts), use their generic
    // plan from the first run on: planning the order list cost more of the server's CPU than running it, and with
    // `auto` PostgreSQL keeps planning it again on every run because its generic estimate of a date range is rough.
    // Unnamed statements, all the others, are planned on every run as before.
    const principalChanges = new PrincipalChangeFeed();
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Each connection listens for changes of the principals' rows before it is handed out.
      onConnect: (client) => principalChanges.listenOn(client),
      options: '-c plan_cache_mode=force_generic_plan',
      keepAlive: true,
      // While the server is away a request gets its 503 within seconds rather than waiting on a connection that does
      // not come: each new connection gives up after 3 s. On the client, not the pool: the pool's own timeout also
      // bounds the wait for a free connection, which under a burst of load is no outage (it turned 1,000 concurrent
      // stock transfers into 503s).
      Client: class extends Client {
        constructor(config?: ConstructorParameters<typeof Client>[0]) {
          super({ ...(typeof config === 'object' ? config : {}), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        }
      },
    });
    // A connection the server ends (a restart, a failover, an administrator) emits 'error': on an idle client the
    // pool re-emits it, on a checked-out one without a query (the socket.io adapter's LISTEN) the client does. Either,
    // unheard, ended the process. The pool drops the broken client and opens new ones once the server is back.
    const outage = new OutageLog(logger);
    pool.on('error', (error) => outage.failed(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => outage.failed(error));
      outage.answered();
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const address = databaseAddress(config.databaseUrl);
    const deadline = Date.now() + (config.databaseWaitSeconds ?? 60) * 1000;
    try {
      // A start before the server (containers starting together) waits for it.
      const client = await waitFor(`the database at ${address}`, () => pool.connect(), {
        deadline,
        retryable: isDatabaseUnavailable,
        logger,
      });
      try {
        // Several processes may start at once: one migrates, the others wait on the advisory lock.
        await waitFor(
          `another process to finish migrating the database at ${address}`,
          async () => ((await client.query('SELECT pg_try_advisory_lock(727001) AS ok')).rows[0].ok ? true : undefined),
          { deadline, retryable: () => false, logger },
        );
        try {
          await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        }
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const expected = await migrationCount();
    return {
      db,
      engine: 'postgres',
      pool,
      outage,
      principalChanges,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      migrated: async () => (await pool.query(appliedMigrations)).rows[0].n >= expected,
      close: async () => {
        principalChanges.closed();
        await endPool(pool, options.poolEndWaitMs ?? POOL_END_WAIT_MS, logger);
      },
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
  // drizzle's queries without PGlite merging their parsers into its own on each one (db/pgliteParsers.ts).
  const { readTextTypesAsText } = await import('./pgliteParsers.ts');
  readTextTypesAsText(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  // As on a server (above): the named statements of db/textStatement.ts use their generic plan from the first run.
  await client.exec('SET plan_cache_mode = force_generic_plan');
  const principalChanges = new PrincipalChangeFeed();
  await principalChanges.listenOnPglite(client);
  const expected = await migrationCount();
  return {
    db,
    engine: 'pglite',
    principalChanges,
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    migrated: async () => ((await client.query(appliedMigrations)).rows[0] as { n: number }).n >= expected,
    pgliteImage: () => client.dumpDataDir('none'),
    close: async () => {
      principalChanges.closed();
      await client.close();
    },
  };
}

export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}

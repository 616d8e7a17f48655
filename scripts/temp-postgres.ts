// A throw-away PostgreSQL server on 127.0.0.1 for benchmarks and the tests (the Debian binaries; run as the postgres
// user when root), and the databases made on a server for a run (the API tests' and the fuzzer's).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_SHM, devShmIsLarge } from './devShm.ts';

export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  return null;
}

/** A throw-away PostgreSQL server's data folder and the pg_ctl calls that start, stop and restart it. */
export interface TempPostgres {
  url: string;
  /**
   * The same server over its Unix-domain socket (in the data folder's parent): the API tests' connections. A query
   * costs the client less than over TCP on 127.0.0.1 (20,000 queries: 0.66 against 0.78 CPU-seconds in Node).
   */
  socketUrl: string;
  port: number;
  /** Starts it and resolves once it accepts connections (the test's event loop keeps running meanwhile). */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: connections are terminated ("terminating connection due to administrator command"). */
  stop(): Promise<void>;
  /** The same start, synchronously (a setup that has nothing else to do). */
  startNow(): void;
  /** Stops it if it runs and removes its folder. */
  remove(): void;
}

export interface TempPostgresOptions {
  /**
   * Keep the data folder in memory (/dev/shm, when it is large enough: scripts/devShm.ts): for the tests, whose every file creates a
   * database and drops it. On ext4 each CREATE DATABASE makes about a thousand files, and once many were deleted
   * ext4 searches past the recently deleted inodes for each new one: the server's kernel time was a third of the API
   * suite's CPU on PostgreSQL. The benchmarks keep the default, a folder on disk like a real server's.
   */
  inMemory?: boolean;
}

/** Makes (initdb) a PostgreSQL data folder served on 127.0.0.1:port when started; null without the binaries. */
export function createTempPostgres(port = 54339, { inMemory = false }: TempPostgresOptions = {}): TempPostgres | null {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(inMemory && devShmIsLarge() ? DEV_SHM : os.tmpdir(), 'dc-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0)
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, uid);
  }
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: 'pipe' });
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(...command(cmd, args), (error) => (error ? reject(error) : resolve())),
    );
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const running = () => existsSync(path.join(data, 'postmaster.pid'));
  const startArgs = ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start'];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    port,
    start: () => runAsync('pg_ctl', startArgs),
    startNow: () => void run('pg_ctl', startArgs),
    stop: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      try {
        if (running()) run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function startTempPostgres(
  port = 54339,
  options: TempPostgresOptions = {},
): { url: string; socketUrl: string; stop: () => void } | null {
  const pg = createTempPostgres(port, options);
  if (!pg) return null;
  pg.startNow();
  return { url: pg.url, socketUrl: pg.socketUrl, stop: pg.remove };
}

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE run outside transactions and pools). */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of adminUrl, named from the prefix, the process and a random part (a copy of
 * `template` when one is named): its name and URL.
 */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminStatement(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

// Backup and restore of the embedded database (PGlite in DATA_DIR): `npm run backup -- FILE` and
// `npm run restore -- FILE` (scripts/backup.ts, scripts/restore.ts).
//
// The backup is PGlite's own dump of its data folder (`dumpDataDir`), a .tar.gz that `new PGlite(dir, { loadDataDir })`
// loads back. PGlite tars the whole folder, not only the database's files: the company logos in `<dataDir>/images`
// (imagesDirOf, server/services/companies.ts) are in it and come back with a restore. Our lock file (server.pid,
// db/dataDirLock.ts) is left out of the archive. Logos kept outside the folder (IMAGES_DIR elsewhere) are not
// included: the scripts say so.
//
// Both refuse while a live process holds the folder (the server: a backup taken under it could be torn) and hold it
// themselves while they work. A restore goes only into an empty or missing folder; with `force` a non-empty one is
// first renamed aside to `<dataDir>.before-restore-<timestamp>` (never deleted). A restore is opened once at the end
// to check it answers a query; when anything fails, the partial folder is removed and the previous one put back.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pgliteExtensions.ts';
import { LOCK_FILE, lockDataDir, dataDirInUse, DataDirInUseError } from './dataDirLock.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A refusal or failure the scripts print as one line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What to run instead when the database is a PostgreSQL server (DATABASE_URL). */
export const pgDumpCommand = (file = 'FILE') => `pg_dump --format=custom --file=${shellQuote(file)} "$DATABASE_URL"`;
export const pgRestoreCommand = (file = 'FILE') =>
  `pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${shellQuote(file)}`;
const shellQuote = (s: string) => (/^[\w./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

export interface ProgressOptions {
  /** Progress lines (the scripts print them). */
  log?: (line: string) => void;
}

export interface BackupOptions extends ProgressOptions {
  /** Overwrite an existing FILE. */
  force?: boolean;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Files and folders in the archive. */
  entries: number;
  /** Files under images/ (company logos). */
  images: number;
  ms: number;
}

export interface RestoreOptions extends ProgressOptions {
  /** Move a non-empty dataDir aside instead of refusing. */
  force?: boolean;
}

export interface RestoreResult {
  dataDir: string;
  /** Where the previous, non-empty folder went (force). */
  movedAsideTo?: string;
  bytes: number;
  images: number;
  /** Tables of the public schema, and rows of two of them, read from the restored database. */
  tables: number;
  orders?: number;
  operators?: number;
  ms: number;
}

/** "4.4 MB", "812 kB", "96 B". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(0)} kB`;
  return `${bytes} B`;
}

const isMemory = (dataDir: string) => !dataDir || dataDir.startsWith('memory://');
const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));
const isInside = (child: string, parent: string) => {
  const rel = path.relative(path.resolve(parent), path.resolve(child));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

// ---- The archive (ustar, as PGlite writes it) -----------------------------------------------------------------------

interface TarEntry {
  /** Path inside the folder, without a leading "/" or "./". */
  name: string;
  type: 'file' | 'dir' | 'other';
  /** Byte range of the entry's header and data in the archive. */
  start: number;
  end: number;
}

const BLOCK = 512;
const text = (bytes: Uint8Array) => {
  const zero = bytes.indexOf(0);
  return Buffer.from(zero >= 0 ? bytes.subarray(0, zero) : bytes).toString('utf8');
};

/** The entries of an uncompressed tar; throws BackupError when it is not one. */
function tarEntries(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break; // the end blocks
    if (!text(header.subarray(257, 263)).startsWith('ustar')) throw new BackupError('not a tar archive');
    const sizeText = text(header.subarray(124, 136)).trim();
    const size = sizeText ? parseInt(sizeText, 8) : 0;
    if (!Number.isFinite(size) || size < 0) throw new BackupError('damaged tar archive');
    const prefix = text(header.subarray(345, 345 + 131));
    const raw = (prefix ? `${prefix}/` : '') + text(header.subarray(0, 100));
    const flag = String.fromCharCode(header[156]!);
    const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'dir' : 'other';
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) throw new BackupError('the archive is cut short');
    entries.push({ name: raw.replace(/^(\.?\/)+/, ''), type, start: offset, end });
    offset = end;
  }
  return entries;
}

/** The tar without the entries `drop` names. */
function withoutEntries(tar: Uint8Array, entries: TarEntry[], drop: (entry: TarEntry) => boolean): Uint8Array {
  const dropped = entries.filter(drop);
  if (!dropped.length) return tar;
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const entry of dropped) {
    parts.push(tar.subarray(from, entry.start));
    from = entry.end;
  }
  parts.push(tar.subarray(from));
  return Buffer.concat(parts);
}

const isLockFile = (entry: TarEntry) => entry.name === LOCK_FILE;
const countImages = (entries: TarEntry[]) =>
  entries.filter((e) => e.type === 'file' && e.name.startsWith('images/')).length;

// ---- Backup ---------------------------------------------------------------------------------------------------------

/**
 * Writes PGlite's dump of dataDir (gzip'd tar, without the lock file) to file. Refuses (BackupError,
 * DataDirInUseError) an in-memory or missing database, a folder held by a live process, a file inside the folder, and
 * an existing file unless `force`. The file appears whole or not at all (written aside, then renamed).
 */
export async function backupDataDir(dataDir: string, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  if (isMemory(dataDir)) throw new BackupError('DATA_DIR is an in-memory database: nothing to back up');
  if (!hasDatabase(dataDir))
    throw new BackupError(`no database in ${dataDir} (no PG_VERSION there): nothing to back up`);
  if (isInside(file, dataDir))
    throw new BackupError(`write the backup outside ${dataDir} (it would end up in the next backups)`);
  if (existsSync(file) && !options.force)
    throw new BackupError(`${file} exists: choose another name, or add --force to overwrite it`);
  if (existsSync(file) && statSync(file).isDirectory()) throw new BackupError(`${file} is a folder: name a file`);
  const release = lockDataDir(dataDir); // DataDirInUseError while the server holds it; a server started meanwhile refuses
  try {
    log(`Backing up the embedded database in ${dataDir}…`);
    const pg = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
    let tar: Uint8Array;
    try {
      await pg.waitReady;
      await pg.exec('CHECKPOINT'); // every change in the data files, not only in the write-ahead log
      tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    } finally {
      await pg.close();
    }
    const entries = tarEntries(tar);
    if (!entries.some((e) => e.name === 'PG_VERSION'))
      throw new BackupError('the dump holds no database (no PG_VERSION): nothing written');
    const kept = entries.filter((e) => !isLockFile(e));
    const archive = await gzipAsync(withoutEntries(tar, entries, isLockFile));
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial-${process.pid}`;
    try {
      await writeFile(partial, archive);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return {
      file,
      bytes: archive.length,
      entries: kept.length,
      images: countImages(kept),
      ms: performance.now() - started,
    };
  } finally {
    release();
  }
}

// ---- Restore --------------------------------------------------------------------------------------------------------

/** The archive's tar (gunzipped when it is gzip'd) and its entries; BackupError when it is no backup of ours. */
async function readArchive(file: string): Promise<{ tar: Uint8Array; entries: TarEntry[]; bytes: number }> {
  if (!existsSync(file)) throw new BackupError(`${file} not found`);
  if (statSync(file).isDirectory()) throw new BackupError(`${file} is a folder: name the backup file`);
  const raw = await readFile(file);
  let tar: Uint8Array = raw;
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      tar = await gunzipAsync(raw);
    } catch {
      throw new BackupError(`${file} is a damaged .gz file`);
    }
  }
  let entries: TarEntry[];
  try {
    entries = tarEntries(tar);
  } catch (err) {
    throw new BackupError(`${file} is not a backup of the embedded database (${(err as Error).message})`);
  }
  if (!entries.some((e) => e.name === 'PG_VERSION')) {
    throw new BackupError(`${file} is not a backup of the embedded database (no PG_VERSION inside)`);
  }
  return { tar, entries, bytes: raw.length };
}

const timestamp = (d = new Date()) => d.toISOString().slice(0, 19).replace(/:/g, '-');

/** `<dataDir>.before-restore-<timestamp>`, with a counter when that name is taken. */
function asideName(dataDir: string): string {
  const base = `${path.resolve(dataDir)}.before-restore-${timestamp()}`;
  let name = base;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

/** Counts read from a database to show it answers (orders and operators only when those tables exist). */
async function checkAnswers(dataDir: string): Promise<Pick<RestoreResult, 'tables' | 'orders' | 'operators'>> {
  const pg = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await pg.waitReady;
    const [{ tables }] = (
      await pg.query<{ tables: number }>(
        `SELECT count(*)::int AS tables FROM pg_catalog.pg_tables WHERE schemaname = 'public'`,
      )
    ).rows;
    const count = async (table: string) => {
      const exists = (
        await pg.query(`SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = 'public' AND tablename = $1`, [table])
      ).rows.length;
      return exists
        ? (await pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${table}`)).rows[0]!.n
        : undefined;
    };
    return { tables, orders: await count('orders'), operators: await count('operators') };
  } finally {
    await pg.close();
  }
}

/**
 * Creates the database of dataDir from a backup (backupDataDir's file, or any dumpDataDir tarball). dataDir must be
 * missing or empty; with `force` a non-empty one is renamed aside first. Refuses while a live process holds it.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  if (isMemory(dataDir)) throw new BackupError('DATA_DIR is an in-memory database: nothing to restore into');
  if (isInside(file, dataDir))
    throw new BackupError(`the backup lies inside ${dataDir}: move it out of the folder first`);
  const { tar, entries, bytes } = await readArchive(file);
  const existed = existsSync(dataDir);
  if (existed && !statSync(dataDir).isDirectory()) throw new BackupError(`${dataDir} is not a folder`);
  const holder = existed ? dataDirInUse(dataDir) : null;
  if (holder) throw new DataDirInUseError(dataDir, holder);
  const nonEmpty = existed && readdirSync(dataDir).length > 0;
  if (nonEmpty && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty: restore into an empty or new folder, or add --force to move it aside first`,
    );
  }
  let movedAsideTo: string | undefined;
  if (nonEmpty) {
    movedAsideTo = asideName(dataDir);
    await rename(dataDir, movedAsideTo);
    log(`Moved the previous ${dataDir} aside to ${movedAsideTo}`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir); // creates the folder; a server started meanwhile refuses
  } catch (err) {
    if (movedAsideTo)
      throw new BackupError(`${(err as Error).message} (the previous folder is kept at ${movedAsideTo})`);
    throw err;
  }
  let done = false;
  try {
    log(`Restoring ${file} (${formatBytes(bytes)}) into ${dataDir}…`);
    const load = withoutEntries(tar, entries, isLockFile); // keep our lock, not the one of the process that made it
    const pg = new PGlite(dataDir, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([load as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' }),
    });
    try {
      await pg.waitReady;
    } finally {
      await pg.close();
    }
    const counts = await checkAnswers(dataDir);
    done = true;
    return { dataDir, movedAsideTo, bytes, images: countImages(entries), ...counts, ms: performance.now() - started };
  } finally {
    release();
    if (!done) {
      // Leave things as they were: no half-restored folder, the previous one back in its place.
      rmSync(dataDir, { recursive: true, force: true });
      if (movedAsideTo) await rename(movedAsideTo, dataDir);
      else if (existed) mkdirSync(dataDir, { recursive: true });
    }
  }
}

// Restores the embedded database (PGlite in DATA_DIR, see server/config.ts) from a file of `npm run backup`:
//   npm run restore -- FILE [--force]
// DATA_DIR must be empty or missing; --force first renames a non-empty one aside to
// DATA_DIR.before-restore-<timestamp> (never deleted). Refuses while the server holds DATA_DIR. The company logos
// of the backup come back in DATA_DIR/images. The restored database is opened once to check it answers. With
// DATABASE_URL (a PostgreSQL server) it refuses and names the pg_restore command to use.
import path from 'node:path';
import type { AppConfig } from '../server/config.ts';
import { BackupError, pgRestoreCommand, restoreDataDir } from '../server/db/backup.ts';
import { DataDirInUseError } from '../server/db/dataDirLock.ts';
import { imagesDirOf } from '../server/services/companies.ts';
import { runWhenStarted, startCommand, writeLine as line, type ParsedArgs, type ScriptIo } from './cliSupport.ts';

export const USAGE =
  'usage: npm run restore -- FILE [--force]   (FILE: a backup of npm run backup; stop the server first)';

/** FILE [--force] [--help], as backup and restore take them. */
export function parseFileArgs(argv: string[]): ParsedArgs<{ file: string; force: boolean }> {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--force') force = true;
    else if (arg.startsWith('-')) return { error: `unknown option ${arg}` };
    else if (file !== undefined) return { error: 'one FILE only' };
    else file = arg;
  }
  if (!file) return { error: 'FILE is missing' };
  return { file, force };
}

/** A note when the logos live outside DATA_DIR (IMAGES_DIR elsewhere): they are not in the backup. */
export function outsideImagesNote(dataDir: string, imagesDir: string): string | null {
  const rel = path.relative(path.resolve(dataDir), path.resolve(imagesDir));
  const inside = rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  return inside
    ? null
    : `Note: the company logos are in IMAGES_DIR=${imagesDir}, outside DATA_DIR: they are not in the backup; copy that folder yourself.`;
}

/**
 * The work of backup and restore on DATA_DIR: `work` (given the progress log) answers the lines of its summary, then
 * the note on logos outside DATA_DIR follows; exit 0. A failure prints `name: ` and the error's message (a known
 * error) or its stack; exit 1.
 */
export async function runOnDataDir(
  name: string,
  config: AppConfig,
  io: ScriptIo,
  work: (log: (text: string) => void) => Promise<string[]>,
): Promise<number> {
  try {
    for (const text of await work((text) => line(io.stdout, text))) line(io.stdout, text);
    const note = outsideImagesNote(config.dataDir, imagesDirOf(config));
    if (note) line(io.stdout, note);
    return 0;
  } catch (err) {
    const known = err instanceof BackupError || err instanceof DataDirInUseError;
    line(
      io.stderr,
      `${name}: ${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return 1;
  }
}

/** Runs the command; answers the exit code. */
export async function main(argv: string[], io: ScriptIo): Promise<number> {
  const started = startCommand('restore', USAGE, parseFileArgs(argv), io);
  if (typeof started === 'number') return started;
  const { args, config } = started;
  if (config.databaseUrl) {
    line(io.stderr, `restore: DATABASE_URL is set (PostgreSQL server): restore with  ${pgRestoreCommand(args.file)}`);
    return 1;
  }
  return runOnDataDir('restore', config, io, async (log) => {
    const result = await restoreDataDir(args.file, config.dataDir, { force: args.force, log });
    const counts = [`${result.tables} tables`];
    if (result.orders !== undefined) counts.push(`${result.orders} orders`);
    if (result.operators !== undefined) counts.push(`${result.operators} operators`);
    counts.push(result.images === 1 ? '1 image' : `${result.images} images`);
    const summary = [
      `Restored ${config.dataDir} in ${(result.ms / 1000).toFixed(1)} s: it answers (${counts.join(', ')}).`,
    ];
    if (result.movedAsideTo)
      summary.push(`The previous folder is kept at ${result.movedAsideTo} (delete it when you no longer need it).`);
    return summary;
  });
}

await runWhenStarted(import.meta.url, main);

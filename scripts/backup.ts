// Backs up the embedded database (PGlite in DATA_DIR, see server/config.ts) to a .tar.gz file:
//   npm run backup -- FILE [--force]
// Stop the server first: the folder belongs to one process, and the script refuses while the server holds it. The
// archive is PGlite's dump of the whole folder, company logos (DATA_DIR/images) included (server/db/backup.ts);
// `npm run restore -- FILE` brings it back. With DATABASE_URL (a PostgreSQL server) it refuses and names the pg_dump
// command to use. --force overwrites an existing FILE.
import { pathToFileURL } from 'node:url';
import { backupDataDir, BackupError, formatBytes, pgDumpCommand } from '../server/db/backup.ts';
import { DataDirInUseError } from '../server/db/dataDirLock.ts';
import { imagesDirOf } from '../server/services/companies.ts';
import { startCommand, writeLine as line, type ScriptIo } from './cliSupport.ts';
import { outsideImagesNote, parseFileArgs } from './restore.ts';

export const USAGE = 'usage: npm run backup -- FILE [--force]   (FILE: a .tar.gz to write; stop the server first)';

/** Runs the command; answers the exit code. */
export async function main(argv: string[], io: ScriptIo): Promise<number> {
  const started = startCommand('backup', USAGE, parseFileArgs(argv), io);
  if (typeof started === 'number') return started;
  const { args, config } = started;
  if (config.databaseUrl) {
    line(io.stderr, `backup: DATABASE_URL is set (PostgreSQL server): back it up with  ${pgDumpCommand(args.file)}`);
    return 1;
  }
  try {
    const result = await backupDataDir(config.dataDir, args.file, {
      force: args.force,
      log: (text) => line(io.stdout, text),
    });
    const images = result.images === 1 ? '1 image' : `${result.images} images`;
    line(
      io.stdout,
      `Wrote ${result.file}: ${formatBytes(result.bytes)} (${result.entries} files and folders, ${images}) in ${(result.ms / 1000).toFixed(1)} s`,
    );
    const note = outsideImagesNote(config.dataDir, imagesDirOf(config));
    if (note) line(io.stdout, note);
    return 0;
  } catch (err) {
    const known = err instanceof BackupError || err instanceof DataDirInUseError;
    line(
      io.stderr,
      `backup: ${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}

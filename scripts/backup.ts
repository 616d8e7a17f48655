// Backs up the embedded database (PGlite in DATA_DIR, see server/config.ts) to a .tar.gz file:
//   npm run backup -- FILE [--force]
// Stop the server first: the folder belongs to one process, and the script refuses while the server holds it. The
// archive is PGlite's dump of the whole folder, company logos (DATA_DIR/images) included (server/db/backup.ts);
// `npm run restore -- FILE` brings it back. With DATABASE_URL (a PostgreSQL server) it refuses and names the pg_dump
// command to use. --force overwrites an existing FILE.
import { backupDataDir, formatBytes, pgDumpCommand } from '../server/db/backup.ts';
import { runWhenStarted, startCommand, writeLine as line, type ScriptIo } from './cliSupport.ts';
import { parseFileArgs, runOnDataDir } from './restore.ts';

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
  return runOnDataDir('backup', config, io, async (log) => {
    const result = await backupDataDir(config.dataDir, args.file, { force: args.force, log });
    const images = result.images === 1 ? '1 image' : `${result.images} images`;
    return [
      `Wrote ${result.file}: ${formatBytes(result.bytes)} (${result.entries} files and folders, ${images}) in ${(result.ms / 1000).toFixed(1)} s`,
    ];
  });
}

await runWhenStarted(import.meta.url, main);

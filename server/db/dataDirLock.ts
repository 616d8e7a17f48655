// The embedded database (PGlite in DATA_DIR) belongs to one process at a time: two processes on the same folder, or a
// backup copied while the server writes, corrupt or tear it. The process that opens the folder writes
// `<dataDir>/server.pid` ({pid, startedAt}) and removes it when it is done; the others (the backup, restore and
// create-admin scripts, a second server) refuse while a live process holds it. A file left by a process that died
// is stale and ignored (its pid no longer answers process.kill(pid, 0)).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.pid';

export interface DataDirHolder {
  pid: number;
  /** ISO time the holder took the folder (absent in a file written by hand). */
  startedAt?: string;
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** The refusal every tool gives while a live process holds the folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(`the server is running on ${dataDir} (pid ${holder.pid}): stop it first`);
    this.name = 'DataDirInUseError';
  }
}

/** Whether the process is alive: signal 0 checks without sending anything (EPERM: alive, owned by another user). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder written in the lock file, or null when there is none or it cannot be read. */
function readHolder(dataDir: string): DataDirHolder | null {
  let text: string;
  try {
    text = readFileSync(lockFileOf(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<DataDirHolder>;
    if (typeof parsed.pid === 'number')
      return { pid: parsed.pid, startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : undefined };
  } catch {
    // a plain pid, as `echo $$ > server.pid` writes it
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? { pid } : null;
}

/** The live process holding the folder (this one included), or null when it is free (no lock file, or a stale one). */
export function dataDirInUse(dataDir: string): DataDirHolder | null {
  const holder = readHolder(dataDir);
  return holder && pidAlive(holder.pid) ? holder : null;
}

/**
 * Takes the folder for this process: writes `<dataDir>/server.pid` (a stale file is replaced) and returns the release
 * function, which removes the file if it is still this process's (idempotent; also run on process exit). Throws
 * DataDirInUseError when a live process holds it already.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const mine: DataDirHolder = { pid: process.pid, startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx' }); // only when absent: of two processes starting at once, one wins
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = dataDirInUse(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      if (attempt >= 2) throw err;
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}

// An API server of a benchmark in a process of its own (scripts/bench/serverProcessMain.ts: buildApp on a PostgreSQL
// database, listening on a free local port): the reports benchmark measures its memory apart from the benchmark's,
// and the fan-out benchmark connects half its consoles to it, a second process beside the benchmark's own server.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A process's /proc/<pid>/stat fields after "(comm)": state (0), ppid (1), … utime (11), stime (12), cutime, cstime. */
export function procStat(pid: number | string): string[] {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** USER_HZ on Linux: /proc's CPU times count hundredths of a second. */
export const PROC_TICKS_PER_SECOND = 100;

/** The CPU time (user + system, ms) a process of this machine has used so far, from /proc (Linux). */
export function processCpuMs(pid: number): number {
  const fields = procStat(pid);
  return ((Number(fields[11]) + Number(fields[12])) / PROC_TICKS_PER_SECOND) * 1000;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the server on `databaseUrl`, signing and checking tokens with `jwtSecret`; resolves once it listens. */
export async function startServerProcess(databaseUrl: string, jwtSecret: string): Promise<ServerProcess> {
  const child = fork(path.join(import.meta.dirname, 'serverProcessMain.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench: the server process exited (${code})`)));
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

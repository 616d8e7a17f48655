// An API server of a benchmark in a process of its own (scripts/bench/serverProcessMain.ts: buildApp on a PostgreSQL
// database, listening on a free local port): the reports benchmark measures its memory apart from the benchmark's,
// and the fan-out benchmark connects half its consoles to it, a second process beside the benchmark's own server.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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

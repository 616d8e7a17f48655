// Real server processes for the start-up tests: the server's bundle as `npm start` runs it (after its build, with
// `node --enable-source-maps`), with a clean environment, JSON log lines on standard output read as they come. The
// project's own bundle is built once for the run (tests/process/global-setup.ts, TEST_BUNDLE); a copy of the project
// builds its own as `npm start` does (standalone.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { bundleArgs } from '../../scripts/build-server.ts';
import { PROJECT_ROOT } from '../../server/config.ts';

/** The project's bundle the process tests start (relative to the project; built by tests/process/global-setup.ts). */
export const TEST_BUNDLE = path.join('build', 'test-process', 'main.mjs');

/** The server started as `npm start` starts it, from the bundle `bundle` of the project in `cwd`. */
export const spawnServer = (cwd: string, env: NodeJS.ProcessEnv, bundle: string = TEST_BUNDLE): ChildProcess =>
  spawn(process.execPath, bundleArgs(bundle), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });

/** A temporary folder removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The project as a user's clone holds it: every file git tracks or would add (the working tree's content, so the
 * test checks the change under test), copied into `dest`, with nothing beside it. node_modules is linked, not
 * copied (an `npm install` of the same lock file).
 */
export function copyProject(dest: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT_ROOT,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(PROJECT_ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    copyFileSync(from, path.join(dest, file));
  }
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}

/** Only what a process needs from the outer environment: no DATABASE_URL or other settings of the test run leak in. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_FORMAT: 'json',
    HOST: '127.0.0.1',
    PORT: '0',
    SIMULATE: 'off',
    ...extra,
  };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The JSON log lines so far. */
  lines: LogLine[];
  /** Standard error so far. */
  stderr: () => string;
  url: string;
  stop: () => Promise<void>;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

/** Resolves with the exit code and the output of a process that is expected to end by itself. */
export function runToEnd(
  child: ChildProcess,
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  if (input !== undefined) child.stdin?.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Starts the server in `cwd` and waits for its "is running on" line (or its exit). `onLine` hears each log line as it
 * comes, before the start is over too.
 */
export function startServer(
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
  onLine?: (line: LogLine) => void,
  bundle: string = TEST_BUNDLE,
): Promise<ServerProcess> {
  const child = spawnServer(cwd, env, bundle);
  const lines: LogLine[] = [];
  let stderr = '';
  let buffered = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  // 'close', not 'exit': the output is read to its end first (the last lines of a stop).
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${stderr}\n${JSON.stringify(lines)}`));
    }, timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const part of parts) {
        if (!part.trim()) continue;
        const line = JSON.parse(part) as LogLine;
        lines.push(line);
        onLine?.(line);
        const running = /is running on (http:\/\/localhost:\d+)/.exec(line.msg ?? '');
        if (running) {
          clearTimeout(timer);
          // The lines printed right after it (demo logins, warnings) come in the same tick or the next few.
          setTimeout(
            () =>
              resolve({
                child,
                lines,
                stderr: () => stderr,
                url: running[1]!.replace('localhost', '127.0.0.1'),
                stop,
                exited,
              }),
            500,
          );
        }
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}:\n${stderr}`));
    });
  });
}

/** A JSON call to a running server. */
export async function call<T = unknown>(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...(init.body ? { 'content-type': 'application/json' } : {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in through POST /api/auth/login; the access token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>(`${base}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

// What the Chromium benchmarks share (mapBench.ts, listEventsBench.ts): a production build of the console, the real
// server (buildApp, socket.io) on a free port serving it over a given database, Debian's Chromium with the journeys'
// flags, and a browser context signed in with a session token (1440×900, English) that runs the benchmark's own
// script in every page before the console's.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';
import { CHROMIUM_ARGS } from '../../tests/e2e/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Builds the console (production) into `outDir`. */
export function buildConsole(outDir: string): void {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', outDir],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

export interface BrowserBench {
  app: FastifyInstance;
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The server over `database`, serving the console built in `clientDir` (no background jobs, silent), and Chromium.
 * `prepare` runs on the app before it listens (e.g. to watch what it emits).
 */
export async function startBrowserBench(
  database: Database,
  clientDir: string,
  opts: { chromiumPath?: string; prepare?: (app: FastifyInstance) => void } = {},
): Promise<BrowserBench> {
  const app = await buildApp(
    testConfig({ jwtSecret: randomBytes(24).toString('hex'), clientDir, runJobs: false, logLevel: 'silent' }),
    { database },
  );
  opts.prepare?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** A context of the console signed in with `token`, running `script` (plain JavaScript text) in each page first. */
export async function signedInContext(browser: Browser, token: string, script: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  await context.addInitScript({ content: script });
  return context;
}

// Builds the console and the server's bundle, starts the real server (its bundle, as `npm start` runs it) once per
// lane of journeys, each on a free port with a data directory of its own, and tells the journeys where: a journey
// file talks to its lane's server only (helpers.ts baseURL: a file holds a free lane while it runs). The first server
// migrates and seeds the demo on start as `npm start` does; the other lanes start from copies of its folder, stopped
// once seeded (a seed costs about 18 CPU-seconds, a start on a seeded folder about 5).
//
// Vitest runs every project's global setup before the first test of any project, and the journeys come last (their
// group runs after the others). So this setup only starts that work and returns: the build, the seed and the lanes'
// servers get ready beside the other projects' tests (about 30 s the whole run used to wait with one core busy), and
// each lane's URL is written to `lane-<n>.url` in the lanes' folder once its server answers; a journey file waits for
// its lane's file (helpers.ts), or for `setup-failed`, which says what went wrong.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, bundleArgs } from '../../scripts/build-server.ts';

/** The journeys' bundle of the server, in a folder of its own (never another build's: `npm start`, process tests). */
const E2E_BUNDLE = path.join('build', 'test-e2e', 'main.mjs');

declare module 'vitest' {
  export interface ProvidedContext {
    /** How many lanes of journeys there are (the e2e project's workers), each with a server of its own. */
    lanes: number;
    /**
     * The lanes' folder: `lane-<n>` is held by the journey file running on lane n (helpers.ts), `lane-<n>.url` is the
     * URL of its server once it answers, `setup-failed` the reason when the servers could not be made ready.
     */
    laneLocks: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * Writes a file the journeys' workers poll for (a lane's URL, the setup's failure) so that it appears whole: written
 * beside it, then renamed. A reader that found the file just created and still empty took "" for the lane's URL
 * (e2e alone at b2582c3: the first journey navigated to "/register/landing" and failed all its tests).
 */
function publish(file: string, text: string): void {
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
}

interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the server's bundle (`node --enable-source-maps`, as `npm start` does) on a free port and a data directory
 * of its own (fresh, or a copy of `from`); resolves once it answers. `stop` ends it and removes the folder unless
 * told to keep it. A server that does not come up is ended and its folder removed before the error is thrown.
 */
async function startServer(root: string, clientDir: string, from?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dc-e2e-data-'));
  if (from) cpSync(from, dataDir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, bundleArgs(E2E_BUNDLE), {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` runs it: not in the test run's NODE_ENV=test.
      NODE_ENV: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SIMULATE: 'off',
      // The webhooks journey's receiver listens on 127.0.0.1 over http (merchant-webhooks.test.ts).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const ended = () => server.exitCode !== null || server.signalCode !== null;
  const stop = async ({ keepData = false } = {}) => {
    if (!ended()) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (ended()) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`server did not come up:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, dataDir, stop };
}

/** Builds the console and starts the lanes' servers, writing each lane's URL once it answers; answers the servers. */
async function prepareLanes(root: string, outDir: string, lanes: number, laneLocks: string): Promise<RunningServer[]> {
  const build = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    // The console as `npm start` builds it. Vitest runs with NODE_ENV=test, and a build inheriting it bundles React's
    // development build (twice the size, each element's owner stack recorded): the journeys then tested, and paid
    // for, a console no user gets (keyboard-dialogs' page: 65 CPU-seconds in Chromium).
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  // The server's bundle meanwhile (about 0.3 s; esbuild works in a process of its own).
  await buildServer(root, E2E_BUNDLE);
  const status = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (status !== 0) throw new Error(`vite build failed (exit ${status})`);

  // The demo, seeded once: the first server seeds its folder and stops; every lane starts on a copy of it.
  const seeding = await startServer(root, outDir);
  await seeding.stop({ keepData: true });
  const seeded = seeding.dataDir;
  try {
    const started = await Promise.allSettled(
      Array.from({ length: lanes }, async (_, lane) => {
        const server = await startServer(root, outDir, seeded);
        publish(path.join(laneLocks, `lane-${lane}.url`), server.baseURL);
        return server;
      }),
    );
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(servers.map((server) => server.stop()));
      throw failed.reason;
    }
    return servers;
  } finally {
    rmSync(seeded, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const outDir = path.join(os.tmpdir(), `dc-e2e-dist-${process.pid}`);
  // As many servers as journeys run at once (the project's workers): each lane has a server and a database of its own,
  // so no journey sees another's changes.
  const lanes = Math.max(1, Number(project.config.maxWorkers) || 1);
  const laneLocks = mkdtempSync(path.join(os.tmpdir(), 'dc-e2e-lanes-'));
  project.provide('lanes', lanes);
  project.provide('laneLocks', laneLocks);
  const preparing = prepareLanes(root, outDir, lanes, laneLocks).catch((err: unknown) => {
    publish(path.join(laneLocks, 'setup-failed'), err instanceof Error ? (err.stack ?? err.message) : String(err));
    return [] as RunningServer[];
  });
  return async () => {
    const servers = await preparing;
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(outDir, { recursive: true, force: true });
    rmSync(laneLocks, { recursive: true, force: true });
  };
}

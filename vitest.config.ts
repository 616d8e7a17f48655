import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirstSequencer from './tests/sequencer.ts';

// One `vitest run` runs every suite: unit (domain rules), api (buildApp + inject on in-memory PGlite),
// components (jsdom + msw) and e2e (real Chromium against a running server).
/**
 * The test workers' Node flags: a young generation of 64 MB a half instead of 16. The tests allocate fast (jsdom and
 * React, the API's requests and rows), and with the small one V8 copied and promoted short-lived objects many times a
 * second: components alone 226 to 213 CPU-seconds, api 119 to 112 (128 MB gained nothing more).
 */
const WORKER_ARGS = ['--max-semi-space-size=64'];

/**
 * The `api` workers' glibc malloc on transparent huge pages (`glibc.malloc.hugetlb=1`: its heaps and large blocks are
 * madvised, so the kernel backs them 2 MB at a time). glibc reads it when a process starts, so it goes in the fork's
 * environment (a project's `env`). PGlite's in-memory files (typed arrays that grow by copying), its image and the
 * answers' buffers are malloc'd, and on a virtual machine whose page faults cost 12–13 µs each (1 December) the
 * project took 2.68 million of them, 40 system CPU-seconds; with huge pages 1.67–1.81 million and 26–30, the project
 * 112–120 s instead of 132. Elsewhere it bought nothing: `api-pg` 105 against 108 s, `components` (whose memory is
 * V8's own) 207 against 200, and set for every process of a run (PostgreSQL, the journeys' servers and Chromium
 * too) the run took 954 s against 902. Where the kernel's transparent huge pages are off, it does nothing.
 */
const HUGE_PAGE_MALLOC = {
  GLIBC_TUNABLES: [process.env.GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':'),
};

/**
 * The API suite (buildApp + inject), on in-memory PGlite (`api`) or on a throw-away PostgreSQL server (`api-pg`).
 * The global setup migrates one database image (or template) that every file's database starts from, and the files
 * of a worker share their imported modules (isolate: false; tests/api/setup.ts resets what a file must not inherit).
 * The backup and restore of the embedded database (backup-restore.test.ts) runs on `api` only: it opens PGlite data
 * folders of its own whatever the project, so on `api-pg` it ran the same code a second time and tested no PostgreSQL;
 * so does pglite-parsers.test.ts (how PGlite reads the types drizzle leaves as text).
 */
const apiProject = (name: 'api' | 'api-pg') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(name === 'api-pg' ? ['tests/api/backup-restore.test.ts', 'tests/api/pglite-parsers.test.ts'] : []),
    ],
    environment: 'node' as const,
    globalSetup: ['tests/api/global-setup.ts'],
    setupFiles: ['tests/api/setup.ts'],
    isolate: false,
    execArgv: WORKER_ARGS,
    env: name === 'api' ? HUGE_PAGE_MALLOC : {},
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Three files at a time on 2 cores: a component test waits about a third of its time (a dialog's transition, a
    // debounce, the next poll of a waitFor), and the PostgreSQL files wait on the server (components alone: two workers
    // 161 s, three 126 s, four 118 s).
    maxWorkers: 3,
    // Each project's longest files first (tests/file-times.json on a clean clone), so no long file starts last.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // Pure rules: the files of a worker share their imports (42 files took 14 s, their tests under 2 s). A file
        // that fakes the clock or sets TZ puts it back itself.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          execArgv: WORKER_ARGS,
          // A time-out catches a test that hangs; it measures nothing. The 5 s default failed the stop's run of
          // 2 December on a slow, busy machine (a property test that took 1.6 s alone), as every other project's
          // longer one would not have.
          testTimeout: 30_000,
        },
      },
      apiProject('api'),
      apiProject('api-pg'),
      {
        test: {
          // Real server processes: a copy of the project with nothing beside it, the production start, config errors.
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/process/global-setup.ts'],
          execArgv: WORKER_ARGS,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          execArgv: WORKER_ARGS,
          // The files of a worker share their imported modules and their window, as the API files do: each file
          // imported the whole console again (about 3 s a file; components alone 306 s to 198 s, 521 to 308 CPU-s).
          // tests/components/setup.ts resets what a file must not inherit (the DOM, storage, URL, handlers, sockets,
          // spies, timers).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          execArgv: WORKER_ARGS,
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          // A worker runs its journey files one after another in one process, sharing their imports (playwright, the
          // helpers), its lane (helpers.ts) and its Chromium (browser.ts journeyBrowser; each file's contexts are its
          // own): a fresh process per file cost about a CPU-second each to start, a browser per file about another.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll waits for what the page will show; its default (1 s) is shorter than a busy machine's
          // debounce-and-refetch, so a journey's poll waits up to 15 s unless it says otherwise (it ends at the first
          // match, so a fast machine does not wait longer).
          expect: { poll: { timeout: 15_000 } },
          // Four journeys at a time, each against a server of its own (tests/e2e/global-setup.ts starts one per
          // worker), after every other project. A journey waits on its pages about half the time, and the first-day
          // journey a minute and more for an order nobody accepts (with three lanes the machine sat 35 % idle then):
          // e2e in the whole run, three lanes 230 s, four 200 s (alone, on React's development build: one lane 598 s,
          // two 484 s, three 378 s; on the production build three 308 s, four 293 s). E2E_LANES sets another number.
          maxWorkers: Number(process.env.E2E_LANES ?? 4),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One `vitest run` runs every suite: unit (domain rules), api (buildApp + inject on in-memory PGlite),
// components (jsdom + msw) and e2e (real Chromium against a running server).
/**
 * The API suite (buildApp + inject), on in-memory PGlite (`api`) or on a throw-away PostgreSQL server (`api-pg`).
 * The global setup migrates one database image (or template) that every file's database starts from, and the files
 * of a worker share their imported modules (isolate: false; tests/api/setup.ts resets what a file must not inherit).
 */
const apiProject = (name: 'api' | 'api-pg') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/api/global-setup.ts'],
    setupFiles: ['tests/api/setup.ts'],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      apiProject('api'),
      apiProject('api-pg'),
      {
        test: {
          // Real server processes: a copy of the project with nothing beside it, the production start, config errors.
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two journeys at a time, each against a server of its own (tests/e2e/global-setup.ts starts one per
          // worker), after every other project: a journey's Chromium and server keep about one core busy.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

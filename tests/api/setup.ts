// Before each API test file. The files of a worker share their modules (isolate: false in vitest.config.ts: importing
// the server once per worker instead of once per file), so what a fresh import gave each file is set again here.
import { afterAll } from 'vitest';
import { removeTestTempDirs, resetFixtureClock } from './fixtures.ts';

resetFixtureClock();
// The file's temporary folders (testTempDir) go once it ends: each run left about 25 in /tmp.
afterAll(removeTestTempDirs);

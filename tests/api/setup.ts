// Before each API test file. The files of a worker share their modules (isolate: false in vitest.config.ts: importing
// the server once per worker instead of once per file), so what a fresh import gave each file is set again here.
import { resetFixtureClock } from './fixtures.ts';

resetFixtureClock();

// The process tests start the server as `npm start` does, from its bundle: built here once for the run, into a folder
// of its own (TEST_BUNDLE), so that it never meets another build of the bundle (`npm start`, the journeys' setup).
import { buildServer } from '../../scripts/build-server.ts';
import { PROJECT_ROOT } from '../../server/config.ts';
import { TEST_BUNDLE } from './support.ts';

export default async function setup(): Promise<void> {
  await buildServer(PROJECT_ROOT, TEST_BUNDLE);
}

// Whether this machine's /dev/shm can hold the tests' throw-away files: the test PostgreSQL's data folder
// (scripts/temp-postgres.ts) and Chromium's shared memory in the journeys (tests/e2e/browser.ts). On ext4, folders
// whose files are made and deleted by the thousand pay a kernel search past the recently deleted inodes for each new
// file; /dev/shm (a tmpfs) does not. A container's /dev/shm is often 64 MB, too small for either.
import { accessSync, constants, statfsSync } from 'node:fs';

export const DEV_SHM = '/dev/shm';
/** The size /dev/shm must have (a test PostgreSQL's folder takes about 100 MB, Chromium's regions a few dozen). */
const MIN_BYTES = 1024 ** 3;

/** True when /dev/shm exists, this process may write to it, and it is 1 GB or more. */
export function devShmIsLarge(): boolean {
  try {
    accessSync(DEV_SHM, constants.W_OK);
    const { bsize, blocks } = statfsSync(DEV_SHM);
    return bsize * blocks >= MIN_BYTES;
  } catch {
    return false;
  }
}

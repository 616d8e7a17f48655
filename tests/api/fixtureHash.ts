// The password hashes of the accounts the API tests insert themselves: argon2id, as the server stores them, at a low
// cost. The server verifies a hash with the parameters written in it, so every sign-in of a test account costs about
// a millisecond instead of the production cost (19 MiB, 2 passes: 25-50 ms a sign-in, hundreds of them per run). The
// server's own hashes (a changed password, a new operator or driver) keep the production cost, and the tests that
// check them (auth, account, drivers-admin, create-admin) read hashes the server made.
import { hash } from '@node-rs/argon2';

const cache = new Map<string, Promise<string>>();

/** An argon2id hash of the password at a test-only cost (the same password gives the same hash within a worker). */
export function fixtureHash(password: string): Promise<string> {
  let hashed = cache.get(password);
  if (!hashed) {
    hashed = hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    cache.set(password, hashed);
  }
  return hashed;
}

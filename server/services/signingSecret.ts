// Which token-signing secret the processes on one database use. Every process of a production PostgreSQL setup
// stamps the fingerprint of its secret (JWT_SECRET, or the one generated and kept in the database) every
// SECRET_STAMP_MS; a process whose secret differs from one stamped by a live process (within SECRET_LIVE_MS)
// refuses to start, because the tokens one process signs would be refused by the other.
import { createHash } from 'node:crypto';
import { and, gte, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

export const SECRET_STAMP_MS = 30_000;
export const SECRET_LIVE_MS = 2 * 60_000;
const KEY_PREFIX = 'signing_secret_in_use:';

/** A short public fingerprint of a secret (sha-256, 12 hex digits): tells secrets apart without revealing them. */
export function secretFingerprint(secret: Uint8Array): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}

/** Fingerprints of other secrets stamped by live processes. */
export async function otherLiveSecrets(db: Db, fingerprint: string, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - SECRET_LIVE_MS).toISOString();
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(
      and(
        like(appSettings.key, `${KEY_PREFIX}%`),
        ne(appSettings.key, KEY_PREFIX + fingerprint),
        gte(appSettings.value, since),
      ),
    );
  return rows.map((r) => r.key.slice(KEY_PREFIX.length));
}

/** Stamps this process's secret as in use now. */
export async function stampSecretInUse(db: Db, fingerprint: string, now = new Date()): Promise<void> {
  const value = now.toISOString();
  await db
    .insert(appSettings)
    .values({ key: KEY_PREFIX + fingerprint, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`greatest(${appSettings.value}, ${value})` } });
}

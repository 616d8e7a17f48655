// API keys of a client company (the API integration card of Settings → General): created and revoked by the
// company's client users, shown once, stored hashed, accepted as Bearer credentials (server/plugins/auth.ts).
//
// A key is `dck_` + 8 hex characters (the visible part, kept as `prefix` with the `dck_`) + `_` + 32 random bytes in
// base64url. Only sha256 hex of the whole key is stored. A fast hash is the right tool here, not argon2: the key holds
// 256 random bits, so no dictionary or brute force can reverse its sha256, and the server hashes the key on every
// request (argon2 takes tens of milliseconds and megabytes of memory by design; per request that would be a denial of
// service of our own). The hash is also what makes one indexed lookup possible (api_keys.key_hash is unique).
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeys, companies } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import {
  API_KEY_PREFIX,
  type ApiKeyRow,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../domain/accountSchemas.ts';

/** Active (not revoked) keys a company may hold at once. */
export const API_KEYS_ACTIVE_MAX = 20;
/** `dck_` + the 8 visible characters: what the list shows to tell keys apart. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
/** lastUsedAt is written at most this often per key (the interval of recordApiKeyUse's UPDATE). */
export const API_KEY_USE_RECORD_INTERVAL_MS = 60_000;

const KEY_FORMAT = new RegExp(`^${API_KEY_PREFIX}[0-9a-f]{8}_[A-Za-z0-9_-]{43}$`);

/** sha256 hex of the whole key, the stored form. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** True when the text has the shape of one of our keys (a cheap check before the lookup). */
export const looksLikeApiKey = (key: string) => KEY_FORMAT.test(key);

/** A new random key, its visible prefix and its hash. */
export function generateApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(4).toString('hex')}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), keyHash: hashApiKey(key) };
}

/** The client user acting on its company's keys. */
export interface ApiKeyOwner {
  companyId: number;
  /** Recorded as createdBy. */
  email: string;
  actor: Actor;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRow = (row: typeof apiKeys.$inferSelect): ApiKeyRow => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});

/** What the audit keeps of a key: never the key or its hash. */
const auditView = (row: typeof apiKeys.$inferSelect) => ({
  companyId: row.companyId,
  name: row.name,
  prefix: row.prefix,
  createdBy: row.createdBy,
  revokedAt: iso(row.revokedAt),
});

/** The company's keys, newest first, revoked ones included (with revokedAt). */
export async function listApiKeys(db: Db, companyId: number): Promise<ApiKeyRow[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toRow);
}

/** Creates a key: the answer is the only place the whole key ever appears. */
export async function createApiKey(db: Db, owner: ApiKeyOwner, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const { key, prefix, keyHash } = generateApiKey();
  return db.transaction(async (tx) => {
    // The company row lock serializes concurrent creates of one company, so the limit holds.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, owner.companyId)).for('update');
    const [{ active }] = await tx
      .select({ active: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, owner.companyId), isNull(apiKeys.revokedAt)));
    if (active >= API_KEYS_ACTIVE_MAX)
      throw conflict('api_key_limit_reached', `At most ${API_KEYS_ACTIVE_MAX} active API keys per company`);
    const [row] = await tx
      .insert(apiKeys)
      .values({ companyId: owner.companyId, name: input.name, prefix, keyHash, createdBy: owner.email })
      .returning();
    await audit(tx, owner.actor, {
      action: 'api_key.create',
      entity: 'api_key',
      entityId: row.id,
      after: auditView(row),
    });
    return { ...toRow(row), key };
  });
}

/** Revokes a key of the owner's company: 404 for a key of another company, 409 when already revoked. */
export async function revokeApiKey(db: Db, owner: ApiKeyOwner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, owner.companyId)))
      .for('update');
    if (!current) throw notFound('api_key_not_found', 'API key not found');
    if (current.revokedAt) throw conflict('api_key_already_revoked', 'The API key is already revoked');
    const [row] = await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id)).returning();
    await audit(tx, owner.actor, {
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
    });
  });
}

/** Whether a key last used at `lastUsedAt` should have its use recorded now. */
export const apiKeyUseIsStale = (lastUsedAt: Date | null, now = Date.now()) =>
  !lastUsedAt || now - lastUsedAt.getTime() >= API_KEY_USE_RECORD_INTERVAL_MS;

/**
 * Records a use of the key: one conditional UPDATE, a no-op when another request (or process) recorded one within the
 * interval. The caller fires it without waiting and only when its lookup saw a stale lastUsedAt.
 */
export async function recordApiKeyUse(db: Db, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))),
    );
}

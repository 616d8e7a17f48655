// Idempotency keys of retry-safe writes (POST /order/create and /order/cancel; any write may adopt it through the route
// helper server/routes/idempotentWrite.ts). A caller sends `Idempotency-Key`; the first request with a key reserves
// it (one INSERT … ON CONFLICT DO NOTHING RETURNING on the unique (owner, operation, key): atomic on PGlite and
// PostgreSQL, across processes), runs, and stores its answer (status and body) on the row; a later request with the
// same key and the same body gets that answer again without running. Rules:
// - owner: who calls (`apiKey:<id>`, `client:<id>`, `operator:<id>`; `driver:<id>` on the driver API's order steps):
//   another caller's same key is another key;
// - the body is compared by the sha256 of its canonical JSON (keys sorted at every depth, undefined left out), as
//   the route's schema parsed it: key order, spacing and spellings the schema reads alike do not matter;
// - same key, other body: 409 `idempotency_key_reused` (nothing runs);
// - same key while its first request still runs: 409 `idempotency_key_in_progress` with Retry-After (nothing runs);
// - answers kept: every answer below 500 (a 201, and a 400, 404, 409 or 422 alike: sending the same again gets the
//   same refusal; a new key tries again). A 5xx (a bug, the database away) releases the key, so a retry runs again;
// - a write whose effect must never run twice stores its answer inside its own transaction (the create does: see
//   idempotentWrite.ts answerWithin), so a process stopping between the commit and the answer leaves a stored answer,
//   never a reservation a retry could take over and run again;
// - a reservation whose request never finished (the process stopped, the database went away before its answer was
//   stored) is taken over by the same key and body after IDEMPOTENCY_STALE_SECONDS;
// - keys are kept at least 24 hours (housekeeping.ts removes older ones).
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { conflict, HttpError } from '../errors.ts';
import { IDEMPOTENCY_ERRORS } from '../../domain/idempotency.ts';
import type { Principal } from './principal.ts';

/** A reservation older than this whose request never stored an answer is abandoned: the same request may take it. */
export const IDEMPOTENCY_STALE_SECONDS = 300;
/** Retry-After of a 409 idempotency_key_in_progress. */
export const IDEMPOTENCY_RETRY_AFTER_SECONDS = 1;

export interface IdempotentRequest {
  owner: string;
  /** The operation, e.g. `order.create`: the same key for two operations is two keys. */
  operation: string;
  key: string;
  requestHash: string;
}

export type Reservation = { kind: 'reserved'; id: number } | { kind: 'replay'; statusCode: number; response: unknown };

/** Who owns a key: the API key, else the signed-in user. */
export function idempotencyOwner(p: Pick<Principal, 'apiKeyId' | 'kind' | 'id'>): string {
  return p.apiKeyId !== null ? `apiKey:${p.apiKeyId}` : `${p.kind}:${p.id}`;
}

/** JSON with every object's keys sorted, undefined members and array holes as JSON.stringify treats them. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const requestHashOf = (body: unknown): string =>
  createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');

/** Whether an answer is kept for replays: every one but a server error. */
export const keepsAnswer = (statusCode: number): boolean => statusCode < 500;

const reused = () => conflict(IDEMPOTENCY_ERRORS.reused, 'This Idempotency-Key was used for another request body');
const inProgress = () =>
  new HttpError(
    409,
    IDEMPOTENCY_ERRORS.inProgress,
    'The first request with this Idempotency-Key is still running',
    undefined,
    {
      'retry-after': String(IDEMPOTENCY_RETRY_AFTER_SECONDS),
    },
  );

/**
 * Reserves the key for this request, or answers the stored first answer; throws 409 for another body or a first
 * request still running.
 */
export async function reserveIdempotencyKey(
  db: Db,
  request: IdempotentRequest,
  now: Date = new Date(),
): Promise<Reservation> {
  // Twice at most: a row purged between the INSERT and the SELECT is inserted again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [mine] = await db
      .insert(idempotencyKeys)
      .values({ ...request, createdAt: now })
      .onConflictDoNothing({ target: [idempotencyKeys.owner, idempotencyKeys.operation, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (mine) return { kind: 'reserved', id: mine.id };
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.owner, request.owner),
          eq(idempotencyKeys.operation, request.operation),
          eq(idempotencyKeys.key, request.key),
        ),
      );
    if (!stored) continue;
    if (stored.requestHash !== request.requestHash) throw reused();
    if (stored.statusCode !== null) return { kind: 'replay', statusCode: stored.statusCode, response: stored.response };
    // Still running, or abandoned: only one request takes an abandoned reservation over.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          eq(idempotencyKeys.id, stored.id),
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_STALE_SECONDS * 1000)),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (taken) return { kind: 'reserved', id: taken.id };
    throw inProgress();
  }
  throw inProgress();
}

/** Stores the first answer of a reserved key (in the write's own transaction, or after it). */
export async function completeIdempotencyKey(db: DbOrTx, id: number, statusCode: number, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: response ?? null })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

/** Gives a reserved key up (its request answered a server error): the next request with it runs. */
export async function releaseIdempotencyKey(db: Db, id: number) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

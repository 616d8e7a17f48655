// The platform's own tables: socket.io's attachments, settings, sessions and sign-in attempts, the audit log, saved
// list views and idempotency keys.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UserKind } from '../../../domain/enums.ts';
import { bigId, serialId, bytea, createdAt, ts } from './columns.ts';

/** Large socket.io packets crossing processes (@socket.io/postgres-adapter's own table, created by our migrations). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/** Key-value settings of the installation (e.g. the generated JWT secret shared by every process). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A signed-in session; every JWT carries its id, logout and deactivation revoke it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userKind: text('user_kind').$type<UserKind | 'driver'>().notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userKind, t.userId)],
);

/**
 * The counters of every limit (server/services/attemptThrottle.ts), one row per key (`username` holds the key, e.g.
 * `LOGIN/ACCOUNT-CLIENT 10.0.0.7 operator:12`): a count and the start of its window; a paced key keeps its spread-out
 * time in locked_until.
 */
export const loginAttempts = pgTable('login_attempts', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigId(),
    at: ts('at').notNull().defaultNow(),
    actorKind: text('actor_kind').$type<UserKind | 'driver' | 'system' | 'public' | 'api_key'>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);

/** Saved views: named filter sets of a list (the order list first), kept per user on the server. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serialId(),
    ownerKind: text('owner_kind').$type<UserKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_owner_name_idx').on(t.ownerKind, t.ownerId, t.resource, t.name)],
);

/**
 * An `Idempotency-Key` a caller sent with a write that may be retried (issue 37: order create and cancel): the first
 * answer is kept and given again to a retry with the same key and the same body; another body under the same key is a
 * conflict. One row per caller (`owner`: `apiKey:<id>`, `client:<id>` or `operator:<id>`), operation and key; kept at
 * least 24 hours (housekeeping removes older ones). A row without `statusCode` is a request still in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serialId(),
    owner: text('owner').notNull(),
    /** The operation the key was used for (e.g. `order.create`, `order.cancel`). */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** sha256 hex of the request's canonical body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The first answer, once it is known (null while the first request runs). */
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_idx').on(t.owner, t.operation, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// Housekeeping: rows that only ever grow otherwise. Sign-in and public-call throttle rows whose window ended long
// ago (every window is minutes long; a day is far beyond any), and sessions that expired or were revoked more than
// a day ago (no request can use them any more). Webhook deliveries delivered or given up more than
// WEBHOOK_DELIVERY_KEEP_DAYS ago (the shop's delivery log) and idempotency keys older than a day. One statement each,
// safe to run in several processes at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export const HOUSEKEEPING_KEEP_SECONDS = 24 * 3600;

/** How long the delivery log keeps a delivered or failed webhook delivery. */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 30;

export interface HousekeepingResult {
  throttleRows: number;
  sessions: number;
  webhookDeliveries: number;
  idempotencyKeys: number;
}

const affected = (result: unknown) =>
  (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
  (result as { rowCount?: number }).rowCount ??
  0;

export async function purgeExpired(db: Db, now: Date = new Date()): Promise<HousekeepingResult> {
  const before = sql`${now.toISOString()}::timestamptz - make_interval(secs => ${HOUSEKEEPING_KEEP_SECONDS})`;
  const throttle = await db.execute(sql`
    DELETE FROM login_attempts
    WHERE window_started_at < ${before} AND (locked_until IS NULL OR locked_until < ${before})`);
  const sessions = await db.execute(sql`
    DELETE FROM auth_sessions
    WHERE expires_at < ${before} OR (revoked_at IS NOT NULL AND revoked_at < ${before})`);
  // A removed endpoint goes with its log (its deliveries cascade) once the log's time is over.
  await db.execute(sql`
    DELETE FROM webhook_endpoints
    WHERE deleted_at < ${now.toISOString()}::timestamptz - make_interval(days => ${WEBHOOK_DELIVERY_KEEP_DAYS})`);
  const deliveries = await db.execute(sql`
    DELETE FROM webhook_deliveries
    WHERE status <> 'pending'
      AND created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${WEBHOOK_DELIVERY_KEEP_DAYS})`);
  const idempotency = await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < ${before}`);
  return {
    throttleRows: affected(throttle),
    sessions: affected(sessions),
    webhookDeliveries: affected(deliveries),
    idempotencyKeys: affected(idempotency),
  };
}

// The webhook delivery job: posts the due rows of the outbox (webhook_deliveries, written by webhookOutbox.ts in the
// order change's transaction) to the shops' endpoints, signed, and records each attempt in the row, the shop's
// delivery log.
//
// - Several processes share it: a run takes its rows with one statement (FOR UPDATE SKIP LOCKED) that sets a lease
//   (`locked_until`); a row whose process died mid-attempt is taken again once its lease ends. Rows survive a restart.
// - In order per order and endpoint: a delivery waits while an earlier one of the same order and endpoint is pending.
// - Signed: `Webhook-Signature: v1=<hex HMAC-SHA256 of "<Webhook-Timestamp>.<body>" keyed with the endpoint's secret>`.
// - A 2xx answer within the timeout is delivered; anything else is retried after WEBHOOK_RETRY_DELAYS_SECONDS (30 s,
//   2 min, 10 min, 1 h, 3 h, then every 6 h), WEBHOOK_MAX_ATTEMPTS attempts over about 28 hours, then `failed`.
// - The URL is checked again before every attempt (outboundAddress.ts) and the request goes to the checked address.
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { OutboundRefused, resolveOutbound, type Resolver, type ResolvedTarget } from './outboundAddress.ts';
import { postPinned, type Attempt } from './outboundPost.ts';

/** The waits after the 1st, 2nd, … failed attempt. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 3 * 3600, 6 * 3600, 6 * 3600, 6 * 3600, 6 * 3600];
/** Attempts before a delivery is given up: the last one comes about 28 hours after the first (at least 24 h). */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** How long an endpoint has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a taken row stays with its process (longer than any attempt). */
export const WEBHOOK_LEASE_SECONDS = 60;
/** Rows a run takes at most (sent at once). */
export const WEBHOOK_BATCH_SIZE = 20;

/** The signature header's value for a body sent at `timestamp` (seconds since the epoch). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface DeliveryRunOptions {
  allowPrivate: boolean;
  /** The run's clock (tests move it instead of waiting). */
  now?: Date;
  resolver?: Resolver;
  timeoutMs?: number;
}

export interface DeliveryRunResult {
  delivered: number;
  retried: number;
  failed: number;
}

interface TakenRow {
  id: number;
  endpointId: number;
  payload: unknown;
  attempts: number;
}

/** One attempt of a taken row: its endpoint's URL checked again, signed and posted. */
async function attempt(db: Db, row: TakenRow, options: DeliveryRunOptions, now: Date): Promise<Attempt> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint || endpoint.deletedAt) return { statusCode: null, error: 'The endpoint was removed' };
  if (!endpoint.enabled) return { statusCode: null, error: 'The endpoint is disabled' };
  let target: ResolvedTarget;
  try {
    target = await resolveOutbound(endpoint.url, { allowPrivate: options.allowPrivate, resolver: options.resolver });
  } catch (err) {
    if (err instanceof OutboundRefused) return { statusCode: null, error: `Refused: ${err.message}` };
    throw err;
  }
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const eventId = (row.payload as { id?: unknown }).id;
  return postPinned(
    target,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'delivery-console-webhooks/1',
      'webhook-id': typeof eventId === 'string' ? eventId : String(row.id),
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(endpoint.secret, timestamp, body),
    },
    options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  );
}

/**
 * Takes the due deliveries (leased to this run), one per order and endpoint at a time: not delivered yet, due, not
 * leased to a live run, and no earlier delivery of the same order to the same endpoint still pending.
 */
async function takeDue(db: Db, now: Date, lease: Date): Promise<TakenRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    UPDATE webhook_deliveries SET locked_until = ${lease.toISOString()}::timestamptz
    WHERE id IN (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${at}
        AND (d.locked_until IS NULL OR d.locked_until <= ${at})
        AND NOT EXISTS (
          SELECT 1 FROM webhook_deliveries e
          WHERE e.endpoint_id = d.endpoint_id AND e.order_id = d.order_id AND e.status = 'pending' AND e.id < d.id)
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${WEBHOOK_BATCH_SIZE}
      FOR UPDATE SKIP LOCKED)
    AND status = 'pending' AND (locked_until IS NULL OR locked_until <= ${at})
    RETURNING id, endpoint_id AS "endpointId", payload, attempts`);
  const rows = (result as unknown as { rows: TakenRow[] }).rows;
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

/** The row after an attempt: delivered, or the next attempt's time, or given up. Only while the lease is this run's. */
async function record(
  db: Db,
  row: TakenRow,
  result: Attempt,
  now: Date,
  lease: Date,
): Promise<keyof DeliveryRunResult> {
  const attempts = row.attempts + 1;
  const ok = result.error === null;
  const givenUp = !ok && (attempts >= WEBHOOK_MAX_ATTEMPTS || result.error?.startsWith('The endpoint'));
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_SECONDS.length) - 1]!;
  await db
    .update(webhookDeliveries)
    .set({
      status: ok ? 'delivered' : givenUp ? 'failed' : 'pending',
      attempts,
      lastAttemptAt: now,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      deliveredAt: ok ? now : null,
      nextAttemptAt: ok || givenUp ? now : new Date(now.getTime() + delay * 1000),
      lockedUntil: null,
    })
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.lockedUntil, lease)));
  return ok ? 'delivered' : givenUp ? 'failed' : 'retried';
}

/** One run of the job: takes the due deliveries and sends them (at once), each attempt recorded in its row. */
export async function deliverDueWebhooks(db: Db, options: DeliveryRunOptions): Promise<DeliveryRunResult> {
  const now = options.now ?? new Date();
  const lease = new Date(now.getTime() + WEBHOOK_LEASE_SECONDS * 1000);
  const taken = await takeDue(db, now, lease);
  const outcome: DeliveryRunResult = { delivered: 0, retried: 0, failed: 0 };
  await Promise.all(
    taken.map(async (row) => {
      const result = await attempt(db, row, options, now);
      outcome[await record(db, row, result, now, lease)]++;
    }),
  );
  return outcome;
}

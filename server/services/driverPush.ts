// Web Push to drivers' phones: a back-office notification (notifications.ts) also wakes the phones of its drivers
// whose app turned push on, so the phone says a message came while the app is closed. The messages list of the app
// (GET /driver/notifications) stays the path that always works; a push is a best effort on top of it.
//
// - Keys: one VAPID key pair per database (app_settings `web_push_vapid`), made by the first process that needs it,
//   so every process signs alike and the phones' subscriptions outlive restarts and deploys.
// - Subscriptions: the browser's endpoint and keys (driver_push_subscriptions), at most PUSH_SUBSCRIPTIONS_PER_DRIVER a
//   driver (a new phone pushes the oldest out). An endpoint belongs to one driver: a phone that signs in as another
//   driver moves it. The endpoint is checked as a webhook's URL is (outboundAddress.ts: https to a public address)
//   when it is saved and again before every push, and the push connects to the checked address.
// - Sending: the push job takes the deliveries not taken yet (pushed_at null, at most an hour old: an outage's backlog
//   is not rung hours later) in one statement (FOR UPDATE SKIP LOCKED, so processes share it) and pushes those the app
//   has not fetched yet to each subscription of the driver, sealed for the phone (RFC 8291, aes128gcm) and signed
//   (RFC 8292, VAPID) by the web-push library. At most once: a push the service refused is not sent again. A
//   subscription the service says is gone (404, 410) is deleted.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings, driverPushSubscriptions, notifications } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import type { DriverPrincipal } from './driverSession.ts';
import { OutboundRefused, resolveOutbound, type Resolver } from './outboundAddress.ts';
import { postPinned } from './outboundPost.ts';
import { msg } from '../../domain/schemas.ts';
import {
  PUSH_SUBSCRIPTIONS_PER_DRIVER,
  type DriverPushKey,
  type DriverPushPayload,
  type DriverPushSubscription,
} from '../../domain/driverPush.ts';

const VAPID_SETTING = 'web_push_vapid';
/** Deliveries older than this are not pushed any more (the app shows them when it opens). */
export const PUSH_MAX_AGE_MINUTES = 60;
/** Deliveries a run takes at most. */
export const PUSH_BATCH_SIZE = 200;
/** How long a push service has to answer. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off (seconds). */
export const PUSH_TTL_SECONDS = 3600;
/** Pushes in flight at once in a run. */
const PUSH_CONCURRENCY = 8;
/** Where a tap on the phone's notification opens the app. */
export const PUSH_OPEN_URL = '/driver/';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The database's VAPID key pair: made and stored by the first process that asks, read by the others. Read again on
 * every call (one small row): a restored backup brings its own keys, and the phones' subscriptions were made with those.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const stored = async () =>
    (await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VAPID_SETTING)))[0];
  let row = await stored();
  if (!row) {
    const { default: webpush } = await import('web-push');
    await db
      .insert(appSettings)
      .values({ key: VAPID_SETTING, value: JSON.stringify(webpush.generateVAPIDKeys()) })
      .onConflictDoNothing();
    row = await stored();
  }
  return JSON.parse(row!.value) as VapidKeys;
}

/** GET /driver/push/key: the public key the phone subscribes with (applicationServerKey). */
export async function driverPushKey(db: Db): Promise<DriverPushKey> {
  return { publicKey: (await vapidKeys(db)).publicKey };
}

export interface PushOptions {
  /** http and private addresses allowed (WEBHOOKS_ALLOW_PRIVATE: tests, local development). */
  allowPrivate: boolean;
  resolver?: Resolver;
}

/** The endpoint as outboundAddress.ts judges it: 400 validation_failed on `endpoint` when it may not be called. */
async function checkEndpoint(endpoint: string, options: PushOptions): Promise<void> {
  try {
    await resolveOutbound(endpoint, options);
  } catch (err) {
    if (err instanceof OutboundRefused)
      throw badRequest('validation_failed', `The push endpoint is refused: ${err.message}`, {
        endpoint: [msg.invalid],
      });
    throw err;
  }
}

/**
 * PUT /driver/push/subscription: keeps the phone's subscription for the driver (the same endpoint again replaces its
 * keys, or moves it from the driver who used the phone before), and drops the driver's oldest beyond the limit.
 */
export async function saveDriverPushSubscription(
  db: Db,
  driver: DriverPrincipal,
  input: DriverPushSubscription,
  options: PushOptions,
): Promise<void> {
  await checkEndpoint(input.endpoint, options);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(driverPushSubscriptions)
      .values({ driverId: driver.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: driverPushSubscriptions.endpoint,
        set: {
          driverId: driver.id,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          createdAt: sql`now()`,
          lastError: null,
        },
      })
      .returning({ id: driverPushSubscriptions.id });
    const kept = await tx
      .select({ id: driverPushSubscriptions.id })
      .from(driverPushSubscriptions)
      .where(eq(driverPushSubscriptions.driverId, driver.id))
      .orderBy(sql`${driverPushSubscriptions.id} = ${saved!.id} DESC`, sql`${driverPushSubscriptions.createdAt} DESC`)
      .limit(PUSH_SUBSCRIPTIONS_PER_DRIVER);
    await tx.delete(driverPushSubscriptions).where(
      and(
        eq(driverPushSubscriptions.driverId, driver.id),
        notInArray(
          driverPushSubscriptions.id,
          kept.map((k) => k.id),
        ),
      ),
    );
  });
}

/** DELETE /driver/push/subscription: forgets this phone's subscription if it is the driver's (nothing otherwise). */
export async function deleteDriverPushSubscription(db: Db, driver: DriverPrincipal, endpoint: string): Promise<void> {
  await db
    .delete(driverPushSubscriptions)
    .where(and(eq(driverPushSubscriptions.driverId, driver.id), eq(driverPushSubscriptions.endpoint, endpoint)));
}

export interface PushRunOptions extends PushOptions {
  /** VAPID's contact (WEB_PUSH_SUBJECT). */
  subject: string;
  timeoutMs?: number;
}

export interface PushRunResult {
  /** Deliveries taken by this run. */
  taken: number;
  /** Pushes a push service accepted. */
  pushed: number;
  /** Pushes refused or unanswered. */
  failed: number;
  /** Subscriptions deleted because their service said they are gone. */
  removed: number;
}

interface TakenDelivery {
  notificationId: number;
  driverId: number;
}

/** Takes the deliveries not taken yet (and young enough) that the app has not fetched: pushed_at set in one statement. */
async function takeDeliveries(db: Db): Promise<TakenDelivery[]> {
  const result = await db.execute(sql`
    UPDATE notification_deliveries d SET pushed_at = now()
    FROM (
      SELECT notification_id, driver_id FROM notification_deliveries
      WHERE pushed_at IS NULL AND created_at > now() - make_interval(mins => ${PUSH_MAX_AGE_MINUTES})
      ORDER BY created_at
      LIMIT ${PUSH_BATCH_SIZE}
      FOR UPDATE SKIP LOCKED
    ) t
    WHERE d.notification_id = t.notification_id AND d.driver_id = t.driver_id
    RETURNING d.notification_id AS "notificationId", d.driver_id AS "driverId",
      (d.delivered_at IS NULL AND d.acknowledged_at IS NULL) AS "unread"`);
  const rows = (result as unknown as { rows: (TakenDelivery & { unread: boolean })[] }).rows;
  return rows.filter((r) => r.unread).map((r) => ({ notificationId: r.notificationId, driverId: r.driverId }));
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** One run of the push job. */
export async function pushDueNotifications(db: Db, options: PushRunOptions): Promise<PushRunResult> {
  const result: PushRunResult = { taken: 0, pushed: 0, failed: 0, removed: 0 };
  const taken = await takeDeliveries(db);
  result.taken = taken.length;
  if (taken.length === 0) return result;
  const subscriptions = await db
    .select()
    .from(driverPushSubscriptions)
    .where(inArray(driverPushSubscriptions.driverId, [...new Set(taken.map((t) => t.driverId))]))
    .orderBy(asc(driverPushSubscriptions.id));
  if (subscriptions.length === 0) return result;
  const texts = await db
    .select({ id: notifications.id, title: notifications.shortTitle, body: notifications.shortBody })
    .from(notifications)
    .where(inArray(notifications.id, [...new Set(taken.map((t) => t.notificationId))]));
  const byId = new Map(texts.map((n) => [n.id, n]));
  const { default: webpush } = await import('web-push');
  const keys = await vapidKeys(db);
  const pushes = taken.flatMap((delivery) =>
    subscriptions.filter((s) => s.driverId === delivery.driverId).map((subscription) => ({ delivery, subscription })),
  );
  const gone = new Set<number>();
  await inParallel(pushes, PUSH_CONCURRENCY, async ({ delivery, subscription }) => {
    const text = byId.get(delivery.notificationId);
    if (!text || gone.has(subscription.id)) return;
    const payload: DriverPushPayload = {
      notificationId: delivery.notificationId,
      title: text.title,
      body: text.body,
      url: PUSH_OPEN_URL,
    };
    let error: string | null;
    let statusCode: number | null = null;
    try {
      const target = await resolveOutbound(subscription.endpoint, options);
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
      ({ statusCode, error } = await postPinned(
        target,
        request.body as Buffer,
        { ...headers, 'user-agent': 'delivery-console-push/1' },
        options.timeoutMs ?? PUSH_TIMEOUT_MS,
      ));
    } catch (err) {
      error = err instanceof OutboundRefused ? `Refused: ${err.message}` : (err as Error).message;
    }
    if (statusCode === 404 || statusCode === 410) {
      gone.add(subscription.id);
      result.removed++;
      result.failed++;
      await db.delete(driverPushSubscriptions).where(eq(driverPushSubscriptions.id, subscription.id));
      return;
    }
    if (error === null) result.pushed++;
    else result.failed++;
    await db
      .update(driverPushSubscriptions)
      .set(error === null ? { lastPushedAt: new Date(), lastError: null } : { lastError: error.slice(0, 300) })
      .where(eq(driverPushSubscriptions.id, subscription.id));
  });
  return result;
}

// A shop's webhook endpoints (Settings → General → Webhooks; /api/@me/webhooks…): created, changed, removed and their
// secrets rotated by the company's client users, each write in one transaction with its audit entry (never the
// secret); "send test event" queues a `webhook.test` delivery; the delivery log reads the outbox rows of the company.
// The order events themselves are queued by webhookOutbox.ts and sent by webhookDelivery.ts.
//
// A secret is `whsec_` + 32 random bytes in base64url, kept as it is (the server signs with it) and shown only in the
// answers of create and rotate-secret.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { companies, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import { OutboundRefused, resolveOutbound, type Resolver } from './outboundAddress.ts';
import { webhookPayload } from './webhookOutbox.ts';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  webhookMsg,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookDeliveriesQuery,
  type WebhookDeliveryDetails,
  type WebhookDeliveryEvent,
  type WebhookDeliveryPage,
  type WebhookDeliveryRow,
  type WebhookDeliveryStatus,
  type WebhookEndpointRow,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '../../domain/webhooks.ts';

/** The client user acting on its company's endpoints. */
export interface WebhookOwner {
  companyId: number;
  /** Recorded as createdBy. */
  email: string;
  actor: Actor;
}

/** How an endpoint's URL is checked (the process's configuration; tests may give a resolver). */
export interface UrlCheck {
  allowPrivate: boolean;
  resolver?: Resolver;
}

type EndpointRecord = typeof webhookEndpoints.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** `whsec_` + the first 4 characters of the random part. */
const SECRET_SHOWN = WEBHOOK_SECRET_PREFIX.length + 4;

export const generateWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

const toRow = (row: EndpointRecord): WebhookEndpointRow => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  description: row.description,
  enabled: row.enabled,
  secretPrefix: row.secret.slice(0, SECRET_SHOWN),
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
  secretRotatedAt: iso(row.secretRotatedAt),
});

/** What the audit keeps of an endpoint: never its secret. */
const auditView = (row: EndpointRecord) => ({
  companyId: row.companyId,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  secretPrefix: row.secret.slice(0, SECRET_SHOWN),
});

/** Refuses a URL the delivery job would refuse: 400 with the reason under `url`. */
async function checkUrl(url: string, check: UrlCheck): Promise<void> {
  try {
    await resolveOutbound(url, check);
  } catch (err) {
    if (err instanceof OutboundRefused) {
      throw badRequest('validation_failed', 'Invalid input', { url: [webhookMsg[err.reason]] });
    }
    throw err;
  }
}

/** The company's endpoint, locked for a change: 404 for another company's, a removed one or none. */
async function lockEndpoint(tx: DbOrTx, owner: WebhookOwner, id: number): Promise<EndpointRecord> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.companyId, owner.companyId),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound('webhook_endpoint_not_found', 'Webhook endpoint not found');
  return row;
}

/** The company's endpoints (not removed), oldest first. */
export async function listWebhooks(db: Db, companyId: number): Promise<WebhookEndpointRow[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(toRow);
}

/** Creates an endpoint: the answer is the only place its secret appears. */
export async function createWebhook(
  db: Db,
  owner: WebhookOwner,
  input: CreateWebhookInput,
  check: UrlCheck,
): Promise<WebhookEndpointWithSecret> {
  await checkUrl(input.url, check);
  const secret = generateWebhookSecret();
  return db.transaction(async (tx) => {
    // The company row lock serializes concurrent creates of one company, so the limit holds.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, owner.companyId)).for('update');
    const [{ held }] = await tx
      .select({ held: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, owner.companyId), isNull(webhookEndpoints.deletedAt)));
    if (held >= WEBHOOK_ENDPOINTS_MAX)
      throw conflict(
        'webhook_endpoint_limit_reached',
        `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints per company`,
      );
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: owner.companyId,
        url: input.url,
        events: input.events,
        description: input.description,
        secret,
        createdBy: owner.email,
      })
      .returning();
    await audit(tx, owner.actor, {
      action: 'webhook.create',
      entity: 'webhook_endpoint',
      entityId: row.id,
      after: auditView(row),
    });
    return { ...toRow(row), secret };
  });
}

/** Changes the given fields of an endpoint (its URL checked again). */
export async function updateWebhook(
  db: Db,
  owner: WebhookOwner,
  input: UpdateWebhookInput,
  check: UrlCheck,
): Promise<WebhookEndpointRow> {
  if (input.url !== undefined) await checkUrl(input.url, check);
  return db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, owner, input.id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await audit(tx, owner.actor, {
      action: 'webhook.update',
      entity: 'webhook_endpoint',
      entityId: row.id,
      before: auditView(current),
      after: auditView(row),
    });
    return toRow(row);
  });
}

/**
 * Removes an endpoint: it receives nothing more; its deliveries still waiting are given up; its delivery log stays
 * readable until housekeeping purges it.
 */
export async function deleteWebhook(db: Db, owner: WebhookOwner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, owner, id);
    const now = new Date();
    await tx
      .update(webhookEndpoints)
      .set({ deletedAt: now, enabled: false, updatedAt: now })
      .where(eq(webhookEndpoints.id, id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'The endpoint was removed', lockedUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    await audit(tx, owner.actor, {
      action: 'webhook.delete',
      entity: 'webhook_endpoint',
      entityId: id,
      before: auditView(current),
    });
  });
}

/** A new secret for the endpoint, at once (deliveries from now on, retries included, are signed with it). */
export async function rotateWebhookSecret(db: Db, owner: WebhookOwner, id: number): Promise<WebhookEndpointWithSecret> {
  const secret = generateWebhookSecret();
  return db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, owner, id);
    const now = new Date();
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret, secretRotatedAt: now, updatedAt: now })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await audit(tx, owner.actor, {
      action: 'webhook.rotateSecret',
      entity: 'webhook_endpoint',
      entityId: id,
      before: { secretPrefix: current.secret.slice(0, SECRET_SHOWN) },
      after: { secretPrefix: row.secret.slice(0, SECRET_SHOWN) },
    });
    return { ...toRow(row), secret };
  });
}

/** Queues a `webhook.test` delivery to the endpoint (sent by the job within seconds); 409 when it is disabled. */
export async function sendTestWebhook(db: Db, owner: WebhookOwner, id: number): Promise<WebhookDeliveryRow> {
  const deliveryId = await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, owner, id);
    if (!endpoint.enabled) throw conflict('webhook_endpoint_disabled', 'The webhook endpoint is disabled');
    const payload = webhookPayload(WEBHOOK_TEST_EVENT, {
      endpointId: id,
      message: 'A test event sent from the delivery console',
    });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: id, companyId: owner.companyId, orderId: null, event: WEBHOOK_TEST_EVENT, payload })
      .returning({ id: webhookDeliveries.id });
    await audit(tx, owner.actor, {
      action: 'webhook.test',
      entity: 'webhook_endpoint',
      entityId: id,
      after: { deliveryId: row.id, eventId: payload.id },
    });
    return row.id;
  });
  return getWebhookDelivery(db, owner.companyId, deliveryId);
}

// ---- The delivery log -----------------------------------------------------------------------------------------------

const D = webhookDeliveries;
const DELIVERY_COLUMNS = {
  id: D.id,
  endpointId: D.endpointId,
  endpointUrl: webhookEndpoints.url,
  event: D.event,
  orderId: D.orderId,
  orderNo: sql<string | null>`${D.payload} #>> '{data,order,orderNo}'`,
  status: D.status,
  attempts: D.attempts,
  nextAttemptAt: D.nextAttemptAt,
  lastAttemptAt: D.lastAttemptAt,
  lastStatusCode: D.lastStatusCode,
  lastError: D.lastError,
  deliveredAt: D.deliveredAt,
  createdAt: D.createdAt,
};

interface DeliveryRecord {
  id: number;
  endpointId: number;
  endpointUrl: string;
  event: string;
  orderId: number | null;
  orderNo: string | null;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

const toDeliveryRow = (r: DeliveryRecord): WebhookDeliveryRow => ({
  id: Number(r.id),
  endpointId: r.endpointId,
  endpointUrl: r.endpointUrl,
  event: r.event as WebhookDeliveryEvent,
  orderId: r.orderId,
  orderNo: r.orderNo,
  status: r.status as WebhookDeliveryStatus,
  attempts: r.attempts,
  nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  lastAttemptAt: iso(r.lastAttemptAt),
  lastStatusCode: r.lastStatusCode,
  lastError: r.lastError,
  deliveredAt: iso(r.deliveredAt),
  createdAt: r.createdAt.toISOString(),
});

/** A page of the company's deliveries (of one endpoint or of all), newest first. */
export async function listWebhookDeliveries(
  db: Db,
  companyId: number,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveryPage> {
  const conditions: SQL[] = [eq(D.companyId, companyId)];
  if (query.endpointId !== undefined) conditions.push(eq(D.endpointId, query.endpointId));
  else {
    // The company's endpoints, each read on its (endpoint_id, id) index.
    conditions.push(
      inArray(
        D.endpointId,
        db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId)),
      ),
    );
  }
  if (query.status) conditions.push(eq(D.status, query.status));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(DELIVERY_COLUMNS)
      .from(D)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, D.endpointId))
      .where(where)
      .orderBy(desc(D.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(D).where(where),
  ]);
  return {
    items: rows.map(toDeliveryRow),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

/** One delivery of the company with its body: 404 for another company's or none. */
export async function getWebhookDelivery(db: Db, companyId: number, id: number): Promise<WebhookDeliveryDetails> {
  const [row] = await db
    .select({ ...DELIVERY_COLUMNS, payload: D.payload })
    .from(D)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, D.endpointId))
    .where(and(eq(D.id, id), eq(D.companyId, companyId)));
  if (!row) throw notFound('webhook_delivery_not_found', 'Webhook delivery not found');
  return { ...toDeliveryRow(row), payload: row.payload };
}

// A shop's webhooks (issue 37): endpoints managed by the company's client users (not API keys, not operators), order
// events queued in the order change's transaction and posted by the delivery job to a local HTTP endpoint this test
// runs: signed (HMAC-SHA256 over "<timestamp>.<body>", verified as the OpenAPI text shows), retried with backoff on a
// moved clock, given up after the last attempt, in order per order, still sent after the app restarts on the same
// database; only the company's own orders and only the fields its client user may see; the SSRF guard with the switch
// off (at registration and at delivery time).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig, type AppConfig } from '../../server/config.ts';
import * as s from '../../server/db/schema.ts';
import { isPublicAddress, resolveOutbound } from '../../server/services/outboundAddress.ts';
import {
  deliverDueWebhooks,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from '../../server/services/webhookDelivery.ts';
import { purgeExpired } from '../../server/services/housekeeping.ts';
import type {
  WebhookDeliveryDetails,
  WebhookDeliveryPage,
  WebhookEndpointWithSecret,
  WebhookEventType,
  WebhookPayload,
} from '../../domain/webhooks.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, loadFixture, signInAll, type Fixture } from './fixtures.ts';
import { testDatabase } from './testDatabase.ts';

// ---- The app on a database of its own, which a test can restart ---------------------------------------------------

let app: FastifyInstance;
let fx: Fixture;
let config: AppConfig;
let made: Awaited<ReturnType<typeof testDatabase>>;
const tokens: Record<string, string> = {};
const db = () => app.database.db;

// ---- The shop's endpoint: a local HTTP server answering with the statuses it is given -------------------------------

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
/** The statuses of the next answers (then 200). */
const answers: number[] = [];
/** Orders whose next delivery is answered 500 (whatever arrives first when several go at once). */
const failNextOf = new Set<number>();

beforeAll(async () => {
  made = await testDatabase();
  config = testConfig({ databaseUrl: made.databaseUrl, webhooksAllowPrivate: true });
  app = await buildApp(config, { database: made.database });
  fx = await loadFixture(app.database.db);
  await signInAll(app, tokens, 'client', 'operator', 'fresh');
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body });
      const orderId = (JSON.parse(body) as { data: { order?: { id: number } } }).data.order?.id ?? 0;
      response.statusCode = failNextOf.delete(orderId) ? 500 : (answers.shift() ?? 200);
      response.end(response.statusCode >= 300 ? 'endpoint says no' : 'ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await app?.close();
  await made?.dispose();
});

beforeEach(async () => {
  received.length = 0;
  answers.length = 0;
  failNextOf.clear();
  // Each test starts with no endpoint of alpha and nothing left to send.
  for (const endpoint of (await get('/api/@me/webhooks')).json<{ id: number }[]>())
    expect((await post('/api/@me/webhooks/delete', { id: endpoint.id })).statusCode).toBe(204);
});

const post = (url: string, payload: object, token = tokens.client!) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token = tokens.client!) => app.inject({ method: 'GET', url, headers: bearer(token) });

/** The test's endpoint: its delivery log is what `deliveries()` reads. */
let current = 0;
async function addEndpoint(events: WebhookEventType[], url = receiverUrl): Promise<WebhookEndpointWithSecret> {
  const res = await post('/api/@me/webhooks/create', { url, events, description: 'Shop' });
  expect(res.statusCode, res.body).toBe(201);
  current = res.json().id;
  return res.json();
}

/** An order of alpha created by its client user through the API (order.created is queued in its transaction). */
async function createOrder() {
  const res = await post('/api/order/create', {
    companyId: fx.companies.alpha,
    products: [{ id: fx.products.alphaA }],
    clientName: 'Anna Nowak',
    clientStreet: 'Marszałkowska 10',
    clientCity: 'Warszawa',
    clientZipCode: '00-624',
    clientPhone: '+48 600 700 800',
    pickupPoint: { name: 'Apteka Centrum', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; orderNo: string };
}

const cancel = (orderId: number) =>
  post('/api/order/cancel', { orderId, reason: 'CLIENTS_REQUEST', renewOrder: false }, tokens.operator);

const run = (now = new Date(), allowPrivate = true) => deliverDueWebhooks(db(), { allowPrivate, now });

async function deliveries(query = `?endpointId=${current}`): Promise<WebhookDeliveryPage> {
  const res = await get(`/api/@me/webhooks/deliveries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The documented verification (server/routes/docs/webhooks.ts), as a shop would write it. */
function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string, nowSeconds: number): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  if (Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const given = Buffer.from(String(headers['webhook-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

// ---- Endpoints ------------------------------------------------------------------------------------------------------

describe('endpoints', () => {
  it('are created (the secret shown once), listed, changed, rotated and removed by the client user, each audited', async () => {
    const created = await addEndpoint(['order.created', 'order.delivered']);
    expect(created).toMatchObject({ url: receiverUrl, events: ['order.created', 'order.delivered'], enabled: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.secretPrefix).toBe(created.secret.slice(0, 10));

    const listed = (await get('/api/@me/webhooks')).json();
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const updated = await post('/api/@me/webhooks/update', {
      id: created.id,
      events: ['order.delivered', 'order.cancelled', 'order.delivered'],
      enabled: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ events: ['order.delivered', 'order.cancelled'], enabled: false });

    const rotated = await post('/api/@me/webhooks/rotate-secret', { id: created.id });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(created.secret);
    expect(rotated.json().secretRotatedAt).toEqual(expect.any(String));

    expect((await post('/api/@me/webhooks/delete', { id: created.id })).statusCode).toBe(204);
    expect((await get('/api/@me/webhooks')).json()).toEqual([]);
    expect((await post('/api/@me/webhooks/delete', { id: created.id })).json().errorCode).toBe(
      'webhook_endpoint_not_found',
    );

    const trail = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'webhook_endpoint'), eq(s.auditLog.entityId, String(created.id))));
    expect(trail.map((e) => e.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.rotateSecret',
      'webhook.delete',
    ]);
    expect(trail.every((e) => e.actorKind === 'client')).toBe(true);
    const text = JSON.stringify(trail);
    expect(text).not.toContain(created.secret);
    expect(text).not.toContain(rotated.json().secret);
  });

  it('are the client users’ own: operators, API keys and another company’s users are refused', async () => {
    const mine = await addEndpoint(['order.created']);
    const key = (await post('/api/@me/api-keys/create', { name: 'Shop sync' })).json().key as string;
    const byKey = await get('/api/@me/webhooks', key);
    expect([byKey.statusCode, byKey.json().errorCode]).toEqual([403, 'api_key_not_allowed']);
    const byOperator = await post(
      '/api/@me/webhooks/create',
      { url: receiverUrl, events: ['order.created'] },
      tokens.operator,
    );
    expect([byOperator.statusCode, byOperator.json().errorCode]).toEqual([403, 'client_user_only']);
    // Gamma's client sees none of alpha's endpoints and cannot touch them.
    expect((await get('/api/@me/webhooks', tokens.fresh)).json()).toEqual([]);
    for (const url of ['update', 'delete', 'rotate-secret', 'test']) {
      const res = await post(`/api/@me/webhooks/${url}`, { id: mine.id, enabled: false }, tokens.fresh);
      expect([url, res.statusCode, res.json().errorCode]).toEqual([url, 404, 'webhook_endpoint_not_found']);
    }
  });

  it('refuses bad input with field errors', async () => {
    const res = await post('/api/@me/webhooks/create', {
      url: 'ftp://user:secret@example.com/x',
      events: [],
      description: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      url: ['settings.webhooks.validation.url'],
      events: ['settings.webhooks.validation.events'],
      description: ['validation.maxLength'],
    });
    const unknownEvent = await post('/api/@me/webhooks/create', { url: receiverUrl, events: ['order.eaten'] });
    expect(unknownEvent.statusCode).toBe(400);
    const nul = await post('/api/@me/webhooks/create', { url: `${receiverUrl}\u0000`, events: ['order.created'] });
    expect(nul.json().errors.url).toContain('validation.invalidCharacters');
  });
});

// ---- SSRF -----------------------------------------------------------------------------------------------------------

describe('the SSRF guard, with WEBHOOKS_ALLOW_PRIVATE off', () => {
  it('tells public addresses from private, loopback, link-local, CGNAT, multicast and unspecified ones', () => {
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not an address',
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    const allowed = ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
    expect(allowed.filter((a) => !isPublicAddress(a))).toEqual([]);
  });

  it('refuses http, private addresses and a host with one private address among public ones, when saved', async () => {
    const strict = await buildApp({ ...config, webhooksAllowPrivate: false }, { database: app.database });
    try {
      const create = (url: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/@me/webhooks/create',
          headers: bearer(tokens.client!),
          payload: { url, events: ['order.created'] },
        });
      const cases: [string, string][] = [
        [receiverUrl, 'settings.webhooks.validation.httpsOnly'],
        ['https://127.0.0.1/hooks', 'settings.webhooks.validation.privateAddress'],
        ['https://[::ffff:127.0.0.1]/hooks', 'settings.webhooks.validation.privateAddress'],
        ['https://[::1]:8443/hooks', 'settings.webhooks.validation.privateAddress'],
        ['https://169.254.169.254/latest/meta-data', 'settings.webhooks.validation.privateAddress'],
        ['https://localhost/hooks', 'settings.webhooks.validation.privateAddress'],
      ];
      for (const [url, message] of cases) {
        const res = await create(url);
        expect([url, res.statusCode, res.json().errors?.url]).toEqual([url, 400, [message]]);
      }
      expect((await get('/api/@me/webhooks')).json()).toEqual([]);
    } finally {
      await strict.close();
    }
    const mixed = resolveOutbound('https://shop.example/hooks', {
      allowPrivate: false,
      resolver: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    await expect(mixed).rejects.toMatchObject({ reason: 'privateAddress' });
    await expect(
      resolveOutbound('https://shop.example/hooks', {
        allowPrivate: false,
        resolver: async () => [{ address: '93.184.216.34', family: 4 }],
      }),
    ).resolves.toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('checks the address again at delivery time: nothing is sent to a host that now points inside', async () => {
    await addEndpoint(['order.created']);
    const order = await createOrder();
    expect(await run(new Date(), false)).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(received).toEqual([]);
    const [row] = (await deliveries()).items;
    expect(row).toMatchObject({ orderId: order.id, status: 'pending', attempts: 1, lastStatusCode: null });
    expect(row!.lastError).toMatch(/^Refused: .*https/);
  });
});

// ---- Deliveries -----------------------------------------------------------------------------------------------------

describe('deliveries', () => {
  it('posts the event signed; the documented check verifies it, a wrong secret or body does not', async () => {
    const endpoint = await addEndpoint(['order.created']);
    const order = await createOrder();
    const now = new Date();
    expect(await run(now)).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(headers['content-type']).toBe('application/json');
    const nowSeconds = Math.floor(now.getTime() / 1000);
    expect(headers['webhook-timestamp']).toBe(String(nowSeconds));
    expect(verifyWebhook(endpoint.secret, headers, body, nowSeconds)).toBe(true);
    expect(verifyWebhook(`${endpoint.secret}x`, headers, body, nowSeconds)).toBe(false);
    expect(verifyWebhook(endpoint.secret, headers, body.replace(order.orderNo, 'ZZZZ'), nowSeconds)).toBe(false);
    expect(verifyWebhook(endpoint.secret, headers, body, nowSeconds + 3600)).toBe(false);

    const payload = JSON.parse(body) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'order.created', data: { order: { id: order.id, orderNo: order.orderNo } } });
    expect(headers['webhook-id']).toBe(payload.id);
    expect(payload.id).toMatch(/^evt_[0-9a-f]{32}$/);

    const [row] = (await deliveries(`?endpointId=${endpoint.id}`)).items;
    expect(row).toMatchObject({
      event: 'order.created',
      orderId: order.id,
      orderNo: order.orderNo,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      endpointUrl: receiverUrl,
    });
    const details = await get(`/api/@me/webhooks/deliveries/details?id=${row!.id}`);
    expect(details.json<WebhookDeliveryDetails>().payload).toEqual(payload);
    // Another company's user reads none of it.
    expect((await get(`/api/@me/webhooks/deliveries/details?id=${row!.id}`, tokens.fresh)).statusCode).toBe(404);
    expect((await get('/api/@me/webhooks/deliveries', tokens.fresh)).json().total).toBe(0);
  });

  it('carries only the shop’s own orders, with only the fields its client user may see', async () => {
    await addEndpoint(['order.created', 'order.cancelled']);
    // Beta's order cancelled: nothing for alpha's endpoint.
    expect((await cancel(fx.orders.betaNew!)).statusCode).toBe(200);
    const order = await createOrder();
    await run();
    expect(received.map((r) => (JSON.parse(r.body) as WebhookPayload).type)).toEqual(['order.created']);

    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, order.id));
    const body = received[0]!.body;
    const sent = (JSON.parse(body) as { data: { order: Record<string, unknown> } }).data.order;
    expect(Object.keys(sent).sort()).toEqual(
      [
        'id',
        'orderNo',
        'externalId',
        'returnsOrderNo',
        'type',
        'status',
        'cancellationReason',
        'packageSize',
        'region',
        'createdAt',
        'scheduledSlot',
        'acceptedAt',
        'pickedUpAt',
        'arrivedAt',
        'deliveredAt',
        'finishedAt',
        'cancelledAt',
        'onHoldUntil',
        'trackingPath',
        'receiver',
        'pickupPoint',
        'driver',
        'price',
      ].sort(),
    );
    expect(sent).toMatchObject({
      status: 'new',
      region: 'Warszawa',
      receiver: { name: 'Anna Nowak', city: 'Warszawa', hidden: false },
      price: { amount: row!.estimatedPayout, currency: 'pln' },
      trackingPath: `/track/${row!.trackingToken}`,
    });
    // Nothing of the codes, the driver's payout or the internal columns.
    for (const secret of [row!.pickUpVerificationCode!, String(row!.estimatedPayoutDriver)])
      expect(body).not.toContain(`"${secret}"`);
    expect(body).not.toMatch(/verificationCode|payoutDriver|estimatedDistance|companyId/i);
  });

  it('retries with backoff (30 s, 2 min, …) against an endpoint that fails, then succeeds; one event id throughout', async () => {
    await addEndpoint(['order.created']);
    await createOrder();
    answers.push(500, 503);
    const t0 = new Date();
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    expect(await run(t0)).toEqual({ delivered: 0, retried: 1, failed: 0 });
    let [row] = (await deliveries()).items;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(row!.lastError).toBe('HTTP 500: endpoint says no');
    expect(row!.nextAttemptAt).toBe(at(30).toISOString());

    expect(await run(at(29))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await run(at(30))).toEqual({ delivered: 0, retried: 1, failed: 0 });
    [row] = (await deliveries()).items;
    expect(row).toMatchObject({ attempts: 2, lastStatusCode: 503, nextAttemptAt: at(30 + 120).toISOString() });

    expect(await run(at(149))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await run(at(150))).toEqual({ delivered: 1, retried: 0, failed: 0 });
    [row] = (await deliveries()).items;
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
    expect(row!.deliveredAt).toBe(at(150).toISOString());
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(received).toHaveLength(3);
  });

  it('keeps trying for more than 24 hours, then gives the delivery up as failed', async () => {
    await addEndpoint(['order.created']);
    await createOrder();
    const t0 = new Date();
    let now = t0;
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      answers.push(500);
      const outcome = await run(now);
      expect(outcome).toEqual(
        attempt < WEBHOOK_MAX_ATTEMPTS
          ? { delivered: 0, retried: 1, failed: 0 }
          : { delivered: 0, retried: 0, failed: 1 },
      );
      const [row] = (await deliveries()).items;
      if (row!.nextAttemptAt) now = new Date(row!.nextAttemptAt);
    }
    const [row] = (await deliveries()).items;
    expect(row).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(new Date(row!.lastAttemptAt!).getTime() - t0.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(WEBHOOK_RETRY_DELAYS_SECONDS.slice(0, 3)).toEqual([30, 120, 600]);
    expect(await run(new Date(now.getTime() + 7 * 24 * 3600_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });

  it('sends one order’s events to an endpoint in their order: a later one waits while an earlier one is retried', async () => {
    await addEndpoint(['order.created', 'order.cancelled']);
    const order = await createOrder();
    expect((await cancel(order.id)).statusCode).toBe(200);
    const other = await createOrder();
    failNextOf.add(order.id);
    const t0 = new Date();
    // The first run: order's created fails (its cancelled waits), the other order's created goes.
    expect(await run(t0)).toEqual({ delivered: 1, retried: 1, failed: 0 });
    const events = () => received.map((r) => JSON.parse(r.body) as WebhookPayload);
    expect(await run(new Date(t0.getTime() + 10_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await run(new Date(t0.getTime() + 30_000))).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await run(new Date(t0.getTime() + 31_000))).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const mine = events()
      .filter((e) => 'order' in e.data && e.data.order.id === order.id)
      .map((e) => [e.type, 'order' in e.data ? e.data.order.status : null]);
    expect(mine).toEqual([
      ['order.created', 'new'],
      ['order.created', 'new'],
      ['order.cancelled', 'cancelled'],
    ]);
    expect(events().filter((e) => 'order' in e.data && e.data.order.id === other.id)).toHaveLength(1);
    // The log: newest first.
    const log = await deliveries();
    expect(log.items.map((d) => d.id)).toEqual([...log.items.map((d) => d.id)].sort((a, b) => b - a));
    expect(log.items.every((d) => d.status === 'delivered')).toBe(true);
  });

  it('announces the driver’s steps: accepted, picked up, delivered (driver API), and holds', async () => {
    await addEndpoint(['order.accepted', 'order.picked_up', 'order.delivered', 'order.hold']);
    const order = await createOrder();
    const password = 'Driver-pass-1';
    await db()
      .insert(s.drivers)
      .values({
        firstName: 'Hook',
        lastName: 'Driver',
        email: 'hook@drivers.test',
        phone: '+48500600700',
        passwordHash: await fixtureHash(password),
        regionId: fx.regions.waw,
      });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email: 'hook@drivers.test', password },
    });
    const driverToken = signIn.json().token as string;
    const step = async (name: string, payload: object) => {
      const res = await post(`/api/driver/order/${name}`, payload, driverToken);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    };
    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, order.id));
    await step('accept', { orderId: order.id });
    await step('hold', { orderId: order.id, notes: 'Traffic' });
    await step('arrive-at-pickup', { orderId: order.id });
    await step('pick-up', { orderId: order.id, verificationCode: row!.pickUpVerificationCode });
    await step('deliver', { orderId: order.id });
    for (let i = 0; i < 6 && (await run()).delivered > 0; i++);
    const events = received.map((r) => JSON.parse(r.body) as WebhookPayload);
    expect(events.map((e) => e.type)).toEqual(['order.accepted', 'order.hold', 'order.picked_up', 'order.delivered']);
    const accepted = events[0]!.data as { order: { driver: unknown; status: string } };
    expect(accepted.order).toMatchObject({
      status: 'accepted',
      driver: { firstName: 'Hook', lastName: 'Driver', phone: '+48500600700' },
    });
  });

  it('sends a test event on request; a disabled endpoint gets none', async () => {
    const endpoint = await addEndpoint(['order.created']);
    const res = await post('/api/@me/webhooks/test', { id: endpoint.id });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ event: 'webhook.test', status: 'pending', orderId: null, attempts: 0 });
    expect(await run()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const payload = JSON.parse(received[0]!.body) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    await post('/api/@me/webhooks/update', { id: endpoint.id, enabled: false });
    const refused = await post('/api/@me/webhooks/test', { id: endpoint.id });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'webhook_endpoint_disabled']);
    // Disabled: order events are not queued for it.
    await createOrder();
    expect((await deliveries()).total).toBe(1);
  });

  it('housekeeping drops delivered and failed rows older than 30 days, and keeps pending ones', async () => {
    await addEndpoint(['order.created']);
    await createOrder();
    await run();
    await createOrder();
    const later = new Date(Date.now() + 31 * 24 * 3600_000);
    const result = await purgeExpired(db(), later);
    expect(result.webhookDeliveries).toBeGreaterThanOrEqual(1);
    // The purge a month ahead ended the test's sessions too.
    await signInAll(app, tokens, 'client', 'operator', 'fresh');
    const left = (await deliveries()).items;
    expect(left.map((d) => d.status)).toEqual(['pending']);
  });
});

// ---- A restart ------------------------------------------------------------------------------------------------------

describe('a restart', () => {
  it('sends what was queued before the process stopped: the job of the new process delivers it', async () => {
    await addEndpoint(['order.created']);
    const order = await createOrder();
    await app.close();
    app = await buildApp({ ...config, runJobs: true }, { database: made.database });
    // The new process's job runs at its start and then every few seconds.
    await app.ready();
    let row: WebhookDeliveryPage['items'][number] | undefined;
    for (let i = 0; i < 100 && row?.status !== 'delivered'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = (await deliveries()).items.find((d) => d.orderId === order.id);
    }
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(received.map((r) => (JSON.parse(r.body) as WebhookPayload).type)).toEqual(['order.created']);
  });
});

// The OpenAPI texts of the webhooks routes (server/routes/webhooks.ts): each route's summary and description, the
// texts they share (who may call, how deliveries are signed, retried and ordered, how to verify a signature), and the
// shapes of their answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...webhooksDocs.<route>, body }`), so the route file reads as routing and the rest reads here.
import { z } from 'zod';
import {
  WEBHOOK_DELIVERIES_PER_PAGE_MAX,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX,
  type WebhookDeliveryDetails,
  type WebhookDeliveryPage,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookEndpointWithSecret,
} from '../../../domain/webhooks.ts';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '../../services/webhookDelivery.ts';

const WHO = [
  'Client users only, for their own company (a console session: `POST /api/auth/login`): 403 `client_user_only` for',
  'operators, 403 `api_key_not_allowed` with an API key. An API key reads and writes orders with the `api` account',
  'type’s flags, which do not include the receivers’ personal data, while an event carries the order as the company’s',
  'client user sees it; so only a signed-in client user may say where the events go.',
].join(' ');

const URL_RULE = [
  `url: https, at most ${WEBHOOK_URL_MAX} characters, no user name or password, no fragment. Its host must resolve only`,
  'to public addresses (no private, loopback, link-local, CGNAT, multicast, unspecified or reserved address, IPv4 or',
  'IPv6, IPv4-mapped included); the check is made when the endpoint is saved (400 `validation_failed` with the reason',
  'under `url`: `settings.webhooks.validation.httpsOnly`, `.privateAddress`, `.unresolvable`, `.url`) and again before',
  'every delivery, which connects to the address checked. A server started with `WEBHOOKS_ALLOW_PRIVATE=true` (tests,',
  'local development) also takes http and private addresses.',
].join(' ');

const shownDelay = (s: number) => (s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`);
const delays = WEBHOOK_RETRY_DELAYS_SECONDS.map(shownDelay);

/** How deliveries go out: the shared text of the create route and of the tag. */
export const WEBHOOK_DELIVERY_TEXT = [
  '**Events.** ',
  WEBHOOK_EVENTS.map((e) => `\`${e}\``).join(', '),
  `, and \`${WEBHOOK_TEST_EVENT}\` from "send test event". A cancellation that puts the order back in the queue`,
  '(renewal) is `order.driver_changed` (the order has no driver any more); a driver given to a waiting order is',
  '`order.accepted`. Only the company’s own orders, only to its enabled endpoints that subscribed to the event.',
  '\n\n**Body.** `POST` with `Content-Type: application/json`:',
  '`{ "id": "evt_…", "type": "order.delivered", "createdAt": "<ISO time>", "data": { "order": { … } } }`. `data.order` is',
  'the order at the event’s time as the company’s client user may see it: number, external id, status and its times,',
  'slot, receiver, pickup point, driver (name and phone), price in minor units, and `trackingPath` (the receiver’s',
  'tracking page, a path of the console’s address).',
  '\n\n**Headers.** `Webhook-Id` (the event id: the same in every retry, deduplicate on it), `Webhook-Timestamp` (Unix',
  'seconds of the attempt) and `Webhook-Signature: v1=<hex>`, the HMAC-SHA256 of `<Webhook-Timestamp>.<raw body>` keyed',
  `with the endpoint's whole secret (\`${WEBHOOK_SECRET_PREFIX}…\`). Verify it on the raw body, before parsing it, and`,
  'refuse timestamps more than 5 minutes old:',
  '\n\n```js\n',
  "import { createHmac, timingSafeEqual } from 'node:crypto';\n",
  '// rawBody: the request body as received (a Buffer or string), headers: lower-case names\n',
  'function verifyWebhook(secret, headers, rawBody) {\n',
  "  const timestamp = headers['webhook-timestamp'];\n",
  '  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;\n',
  "  const expected = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');\n",
  "  const given = Buffer.from(headers['webhook-signature'] ?? '');\n",
  '  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));\n',
  '}\n',
  '```',
  `\n\n**Answer and retries.** Answer 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s; redirects are not followed. Anything else`,
  `is tried again after ${delays.join(', ')}: ${WEBHOOK_MAX_ATTEMPTS} attempts over more than 24 hours, then the`,
  'delivery is `failed`. Deliveries are kept in the database and sent by a job that every server process shares,',
  'so they survive a restart; they arrive at least once (deduplicate on `Webhook-Id`). The events of one order reach',
  'an endpoint in their order: a later one waits while an earlier one is still being retried.',
].join(' ');

const isoTime = () => z.iso.datetime();

const endpointRow = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    description: z.string().nullable(),
    enabled: z.boolean().describe('A disabled endpoint receives nothing; its waiting deliveries are given up'),
    secretPrefix: z.string().describe(`The secret's first characters (\`${WEBHOOK_SECRET_PREFIX}\` + 4)`),
    createdAt: isoTime(),
    createdBy: z.string().nullable().describe('E-mail of the client user who created it'),
    updatedAt: isoTime(),
    secretRotatedAt: isoTime().nullable(),
  })
  .describe('A webhook endpoint as listed: never its secret') satisfies z.ZodType<WebhookEndpointRow>;

const endpointWithSecret = endpointRow
  .extend({
    secret: z
      .string()
      .describe(`The signing secret (\`${WEBHOOK_SECRET_PREFIX}…\`): sent in this answer only, never again`),
  })
  .describe('The endpoint with its secret') satisfies z.ZodType<WebhookEndpointWithSecret>;

const deliveryRow = z
  .object({
    id: z.number().int(),
    endpointId: z.number().int(),
    endpointUrl: z.string(),
    event: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
    orderId: z.number().int().nullable().describe('Null for a test event'),
    orderNo: z.string().nullable(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: isoTime().nullable().describe('When the next attempt is due (pending only)'),
    lastAttemptAt: isoTime().nullable(),
    lastStatusCode: z.number().int().nullable().describe('The endpoint’s HTTP status; null when it was not reached'),
    lastError: z.string().nullable().describe('Why the last attempt failed (the start of the answer, a timeout, …)'),
    deliveredAt: isoTime().nullable(),
    createdAt: isoTime(),
  })
  .describe('One event to one endpoint') satisfies z.ZodType<WebhookDeliveryRow>;

const deliveryPage = z
  .object({
    items: z.array(deliveryRow),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  })
  .describe('A page of the delivery log, newest first') satisfies z.ZodType<WebhookDeliveryPage>;

const deliveryDetails = deliveryRow
  .extend({ payload: z.unknown().describe('The body posted, exactly as sent (also to every retry)') })
  .describe('A delivery with its body') satisfies z.ZodType<WebhookDeliveryDetails>;

const EVENTS_RULE = `events: one or more of ${WEBHOOK_EVENTS.join(', ')}`;
const DESCRIPTION_RULE = `description: optional, at most ${WEBHOOK_DESCRIPTION_MAX} characters`;

export const webhooksDocs = {
  list: {
    summary: 'The webhook endpoints of the caller’s company (not the removed ones), oldest first',
    description: `Never contains the secrets. ${WHO}`,
    response: { 200: z.array(endpointRow) },
  },
  create: {
    summary: 'Registers a webhook endpoint; the answer is the only time its secret is sent',
    description: [
      `Body: ${URL_RULE} ${EVENTS_RULE}. ${DESCRIPTION_RULE}. At most ${WEBHOOK_ENDPOINTS_MAX} endpoints per company`,
      '(409 `webhook_endpoint_limit_reached`). One transaction with an audit entry (webhook.create; never the secret).',
      `${WHO}\n\n${WEBHOOK_DELIVERY_TEXT}`,
    ].join(' '),
    response: { 201: endpointWithSecret },
  },
  update: {
    summary: 'Changes a webhook endpoint: its URL, events, description or whether it is enabled',
    description: [
      'Body: id and the fields to change (the others stay). A new URL is checked as on create. Disabling stops',
      'deliveries at once: those still waiting are given up (`failed`, "The endpoint is disabled") when their turn comes.',
      '404 `webhook_endpoint_not_found` (also for another company’s). One transaction with an audit entry',
      `(webhook.update). ${WHO}`,
    ].join(' '),
    response: { 200: endpointRow },
  },
  delete: {
    summary: 'Removes a webhook endpoint',
    description: [
      'Body: id. It receives nothing more; its waiting deliveries are given up; its delivery log stays readable for',
      '30 days. 404 `webhook_endpoint_not_found`. One transaction with an audit entry (webhook.delete).',
      WHO,
    ].join(' '),
    response: { 204: z.null().describe('Removed') },
  },
  rotateSecret: {
    summary: 'Gives a webhook endpoint a new signing secret; the answer is the only time it is sent',
    description: [
      'Body: id. The old secret stops at once: every delivery from now on, retries included, is signed with the new',
      'one. 404 `webhook_endpoint_not_found`. One transaction with an audit entry (webhook.rotateSecret; never a',
      `secret). ${WHO}`,
    ].join(' '),
    response: { 200: endpointWithSecret },
  },
  test: {
    summary: 'Queues a test event to a webhook endpoint',
    description: [
      `Body: id. A \`${WEBHOOK_TEST_EVENT}\` delivery (\`data\`: the endpoint's id and a message), signed and retried as`,
      'any other, sent within seconds; the answer is its row in the delivery log (pending). 409',
      '`webhook_endpoint_disabled` for a disabled endpoint, 404 `webhook_endpoint_not_found`.',
      WHO,
    ].join(' '),
    response: { 202: deliveryRow },
  },
  deliveries: {
    summary: 'The delivery log of the caller’s company: newest first, of one endpoint or of all',
    description: [
      `Query: endpointId (optional), status (optional: ${WEBHOOK_DELIVERY_STATUSES.join(', ')}), page, perPage (at most`,
      `${WEBHOOK_DELIVERIES_PER_PAGE_MAX}, default 25). Each row: the event, the order, the state, the attempts, the last`,
      'answer or error and the times; the body is read with `GET /api/@me/webhooks/deliveries/details`. Delivered and',
      `failed rows are kept 30 days. ${WHO}`,
    ].join(' '),
    response: { 200: deliveryPage },
  },
  deliveryDetails: {
    summary: 'One delivery of the caller’s company with the body that is posted',
    description: `Query: id. 404 \`webhook_delivery_not_found\` (also for another company’s). ${WHO}`,
    response: { 200: deliveryDetails },
  },
};

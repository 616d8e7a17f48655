// The Merchant API: the calls a shop's own system makes with its company's API key, as their own OpenAPI document
// (GET /api/docs/merchant/json, Swagger UI at /api/docs/merchant), and the introductions of both documents. The full
// document (/api/docs/json) is built by @fastify/swagger from every route; decorateDocument adds its audiences' tags,
// the API-key security of the merchant operations and their examples (merchantExamples.ts), and merchantDocument
// keeps of it the operations tagged `Merchant API…` (server/routes/docs/audiences.ts), with the API key as their only
// security. tests/api/openapi-examples.test.ts validates each example against its operation's schema and checks that
// an API key may call every merchant operation.
import { API_KEY_PREFIX } from '../../../domain/accountSchemas.ts';
import { API_TAGS, documentTags, isMerchantTag } from './audiences.ts';
import { MERCHANT_EXAMPLES, type OperationExamples } from './merchantExamples.ts';
import { WEBHOOK_DELIVERY_TEXT } from './webhooks.ts';

export const MERCHANT_DOCS_PREFIX = '/api/docs/merchant';
const KEY = `${API_KEY_PREFIX}…`;

/** The security schemes: a company's API key (the Merchant API) and a signed-in session's token (everything). */
export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${KEY} API key`,
    description:
      `A company's API key, sent as \`Authorization: Bearer ${KEY}\`. A client user creates it in the console: ` +
      'Settings → General → API integration → Create key (shown once; revocable there).',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A session token from POST /api/auth/login (the console) or POST /api/driver/sign-in (the driver app).',
  },
} as const;

const API_KEY_AUTH = [
  `**A shop's system: an API key.** Send your company's key on every call: \`Authorization: Bearer ${KEY}\`. A client`,
  'user of the shop creates it in the console under **Settings → General → API integration → Create key**; the key is',
  'shown once (copy it then), and is revoked there. It acts as the company’s client with the `api` account type: its own',
  'company’s orders only (read; create and write once the company is active), no settings or session calls (403',
  '`api_key_not_allowed`). An unknown or revoked key, or one of an inactive company, answers 401 `invalid_api_key`.',
].join('\n');

const MERCHANT_POINTER = [
  'The calls a key is for are the Merchant API (tags `Merchant API: …`), also as their own document with a quick start:',
  `${MERCHANT_DOCS_PREFIX}/json (page: ${MERCHANT_DOCS_PREFIX}).`,
].join('\n');

const SESSION_AUTH = [
  '**The console, the back office and the driver app: a session.** `POST /api/auth/login` {username, password} (operators',
  'and client users) answers a Bearer token (JWT, refreshed with POST /api/auth/refresh); drivers sign in with',
  'POST /api/driver/sign-in.',
].join('\n');

const ERRORS_TEXT = [
  'Errors answer `{name, message, errorCode, errors?, errorArgs?, details?}`: 400 with per-field `errors` ',
  '(field path → message keys; `errorArgs`: field path → the arguments of each message, e.g. `{"max": 100}` for ',
  '`validation.maxLength`, where a message names numbers; every text has a maximum length and refuses NUL and unpaired surrogates with ',
  '`validation.invalidCharacters`, ids are whole numbers from 1 to 2147483647 (JSON numbers, or digits in a query ',
  'string or path: never `true`), dates lie within 2000-01-01 … 2100-12-31 with `validation.dateOutOfRange`), 401 (`unauthorized`: no token; `session_expired`: ',
  'signed out, expired or ended by a password change; `account_deactivated`: the account was deactivated, which ended its ',
  'sessions; `invalid_api_key`), 403 (`insufficient_permissions`: the area is closed to the caller; `forbidden`: ',
  'it may open the area but not do this, e.g. a read-only account’s write; `api_key_not_allowed`), 404, 409 (state conflicts; `details` ',
  'names what a conflict is with, e.g. the existing item of a duplicate), 413 ',
  '(`payload_too_large`: a body over 5 MB), 422, 429, 503 with Retry-After (`database_unavailable`: the database is ',
  'away for a moment, a restart or a failover; a write answered so may or may not have happened; ',
  '`shutting_down`: this process is stopping and did nothing, send it again); a call without valid credentials answers 401 before its input is read.',
].join('');
const ERRORS = ['## Errors', '', ERRORS_TEXT].join('\n');

const CONVENTIONS = [
  'Query arrays use bracket format (`companyIds[]=1&companyIds[]=2`); empty values are ignored. Real-time events',
  '(the console): socket.io namespace `/private` on the same port, authenticated with `auth: {token}`; every session',
  'hears on it `sessionEnded` {reason} before the server ends it, and `accessChanged` when its user’s permissions or',
  'reach were changed (read GET /api/@me again). An order event (newOrder, acceptOrder, editOrder, delayingDelivery,',
  'cancelOrder, …) carries {orderId, companyId, regionName, pickupLocationId}, `row`: the order as the listener’s',
  'own GET /api/order/list answers it (its canView flags applied; null: the order left its reach, drop it) and',
  '`version`: the order’s last change in epoch milliseconds (ignore an event older than the row held); without',
  '`row` the order could not be read: read the list again. driverLocationChange carries a driver’s position only.',
].join(' ');

const AUDIENCES_TEXT = [
  '## Audiences',
  '',
  'Each call is tagged by who makes it: **Merchant API** (a shop’s system, with an API key), **Console** (the web',
  'console and its public pages), **Driver app**, **Back office** (administration and monitoring).',
].join('\n');

/** The curl quick start, from a key to a delivered order (the README's "Merchant API" section shows the same). */
export const MERCHANT_QUICK_START = [
  '## Quick start: from a key to a delivered order',
  '',
  '```sh',
  'BASE=http://localhost:3000                   # the server',
  `KEY=${API_KEY_PREFIX}xxxxxxxx_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx   # Settings → General → API integration`,
  'AUTH="Authorization: Bearer $KEY"',
  '',
  '# 1. Your company (user.companyId), its pickup points (locations[].id) and products (products[].id);',
  '#    the ids below are the demo shop’s (TechMarket, client@demo.pl): use yours',
  'curl -s "$BASE/api/@me" -H "$AUTH"',
  'curl -s "$BASE/api/order/form-options" -H "$AUTH"',
  '',
  '# 2. The estimate: can you deliver it, how far, for how much',
  'curl -s -X POST "$BASE/api/order/check-delivery-availability" -H "$AUTH" -H "Content-Type: application/json" \\',
  `  -d '{"companyId":4,"sender":{"street":"ul. Górczewska 102","city":"Warszawa","zipCode":"02-014"},`,
  `       "receiver":{"street":"ul. Marszałkowska 10","city":"Warszawa","zipCode":"00-590"},"packageSize":"S"}'`,
  '',
  '# 3. The slots you may book (optional: send a slot’s `from` as scheduledAt to schedule the order)',
  'curl -s -X POST "$BASE/api/order/delivery-slots" -H "$AUTH" -H "Content-Type: application/json" \\',
  `  -d '{"companyId":4,"pickupPoint":{"locationId":26},`,
  `       "receiver":{"street":"ul. Marszałkowska 10","city":"Warszawa","zipCode":"00-590"}}'`,
  '',
  '# 4. Create it from your saved pickup point; the Idempotency-Key makes a retry after a timeout safe',
  'curl -s -X POST "$BASE/api/order/create" -H "$AUTH" -H "Content-Type: application/json" \\',
  '  -H "Idempotency-Key: shop-order-1001" \\',
  `  -d '{"companyId":4,"pickupPoint":{"locationId":26},"externalId":"SHOP-1001","packageSize":"S",`,
  `       "products":[{"id":11,"name":"Wireless headphones","externalNo":"SKU-4471"}],`,
  `       "clientName":"Anna Kowalska","clientPhone":"+48600100200",`,
  `       "clientStreet":"ul. Marszałkowska 10","clientCity":"Warszawa","clientZipCode":"00-590"}'`,
  '# → 201 {"order":{"id":1501,"orderNo":"UAXN","status":"new",…,"trackingUrl":"…/track/546f…"}}',
  '',
  '# 5. Its status (new → accepted → picked_up → arrived → delivered), its driver, its price',
  'curl -s "$BASE/api/order/details?orderId=1501" -H "$AUTH"',
  '',
  '# 6. The label to stick on the parcel (A6 PDF)',
  'curl -s -o label.pdf "$BASE/api/order/labels/1501" -H "$AUTH"',
  '',
  '# 7. The tracking link for the receiver: trackingUrl of the create answer (and of the details)',
  '```',
  '',
  'From there the drivers move the order: a driver of the region accepts it (`accepted`), collects it at the pickup',
  'point with its pickup PIN (`picked_up`), reaches the receiver (`arrived`) and hands it over (`delivered`). On the demo',
  '(`npm start`) the simulator’s virtual drivers do it, driving at city speed in real time: a driver usually takes the',
  'order within a minute and delivers it within about half an hour. Poll the details, or add a webhook (below) to',
  'hear each change. Your orders: `GET /api/order/list?status=all`; cancel one:',
  '`POST /api/order/cancel` {"orderId":1501,"reason":"CLIENTS_REQUEST"}.',
].join('\n');

/** The full document's introduction: API-key authentication first, then the session, the errors, the conventions. */
export const FULL_DESCRIPTION = [
  'The API of the delivery-console.',
  '',
  '## Authentication',
  '',
  API_KEY_AUTH,
  MERCHANT_POINTER,
  '',
  SESSION_AUTH,
  '',
  AUDIENCES_TEXT,
  '',
  ERRORS,
  '',
  CONVENTIONS,
].join('\n');

/** What a shop's webhook endpoint receives; the endpoints are set in the console, not with a key. */
const WEBHOOKS = [
  '## Webhooks',
  '',
  'To hear about your orders instead of polling, a client user of the shop adds an endpoint in the console under',
  '**Settings → General → Webhooks** (URL and events; the signing secret is shown once and can be rotated;',
  '"send test event" and the delivery log are there too). These calls take a signed-in session, never an API key',
  '(tag `Console: webhooks` of /api/docs), so a key alone cannot send its orders’ data elsewhere.',
  '',
  WEBHOOK_DELIVERY_TEXT,
].join('\n');

/** The Merchant API document's introduction: the API key, the quick start, the webhooks, the errors. */
export const MERCHANT_DESCRIPTION = [
  'The calls a shop’s system makes to send and follow its deliveries, with its company’s API key. The whole API',
  '(console, driver app, back office) is described at /api/docs.',
  '',
  '## Authentication',
  '',
  API_KEY_AUTH,
  '',
  MERCHANT_QUICK_START,
  '',
  WEBHOOKS,
  '',
  ERRORS,
].join('\n');

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; example?: unknown; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
  [key: string]: unknown;
}
interface Document {
  info: { description?: string; [key: string]: unknown };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; [key: string]: unknown };
  security?: Record<string, string[]>[];
  tags?: unknown;
  [key: string]: unknown;
}

const isMerchantOperation = (operation: Operation) => (operation.tags ?? []).some(isMerchantTag);

/** Puts an operation's examples on its query and path parameters, its JSON body and its JSON answers. */
function addExamples(operation: Operation, examples: OperationExamples): void {
  for (const parameter of operation.parameters ?? []) {
    const values = { query: examples.query, path: examples.params }[parameter.in];
    if (values && parameter.name in values) parameter.example = values[parameter.name];
  }
  const body = operation.requestBody?.content['application/json'];
  if (body && examples.body !== undefined) body.example = examples.body;
  for (const [status, example] of Object.entries(examples.responses)) {
    const media = operation.responses?.[status]?.content?.['application/json'];
    if (media) media.example = example;
  }
}

/**
 * The full document as served: its tags and their groups, and on each merchant operation the API key (or a session)
 * as its security and its examples. Used as @fastify/swagger's transformObject (once; the document is cached).
 */
export function decorateDocument<T extends object>(document: T): T {
  for (const [path, operations] of Object.entries((document as Partial<Document>).paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isMerchantOperation(operation)) continue;
      operation.security = [{ apiKey: [] }, { bearer: [] }];
      const examples = MERCHANT_EXAMPLES[`${method.toUpperCase()} ${path}`];
      if (examples) addExamples(operation, examples);
    }
  }
  return { ...document, ...documentTags() };
}

/** The Merchant API document: the merchant operations of the full one, with the API key as their only security. */
export function merchantDocument(document: object): Document {
  const full = document as Document;
  const paths: Document['paths'] = {};
  for (const [path, operations] of Object.entries(full.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isMerchantOperation(operation)) continue;
      paths[path] = { ...paths[path], [method]: { ...structuredClone(operation), security: [{ apiKey: [] }] } };
    }
  }
  return {
    ...full,
    info: { ...full.info, title: 'delivery-console Merchant API', description: MERCHANT_DESCRIPTION },
    paths,
    components: { ...full.components, securitySchemes: { apiKey: SECURITY_SCHEMES.apiKey } },
    security: [{ apiKey: [] }],
    ...documentTags(API_TAGS.filter((t) => isMerchantTag(t.name))),
  };
}

// The audiences of the OpenAPI document and its tags: every route carries exactly one tag `<audience>: <area>` (or the
// audience alone), set in its route file (`schema: { tags: ['Merchant API: orders'], ... }`), so /api/docs reads by
// who calls it: a shop's system (Merchant API), the web console, the driver app, the back office. The document lists
// the tags below with their descriptions and groups them by audience (`x-tagGroups`, which Redoc and similar viewers
// show; Swagger UI shows the tags in this order). tests/api/openapi-documents.test.ts refuses a route without one of
// these tags.

export const AUDIENCES = ['Merchant API', 'Console', 'Driver app', 'Back office'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The audience every operation tagged `Merchant API…` belongs to: the calls of the Merchant API document. */
export const MERCHANT_AUDIENCE: Audience = 'Merchant API';

const AUDIENCE_TEXT: Record<Audience, string> = {
  'Merchant API':
    'A shop’s own system, with its company’s API key (`Authorization: Bearer dck_…`): estimate, book a slot, create, ' +
    'read, list, cancel and label its orders. Also the document /api/docs/merchant/json (page: /api/docs/merchant).',
  Console: 'The web console of operators and client users (a signed-in session), and its public pages.',
  'Driver app': 'The drivers’ app (a driver session from POST /api/driver/sign-in) and the driver simulator.',
  'Back office': 'Administration of companies, drivers, stock, pricing, money and reports; monitoring of the service.',
};

export interface ApiTag {
  name: string;
  description: string;
}

/** Every tag an operation may carry, in the order the documentation shows them (grouped by audience). */
export const API_TAGS: ApiTag[] = [
  {
    name: 'Merchant API: orders',
    description:
      'A shop’s orders: pickup points and products, the estimate, the bookable slots, create (with an ' +
      'Idempotency-Key), details with the tracking link, list, cancel, the label. The console uses the same calls.',
  },
  { name: 'Merchant API: account', description: 'Who the key acts as: its company and rights.' },
  { name: 'Console: session', description: 'Signing in and out, the token refresh, the password change.' },
  { name: 'Console: registration', description: 'A new client company’s sign-up steps.' },
  {
    name: 'Console: settings',
    description: 'A client user’s company data, contract and API keys (never with an API key).',
  },
  {
    name: 'Console: webhooks',
    description:
      'A shop’s webhook endpoints, set by a signed-in client user (never with an API key: a key may not say where its ' +
      'orders’ data goes): events, signed deliveries, retries, the delivery log. What an endpoint receives: the ' +
      'Merchant API document’s introduction.',
  },
  {
    name: 'Console: orders',
    description: 'The order list’s export, the history, the route, holds, comments, driver changes, pickup PINs.',
  },
  { name: 'Console: dashboard', description: 'The dashboard’s counts and attention lists.' },
  { name: 'Console: operations map', description: 'The live map of orders and drivers.' },
  { name: 'Console: saved views', description: 'A user’s saved order-list filters.' },
  { name: 'Console: lists', description: 'The choices of the console’s filters: regions, products, companies.' },
  { name: 'Console: map', description: 'The map settings and the offline basemap.' },
  {
    name: 'Console: public pages',
    description: 'Calls without a session: the receiver’s tracking page, the /pin page, the landing page.',
  },
  {
    name: 'Driver app',
    description: 'The driver’s session, offered orders, the stages of a delivery, position, stock, notifications.',
  },
  { name: 'Driver app: simulator', description: 'The virtual drivers’ roster.' },
  { name: 'Back office: companies', description: 'Client companies: review, activation, data, contracts.' },
  { name: 'Back office: leads', description: 'Demo requests from the landing page.' },
  { name: 'Back office: products', description: 'The delivery products of the companies.' },
  { name: 'Back office: locations', description: 'The companies’ pickup points.' },
  { name: 'Back office: zip codes', description: 'Which postal codes each region serves.' },
  { name: 'Back office: drivers', description: 'Driver accounts.' },
  { name: 'Back office: notifications', description: 'Messages to drivers.' },
  { name: 'Back office: operators', description: 'Operator accounts.' },
  { name: 'Back office: warehouses', description: 'Warehouses and their stock.' },
  { name: 'Back office: stock', description: 'Stock intake and transfers.' },
  { name: 'Back office: multipliers', description: 'Price multipliers.' },
  { name: 'Back office: corrections', description: 'Drivers’ payout corrections.' },
  { name: 'Back office: wallet', description: 'Drivers’ wallet entries.' },
  { name: 'Back office: reports', description: 'Reports, as JSON or files.' },
  { name: 'Back office: system', description: 'Liveness, readiness and metrics, for monitoring.' },
];

/** The audience of a tag: its part before the colon. */
export function audienceOf(tag: string): Audience | null {
  const audience = tag.split(':')[0]!.trim();
  return (AUDIENCES as readonly string[]).includes(audience) ? (audience as Audience) : null;
}

export const isMerchantTag = (tag: string) => audienceOf(tag) === MERCHANT_AUDIENCE;

/** The document's `tags` (each with its audience in front of its description) and `x-tagGroups`. */
export function documentTags(tags: ApiTag[] = API_TAGS) {
  return {
    tags: tags.map((t) => ({ name: t.name, description: t.description })),
    'x-tagGroups': AUDIENCES.map((audience) => ({
      name: audience,
      description: AUDIENCE_TEXT[audience],
      tags: tags.filter((t) => audienceOf(t.name) === audience).map((t) => t.name),
    })).filter((group) => group.tags.length > 0),
  };
}

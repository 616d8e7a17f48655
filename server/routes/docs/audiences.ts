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

/**
 * Each audience's areas and their descriptions, in the order the documentation shows them. A tag is named
 * `<audience>: <area>`; the area '' is the audience alone.
 */
const AREAS: Record<Audience, Record<string, string>> = {
  'Merchant API': {
    orders:
      'A shop’s orders: pickup points and products, the estimate, the bookable slots, create (with an ' +
      'Idempotency-Key), details with the tracking link, list, cancel, the label. The console uses the same calls.',
    account: 'Who the key acts as: its company and rights.',
  },
  Console: {
    session: 'Signing in and out, the token refresh, the password change.',
    registration: 'A new client company’s sign-up steps.',
    settings: 'A client user’s company data, contract and API keys (never with an API key).',
    webhooks:
      'A shop’s webhook endpoints, set by a signed-in client user (never with an API key: a key may not say where its ' +
      'orders’ data goes): events, signed deliveries, retries, the delivery log. What an endpoint receives: the ' +
      'Merchant API document’s introduction.',
    orders: 'The order list’s export, the history, the route, holds, comments, driver changes, pickup PINs.',
    dashboard: 'The dashboard’s counts and attention lists.',
    'operations map': 'The live map of orders and drivers.',
    'saved views': 'A user’s saved order-list filters.',
    lists: 'The choices of the console’s filters: regions, products, companies.',
    map: 'The map settings and the offline basemap.',
    'public pages': 'Calls without a session: the receiver’s tracking page, the /pin page, the landing page.',
  },
  'Driver app': {
    '': 'The driver’s session, offered orders, the stages of a delivery, position, stock, notifications.',
    simulator: 'The virtual drivers’ roster.',
  },
  'Back office': {
    companies: 'Client companies: review, activation, data, contracts.',
    leads: 'Demo requests from the landing page.',
    products: 'The delivery products of the companies.',
    locations: 'The companies’ pickup points.',
    'zip codes': 'Which postal codes each region serves.',
    drivers: 'Driver accounts.',
    notifications: 'Messages to drivers.',
    operators: 'Operator accounts.',
    warehouses: 'Warehouses and their stock.',
    stock: 'Stock intake and transfers.',
    multipliers: 'Price multipliers.',
    corrections: 'Drivers’ payout corrections.',
    wallet: 'Drivers’ wallet entries.',
    reports: 'Reports, as JSON or files.',
    system: 'Liveness, readiness and metrics, for monitoring.',
  },
};

/** An audience's tags, named after their areas. */
const tagsOf = (audience: Audience): ApiTag[] =>
  Object.entries(AREAS[audience]).map(([area, description]) => ({
    name: area ? `${audience}: ${area}` : audience,
    description,
  }));

/** Every tag an operation may carry, in the order the documentation shows them (grouped by audience). */
export const API_TAGS: ApiTag[] = AUDIENCES.flatMap(tagsOf);

/** The audience of a tag: its part before the colon. */
export function audienceOf(tag: string): Audience | null {
  const audience = tag.split(':')[0]!.trim();
  return (AUDIENCES as readonly string[]).includes(audience) ? (audience as Audience) : null;
}

export const isMerchantTag = (tag: string) => audienceOf(tag) === MERCHANT_AUDIENCE;

/** The document's `tags` and `x-tagGroups` (the tags by audience, each group with its audience's description). */
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

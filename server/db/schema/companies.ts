// Regions and the client companies: their pickup locations, products, zip codes, users, API keys, webhooks, and the
// leads that may become companies.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CompanyStatus, OrderType } from '../../../domain/enums.ts';
import type { LeadKind } from '../../../domain/leadConstants.ts';
import type {
  CompanyContract,
  CompanyContractData,
  CompanyOrderSettings,
  CompanyDeliverySettings,
  CompanyOwnerInfo,
  MaximumDimensions,
  ProductSettings,
  WorkingSettings,
} from '../../../domain/types.ts';
import type { CompanyPricing } from '../../../domain/pricing.ts';
import { bigId, serialId, createdAt, ref, ts } from './columns.ts';

export const regions = pgTable('regions', {
  id: serialId(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** The client name shown to drivers, set at activation. */
    displayName: text('display_name'),
    logo: text('logo'),
    dashboardImage: text('dashboard_image'),
    countryCode: text('country_code').notNull().default('PL'),
    status: text('status').$type<CompanyStatus>().notNull().default('pending'),
    regionId: integer('region_id').references(() => regions.id),
    contract: jsonb('contract').$type<CompanyContract | null>(),
    contractData: jsonb('contract_data').$type<CompanyContractData | null>(),
    ownerInfo: jsonb('owner_info').$type<CompanyOwnerInfo | null>(),
    orderSettings: jsonb('order_settings').$type<CompanyOrderSettings>().notNull(),
    deliverySettings: jsonb('delivery_settings').$type<CompanyDeliverySettings>().notNull(),
    workingSettings: jsonb('working_settings').$type<WorkingSettings | null>(),
    /** Delivery tariff (domain/pricing.ts); null → DEFAULT_PRICING. */
    pricing: jsonb('pricing').$type<CompanyPricing | null>(),
    defaultLocationId: integer('default_location_id'),
    // Registration steps: the date each was completed.
    productSelectionCompletedAt: ts('product_selection_completed_at'),
    locationsCompletedAt: ts('locations_completed_at'),
    companyDataCompletedAt: ts('company_data_completed_at'),
    contractGeneratedAt: ts('contract_generated_at'),
    activatedAt: ts('activated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('companies_status_idx').on(t.status), index('companies_name_idx').on(t.name)],
);

export const locations = pgTable(
  'locations',
  {
    id: serialId(),
    companyId: ref('company_id', () => companies.id),
    name: text('name').notNull(),
    phone: text('phone'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    formatted: text('formatted'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    defaultNote: text('default_note'),
    active: boolean('active').notNull().default(true),
    workingSettings: jsonb('working_settings').$type<WorkingSettings>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('locations_company_idx').on(t.companyId)],
);

export const products = pgTable(
  'products',
  {
    id: serialId(),
    companyId: ref('company_id', () => companies.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: text('type').$type<OrderType>().notNull(),
    dimensionsAlgorithm: text('dimensions_algorithm'),
    maximumDimensions: jsonb('maximum_dimensions').$type<MaximumDimensions | null>(),
    productSettings: jsonb('product_settings').$type<ProductSettings>().notNull(),
    imageUrl: text('image_url'),
    canTransferStock: boolean('can_transfer_stock').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('products_company_idx').on(t.companyId)],
);

export const zipCodes = pgTable(
  'zip_codes',
  {
    id: serialId(),
    name: text('name').notNull(),
    city: text('city'),
    regionId: integer('region_id').references(() => regions.id),
    centroidLng: doublePrecision('centroid_lng').notNull(),
    centroidLat: doublePrecision('centroid_lat').notNull(),
    /** GeoJSON Polygon or MultiPolygon geometry in WGS84 lng/lat. */
    geometry: jsonb('geometry').$type<{ type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('zip_codes_name_region_idx').on(t.name, t.regionId),
    index('zip_codes_region_idx').on(t.regionId),
    index('zip_codes_centroid_idx').on(t.centroidLat, t.centroidLng),
  ],
);

export const clientUsers = pgTable(
  'client_users',
  {
    id: serialId(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    city: text('city'),
    deliveryProductType: text('delivery_product_type'),
    passwordHash: text('password_hash').notNull(),
    companyId: ref('company_id', () => companies.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('client_users_company_idx').on(t.companyId)],
);

/** API keys of a client company (stored hashed; accepted as Bearer credentials). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serialId(),
    companyId: ref('company_id', () => companies.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** sha256 hex of the whole key (server/services/apiKeys.ts says why not argon2). */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    /** The e-mail of the client user who created the key. */
    createdBy: text('created_by'),
    /** Updated at most once a minute per key. */
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId)],
);

/**
 * A shop's webhook endpoint (issue 37): the URL its order events are posted to, the events it wants, and the secret
 * each delivery is signed with (HMAC-SHA256; shown once, rotatable). Disabled endpoints receive nothing.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serialId(),
    companyId: ref('company_id', () => companies.id),
    url: text('url').notNull(),
    /** The event names it receives (domain/: the webhook events). */
    events: jsonb('events').$type<string[]>().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    /** The e-mail of the client user (or the API key's name) who created it. */
    createdBy: text('created_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    secretRotatedAt: ts('secret_rotated_at'),
    /** Removed endpoints keep their delivery log until housekeeping ends it. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * One event to deliver to one endpoint, kept until delivered or given up (retried with backoff for at least 24 h):
 * the outbox the delivery job reads, and the shop's delivery log. Deliveries of one order to one endpoint go out in
 * order (`id`); a process takes a due delivery by setting `lockedUntil`, so several processes share the job.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigId(),
    endpointId: ref('endpoint_id', () => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: ref('company_id', () => companies.id),
    /** The order the event is about; null for a test event. */
    orderId: integer('order_id'),
    event: text('event').notNull(),
    /** The body posted, as sent (the fields the shop may see). */
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** `pending`, `delivered` or `failed` (given up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastAttemptAt: ts('last_attempt_at'),
    /** The endpoint's HTTP status of the last attempt (null when it could not be reached). */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The job: due pending deliveries.
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // The shop's log, newest first, per endpoint.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    // In order per order and endpoint: an earlier pending delivery holds back later ones.
    index('webhook_deliveries_order_idx').on(t.endpointId, t.orderId, t.id),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: serialId(),
    /** A demo request, or a shop's interest in a city we do not deliver from yet (domain/leadConstants.ts). */
    kind: text('kind').$type<LeadKind>().notNull().default('demoRequest'),
    name: text('name'),
    /** A demo request always has one; a coverage lead has its company's contact e-mail when the company has one. */
    email: text('email'),
    phone: text('phone'),
    companyName: text('company_name'),
    message: text('message'),
    source: text('source'),
    /** Coverage leads: the city (as the shop wrote it), the pickup point's postcode, the registered company. */
    city: text('city'),
    /** placeKey(city): one coverage lead per company and city. */
    cityKey: text('city_key'),
    zipCode: text('zip_code'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the interest was last shown (a coverage lead said again); the list's order. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The operators' list: latest first.
    index('leads_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('leads_coverage_company_city_idx')
      .on(t.companyId, t.cityKey)
      .where(sql`${t.kind} = 'coverage'`),
  ],
);

/** What a holder of stock (a driver, a warehouse) has of one product: the amount and the item numbers among it. */
export const stockBalance = () => ({
  productId: ref('product_id', () => products.id),
  amount: integer('amount').notNull().default(0),
  items: jsonb('items').$type<string[]>().notNull().default([]),
});

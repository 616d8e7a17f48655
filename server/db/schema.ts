// Drizzle schema: every entity the console and the API use.
// Conventions: integer ids; money in integer minor units (grosze); distances in metres; timestamps with time zone;
// enumerations stored as text typed by domain/enums.ts; settings blobs as typed jsonb.
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigserial,
  customType,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  type ReferenceConfig,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  check,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccountType,
  CanView,
  CompanyStatus,
  CorrectionCategory,
  CorrectionStatus,
  Currency,
  DriverStatus,
  DriverType,
  OrderStatus,
  OrderType,
  PackageSize,
  StockExchangeStatus,
  StockMovementType,
  UserKind,
  VehicleType,
  WalletEntryType,
} from '../../domain/enums.ts';
import type { WalletDescriptionParams } from '../../domain/walletConstants.ts';
import type { LeadKind } from '../../domain/leadConstants.ts';
import type {
  CompanyContract,
  CompanyContractData,
  CompanyOrderSettings,
  CompanyDeliverySettings,
  CompanyOwnerInfo,
  MaximumDimensions,
  OrderProductLine,
  PaymentDetails,
  ProductSettings,
  TimeRange,
  WorkingSettings,
} from '../../domain/types.ts';
import type { CompanyPricing } from '../../domain/pricing.ts';
import type { DeliveryPhotoContentType } from '../../domain/driverApi.ts';
import { warsawDayOf } from './warsawDay.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A required reference: an integer column naming a row of another table. */
const ref = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
const createdAt = () => ts('created_at').notNull().defaultNow();

/** What a holder of stock (a driver, a warehouse) has of one product: the amount and the item numbers among it. */
const stockBalance = () => ({
  productId: ref('product_id', () => products.id),
  amount: integer('amount').notNull().default(0),
  items: jsonb('items').$type<string[]>().notNull().default([]),
});

/** The order and the driver a row is about (an offer, a feedback, a correction). */
const orderAndDriver = () => ({
  orderId: ref('order_id', () => orders.id),
  driverId: ref('driver_id', () => drivers.id),
});

/** Large socket.io packets crossing processes (@socket.io/postgres-adapter's own table, created by our migrations). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/** Key-value settings of the installation (e.g. the generated JWT secret shared by every process). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** Sign-in name; e-mail for operators created in the console, a short name for the demo accounts. */
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  scope: text('scope')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  accountType: text('account_type').$type<AccountType>().notNull(),
  /** The account type to return to when a deactivated account is activated again. */
  previousAccountType: text('previous_account_type').$type<AccountType>(),
  canView: jsonb('can_view').$type<CanView>().notNull(),
  allCompanies: boolean('all_companies').notNull().default(false),
  companyIds: integer('company_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  allRegions: boolean('all_regions').notNull().default(false),
  regions: text('regions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  locationIds: integer('location_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: createdAt(),
  updatedAt: ts('updated_at'),
});

export const clientUsers = pgTable(
  'client_users',
  {
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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

/** A signed-in session; every JWT carries its id, logout and deactivation revoke it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userKind: text('user_kind').$type<UserKind | 'driver'>().notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userKind, t.userId)],
);

/**
 * The counters of every limit (server/services/attemptThrottle.ts), one row per key (`username` holds the key, e.g.
 * `LOGIN/ACCOUNT-CLIENT 10.0.0.7 operator:12`): a count and the start of its window; a paced key keeps its spread-out
 * time in locked_until.
 */
export const loginAttempts = pgTable('login_attempts', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    status: text('status').$type<DriverStatus>().notNull().default('offline'),
    type: text('type').$type<DriverType>().notNull().default('driver'),
    priorityDriver: boolean('priority_driver').notNull().default(false),
    regionId: integer('region_id').references(() => regions.id),
    lastKnownLat: doublePrecision('last_known_lat'),
    lastKnownLng: doublePrecision('last_known_lng'),
    lastKnownLoggedAt: ts('last_known_logged_at'),
    allowedCompanyIds: integer('allowed_company_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull().default('car'),
    car: jsonb('car').$type<{ registrationPlate?: string; model?: string; color?: string } | null>(),
    mobile: jsonb('mobile').$type<{ version?: string; osType?: 'android' | 'ios'; pushToken?: string } | null>(),
    lastLogin: ts('last_login'),
    blocked: boolean('blocked').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('drivers_region_idx').on(t.regionId, t.active),
    index('drivers_status_idx').on(t.status),
    // The drivers page's company filter (allowed_company_ids @> '{id}').
    index('drivers_allowed_companies_idx').using('gin', t.allowedCompanyIds),
  ],
);

/** A driver's stock of one product; the ledger is stock_movements. */
export const driverStock = pgTable(
  'driver_stock',
  {
    driverId: ref('driver_id', () => drivers.id),
    ...stockBalance(),
  },
  (t) => [
    primaryKey({ columns: [t.driverId, t.productId] }),
    index('driver_stock_product_idx').on(t.productId),
    check('driver_stock_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  regions: text('regions').array().notNull(),
  status: text('status'),
  shortTitle: text('short_title').notNull(),
  shortBody: text('short_body').notNull(),
  longTitle: text('long_title'),
  longBody: text('long_body'),
  recipients: integer('recipients').notNull().default(0),
  createdById: integer('created_by_id').references(() => operators.id),
  createdAt: createdAt(),
});

/** Each delivery of a notification to a driver (the driver API lists the undelivered ones and acknowledges them). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: ref('notification_id', () => notifications.id),
    driverId: ref('driver_id', () => drivers.id),
    createdAt: createdAt(),
    /** When the driver's app fetched it. */
    deliveredAt: ts('delivered_at'),
    acknowledgedAt: ts('acknowledged_at'),
    /** When the push job took it (Web Push to the driver's phones, if any; server/services/driverPush.ts). */
    pushedAt: ts('pushed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.driverId] }),
    index('notification_deliveries_driver_idx').on(t.driverId, t.acknowledgedAt),
    index('notification_deliveries_push_idx')
      .on(t.createdAt)
      .where(sql`pushed_at IS NULL`),
  ],
);

/** A driver's phone that takes Web Push: the browser's push service endpoint and the keys its messages are sealed for. */
export const driverPushSubscriptions = pgTable(
  'driver_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    driverId: ref('driver_id', () => drivers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The last push the service took (2xx), and the last failure's text. */
    lastPushedAt: ts('last_pushed_at'),
    lastError: text('last_error'),
  },
  (t) => [index('driver_push_subscriptions_driver_idx').on(t.driverId)],
);

/** Every online/offline change of a driver (sign-in, logout, the app's status switch): the availability report. */
export const driverStatusLog = pgTable(
  'driver_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverId: ref('driver_id', () => drivers.id),
    status: text('status').$type<DriverStatus>().notNull(),
    /** What changed it: sign_in, logout, app, system. */
    source: text('source').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('driver_status_log_at_idx').on(t.at), index('driver_status_log_driver_at_idx').on(t.driverId, t.at)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    companyId: ref('company_id', () => companies.id),
    regionId: ref('region_id', () => regions.id),
    /** An inactive warehouse receives and gives no stock; it is deactivated only when empty. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('warehouses_company_idx').on(t.companyId)],
);

export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: ref('warehouse_id', () => warehouses.id),
    ...stockBalance(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.productId] }),
    check('warehouse_stock_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Ledger of every stock move; balances in warehouse_stock/driver_stock change in the same transaction. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<StockMovementType>().notNull(),
    productId: ref('product_id', () => products.id),
    amount: integer('amount').notNull(),
    /** The one serial or batch number of a move of one item (kept for older readers); `items` holds them all. */
    serialNumber: text('serial_number'),
    /**
     * Every serial (devices, one per unit moved) or batch number (other goods: the giver's batches) of the move, so a
     * move of several items keeps them all.
     */
    items: jsonb('items').$type<string[]>().notNull().default([]),
    fromWarehouseId: integer('from_warehouse_id').references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id').references(() => warehouses.id),
    fromDriverId: integer('from_driver_id').references(() => drivers.id),
    toDriverId: integer('to_driver_id').references(() => drivers.id),
    orderId: integer('order_id'),
    /** The confirmed stock exchange this move completes (driver to driver). */
    exchangeId: integer('exchange_id'),
    createdById: integer('created_by_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_created_idx').on(t.createdAt), index('stock_movements_product_idx').on(t.productId)],
);

export const stockExchanges = pgTable(
  'stock_exchanges',
  {
    id: serial('id').primaryKey(),
    /** Receiving driver. */
    driverId: ref('driver_id', () => drivers.id),
    givingDriverId: ref('giving_driver_id', () => drivers.id),
    productId: ref('product_id', () => products.id),
    amount: integer('amount').notNull(),
    status: text('status').$type<StockExchangeStatus>().notNull().default('pending'),
    /** The operator who ordered the transfer (null: started by a driver's app). */
    createdById: integer('created_by_id').references(() => operators.id),
    createdAt: createdAt(),
    /** The receiving driver started the handover in the app (status in_progress). */
    startedAt: ts('started_at'),
    rejectedAt: ts('rejected_at'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('stock_exchanges_driver_idx').on(t.driverId, t.status),
    index('stock_exchanges_created_idx').on(t.createdAt),
    // What a giving driver has promised in open exchanges (reserved from its stock).
    index('stock_exchanges_giving_idx').on(t.givingDriverId, t.status),
  ],
);

export const multipliers = pgTable(
  'multipliers',
  {
    id: serial('id').primaryKey(),
    description: text('description'),
    dateFrom: ts('date_from').notNull(),
    dateTo: ts('date_to').notNull(),
    regions: text('regions').array().notNull(),
    companyIds: integer('company_ids').array().notNull(),
    multiplier: doublePrecision('multiplier').notNull(),
    timeRanges: jsonb('time_ranges').$type<TimeRange[] | null>(),
    createdById: integer('created_by_id').references(() => operators.id),
    createdAt: createdAt(),
    deactivatedAt: ts('deactivated_at'),
    deactivatedById: integer('deactivated_by_id').references(() => operators.id),
    deactivationReason: text('deactivation_reason'),
  },
  (t) => [index('multipliers_dates_idx').on(t.dateFrom, t.dateTo)],
);

/**
 * A receiver's phone as the order list's search compares it: its last 9 digits, the Polish national number without
 * spaces, dashes or a +48 / 0048 prefix (the expression of orders_client_phone_digits_idx; a query matches the index
 * only with this same expression).
 */
export const receiverPhoneDigits = (column: SQLWrapper) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 9)`;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Four-character order number, unique per creation day (the find-and-verify page asks for date and number). */
    orderNo: text('order_no').notNull(),
    /**
     * The receiver's tracking link (/track/<token>): 32 random hex digits (122 bits) made by the database for every
     * order, existing ones included, so no write path can forget it.
     */
    trackingToken: text('tracking_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    returnsOrderNo: text('returns_order_no'),
    companyId: ref('company_id', () => companies.id),
    externalId: text('external_id'),
    regionId: ref('region_id', () => regions.id),
    type: text('type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Sort priority of the status (ORDER_STATUS_PRIORITY), kept in the row so the list sorts on an index. */
    statusPriority: smallint('status_priority').notNull(),
    isOngoing: boolean('is_ongoing').notNull(),
    stageBeganAt: ts('stage_began_at').notNull(),
    createdAt: createdAt(),
    plannedAt: ts('planned_at'),
    scheduledAt: ts('scheduled_at'),
    scheduledSlotFrom: ts('scheduled_slot_from'),
    scheduledSlotTo: ts('scheduled_slot_to'),
    acceptedAt: ts('accepted_at'),
    /** When the driver reported arriving at the pickup point (driver API); cleared when another driver accepts. */
    pickupArrivedAt: ts('pickup_arrived_at'),
    pickedUpAt: ts('picked_up_at'),
    arrivedAt: ts('arrived_at'),
    deliveredAt: ts('delivered_at'),
    finishedAt: ts('finished_at'),
    cancelledAt: ts('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
    cancellationComment: text('cancellation_comment'),
    deliveryComment: text('delivery_comment'),
    pickUpNotes: text('pick_up_notes'),
    notes: text('notes'),
    packageSize: text('package_size').$type<PackageSize>(),
    emergencyDelivery: boolean('emergency_delivery').notNull().default(false),
    vatRate: integer('vat_rate').notNull().default(23),
    payable: boolean('payable').notNull().default(true),
    driverId: integer('driver_id').references(() => drivers.id),
    // Receiver
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    clientStreet: text('client_street').notNull(),
    clientCity: text('client_city').notNull(),
    clientZipCode: text('client_zip_code').notNull(),
    clientLat: doublePrecision('client_lat'),
    clientLng: doublePrecision('client_lng'),
    // Pickup point (a copy of the location at creation; null for orders without pickup)
    pickupLocationId: integer('pickup_location_id').references(() => locations.id),
    pickupName: text('pickup_name'),
    pickupStreet: text('pickup_street'),
    pickupCity: text('pickup_city'),
    pickupZipCode: text('pickup_zip_code'),
    pickupPhone: text('pickup_phone'),
    pickupNotes: text('pickup_notes'),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    pickupWorkingHours: jsonb('pickup_working_hours').$type<WorkingSettings | null>(),
    paymentDetails: jsonb('payment_details').$type<PaymentDetails | null>(),
    orderDetails: jsonb('order_details').$type<Record<string, unknown> | null>(),
    additionalServices: jsonb('additional_services').$type<string[]>().notNull().default([]),
    /** Set when personal data was hashed away (retention): the console then shows "customer". */
    hasHashedSensitiveData: boolean('has_hashed_sensitive_data').notNull().default(false),
    hashedSensitiveData: jsonb('hashed_sensitive_data').$type<{
      clientData?: boolean;
      pickupPointData?: boolean;
      paymentDetails?: boolean;
    } | null>(),
    // Codes
    pickUpVerificationCode: text('pick_up_verification_code'),
    verificationCode: text('verification_code'),
    noVerificationCodeReason: text('no_verification_code_reason'),
    // Estimations
    estimatedDistance: integer('estimated_distance'),
    estimatedPayout: integer('estimated_payout'),
    estimatedPayoutDriver: integer('estimated_payout_driver'),
    currency: text('currency').$type<Currency>().notNull().default('pln'),
    multiplierId: integer('multiplier_id').references(() => multipliers.id),
    /**
     * The multiplier's value the order was charged (its time range's value where one applied); null for orders priced
     * before it was stored (migration 0019) or without a multiplier: the multiplier's own value stands in.
     */
    multiplierValue: doublePrecision('multiplier_value'),
    // Products
    products: jsonb('products').$type<OrderProductLine[]>().notNull().default([]),
    deliveredProducts: jsonb('delivered_products').$type<OrderProductLine[]>().notNull().default([]),
    // Denormalised for the list: the last comment and the open hold.
    lastCommentId: integer('last_comment_id'),
    onHoldUntil: ts('on_hold_until'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    // The order list: a date range (leading key) with every column its filters, sorts and total read, so a page and
    // its total are index-only scans however many orders the range holds (replaces orders_created_idx (created_at)).
    index('orders_created_list_idx').on(
      t.createdAt,
      t.statusPriority,
      t.stageBeganAt,
      t.id,
      t.status,
      t.companyId,
      t.regionId,
    ),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    index('orders_region_created_idx').on(t.regionId, t.createdAt),
    index('orders_order_no_idx').on(t.orderNo),
    index('orders_external_id_idx').on(t.externalId),
    index('orders_returns_order_no_idx').on(t.returnsOrderNo),
    index('orders_ongoing_idx')
      .on(t.createdAt)
      .where(sql`${t.isOngoing}`),
    // The first page of the default (priority) sort: the orders still to be handled, in the list's order, with what
    // the filters read (see priorityPage in services/orders.ts; 30 = ACTIVE_STATUS_PRIORITY_FLOOR).
    index('orders_active_list_idx')
      .on(
        t.statusPriority.desc().nullsFirst(),
        t.stageBeganAt,
        t.id.desc().nullsFirst(),
        t.createdAt,
        t.status,
        t.companyId,
        t.regionId,
      )
      .where(sql`${t.statusPriority} >= 30`),
    index('orders_driver_idx').on(t.driverId),
    // The orders a driver carries (dispatch help's load per online driver): the ongoing ones only, a few per driver.
    index('orders_driver_ongoing_idx')
      .on(t.driverId)
      .where(sql`${t.isOngoing}`),
    uniqueIndex('orders_tracking_token_idx').on(t.trackingToken),
    uniqueIndex('orders_company_external_id_idx').on(t.companyId, t.externalId),
    // The order no is unique per creation day in Warsaw (find-and-verify asks for both); makes numbering race-safe.
    uniqueIndex('orders_order_no_warsaw_day_idx').on(t.orderNo, warsawDayOf(t.createdAt)),
    // The stage sort of the list: the orders in the order of their stage start, with what its filters read. A stage
    // begins when the order is created or later (the CHECK below), so a date range's page starts at dateFrom in it
    // (see stagePage in services/orders.ts). A write that stamps a stage earlier (another process's clock behind the
    // creator's) begins it at the creation: trigger orders_stage_not_before_creation of migration 0013.
    index('orders_stage_list_idx').on(
      t.stageBeganAt,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
      t.companyId,
      t.regionId,
    ),
    // The list's receiver search (services/orders.ts, orderListFilter): the name contains the phrase, case-insensitive
    // (ILIKE on a pg_trgm trigram index, extension created by migration 0014), and the phone's national number equals
    // the phrase's (its last 9 digits: without spaces or the +48 / 0048 prefix; receiverPhoneDigits below).
    index('orders_client_name_trgm_idx').using('gin', t.clientName.op('gin_trgm_ops')),
    index('orders_client_phone_digits_idx').on(receiverPhoneDigits(t.clientPhone)),
    check('orders_stage_after_creation', sql`${t.stageBeganAt} >= ${t.createdAt}`),
  ],
);

/** What the order list's day counts count by: the Warsaw creation day, company, region and status of an order. */
const orderDayCountKey = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  companyId: integer('company_id').notNull(),
  regionId: integer('region_id').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
});

/**
 * The number of orders per Warsaw creation day, company, region and status: the order list's total for whole days
 * of its date range (services/orderCounts.ts). Kept exact by triggers on orders, which append to
 * order_day_count_changes in the order's own transaction (no row every writer updates, so no lock waits or
 * deadlocks between them); a periodic job folds the changes into these rows. The total is the sum of both.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  { ...orderDayCountKey(), orders: integer('orders').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.companyId, t.regionId, t.status] })],
);

/** Changes of order_day_counts not yet folded into it (+1 / −1 per order written; see orderDayCounts). */
export const orderDayCountChanges = pgTable(
  'order_day_count_changes',
  { ...orderDayCountKey(), delta: integer('delta').notNull() },
  (t) => [index('order_day_count_changes_day_idx').on(t.day)],
);

/** One row per product line of an order, for the product filter of the list and the reports. */
export const orderProducts = pgTable(
  'order_products',
  {
    orderId: ref('order_id', () => orders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: ref('product_id', () => products.id),
    delivered: boolean('delivered').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_products_product_idx').on(t.productId, t.orderId),
  ],
);

export const orderHolds = pgTable(
  'order_holds',
  {
    id: serial('id').primaryKey(),
    orderId: ref('order_id', () => orders.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id),
    operatorId: integer('operator_id').references(() => operators.id),
    notes: text('notes'),
    createdAt: createdAt(),
    holdUntil: ts('hold_until'),
    releasedAt: ts('released_at'),
    releasedById: integer('released_by_id').references(() => operators.id),
    releasedByDriverId: integer('released_by_driver_id').references(() => drivers.id),
  },
  (t) => [index('order_holds_order_idx').on(t.orderId)],
);

export const orderRenewals = pgTable(
  'order_renewals',
  {
    id: serial('id').primaryKey(),
    orderId: ref('order_id', () => orders.id, { onDelete: 'cascade' }),
    renewedAt: createdAt(),
    renewedById: integer('renewed_by_id').references(() => operators.id),
    renewedBy: text('renewed_by'),
    renewalReason: text('renewal_reason').notNull(),
    cancellationReason: text('cancellation_reason'),
    renewalComment: text('renewal_comment'),
    oldOrderData: jsonb('old_order_data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('order_renewals_order_idx').on(t.orderId)],
);

export const orderComments = pgTable(
  'order_comments',
  {
    id: serial('id').primaryKey(),
    orderId: ref('order_id', () => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    createdByKind: text('created_by_kind').$type<UserKind | 'driver'>().notNull(),
    createdById: integer('created_by_id'),
    createdBy: text('created_by').notNull(),
    comment: text('comment').notNull(),
  },
  (t) => [index('order_comments_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The proof of a delivery (issue 39): who took the package, as the driver typed it, and the photo the driver's app
 * sent (its bytes as sent, checked to be a JPEG, PNG or WebP of the declared type, at most DELIVERY_PHOTO_MAX_BYTES).
 * One per order, written in the deliver step's transaction (services/driverApp.ts deliver); the console reads it in
 * the order's details and its photo through GET /api/order/delivery-proof/photo (services/deliveryProof.ts).
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: ref('driver_id', () => drivers.id),
    receiverName: text('receiver_name').notNull(),
    photo: bytea('photo'),
    photoContentType: text('photo_content_type').$type<DeliveryPhotoContentType>(),
    /** The photo's size in bytes (null without a photo): the details tell of it without reading the bytes. */
    photoBytes: integer('photo_bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    // A photo comes with its type and size, or none of the three is there.
    check(
      'delivery_proofs_photo_parts',
      sql`(${t.photo} is null) = (${t.photoContentType} is null) and (${t.photo} is null) = (${t.photoBytes} is null)`,
    ),
  ],
);

export const driverLocationLogs = pgTable(
  'driver_location_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverId: ref('driver_id', () => drivers.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    loggedAt: ts('logged_at').notNull().defaultNow(),
  },
  (t) => [
    index('driver_location_logs_order_idx').on(t.orderId, t.loggedAt),
    index('driver_location_logs_driver_idx').on(t.driverId, t.loggedAt),
  ],
);

/** Each offer of an order to a driver and the driver's answer (the order-offers report). */
export const orderOffers = pgTable(
  'order_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...orderAndDriver(),
    offeredAt: ts('offered_at').notNull().defaultNow(),
    /** accepted, rejected, expired (offered to someone else or the order left the market); null while open. */
    response: text('response').$type<'accepted' | 'rejected' | 'expired'>(),
    respondedAt: ts('responded_at'),
    /** Road distance from the driver to the pickup point when offered, in metres. */
    distanceToPickup: integer('distance_to_pickup'),
  },
  (t) => [
    index('order_offers_offered_at_idx').on(t.offeredAt),
    index('order_offers_order_idx').on(t.orderId),
    index('order_offers_driver_idx').on(t.driverId, t.offeredAt),
  ],
);

/** A driver's feedback on one delivery (the drivers-feedback report). */
export const driverFeedback = pgTable(
  'driver_feedback',
  {
    id: serial('id').primaryKey(),
    ...orderAndDriver(),
    /** 1 (bad) to 5 (good). */
    rating: smallint('rating').notNull(),
    /** pickup, receiver, address, app, other */
    category: text('category').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('driver_feedback_created_idx').on(t.createdAt),
    uniqueIndex('driver_feedback_order_driver_idx').on(t.orderId, t.driverId),
  ],
);

export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    ...orderAndDriver(),
    createdAt: createdAt(),
    category: text('category').$type<CorrectionCategory>().notNull(),
    status: text('status').$type<CorrectionStatus>().notNull().default('pending'),
    data: jsonb('data')
      .$type<{
        extraDistance?: number;
        actualPackageSize?: PackageSize;
        clientAddress?: { street: string; zipCode: string; city: string };
      }>()
      .notNull(),
    estimatedPayoutDriver: integer('estimated_payout_driver'),
    payoutDriver: integer('payout_driver'),
    currency: text('currency').$type<Currency>().notNull().default('pln'),
    estimatedDistance: integer('estimated_distance'),
    recalculatedDistance: integer('recalculated_distance'),
    suggestedCorrectionPay: integer('suggested_correction_pay'),
    driversComment: text('drivers_comment'),
    attachmentUrl: text('attachment_url'),
    decidedAt: ts('decided_at'),
    decidedById: integer('decided_by_id').references(() => operators.id),
    acceptedAmount: integer('accepted_amount'),
    rejectionReason: text('rejection_reason'),
    comment: text('comment'),
  },
  (t) => [index('corrections_status_idx').on(t.status, t.createdAt), index('corrections_created_idx').on(t.createdAt)],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    driverId: ref('driver_id', () => drivers.id),
    no: text('no').notNull(),
    type: text('type').$type<WalletEntryType>().notNull(),
    payoutDriver: integer('payout_driver').notNull(),
    payoutClient: integer('payout_client'),
    currency: text('currency').$type<Currency>().notNull().default('pln'),
    description: text('description'),
    /** Entries the system books: what for, as data the console words in the user's language. */
    descriptionParams: jsonb('description_params').$type<WalletDescriptionParams>(),
    orderId: integer('order_id').references(() => orders.id),
    correctionId: integer('correction_id').references(() => corrections.id),
    createdAt: createdAt(),
    createdById: integer('created_by_id').references(() => operators.id),
    creationComment: text('creation_comment'),
    settledAt: ts('settled_at'),
    deletedAt: ts('deleted_at'),
    deletedById: integer('deleted_by_id').references(() => operators.id),
    deletionReason: text('deletion_reason'),
    deletionComment: text('deletion_comment'),
    /** The client's key of a manual create: a retried request with the same key writes no second entry. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('wallet_entries_driver_created_idx').on(t.driverId, t.createdAt),
    index('wallet_entries_created_idx').on(t.createdAt),
    uniqueIndex('wallet_entries_idempotency_idx').on(t.createdById, t.idempotencyKey),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
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

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorKind: text('actor_kind').$type<UserKind | 'driver' | 'system' | 'public' | 'api_key'>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);

/** Saved views: named filter sets of a list (the order list first), kept per user on the server. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').$type<UserKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_owner_name_idx').on(t.ownerKind, t.ownerId, t.resource, t.name)],
);

/**
 * An `Idempotency-Key` a caller sent with a write that may be retried (issue 37: order create and cancel): the first
 * answer is kept and given again to a retry with the same key and the same body; another body under the same key is a
 * conflict. One row per caller (`owner`: `apiKey:<id>`, `client:<id>` or `operator:<id>`), operation and key; kept at
 * least 24 hours (housekeeping removes older ones). A row without `statusCode` is a request still in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    /** The operation the key was used for (e.g. `order.create`, `order.cancel`). */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** sha256 hex of the request's canonical body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The first answer, once it is known (null while the first request runs). */
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_idx').on(t.owner, t.operation, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A shop's webhook endpoint (issue 37): the URL its order events are posted to, the events it wants, and the secret
 * each delivery is signed with (HMAC-SHA256; shown once, rotatable). Disabled endpoints receive nothing.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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

// The people who run deliveries: operators and drivers, the drivers' stock, push subscriptions, status log and the
// back office's notifications to them.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, check } from 'drizzle-orm/pg-core';
import type { AccountType, CanView, DriverStatus, DriverType, VehicleType } from '../../../domain/enums.ts';
import { bigId, serialId, createdAt, ref, ts } from './columns.ts';
import { regions, stockBalance } from './companies.ts';

export const operators = pgTable('operators', {
  id: serialId(),
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

export const drivers = pgTable(
  'drivers',
  {
    id: serialId(),
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

/** A driver's phone that takes Web Push: the browser's push service endpoint and the keys its messages are sealed for. */
export const driverPushSubscriptions = pgTable(
  'driver_push_subscriptions',
  {
    id: serialId(),
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
    id: bigId(),
    driverId: ref('driver_id', () => drivers.id),
    status: text('status').$type<DriverStatus>().notNull(),
    /** What changed it: sign_in, logout, app, system. */
    source: text('source').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('driver_status_log_at_idx').on(t.at), index('driver_status_log_driver_at_idx').on(t.driverId, t.at)],
);

export const notifications = pgTable('notifications', {
  id: serialId(),
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

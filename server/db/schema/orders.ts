// Orders and everything about one: multipliers, the day counts, products, holds, renewals, comments, delivery
// proofs, the driver's pings, offers, feedback, corrections and the wallet entries they book.
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import type {
  CorrectionCategory,
  CorrectionStatus,
  Currency,
  OrderStatus,
  OrderType,
  PackageSize,
  UserKind,
  WalletEntryType,
} from '../../../domain/enums.ts';
import type { WalletDescriptionParams } from '../../../domain/walletConstants.ts';
import type { OrderProductLine, PaymentDetails, TimeRange, WorkingSettings } from '../../../domain/types.ts';
import type { DeliveryPhotoContentType } from '../../../domain/driverApi.ts';
import { warsawDayOf } from '../warsawDay.ts';
import { bigId, serialId, bytea, createdAt, ref, ts } from './columns.ts';
import { companies, locations, products, regions } from './companies.ts';
import { drivers, operators } from './staff.ts';

/** The order and the driver a row is about (an offer, a feedback, a correction). */
const orderAndDriver = () => ({
  orderId: ref('order_id', () => orders.id),
  driverId: ref('driver_id', () => drivers.id),
});

export const multipliers = pgTable(
  'multipliers',
  {
    id: serialId(),
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
    id: serialId(),
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
    /**
     * The note of the order's latest hold, written with on_hold_until by every hold and cleared with it by a release
     * (migration 0026 copied it from order_holds). The list shows it while on_hold_until is ahead; it read it from
     * order_holds, a correlated subquery per row that cost PostgreSQL a tenth of the list's statement.
     */
    holdNote: text('hold_note'),
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
    id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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
    id: bigId(),
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
    id: bigId(),
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
    id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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

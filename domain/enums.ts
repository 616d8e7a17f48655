// Enumerations of the domain: order statuses and types, cancellation reasons, account types, scopes, report types…
// Shared by the console and the server; the database stores these values as text.

export const ORDER_STATUSES = [
  'new',
  'accepted',
  'picked_up',
  'arrived',
  'delivered',
  'cancelled',
  'finished',
  'scheduled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Sort priority of the order list: higher first. */
export const ORDER_STATUS_PRIORITY: Record<OrderStatus, number> = {
  new: 99,
  scheduled: 90,
  accepted: 50,
  picked_up: 40,
  arrived: 30,
  cancelled: 10,
  delivered: 2,
  finished: 0,
};

/**
 * The statuses of orders still to be handled (scheduled or ongoing) sort above every other status in the list, all
 * at or above this priority and the others below it. The list reads the first page of these from a small partial
 * index (orders_active_list_idx, `WHERE status_priority >= 30`) and sorts the day's ended orders only for a page that
 * reaches them. A unit test holds this split; the index's predicate repeats the number.
 */
export const ACTIVE_STATUS_PRIORITY_FLOOR = 30;

export const ORDER_TYPES = ['iqos', 'pickup_delivery', 'simple_delivery', 'simple_arrival'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const CANCELLATION_REASONS = [
  'CLIENT_DIDNT_SHOW_UP',
  'CLIENTS_REQUEST',
  'DRIVERS_FAILURE',
  'WRONG_ADDRESS',
  'CALL_CENTER_REQUEST',
  'ORDER_NOT_ACCEPTED_IN_5_MIN',
  'ORDER_NOT_ACCEPTED_IN_X_MIN',
  'PRODUCT_CODES_DIDNT_WORK',
  'CLIENT_IS_UNDER_13',
  'CLIENT_WITHOUT_ID',
  'CLIENT_NOT_IN_PERSON',
  'CLIENT_WITH_INCORRECT_DATA',
  'NO_STOCK_IN_STORE',
  'DAMAGED_PRODUCT',
  'OTHER',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const DEFAULT_CANCELLATION_REASONS: CancellationReason[] = [
  'CALL_CENTER_REQUEST',
  'CLIENTS_REQUEST',
  'NO_STOCK_IN_STORE',
  'WRONG_ADDRESS',
  'CLIENT_DIDNT_SHOW_UP',
];

/**
 * The reasons a client company gives when it cancels its own order (client users, its API keys, integration
 * accounts): what the shop knows. Reasons about the driver, the call center, the receiver at the door or the
 * queue are the operators' (and the system's), and a driver's failure would renew the order by default, a decision
 * that is an operator's too.
 */
export const CLIENT_CANCELLATION_REASONS: CancellationReason[] = [
  'CLIENTS_REQUEST',
  'WRONG_ADDRESS',
  'NO_STOCK_IN_STORE',
  'DAMAGED_PRODUCT',
  'OTHER',
];

export const NOT_ACCEPTED_REASONS: CancellationReason[] = [
  'ORDER_NOT_ACCEPTED_IN_5_MIN',
  'ORDER_NOT_ACCEPTED_IN_X_MIN',
];

export const RENEWAL_REASONS = ['DRIVER_CHANGE', 'AUTOMATIC_REQUEUE'] as const;
export type RenewalReason = (typeof RENEWAL_REASONS)[number];

export const PAYMENT_TYPES = ['generic_prepaid', 'epruf_code', 'blik_manual'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PACKAGE_SIZES = ['S', 'M', 'L'] as const;
export type PackageSize = (typeof PACKAGE_SIZES)[number];

export const VEHICLE_TYPES = ['car', 'motorbike', 'bicycle', 'scooter', 'pedestrian'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const CURRENCIES = ['pln', 'czk'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COMPANY_STATUSES = ['pending', 'active', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const ACCOUNT_TYPES = ['api', 'api_user', 'xd_employee', 'xd_coordinator', 'other', 'deactivated'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CAN_VIEW_FLAGS = [
  'sensitiveData',
  'pinCode',
  'cancellation',
  'holdOrder',
  'orderEstimations',
  'orderRoute',
  'comments',
  'changeDriver',
  'driverInfo',
  'driverPayout',
] as const;
export type CanViewFlag = (typeof CAN_VIEW_FLAGS)[number];
export type CanView = Record<CanViewFlag, boolean>;

export const OPERATOR_SCOPES = [
  'report',
  'orders',
  'operators',
  'superAdmin',
  'orders:read',
  'drivers',
  'drivers:read',
  'companies',
  'reports:offers',
  'reports:full',
  'reports:driverActivity',
  'reports:driversStock',
  'reports:auditStockMovement',
  'reports:driversFeedback',
  'reports:corrections',
  'reports:stockExchange',
  'notifications',
  'warehouse',
  'warehouse:read',
  'stock',
  'corrections',
  'corrections:read',
  'wallet',
  'zipCodes',
  '*',
] as const;
export type OperatorScope = (typeof OPERATOR_SCOPES)[number];

export const DRIVER_STATUSES = ['online', 'offline'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
export const DRIVER_TYPES = ['driver', 'ambassador'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];
export const MOBILE_OS_TYPES = ['android', 'ios'] as const;

export const STOCK_EXCHANGE_STATUSES = ['in_progress', 'pending', 'rejected', 'confirmed'] as const;
export type StockExchangeStatus = (typeof STOCK_EXCHANGE_STATUSES)[number];

export const STOCK_MOVEMENT_TYPES = [
  'companyToWarehouse',
  'warehouseToAmbassador',
  'ambassadorToDriver',
  'driverToOrder',
  'warehouseToWarehouse',
  'driverToWarehouse',
  'warehouseToDriver',
  'driverToDriver',
  'orderToDriver',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const CORRECTION_CATEGORIES = [
  'incorrect_distance',
  'incorrect_size',
  'different_delivery_address',
  'reattempted_delivery',
  'other',
  'iqos_wee_exchange',
] as const;
export type CorrectionCategory = (typeof CORRECTION_CATEGORIES)[number];
export const CORRECTION_STATUSES = ['pending', 'rejected', 'accepted'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const WALLET_ENTRY_TYPES = ['ride_added', 'correction', 'bonus', 'ambassador', 'iqos_wee_exchange'] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];
export const MANUAL_WALLET_ENTRY_TYPES: WalletEntryType[] = ['bonus', 'correction', 'ambassador'];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const REPORT_TYPES = [
  'driverActivity',
  'driverAvailability',
  'ordersFull',
  'orderOffers',
  'driversStock',
  'corrections',
  'driversFeedback',
  'auditStockMovement',
  'stockExchange',
  'walletEntries',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Real-time events that trigger a background refresh of the order list. */
export const ORDER_LIST_EVENTS = [
  'acceptOrder',
  'finishOrder',
  'cancelOrder',
  'renewOrder',
  'newOrder',
  'editOrder',
  'delayingDelivery',
  'deliverOrder',
  'arriveOrder',
  'notAcceptedOrder',
  'cancelledOrderClientContacted',
  'deactivatedOrderMultiplier',
] as const;
export type OrderListEvent = (typeof ORDER_LIST_EVENTS)[number];

/**
 * The orders that need someone (the dashboard's attention lists and the order list's `attention` filter), all among
 * the orders still to be handled: waiting in `new` longer than the chosen minutes, held past the hold's end and not
 * released, past their delivery promise (the slot's end, or DELIVERY_PROMISE_MIN from creation) and not delivered,
 * and in one stage longer than STAGE_HIGHLIGHT_MINUTES (the list's thick border).
 */
export const ATTENTION_KINDS = ['notAccepted', 'holdExpired', 'lateForSlot', 'stuckInStage'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export type UserKind = 'operator' | 'client';

/**
 * The actions an order's audit trail (GET /api/order/audit: audit_log rows of entity "order" and the order's id) can
 * hold, as the server writes them (`action: 'order.…'` in server/services). The console shows each through
 * `orderList.audit.action.<action with dots as underscores>`; a unit test holds this list to the server's source.
 * order.autoCancel.sweep is not here: the sweep's entry has no order id, so no order's trail shows it.
 */
export const ORDER_AUDIT_ACTIONS = [
  'order.create',
  'order.accept',
  'order.arriveAtPickup',
  'order.pickUp',
  'order.arrive',
  'order.deliver',
  'order.finish',
  'order.hold',
  'order.release',
  'order.comment',
  'order.cancel',
  'order.autoCancel',
  'order.changeDriver',
  'order.verifyPickup',
  'stock.driverToOrder',
] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];

/** Who an audit entry names as its actor (audit_log.actor_kind), shown as orderList.audit.actor.<kind> without a name. */
export const AUDIT_ACTOR_KINDS = ['operator', 'client', 'driver', 'system', 'public', 'api_key'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The i18n key of an audit action: polyglot reads dots as nesting, so they become underscores. */
export const orderAuditActionKey = (action: string): string => `orderList.audit.action.${action.replace(/\./g, '_')}`;

/**
 * An action the console has no translation for, readable rather than raw: "order.someNewStep" → "some new step" (the
 * entity prefix dropped, camelCase split into words).
 */
export const readableAuditAction = (action: string): string => {
  const [, ...rest] = action.split('.');
  const words = (rest.length ? rest : [action])
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ');
  return words.toLowerCase();
};

/** The additional services an order may carry (OrderDetails.additionalServices), shown as orderList.expand.additionalService.<code>. */
export const ADDITIONAL_SERVICES = ['sms_notifications', 'return_packaging', 'photo_confirmation', 'fragile'] as const;
export type AdditionalService = (typeof ADDITIONAL_SERVICES)[number];

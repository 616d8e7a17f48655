// Response shapes of the API, shared by the server (what it sends) and the console (what it reads).
import type {
  AccountType,
  CanView,
  CancellationReason,
  CompanyStatus,
  OrderStatus,
  OrderType,
  PackageSize,
  UserKind,
} from './enums.ts';
import type { ProductSettings, MaximumDimensions } from './types.ts';

/**
 * Every error the API answers: 400 carries per-field `errors` (field path → i18n message keys) and, for the messages
 * that name numbers, `errorArgs` (field path → the arguments of each of its messages, in the same order: {max: 100});
 * a 409 may carry `details` naming what it conflicts with (duplicate_location: {existingId, existingName}).
 */
export interface ApiErrorBody {
  name: string;
  message: string;
  errorCode: string;
  errors?: Record<string, string[]>;
  errorArgs?: Record<string, Record<string, unknown>[]>;
  details?: Record<string, unknown>;
  /** 403 `driver_blocked` of the driver API: the block's reason, when the back office gave one. */
  reason?: string;
}

export interface TokenResponse {
  token: string;
  /** ISO time the token stops being valid unless refreshed. */
  expiresAt: string;
  userType: UserKind;
}

/** The permission flag tree (built from scopes and account types in permissions.ts). All false by default. */
export interface Permissions {
  orders: {
    canAccessPage: boolean;
    canWrite: boolean;
    /**
     * The new-order form opens: with write access, and for every client user (a not yet activated one sees the form
     * with the "account inactive" warning and prepares an order it cannot submit: creating needs canWrite).
     */
    canOpenNewOrder: boolean;
    /**
     * The operator's decisions of a cancellation: the driver's pay (payable), the handling of goods already picked
     * up (renewOrder, createReturn) and forceCancel, and every cancellation reason. Without it a caller cancels
     * with the client's reasons only (CLIENT_CANCELLATION_REASONS) and the server's defaults.
     */
    canDecideCancellation: boolean;
    canView: CanView;
  };
  company: { canAccessPage: boolean; canWrite: boolean };
  reports: {
    canAccessPage: boolean;
    driverActivity: boolean;
    driverAvailability: boolean;
    ordersFull: boolean;
    orderOffers: boolean;
    driversStock: boolean;
    corrections: boolean;
    driversFeedback: boolean;
    auditStockMovement: boolean;
    stockExchange: boolean;
    /** The wallet entries of a period (reconciliation): the wallet scope only, as the wallet page. */
    walletEntries: boolean;
  };
  users: { canAccessPage: boolean; canWrite: boolean };
  /** canWrite: create, edit, block and deactivate drivers (the drivers scope; drivers:read reads only). */
  drivers: { canAccessPage: boolean; canWrite: boolean };
  notifications: { canSend: boolean };
  /** canWrite: create, edit, deactivate and activate warehouses and add stock (the warehouse scope; warehouse:read reads only). */
  warehouse: { canAccessPage: boolean; canWrite: boolean };
  stock: { canAccessPage: boolean };
  multipliers: { canAccessPage: boolean };
  /** canWrite: accept and reject (the corrections scope; corrections:read reads only). */
  corrections: { canAccessPage: boolean; canWrite: boolean };
  wallet: { canAccessPage: boolean; canCreate: boolean };
  zipCodes: { canAccessPage: boolean };
  settings: { canAccessPage: boolean };
}

export interface RegistrationSteps {
  productSelectionCompleted: string | null;
  locationsCompleted: string | null;
  companyDataCompleted: string | null;
  contractGenerated: string | null;
}

/** GET /api/@me */
export interface MeResponse {
  user: {
    id: number;
    kind: UserKind;
    username: string;
    email: string;
    name: string | null;
    /** Operators only. */
    accountType: AccountType | null;
    scope: string[];
    /** Client users: their company; operators: null. */
    companyId: number | null;
    companyName: string | null;
    companyStatus: CompanyStatus | null;
  };
  registrationSteps: RegistrationSteps;
  /** True when no registration step remains and the company is active (always true for operators). */
  activated: boolean;
  settings: { dashboardImage: string | null; defaultLocationId: number | null };
  permissions: Permissions;
}

export interface Region {
  id: number;
  name: string;
  active: boolean;
}

export interface ProductItem {
  id: number;
  name: string;
  companyId: number;
  code: string;
  type: OrderType;
  dimensionsAlgorithm: string | null;
  maximumDimensions: MaximumDimensions | null;
  productSettings: ProductSettings;
}

export interface CompanyOption {
  id: number;
  name: string;
  status: CompanyStatus;
  logo: string | null;
}

export type ReasonGroup = 'not_accepted' | 'other';

/** One row of GET /api/order/list (the list columns; the expanded row comes from the order details call). */
export interface OrderListItem {
  id: number;
  orderNo: string;
  returnsOrderNo: string | null;
  externalId: string | null;
  company: { id: number; name: string; logo: string | null };
  region: { id: number; name: string };
  type: OrderType;
  status: OrderStatus;
  cancellationReason: string | null;
  /** Set for cancelled orders: not accepted in time, or another reason. */
  reasonGroup: ReasonGroup | null;
  stage: { status: OrderStatus; isOngoing: boolean; inDelivery: boolean; toBePickedUp: boolean; beganAt: string };
  createdAt: string;
  scheduledAt: string | null;
  scheduledSlotRange: [string, string] | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** Minutes since the current stage began (to the end for finished stages: delivered/cancelled/finished). */
  /** Minutes in the current stage; null once the order ended (delivered, cancelled, finished). */
  timeInStage: number | null;
  /** Minutes from creation (or slot start when scheduled) to delivery, or to now while ongoing; null if cancelled. */
  totalRealizationTime: number | null;
  /** The delivery promise in minutes and whether it was met (null while not delivered). */
  realizedWithin: { promiseMinutes: number; onTime: boolean | null };
  pickupPoint: { name: string | null; city: string | null } | null;
  driver: { id: number; firstName: string; lastName: string } | null;
  packageSize: PackageSize | null;
  /** What the client pays for the delivery (minor units), with canView.orderEstimations; null without it or before a price. */
  price: { amount: number; currency: string } | null;
  flags: {
    onHold: { until: string | null; note: string | null } | null;
    multiplier: { value: number; deactivated: boolean } | null;
    emergencyDelivery: boolean;
    noVerificationCode: string | null;
  };
  lastComment: { comment: string; createdAt: string; createdBy: string } | null;
}

export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The word shown instead of personal data that was hashed away or that the user may not see. */
export const HIDDEN_PERSON = 'customer';

/** When an order reached each stage after its creation, ISO 8601 text (null: not reached). */
export interface OrderStageTimes {
  acceptedAt: string | null;
  pickedUpAt: string | null;
  arrivedAt: string | null;
  deliveredAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
}

/**
 * GET /api/order/details: the expanded row. Parts the caller's canView flags do not allow are null (the console
 * shows nothing for them); personal data is replaced by HIDDEN_PERSON when hashed or not allowed.
 */
export interface OrderDetails extends OrderListItem {
  /** The receiver's tracking page (/track/<token>), an absolute URL to pass on to the receiver. */
  trackingUrl: string;
  receiver: {
    name: string;
    phone: string | null;
    street: string | null;
    city: string | null;
    zipCode: string | null;
    lat: number | null;
    lng: number | null;
    hidden: boolean;
  };
  pickupPointDetails: {
    /** The company's saved location the order was picked up from (null: a typed address); "Order again" uses it. */
    locationId: number | null;
    name: string | null;
    street: string | null;
    city: string | null;
    zipCode: string | null;
    phone: string | null;
    notes: string | null;
    workingHours: import('./types.ts').WorkingSettings | null;
    hidden: boolean;
  } | null;
  payment: { paymentType: string; paymentCode: string | null } | null;
  timestamps: { createdAt: string; plannedAt: string | null } & OrderStageTimes;
  cancellationComment: string | null;
  deliveryComment: string | null;
  pickUpNotes: string | null;
  notes: string | null;
  emergencyDelivery: boolean;
  additionalServices: string[];
  products: import('./types.ts').OrderProductLine[];
  deliveredProducts: import('./types.ts').OrderProductLine[];
  /** canView.pinCode */
  codes: { pickUpVerificationCode: string | null; verificationCode: string | null } | null;
  noVerificationCodeReason: string | null;
  /** canView.orderEstimations (estimatedPayoutDriver also needs canView.driverPayout). */
  estimations: {
    estimatedDistance: number | null;
    estimatedPayout: number | null;
    estimatedPayoutDriver: number | null;
    currency: string;
  } | null;
  /** canView.driverInfo: contact and car; otherwise only the name of the list. */
  driverInfo: {
    phone: string | null;
    email: string;
    vehicleType: string;
    car: { registrationPlate?: string; model?: string; color?: string } | null;
  } | null;
  /** canView.comments */
  comments: { comment: string; createdAt: string; createdBy: string }[] | null;
  /** canView.holdOrder */
  holds:
    | {
        notes: string | null;
        createdAt: string;
        holdUntil: string | null;
        releasedAt: string | null;
        by: 'operator' | 'driver' | 'system';
      }[]
    | null;
  renewals: {
    renewedAt: string;
    renewedBy: string | null;
    renewalReason: string;
    cancellationReason: string | null;
    renewalComment: string | null;
  }[];
  /** canView.orderRoute: the route map may be opened. */
  canShowRoute: boolean;
  /** The cancellation reasons the order's company settings offer operators per stage (null: the defaults apply). */
  cancellationReasons: { inDelivery: CancellationReason[]; toBePickedUp: CancellationReason[] } | null;
  /**
   * The proof the driver gave at delivery (null: delivered without one, or not delivered): the name as typed, with
   * canView.sensitiveData (else HIDDEN_PERSON, and no photo).
   */
  deliveryProof: DeliveryProof | null;
}

/** The proof of a delivery as the order's details show it (the photo itself: GET /api/order/delivery-proof/photo). */
export interface DeliveryProof {
  /** Who took the package, as the driver typed it; HIDDEN_PERSON when the reader may not see the receiver's data. */
  receiverName: string;
  /** Whether there is a photo the reader may open (false without canView.sensitiveData or once hashed away). */
  hasPhoto: boolean;
  /** When it was given (the delivery), ISO 8601. */
  at: string;
}

/** GET /api/saved-view/list: a named set of list filters of the signed-in user. */
export interface SavedView {
  id: number;
  resource: 'orders';
  name: string;
  filters: Record<string, unknown>;
  updatedAt: string;
}

/** Who acted, as the viewer may see them (server/services/orderAudit.ts): never an e-mail. */
export const ORDER_AUDIT_ACTOR_KINDS = [
  'operator',
  'client',
  'driver',
  'api_key',
  'public',
  'simulator',
  'system',
] as const;
export interface OrderAuditActor {
  kind: (typeof ORDER_AUDIT_ACTOR_KINDS)[number];
  /** The operator's login, the driver's first and last name (with canView.driverInfo), the client user's name, the
   * API key's name; null where the console says only the kind ("Driver", "Simulator", "System"). */
  name: string | null;
}

/** GET /api/order/audit: one entry of the order's audit trail (who did what, when), oldest first. */
export interface OrderAuditEntry {
  id: number;
  at: string;
  action: string;
  actor: OrderAuditActor;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /**
   * A change of driver (order.changeDriver) only: the driver before (null: none) and after, named as `actor` names a
   * driver (by first and last name with canView.driverInfo, otherwise by the kind alone).
   */
  driverChange?: { from: OrderAuditActor | null; to: OrderAuditActor | null };
}

/** GET /api/map/config (public): the tile URL template of the console maps and the attributions (HTML). */
export interface MapConfig {
  tileUrl: string;
  attribution: string;
  /** Of the offline basemap (GET /api/map/basemap), drawn when the tiles cannot load. */
  basemapAttribution: string;
  /** Of the postal-code data (positions of addresses, zip-code areas): shown on every map. */
  geodataAttribution: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * GET /api/order/location-history: the order with the driver's location log, oldest point first, plus the
 * pickup point and receiver positions when known (the receiver's is null when hidden, as in the order details).
 */
export interface OrderLocationHistory {
  id: number;
  orderNo: string;
  status: OrderStatus;
  driverId: number | null;
  driverLocationLog: { lat: number; lng: number; loggedAt: string }[];
  pickupPoint: LatLng | null;
  receiver: LatLng | null;
}

/**
 * Socket event `driverLocationChange` (private namespace): a driver's new position while on an order, sent by the
 * driver API to the consoles that may see the order. The route map appends it when `orderId` is the shown order.
 * `at` is the ISO time of the position; companyId and regionName are the routing fields of every order event.
 */
export interface DriverLocationChangeEvent {
  orderId: number;
  lat: number;
  lng: number;
  at: string;
  driverId?: number;
  companyId?: number;
  regionName?: string;
}

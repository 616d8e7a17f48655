// The contract of order creation (POST /order/create and POST /order/check-delivery-availability: payloads, answers
// and error codes), shared by the console's /orders/new form and the server.
// The zod schemas that parse these shapes live in ./orderCreateSchemas.ts; the field rules in ./validators.ts.
import type { Currency, OrderStatus, OrderType, PackageSize, PaymentType } from './enums.ts';
import type {
  CompanyOrderSettings,
  Dimensions,
  MaximumDimensions,
  Medicine,
  ProductSettings,
  WorkingSettings,
} from './types.ts';

/** An address as the form and the geocoder know it. */
export interface AddressInput {
  street: string;
  city: string;
  /** NN-NNN */
  zipCode: string;
}

/**
 * The pickup point block: a saved location (address locked) or a typed address. With `locationId` the address and
 * name may be left out (the saved location's are used; given, they are ignored).
 */
export interface PickupPointInput extends Partial<AddressInput> {
  /** The saved location the block was filled from, if any. */
  locationId?: number;
  name?: string;
  phone?: string;
  notes?: string;
}

/** One product line of the payload (fields present as the product's productFormFields ask). */
export interface ProductLineInput {
  /** The catalogue product. */
  id: number;
  name?: string;
  code?: string;
  smsName?: string;
  oldDeviceCode?: string;
  serialNumber?: string;
  pesel?: string;
  /** 4 digits. */
  receiptNo?: string;
  /** In major units (PLN), ≥ 0.01; the form accepts comma or dot and sends a number. */
  amountToPayOnPickUp?: number;
  medicines?: Medicine[];
  /** Max 32. */
  externalNo?: string;
  /** cm and kg; the form accepts comma or dot and sends numbers. */
  dimensions?: Dimensions;
  vehicle?: { mark: string; model: string; registrationPlate?: string; vinNumber?: string };
}

/** POST /api/order/create (paymentDetails is ours). */
export interface OrderCreateInput {
  companyId: number;
  products: ProductLineInput[];
  clientName: string;
  clientStreet: string;
  clientCity: string;
  clientZipCode: string;
  clientPhone: string;
  notes?: string;
  pickupPoint?: PickupPointInput;
  externalId?: string;
  pmiOrderCode?: string;
  pmiOrderCode2?: string;
  swapType?: string;
  /** ISO instant: the start of a slot offered by offeredSlots(); sets scheduled = true. */
  scheduledAt?: string;
  scheduled?: boolean;
  /** Only when set; otherwise the server derives it (dimensions, else the company's defaultPackageSize). */
  packageSize?: PackageSize;
  paymentDetails?: { paymentType: PaymentType; paymentCode?: string };
}

/** 201 of POST /api/order/create. */
export interface OrderCreateResult {
  order: {
    id: number;
    orderNo: string;
    status: OrderStatus;
    scheduledAt: string | null;
    packageSize: PackageSize | null;
    /** The receiver's tracking page (/track/<token>), an absolute URL to pass on to the receiver. */
    trackingUrl: string;
  };
}

/** POST /api/order/check-delivery-availability. Sender: the pickup point (absent for orders without one). */
export interface DeliveryAvailabilityInput {
  companyId: number;
  /** The pickup point's address (the API also takes a saved location by `locationId`: deliveryAvailabilitySchema). */
  sender?: AddressInput;
  receiver: AddressInput;
  packageSize?: PackageSize;
  /** The time to price (multipliers apply by time); default now. */
  at?: string;
}

/** 200 of POST /api/order/check-delivery-availability: available, price, estimatedDistance (metres), plus ours. */
export interface DeliveryAvailabilityResult {
  available: boolean;
  /** Major units with 2 decimals (e.g. 23.5 = 23.50). */
  price: number;
  currency: Currency;
  /** Metres. */
  estimatedDistance: number;
  packageSize: PackageSize;
  /** The active price multiplier applied, if any. */
  multiplier: number | null;
  region: string;
}

/** One address of a delivery: the pickup point's (the estimate's sender) or the receiver's. */
export type DeliveryAddressRole = 'pickupPoint' | 'receiver';

/**
 * The details of a 422 delivery_not_available_for_specified_addresses (create and estimate): `outside` names the
 * addresses no active region covers (the pickup point's, the receiver's, or both); empty when both are covered and the
 * receiver is farther from the pickup point than the company's maximum, then `distance` and `maxDistance` (metres).
 */
export interface DeliveryNotAvailableDetails {
  outside: DeliveryAddressRole[];
  distance?: number;
  maxDistance?: number;
}

/** The codes POST /api/order/create may answer, 422 unless noted. */
export const ORDER_CREATE_ERROR_CODES = [
  'address_is_ambiguous',
  'address_not_found',
  'address_matched_partially',
  'pickup_point_address_is_ambiguous',
  'pickup_point_address_not_found',
  'pickup_point_address_matched_partially',
  'no_drivers_available',
  /** 409 */
  'order_with_external_id_exists',
  'delivery_not_available_for_specified_addresses',
  'cross_region_delivery_unavailable',
  'incorrect_order_products',
] as const;
export type OrderCreateErrorCode = (typeof ORDER_CREATE_ERROR_CODES)[number] | 'unknown';

/** The codes POST /api/order/check-delivery-availability may answer (422). */
export const DELIVERY_AVAILABILITY_ERROR_CODES = [
  'address_is_ambiguous',
  'address_not_found',
  'address_matched_partially',
  'delivery_not_available_for_specified_addresses',
  'cross_region_delivery_unavailable',
] as const;
export type DeliveryAvailabilityErrorCode = (typeof DELIVERY_AVAILABILITY_ERROR_CODES)[number] | 'unknown';

/** A saved pickup location of a company, as the form offers it. */
export interface FormLocation {
  id: number;
  name: string;
  street: string;
  city: string;
  zipCode: string;
  phone: string | null;
  defaultNote: string | null;
  workingSettings: WorkingSettings;
  /** The active region whose zip-code coverage holds the zip code; null outside every region. */
  region: string | null;
  /** Whether an active region covers it: an uncovered point is marked and never preselected when a covered one exists. */
  covered: boolean;
}

/** A catalogue product as the form offers it. */
export interface FormProduct {
  id: number;
  name: string;
  code: string;
  type: OrderType;
  dimensionsAlgorithm: string | null;
  maximumDimensions: MaximumDimensions | null;
  productSettings: ProductSettings;
}

/**
 * GET /api/order/form-options?companyId=N (ours): everything the create form needs for one company in one call.
 * A client user gets its own company (companyId may be omitted); an operator a company it may see (404 otherwise).
 */
export interface OrderFormOptions {
  company: {
    id: number;
    name: string;
    status: import('./enums.ts').CompanyStatus;
    currency: Currency;
    orderSettings: CompanyOrderSettings;
    /** The company's default pickup location (preselected on the form), if any. */
    defaultLocationId: number | null;
    /**
     * The company's default working settings ({} when none): the slots of a pickup point without weekly hours of its
     * own, or of an order without a saved pickup point, follow them (workingHours.ts effectiveWorkingSettings).
     */
    workingSettings?: WorkingSettings;
  };
  /** Active products of the company, hidden ones (hideOnOrderForm) left out. */
  products: FormProduct[];
  /** Active saved locations of the company, sorted by name. */
  locations: FormLocation[];
}

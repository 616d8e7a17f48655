// Shapes of settings and nested records, shared by console and server.
import type { CancellationReason, OrderType, PackageSize, PaymentType, Weekday } from './enums.ts';

export interface HourMinute {
  hour: number;
  minute: number;
}

/** One opening range of a day: from earlier than to, the same day. */
export interface TimeSpan {
  from: HourMinute;
  to: HourMinute;
}

/**
 * One day's opening hours: closed, or open. An open day has one range (from/to) or several (`ranges`, sorted and not
 * overlapping; from/to then hold the first opening and the last closing, so a reader of one range sees the whole span).
 * Hours stored before `ranges` existed (from/to only) read as one range. See domain/workingHours.ts openRanges().
 */
export interface DayHours {
  closed: boolean;
  from?: HourMinute;
  to?: HourMinute;
  ranges?: TimeSpan[];
}

export type WeekHours = Partial<Record<Weekday, DayHours>>;

/** A special date (YYYY-MM-DD, the pickup point's local date): closed, or open with other hours than its weekday's. */
export interface CustomDate {
  date: string;
  closed?: boolean;
  from?: HourMinute;
  to?: HourMinute;
  ranges?: TimeSpan[];
}

/**
 * Working settings of a pickup point, or a company's defaults for its points without weekly hours of their own
 * (domain/workingHours.ts effectiveWorkingSettings).
 */
export interface WorkingSettings extends WeekHours {
  /** Special dates (holidays, other hours); they win over the weekday's hours. */
  customDates?: CustomDate[];
  /** The point keeps non-standard hours (shown as a flag; the hours themselves are the weekdays and special dates). */
  nonStandardWorkingHours?: boolean;
  /** The hours of a weekday the settings leave out. */
  defaultWorkingHours?: DayHours;
  /** IANA time zone of the hours (Europe/Warsaw when absent). */
  zone?: string;
}

export interface MaximumDimensions {
  weight?: number;
  width?: number;
  height?: number;
  length?: number;
  largestSide?: number;
  sideSum?: number;
}

export type ProductFormField =
  | 'name'
  | 'code'
  | 'pesel'
  | 'receiptNo'
  | 'amountToPayOnPickUp'
  | 'medicines'
  | 'externalNo'
  | 'smsName'
  | 'oldDeviceCode'
  | 'vehicle'
  | 'dimensions'
  | 'serialNumber';

export interface ProductSettings {
  hideOnOrderForm?: boolean;
  productFormFields?: ProductFormField[];
  helperProduct?: boolean;
  maxProductsAllowed?: number;
  showLocationsSelectForReceiverOnOrderForm?: boolean;
}

export interface CompanyOrderSettings {
  allowedPayments: PaymentType[];
  orderFormFields: string[];
  orderFormSuggestedProducts: number[];
  maxOrderProductsAllowed: number;
  defaultPackageSize: PackageSize;
  showDeliveryEstimationOnForm: boolean;
  scheduledAtToScheduledRange: boolean;
  /** Cancellation reasons offered to operators, per stage (scheduled orders use the toBePickedUp list). */
  operatorCancellationReasons?: { inDelivery?: CancellationReason[]; toBePickedUp?: CancellationReason[] };
}

export interface CompanyDeliverySettings {
  /** Seconds after which a not-accepted order is cancelled automatically. */
  cancelOrderAfter: number;
  maxDeliveryDistanceRadius: number;
  groupPickupPointOrders: boolean;
  groupedOrdersMaxDistance: number;
  maxDestinationDistanceRadius: number;
  showOnOrderMarketAfter: number;
}

export interface CompanyContract {
  generatedAt?: string;
  signedAt?: string;
  acceptedAt?: string;
  fileName?: string;
}

export interface CompanyContractData {
  firstName: string;
  lastName: string;
  name: string;
  displayName?: string;
  headquartersIn: string;
  nip: string;
  regon: string;
  krs?: string;
  shareCapital?: string;
  street: string;
  streetNumber?: string;
  apartmentNumber?: string;
  zipCode: string;
  city: string;
}

export interface CompanyOwnerInfo {
  name: string;
  email: string;
  phone?: string;
  city?: string;
  deliveryProductType?: string;
}

export interface PaymentDetails {
  paymentType: PaymentType;
  paymentCode?: string;
  limit?: number;
  viewed?: boolean;
  hasHashedSensitiveData?: boolean;
}

export interface Medicine {
  details: string;
  pickedUp?: boolean;
}

export interface Dimensions {
  weight?: number;
  width?: number;
  height?: number;
  length?: number;
}

export interface OrderProductLine {
  id: number;
  type?: OrderType;
  name?: string;
  code?: string;
  productCode?: string;
  serialNumber?: string;
  oldDeviceCode?: string;
  smsName?: string;
  dimensions?: Dimensions;
  externalNo?: string;
  pesel?: string;
  receiptNo?: string;
  /** Minor units (grosze). */
  amountToPayOnPickUp?: number;
  medicines?: Medicine[];
  vehicle?: { mark: string; model: string; registrationPlate?: string; vinNumber?: string };
}

export interface TimeRange {
  from: HourMinute;
  to: HourMinute;
  multiplier: number;
}

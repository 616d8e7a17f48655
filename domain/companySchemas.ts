// Companies (the list, the detail, activation, the company data form): the zod schemas of every company query and
// payload, the NIP/REGON/KRS rules and the shapes the API answers. Shared by the console's forms and the server
// (validation once). Messages are i18n keys (validation.*).
import { z } from 'zod';
import {
  COMPANY_STATUSES,
  PACKAGE_SIZES,
  PAYMENT_TYPES,
  type CompanyStatus,
  type PackageSize,
  type PaymentType,
} from './enums.ts';
import {
  csvList,
  idRule,
  msg,
  pageRule,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  requiredTextUpTo,
  text,
  wholeNumber,
  emailText,
} from './schemas.ts';
import type {
  CompanyContract,
  CompanyContractData,
  CompanyDeliverySettings,
  CompanyOrderSettings,
  CompanyOwnerInfo,
  WorkingSettings,
} from './types.ts';
import { workingSettingsSchema } from './locationSchemas.ts';

// ---- Polish company identifiers ------------------------------------------------------------------------------------

const digitsOf = (value: string) => value.split('').map(Number);
const weighted = (digits: number[], weights: readonly number[]) =>
  weights.reduce((sum, w, i) => sum + w * digits[i]!, 0);

/** NIP (tax id): 10 digits (dashes and spaces ignored), check digit = Σ(weights 6 5 7 2 3 4 5 6 7) mod 11, never 10. */
export function isValidNip(value: string): boolean {
  const v = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(v)) return false;
  const d = digitsOf(v);
  const check = weighted(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === d[9];
}

/** REGON (statistical number): 9 digits (weights 8 9 2 3 4 5 6 7) or 14 digits (2 4 8 5 0 9 7 3 6 1 2 4 8); mod 11, 10 → 0. */
export function isValidRegon(value: string): boolean {
  const v = value.replace(/\s/g, '');
  if (!/^(\d{9}|\d{14})$/.test(v)) return false;
  const d = digitsOf(v);
  const weights = v.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
  const check = (weighted(d, weights) % 11) % 10;
  if (v.length === 14 && !isValidRegon(v.slice(0, 9))) return false;
  return check === d[v.length - 1];
}

/** 1234567890 → 123-456-78-90, the way a NIP is written (other shapes as given). */
export const formatNip = (nip: string) => {
  const digits = nip.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
    : nip;
};

/** KRS (court register number): 10 digits, no check digit. */
export const KRS_PATTERN = /^\d{10}$/;
export const COMPANY_ZIP_PATTERN = /^\d{2}-\d{3}$/;

// ---- Queries -------------------------------------------------------------------------------------------------------

export const COMPANY_LIST_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'status'] as const;
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];
export const COMPANY_LIST_MAX_PER_PAGE = 100;

const statusList = csvList(z.enum(COMPANY_STATUSES));
const positiveId = idRule();

/** GET /api/company/page-list: the company list page in one call. */
export const companyPageListQuerySchema = z.object({
  q: text(100, { error: msg.invalid }).optional(),
  status: statusList.optional(),
  page: pageRule().default(1),
  perPage: wholeNumber(1, COMPANY_LIST_MAX_PER_PAGE).default(25),
  sort: z.enum(COMPANY_LIST_SORTS).default('name'),
});
export type CompanyPageListQuery = z.infer<typeof companyPageListQuerySchema>;

export const companyIdQuerySchema = z.object({ companyId: positiveId });

// ---- Activation (pending → active; the form's one field, the name shown to drivers, is required) -------------------

export const DISPLAY_NAME_MAX = 80;
const requiredText = requiredTextUpTo;
const optionalText = (max: number) =>
  text(max, { error: msg.invalid })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Region names as stored (regions are named in the API, as `region=Kraków`). */
export const REGION_NAME_MAX = 100;

/**
 * The activation form: the client name shown to drivers, and the region the company works in (pre-filled with the
 * region of its pickup points; left out, the server takes that one).
 */
export const activationFormSchema = z.object({
  displayName: requiredText(DISPLAY_NAME_MAX),
  region: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    requiredText(REGION_NAME_MAX).optional(),
  ),
});
export const activateCompanySchema = activationFormSchema.extend({ companyId: positiveId });
export type ActivateCompanyInput = z.infer<typeof activateCompanySchema>;

/** 409: the company has pickup points and none lies in an active region's zip-code coverage. */
export const COMPANY_OUTSIDE_REGIONS = 'company_outside_regions';
/** 409: no pickup point to take the region from, none stored, and none chosen. */
export const COMPANY_REGION_REQUIRED = 'company_region_required';

/** Where a pending company works, for its activation: the region holding its pickup points, and how many it covers. */
export interface RegionSuggestion {
  /** The region covering most of its active pickup points; null when none is covered. */
  region: string | null;
  /** Its active pickup points. */
  pickupPoints: number;
  /** Of those, the ones inside some active region. */
  coveredPickupPoints: number;
}

// ---- Sections -------------------------------------------------------------------------------------------------------

const int = (min: number, max: number) =>
  wholeNumber(min, max, {
    type: 'validation.number',
    integer: 'companies.validation.integer',
    min: 'companies.validation.minValue',
    max: 'companies.validation.maxValue',
  });

/** Limits of the delivery settings (our choice; seconds and metres as stored). */
export const DELIVERY_LIMITS = {
  cancelOrderAfter: { min: 60, max: 24 * 3600 },
  maxDeliveryDistanceRadius: { min: 100, max: 500_000 },
  groupedOrdersMaxDistance: { min: 0, max: 100_000 },
  maxDestinationDistanceRadius: { min: 100, max: 500_000 },
  showOnOrderMarketAfter: { min: 0, max: 24 * 3600 },
} as const;
const limited = (key: keyof typeof DELIVERY_LIMITS) => int(DELIVERY_LIMITS[key].min, DELIVERY_LIMITS[key].max);

export const deliverySettingsSchema = z.object({
  cancelOrderAfter: limited('cancelOrderAfter'),
  maxDeliveryDistanceRadius: limited('maxDeliveryDistanceRadius'),
  groupPickupPointOrders: z.boolean(),
  groupedOrdersMaxDistance: limited('groupedOrdersMaxDistance'),
  maxDestinationDistanceRadius: limited('maxDestinationDistanceRadius'),
  showOnOrderMarketAfter: limited('showOnOrderMarketAfter'),
});

export const MAX_ORDER_PRODUCTS_LIMIT = 20;
/** The editable part of orderSettings; form fields, suggested products and cancellation reasons are kept as stored. */
export const orderSettingsSchema = z.object({
  allowedPayments: z.array(z.enum(PAYMENT_TYPES)).max(PAYMENT_TYPES.length),
  maxOrderProductsAllowed: int(1, MAX_ORDER_PRODUCTS_LIMIT),
  defaultPackageSize: z.enum(PACKAGE_SIZES, { error: msg.required }),
  showDeliveryEstimationOnForm: z.boolean(),
  scheduledAtToScheduledRange: z.boolean(),
});

/** Company data: firstName, lastName, companyName, headquartersIn, nip, regon, street, zipCode, city required. */
export const contractDataSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  name: requiredText(200),
  displayName: optionalText(DISPLAY_NAME_MAX),
  headquartersIn: requiredText(100),
  nip: requiredText(13)
    .refine(isValidNip, { error: 'companies.validation.nip' })
    .transform((v) => v.replace(/[\s-]/g, '')),
  regon: requiredText(17)
    .refine(isValidRegon, { error: 'companies.validation.regon' })
    .transform((v) => v.replace(/\s/g, '')),
  krs: optionalText(10).refine((v) => v === undefined || KRS_PATTERN.test(v), { error: 'companies.validation.krs' }),
  shareCapital: optionalText(40),
  street: requiredText(120),
  streetNumber: optionalText(20),
  apartmentNumber: optionalText(20),
  zipCode: requiredText(6).refine((v) => COMPANY_ZIP_PATTERN.test(v), { error: 'validation.zipCode' }),
  city: requiredText(100),
});

/** The company data's fields in the order every form and view shows them (the contract's party block). */
export const CONTRACT_DATA_FIELDS = [
  'name',
  'displayName',
  'firstName',
  'lastName',
  'nip',
  'regon',
  'krs',
  'headquartersIn',
  'shareCapital',
  'street',
  'streetNumber',
  'apartmentNumber',
  'zipCode',
  'city',
] as const satisfies readonly (keyof z.input<typeof contractDataSchema>)[];

export const ownerInfoSchema = z.object({
  name: requiredText(120),
  email: emailText(),
  phone: text(PHONE_MAX_LENGTH, { error: msg.phone })
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || PHONE_PATTERN.test(v), { error: msg.phone }),
  city: optionalText(100),
  deliveryProductType: optionalText(60),
});

/** POST /api/company/update: one or more sections; a section replaces the stored one (orderSettings: its editable part). */
export const updateCompanySchema = z
  .object({
    companyId: positiveId,
    orderSettings: orderSettingsSchema.optional(),
    deliverySettings: deliverySettingsSchema.optional(),
    contractData: contractDataSchema.optional(),
    ownerInfo: ownerInfoSchema.optional(),
    /** The company's default working settings (weekly hours, special dates, zone) for its points without their own. */
    workingSettings: workingSettingsSchema.optional(),
  })
  .refine((v) => v.orderSettings || v.deliverySettings || v.contractData || v.ownerInfo || v.workingSettings, {
    error: 'companies.validation.nothingToUpdate',
  });
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;
export type CompanySection = 'orderSettings' | 'deliverySettings' | 'contractData' | 'ownerInfo' | 'workingSettings';

// ---- Logo -----------------------------------------------------------------------------------------------------------

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** POST /api/company/logo: the image as base64 (JSON like every other call); the server checks the bytes. */
export const uploadLogoSchema = z.object({
  companyId: positiveId,
  contentType: z.enum(LOGO_CONTENT_TYPES, { error: 'companies.validation.logoType' }),
  // base64 of at most LOGO_MAX_BYTES (4 characters per 3 bytes), checked again on the decoded bytes.
  data: text(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, { trim: false, tooLong: 'companies.validation.logoSize' })
    .min(1, { error: msg.required })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: msg.invalid }),
});
export type UploadLogoInput = z.infer<typeof uploadLogoSchema>;

export { COMPANY_STATUS_CHANGE_EVENT } from './companyEvents.ts';

// ---- Answers --------------------------------------------------------------------------------------------------------

/** Contract states: data missing, ready to generate, generated (waiting for signature), signed and accepted. */
export type ContractState = 'pending' | 'not_generated' | 'generated' | 'signed';

/** One row of the company list page. */
export interface CompanyListRow {
  id: number;
  name: string;
  displayName: string | null;
  logo: string | null;
  status: CompanyStatus;
  region: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  nip: string | null;
  contractState: ContractState;
  locationsCount: number;
  createdAt: string;
  activatedAt: string | null;
}

export interface CompanyPageListResponse {
  items: CompanyListRow[];
  total: number;
  /** Companies in pending status the caller may see (the menu badge), whatever the filters. */
  pendingCount: number;
}

export interface CompanyDetails {
  id: number;
  name: string;
  displayName: string | null;
  logo: string | null;
  countryCode: string;
  status: CompanyStatus;
  region: string | null;
  createdAt: string;
  activatedAt: string | null;
  contract: CompanyContract | null;
  contractState: ContractState;
  contractGeneratedAt: string | null;
  /** pending with a generated contract: the activation form applies. */
  canActivate: boolean;
  contractData: CompanyContractData | null;
  ownerInfo: CompanyOwnerInfo | null;
  orderSettings: CompanyOrderSettings;
  deliverySettings: CompanyDeliverySettings;
  /**
   * Default working settings of the company's pickup points: a point without weekly hours of its own uses them
   * (domain/workingHours.ts effectiveWorkingSettings). {} when none are set.
   */
  workingSettings: WorkingSettings;
  locationsCount: number;
  /** A pending company: the region its pickup points lie in, for the activation form; null otherwise. */
  regionSuggestion: RegionSuggestion | null;
}

export interface CompanyDetailsResponse {
  company: CompanyDetails;
}

export interface PendingCountResponse {
  pendingCount: number;
}

export type { CompanyStatus, PackageSize, PaymentType };

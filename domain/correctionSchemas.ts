// Driver corrections (the pending list, the detail, accept or reject): the bodies and queries the server parses, the
// answers the console reads, the pay rules of a driver's submission and the decision form's rules. Money is integer
// minor units (grosze), distances are metres.
import { z } from 'zod';
import {
  CORRECTION_CATEGORIES,
  PACKAGE_SIZES,
  type CorrectionCategory,
  type CorrectionStatus,
  type Currency,
  type PackageSize,
} from './enums.ts';
import { DEFAULT_PRICING, DRIVER_PAYOUT_SHARE, type CompanyPricing } from './pricing.ts';
import { msg, requiredTextUpTo, optionalTextOrNull, idRule, text } from './schemas.ts';
import { isValidAmount, parseDecimal, toMinorUnits, ZIP_CODE_PATTERN } from './validators.ts';
import { roundMinorUnits } from './money.ts';
import { formatDecimalCell } from './numberFormat.ts';

// ---- Limits -------------------------------------------------------------------------------------------------------
/** Ours: the largest accepted correction, PLN 10,000.00 (a typo guard; real corrections are a few złote). */
export const CORRECTION_AMOUNT_MAX = 1_000_000;
/** Ours: the longest extra distance a driver may claim, 500 km. */
export const EXTRA_DISTANCE_MAX = 500_000;
export const CORRECTION_COMMENT_MAX = 1000;
export const REJECTION_REASON_MAX = 500;
export const ATTACHMENT_URL_MAX = 2000;
/** Ours: the pay suggested for a category without a measurable difference (other, iqos_wee_exchange): PLN 5.00. */
export const CORRECTION_FLAT_PAY = 500;
/** Ours: a reattempted delivery suggests this share of the order's estimated driver payout. */
export const REATTEMPT_PAY_SHARE = 0.5;

/** The pending list order (our choice): oldest first, so the queue is worked through in the order it came in. */
export const PENDING_CORRECTIONS_ORDER = 'createdAt ASC' as const;

// ---- Error codes ----------------------------------------------------------------------------------------------------
export const CORRECTION_ERRORS = {
  /** 404: no such correction, or one of an order outside the operator's companies / regions. */
  notFound: 'correction_not_found',
  /** 409: accept or reject of a correction already accepted or rejected. */
  notPending: 'correction_not_pending',
  /** 409 (driver API): the driver already has a pending correction of this order. */
  alreadyExists: 'correction_already_exists',
  /** 409 (driver API): the order is neither delivered nor finished. */
  orderNotDelivered: 'order_not_delivered',
  /** 422 (driver API): incorrect_size with the package size the order already has. */
  sameSize: 'package_size_unchanged',
} as const;

// ---- Queries and bodies -------------------------------------------------------------------------------------------
const id = idRule();

const requiredText = requiredTextUpTo;

const optionalText = optionalTextOrNull;

/** GET /correction/info: correctionId. */
export const correctionInfoQuerySchema = z.object({ correctionId: id });

/** POST /correction/accept: amount in minor units, an integer above 0 (a correction adds pay; a deduction is a manual wallet entry). */
export const correctionAcceptSchema = z.object({
  correctionId: id,
  amount: z
    .number({ error: msg.required })
    .int({ error: msg.integer })
    .min(1, { error: msg.minValue, params: { min: 1 } } as never)
    .max(CORRECTION_AMOUNT_MAX, { error: msg.maxValue, params: { max: CORRECTION_AMOUNT_MAX } } as never),
  comment: optionalText(CORRECTION_COMMENT_MAX),
});
export type CorrectionAcceptInput = z.infer<typeof correctionAcceptSchema>;

/** POST /correction/reject: rejectionReason required. */
export const correctionRejectSchema = z.object({
  correctionId: id,
  rejectionReason: requiredText(REJECTION_REASON_MAX),
  comment: optionalText(CORRECTION_COMMENT_MAX),
});
export type CorrectionRejectInput = z.infer<typeof correctionRejectSchema>;

const addressSchema = z.object({
  street: requiredText(200),
  zipCode: requiredText(6).regex(ZIP_CODE_PATTERN, { error: 'validation.zipCode' }),
  city: requiredText(100),
});

/** An attachment: an http(s) address or a path on this server ("/uploads/…"); never javascript: and the like. */
const attachmentUrl = text(ATTACHMENT_URL_MAX, { error: msg.invalid })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), { error: msg.invalid })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /driver/correction (driver API): a driver's correction of one of its delivered or finished orders. `data`
 * per category: incorrect_distance needs extraDistance (metres, integer 1…500 000), incorrect_size needs
 * actualPackageSize, different_delivery_address needs clientAddress {street, zipCode, city}; other fields of data are
 * dropped. driversComment required.
 */
export const driverCorrectionSchema = z
  .object({
    orderId: id,
    category: z.enum(CORRECTION_CATEGORIES, { error: msg.required }),
    data: z
      .object({
        extraDistance: z
          .number({ error: msg.invalid })
          .int({ error: msg.integer })
          .min(1, { error: msg.minValue, params: { min: 1 } } as never)
          .max(EXTRA_DISTANCE_MAX, { error: msg.maxValue, params: { max: EXTRA_DISTANCE_MAX } } as never)
          .optional(),
        actualPackageSize: z.enum(PACKAGE_SIZES, { error: msg.invalid }).optional(),
        clientAddress: addressSchema.optional(),
      })
      .default({}),
    driversComment: requiredText(CORRECTION_COMMENT_MAX),
    attachmentUrl,
  })
  .superRefine((v, ctx) => {
    const need = (field: 'extraDistance' | 'actualPackageSize' | 'clientAddress') => {
      if (v.data[field] === undefined) ctx.addIssue({ code: 'custom', path: ['data', field], message: msg.required });
    };
    if (v.category === 'incorrect_distance') need('extraDistance');
    if (v.category === 'incorrect_size') need('actualPackageSize');
    if (v.category === 'different_delivery_address') need('clientAddress');
  })
  .transform((v) => ({ ...v, data: correctionDataOf(v.category, v.data) }));
export type DriverCorrectionInput = z.infer<typeof driverCorrectionSchema>;

export interface CorrectionData {
  extraDistance?: number;
  actualPackageSize?: PackageSize;
  clientAddress?: { street: string; zipCode: string; city: string };
}

/** Only the data field of the category is kept. */
export function correctionDataOf(category: CorrectionCategory, data: CorrectionData): CorrectionData {
  if (category === 'incorrect_distance') return { extraDistance: data.extraDistance };
  if (category === 'incorrect_size') return { actualPackageSize: data.actualPackageSize };
  if (category === 'different_delivery_address') return { clientAddress: data.clientAddress };
  return {};
}

// ---- Pay rules (server side of a submission; documented in the OpenAPI description) --------------------------------

/**
 * The driver's pay per extra kilometre, in minor units: the per-km rate of the company's tariff for the order's
 * package size times the driver's share of a price (DRIVER_PAYOUT_SHARE). With the default tariff PLN 2.10 × 0.72 =
 * PLN 1.512 per km. Multipliers are not applied to corrections.
 */
export function driverRatePerKm(pricing: CompanyPricing | null | undefined, size: PackageSize): number {
  const tariff = (pricing ?? DEFAULT_PRICING).sizes[size] ?? DEFAULT_PRICING.sizes[size];
  return tariff.perKm * DRIVER_PAYOUT_SHARE;
}

/** Pay for `metres` more, rounded to minor units; never negative. */
export const extraDistancePay = (
  pricing: CompanyPricing | null | undefined,
  size: PackageSize,
  metres: number,
): number => Math.max(0, roundMinorUnits((metres / 1000) * driverRatePerKm(pricing, size)));

/** Pay for a bigger package: the difference of the driver's share of the two base prices; 0 for a smaller one. */
export function packageSizePay(
  pricing: CompanyPricing | null | undefined,
  ordered: PackageSize,
  actual: PackageSize,
): number {
  const sizes = (pricing ?? DEFAULT_PRICING).sizes;
  const base = (s: PackageSize) => (sizes[s] ?? DEFAULT_PRICING.sizes[s]).base;
  return Math.max(0, roundMinorUnits((base(actual) - base(ordered)) * DRIVER_PAYOUT_SHARE));
}

export interface SuggestionInput {
  category: CorrectionCategory;
  data: CorrectionData;
  pricing: CompanyPricing | null | undefined;
  /** The order's package size (the company default when the order has none). */
  packageSize: PackageSize;
  estimatedDistance: number | null;
  estimatedPayoutDriver: number | null;
  /** different_delivery_address: the road distance to the corrected address (null when it cannot be computed). */
  recalculatedDistance: number | null;
}

export interface Suggestion {
  recalculatedDistance: number | null;
  suggestedCorrectionPay: number;
}

/**
 * recalculatedDistance and suggestedCorrectionPay of a submission:
 * - - incorrect_distance: recalculated = estimated + extraDistance; pay = extraDistance at driverRatePerKm;
 * - - incorrect_size: no distance; pay = packageSizePay(ordered, actual);
 * - - different_delivery_address: recalculated = the road distance to the new address; pay = (recalculated − estimated)
 *   at driverRatePerKm, at least 0;
 * - - reattempted_delivery: pay = half the order's estimated driver payout;
 * - - other, iqos_wee_exchange: pay = CORRECTION_FLAT_PAY.
 */
export function suggestCorrection(input: SuggestionInput): Suggestion {
  const estimated = input.estimatedDistance ?? 0;
  switch (input.category) {
    case 'incorrect_distance': {
      const extra = input.data.extraDistance ?? 0;
      return {
        recalculatedDistance: estimated + extra,
        suggestedCorrectionPay: extraDistancePay(input.pricing, input.packageSize, extra),
      };
    }
    case 'incorrect_size':
      return {
        recalculatedDistance: null,
        suggestedCorrectionPay: packageSizePay(
          input.pricing,
          input.packageSize,
          input.data.actualPackageSize ?? input.packageSize,
        ),
      };
    case 'different_delivery_address':
      return {
        recalculatedDistance: input.recalculatedDistance,
        suggestedCorrectionPay:
          input.recalculatedDistance === null
            ? 0
            : extraDistancePay(input.pricing, input.packageSize, input.recalculatedDistance - estimated),
      };
    case 'reattempted_delivery':
      return {
        recalculatedDistance: null,
        suggestedCorrectionPay: roundMinorUnits((input.estimatedPayoutDriver ?? 0) * REATTEMPT_PAY_SHARE),
      };
    default:
      return { recalculatedDistance: null, suggestedCorrectionPay: CORRECTION_FLAT_PAY };
  }
}

/** The driver's suggested distance: estimated + extraDistance; null without both. */
export const suggestedDistanceOf = (estimatedDistance: number | null, data: CorrectionData): number | null =>
  estimatedDistance !== null && typeof data.extraDistance === 'number' ? estimatedDistance + data.extraDistance : null;

// ---- Answers ------------------------------------------------------------------------------------------------------

/** GET /correction/pending-list item. */
export interface PendingCorrectionItem {
  id: number;
  companyImageUrl: string | null;
  companyName: string;
  orderNo: string;
  createdAt: string;
  driverEmail: string;
}

export interface PendingCorrectionListResponse {
  items: PendingCorrectionItem[];
}

export interface AddressValue {
  street: string;
  zipCode: string;
  city: string;
}

/** GET /correction/info (the correction's detail, plus the suggested distance and the decision). */
export interface CorrectionDetail {
  id: number;
  driverId: number;
  driverEmail: string;
  driverName: string;
  orderNo: string;
  orderId: number;
  companyName: string;
  companyImageUrl: string | null;
  createdAt: string;
  data: CorrectionData;
  category: CorrectionCategory;
  status: CorrectionStatus;
  /** Minor units. */
  estimatedPayoutDriver: number | null;
  /** Minor units: estimatedPayoutDriver + the accepted amount, once accepted. */
  payoutDriver: number | null;
  currency: Currency;
  /** Metres. */
  estimatedDistance: number | null;
  recalculatedDistance: number | null;
  /** estimatedDistance + data.extraDistance; null without an extra distance. */
  suggestedDistance: number | null;
  /** Minor units. */
  suggestedCorrectionPay: number | null;
  /** The order's package size. */
  packageSize: PackageSize | null;
  /** The order's receiver address. */
  clientsAddress: AddressValue;
  driversComment: string | null;
  attachmentUrl: string | null;
  decidedAt: string | null;
  decidedByEmail: string | null;
  acceptedAmount: number | null;
  rejectionReason: string | null;
  comment: string | null;
  /** The wallet entry booked by the acceptance (its number WP/<year>/<id>). */
  walletEntryNo: string | null;
}

/** POST /correction/accept and /correction/reject answer the decided correction. */
export interface CorrectionDecisionResponse {
  correction: CorrectionDetail;
  /** Accept: the wallet entry booked in the same transaction. */
  walletEntry: { id: number; no: string; payoutDriver: number } | null;
}

/** POST /driver/correction answers the stored correction (the driver's view). */
export interface DriverCorrectionResponse {
  correction: {
    id: number;
    orderId: number;
    category: CorrectionCategory;
    status: CorrectionStatus;
    data: CorrectionData;
    estimatedDistance: number | null;
    recalculatedDistance: number | null;
    estimatedPayoutDriver: number | null;
    suggestedCorrectionPay: number;
    currency: Currency;
    createdAt: string;
  };
}

// ---- The console's decision form ----------------------------------------------------------------------------------

export const CORRECTION_ACTIONS = ['accept', 'reject'] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

export interface CorrectionDecisionFormValues {
  action: CorrectionAction | '' | null;
  /** Major units as typed ("12,50"). */
  amount: string;
  rejectionReason: string;
  comment: string;
}

/** The message key of the warning shown when no action is chosen. */
export const SELECT_ACTION_MESSAGE = 'corrections.decision.selectAction';

/** Minor units → the amount field's text in major units with 2 decimals, in the locale's form ("12,50" in Polish). */
export const minorToAmountText = (minor: number | null | undefined, locale = 'en'): string =>
  typeof minor === 'number' && minor > 0 ? formatDecimalCell(minor / 100, locale) : '';

export const emptyDecisionForm = (
  suggested: number | null | undefined,
  locale = 'en',
): CorrectionDecisionFormValues => ({
  action: '',
  amount: minorToAmountText(suggested, locale),
  rejectionReason: '',
  comment: '',
});

/** Field → message key (with args) of the decision form; empty when valid. */
export function decisionFormIssues(
  values: CorrectionDecisionFormValues,
): Map<string, { message: string; args: Record<string, unknown> }> {
  const issues = new Map<string, { message: string; args: Record<string, unknown> }>();
  if (values.action !== 'accept' && values.action !== 'reject') {
    issues.set('action', { message: SELECT_ACTION_MESSAGE, args: {} });
    return issues;
  }
  if (values.action === 'accept') {
    const text = (values.amount ?? '').trim();
    if (!text) issues.set('amount', { message: msg.required, args: {} });
    else if (!isValidAmount(text)) issues.set('amount', { message: 'validation.amount', args: { min: 0.01 } });
    else if (toMinorUnits(parseDecimal(text)!) > CORRECTION_AMOUNT_MAX) {
      issues.set('amount', { message: msg.maxValue, args: { max: CORRECTION_AMOUNT_MAX / 100 } });
    }
  } else {
    const reason = (values.rejectionReason ?? '').trim();
    if (!reason) issues.set('rejectionReason', { message: msg.required, args: {} });
    else if (reason.length > REJECTION_REASON_MAX)
      issues.set('rejectionReason', { message: msg.maxLength, args: { max: REJECTION_REASON_MAX } });
  }
  if ((values.comment ?? '').trim().length > CORRECTION_COMMENT_MAX)
    issues.set('comment', { message: msg.maxLength, args: { max: CORRECTION_COMMENT_MAX } });
  return issues;
}

/** The body of the chosen call (the form must be valid). */
export function toDecisionBody(
  correctionId: number,
  values: CorrectionDecisionFormValues,
): { action: 'accept'; body: CorrectionAcceptInput } | { action: 'reject'; body: CorrectionRejectInput } {
  const comment = values.comment?.trim() ? values.comment.trim() : null;
  if (values.action === 'accept') {
    return {
      action: 'accept',
      body: { correctionId, amount: toMinorUnits(parseDecimal(values.amount.trim())!), comment },
    };
  }
  return { action: 'reject', body: { correctionId, rejectionReason: values.rejectionReason.trim(), comment } };
}

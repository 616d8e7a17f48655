// The driver wallet (entries, their types and filters, create and delete): the queries and bodies the server parses,
// the answers the console reads, and the rules both sides share.
//
// Our choices (recorded in the OpenAPI description too):
// - Money travels as integer minor units (grosze, haléře) in both directions, like everything stored; the console
//   types złote with up to 2 decimals and sends grosze (toWalletMinorUnits).
// - Idempotency: the `Idempotency-Key` request header of POST /wallet/create. The same caller sending the same key
//   again gets the entry of the first call (200, same id); the same key with a different body is 409
//   `idempotency_key_reused`. The console makes one key per opening of the create dialog.
// - Settled: an entry inside a closed payout period. Payout weeks start on Monday 00:00 Europe/Warsaw; an entry is
//   settled when its settledAt is set (the payout run stamped it) or it was created before the start of the current
//   payout week (the period is closed even if the run has not stamped it yet). A settled entry cannot be deleted.
// - The list takes whole days of at most 7 calendar days (dateTo − dateFrom ≤ 7 days + 1 hour, the hour being the
//   autumn DST change); a reversed range is swapped; it is paginated (page, perPage) with the total and the sums.
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  WALLET_DEFAULT_PER_PAGE,
  WALLET_RANGE_MAX_DAYS,
  type WalletDescriptionParams,
} from './walletConstants.ts';
import {
  CURRENCIES,
  MANUAL_WALLET_ENTRY_TYPES,
  WALLET_ENTRY_TYPES,
  type Currency,
  type WalletEntryType,
} from './enums.ts';
import { idRule, isoDateTime, msg, pageRule, text, wholeNumber } from './schemas.ts';
import { WARSAW_TIME_ZONE } from './constants.ts';
import { withParams } from './zodIssues.ts';

/** The server's tolerance: 7 days of 24 h plus the extra hour of the autumn DST change. */
export const WALLET_RANGE_MAX_MS = WALLET_RANGE_MAX_DAYS * 24 * 3_600_000 + 3_600_000;
/** Currencies the create form offers: pln only (czk exists elsewhere). */
export const WALLET_OFFERED_CURRENCIES: readonly Currency[] = ['pln'];
export const WALLET_DEFAULT_CURRENCY: Currency = 'pln';
/** Types that can be created by hand: bonus, correction, ambassador. */
export const WALLET_MANUAL_TYPES = MANUAL_WALLET_ENTRY_TYPES as readonly WalletEntryType[];
/** Ours: the largest absolute amount of one manual entry, in minor units (100 000,00 zł), a typo guard. */
export const WALLET_AMOUNT_MAX = 10_000_000;
export const WALLET_COMMENT_MAX = 500;
export const WALLET_REASON_MAX = 200;
export const WALLET_MAX_PER_PAGE = 500;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;
/** The time zone of the payout weeks (Monday 00:00). */
export const PAYOUT_TIME_ZONE = WARSAW_TIME_ZONE;

export * from './walletConstants.ts';

// ---- Error codes ---------------------------------------------------------------------------------------------------
export const WALLET_ERRORS = {
  /** 400: dateTo − dateFrom longer than 7 days (field error on dateTo). */
  rangeTooLong: 'wallet_range_too_long',
  /** 404: no such driver, or not one of the caller's tenant. */
  driverNotFound: 'driver_not_found',
  /** 404: no such entry, or its driver is not the caller's. */
  entryNotFound: 'wallet_entry_not_found',
  /** 409 */
  alreadyDeleted: 'wallet_entry_already_deleted',
  /** 409: inside a closed payout period. */
  settled: 'wallet_entry_settled',
  /** 409: the idempotency key was used before with another body. */
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;

/** Messages of the wallet's own rules (i18n keys under wallet.validation). */
export const WALLET_MESSAGES = {
  rangeTooLong: 'wallet.validation.rangeTooLong',
  notZero: 'wallet.validation.notZero',
  decimals: 'wallet.validation.decimals',
  number: 'wallet.validation.number',
  amountMax: 'wallet.validation.amountMax',
} as const;

// ---- Queries and bodies --------------------------------------------------------------------------------------------
const id = idRule();
const isoDate = isoDateTime(msg.required);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    text(max, { error: msg.invalid }).optional(),
  );
/** An amount in minor units: an integer within ±WALLET_AMOUNT_MAX. */
const minorUnits = z
  .number({ error: msg.required })
  .int({ error: WALLET_MESSAGES.decimals })
  .min(-WALLET_AMOUNT_MAX, withParams(WALLET_MESSAGES.amountMax, { max: WALLET_AMOUNT_MAX / 100 }))
  .max(WALLET_AMOUNT_MAX, withParams(WALLET_MESSAGES.amountMax, { max: WALLET_AMOUNT_MAX / 100 }));

/** GET /wallet/list: dateFrom, dateTo (ISO, required), driverId (optional), page, perPage. */
export const walletListQuerySchema = z
  .object({
    dateFrom: isoDate,
    dateTo: isoDate,
    driverId: id.optional(),
    page: pageRule().default(1),
    perPage: wholeNumber(1, WALLET_MAX_PER_PAGE).default(WALLET_DEFAULT_PER_PAGE),
  })
  .superRefine((q, ctx) => {
    if (Math.abs(new Date(q.dateTo).getTime() - new Date(q.dateFrom).getTime()) > WALLET_RANGE_MAX_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: WALLET_MESSAGES.rangeTooLong,
        params: { max: WALLET_RANGE_MAX_DAYS },
      });
    }
  });
export type WalletListQuery = z.infer<typeof walletListQuerySchema>;

/** GET /wallet/driver (ours): the driver the create dialog names. */
export const walletDriverQuerySchema = z.object({ driverId: id });

/** GET /wallet/entry (ours): one entry (its page, /wallet/:id/show). */
export const walletEntryQuerySchema = z.object({ entryId: id });

/** Ours: the most drivers GET /wallet/drivers answers (a picker's suggestions; a longer text narrows them). */
export const WALLET_DRIVER_OPTIONS_MAX = 20;
export const WALLET_DRIVER_SEARCH_MAX = 100;

/** GET /wallet/drivers (ours): the drivers a wallet user may pick, by name, e-mail or phone (`q`, optional). */
export const walletDriverSearchQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text(WALLET_DRIVER_SEARCH_MAX, { error: msg.invalid }).optional(),
  ),
});

/** POST /wallet/create. Amounts in minor units (grosze). */
export const walletCreateSchema = z.object({
  driverId: id,
  type: z.enum(MANUAL_WALLET_ENTRY_TYPES as [WalletEntryType, ...WalletEntryType[]], { error: msg.invalid }),
  payoutDriver: minorUnits.refine((v) => v !== 0, { error: WALLET_MESSAGES.notZero }),
  payoutClient: minorUnits.nullable().optional(),
  currency: z.enum(CURRENCIES, { error: msg.required }),
  comment: optionalText(WALLET_COMMENT_MAX),
});
export type WalletCreateInput = z.input<typeof walletCreateSchema>;
export type WalletCreateBody = z.infer<typeof walletCreateSchema>;

/** The optional Idempotency-Key header. */
export const walletCreateHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: text(100, { error: msg.invalid, trim: false })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: msg.invalid })
    .optional(),
});

/** POST /wallet/delete: reason required, comment optional. */
export const walletDeleteSchema = z.object({
  walletEntryId: id,
  reason: text(WALLET_REASON_MAX).min(1, { error: msg.required }),
  comment: optionalText(WALLET_COMMENT_MAX),
});
export type WalletDeleteInput = z.input<typeof walletDeleteSchema>;
export type WalletDeleteBody = z.infer<typeof walletDeleteSchema>;

// ---- Answers -------------------------------------------------------------------------------------------------------
/** One wallet entry as the list, create and delete answer it. Amounts in minor units. */
export interface WalletEntry {
  id: number;
  driverId: number;
  driverName: string;
  driverEmail: string;
  no: string;
  type: WalletEntryType;
  payoutDriver: number;
  payoutClient: number | null;
  currency: Currency;
  description: string | null;
  /** Set on entries the system books (rides, cancellations, corrections): the console's wording of them. */
  descriptionParams: WalletDescriptionParams | null;
  orderId: number | null;
  orderNo: string | null;
  correctionId: number | null;
  createdAt: string;
  /** The operator's id (null: booked by the system, e.g. a delivered ride). */
  createdBy: number | null;
  createdByName: string | null;
  createdByEmail: string | null;
  creationComment: string | null;
  deletedAt: string | null;
  deletedBy: number | null;
  deletedByName: string | null;
  deletedByEmail: string | null;
  deletionReason: string | null;
  deletionComment: string | null;
  /** Inside a closed payout period: cannot be deleted. */
  settled: boolean;
  settledAt: string | null;
}

/** The sums of one currency over the whole filter (not only the page): non-deleted entries. */
export interface WalletTotals {
  currency: Currency;
  payoutDriver: number;
  payoutClient: number;
  /** Non-deleted entries. */
  entries: number;
  deleted: number;
}

export interface WalletListResponse {
  items: WalletEntry[];
  total: number;
  page: number;
  perPage: number;
  totals: WalletTotals[];
}

export interface WalletDriver {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  regionName: string | null;
}

/** One suggestion of the driver pickers (the wallet's create page, the wallet entries report). */
export interface WalletDriverOption {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  regionName: string | null;
}

export interface WalletDriverOptionsResponse {
  items: WalletDriverOption[];
}

export { WALLET_ENTRY_TYPES };

// ---- The console's rules -------------------------------------------------------------------------------------------

/**
 * A signed amount typed in major units ("-12,5", "100.00", "+3") → minor units; null when it is not a number with at
 * most 2 decimals.
 */
export function parseWalletAmount(value: unknown): number | null {
  if (typeof value === 'number') {
    const minor = Math.round(value * 100);
    return Number.isFinite(value) && Math.abs(value * 100 - minor) < 1e-6 ? minor : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s/g, '');
  const match = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/**
 * Whether the typed payoutDriver makes the submit button "subtract" (a negative amount) rather than "add" (positive
 * or empty): a value typed with a leading minus.
 */
export const isSubtraction = (value: unknown): boolean =>
  typeof value === 'number' ? value < 0 : typeof value === 'string' && value.trim().startsWith('-');

/** The create form's values (amounts as typed, in major units). */
export interface WalletCreateFormValues {
  type: WalletEntryType | '';
  payoutDriver: string;
  payoutClient: string;
  currency: Currency;
  comment: string;
}

export const emptyWalletCreateForm = (): WalletCreateFormValues => ({
  type: '',
  payoutDriver: '',
  payoutClient: '',
  currency: WALLET_DEFAULT_CURRENCY,
  comment: '',
});

export interface WalletFieldIssue {
  message: string;
  args: Record<string, number>;
}

const amountIssue = (value: string, required: boolean): WalletFieldIssue | null => {
  if (value == null || String(value).trim() === '') return required ? { message: msg.required, args: {} } : null;
  const minor = parseWalletAmount(value);
  if (minor === null) {
    return /^[+-]?\d+[.,]\d{3,}$/.test(String(value).trim())
      ? { message: WALLET_MESSAGES.decimals, args: {} }
      : { message: WALLET_MESSAGES.number, args: {} };
  }
  if (Math.abs(minor) > WALLET_AMOUNT_MAX)
    return { message: WALLET_MESSAGES.amountMax, args: { max: WALLET_AMOUNT_MAX / 100 } };
  return null;
};

/** The create form's issues by field: type, payoutDriver and currency required; payoutClient optional. */
export function walletCreateFormIssues(values: Partial<WalletCreateFormValues>): Record<string, WalletFieldIssue> {
  const issues: Record<string, WalletFieldIssue> = {};
  if (!values.type) issues.type = { message: msg.required, args: {} };
  else if (!WALLET_MANUAL_TYPES.includes(values.type)) issues.type = { message: msg.invalid, args: {} };
  const driver = amountIssue(values.payoutDriver ?? '', true);
  if (driver) issues.payoutDriver = driver;
  else if (parseWalletAmount(values.payoutDriver) === 0)
    issues.payoutDriver = { message: WALLET_MESSAGES.notZero, args: {} };
  const client = amountIssue(values.payoutClient ?? '', false);
  if (client) issues.payoutClient = client;
  if (!values.currency) issues.currency = { message: msg.required, args: {} };
  if ((values.comment ?? '').trim().length > WALLET_COMMENT_MAX)
    issues.comment = { message: msg.maxLength, args: { max: WALLET_COMMENT_MAX } };
  return issues;
}

/** The body of POST /wallet/create from valid form values. */
export const toWalletCreateBody = (driverId: number, values: WalletCreateFormValues): WalletCreateInput => {
  const payoutClient = values.payoutClient?.trim() ? parseWalletAmount(values.payoutClient) : null;
  return {
    driverId,
    type: values.type as WalletEntryType,
    payoutDriver: parseWalletAmount(values.payoutDriver) as number,
    ...(payoutClient !== null ? { payoutClient } : {}),
    currency: values.currency,
    ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
  };
};

/** Body fields → form fields where they differ (server field errors under the form's fields). */
export const WALLET_CREATE_FORM_FIELDS: Record<string, keyof WalletCreateFormValues> = {
  type: 'type',
  payoutDriver: 'payoutDriver',
  payoutClient: 'payoutClient',
  currency: 'currency',
  comment: 'comment',
};

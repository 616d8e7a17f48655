// zod schemas of every payload and query (validation once: the server parses with them, the forms use them).
// Messages are i18n keys (locales/*: validation.*). Every input is bounded here: texts by the one text rule
// (./text.ts), ids and counts by their column's type, dates by the business range.
import { z } from 'zod';
import { ALL, narrowing, type AllChoice } from './allChoice.ts';
import { ATTENTION_KINDS, CANCELLATION_REASONS, COMPANY_STATUSES, ORDER_STATUSES } from './enums.ts';
import {
  DATE_RANGE_MAX_DAYS,
  HOLD_MAX_DAYS,
  LOCALES,
  LOGIN_MIN_LENGTH,
  NOT_ACCEPTED_ATTENTION_MINUTES_MAX,
  ORDER_NO_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { EMAIL_MAX_LENGTH, emailText, passwordText, text } from './text.ts';
import { withParams } from './zodIssues.ts';

export { text, passwordText, emailText, isStorableText, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './text.ts';

export const msg = {
  required: 'validation.required',
  email: 'validation.email',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  password: 'validation.password',
  passwordMismatch: 'validation.passwordMismatch',
  phone: 'validation.phone',
  mustAccept: 'validation.mustAccept',
  invalid: 'validation.invalid',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  integer: 'validation.integer',
  invalidCharacters: 'validation.invalidCharacters',
  dateOutOfRange: 'validation.dateOutOfRange',
  tooManyItems: 'validation.tooManyItems',
} as const;

// ---- Bounds of numbers and dates -----------------------------------------------------------------------------------
/** The largest value of a PostgreSQL integer (int4) column: every id, and every count or amount stored as integer. */
export const INT4_MAX = 2_147_483_647;
/** The longest region name a filter or an assignment names. */
export const REGION_NAME_MAX = 100;

/**
 * Whole numbers come as JSON numbers, or as a query string's or path's decimal digits ("42", "-1"): those become the
 * number. A number with a fraction ("2.5") becomes that number too, for the whole-number rule to say so. Anything else
 * stays as it is for the number rule to refuse: true (which z.coerce would make 1), "", " 1", "1e3", "0x10", "1.0".
 */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d+(\.\d*[1-9]\d*)?$/.test(value) ? Number(value) : value;

/** The messages of a whole number's rules (i18n keys; min and max get their limit as params). */
export interface WholeNumberMessages {
  type?: string;
  integer?: string;
  min?: string;
  max?: string;
}

/** A whole number from min to max (a JSON number, or decimal digits in a query string or path). */
export const wholeNumber = (min: number, max: number, messages: WholeNumberMessages = {}) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: messages.type ?? msg.invalid })
      .int({ error: messages.integer ?? msg.integer })
      .min(min, withParams(messages.min ?? msg.minValue, { min }))
      .max(max, withParams(messages.max ?? msg.maxValue, { max })),
  );

/**
 * A finite number above `above` and at most `max` (else `rangeError`): a JSON number, or a query string's decimal
 * text ("7", "7.5", "-0.5") as that number; anything else (true, "", "1e999", "Infinity") is refused with `error`.
 */
export const decimalNumber = ({
  error = msg.invalid,
  above,
  max,
  rangeError,
}: {
  error?: string;
  above: number;
  max: number;
  rangeError: { error: string; params?: Record<string, unknown> };
}) => {
  // Both bounds give the range's message with its numbers (zod keeps a check's params only through withParams).
  const range = () => withParams(rangeError.error, { min: above, max, ...rangeError.params });
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(value) ? Number(value) : value),
    z.number({ error }).gt(above, range()).max(max, range()),
  );
};

/** A required id: a whole number from 1 to INT4_MAX (a JSON number, or decimal digits in a query string or path). */
export const idRule = () =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: msg.required })
      .int({ error: msg.invalid })
      .min(1, { error: msg.required })
      .max(INT4_MAX, { error: msg.invalid }),
  );

/** The page number of a paged list (page × perPage stays far within the database's row offsets). */
export const pageRule = () => wholeNumber(1, INT4_MAX);

/** Dates the business deals with: anything outside is a typo or an attack, and some are beyond PostgreSQL or JS. */
export const BUSINESS_DATE_MIN = '2000-01-01';
export const BUSINESS_DATE_MAX = '2100-12-31';
const DATE_OUT_OF_RANGE = {
  error: msg.dateOutOfRange,
  params: { min: BUSINESS_DATE_MIN, max: BUSINESS_DATE_MAX },
} as never;
/** Whether the calendar date a text starts with (YYYY-MM-DD…, in its own offset) lies within the business range. */
export const isWithinBusinessDates = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= BUSINESS_DATE_MIN && day <= BUSINESS_DATE_MAX;
};
/** A text that is not a date at all gets the format's message alone, not a range message too. */
const withinBusinessDatesIfDated = (value: string) => !/^\d{4}-\d{2}-\d{2}/.test(value) || isWithinBusinessDates(value);

/** An ISO 8601 date-time with an offset ("2026-05-04T08:00:00.000Z", "…+02:00"), its date within the business range. */
export const isoDateTime = (error: z.core.$ZodISODateTimeParams['error'] = msg.invalid) =>
  z.iso
    .datetime({ offset: true, error })
    .max(40, { error: msg.invalid })
    .refine(withinBusinessDatesIfDated, DATE_OUT_OF_RANGE);

const isCalendarDay = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === value;
};
/** A calendar date YYYY-MM-DD (a real day) within the business range. */
export const calendarDate = (error: string = msg.invalid) =>
  text(10, { error }).refine(isCalendarDay, { error }).refine(withinBusinessDatesIfDated, DATE_OUT_OF_RANGE);

// ---- Building blocks of the area schemas (one definition each) ---------------------------------------------------
/** A required text, trimmed, 1 to max characters. */
export const requiredTextUpTo = (max: number) => text(max).min(1, { error: msg.required });
/** An optional text up to max characters; absent, null or blank becomes null. */
export const optionalTextOrNull = (max: number) =>
  text(max, { error: msg.invalid })
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number, min = 1) => {
  const rule = requiredTextUpTo(max);
  return min > 1 ? rule.min(min, { error: msg.minLength, params: { min } } as never) : rule;
};

/**
 * Polish phone: 9 digits (spaces allowed) after an optional +48 or 0048 country prefix, or a single dash. Only the
 * Polish prefix: a free 1-3 digit prefix would take digits of a short number as its country code (+4812345678 is
 * 8 digits, not 9).
 */
export const PHONE_PATTERN = /^(-|((\+|00)48\s?)?(\d\s?){8}\d)$/;
/** The longest text PHONE_PATTERN can match (0048, a space and 9 digits with spaces between). */
export const PHONE_MAX_LENGTH = 24;

/** Sign-in names: operators' user names and client users' e-mail addresses. */
export const LOGIN_MAX_LENGTH = EMAIL_MAX_LENGTH;

export const loginSchema = z.object({
  username: requiredText(LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH),
  password: passwordText()
    .min(1, { error: msg.required })
    .min(LOGIN_MIN_LENGTH, { error: msg.minLength, params: { min: LOGIN_MIN_LENGTH } } as never),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordRule = passwordText()
  .min(1, { error: msg.required })
  .min(PASSWORD_MIN_LENGTH, { error: msg.minLength, params: { min: PASSWORD_MIN_LENGTH } } as never)
  .regex(/[A-Za-z\u00C0-\u017F]/, { error: msg.password })
  .regex(/\d/, { error: msg.password });

export const registerSchema = z
  .object({
    email: emailText(),
    name: requiredText(120, 3),
    password: passwordRule,
    confirmPassword: passwordText({ error: msg.invalid }).optional(),
    phone: text(PHONE_MAX_LENGTH, { error: msg.phone })
      .regex(PHONE_PATTERN, { error: msg.phone })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    city: text(100, { error: msg.invalid }).optional(),
    deliveryProductType: text(60, { error: msg.invalid }).optional(),
    confirmPrivacyPolicy: z.literal(true, { error: msg.mustAccept }),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: msg.passwordMismatch,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The most values a list in a query string may carry (statuses, company ids…). */
export const QUERY_LIST_MAX = 500;
const tooManyItems = { error: msg.tooManyItems, params: { max: QUERY_LIST_MAX } } as never;
/** "a,b" (or a[]=a&a[]=b) → ['a', 'b'], each checked by `item`, at most QUERY_LIST_MAX. */
export const csvList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(QUERY_LIST_MAX, tooManyItems),
  );
const csv = csvList;

/** One value or "all": the value, or undefined for "all". */
export const allOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ALL] as [T[number] | AllChoice, ...(T[number] | AllChoice)[]])
    .transform((v) => (v === ALL ? undefined : (v as T[number])));

/** Ids as a list ("1,2" or ids[]=1&ids[]=2), each an id, at most QUERY_LIST_MAX. */
export const idList = () =>
  z.preprocess(
    (v) =>
      v === undefined ? undefined : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter(Boolean) : v,
    z.array(idRule()).max(QUERY_LIST_MAX, tooManyItems),
  );
const intArray = idList();
const HOUR_MS = 3_600_000;
/**
 * The order list's range spread (DATE_RANGE_MAX_DAYS, the console's date picker's limit): end minus start must stay
 * below 7 days. The console sends whole local days (00:00:00.000 to 23:59:59.999), so 7 calendar days are
 * 7 days − 1 ms; one hour more is allowed for a range across the autumn DST change (its 25-hour day).
 */
export const exceedsDateRangeSpread = (dateFrom: string | Date, dateTo: string | Date): boolean =>
  new Date(dateTo).getTime() - new Date(dateFrom).getTime() >= DATE_RANGE_MAX_DAYS * 24 * HOUR_MS + HOUR_MS;

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const ORDER_LIST_SORTS = ['priority', 'stage', 'createdAt', '-createdAt'] as const;

/** The order list's filters, page and sort (GET /api/order/list), before the range rules. */
const orderListQueryShape = {
  globalIdSearch: text(64, { error: msg.invalid }).optional(),
  /**
   * Exactly one order by its id, whatever its date (a link to an order: the dashboard's, /orders/:id): no search of
   * numbers or receivers that could find others.
   */
  orderId: idRule().optional(),
  /** Comma-joined statuses; the "all" choice (or nothing) means every status: parsed to undefined (allChoice.ts). */
  status: csv(z.enum([...ORDER_STATUSES, ALL]))
    .transform(narrowing)
    .optional(),
  dateFrom: isoDateTime().optional(),
  dateTo: isoDateTime().optional(),
  companyIds: intArray.optional(),
  /** Region name (regions are identified by name across the API, as operators' assignedRegionNames). */
  region: text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }).optional(),
  productId: idRule().optional(),
  showPastActiveOrders: bool.optional(),
  /**
   * The orders of one attention list (the dashboard's): like a search, whatever their creation date (the range is
   * not applied). notAcceptedMinutes is its N (default NOT_ACCEPTED_ATTENTION_MINUTES).
   */
  attention: z.enum(ATTENTION_KINDS, { error: msg.invalid }).optional(),
  notAcceptedMinutes: wholeNumber(1, NOT_ACCEPTED_ATTENTION_MINUTES_MAX).optional(),
  page: pageRule().default(1),
  perPage: wholeNumber(1, 500).default(50),
  sort: z.enum(ORDER_LIST_SORTS).default('priority'),
};

/** The list's range rules: dateFrom ≤ dateTo, at most the date picker's span. */
const withListRange = <T extends z.ZodType<{ dateFrom?: string; dateTo?: string }>>(schema: T) =>
  schema
    .refine((q) => !q.dateFrom || !q.dateTo || new Date(q.dateFrom) <= new Date(q.dateTo), {
      path: ['dateTo'],
      error: 'validation.dateRangeReversed',
    })
    .refine((q) => !q.dateFrom || !q.dateTo || !exceedsDateRangeSpread(q.dateFrom, q.dateTo), {
      path: ['dateTo'],
      error: 'validation.dateRangeTooLong',
      params: { max: DATE_RANGE_MAX_DAYS },
    } as never);

/** GET /api/order/list, plus server-side pagination and sort. */
export const orderListQuerySchema = withListRange(z.object(orderListQueryShape));

/**
 * GET /api/order/list/export: the list's filters (page and perPage are ignored: every matching row), or `orderIds`,
 * the rows of one page on screen (at most 500, in that order, whatever the filters), and the CSV's dialect:
 * `separator` (comma, or semicolon with decimal commas) and `lang` (pl, en, cz) for the header line and the coded
 * values (domain/orderExport.ts).
 */
export const orderListExportQuerySchema = withListRange(
  z.object({
    ...orderListQueryShape,
    orderIds: idList().optional(),
    separator: z.enum(['comma', 'semicolon']).optional(),
    lang: z.enum(LOCALES).optional(),
  }),
);
export type OrderListExportQuery = z.infer<typeof orderListExportQuerySchema>;
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const regionListQuerySchema = z.object({ active: bool.optional() });

// ---- Order actions ----------------------------------------------------------------------------------------------

const orderId = idRule();
const optionalText = (max: number) =>
  text(max, { error: msg.invalid })
    .optional()
    .transform((v) => (v ? v : undefined));

/** The latest end of a hold put on now: HOLD_MAX_DAYS from now. */
export const holdLatestEnd = (now = Date.now()) => now + HOLD_MAX_DAYS * 86_400_000;

/**
 * Hold: holdOrderTill required, not earlier than now and at most HOLD_MAX_DAYS from now (checked on the server clock;
 * `validation.holdTooFar` with `max`, the days); notes optional.
 */
export const holdOrderSchema = z.object({
  orderId,
  notes: optionalText(500),
  holdOrderTill: isoDateTime((issue) => (issue.input === undefined || issue.input === '' ? msg.required : msg.invalid))
    // An unreadable or empty value has its own message above; only a real time can be in the past.
    .refine((v) => Number.isNaN(Date.parse(v)) || Date.parse(v) >= Date.now() - 60_000, {
      error: 'validation.notInPast',
    })
    // A time beyond the business dates has its range message alone; a minute's grace for clocks, as above.
    .refine(
      (v) => Number.isNaN(Date.parse(v)) || !isWithinBusinessDates(v) || Date.parse(v) <= holdLatestEnd() + 60_000,
      {
        error: 'validation.holdTooFar',
        params: { max: HOLD_MAX_DAYS },
      },
    ),
});
export type HoldOrderInput = z.infer<typeof holdOrderSchema>;

export const orderIdSchema = z.object({ orderId });

export const addCommentSchema = z.object({ orderId, comment: requiredText(2000) });

/**
 * Cancel. renewOrder: true renews (re-queues), false does not, absent = the server's default (renew only for
 * DRIVERS_FAILURE). createReturn: true creates the return order, false leaves the goods with the driver, 'none'
 * removes the picked-up goods from the driver's stock; absent = return when the goods were picked up.
 * payable: true full payment, false no payment, absent = payable when the goods were picked up.
 */
export const cancelOrderSchema = z.object({
  orderId,
  reason: z.enum(CANCELLATION_REASONS, { error: msg.required }),
  comment: optionalText(1000),
  forceCancel: z.boolean().optional(),
  renewOrder: z.boolean().optional(),
  createReturn: z.union([z.boolean(), z.literal('none')]).optional(),
  payable: z.boolean().optional(),
});
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

export const changeDriverSchema = z.object({
  orderId,
  driverId: idRule(),
  comment: optionalText(1000),
});
export type ChangeDriverInput = z.infer<typeof changeDriverSchema>;

export const checkPickupCodeSchema = z.object({ orderId, verificationCode: requiredText(32) });

/** The find-and-verify page (/pin): creation date not in the future, order no of exactly 4 characters, PIN. */
export const verifyPickupSchema = z.object({
  createdAt: text(40)
    .min(1, { error: msg.required })
    .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: msg.invalid })
    .refine(
      (v) => Number.isNaN(new Date(v).getTime()) || isWithinBusinessDates(new Date(v).toISOString()),
      DATE_OUT_OF_RANGE,
    )
    .refine((v) => new Date(v).getTime() <= Date.now() + 60_000, { error: 'validation.notInFuture' }),
  orderNo: text(32)
    .length(ORDER_NO_LENGTH, { error: 'validation.exactLength', params: { length: ORDER_NO_LENGTH } } as never)
    .transform((v) => v.toUpperCase()),
  verificationCode: requiredText(32),
});
export type VerifyPickupInput = z.infer<typeof verifyPickupSchema>;

// ---- Companies as a filter option, saved views -------------------------------------------------------------------

export const companyListQuerySchema = z.object({
  status: csv(z.enum(COMPANY_STATUSES)).optional(),
  q: text(100, { error: msg.invalid }).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const SAVED_VIEW_RESOURCES = ['orders'] as const;
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_MAX = 50;
const filterText = text(200, { error: msg.invalid, trim: false });
const filterNumber = z
  .number({ error: msg.invalid })
  .min(-INT4_MAX - 1)
  .max(INT4_MAX);
const filterValue = z.union([
  filterText,
  filterNumber,
  z.boolean(),
  z.array(z.union([filterText, filterNumber])).max(50, { error: msg.tooManyItems, params: { max: 50 } } as never),
]);

export const savedViewListQuerySchema = z.object({ resource: z.enum(SAVED_VIEW_RESOURCES).default('orders') });

/** Save (create, or replace the filters of the view with the same name). */
export const saveViewSchema = z.object({
  resource: z.enum(SAVED_VIEW_RESOURCES).default('orders'),
  name: requiredText(SAVED_VIEW_NAME_MAX),
  filters: z
    .record(text(40, { error: msg.invalid, trim: false }), filterValue)
    .refine((v) => Object.keys(v).length <= 20, { error: msg.invalid }),
});
export type SaveViewInput = z.infer<typeof saveViewSchema>;

export const savedViewIdSchema = z.object({ id: idRule() });

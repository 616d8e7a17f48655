// zod schemas of every payload and query (validation once: the server parses with them, the forms use them).
// Messages are i18n keys (locales/*: validation.*).
import { z } from 'zod';
import { CANCELLATION_REASONS, COMPANY_STATUSES, ORDER_STATUSES } from './enums.ts';
import { DATE_RANGE_MAX_DAYS, LOGIN_MIN_LENGTH, ORDER_NO_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

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
} as const;

// ---- Building blocks of the area schemas (one definition each) ---------------------------------------------------
/** A required positive integer id (query strings coerce). */
export const idRule = () => z.coerce.number({ error: msg.required }).int({ error: msg.invalid }).positive({ error: msg.required });
/** A required text, trimmed, 1 to max characters. */
export const requiredTextUpTo = (max: number) =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, { error: msg.required })
    .max(max, { error: msg.maxLength, params: { max } } as never);
/** An optional text up to max characters; absent, null or blank becomes null. */
export const optionalTextOrNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg.maxLength, params: { max } } as never)
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (min = 1) => {
  const text = z.string({ error: msg.required }).trim().min(1, { error: msg.required });
  return min > 1 ? text.min(min, { error: msg.minLength, params: { min } } as never) : text;
};

/**
 * Polish phone: 9 digits (spaces allowed) after an optional +48 or 0048 country prefix, or a single dash. Only the
 * Polish prefix: a free 1-3 digit prefix would take digits of a short number as its country code (+4812345678 is
 * 8 digits, not 9).
 */
export const PHONE_PATTERN = /^(-|((\+|00)48\s?)?(\d\s?){8}\d)$/;

export const loginSchema = z.object({
  username: requiredText(LOGIN_MIN_LENGTH),
  password: z
    .string({ error: msg.required })
    .min(1, { error: msg.required })
    .min(LOGIN_MIN_LENGTH, { error: msg.minLength, params: { min: LOGIN_MIN_LENGTH } } as never),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordRule = z
  .string({ error: msg.required })
  .min(1, { error: msg.required })
  .min(PASSWORD_MIN_LENGTH, { error: msg.minLength, params: { min: PASSWORD_MIN_LENGTH } } as never)
  .regex(/[A-Za-z\u00C0-\u017F]/, { error: msg.password })
  .regex(/\d/, { error: msg.password });

export const registerSchema = z
  .object({
    email: z.email({ error: msg.email }).min(3, { error: msg.minLength }),
    name: requiredText(3),
    password: passwordRule,
    confirmPassword: z.string().optional(),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, { error: msg.phone })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    city: z.string().trim().optional(),
    deliveryProductType: z.string().trim().optional(),
    confirmPrivacyPolicy: z.literal(true, { error: msg.mustAccept }),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: msg.passwordMismatch,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

const csv = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(item),
  );
const intArray = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',').filter(Boolean)),
  z.array(z.coerce.number().int().positive()),
);
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

/** GET /api/order/list, plus server-side pagination and sort. */
export const orderListQuerySchema = z
  .object({
    globalIdSearch: z.string().trim().max(64).optional(),
    /** Comma-joined statuses; the "all" sentinel (or nothing) means every status. */
    status: csv(z.enum([...ORDER_STATUSES, 'all'])).optional(),
    dateFrom: z.iso.datetime({ offset: true, error: msg.invalid }).optional(),
    dateTo: z.iso.datetime({ offset: true, error: msg.invalid }).optional(),
    companyIds: intArray.optional(),
    /** Region name (regions are identified by name across the API, as operators' assignedRegionNames). */
    region: z.string().trim().min(1).optional(),
    productId: z.coerce.number().int().positive().optional(),
    showPastActiveOrders: bool.optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(50),
    sort: z.enum(ORDER_LIST_SORTS).default('priority'),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || new Date(q.dateFrom) <= new Date(q.dateTo), {
    path: ['dateTo'],
    error: 'validation.dateRangeReversed',
  })
  .refine((q) => !q.dateFrom || !q.dateTo || !exceedsDateRangeSpread(q.dateFrom, q.dateTo), {
    path: ['dateTo'],
    error: 'validation.dateRangeTooLong',
    params: { max: DATE_RANGE_MAX_DAYS },
  } as never);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const regionListQuerySchema = z.object({ active: bool.optional() });

// ---- Order actions ----------------------------------------------------------------------------------------------

const orderId = z.coerce.number({ error: msg.required }).int().positive({ error: msg.required });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg.maxLength, params: { max } } as never)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Hold: holdOrderTill required and not earlier than now (checked on the server clock); notes optional. */
export const holdOrderSchema = z.object({
  orderId,
  notes: optionalText(500),
  holdOrderTill: z.iso
    .datetime({ offset: true, error: (issue) => (issue.input === undefined || issue.input === '' ? msg.required : msg.invalid) })
    // An unreadable or empty value has its own message above; only a real time can be in the past.
    .refine((v) => Number.isNaN(Date.parse(v)) || Date.parse(v) >= Date.now() - 60_000, { error: 'validation.notInPast' }),
});
export type HoldOrderInput = z.infer<typeof holdOrderSchema>;

export const orderIdSchema = z.object({ orderId });

export const addCommentSchema = z.object({ orderId, comment: requiredText().pipe(z.string().max(2000, { error: msg.maxLength })) });

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
  driverId: z.coerce.number({ error: msg.required }).int().positive({ error: msg.required }),
  comment: optionalText(1000),
});
export type ChangeDriverInput = z.infer<typeof changeDriverSchema>;

export const checkPickupCodeSchema = z.object({ orderId, verificationCode: requiredText().pipe(z.string().max(32)) });

/** The find-and-verify page (/pin): creation date not in the future, order no of exactly 4 characters, PIN. */
export const verifyPickupSchema = z.object({
  createdAt: z
    .string({ error: msg.required })
    .min(1, { error: msg.required })
    .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: msg.invalid })
    .refine((v) => new Date(v).getTime() <= Date.now() + 60_000, { error: 'validation.notInFuture' }),
  orderNo: z
    .string({ error: msg.required })
    .trim()
    .length(ORDER_NO_LENGTH, { error: 'validation.exactLength', params: { length: ORDER_NO_LENGTH } } as never)
    .transform((v) => v.toUpperCase()),
  verificationCode: requiredText().pipe(z.string().max(32)),
});
export type VerifyPickupInput = z.infer<typeof verifyPickupSchema>;

// ---- Companies as a filter option, saved views -------------------------------------------------------------------

export const companyListQuerySchema = z.object({
  status: csv(z.enum(COMPANY_STATUSES)).optional(),
  q: z.string().trim().max(100).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const SAVED_VIEW_RESOURCES = ['orders'] as const;
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_MAX = 50;
const filterValue = z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.union([z.string().max(200), z.number()])).max(50)]);

export const savedViewListQuerySchema = z.object({ resource: z.enum(SAVED_VIEW_RESOURCES).default('orders') });

/** Save (create, or replace the filters of the view with the same name). */
export const saveViewSchema = z.object({
  resource: z.enum(SAVED_VIEW_RESOURCES).default('orders'),
  name: requiredText().pipe(z.string().max(SAVED_VIEW_NAME_MAX, { error: msg.maxLength, params: { max: SAVED_VIEW_NAME_MAX } } as never)),
  filters: z.record(z.string().max(40), filterValue).refine((v) => Object.keys(v).length <= 20, { error: msg.invalid }),
});
export type SaveViewInput = z.infer<typeof saveViewSchema>;

export const savedViewIdSchema = z.object({ id: z.coerce.number({ error: msg.required }).int().positive({ error: msg.required }) });

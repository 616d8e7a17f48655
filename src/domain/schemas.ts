// zod schemas of every payload and query (validation once: the server parses with them, the forms use them).
// Messages are i18n keys (locales/*: validation.*).
import { z } from 'zod';
import { ORDER_STATUSES } from './enums.ts';
import { LOGIN_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

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
} as const;

const requiredText = (min = 1) =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, { error: msg.required })
    .min(min, { error: msg.minLength, params: { min } } as never);

/** Polish phone: optional country prefix, then 9 digits (spaces allowed), or a single dash. */
export const PHONE_PATTERN = /^(-|(\+?\d{1,3}\s?)?(\d\s?){8}\d)$/;

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
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const ORDER_LIST_SORTS = ['priority', 'stage', 'createdAt', '-createdAt'] as const;

/** GET /api/order/list (spec orders §7), plus server-side pagination and sort. */
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
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const regionListQuerySchema = z.object({ active: bool.optional() });

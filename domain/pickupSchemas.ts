// The public find-and-verify call of the /pin page: the order's creation day, its number and the pick-up PIN. The
// server parses the body with this schema and the page validates its fields with the same rules. Messages are i18n
// keys.
import { z } from 'zod';
import { ORDER_NO_LENGTH, WARSAW_TIME_ZONE } from './constants.ts';
import { BUSINESS_DATE_MAX, BUSINESS_DATE_MIN, isWithinBusinessDates, msg, text } from './schemas.ts';

/** The business runs in Poland: "the creation day" and "today" are days in this time zone. */
export const PICKUP_TIME_ZONE = WARSAW_TIME_ZONE;

export const PIN_MAX_LENGTH = 32;

export const pickupMsg = {
  invalidDate: 'pin.validation.invalidDate',
  notInFuture: 'pin.validation.notInFuture',
  orderNoLength: 'pin.validation.orderNoLength',
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (YYYY-MM-DD) of an instant in Poland. */
export const warsawDay = (instant: Date): string => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PICKUP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** Today in Poland (YYYY-MM-DD). */
export const warsawToday = (now: Date = new Date()): string => warsawDay(now);

const isCalendarDay = (value: string) => {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The creation day as YYYY-MM-DD: the page sends a day; an API caller may send an ISO date-time instead, which
 * stands for its day in Poland. Null when the value is neither.
 */
export const toPickupDay = (value: string): string | null => {
  if (isCalendarDay(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : warsawDay(instant);
};

const requiredString = (max = 40) => text(max).min(1, { error: msg.required, abort: true });

/** Creation day: required, a valid date, not after today (in Poland). Parsed to YYYY-MM-DD. */
export const pickupCreatedAtRule = requiredString()
  .refine((value) => toPickupDay(value) !== null, { error: pickupMsg.invalidDate, abort: true })
  .transform((value) => toPickupDay(value) as string)
  .refine(isWithinBusinessDates, {
    error: msg.dateOutOfRange,
    params: { min: BUSINESS_DATE_MIN, max: BUSINESS_DATE_MAX },
  } as never)
  .refine((day) => day <= warsawToday(), { error: pickupMsg.notInFuture });

/** Order number: required, exactly ORDER_NO_LENGTH characters; compared in upper case. */
export const pickupOrderNoRule = requiredString()
  .refine((value) => value.length === ORDER_NO_LENGTH, { error: pickupMsg.orderNoLength })
  .transform((value) => value.toUpperCase());

/** The pick-up PIN: required. */
export const pickupPinRule = requiredString(PIN_MAX_LENGTH);

export const findAndVerifyPickupSchema = z.object({
  createdAt: pickupCreatedAtRule,
  orderNo: pickupOrderNoRule,
  pin: pickupPinRule,
});
/** What the page sends (before parsing). */
export type FindAndVerifyPickupBody = z.input<typeof findAndVerifyPickupSchema>;
/** What the server works with: createdAt is a YYYY-MM-DD day, orderNo upper case. */
export type FindAndVerifyPickupInput = z.output<typeof findAndVerifyPickupSchema>;

/** The answer of a successful public verification: only what the visitor typed back, no order data. */
export interface FindAndVerifyPickupResponse {
  orderNo: string;
  verifiedAt: string;
}

/** Error codes of the page (those of pickup verification), plus the throttling answer; others are 'unknown'. */
export const PICKUP_ERROR_CODES = [
  'order_not_ready_for_pick_up',
  'incorrect_verification_code_and_order_no',
  'too_many_pickup_attempts',
  'unknown',
] as const;
export type PickupErrorCode = (typeof PICKUP_ERROR_CODES)[number];
export const pickupErrorCode = (code: string | undefined): PickupErrorCode =>
  (PICKUP_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as PickupErrorCode) : 'unknown';

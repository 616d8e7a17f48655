// Field rules of the order form, as pure functions shared by the zod schemas
// (./orderCreateSchemas.ts), the console's form and the server. No framework, no I/O.
import { PHONE_PATTERN } from './schemas.ts';
import { majorToMinorUnits } from './money.ts';
import {
  EPRUF_CODE_MAX,
  EXTERNAL_ID_MAX,
  EXTERNAL_NO_MAX,
  MIN_PAY_ON_PICKUP,
  PAYMENT_CODE_LENGTH,
  PESEL_LENGTH,
  RECEIPT_NO_LENGTH,
  VIN_LENGTH,
} from './constants.ts';

export { EPRUF_CODE_MAX, EXTERNAL_ID_MAX, EXTERNAL_NO_MAX };

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/**
 * The month field of a PESEL encodes the century: 1800s +80, 1900s +0, 2000s +20, 2100s +40, 2200s +60.
 * Returns the birth date (year, month 1-12, day) or null when the month or the day is impossible.
 */
export function peselBirthDate(pesel: string): { year: number; month: number; day: number } | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const dd = Number(pesel.slice(4, 6));
  const century = [
    [81, 92, 1800],
    [1, 12, 1900],
    [21, 32, 2000],
    [41, 52, 2100],
    [61, 72, 2200],
  ].find(([lo, hi]) => mm >= lo! && mm <= hi!);
  if (!century) return null;
  const [lo, , base] = century as [number, number, number];
  const year = base + yy;
  const month = mm - lo + 1;
  if (dd < 1 || dd > daysInMonth(year, month)) return null;
  return { year, month, day: dd };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The PESEL check digit of the first ten digits. */
export function peselCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * PESEL_WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** Polish national id: 11 digits, check digit (weights 1,3,7,9,…), and a real calendar date (all five centuries). */
export function isValidPesel(value: string): boolean {
  if (value.length !== PESEL_LENGTH || !/^\d{11}$/.test(value)) return false;
  if (peselCheckDigit(value) !== Number(value[10])) return false;
  return peselBirthDate(value) !== null;
}

/** Polish phone: 9 digits (spaces allowed) after an optional +48 or 0048, or a single dash (schemas.ts PHONE_PATTERN). */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/**
 * The Polish national number (9 digits) a search phrase names, ignoring spaces, dashes and a +48 / 0048 prefix
 * ("+48 600 700 800" → "600700800"); null when the phrase is no whole phone number.
 */
export function phoneSearchDigits(phrase: string): string | null {
  const match = /^(?:\+48|0048)?(\d{9})$/.exec(phrase.replace(/[\s-]/g, ''));
  return match ? match[1] : null;
}

export const ZIP_CODE_PATTERN = /^\d{2}-\d{3}$/;
/** Polish postal code NN-NNN. */
export function isValidZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value.trim());
}

/** Receipt number: exactly 4 digits. */
export function isValidReceiptNo(value: string): boolean {
  return new RegExp(`^\\d{${RECEIPT_NO_LENGTH}}$`).test(value);
}

/**
 * VIN (ISO 3779): 17 characters, digits and Latin letters except I, O and Q (they look like 1 and 0), case
 * insensitive. The check digit at position 9 is mandatory only for North-American vehicles, so it is not checked:
 * most European VINs would fail it.
 */
export const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`, 'i');
export function isValidVin(value: string): boolean {
  return VIN_PATTERN.test(value.trim());
}

/**
 * Registration plate: letters and digits (Polish plates: a 1-3 letter area code and 4-5 characters, e.g. "WA 12345",
 * "KR 1234A"; foreign and custom plates vary), with at most one space or dash between groups; 2 to 10 characters
 * besides the separator. Case insensitive.
 */
export const REGISTRATION_PLATE_PATTERN = /^(?=(?:[A-Z0-9][ -]?){2,10}$)[A-Z0-9]+(?:[ -][A-Z0-9]+)?$/i;
export function isValidRegistrationPlate(value: string): boolean {
  return REGISTRATION_PLATE_PATTERN.test(value.trim());
}

/** Payment code (generic prepaid, BLIK): exactly 20 digits. */
export function isValidPaymentCode(value: string): boolean {
  return new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`).test(value);
}

/**
 * A decimal number typed with a comma or a dot ("12,50", "12.5", "3"), or a finite JSON number. Returns the number,
 * or null when the value is not one. Thousands separators are not accepted.
 */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d+([.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** The number of decimal places of a number (as parsed). */
function decimals(n: number): number {
  const s = String(n);
  if (s.includes('e')) return 10;
  return s.includes('.') ? s.split('.')[1]!.length : 0;
}

/** Pay on pick-up: at least 0.01 with at most 2 decimals (money is stored in grosze). */
export function isValidAmount(value: unknown): boolean {
  const n = parseDecimal(value);
  return n !== null && n >= MIN_PAY_ON_PICKUP && decimals(n) <= 2;
}

/** Major units → integer minor units (grosze), by the money rounding rule (domain/money.ts). */
export function toMinorUnits(amount: number): number {
  return majorToMinorUnits(amount);
}

// Display formats shared by every area: timestamps HH:mm dd.MM.yy (a date of another year with its year in full:
// HH:mm dd.MM.yyyy), time slots, km with 2 decimals, money with 2 decimals and the currency, in the user's language
// (numbers: numberFormat.ts).
import { format, isSameDay } from 'date-fns';
import { DEFAULT_CURRENCY, ORDER_TIMESTAMP_FORMAT, ORDER_TIMESTAMP_FORMAT_OTHER_YEAR } from '../../domain/constants.ts';
import { formatMoney as formatMoneyIn, formatNumber, toIntlLocale } from '../../domain/numberFormat.ts';

const TIME_FORMAT = 'HH:mm';
const DATE_FORMAT = 'dd.MM.yy';
const DATE_FORMAT_OTHER_YEAR = 'dd.MM.yyyy';

/** Whether a date falls in another year than now's (in the browser's time zone, as every console time). */
const inOtherYear = (date: Date, now: Date = new Date()) => date.getFullYear() !== now.getFullYear();

/** "21.11.26" this year; "21.11.2025" or "31.12.2099" in another year (never "31.12.99", which reads as 1999). */
export const formatDate = (iso: string | Date): string => {
  const date = new Date(iso);
  return format(date, inOtherYear(date) ? DATE_FORMAT_OTHER_YEAR : DATE_FORMAT);
};

/** "14:05 21.11.26" this year; "14:05 21.11.2025" in another. */
export const formatTimestamp = (iso: string | Date): string => {
  const date = new Date(iso);
  return format(date, inOtherYear(date) ? ORDER_TIMESTAMP_FORMAT_OTHER_YEAR : ORDER_TIMESTAMP_FORMAT);
};

/** "10:00–12:00 21.11.26"; a slot across midnight shows both full timestamps. */
export const formatSlotRange = (range: [string, string]): string => formatSlotRangeLines(range).join(' ');

/**
 * The slot range in two lines, as the list's narrow column shows it: the hours and the day ("10:00–12:00",
 * "10.01.26"; "10.01.2025" in another year), or for a slot over midnight its start and its end ("23:00 25.11.26 –",
 * "01:00 26.11.26").
 */
export const formatSlotRangeLines = ([from, to]: [string, string]): [string, string] => {
  const start = new Date(from);
  const end = new Date(to);
  if (!isSameDay(start, end)) return [`${formatTimestamp(start)} –`, formatTimestamp(end)];
  return [`${format(start, TIME_FORMAT)}–${format(end, TIME_FORMAT)}`, formatDate(start)];
};

/** Metres → kilometres with 2 decimals, in the user's locale ("1,25 km" in Polish). */
export const formatDistanceKm = (metres: number, locale: string): string =>
  formatNumber(metres / 1000, locale, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Minor units (grosze, haléře) → "1 000,00 zł" (src/i18n/numberFormat.ts). */
export const formatMoney = (minorUnits: number, currency: string = DEFAULT_CURRENCY, locale = 'pl'): string =>
  formatMoneyIn(minorUnits, currency, locale);

export { toIntlLocale };

/** A time of day to the second (the dashboard's "updated at"), in the browser's time zone as every console time. */
export const formatClock = (instant: Date): string => format(instant, 'HH:mm:ss');

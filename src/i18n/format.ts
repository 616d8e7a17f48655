// Display formats shared by every area: timestamps HH:mm dd.MM.yy, time slots, km with 2 decimals, money with 2
// decimals and the currency, in the user's language (numbers: numberFormat.ts).
import { format, isSameDay } from 'date-fns';
import { DEFAULT_CURRENCY, ORDER_TIMESTAMP_FORMAT } from '../domain/constants.ts';
import { formatMoney as formatMoneyIn, formatNumber, toIntlLocale } from './numberFormat.ts';

const TIME_FORMAT = 'HH:mm';
const DATE_FORMAT = 'dd.MM.yy';

/** "14:05 21.11.25" */
export const formatTimestamp = (iso: string | Date): string => format(new Date(iso), ORDER_TIMESTAMP_FORMAT);

/** "10:00–12:00 21.11.25"; a slot across midnight shows both full timestamps. */
export const formatSlotRange = (range: [string, string]): string => formatSlotRangeLines(range).join(' ');

/**
 * The slot range in two lines, as the list's narrow column shows it: the hours and the day ("10:00–12:00",
 * "10.01.25"), or for a slot over midnight its start and its end ("23:00 25.11.26 –", "01:00 26.11.26").
 */
export const formatSlotRangeLines = ([from, to]: [string, string]): [string, string] => {
  const start = new Date(from);
  const end = new Date(to);
  if (!isSameDay(start, end)) return [`${formatTimestamp(start)} –`, formatTimestamp(end)];
  return [`${format(start, TIME_FORMAT)}–${format(end, TIME_FORMAT)}`, format(start, DATE_FORMAT)];
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

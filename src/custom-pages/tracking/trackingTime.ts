// The times of the receiver's page in Warsaw time (the deliveries' zone, whatever the receiver's device says): "14:30",
// a day in the page's language ("Tuesday, December 1", "wtorek, 1 grudnia"), and a moment that names its date only
// when it is not today ("14:30", "14:30 02.12.26": the console's timestamp format, in any language).
import { WARSAW_TIME_ZONE } from '../../../domain/constants.ts';
import { isoDate, zonedParts } from '../../../domain/timeSlots.ts';
import { toIntlLocale } from '../../../domain/numberFormat.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (locale: string, kind: 'time' | 'day') => {
  const key = `${locale}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(toIntlLocale(locale), {
      timeZone: WARSAW_TIME_ZONE,
      ...(kind === 'time'
        ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const)
        : ({ weekday: 'long', day: 'numeric', month: 'long' } as const)),
    });
    formats.set(key, f);
  }
  return f;
};

const partsOf = (instant: string | Date) => zonedParts(new Date(instant), WARSAW_TIME_ZONE);
const two = (n: number) => String(n).padStart(2, '0');

/** The Warsaw calendar day of an instant ("2026-12-01"). */
export const warsawDay = (instant: string | Date) => isoDate(partsOf(instant));

/** "14:30" in Warsaw. */
export const warsawTime = (instant: string | Date, locale: string) =>
  formatIn(locale, 'time').format(new Date(instant));

/** "Tuesday, December 1" in Warsaw. */
export const warsawDayName = (instant: string | Date, locale: string) =>
  formatIn(locale, 'day').format(new Date(instant));

/**
 * "14:30" when the instant falls on `now`'s Warsaw day; else as the console's timestamps (ORDER_TIMESTAMP_FORMAT,
 * "14:30 02.12.26"; in another year ORDER_TIMESTAMP_FORMAT_OTHER_YEAR, "14:30 02.12.2027"), built from Warsaw's wall
 * clock (date-fns formats the device's).
 */
export const warsawMoment = (instant: string | Date, now: Date = new Date()) => {
  const at = partsOf(instant);
  const today = partsOf(now);
  const time = `${two(at.hour)}:${two(at.minute)}`;
  if (isoDate(at) === isoDate(today)) return time;
  return `${time} ${two(at.day)}.${two(at.month)}.${at.year === today.year ? two(at.year % 100) : at.year}`;
};

// The seed's clock arithmetic: millisecond units, instant offsets, and Warsaw wall-clock days (day starts, day keys,
// weekdays) on top of the domain's zoned-time rules (domain/timeSlots.ts).
import { WARSAW_TIME_ZONE } from '../../../domain/constants.ts';
import { WEEKDAYS } from '../../../domain/enums.ts';
import { isoDate, zonedParts, zonedTimeToUtc } from '../../../domain/timeSlots.ts';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A wall-clock time of day (working hours, multipliers' time ranges). */
export function hm(hour: number, minute = 0) {
  return { hour, minute };
}

/** The wall-clock parts of an instant in Warsaw. */
export const warsawParts = (d: Date) => zonedParts(d, WARSAW_TIME_ZONE);

/** The instant of the Warsaw wall-clock time y-m-d h:min (day overflow allowed). */
export function warsawTime(y: number, m: number, d: number, h = 0, min = 0): Date {
  return zonedTimeToUtc({ year: y, month: m, day: d }, hm(h, min), WARSAW_TIME_ZONE);
}

/** Start of the Warsaw day of `d`, `plusDays` days later. */
export function warsawDayStart(d: Date, plusDays = 0): Date {
  const p = warsawParts(d);
  return warsawTime(p.year, p.month, p.day + plusDays);
}

/** Warsaw calendar day of an instant, YYYY-MM-DD. */
export const dayKey = (d: Date): string => isoDate(warsawParts(d));

/** 0 = Monday … 6 = Sunday, in Warsaw. */
export const warsawWeekday = (d: Date): number => WEEKDAYS.indexOf(warsawParts(d).weekday);

export const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
export const minDate = (a: Date, b: Date) => (a < b ? a : b);

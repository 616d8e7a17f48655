// Pure rules of the order list's date range: presets Today and Yesterday, at most 7 days, weeks start on Monday.
//
// Days are local days of the browser, which for our operators is Europe/Warsaw (the same days as the list's default
// filter, src/resources/orders/todayFilter.ts). A range is always whole days: `from` is 00:00:00.000 of its first
// day and `to` is 23:59:59.999 of its last day, computed with date-fns's calendar functions, so the 23- and 25-hour
// days of the DST changes are whole days too.
//
// Maximum spread: end minus start must stay below 7 days. With whole days, a range of N calendar days has
// end − start = N days − 1 ms, so 7 calendar days (inclusive) are allowed and 8 are not: a maximum of 7 days. We
// count calendar days, not milliseconds: a 7-day range across the autumn DST change lasts 7 days and 1 h minus 1 ms,
// and it is still 7 days.
import {
  addDays,
  differenceInCalendarDays,
  endOfDay,
  format,
  isAfter,
  isSameDay,
  isValid,
  parseISO,
  startOfDay,
  startOfMonth,
  subMonths,
} from 'date-fns';
import { DATE_RANGE_FORMAT, DATE_RANGE_MAX_DAYS } from './constants.ts';

/** A range of whole local days: `from` at 00:00:00.000 of the first day, `to` at 23:59:59.999 of the last. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** The range as the order list's filter and the URL hold it (GET /order/list `dateFrom`, `dateTo`: ISO strings). */
export interface DateRangeQuery {
  dateFrom: string;
  dateTo: string;
}

/** A pick in progress in the calendar: the first picked day, and the other one once picked. */
export interface DaySelection {
  from?: Date;
  to?: Date;
}

export const DATE_RANGE_PRESETS = ['today', 'yesterday'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Monday (date-fns / react-day-picker numbering, 0 = Sunday). */
export const WEEK_STARTS_ON = 1;

/** The whole days from `first` to `last` (one day when `last` is left out); a reversed pair is swapped. */
export const wholeDays = (first: Date, last: Date = first): DayRange => {
  const [start, end] = isAfter(startOfDay(first), startOfDay(last)) ? [last, first] : [first, last];
  return { from: startOfDay(start), to: endOfDay(end) };
};

/** The range of a preset on the day of `now`. */
export const presetRange = (preset: DateRangePreset, now: Date = new Date()): DayRange =>
  wholeDays(preset === 'today' ? now : addDays(startOfDay(now), -1));

/** The preset a range is, if any (to mark it as the current choice). */
export const presetOf = (range: DayRange, now: Date = new Date()): DateRangePreset | undefined =>
  DATE_RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return isSameDay(candidate.from, range.from) && isSameDay(candidate.to, range.to);
  });

/** How many calendar days a range covers, both ends included (one for a single day). */
export const dayCount = (range: DayRange): number => Math.abs(differenceInCalendarDays(range.to, range.from)) + 1;

/** Whether a range is longer than the 7 days allowed (end − start must stay below 7 days). */
export const exceedsMaxSpread = (range: DayRange): boolean => dayCount(range) > DATE_RANGE_MAX_DAYS;

/** The latest day the calendar offers: today. */
export const latestSelectableDay = (now: Date = new Date()): Date => startOfDay(now);

/** Whether a day may be picked (today or earlier). */
export const isSelectableDay = (day: Date, now: Date = new Date()): boolean =>
  !isAfter(startOfDay(day), latestSelectableDay(now));

/**
 * The selection after a click on `day`: the first click (or a click after a complete pick) starts a new range at
 * that day; the second click ends it. A second day before the first is swapped, so the range always runs forward.
 */
export const pickDay = (selection: DaySelection, day: Date): DaySelection => {
  const picked = startOfDay(day);
  if (!selection.from || selection.to) return { from: picked };
  const range = wholeDays(selection.from, picked);
  return { from: startOfDay(range.from), to: startOfDay(range.to) };
};

/** The selection as whole days (a single picked day is a one-day range), or nothing before the first pick. */
export const selectionRange = (selection: DaySelection): DayRange | undefined =>
  selection.from ? wholeDays(selection.from, selection.to ?? selection.from) : undefined;

/** The calendar's days of a range (midnight of its first and last day), to show it selected. */
export const rangeSelection = (range: DayRange): DaySelection => ({
  from: startOfDay(range.from),
  to: startOfDay(range.to),
});

/**
 * The first month the calendar shows when it shows `months` months: the range's end (or today, if the end is later)
 * is in the last one, so no month after today is shown.
 */
export const firstCalendarMonth = (range: DayRange, now: Date = new Date(), months = 2): Date => {
  const end = isAfter(range.to, endOfDay(now)) ? now : range.to;
  return startOfMonth(subMonths(end, months - 1));
};

/** The range as shown: dd-MM-yyyy - dd-MM-yyyy. */
export const formatDateRange = (range: DayRange): string =>
  `${format(range.from, DATE_RANGE_FORMAT)} - ${format(range.to, DATE_RANGE_FORMAT)}`;

/** The range as the list's query values (ISO strings with milliseconds, UTC). */
export const toDateRangeQuery = (range: DayRange): DateRangeQuery => {
  const days = wholeDays(range.from, range.to);
  return { dateFrom: days.from.toISOString(), dateTo: days.to.toISOString() };
};

const parse = (value: unknown): Date | undefined => {
  if (typeof value !== 'string' || !value) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
};

/**
 * The range of the list's query values (from the URL): whole days, a reversed pair swapped, one missing or
 * invalid end taken as the other's day, and today when neither is usable.
 */
export const fromDateRangeQuery = (
  query: Partial<Record<keyof DateRangeQuery, unknown>>,
  now: Date = new Date(),
): DayRange => {
  const from = parse(query.dateFrom);
  const to = parse(query.dateTo);
  if (!from && !to) return presetRange('today', now);
  return wholeDays(from ?? to!, to ?? from!);
};

// The order list's date range rules, run in Europe/Warsaw (our operators' browser zone), DST days included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayCount,
  exceedsMaxSpread,
  firstCalendarMonth,
  formatDateRange,
  fromDateRangeQuery,
  isSelectableDay,
  latestSelectableDay,
  pickDay,
  presetOf,
  presetRange,
  rangeSelection,
  selectionRange,
  toDateRangeQuery,
  wholeDays,
} from '../../domain/dateRange.ts';
import { DATE_RANGE_MAX_DAYS } from '../../domain/constants.ts';
import { todayFilter } from '../../src/resources/orders/todayFilter.ts';

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Warsaw';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** A local (Warsaw) wall-clock time. */
const at = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes);
const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the zone the rules run in', () => {
  it('is Warsaw: CET (+01:00) in winter, CEST (+02:00) in summer', () => {
    expect(at(2026, 1, 15, 12).toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(at(2026, 7, 15, 12).toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });
});

describe('presets Today and Yesterday', () => {
  const now = at(2026, 3, 18, 10, 30);

  it('today runs from 00:00:00.000 to 23:59:59.999 of the Warsaw day', () => {
    expect(iso(presetRange('today', now))).toEqual(['2026-03-17T23:00:00.000Z', '2026-03-18T22:59:59.999Z']);
  });

  it('yesterday is the whole previous day', () => {
    expect(iso(presetRange('yesterday', now))).toEqual(['2026-03-16T23:00:00.000Z', '2026-03-17T22:59:59.999Z']);
  });

  it('is the same day at its first and its last millisecond', () => {
    expect(iso(presetRange('today', new Date(2026, 2, 18, 0, 0, 0, 0)))).toEqual(iso(presetRange('today', now)));
    expect(iso(presetRange('today', new Date(2026, 2, 18, 23, 59, 59, 999)))).toEqual(iso(presetRange('today', now)));
  });

  it('yesterday of New Year’s Day is the last day of the previous year', () => {
    expect(formatDateRange(presetRange('yesterday', at(2026, 1, 1, 0, 30)))).toBe('31-12-2025 - 31-12-2025');
  });

  it('the day of the spring DST change is a whole 23-hour day', () => {
    expect(iso(presetRange('today', at(2026, 3, 29, 12)))).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T21:59:59.999Z',
    ]);
  });

  it('the day of the autumn DST change is a whole 25-hour day, and yesterday of the next day is that day', () => {
    const change = ['2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'];
    expect(iso(presetRange('today', at(2026, 10, 25, 12)))).toEqual(change);
    expect(iso(presetRange('yesterday', at(2026, 10, 26, 8)))).toEqual(change);
  });

  it('tells which preset a range is', () => {
    expect(presetOf(presetRange('today', now), now)).toBe('today');
    expect(presetOf(presetRange('yesterday', now), now)).toBe('yesterday');
    expect(presetOf(wholeDays(at(2026, 3, 17), at(2026, 3, 18)), now)).toBeUndefined();
  });

  it('today is the same range as the order list’s default filter', () => {
    expect(toDateRangeQuery(presetRange('today', now))).toEqual(todayFilter(now));
    expect(iso(fromDateRangeQuery(todayFilter(now), now))).toEqual(iso(presetRange('today', now)));
  });
});

describe('day count and the 7-day maximum', () => {
  it('counts calendar days with both ends included', () => {
    expect(dayCount(wholeDays(at(2026, 3, 18)))).toBe(1);
    expect(dayCount(wholeDays(at(2026, 3, 16), at(2026, 3, 18)))).toBe(3);
    expect(dayCount(wholeDays(at(2026, 2, 26), at(2026, 3, 2)))).toBe(5);
  });

  it('allows 7 calendar days and refuses 8', () => {
    expect(DATE_RANGE_MAX_DAYS).toBe(7);
    const seven = wholeDays(at(2026, 3, 12), at(2026, 3, 18));
    const eight = wholeDays(at(2026, 3, 11), at(2026, 3, 18));
    expect(dayCount(seven)).toBe(7);
    expect(exceedsMaxSpread(seven)).toBe(false);
    expect(dayCount(eight)).toBe(8);
    expect(exceedsMaxSpread(eight)).toBe(true);
  });

  it('agrees with the rule "end minus start stays below 7 days" on ordinary weeks', () => {
    const seven = wholeDays(at(2026, 3, 12), at(2026, 3, 18));
    const eight = wholeDays(at(2026, 3, 11), at(2026, 3, 18));
    expect(seven.to.getTime() - seven.from.getTime()).toBeLessThan(7 * DAY_MS);
    expect(eight.to.getTime() - eight.from.getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
  });

  it('counts a week across the autumn DST change as 7 days although it lasts 7 days and an hour', () => {
    const week = wholeDays(at(2026, 10, 19), at(2026, 10, 25));
    expect(week.to.getTime() - week.from.getTime()).toBeGreaterThan(7 * DAY_MS);
    expect(dayCount(week)).toBe(7);
    expect(exceedsMaxSpread(week)).toBe(false);
  });

  it('counts a week across the spring DST change as 7 days, and 8 days as too many', () => {
    expect(dayCount(wholeDays(at(2026, 3, 23), at(2026, 3, 29)))).toBe(7);
    expect(exceedsMaxSpread(wholeDays(at(2026, 3, 23), at(2026, 3, 30)))).toBe(true);
  });

  it('counts a reversed pair the same', () => {
    expect(dayCount({ from: at(2026, 3, 18), to: at(2026, 3, 10) })).toBe(9);
  });
});

describe('whole days and reversed ranges', () => {
  it('stretches any times to whole days', () => {
    expect(iso(wholeDays(at(2026, 3, 16, 14, 5), at(2026, 3, 18, 9, 15)))).toEqual([
      '2026-03-15T23:00:00.000Z',
      '2026-03-18T22:59:59.999Z',
    ]);
  });

  it('swaps a start after its end', () => {
    expect(iso(wholeDays(at(2026, 3, 18, 9), at(2026, 3, 16, 14)))).toEqual(
      iso(wholeDays(at(2026, 3, 16), at(2026, 3, 18))),
    );
  });

  it('is one day when only one is given', () => {
    expect(formatDateRange(wholeDays(at(2026, 3, 16, 14)))).toBe('16-03-2026 - 16-03-2026');
  });
});

describe('picking days in the calendar', () => {
  it('the first pick starts the range, the second ends it', () => {
    const first = pickDay({}, at(2026, 3, 10, 15));
    expect(first).toEqual({ from: at(2026, 3, 10) });
    expect(pickDay(first, at(2026, 3, 12))).toEqual({ from: at(2026, 3, 10), to: at(2026, 3, 12) });
  });

  it('a second pick before the first is swapped', () => {
    expect(pickDay({ from: at(2026, 3, 12) }, at(2026, 3, 9))).toEqual({ from: at(2026, 3, 9), to: at(2026, 3, 12) });
  });

  it('a pick after a complete range starts a new one', () => {
    expect(pickDay({ from: at(2026, 3, 9), to: at(2026, 3, 12) }, at(2026, 3, 15))).toEqual({ from: at(2026, 3, 15) });
  });

  it('the same day twice is a one-day range', () => {
    expect(pickDay({ from: at(2026, 3, 9) }, at(2026, 3, 9))).toEqual({ from: at(2026, 3, 9), to: at(2026, 3, 9) });
  });

  it('a single picked day is a one-day range; nothing picked is no range', () => {
    expect(formatDateRange(selectionRange({ from: at(2026, 3, 9) })!)).toBe('09-03-2026 - 09-03-2026');
    expect(selectionRange({})).toBeUndefined();
  });

  it('shows a range as its first and last day', () => {
    expect(rangeSelection(wholeDays(at(2026, 3, 9), at(2026, 3, 12)))).toEqual({
      from: at(2026, 3, 9),
      to: at(2026, 3, 12),
    });
  });
});

describe('the latest selectable date is today', () => {
  const now = at(2026, 3, 18, 10);

  it('offers today (up to its last millisecond) and earlier days, not tomorrow', () => {
    expect(latestSelectableDay(now)).toEqual(at(2026, 3, 18));
    expect(isSelectableDay(at(2026, 3, 18, 23, 59), now)).toBe(true);
    expect(isSelectableDay(at(2025, 12, 1), now)).toBe(true);
    expect(isSelectableDay(at(2026, 3, 19), now)).toBe(false);
  });

  it('shows the month before the range’s end first, never a month after today', () => {
    expect(firstCalendarMonth(wholeDays(at(2026, 3, 16), at(2026, 3, 18)), now)).toEqual(at(2026, 2, 1));
    expect(firstCalendarMonth(wholeDays(at(2026, 1, 30), at(2026, 2, 2)), now)).toEqual(at(2026, 1, 1));
    expect(firstCalendarMonth(wholeDays(at(2026, 5, 1)), now)).toEqual(at(2026, 2, 1));
    expect(firstCalendarMonth(wholeDays(at(2026, 1, 30), at(2026, 2, 2)), now, 1)).toEqual(at(2026, 2, 1));
  });
});

describe('display format and query values', () => {
  it('shows dd-MM-yyyy - dd-MM-yyyy', () => {
    expect(formatDateRange(wholeDays(at(2026, 3, 2), at(2026, 3, 8)))).toBe('02-03-2026 - 08-03-2026');
  });

  it('gives ISO dateFrom and dateTo of whole days', () => {
    expect(toDateRangeQuery(wholeDays(at(2026, 3, 2, 13), at(2026, 3, 8, 7)))).toEqual({
      dateFrom: '2026-03-01T23:00:00.000Z',
      dateTo: '2026-03-08T22:59:59.999Z',
    });
  });

  it('reads the URL values back to the same range', () => {
    const range = wholeDays(at(2026, 10, 20), at(2026, 10, 26));
    expect(iso(fromDateRangeQuery(toDateRangeQuery(range)))).toEqual(iso(range));
  });

  it('reads ISO values with an offset, stretched to whole days and swapped when reversed', () => {
    expect(
      formatDateRange(
        fromDateRangeQuery({ dateFrom: '2026-03-12T12:00:00+01:00', dateTo: '2026-03-10T08:00:00+01:00' }),
      ),
    ).toBe('10-03-2026 - 12-03-2026');
  });

  it('takes a missing or invalid end as the other end’s day, and today when neither is usable', () => {
    const now = at(2026, 3, 18, 10);
    expect(formatDateRange(fromDateRangeQuery({ dateFrom: '2026-03-12T10:00:00.000Z' }, now))).toBe(
      '12-03-2026 - 12-03-2026',
    );
    expect(
      formatDateRange(fromDateRangeQuery({ dateFrom: 'yesterday', dateTo: '2026-03-14T10:00:00.000Z' }, now)),
    ).toBe('14-03-2026 - 14-03-2026');
    expect(iso(fromDateRangeQuery({}, now))).toEqual(iso(presetRange('today', now)));
    expect(iso(fromDateRangeQuery({ dateFrom: '', dateTo: 42 }, now))).toEqual(iso(presetRange('today', now)));
  });
});

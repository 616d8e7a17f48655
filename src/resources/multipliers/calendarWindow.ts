// The calendar's data window (GET /multiplier/list): from 5 months before to 5 months after the viewed date, aligned to
// the start and end of the day; the page refetches when the visible range leaves it.
import { addMonths, endOfDay, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek, subMonths } from 'date-fns';
import { MULTIPLIER_WINDOW_MONTHS, type MultiplierCalendarView } from '../../../domain/multiplierSchemas.ts';

/** Weeks start on Monday (Poland). */
export const WEEK_STARTS_ON = 1 as const;

export interface DateWindow {
  from: Date;
  to: Date;
}

export const windowAround = (date: Date): DateWindow => ({
  from: startOfDay(subMonths(date, MULTIPLIER_WINDOW_MONTHS)),
  to: endOfDay(addMonths(date, MULTIPLIER_WINDOW_MONTHS)),
});

/** What a view shows around a date: the month's full weeks, the week, or the day. */
export const visibleRange = (view: MultiplierCalendarView, date: Date): DateWindow => {
  const week = { weekStartsOn: WEEK_STARTS_ON };
  if (view === 'month') return { from: startOfWeek(startOfMonth(date), week), to: endOfWeek(endOfMonth(date), week) };
  if (view === 'week') return { from: startOfWeek(date, week), to: endOfWeek(date, week) };
  return { from: startOfDay(date), to: endOfDay(date) };
};

export const covers = (outer: DateWindow, inner: DateWindow): boolean =>
  outer.from.getTime() <= inner.from.getTime() && inner.to.getTime() <= outer.to.getTime();

/** The window as GET /multiplier/list's query. */
export const windowQuery = (window: DateWindow) => ({
  dateFrom: window.from.toISOString(),
  dateTo: window.to.toISOString(),
});

// Paths of the multipliers area: the calendar (the spec's /multiplier/calendar, also the resource's list /multipliers),
// optionally at a date and view (?date=2030-05-04&view=week: where a new or shown multiplier lies), a new multiplier
// (/multipliers/create) and one multiplier's page (/multipliers/:id/show).
import { format } from 'date-fns';
import { MULTIPLIER_CALENDAR_VIEWS, type MultiplierCalendarView } from '../../../domain/constants.ts';
import { MULTIPLIERS_PATH } from './menu.ts';

export const MULTIPLIER_LIST_PATH = '/multipliers';
export const NEW_MULTIPLIER_PATH = '/multipliers/create';
export const multiplierShowPath = (multiplierId: number | string) => `/multipliers/${multiplierId}/show`;

const DATE_FORMAT = 'yyyy-MM-dd';

/** The calendar showing the local day of `at` (an ISO instant) in a view: where a multiplier starts. */
export const multiplierCalendarPath = (at: string, view: MultiplierCalendarView = 'week') => {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return MULTIPLIERS_PATH;
  return `${MULTIPLIERS_PATH}?${new URLSearchParams({ date: format(date, DATE_FORMAT), view })}`;
};

export interface CalendarStart {
  date: Date;
  view: MultiplierCalendarView;
}

/**
 * A yyyy-MM-dd date as local midnight, or null when it is no real date (2030-02-30). By hand rather than date-fns's
 * parse, which would bring its every format parser into the console's first load (this module is the menu's).
 */
const localDateOf = (raw: string | null): Date | null => {
  const match = raw ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

/** The calendar's first date and view from its query (?date=yyyy-MM-dd&view=week); today's month otherwise. */
export const calendarStartOf = (params: URLSearchParams, today: Date = new Date()): CalendarStart => {
  const view = params.get('view');
  return {
    date: localDateOf(params.get('date')) ?? today,
    view: MULTIPLIER_CALENDAR_VIEWS.includes(view as MultiplierCalendarView)
      ? (view as MultiplierCalendarView)
      : 'month',
  };
};

// Reading working settings (domain/types.ts WorkingSettings): the open ranges of a day, whether settings hold
// weekly hours of their own, and the settings that apply to a pickup point given its company's defaults. Pure; shared
// by the slot computation (timeSlots.ts), the server's order creation and the console.
import { WEEKDAYS } from './enums.ts';
import type { CustomDate, DayHours, HourMinute, TimeSpan, WorkingSettings } from './types.ts';

export const minutesOfDay = (t: HourMinute): number => t.hour * 60 + t.minute;

/**
 * The open ranges of a day or a special date, sorted: none when closed; `ranges` when given; else from/to as one
 * range (hours stored before several ranges existed); none when the hours are incomplete.
 */
export function openRanges(day: Partial<DayHours> | CustomDate | null | undefined): TimeSpan[] {
  if (!day || day.closed) return [];
  if (day.ranges?.length) return [...day.ranges].sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
  return day.from && day.to ? [{ from: day.from, to: day.to }] : [];
}

/** Settings naming at least one weekday or a default day: weekly hours of their own. */
export const hasWeekHours = (ws: WorkingSettings | null | undefined): boolean =>
  !!ws && (WEEKDAYS.some((d) => ws[d]) || !!ws.defaultWorkingHours);

/**
 * The working settings that apply to a pickup point (or to an order without one: `location` null).
 *
 * Rule: a pickup point with weekly hours of its own (any weekday or defaultWorkingHours) keeps its own settings; the
 * company's defaults do not apply. A pickup point without weekly hours (or no pickup point) takes the company's weekly
 * hours and defaultWorkingHours; its own special dates win over the company's on the same date, the company's other
 * special dates apply too; its own zone wins over the company's. Without hours on either side the slot computation
 * assumes 08:00–20:00 every day (timeSlots.ts DEFAULT_DAY_HOURS), special dates still applying.
 */
export function effectiveWorkingSettings(
  location: WorkingSettings | null | undefined,
  company: WorkingSettings | null | undefined,
): WorkingSettings | null {
  if (hasWeekHours(location) || !company) return location ?? null;
  const own = location?.customDates ?? [];
  const ownDates = new Set(own.map((c) => c.date));
  const customDates = [...own, ...(company.customDates ?? []).filter((c) => !ownDates.has(c.date))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const merged: WorkingSettings = { ...company, ...(customDates.length ? { customDates } : {}) };
  if (!customDates.length) delete merged.customDates;
  const zone = location?.zone ?? company.zone;
  if (zone) merged.zone = zone;
  if (location?.nonStandardWorkingHours !== undefined)
    merged.nonStandardWorkingHours = location.nonStandardWorkingHours;
  return merged;
}

// Scheduled delivery slots (slot length 120 min, step 120 min, look-ahead 7 days, further days start
// the next day) within a pickup point's working hours, in the pickup point's local time (Europe/Warsaw unless its
// working settings name another zone). DST-correct: wall-clock times are turned into instants with the zone's offset
// on that day, computed with Intl (no time-zone library). Pure; shared by the form's slot picker and the server.
import {
  SCHEDULED_LOOKAHEAD_DAYS,
  SCHEDULED_SLOT_LENGTH_MIN,
  SCHEDULED_SLOT_STEP_MIN,
  WARSAW_TIME_ZONE,
} from './constants.ts';
import { WEEKDAYS, type Weekday } from './enums.ts';
import type { DayHours, HourMinute, WorkingSettings } from './types.ts';
import { minutesOfDay, openRanges } from './workingHours.ts';

export const DEFAULT_TIME_ZONE = WARSAW_TIME_ZONE;

/** Opening hours assumed when a pickup point has no working hours at all (or no pickup point): 08:00–20:00 daily. */
export const DEFAULT_DAY_HOURS: DayHours = { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 20, minute: 0 } };

export interface Slot {
  /** ISO instant (UTC, "Z"). */
  from: string;
  to: string;
}

export interface SlotOptions {
  timeZone?: string;
  /** Calendar days looked at, today included (default 7: today and the six following days). */
  days?: number;
  slotMinutes?: number;
  stepMinutes?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: Weekday;
}

/**
 * The wall-clock parts of an instant in a time zone, from Intl itself (7 to 8 µs a call on Node 20): what zonedParts
 * answers, and its tests' reference.
 */
export function intlParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: parts.weekday!.toLowerCase() as Weekday,
  };
}

/** The offset from UTC (milliseconds, whole seconds) that the wall-clock parts of the instant `ms` show. */
const offsetShown = (p: ZonedParts, ms: number) =>
  Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;

/** The zone's offset from UTC in milliseconds at an instant, from Intl. */
const intlOffsetMs = (ms: number, timeZone: string) => offsetShown(intlParts(new Date(ms), timeZone), ms);

/**
 * The zones' offsets by quarter hour of UTC: NaN for a quarter hour in which the offset changes. A zone's offset
 * changes at most twice a year, never twice within 15 minutes, so equal offsets at a quarter hour's first and last
 * second hold for all of it. Each zone keeps at most OFFSET_CACHE_MAX quarter hours (about 500 days), then starts over.
 */
const OFFSET_BUCKET_MS = 15 * 60_000;
const OFFSET_CACHE_MAX = 50_000;
const offsets = new Map<string, Map<number, number>>();

function cachedOffsetMs(ms: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const bucket = Math.floor(ms / OFFSET_BUCKET_MS);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    const start = bucket * OFFSET_BUCKET_MS;
    const first = intlOffsetMs(start, timeZone);
    offset = first === intlOffsetMs(start + OFFSET_BUCKET_MS - 1000, timeZone) ? first : NaN;
    if (zone.size >= OFFSET_CACHE_MAX) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

/** JavaScript's getUTCDay() order: Sunday first. */
const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

/**
 * The wall-clock parts of an instant in a time zone (seconds truncated, as Intl gives them). Intl is asked for the
 * zone's offset once per quarter hour of UTC (cachedOffsetMs); the parts are then the shifted instant's UTC fields:
 * 0.6 µs a call against Intl's 7.3 on 30 November (the seed, the slots and the prices ask thousands of times). An
 * instant in a quarter hour in which the offset changes, or an invalid one, is left to Intl.
 */
export function zonedParts(instant: Date, timeZone = DEFAULT_TIME_ZONE): ZonedParts {
  const ms = instant.getTime();
  const offset = Number.isFinite(ms) ? cachedOffsetMs(ms, timeZone) : NaN;
  if (Number.isNaN(offset)) return intlParts(instant, timeZone);
  const local = new Date(ms + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: WEEKDAY_BY_UTC_DAY[local.getUTCDay()]!,
  };
}

/** The zone's offset from UTC in minutes at an instant (Warsaw: +60 in winter, +120 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone = DEFAULT_TIME_ZONE): number {
  return Math.round(offsetShown(zonedParts(instant, timeZone), instant.getTime()) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by the spring change (02:30 on the last Sunday of
 * March) gives the instant one hour later; a repeated one (autumn) gives the earlier of the two.
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number },
  time: HourMinute,
  timeZone = DEFAULT_TIME_ZONE,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // The offsets in force a day before and a day after (they differ only around a change): keep the candidates that
  // really show the wall time; the earlier one in an overlap; in a gap the offset before the change.
  const before = zoneOffsetMinutes(new Date(wall - 86_400_000), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + 86_400_000), timeZone);
  const fits = [before, after]
    .map((o) => wall - o * 60_000)
    .filter((t, i) => zoneOffsetMinutes(new Date(t), timeZone) === [before, after][i]);
  const instant = fits.length ? Math.min(...fits) : wall - before * 60_000;
  return new Date(instant);
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The opening hours of one local date: a special date (customDates) first, then the weekday's entry, then the
 * defaultWorkingHours; a weekday left out of settings that name other weekdays is closed. Null settings, or settings
 * naming no weekday and no default, give DEFAULT_DAY_HOURS (08:00–20:00) on every date that is not a special date.
 * A special date without complete hours is closed. The answer may hold several ranges (see openRanges).
 */
export function hoursOn(ws: WorkingSettings | null | undefined, date: ZonedParts): DayHours {
  if (!ws) return DEFAULT_DAY_HOURS;
  const custom = ws.customDates?.find((c) => c.date === isoDate(date));
  if (custom) {
    const ranges = openRanges(custom);
    return ranges.length
      ? { closed: false, from: ranges[0]!.from, to: ranges.at(-1)!.to, ...(ranges.length > 1 ? { ranges } : {}) }
      : { closed: true };
  }
  const day = ws[date.weekday];
  if (day) return day;
  if (ws.defaultWorkingHours) return ws.defaultWorkingHours;
  return WEEKDAYS.some((w) => ws[w]) ? { closed: true } : DEFAULT_DAY_HOURS;
}

/**
 * A calendar date's parts (a day past the month's end rolls over) with its weekday, from noon UTC of that date: a safe
 * anchor for the date and its weekday whatever the time zone (the slots' look-ahead, deliverySlots.ts).
 */
export const calendarDateParts = (year: number, month: number, day: number): ZonedParts => {
  const anchor = new Date(Date.UTC(year, month - 1, day, 12));
  return {
    year: anchor.getUTCFullYear(),
    month: anchor.getUTCMonth() + 1,
    day: anchor.getUTCDate(),
    hour: 12,
    minute: 0,
    second: 0,
    weekday: WEEKDAYS[(anchor.getUTCDay() + 6) % 7]!,
  };
};

/**
 * The scheduled-delivery slots offered at `now`: for each of the next `days` local dates (today first), in each open
 * range of the date (several a day are possible: 08:00–12:00 and 14:00–18:00), slots of 120 minutes every 120 minutes
 * from the range's opening, each ending no later than the range's closing; today's slots only when they start after
 * `now`. Sorted by start. Pass the settings that apply (workingHours.ts effectiveWorkingSettings: the point's own, or
 * its company's defaults).
 */
export function offeredSlots(ws: WorkingSettings | null | undefined, now: Date, opts: SlotOptions = {}): Slot[] {
  const timeZone = opts.timeZone ?? ws?.zone ?? DEFAULT_TIME_ZONE;
  const days = opts.days ?? SCHEDULED_LOOKAHEAD_DAYS;
  const length = opts.slotMinutes ?? SCHEDULED_SLOT_LENGTH_MIN;
  const step = opts.stepMinutes ?? SCHEDULED_SLOT_STEP_MIN;
  const today = zonedParts(now, timeZone);
  const slots: Slot[] = [];
  for (let i = 0; i < days; i++) {
    const date = calendarDateParts(today.year, today.month, today.day + i);
    for (const range of openRanges(hoursOn(ws, date))) {
      const open = minutesOfDay(range.from);
      const close = minutesOfDay(range.to);
      for (let start = open; start + length <= close; start += step) {
        const from = zonedTimeToUtc(date, { hour: Math.floor(start / 60), minute: start % 60 }, timeZone);
        if (from.getTime() <= now.getTime()) continue;
        const end = start + length;
        const to = zonedTimeToUtc(date, { hour: Math.floor(end / 60), minute: end % 60 }, timeZone);
        slots.push({ from: from.toISOString(), to: to.toISOString() });
      }
    }
  }
  return slots.sort((a, b) => a.from.localeCompare(b.from));
}

/** The offered slot starting at `scheduledAt` (any ISO form of the same instant), or undefined. */
export function findSlot(slots: Slot[], scheduledAt: string): Slot | undefined {
  const t = new Date(scheduledAt).getTime();
  if (Number.isNaN(t)) return undefined;
  return slots.find((s) => new Date(s.from).getTime() === t);
}

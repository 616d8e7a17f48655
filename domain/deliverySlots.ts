// The bookable delivery slots as days (POST /api/order/delivery-slots) and why an asked slot is not bookable (the
// create's distinct error codes). Both read the one slot rule of timeSlots.ts (offeredSlots: 120-minute slots every
// 120 minutes from the opening of each open range of a day, 7 days, today's only after now) over the working settings
// that apply (workingHours.ts effectiveWorkingSettings), so the list, the order form's picker and the create's check
// cannot disagree. Pure; shared by the server and the console.
import { SCHEDULED_LOOKAHEAD_DAYS } from './constants.ts';
import type { WorkingSettings } from './types.ts';
import {
  calendarDateParts,
  DEFAULT_TIME_ZONE,
  findSlot,
  hoursOn,
  isoDate,
  offeredSlots,
  zonedParts,
  type Slot,
} from './timeSlots.ts';
import { minutesOfDay, openRanges } from './workingHours.ts';

/** Why a create's scheduledAt is refused (400, the errorCode; the field error stays `validation.slotNotOffered`). */
export const TIME_SLOT_ERROR_CODES = {
  /** It starts now or earlier. */
  inPast: 'time_slot_in_past',
  /** It starts on a local date after the look-ahead (today and the 6 following days). */
  tooFarAhead: 'time_slot_too_far_ahead',
  /** Its start is outside every open range of its day (a closed day or special date, before opening, after closing). */
  outsideOpeningHours: 'time_slot_outside_opening_hours',
  /** Within the opening hours, but not the start of an offered slot (off the 120-minute grid, or past the closing). */
  notOffered: 'time_slot_not_offered',
} as const;
export type TimeSlotErrorCode = (typeof TIME_SLOT_ERROR_CODES)[keyof typeof TIME_SLOT_ERROR_CODES];

/** One local date of the look-ahead and its bookable slots (none on a closed day). */
export interface SlotDay {
  /** YYYY-MM-DD in the pickup point's time zone. */
  date: string;
  slots: Slot[];
}

/** The look-ahead's local dates, today first (`days` of them, default 7). */
export function lookAheadDates(now: Date, timeZone: string, days = SCHEDULED_LOOKAHEAD_DAYS): string[] {
  const today = zonedParts(now, timeZone);
  return Array.from({ length: days }, (_, i) => isoDate(calendarDateParts(today.year, today.month, today.day + i)));
}

/**
 * The slots offered at `now` grouped by local date: every date of the look-ahead (today first), a closed one with no
 * slots. `date` keeps that one date only (none when it is outside the look-ahead); `days` the first `days` dates.
 */
export function slotDays(
  ws: WorkingSettings | null | undefined,
  now: Date,
  options: { date?: string; days?: number } = {},
): SlotDay[] {
  const timeZone = ws?.zone ?? DEFAULT_TIME_ZONE;
  const byDate = new Map<string, Slot[]>(lookAheadDates(now, timeZone).map((d) => [d, []]));
  for (const slot of offeredSlots(ws, now)) byDate.get(isoDate(zonedParts(new Date(slot.from), timeZone)))?.push(slot);
  const all = [...byDate].map(([date, slots]) => ({ date, slots }));
  if (options.date !== undefined) return all.filter((d) => d.date === options.date);
  return all.slice(0, options.days ?? SCHEDULED_LOOKAHEAD_DAYS);
}

/**
 * Why `scheduledAt` is not a slot offered at `now` for these working settings, or null when it is one. In this order:
 * in the past (it starts at `now` or before), too far ahead (its local date is after the look-ahead), outside opening
 * hours (its local start is in no open range of its date: closed, before opening, at or after closing), not offered.
 */
export function slotRefusal(
  ws: WorkingSettings | null | undefined,
  now: Date,
  scheduledAt: string,
): TimeSlotErrorCode | null {
  const at = new Date(scheduledAt);
  if (findSlot(offeredSlots(ws, now), scheduledAt)) return null;
  if (Number.isNaN(at.getTime())) return TIME_SLOT_ERROR_CODES.notOffered;
  if (at.getTime() <= now.getTime()) return TIME_SLOT_ERROR_CODES.inPast;
  const timeZone = ws?.zone ?? DEFAULT_TIME_ZONE;
  const local = zonedParts(at, timeZone);
  const dates = lookAheadDates(now, timeZone);
  if (isoDate(local) > dates.at(-1)!) return TIME_SLOT_ERROR_CODES.tooFarAhead;
  const start = local.hour * 60 + local.minute + local.second / 60;
  const open = openRanges(hoursOn(ws, calendarDateParts(local.year, local.month, local.day))).some(
    (r) => start >= minutesOfDay(r.from) && start < minutesOfDay(r.to),
  );
  return open ? TIME_SLOT_ERROR_CODES.notOffered : TIME_SLOT_ERROR_CODES.outsideOpeningHours;
}

/** Whether the point's hours are open at `now` (its local time within an open range of today). */
export function openAt(ws: WorkingSettings | null | undefined, now: Date): boolean {
  const timeZone = ws?.zone ?? DEFAULT_TIME_ZONE;
  const local = zonedParts(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  return openRanges(hoursOn(ws, calendarDateParts(local.year, local.month, local.day))).some(
    (r) => minute >= minutesOfDay(r.from) && minute < minutesOfDay(r.to),
  );
}

/** Why nothing is bookable although the addresses are served: the create's own refusals (409 / 422 there). */
export const SLOTS_UNAVAILABLE_REASONS = ['company_not_active', 'no_drivers_available'] as const;
export type SlotsUnavailableReason = (typeof SLOTS_UNAVAILABLE_REASONS)[number];

/** 200 of POST /api/order/delivery-slots. */
export interface DeliverySlotsResult {
  /** The zone the slots' days are local to (the pickup point's working settings, Europe/Warsaw by default). */
  timeZone: string;
  /** The region serving both addresses. */
  region: string;
  /** The saved pickup location whose hours apply; null for a typed address or none. */
  pickupLocationId: number | null;
  /** An order without a slot ("as soon as possible"): whether a create would take one now, and the point open now. */
  asap: { available: boolean; pickupOpenNow: boolean };
  /** Null when bookable; else why nothing is (then every day has no slots and asap is unavailable). */
  unavailableReason: SlotsUnavailableReason | null;
  days: SlotDay[];
}

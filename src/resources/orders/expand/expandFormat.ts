// Texts of the expanded row: working hours of a pickup point, product lines by order type, addresses.
import type { DayHours, HourMinute, OrderProductLine, WorkingSettings } from '../../../../domain/types.ts';
import { WEEKDAYS, type OrderType, type Weekday } from '../../../../domain/enums.ts';
import { openRanges } from '../../../../domain/workingHours.ts';

const pad = (n: number) => String(n).padStart(2, '0');
export const formatHourMinute = (t: HourMinute) => `${pad(t.hour)}:${pad(t.minute)}`;

/** "08:00–20:00" (several ranges: "08:00–12:00, 14:00–18:00"), or null when closed or unknown. */
export const formatDayHours = (day: DayHours | undefined): string | null => {
  const ranges = openRanges(day);
  return ranges.length ? ranges.map((r) => `${formatHourMinute(r.from)}–${formatHourMinute(r.to)}`).join(', ') : null;
};

/** Monday to Sunday: each day's hours, "closed" (null) or absent when the pickup point gave none. */
export const weekHours = (hours: WorkingSettings | null): { day: Weekday; hours: string | null; known: boolean }[] =>
  hours
    ? WEEKDAYS.map((day) => {
        const entry = hours[day] ?? hours.defaultWorkingHours;
        return { day, hours: formatDayHours(entry), known: Boolean(entry) };
      }).filter((d) => d.known)
    : [];

/**
 * The week's hours as runs of consecutive days with the same hours (Monday–Friday 08:00–20:00, Saturday closed …),
 * so a pickup point open alike every weekday takes one line instead of five.
 */
export const weekHourRuns = (
  hours: WorkingSettings | null,
): { first: Weekday; last: Weekday; hours: string | null }[] => {
  const runs: { first: Weekday; last: Weekday; hours: string | null; index: number }[] = [];
  for (const { day, hours: text } of weekHours(hours)) {
    const index = WEEKDAYS.indexOf(day);
    const previous = runs.at(-1);
    if (previous && previous.hours === text && previous.index === index - 1) {
      previous.last = day;
      previous.index = index;
    } else {
      runs.push({ first: day, last: day, hours: text, index });
    }
  }
  return runs.map(({ first, last, hours: text }) => ({ first, last, hours: text }));
};

/** "Street, 00-000 City" from the parts present. */
export const formatAddress = (street: string | null, zipCode: string | null, city: string | null): string | null => {
  const place = [zipCode, city].filter(Boolean).join(' ');
  const text = [street, place].filter(Boolean).join(', ');
  return text || null;
};

export type ProductFieldKey =
  | 'code'
  | 'productCode'
  | 'serialNumber'
  | 'smsName'
  | 'oldDeviceCode'
  | 'pesel'
  | 'receiptNo'
  | 'amountToPayOnPickUp'
  | 'externalNo'
  | 'medicines'
  | 'vehicle'
  | 'dimensions';

/** The misc data of a product line that matters for its order type. */
export const PRODUCT_FIELDS_BY_TYPE: Record<OrderType, ProductFieldKey[]> = {
  iqos: ['code', 'serialNumber', 'smsName', 'oldDeviceCode'],
  pickup_delivery: ['code', 'pesel', 'receiptNo', 'amountToPayOnPickUp', 'medicines', 'externalNo', 'dimensions'],
  simple_delivery: ['code', 'pesel', 'receiptNo', 'amountToPayOnPickUp', 'medicines', 'externalNo', 'dimensions'],
  simple_arrival: ['code', 'externalNo', 'vehicle'],
};

export const productFields = (
  line: OrderProductLine,
  orderType: OrderType,
): { key: ProductFieldKey; value: unknown }[] =>
  PRODUCT_FIELDS_BY_TYPE[line.type ?? orderType]
    .map((key) => ({ key, value: line[key] }))
    .filter(
      ({ value }) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    );

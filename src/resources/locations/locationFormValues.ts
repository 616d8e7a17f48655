// The location form's values and their mapping to the API body (validated with the shared locationFieldsSchema:
// the same rules as the server; each issue lands under its field as an i18n key with its limits).
import type { Resolver } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '../../domain/enums.ts';
import type { Location } from '../../domain/locationApi.ts';
import { locationFieldsSchema, type LocationFields } from '../../domain/locationSchemas.ts';
import type { DayHours, HourMinute } from '../../domain/types.ts';
import { toFieldIssue, toFormErrors, type FieldIssue } from '../orders/create/orderFormValidation.ts';

/** One weekday row of the editor: closed, or from/to as "HH:mm" (both empty: hours not set). */
export interface DayRow {
  closed: boolean;
  from: string;
  to: string;
}

export interface LocationFormValues {
  name: string;
  street: string;
  city: string;
  zipCode: string;
  phone: string;
  defaultNote: string;
  active: boolean;
  hours: Record<Weekday, DayRow>;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTime = (t: HourMinute | undefined): string => (t ? `${pad(t.hour)}:${pad(t.minute)}` : '');

export const parseTime = (text: string): HourMinute | undefined => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

const emptyDay = (): DayRow => ({ closed: false, from: '', to: '' });

const rowOf = (day: DayHours | undefined): DayRow =>
  !day ? emptyDay() : day.closed ? { closed: true, from: '', to: '' } : { closed: false, from: formatTime(day.from), to: formatTime(day.to) };

export const emptyLocationForm = (): LocationFormValues => ({
  name: '',
  street: '',
  city: '',
  zipCode: '',
  phone: '',
  defaultNote: '',
  active: true,
  hours: Object.fromEntries(WEEKDAYS.map((d) => [d, emptyDay()])) as Record<Weekday, DayRow>,
});

export const locationFormOf = (location: Location | null | undefined): LocationFormValues => {
  if (!location) return emptyLocationForm();
  return {
    name: location.name,
    street: location.address.street,
    city: location.address.city,
    zipCode: location.address.zipCode,
    phone: location.phone ?? '',
    defaultNote: location.defaultNote ?? '',
    active: location.active,
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, rowOf(location.workingSettings?.[d])])) as Record<Weekday, DayRow>,
  };
};

/** A row without times and not closed is left out (no hours that day). */
const dayOf = (row: DayRow | undefined): { closed: boolean; from?: HourMinute; to?: HourMinute } | undefined => {
  if (!row) return undefined;
  if (row.closed) return { closed: true };
  if (!row.from && !row.to) return undefined;
  return { closed: false, from: parseTime(row.from), to: parseTime(row.to) };
};

/** react-admin's text inputs give null for an emptied field. */
const text = (value: string | null | undefined) => value ?? '';

export const toLocationBody = (values: LocationFormValues): LocationFields => ({
  name: text(values.name),
  street: text(values.street),
  city: text(values.city),
  zipCode: text(values.zipCode),
  phone: text(values.phone).trim() ? text(values.phone) : null,
  defaultNote: text(values.defaultNote).trim() ? text(values.defaultNote) : null,
  active: values.active,
  workingSettings: Object.fromEntries(
    WEEKDAYS.flatMap((d) => {
      const day = dayOf(values.hours?.[d]);
      return day ? [[d, day]] : [];
    }),
  ),
});

/** Body path → form path (workingSettings.monday.to → hours.monday.to). */
export const formPathOfBody = (path: string): string => path.replace(/^workingSettings\./, 'hours.');

export const locationFormIssues = (values: LocationFormValues): Map<string, FieldIssue> => {
  const issues = new Map<string, FieldIssue>();
  const parsed = locationFieldsSchema.safeParse(toLocationBody(values));
  if (parsed.success) return issues;
  for (const raw of parsed.error.issues) {
    const key = formPathOfBody(raw.path.map(String).join('.'));
    if (!issues.has(key)) issues.set(key, toFieldIssue(raw as never));
  }
  return issues;
};

export const locationFormResolver: Resolver<LocationFormValues> = async (values) => {
  const issues = locationFormIssues(values);
  if (!issues.size) return { values, errors: {} };
  return { values: {}, errors: toFormErrors(issues) as never };
};

/** A server's 400 field errors ({"workingSettings.monday.to": ["…"]}) as the form's errors. */
export const serverFieldErrors = (errors: Record<string, string[]>): Record<string, unknown> => {
  const issues = new Map<string, FieldIssue>();
  for (const [path, messages] of Object.entries(errors)) {
    if (messages[0]) issues.set(formPathOfBody(path), { path: path.split('.'), message: messages[0], args: {} });
  }
  return toFormErrors(issues);
};

/** "Mon 08:00–16:00, Sat closed" (days without hours left out). */
export const hoursSummary = (
  ws: Location['workingSettings'] | undefined,
  translate: (key: string) => string,
): string =>
  WEEKDAYS.flatMap((d) => {
    const day = ws?.[d];
    if (!day) return [];
    const label = translate(`locations.weekdaysShort.${d}`);
    return [day.closed ? `${label} ${translate('locations.hours.summaryClosed')}` : `${label} ${formatTime(day.from)}–${formatTime(day.to)}`];
  }).join(', ');

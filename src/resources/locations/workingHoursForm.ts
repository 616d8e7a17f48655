// The working-hours part of a form (the location form and the company's default working hours): weekday rows with
// several ranges, and special dates. Values ↔ WorkingSettings; the parts the form does not show
// (defaultWorkingHours, nonStandardWorkingHours, zone) are kept from the stored settings, so saving unchanged changes
// nothing. Checked with the shared workingSettingsSchema (domain/locationSchemas.ts).
import type { Resolver } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '../../../domain/enums.ts';
import { workingSettingsSchema, type WorkingSettingsInput } from '../../../domain/locationSchemas.ts';
import { issuesResolver, schemaIssues, type FormIssues } from '../../forms/formErrors.ts';
import type { CustomDate, DayHours, HourMinute, WorkingSettings } from '../../../domain/types.ts';
import { openRanges } from '../../../domain/workingHours.ts';

/** One range of a row: "HH:mm" texts (both empty: not filled in). */
export interface RangeRow {
  from: string;
  to: string;
}

/** One weekday row: closed, or its ranges (one empty range: hours not set). */
export interface DayRow {
  closed: boolean;
  ranges: RangeRow[];
}

/** One special date: YYYY-MM-DD, closed or with its own ranges. */
export interface SpecialDateRow extends DayRow {
  date: string;
}

export interface WorkingHoursFormValues {
  hours: Record<Weekday, DayRow>;
  specialDates: SpecialDateRow[];
  /** The stored settings: the parts the form does not show go back unchanged. */
  keptWorkingSettings: WorkingSettings;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTime = (t: HourMinute | undefined): string => (t ? `${pad(t.hour)}:${pad(t.minute)}` : '');

export const parseTime = (text: string | null | undefined): HourMinute | undefined => {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  if (!match) return undefined;
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

export const emptyRange = (): RangeRow => ({ from: '', to: '' });
export const emptyDay = (): DayRow => ({ closed: false, ranges: [emptyRange()] });

const rowOf = (day: Partial<DayHours> | undefined): DayRow => {
  if (!day) return emptyDay();
  if (day.closed) return { closed: true, ranges: [emptyRange()] };
  const ranges = openRanges(day);
  if (ranges.length)
    return { closed: false, ranges: ranges.map((r) => ({ from: formatTime(r.from), to: formatTime(r.to) })) };
  // Incomplete stored hours: show what there is.
  return { closed: false, ranges: [{ from: formatTime(day.from), to: formatTime(day.to) }] };
};

export const workingHoursFormOf = (ws: WorkingSettings | null | undefined): WorkingHoursFormValues => ({
  hours: Object.fromEntries(WEEKDAYS.map((d) => [d, rowOf(ws?.[d])])) as Record<Weekday, DayRow>,
  specialDates: (ws?.customDates ?? []).map((c) => ({
    date: c.date,
    ...rowOf({ ...c, closed: !!c.closed || (!c.ranges?.length && !c.from && !c.to) }),
  })),
  keptWorkingSettings: ws ?? {},
});

const filled = (r: RangeRow) => !!(r.from || r.to);

/** One range as from/to (as hours were always sent), several as `ranges`; issues map back to the rows either way. */
const rangesBody = (rows: RangeRow[]): Pick<DayHours, 'from' | 'to' | 'ranges'> => {
  const ranges = rows.map((r) => ({ from: parseTime(r.from)!, to: parseTime(r.to)! }));
  return ranges.length === 1 ? { from: ranges[0]!.from, to: ranges[0]!.to } : { ranges };
};

/** A row as a body day: closed, its filled ranges, or left out (nothing filled in). */
const dayOf = (row: DayRow | undefined): DayHours | undefined => {
  if (!row) return undefined;
  if (row.closed) return { closed: true };
  const ranges = (row.ranges ?? []).filter(filled);
  if (!ranges.length) return undefined;
  return { closed: false, ...rangesBody(ranges) };
};

/** A special date as sent: closed, or its ranges (none filled in: closed false without hours, which the schema refuses). */
const customDateOf = (row: SpecialDateRow): CustomDate => {
  if (row.closed) return { date: row.date, closed: true };
  return { date: row.date, closed: false, ...rangesBody(row.ranges ?? []) };
};

/** The form's values as the body's workingSettings: the kept parts, the weekdays from the rows, the special dates. */
export const toWorkingSettings = (
  values: Pick<WorkingHoursFormValues, 'hours' | 'specialDates' | 'keptWorkingSettings'>,
): WorkingSettingsInput => {
  const kept: WorkingSettings = { ...(values.keptWorkingSettings ?? {}) };
  for (const d of WEEKDAYS) delete kept[d];
  delete kept.customDates;
  const days = Object.fromEntries(
    WEEKDAYS.flatMap((d) => {
      const day = dayOf(values.hours?.[d]);
      return day ? [[d, day]] : [];
    }),
  );
  const specialDates = values.specialDates ?? [];
  return {
    ...(kept as WorkingSettingsInput),
    ...days,
    ...(specialDates.length || values.keptWorkingSettings?.customDates
      ? { customDates: specialDates.map(customDateOf) }
      : {}),
  } as WorkingSettingsInput;
};

/**
 * A body path inside workingSettings → the form path: monday.ranges.0.to → hours.monday.ranges.0.to (one range sent as
 * from/to → ranges.0), customDates.2.date → specialDates.2.date (customDates.2.to → specialDates.2.ranges.0.to);
 * anything else stays as it is.
 */
export const workingHoursFormPath = (path: string): string => {
  const [head, ...rest] = path.split('.');
  const oneRange = (tail: string[]) => (tail[0] === 'from' || tail[0] === 'to' ? ['ranges', '0', ...tail] : tail);
  if (WEEKDAYS.includes(head as Weekday)) return ['hours', head, ...oneRange(rest)].join('.');
  if (head === 'customDates')
    return rest.length ? ['specialDates', rest[0], ...oneRange(rest.slice(1))].join('.') : 'specialDates';
  return path;
};

/** The issues of a working-hours-only form (the company's defaults) at the form's paths. */
export const workingHoursFormIssues = (values: WorkingHoursFormValues): FormIssues =>
  schemaIssues(workingSettingsSchema, toWorkingSettings(values), {
    fieldPath: (path) => workingHoursFormPath(path.map(String).join('.')).split('.'),
  });

export const workingHoursResolver: Resolver<WorkingHoursFormValues> = issuesResolver(workingHoursFormIssues);

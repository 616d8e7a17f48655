// The location form's values and their mapping to the API body (validated with the shared locationFieldsSchema:
// the same rules as the server; each issue lands under its field as an i18n key with its limits).
import type { Resolver } from 'react-hook-form';
import { WEEKDAYS } from '../../../domain/enums.ts';
import type { Location } from '../../../domain/locationApi.ts';
import { locationFieldsSchema, type LocationFields } from '../../../domain/locationSchemas.ts';
import { openRanges } from '../../../domain/workingHours.ts';
import { issuesResolver, schemaIssues, type FieldPath, type FormIssues } from '../../forms/formErrors.ts';
import {
  formatTime,
  toWorkingSettings,
  workingHoursFormOf,
  workingHoursFormPath,
  type WorkingHoursFormValues,
} from './workingHoursForm.ts';

export { formatTime, parseTime, type DayRow, type RangeRow, type SpecialDateRow } from './workingHoursForm.ts';

export interface LocationFormValues extends WorkingHoursFormValues {
  name: string;
  street: string;
  city: string;
  zipCode: string;
  phone: string;
  defaultNote: string;
  active: boolean;
}

export const emptyLocationForm = (): LocationFormValues => ({
  name: '',
  street: '',
  city: '',
  zipCode: '',
  phone: '',
  defaultNote: '',
  active: true,
  ...workingHoursFormOf({}),
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
    ...workingHoursFormOf(location.workingSettings),
  };
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
  workingSettings: toWorkingSettings(values),
});

/** Body path → form path (workingSettings.monday.ranges.0.to → hours.monday.ranges.0.to, customDates → specialDates). */
export const formPathOfBody = (path: string): string =>
  path.startsWith('workingSettings.') ? workingHoursFormPath(path.slice('workingSettings.'.length)) : path;

/**
 * Where a message of a body path goes ({"workingSettings.monday.to": ["…"]}): the form's path of it
 * (hours.monday.ranges.0.to), for the schema's issues and the server's field errors alike.
 */
export const locationFieldPath: FieldPath = (path) => formPathOfBody(path.map(String).join('.')).split('.');

export const locationFormIssues = (values: LocationFormValues): FormIssues =>
  schemaIssues(locationFieldsSchema, toLocationBody(values), { fieldPath: locationFieldPath });

export const locationFormResolver: Resolver<LocationFormValues> = issuesResolver(locationFormIssues);

/** "Mon 08:00–16:00, Sat closed" (days without hours left out). */
export const hoursSummary = (ws: Location['workingSettings'] | undefined, translate: (key: string) => string): string =>
  WEEKDAYS.flatMap((d) => {
    const day = ws?.[d];
    if (!day) return [];
    const label = translate(`locations.weekdaysShort.${d}`);
    const ranges = openRanges(day).map((r) => `${formatTime(r.from)}–${formatTime(r.to)}`);
    return [
      day.closed || !ranges.length
        ? `${label} ${translate('locations.hours.summaryClosed')}`
        : `${label} ${ranges.join(', ')}`,
    ];
  }).join(', ');

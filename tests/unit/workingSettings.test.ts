import { describe, expect, it } from 'vitest';
import { locationFieldsSchema, MAX_CUSTOM_DATES, workingSettingsSchema } from '../../domain/locationSchemas.ts';
import type { Location } from '../../domain/locationApi.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import {
  locationFormIssues,
  locationFormOf,
  toLocationBody,
} from '../../src/resources/locations/locationFormValues.ts';
import { toWorkingSettings, workingHoursFormOf } from '../../src/resources/locations/workingHoursForm.ts';

const hm = (hour: number, minute = 0) => ({ hour, minute });
const FULL: WorkingSettings = {
  monday: { closed: false, from: hm(8), to: hm(16) },
  tuesday: {
    closed: false,
    from: hm(8),
    to: hm(18),
    ranges: [
      { from: hm(8), to: hm(12) },
      { from: hm(13), to: hm(18) },
    ],
  },
  sunday: { closed: true },
  defaultWorkingHours: { closed: false, from: hm(9), to: hm(17) },
  customDates: [
    { date: '2026-12-24', closed: false, from: hm(9), to: hm(13) },
    { date: '2026-12-25', closed: true },
    {
      date: '2026-12-31',
      closed: false,
      from: hm(8),
      to: hm(16),
      ranges: [
        { from: hm(8), to: hm(10) },
        { from: hm(12), to: hm(16) },
      ],
    },
  ],
  nonStandardWorkingHours: true,
  zone: 'Europe/Warsaw',
};

const issuesOf = (input: unknown) => {
  const parsed = workingSettingsSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('workingSettingsSchema', () => {
  it('keeps every part, and stored settings parse to themselves', () => {
    expect(workingSettingsSchema.parse(FULL)).toEqual(FULL);
    expect(workingSettingsSchema.parse(workingSettingsSchema.parse(FULL))).toEqual(FULL);
  });

  it('stores several ranges sorted with from/to their span; one range as from/to', () => {
    expect(
      workingSettingsSchema.parse({
        monday: {
          closed: false,
          ranges: [
            { from: hm(14), to: hm(18) },
            { from: hm(8), to: hm(12) },
          ],
        },
        friday: { closed: false, ranges: [{ from: hm(8), to: hm(12) }] },
      }),
    ).toEqual({
      monday: {
        closed: false,
        from: hm(8),
        to: hm(18),
        ranges: [
          { from: hm(8), to: hm(12) },
          { from: hm(14), to: hm(18) },
        ],
      },
      friday: { closed: false, from: hm(8), to: hm(12) },
    });
  });

  it('refuses reversed, incomplete and overlapping ranges under their fields', () => {
    expect(
      issuesOf({
        monday: {
          closed: false,
          ranges: [
            { from: hm(8), to: hm(12) },
            { from: hm(11), to: hm(15) },
          ],
        },
        tuesday: { closed: false, ranges: [{ from: hm(12), to: hm(8) }, { from: hm(13) }] },
        wednesday: { closed: false, from: hm(9) },
      }),
    ).toEqual({
      'monday.ranges.1.from': 'locations.validation.hoursOverlap',
      'tuesday.ranges.0.to': 'locations.validation.hoursOrder',
      'tuesday.ranges.1.to': 'locations.validation.hoursRequired',
      'wednesday.to': 'locations.validation.hoursRequired',
    });
  });

  it('bounds the special dates: real dates in range, each once, at most 366, zone known', () => {
    expect(
      issuesOf({
        customDates: [
          { date: '2026-02-30', closed: true },
          { date: '1999-12-31', closed: true },
          { date: '2026-05-01', closed: true },
          { date: '2026-05-01', closed: false, from: hm(9), to: hm(10) },
          { date: '2026-05-02', closed: false },
        ],
        zone: 'Mars/Olympus',
      }),
    ).toEqual({
      'customDates.0.date': 'locations.validation.date',
      'customDates.1.date': 'locations.validation.dateRange',
      'customDates.3.date': 'locations.validation.dateDuplicate',
      'customDates.4.from': 'locations.validation.hoursRequired',
      'customDates.4.to': 'locations.validation.hoursRequired',
      zone: 'locations.validation.zone',
    });
    const many = Array.from({ length: MAX_CUSTOM_DATES + 1 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      closed: true,
    }));
    expect(issuesOf({ customDates: many })).toEqual({ customDates: 'locations.validation.tooManyDates' });
  });

  it('stores special dates sorted by date', () => {
    const parsed = workingSettingsSchema.parse({
      customDates: [
        { date: '2026-05-03', closed: true },
        { date: '2026-05-01', closed: true },
      ],
    });
    expect(parsed.customDates!.map((c) => c.date)).toEqual(['2026-05-01', '2026-05-03']);
  });
});

describe('the location form values', () => {
  const location: Location = {
    id: 5,
    companyId: 1,
    name: 'Apteka Centrum',
    phone: '221234567',
    address: { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850', formatted: null, lat: 52.2, lng: 21 },
    defaultNote: 'Ring twice',
    active: true,
    workingSettings: FULL,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('saving unchanged gives the same working settings, the parts the form does not show included', () => {
    const body = toLocationBody(locationFormOf(location));
    expect(locationFormIssues(locationFormOf(location)).size).toBe(0);
    expect(locationFieldsSchema.parse(body).workingSettings).toEqual(FULL);
  });

  it('keeps legacy one-range hours and empty settings as they are', () => {
    const legacy: WorkingSettings = {
      monday: { closed: false, from: hm(8), to: hm(16) },
      sunday: { closed: true },
      zone: 'Europe/Warsaw',
    };
    expect(workingSettingsSchema.parse(toWorkingSettings(workingHoursFormOf(legacy)))).toEqual(legacy);
    expect(workingSettingsSchema.parse(toWorkingSettings(workingHoursFormOf({})))).toEqual({});
  });

  it('an added range, a closed special date and a removed day go to the body', () => {
    const values = locationFormOf(location);
    values.hours.monday.ranges.push({ from: '17:00', to: '19:00' });
    values.hours.tuesday = { closed: false, ranges: [{ from: '', to: '' }] };
    values.specialDates = [
      ...values.specialDates,
      { date: '2027-01-01', closed: true, ranges: [{ from: '', to: '' }] },
    ];
    const ws = locationFieldsSchema.parse(toLocationBody(values)).workingSettings;
    expect(ws.monday).toEqual({
      closed: false,
      from: hm(8),
      to: hm(19),
      ranges: [
        { from: hm(8), to: hm(16) },
        { from: hm(17), to: hm(19) },
      ],
    });
    expect(ws.tuesday).toBeUndefined();
    expect(ws.customDates!.at(-1)).toEqual({ date: '2027-01-01', closed: true });
    expect(ws.defaultWorkingHours).toEqual(FULL.defaultWorkingHours);
    expect(ws.zone).toBe('Europe/Warsaw');
    expect(ws.nonStandardWorkingHours).toBe(true);
  });

  it('maps the schema issues to the form fields', () => {
    const values = locationFormOf(location);
    values.hours.monday.ranges = [
      { from: '08:00', to: '12:00' },
      { from: '11:00', to: '13:00' },
    ];
    values.specialDates = [{ date: '2027-01-01', closed: false, ranges: [{ from: '10:00', to: '09:00' }] }];
    const issues = locationFormIssues(values);
    expect(issues.get('hours.monday.ranges.1.from')?.message).toBe('locations.validation.hoursOverlap');
    expect(issues.get('specialDates.0.ranges.0.to')?.message).toBe('locations.validation.hoursOrder');
    values.specialDates = [{ date: '2027-01-01', closed: false, ranges: [{ from: '', to: '' }] }];
    expect(locationFormIssues(values).get('specialDates.0.ranges.0.from')?.message).toBe(
      'locations.validation.hoursRequired',
    );
  });
});

// The multiplier create form's rules: time-range row validity (from, to and a multiplier, from before to), what is
// sent, titles.
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { createAppStore, createI18nProvider, LOCALE_STORE_KEY } from '../../src/i18n/index.ts';
import { multiplierText, namesEveryCompany } from '../../src/resources/multipliers/multiplierText.ts';
import {
  emptyMultiplierForm,
  formatHourMinute,
  isValidTimeRangeRow,
  MULTIPLIER_MIN,
  multiplierFormIssues,
  overlappingRangeIndexes,
  parseHourMinute,
  timeRangeOfRow,
  toMultiplierBody,
  type MultiplierFormValues,
} from '../../domain/multiplierSchemas.ts';

describe('time-range row validity', () => {
  it.each([
    [{ from: '08:00', to: '10:30', multiplier: 1.5 }, true],
    [{ from: '00:00', to: '23:59', multiplier: '2' }, true],
    [{ from: '08:00', to: '10:30', multiplier: '1,5' }, true],
    [{ from: '08:00', to: '08:00', multiplier: 1.5 }, false],
    [{ from: '10:00', to: '08:00', multiplier: 1.5 }, false],
    [{ from: '', to: '10:00', multiplier: 1.5 }, false],
    [{ from: '08:00', to: '', multiplier: 1.5 }, false],
    [{ from: '08:00', to: '10:00', multiplier: '' }, false],
    [{ from: '08:00', to: '10:00', multiplier: null }, false],
    [{ from: '08:00', to: '10:00', multiplier: 'abc' }, false],
    [{ from: '8:5', to: '10:00', multiplier: 2 }, false],
    [{ from: '25:00', to: '26:00', multiplier: 2 }, false],
  ])('%o → %s', (row, valid) => {
    expect(isValidTimeRangeRow(row)).toBe(valid);
  });

  it('turns a valid row into a time range of hours and minutes', () => {
    expect(timeRangeOfRow({ from: '07:05', to: '9:30', multiplier: '1.8' })).toEqual({
      from: { hour: 7, minute: 5 },
      to: { hour: 9, minute: 30 },
      multiplier: 1.8,
    });
  });
});

describe('hours and minutes', () => {
  it('parses HH:mm and formats zero-padded', () => {
    expect(parseHourMinute('07:05')).toEqual({ hour: 7, minute: 5 });
    expect(parseHourMinute('23:60')).toBeNull();
    expect(parseHourMinute(undefined)).toBeNull();
    expect(formatHourMinute({ hour: 7, minute: 5 })).toBe('07:05');
    expect(formatHourMinute({ hour: 17, minute: 0 })).toBe('17:00');
  });

  it('finds overlapping ranges ([from, to): touching ranges do not overlap)', () => {
    const r = (a: number, b: number) => ({ from: { hour: a, minute: 0 }, to: { hour: b, minute: 0 } });
    expect(overlappingRangeIndexes([r(8, 10), r(10, 12), r(12, 14)])).toEqual([]);
    expect(overlappingRangeIndexes([r(8, 12), r(14, 16), r(11, 13)])).toEqual([2]);
  });
});

describe('the create body', () => {
  const filled = (over: Partial<MultiplierFormValues> = {}): MultiplierFormValues => ({
    ...emptyMultiplierForm(),
    dateFrom: '2030-05-04T08:00',
    dateTo: '2030-05-05T08:00',
    multiplier: 1.5,
    regions: ['Warszawa'],
    companyIds: [1],
    ...over,
  });

  it('sends only the valid time-range rows and remembers their row numbers', () => {
    const { body, rowIndexes } = toMultiplierBody(
      filled({
        timeRanges: [
          { from: '08:00', to: '', multiplier: 2 },
          { from: '09:00', to: '11:00', multiplier: 2 },
          { from: '12:00', to: '11:00', multiplier: 2 },
          { from: '16:00', to: '18:00', multiplier: '1.7' },
        ],
      }),
    );
    expect(body.timeRanges).toEqual([
      { from: { hour: 9, minute: 0 }, to: { hour: 11, minute: 0 }, multiplier: 2 },
      { from: { hour: 16, minute: 0 }, to: { hour: 18, minute: 0 }, multiplier: 1.7 },
    ]);
    expect(rowIndexes).toEqual([1, 3]);
    expect(body).toMatchObject({
      dateFrom: new Date('2030-05-04T08:00').toISOString(),
      multiplier: 1.5,
      description: null,
    });
  });

  it('leaves timeRanges out when no row is valid', () => {
    expect(toMultiplierBody(filled({ timeRanges: [{ from: '', to: '', multiplier: '' }] })).body).not.toHaveProperty(
      'timeRanges',
    );
  });

  it('reports the field errors of the shared rules, a row’s under that row', () => {
    const empty = multiplierFormIssues(emptyMultiplierForm());
    expect(empty.get('dateFrom')?.message).toBe('validation.required');
    expect(empty.get('dateTo')?.message).toBe('validation.required');
    // The empty form starts at the smallest multiplier allowed: nothing to say about it.
    expect(empty.get('multiplier')).toBeUndefined();
    expect(multiplierFormIssues(filled({ multiplier: 1 })).get('multiplier')).toEqual({
      message: 'validation.minValue',
      args: { min: MULTIPLIER_MIN },
    });
    expect(empty.get('regions')?.message).toBe('multipliers.validation.atLeastOneValue');
    expect(empty.get('companyIds')?.message).toBe('multipliers.validation.atLeastOneValue');

    const rows = multiplierFormIssues(
      filled({
        timeRanges: [
          { from: '', to: '', multiplier: '' },
          { from: '09:00', to: '11:00', multiplier: 1 },
          { from: '10:00', to: '12:00', multiplier: 2 },
        ],
      }),
    );
    expect(rows.get('timeRanges.1.multiplier')?.message).toBe('validation.minValue');
    expect(rows.get('timeRanges.2.from')?.message).toBe('multipliers.validation.overlappingRanges');
    expect(rows.has('timeRanges.0.from')).toBe(false);
    expect(multiplierFormIssues(filled()).size).toBe(0);
    expect(multiplierFormIssues(filled({ dateTo: '2030-05-04T07:00' })).get('dateTo')?.message).toBe(
      'multipliers.validation.dateOrder',
    );
  });

  it('writes a multiplier in the user’s language: "1,5×" in Polish and Czech, "1.5×" in English, with its regions, companies and hours', async () => {
    const names = new Map([
      [11, 'Alpha'],
      [12, 'Beta'],
      [13, 'Gamma'],
    ]);
    const item = {
      id: 1,
      description: null,
      dateFrom: '2030-01-01T00:00:00Z',
      dateTo: '2030-01-02T00:00:00Z',
      regions: ['Warszawa', 'Kraków'],
      companyIds: [11, 12],
      multiplier: 1.5,
      timeRanges: [{ from: { hour: 7, minute: 5 }, to: { hour: 9, minute: 30 }, multiplier: 2.25 }],
      createdAt: '2030-01-01T00:00:00Z',
      createdBy: null,
      deactivatedAt: null,
      deactivatedBy: null,
      deactivationReason: null,
    };
    const textIn = async (locale: string) => {
      const i18n = await createI18nProvider(createAppStore(memoryStore({ [LOCALE_STORE_KEY]: locale })));
      return multiplierText((key, options) => i18n.translate(key, options), names);
    };
    const pl = await textIn('pl');
    expect(pl.value(1.5)).toBe('1,5×');
    expect(pl.value(2)).toBe('2×');
    expect(pl.summary(item)).toBe('1,5× · Warszawa, Kraków · Alpha, Beta · 07:05–09:30: 2,25×');
    expect(pl.companies({ ...item, companyIds: [13, 12, 11] })).toBe('Wszystkie firmy');
    expect(pl.hours({ ...item, timeRanges: null })).toBe('Cały dzień');
    expect((await textIn('cz')).value(1.25)).toBe('1,25×');
    const en = await textIn('en');
    expect(en.value(1.5)).toBe('1.5×');
    expect(en.companies({ ...item, companyIds: [11, 99] })).toBe('Alpha, Company #99');
    expect(namesEveryCompany([11, 12], new Map())).toBe(false);
  });
});

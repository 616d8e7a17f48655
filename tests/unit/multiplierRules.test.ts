// The multiplier create form's rules: time-range row validity (from, to and a multiplier, from before to), what is
// sent, titles.
import { describe, expect, it } from 'vitest';
import {
  emptyMultiplierForm,
  formatHourMinute,
  isValidTimeRangeRow,
  multiplierFormIssues,
  multiplierTitle,
  overlappingRangeIndexes,
  parseHourMinute,
  timeRangeOfRow,
  toMultiplierBody,
  type MultiplierFormValues,
} from '../../src/domain/multiplierSchemas.ts';

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
    expect(timeRangeOfRow({ from: '07:05', to: '9:30', multiplier: '1.8' })).toEqual({ from: { hour: 7, minute: 5 }, to: { hour: 9, minute: 30 }, multiplier: 1.8 });
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
    const { body, rowIndexes } = toMultiplierBody(filled({
      timeRanges: [
        { from: '08:00', to: '', multiplier: 2 },
        { from: '09:00', to: '11:00', multiplier: 2 },
        { from: '12:00', to: '11:00', multiplier: 2 },
        { from: '16:00', to: '18:00', multiplier: '1.7' },
      ],
    }));
    expect(body.timeRanges).toEqual([
      { from: { hour: 9, minute: 0 }, to: { hour: 11, minute: 0 }, multiplier: 2 },
      { from: { hour: 16, minute: 0 }, to: { hour: 18, minute: 0 }, multiplier: 1.7 },
    ]);
    expect(rowIndexes).toEqual([1, 3]);
    expect(body).toMatchObject({ dateFrom: new Date('2030-05-04T08:00').toISOString(), multiplier: 1.5, description: null });
  });

  it('leaves timeRanges out when no row is valid', () => {
    expect(toMultiplierBody(filled({ timeRanges: [{ from: '', to: '', multiplier: '' }] })).body).not.toHaveProperty('timeRanges');
  });

  it('reports the field errors of the shared rules, a row’s under that row', () => {
    const empty = multiplierFormIssues(emptyMultiplierForm());
    expect(empty.get('dateFrom')?.message).toBe('validation.required');
    expect(empty.get('dateTo')?.message).toBe('validation.required');
    expect(empty.get('multiplier')).toEqual({ message: 'validation.minValue', args: { min: 1.01 } });
    expect(empty.get('regions')?.message).toBe('multipliers.validation.atLeastOneValue');
    expect(empty.get('companyIds')?.message).toBe('multipliers.validation.atLeastOneValue');

    const rows = multiplierFormIssues(filled({
      timeRanges: [
        { from: '', to: '', multiplier: '' },
        { from: '09:00', to: '11:00', multiplier: 1 },
        { from: '10:00', to: '12:00', multiplier: 2 },
      ],
    }));
    expect(rows.get('timeRanges.1.multiplier')?.message).toBe('validation.minValue');
    expect(rows.get('timeRanges.2.from')?.message).toBe('multipliers.validation.overlappingRanges');
    expect(rows.has('timeRanges.0.from')).toBe(false);
    expect(multiplierFormIssues(filled()).size).toBe(0);
    expect(multiplierFormIssues(filled({ dateTo: '2030-05-04T07:00' })).get('dateTo')?.message).toBe('multipliers.validation.dateOrder');
  });

  it('titles a calendar event with the value followed by x', () => {
    expect(multiplierTitle(1.5)).toBe('1.5x');
    expect(multiplierTitle(2)).toBe('2x');
    expect(multiplierTitle(1.5, 'pl')).toBe('1,5x');
    expect(multiplierTitle(1.25, 'cz')).toBe('1,25x');
  });
});

// The calendar's headers in Polish and Czech: the month stands alone in the nominative ("listopad 2026"; date-fns'
// MMMM gives the genitive "listopada", right only next to a day number), and a week reads "23 – 29 listopada".
import { format } from 'date-fns';
import { cs, pl } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { calendarFormats } from '../../src/resources/multipliers/MultiplierCalendar.tsx';

const loc = {
  format: (value: Date, pattern: string, culture?: string) =>
    format(value, pattern, { locale: culture === 'cz' ? cs : pl }),
};

describe('multiplier calendar headers', () => {
  it('names the month in the nominative', () => {
    const month = new Date(2026, 10, 23);
    expect(format(month, calendarFormats.monthHeaderFormat as string, { locale: pl })).toBe('listopad 2026');
    expect(format(month, calendarFormats.monthHeaderFormat as string, { locale: cs })).toBe('listopad 2026');
    expect(format(new Date(2026, 0, 5), calendarFormats.monthHeaderFormat as string, { locale: pl })).toBe(
      'styczeń 2026',
    );
  });

  it('names a week by its first and last day, with the month after the day numbers', () => {
    const range = calendarFormats.dayRangeHeaderFormat as (
      r: { start: Date; end: Date },
      culture: string,
      l: typeof loc,
    ) => string;
    expect(range({ start: new Date(2026, 10, 23), end: new Date(2026, 10, 29) }, 'pl', loc)).toBe(
      '23 listopada – 29 listopada 2026',
    );
    expect(format(new Date(2026, 10, 23), calendarFormats.dayHeaderFormat as string, { locale: pl })).toBe(
      'poniedziałek, 23 listopada 2026',
    );
  });
});

// The whole Warsaw days of a range, which the order list's total reads from the day counts.
import { describe, expect, it } from 'vitest';
import { wholeWarsawDays } from '../../server/services/orderCounts.ts';

const at = (iso: string) => new Date(iso);

describe('wholeWarsawDays', () => {
  it.each([
    // 2026-11-17 00:00 … 2026-11-23 24:00 in Warsaw.
    [
      'takes the days of a range from midnight to midnight, the end excluded (winter: UTC+1)',
      '2026-11-16T23:00:00.000Z',
      '2026-11-23T23:00:00.000Z',
      '2026-11-17',
      '2026-11-24',
      '2026-11-16T23:00:00.000Z',
      '2026-11-23T23:00:00.000Z',
    ],
    // 10:17 on the 18th to 14:03 on the 22nd: the 19th, 20th and 21st are whole.
    [
      'leaves the partial days at either end out',
      '2026-11-18T09:17:00.000Z',
      '2026-11-22T13:03:00.000Z',
      '2026-11-19',
      '2026-11-22',
      '2026-11-18T23:00:00.000Z',
      '2026-11-21T23:00:00.000Z',
    ],
    // 2026-03-29: clocks go forward (00:00 is UTC+1, the next midnight UTC+2).
    [
      'follows the clocks going forward: a 23-hour day in March',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-29',
      '2026-03-30',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    // 2026-10-25: clocks go back (00:00 is UTC+2, the next midnight UTC+1).
    [
      'follows the clocks going back: a 25-hour day in October',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
      '2026-10-25',
      '2026-10-26',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
  ])('%s', (_name, from, toExclusive, firstDay, endDay, start, end) => {
    expect(wholeWarsawDays(at(from), at(toExclusive))).toEqual({ firstDay, endDay, start: at(start), end: at(end) });
  });

  it('answers null when no day lies wholly inside', () => {
    expect(wholeWarsawDays(at('2026-11-18T09:17:00.000Z'), at('2026-11-18T20:00:00.000Z'))).toBeNull();
    expect(wholeWarsawDays(at('2026-11-18T09:17:00.000Z'), at('2026-11-19T20:00:00.000Z'))).toBeNull();
    expect(wholeWarsawDays(at('2026-11-17T23:00:00.000Z'), at('2026-11-18T22:59:59.999Z'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { weekHourRuns } from '../../src/resources/orders/expand/expandFormat.ts';

const open = (from: number, to: number) => ({
  closed: false,
  from: { hour: from, minute: 0 },
  to: { hour: to, minute: 30 },
});

describe('weekHourRuns', () => {
  it('joins consecutive days with the same hours, and keeps a closed day apart', () => {
    expect(
      weekHourRuns({
        monday: open(8, 20),
        tuesday: open(8, 20),
        wednesday: open(8, 20),
        thursday: open(8, 20),
        friday: open(8, 20),
        saturday: open(9, 14),
        sunday: { closed: true },
      }),
    ).toEqual([
      { first: 'monday', last: 'friday', hours: '08:00–20:30' },
      { first: 'saturday', last: 'saturday', hours: '09:00–14:30' },
      { first: 'sunday', last: 'sunday', hours: null },
    ]);
  });

  it('fills days from the default hours, and does not join days across a day without hours', () => {
    expect(weekHourRuns({ defaultWorkingHours: open(7, 15), wednesday: { closed: true } })).toEqual([
      { first: 'monday', last: 'tuesday', hours: '07:00–15:30' },
      { first: 'wednesday', last: 'wednesday', hours: null },
      { first: 'thursday', last: 'sunday', hours: '07:00–15:30' },
    ]);
    expect(weekHourRuns({ monday: open(8, 16), wednesday: open(8, 16) })).toEqual([
      { first: 'monday', last: 'monday', hours: '08:00–16:30' },
      { first: 'wednesday', last: 'wednesday', hours: '08:00–16:30' },
    ]);
    expect(weekHourRuns(null)).toEqual([]);
  });
});

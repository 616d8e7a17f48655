// The bookable slots as days and the reasons a create's slot is refused (domain/deliverySlots.ts), at a fixed
// instant: Friday 27 March 2026, 11:30 in Warsaw (UTC+1; summer time begins on Sunday the 29th).
import { describe, expect, it } from 'vitest';
import { openAt, slotDays, slotRefusal } from '../../domain/deliverySlots.ts';
import type { WorkingSettings } from '../../domain/types.ts';

const NOW = new Date('2026-03-27T10:30:00Z');
const WS: WorkingSettings = {
  defaultWorkingHours: { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 16, minute: 0 } },
  customDates: [{ date: '2026-03-30', closed: true }],
  zone: 'Europe/Warsaw',
};

describe('slotDays', () => {
  it('lists every local day of the week ahead, today after now, a closed date empty, across the clock change', () => {
    const days = slotDays(WS, NOW);
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(days[0]!.slots).toEqual([
      { from: '2026-03-27T11:00:00.000Z', to: '2026-03-27T13:00:00.000Z' },
      { from: '2026-03-27T13:00:00.000Z', to: '2026-03-27T15:00:00.000Z' },
    ]);
    // 08:00 in Warsaw is 07:00 UTC before the change and 06:00 UTC after it.
    expect(days[1]!.slots[0]).toEqual({ from: '2026-03-28T07:00:00.000Z', to: '2026-03-28T09:00:00.000Z' });
    expect(days[2]!.slots[0]).toEqual({ from: '2026-03-29T06:00:00.000Z', to: '2026-03-29T08:00:00.000Z' });
    expect(days[2]!.slots).toHaveLength(4);
    expect(days[3]!.slots).toEqual([]);
  });

  it('keeps one date, or the first days', () => {
    expect(slotDays(WS, NOW, { date: '2026-03-31' }).map((d) => d.slots.length)).toEqual([4]);
    expect(slotDays(WS, NOW, { date: '2026-04-05' })).toEqual([]);
    expect(slotDays(WS, NOW, { days: 2 }).map((d) => d.date)).toEqual(['2026-03-27', '2026-03-28']);
  });
});

describe('slotRefusal', () => {
  it.each([
    ['2026-03-27T11:00:00Z', null],
    ['2026-03-27T11:00:00.000+00:00', null],
    ['2026-03-27T09:00:00Z', 'time_slot_in_past'],
    ['2026-03-27T10:30:00Z', 'time_slot_in_past'],
    ['2026-04-03T07:00:00Z', 'time_slot_too_far_ahead'],
    ['2026-03-30T07:00:00Z', 'time_slot_outside_opening_hours'],
    ['2026-03-27T16:00:00Z', 'time_slot_outside_opening_hours'],
    ['2026-03-28T06:00:00Z', 'time_slot_outside_opening_hours'],
    ['2026-03-28T08:00:00Z', 'time_slot_not_offered'],
    ['2026-03-28T14:30:00Z', 'time_slot_not_offered'],
  ])('%s → %s', (scheduledAt, reason) => {
    expect(slotRefusal(WS, NOW, scheduledAt)).toBe(reason);
  });
});

describe('openAt', () => {
  it('is whether the local time is within an open range of today', () => {
    expect(openAt(WS, NOW)).toBe(true);
    expect(openAt(WS, new Date('2026-03-27T15:30:00Z'))).toBe(false);
    expect(openAt(WS, new Date('2026-03-30T09:00:00Z'))).toBe(false);
  });
});

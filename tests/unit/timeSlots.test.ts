import { describe, expect, it } from 'vitest';
import {
  findSlot,
  intlParts,
  offeredSlots,
  zonedParts,
  zonedTimeToUtc,
  zoneOffsetMinutes,
} from '../../domain/timeSlots.ts';
import type { DayHours, WorkingSettings } from '../../domain/types.ts';
import { effectiveWorkingSettings } from '../../domain/workingHours.ts';

const open = (from: number, to: number): DayHours => ({
  closed: false,
  from: { hour: from, minute: 0 },
  to: { hour: to, minute: 0 },
});
const closed: DayHours = { closed: true };
const weekdays8to20: WorkingSettings = {
  monday: open(8, 20),
  tuesday: open(8, 20),
  wednesday: open(8, 20),
  thursday: open(8, 20),
  friday: open(8, 20),
  saturday: open(9, 15),
  sunday: closed,
  zone: 'Europe/Warsaw',
};

describe('Warsaw offsets', () => {
  it('is +1 h in winter and +2 h in summer', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });
  it('turns wall-clock times into instants on both sides of a change', () => {
    // 2026-03-29: clocks go 02:00 → 03:00; 2026-10-25: 03:00 → 02:00.
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 29 }, { hour: 1, minute: 0 }).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 29 }, { hour: 8, minute: 0 }).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 29 }, { hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 10, day: 25 }, { hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 10, day: 25 }, { hour: 8, minute: 0 }).toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });
});

/** The instants (with their zone) at which zonedParts answers otherwise than Intl. */
function mismatches(cases: [number, string][]): string[] {
  const wrong: string[] = [];
  for (const [ms, zone] of cases) {
    const instant = new Date(ms);
    const got = zonedParts(instant, zone);
    const want = intlParts(instant, zone);
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      wrong.push(`${instant.toISOString()} in ${zone}: ${JSON.stringify(got)}, Intl ${JSON.stringify(want)}`);
    }
  }
  return wrong;
}

describe('zonedParts (the offset kept per quarter hour)', () => {
  // Warsaw; half-hour and 45-minute offsets and a half-hour daylight saving shift (Lord Howe); and the early years of
  // zones whose local mean time had seconds (+5:21:10 in Kolkata, -3:06:28 in São Paulo) or whole minutes (+1:24 in
  // Warsaw), changed at an instant that is no quarter hour of UTC.
  const zones = ['Europe/Warsaw', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'];
  const zonesOfOld = ['Asia/Kolkata', 'Europe/Warsaw', 'America/Sao_Paulo'];

  it('answers as Intl does at every instant, across the changes of each zone', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const cases: [number, string][] = [];
    for (const zone of zones) {
      // Every 307 minutes and a random millisecond, 2025 to 2027: each change of offset and its neighbourhood.
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 307 * 60_000) {
        cases.push([t + Math.floor(random() * 60_000), zone]);
      }
    }
    for (const zone of zonesOfOld) {
      for (let t = Date.UTC(1900, 0, 1); t < Date.UTC(1940, 0, 1); t += 113 * 3_600_000 + 17 * 60_000) {
        cases.push([t + Math.floor(random() * 3_600_000), zone]);
      }
    }
    expect(cases.length).toBeGreaterThan(20_000);
    expect(mismatches(cases)).toEqual([]);
  });

  it('answers as Intl does in the seconds around each change of offset', () => {
    // Warsaw 2026 (01:00 UTC both), Lord Howe's half-hour shifts (15:00 UTC in April, 15:30 UTC in October), and three
    // changes inside a quarter hour of UTC (its offset then comes from Intl at each instant).
    const changes: [string, string][] = [
      ['2026-03-29T01:00:00Z', 'Europe/Warsaw'],
      ['2026-10-25T01:00:00Z', 'Europe/Warsaw'],
      ['2026-04-04T15:00:00Z', 'Australia/Lord_Howe'],
      ['2026-10-03T15:30:00Z', 'Australia/Lord_Howe'],
      ['1915-08-04T22:36:00Z', 'Europe/Warsaw'],
      ['1914-01-01T03:06:28Z', 'America/Sao_Paulo'],
      ['1905-12-31T18:38:50Z', 'Asia/Kolkata'],
    ];
    const cases: [number, string][] = [];
    for (const [at, zone] of changes) {
      // Each is a change: the offset a second before differs from the offset at it.
      const before = intlParts(new Date(Date.parse(at) - 1000), zone);
      const after = intlParts(new Date(at), zone);
      expect(
        Date.UTC(after.year, after.month - 1, after.day, after.hour, after.minute, after.second) - Date.parse(at),
      ).not.toBe(
        Date.UTC(before.year, before.month - 1, before.day, before.hour, before.minute, before.second) -
          (Date.parse(at) - 1000),
      );
      for (let s = -900; s <= 900; s += 1) cases.push([Date.parse(at) + s * 1000 + 999, zone]);
    }
    expect(mismatches(cases)).toEqual([]);
  });

  it('leaves an invalid instant to Intl, which refuses it', () => {
    expect(() => zonedParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('offeredSlots', () => {
  it('gives 120-minute slots every 120 minutes from opening, today only after now, for 7 days', () => {
    // Wednesday 2026-01-14 11:30 in Warsaw (10:30 UTC).
    const slots = offeredSlots(weekdays8to20, new Date('2026-01-14T10:30:00Z'));
    // Today: 12-14, 14-16, 16-18, 18-20 (the 10-12 slot started before now).
    expect(slots.slice(0, 4)).toEqual([
      { from: '2026-01-14T11:00:00.000Z', to: '2026-01-14T13:00:00.000Z' },
      { from: '2026-01-14T13:00:00.000Z', to: '2026-01-14T15:00:00.000Z' },
      { from: '2026-01-14T15:00:00.000Z', to: '2026-01-14T17:00:00.000Z' },
      { from: '2026-01-14T17:00:00.000Z', to: '2026-01-14T19:00:00.000Z' },
    ]);
    // Next day starts at the opening hour.
    expect(slots[4]).toEqual({ from: '2026-01-15T07:00:00.000Z', to: '2026-01-15T09:00:00.000Z' });
    // Wed (4) + Thu, Fri, Mon, Tue (6 each) + Sat (3: 9-11, 11-13, 13-15) + Sun closed = 31.
    expect(slots).toHaveLength(4 + 6 * 4 + 3);
    expect(slots.some((s) => s.from.startsWith('2026-01-18'))).toBe(false); // Sunday closed
    expect(slots.at(-1)!.from.startsWith('2026-01-20')).toBe(true); // Tuesday, the 7th day
  });

  it('follows the DST change (last Sunday of March) in local time', () => {
    const ws: WorkingSettings = { defaultWorkingHours: open(8, 12) };
    const slots = offeredSlots(ws, new Date('2026-03-27T20:00:00Z'), { days: 4 });
    expect(slots.map((s) => s.from)).toEqual([
      '2026-03-28T07:00:00.000Z',
      '2026-03-28T09:00:00.000Z', // Saturday, CET (+1)
      '2026-03-29T06:00:00.000Z',
      '2026-03-29T08:00:00.000Z', // Sunday, CEST (+2) from 02:00
      '2026-03-30T06:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('follows the autumn change (last Sunday of October)', () => {
    const slots = offeredSlots({ defaultWorkingHours: open(8, 10) }, new Date('2026-10-24T12:00:00Z'), { days: 3 });
    expect(slots.map((s) => s.from)).toEqual(['2026-10-25T07:00:00.000Z', '2026-10-26T07:00:00.000Z']);
  });

  it('skips closed days, custom closed dates and days too short for a slot', () => {
    const ws: WorkingSettings = {
      ...weekdays8to20,
      saturday: { closed: false, from: { hour: 10, minute: 0 }, to: { hour: 11, minute: 30 } },
      customDates: [{ date: '2026-01-16', closed: true }],
    };
    const slots = offeredSlots(ws, new Date('2026-01-15T20:00:00Z'), { days: 5 }); // Thu evening
    const days = new Set(slots.map((s) => s.from.slice(0, 10)));
    expect([...days]).toEqual(['2026-01-19']); // Fri custom-closed, Sat too short, Sun closed, Mon open
  });

  it('half-hour opening times give half-hour slot starts', () => {
    const slots = offeredSlots(
      { defaultWorkingHours: { closed: false, from: { hour: 9, minute: 30 }, to: { hour: 14, minute: 0 } } },
      new Date('2026-01-14T20:00:00Z'),
      { days: 2 },
    );
    expect(slots.map((s) => s.from)).toEqual(['2026-01-15T08:30:00.000Z', '2026-01-15T10:30:00.000Z']);
  });

  it('without working hours: 08:00-20:00 every day', () => {
    const slots = offeredSlots(null, new Date('2026-01-17T22:00:00Z')); // Saturday 23:00 local
    expect(slots).toHaveLength(6 * 6); // Sunday..Friday, today has none left
    expect(slots[0]).toEqual({ from: '2026-01-18T07:00:00.000Z', to: '2026-01-18T09:00:00.000Z' });
  });

  it('findSlot matches the same instant in any ISO form', () => {
    const slots = offeredSlots(null, new Date('2026-01-17T22:00:00Z'));
    expect(findSlot(slots, '2026-01-18T08:00:00+01:00')).toEqual(slots[0]);
    expect(findSlot(slots, '2026-01-18T08:30:00+01:00')).toBeUndefined();
    expect(findSlot(slots, 'nonsense')).toBeUndefined();
  });
});

describe('offeredSlots with several ranges, special dates and company defaults', () => {
  const twoRanges: DayHours = {
    closed: false,
    from: { hour: 8, minute: 0 },
    to: { hour: 18, minute: 0 },
    ranges: [
      { from: { hour: 8, minute: 0 }, to: { hour: 12, minute: 0 } },
      { from: { hour: 14, minute: 0 }, to: { hour: 18, minute: 0 } },
    ],
  };

  it('gives slots in each range of a day, none in the break', () => {
    // Thursday 2026-01-15 in the evening: the next day is Friday.
    const slots = offeredSlots({ friday: twoRanges }, new Date('2026-01-15T20:00:00Z'), { days: 2 });
    expect(slots.map((s) => s.from)).toEqual([
      '2026-01-16T07:00:00.000Z',
      '2026-01-16T09:00:00.000Z', // 08-10, 10-12
      '2026-01-16T13:00:00.000Z',
      '2026-01-16T15:00:00.000Z', // 14-16, 16-18 (12-14 is the break)
    ]);
  });

  it('reads hours stored as one from/to range as before', () => {
    const slots = offeredSlots({ friday: open(8, 12) }, new Date('2026-01-15T20:00:00Z'), { days: 2 });
    expect(slots.map((s) => s.from)).toEqual(['2026-01-16T07:00:00.000Z', '2026-01-16T09:00:00.000Z']);
  });

  it('a closed special date gives no slot that date; a special date with other hours gives those', () => {
    const ws: WorkingSettings = {
      ...weekdays8to20,
      customDates: [
        { date: '2026-01-16', closed: true },
        {
          date: '2026-01-18',
          closed: false,
          ranges: [
            { from: { hour: 10, minute: 0 }, to: { hour: 12, minute: 0 } },
            { from: { hour: 15, minute: 0 }, to: { hour: 17, minute: 0 } },
          ],
        },
      ],
    };
    const slots = offeredSlots(ws, new Date('2026-01-15T20:00:00Z'), { days: 4 }); // Thu evening: Thu..Sun
    expect(slots.some((s) => s.from.startsWith('2026-01-16'))).toBe(false); // Friday closed that date
    expect(slots.filter((s) => s.from.startsWith('2026-01-17'))).toHaveLength(3); // Saturday 9-15 as usual
    // Sunday (closed every week) opens 10-12 and 15-17 that date.
    expect(slots.filter((s) => s.from.startsWith('2026-01-18')).map((s) => s.from)).toEqual([
      '2026-01-18T09:00:00.000Z',
      '2026-01-18T14:00:00.000Z',
    ]);
  });

  it('a special date alone does not close the other days (08:00-20:00 without weekly hours)', () => {
    const slots = offeredSlots(
      { customDates: [{ date: '2026-01-16', closed: true }] },
      new Date('2026-01-15T20:00:00Z'),
      { days: 3 },
    );
    const days = [...new Set(slots.map((s) => s.from.slice(0, 10)))];
    expect(days).toEqual(['2026-01-17']);
    expect(slots).toHaveLength(6);
  });

  it('a point without weekly hours follows its company defaults, its own special dates first', () => {
    const company: WorkingSettings = {
      defaultWorkingHours: open(9, 13),
      customDates: [{ date: '2026-01-17', closed: true }],
    };
    const point: WorkingSettings = { customDates: [{ date: '2026-01-16', closed: true }] };
    const ws = effectiveWorkingSettings(point, company);
    expect(ws).toEqual({
      defaultWorkingHours: open(9, 13),
      customDates: [
        { date: '2026-01-16', closed: true },
        { date: '2026-01-17', closed: true },
      ],
    });
    const slots = offeredSlots(ws, new Date('2026-01-15T20:00:00Z'), { days: 4 });
    expect(slots.map((s) => s.from)).toEqual(['2026-01-18T08:00:00.000Z', '2026-01-18T10:00:00.000Z']);
  });

  it('a point with weekly hours of its own ignores the company defaults', () => {
    const company: WorkingSettings = {
      defaultWorkingHours: open(9, 13),
      customDates: [{ date: '2026-01-16', closed: true }],
    };
    const point: WorkingSettings = { friday: open(8, 10) };
    expect(effectiveWorkingSettings(point, company)).toBe(point);
    expect(
      offeredSlots(effectiveWorkingSettings(point, company), new Date('2026-01-15T20:00:00Z'), { days: 2 }).map(
        (s) => s.from,
      ),
    ).toEqual(['2026-01-16T07:00:00.000Z']);
  });

  it('no pickup point: the company defaults, else 08:00-20:00', () => {
    expect(effectiveWorkingSettings(null, { friday: open(8, 10) })).toEqual({ friday: open(8, 10) });
    expect(effectiveWorkingSettings(null, null)).toBeNull();
    expect(effectiveWorkingSettings(null, { zone: 'Europe/Prague' })).toEqual({ zone: 'Europe/Prague' });
  });
});

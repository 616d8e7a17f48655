// The calendar's data window: 5 months each side of the viewed date, aligned to days; the page refetches only when
// a view's visible range leaves it.
import { describe, expect, it } from 'vitest';
import { covers, visibleRange, windowAround, windowQuery } from '../../src/resources/multipliers/calendarWindow.ts';

describe('multiplier calendar window', () => {
  it('spans from the start of the day 5 months before to the end of the day 5 months after', () => {
    const w = windowAround(new Date(2030, 6, 15, 13, 45));
    expect(w.from).toEqual(new Date(2030, 1, 15, 0, 0, 0, 0));
    expect(w.to).toEqual(new Date(2030, 11, 15, 23, 59, 59, 999));
    expect(windowQuery(w)).toEqual({ dateFrom: w.from.toISOString(), dateTo: w.to.toISOString() });
  });

  it('knows what each view shows (weeks from Monday)', () => {
    const day = new Date(2030, 6, 17, 10); // a Wednesday
    expect(visibleRange('day', day)).toEqual({
      from: new Date(2030, 6, 17),
      to: new Date(2030, 6, 17, 23, 59, 59, 999),
    });
    expect(visibleRange('week', day)).toEqual({
      from: new Date(2030, 6, 15),
      to: new Date(2030, 6, 21, 23, 59, 59, 999),
    });
    // July 2030 starts on a Monday and ends on a Wednesday: the month view shows up to Sunday 4 August.
    expect(visibleRange('month', day)).toEqual({
      from: new Date(2030, 6, 1),
      to: new Date(2030, 7, 4, 23, 59, 59, 999),
    });
  });

  it('covers a visible range only when it lies wholly inside', () => {
    const w = windowAround(new Date(2030, 6, 15));
    expect(covers(w, visibleRange('month', new Date(2030, 10, 1)))).toBe(true);
    expect(covers(w, visibleRange('month', new Date(2030, 11, 1)))).toBe(false);
    expect(covers(w, visibleRange('day', new Date(2030, 1, 15)))).toBe(true);
    expect(covers(w, visibleRange('week', new Date(2030, 1, 15)))).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertOrderStatus,
  assertOrderType,
  exceedsStageHighlight,
  isoEpochMs,
  ONGOING_STATUSES,
  orderRowColour,
  orderStage,
  realization,
  reasonGroup,
  statusPriority,
  stuckInStage,
  timeInStage,
  UnsupportedValueError,
} from '../../domain/orderRules.ts';
import { ACTIVE_STATUS_PRIORITY_FLOOR, ORDER_STATUSES } from '../../domain/enums.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.join(import.meta.dirname, '../../server/db/migrations');

const at = (iso: string) => new Date(iso);

describe('order statuses and types', () => {
  it('accepts the eight statuses and rejects any other as an error', () => {
    for (const s of ORDER_STATUSES) expect(assertOrderStatus(s)).toBe(s);
    expect(() => assertOrderStatus('lost')).toThrow(UnsupportedValueError);
  });
  it('accepts the four order types and rejects any other as an error', () => {
    expect(assertOrderType('simple_arrival')).toBe('simple_arrival');
    expect(() => assertOrderType('drone')).toThrow(UnsupportedValueError);
  });
  it('ranks statuses new 99, scheduled 90, accepted 50, picked_up 40, arrived 30, cancelled 10, delivered 2, finished 0', () => {
    const ranked = [...ORDER_STATUSES].sort((a, b) => statusPriority(b) - statusPriority(a));
    expect(ranked).toEqual([
      'new',
      'scheduled',
      'accepted',
      'picked_up',
      'arrived',
      'cancelled',
      'delivered',
      'finished',
    ]);
    expect(statusPriority('new')).toBe(99);
    expect(statusPriority('finished')).toBe(0);
  });
  it('ranks the orders still to be handled (scheduled or ongoing) above the floor of the list index, every other below', () => {
    for (const s of ORDER_STATUSES) {
      const stillToHandle = s === 'scheduled' || ONGOING_STATUSES.includes(s);
      expect(statusPriority(s) >= ACTIVE_STATUS_PRIORITY_FLOOR, s).toBe(stillToHandle);
    }
    // The partial index the first page of the list reads repeats the floor in its predicate.
    const migrations = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(MIGRATIONS, f), 'utf8'))
      .join('\n');
    expect(migrations).toContain(`CREATE INDEX "orders_active_list_idx"`);
    expect(migrations).toMatch(
      new RegExp(`orders_active_list_idx[^;]*WHERE "orders"."status_priority" >= ${ACTIVE_STATUS_PRIORITY_FLOOR};`),
    );
  });
});

describe('stage', () => {
  const began = '2026-11-20T10:00:00.000Z';
  it('new is ongoing but neither in delivery nor to be picked up', () => {
    expect(orderStage('new', true, began)).toEqual({
      status: 'new',
      isOngoing: true,
      inDelivery: false,
      toBePickedUp: false,
      beganAt: began,
    });
  });
  it('accepted is to be picked up with a pickup point, in delivery without one', () => {
    expect(orderStage('accepted', true, began)).toMatchObject({
      isOngoing: true,
      toBePickedUp: true,
      inDelivery: false,
    });
    expect(orderStage('accepted', false, began)).toMatchObject({
      isOngoing: true,
      toBePickedUp: false,
      inDelivery: true,
    });
  });
  it('picked_up and arrived are in delivery', () => {
    for (const s of ['picked_up', 'arrived'] as const)
      expect(orderStage(s, true, began)).toMatchObject({ isOngoing: true, inDelivery: true });
  });
  it('finished, delivered, scheduled and cancelled are not ongoing', () => {
    for (const s of ['finished', 'delivered', 'scheduled', 'cancelled'] as const) {
      expect(orderStage(s, true, began)).toMatchObject({ isOngoing: false, inDelivery: false, toBePickedUp: false });
    }
  });
});

describe('reason group', () => {
  it('groups not-accepted cancellations apart from the others', () => {
    expect(reasonGroup('cancelled', 'ORDER_NOT_ACCEPTED_IN_5_MIN')).toBe('not_accepted');
    expect(reasonGroup('cancelled', 'ORDER_NOT_ACCEPTED_IN_X_MIN')).toBe('not_accepted');
    expect(reasonGroup('cancelled', 'WRONG_ADDRESS')).toBe('other');
    expect(reasonGroup('cancelled', null)).toBe('other');
    expect(reasonGroup('delivered', 'WRONG_ADDRESS')).toBeNull();
  });
});

describe('row colours and highlight', () => {
  it('colours new and scheduled yellow, accepted/picked_up/arrived green, cancelled red, the rest grey', () => {
    expect(['new', 'scheduled'].map((s) => orderRowColour(s as never))).toEqual(['yellow', 'yellow']);
    expect(['accepted', 'picked_up', 'arrived'].map((s) => orderRowColour(s as never))).toEqual([
      'green',
      'green',
      'green',
    ]);
    expect(orderRowColour('cancelled')).toBe('red');
    expect(['delivered', 'finished'].map((s) => orderRowColour(s as never))).toEqual(['grey', 'grey']);
  });
  it('highlights above 720 minutes in stage, not at 720', () => {
    expect(exceedsStageHighlight(720)).toBe(false);
    expect(exceedsStageHighlight(721)).toBe(true);
  });
  it('stops the clock when an order ends, and frames only an ongoing order stuck in one stage', () => {
    const began = '2025-01-10T08:00:00.000Z';
    const now = '2025-01-11T08:00:00.000Z'; // 1,440 minutes later
    expect(ORDER_STATUSES.map((status) => [status, timeInStage(status, began, now)])).toEqual(
      ORDER_STATUSES.map((status) => [status, ['delivered', 'cancelled', 'finished'].includes(status) ? null : 1440]),
    );
    expect(ORDER_STATUSES.filter((status) => stuckInStage({ status, timeInStage: 1440 }))).toEqual(ONGOING_STATUSES);
    expect(stuckInStage({ status: 'arrived', timeInStage: 720 })).toBe(false);
    expect(stuckInStage({ status: 'arrived', timeInStage: null })).toBe(false);
  });
});

describe('realization', () => {
  const base = {
    createdAt: at('2026-11-20T10:00:00Z'),
    deliveredAt: null,
    finishedAt: null,
    scheduledSlotFrom: null,
    scheduledSlotTo: null,
  };
  it('counts minutes from creation to delivery and checks the 180-minute promise', () => {
    const r = realization(
      { ...base, status: 'delivered', deliveredAt: at('2026-11-20T12:30:00Z') },
      at('2026-11-20T15:00:00Z'),
    );
    expect(r).toEqual({ totalRealizationTime: 150, realizedWithin: { promiseMinutes: 180, onTime: true } });
    const late = realization(
      { ...base, status: 'delivered', deliveredAt: at('2026-11-20T13:01:00Z') },
      at('2026-11-20T15:00:00Z'),
    );
    expect(late.realizedWithin.onTime).toBe(false);
  });
  it('counts to now while ongoing, late once the promise has passed, undecided before', () => {
    expect(realization({ ...base, status: 'accepted' }, at('2026-11-20T11:00:00Z'))).toEqual({
      totalRealizationTime: 60,
      realizedWithin: { promiseMinutes: 180, onTime: null },
    });
    expect(realization({ ...base, status: 'accepted' }, at('2026-11-20T14:00:00Z')).realizedWithin.onTime).toBe(false);
  });
  it('has no realization time for a cancelled order', () => {
    expect(realization({ ...base, status: 'cancelled' }, at('2026-11-20T14:00:00Z')).totalRealizationTime).toBeNull();
  });
  it('measures a scheduled order against its slot', () => {
    const slot = { scheduledSlotFrom: at('2026-11-21T08:00:00Z'), scheduledSlotTo: at('2026-11-21T10:00:00Z') };
    const r = realization(
      { ...base, ...slot, status: 'delivered', deliveredAt: at('2026-11-21T09:15:00Z') },
      at('2026-11-21T12:00:00Z'),
    );
    expect(r.realizedWithin).toEqual({ promiseMinutes: 120, onTime: true });
  });
  it("gives the same answer on ISO text and epoch milliseconds as on Dates (the list computes on the rows' text)", () => {
    const slot = { scheduledSlotFrom: '2026-11-21T08:00:00.000Z', scheduledSlotTo: '2026-11-21T10:00:00.000Z' };
    const cases = [
      { ...base, status: 'delivered' as const, deliveredAt: '2026-11-20T13:01:00.000Z' },
      { ...base, status: 'accepted' as const },
      { ...base, ...slot, status: 'delivered' as const, deliveredAt: '2026-11-21T09:15:00.000Z' },
      { ...base, status: 'finished' as const, finishedAt: '2026-11-20T11:59:59.999Z' },
    ];
    for (const c of cases) {
      const asDates = Object.fromEntries(
        Object.entries(c).map(([k, v]) => [k, typeof v === 'string' && k !== 'status' ? new Date(v) : v]),
      );
      const expected = realization(asDates as typeof c, at('2026-11-20T14:00:00Z'));
      expect(realization({ ...c, createdAt: '2026-11-20T10:00:00.000Z' }, '2026-11-20T14:00:00.000Z')).toEqual(
        expected,
      );
      expect(realization(c, Date.parse('2026-11-20T14:00:00Z'))).toEqual(expected);
    }
    expect(realization(cases[3], at('2026-11-20T14:00:00Z'))).toEqual({
      totalRealizationTime: 119,
      realizedWithin: { promiseMinutes: 180, onTime: true },
    });
  });
});

describe('isoEpochMs', () => {
  const same = (text: string) => expect(Object.is(isoEpochMs(text), Date.parse(text)), text).toBe(true);

  it("answers as Date.parse on toISOString()'s form, every year, month, day and time", () => {
    // Years 0 to 9999 (the form's four digits), leap days and the turn of every era of 400 years included.
    const iso = fc
      .integer({ min: Date.UTC(0, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(iso, (text) => Object.is(isoEpochMs(text), Date.parse(text))),
      { numRuns: 20_000 },
    );
    for (const text of [
      '2024-02-29T00:00:00.000Z',
      '2000-02-29T12:00:00.000Z',
      '1900-03-01T00:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '0000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ])
      same(text);
  });

  it('answers as Date.parse on any other text of that length: days past the month, hour 24, out of range, not digits', () => {
    for (const text of [
      '2026-02-31T00:00:00.000Z',
      '2026-11-30T24:00:00.000Z',
      '2026-11-30T23:60:00.000Z',
      '2026-11-30T23:59:60.000Z',
      '2026-00-10T00:00:00.000Z',
      '2026-13-10T00:00:00.000Z',
      '2026-11-00T00:00:00.000Z',
      '2026-11-32T00:00:00.000Z',
      '2026-11-3aT00:00:00.000Z',
      '2026-11-30T00:00:00.0a0Z',
      '2026-11-30T00:00:00,000Z',
      '2026/11/30T00:00:00.000Z',
      '+12026-11-30T00:00:00.00Z',
      '2026-11-30 07:39:30.123+00',
      '2026-11-30T07:39:30Z',
      '2026-11-30',
      '',
    ])
      same(text);
    const anyText = fc.string({ minLength: 24, maxLength: 24, unit: fc.constantFrom(...'0123456789-T:.Z+ ') });
    fc.assert(
      fc.property(anyText, (text) => Object.is(isoEpochMs(text), Date.parse(text))),
      { numRuns: 5_000 },
    );
  });
});

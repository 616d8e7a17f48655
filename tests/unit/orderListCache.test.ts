// The order list's cached page moved by an event's row (src/realtime/orderListCache.ts), with the filter and sort told
// from the row (domain/orderListPlace.ts).
import { describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '../../domain/api.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { isOngoing } from '../../domain/orderRules.ts';
import { spacedBurst } from '../../src/realtime/burst.ts';
import { compareOrderRows, matchOrderListRow } from '../../domain/orderListPlace.ts';
import {
  applyOrderRow,
  orderListViewOf,
  OrderVersions,
  type OrderListPage,
} from '../../src/realtime/orderListCache.ts';

const DAY_FROM = '2025-01-10T00:00:00.000Z';
const DAY_TO = '2025-01-10T23:59:59.999Z';

/** A list row: created and in its stage since `minute` minutes past 08:00 of the day. */
const row = (
  id: number,
  status: OrderStatus,
  minute: number,
  overrides: Partial<OrderListItem> = {},
): OrderListItem => {
  const at = new Date(Date.parse('2025-01-10T08:00:00.000Z') + minute * 60_000).toISOString();
  return {
    id,
    orderNo: `N${id}`,
    returnsOrderNo: null,
    externalId: null,
    company: { id: 3, name: 'Kwiaty', logo: null },
    region: { id: 1, name: 'Warszawa' },
    type: 'pickup_delivery',
    status,
    cancellationReason: null,
    reasonGroup: null,
    stage: { status, isOngoing: isOngoing(status), inDelivery: false, toBePickedUp: false, beganAt: at },
    createdAt: at,
    scheduledAt: null,
    scheduledSlotRange: null,
    deliveredAt: null,
    cancelledAt: null,
    timeInStage: 1,
    totalRealizationTime: 1,
    realizedWithin: { promiseMinutes: 180, onTime: null },
    pickupPoint: null,
    driver: null,
    packageSize: 'M',
    price: null,
    flags: { onHold: null, multiplier: null, emergencyDelivery: false, noVerificationCode: null },
    lastComment: null,
    ...overrides,
  };
};

/** The list's getList params: today's range (the console's default), sorted by priority, page 1 of `perPage`. */
const params = (
  filter: Record<string, unknown> = {},
  more: { sort?: string; page?: number; perPage?: number } = {},
) => ({
  filter: { dateFrom: DAY_FROM, dateTo: DAY_TO, ...filter },
  sort: { field: more.sort ?? 'priority', order: (more.sort === '-createdAt' ? 'DESC' : 'ASC') as 'ASC' | 'DESC' },
  pagination: { page: more.page ?? 1, perPage: more.perPage ?? 50 },
});

const apply = (
  page: OrderListPage,
  p: ReturnType<typeof params>,
  orderId: number,
  next: OrderListItem | null | undefined,
  created = false,
) => applyOrderRow(page, orderListViewOf(p), { orderId, row: next, event: created ? 'newOrder' : 'editOrder' });

const ids = (page: OrderListPage) => page.data.map((r) => r.id);

// Priority: new (99) above accepted (50) above delivered (2); within a status the earlier stage first.
const A = row(1, 'new', 10);
const B = row(2, 'new', 20);
const C = row(3, 'accepted', 5);
const D = row(4, 'delivered', 1);

describe('an event on a row of the page', () => {
  it('replaces the row in place when its place stays, asking nothing', () => {
    const page = { data: [A, B, C], total: 3 };
    const commented = { ...B, lastComment: { comment: 'Ring twice', createdAt: DAY_FROM, createdBy: 'anna' } };
    const { page: next, reread } = apply(page, params(), 2, commented);
    expect(reread).toBe(false);
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next.data[1]).toBe(commented);
    expect(next.total).toBe(3);
  });

  it('moves the row where the sort puts it', () => {
    const page = { data: [A, B, C, D], total: 4 };
    // A is accepted at minute 30: below the new order and below C (accepted earlier).
    const accepted = row(1, 'accepted', 10, { stage: { ...row(1, 'accepted', 30).stage } });
    const { page: next, reread } = apply(page, params(), 1, accepted);
    expect(ids(next)).toEqual([2, 3, 1, 4]);
    expect(reread).toBe(false);
    expect(next.total).toBe(4);
  });

  it('moves by each sort: stage, newest first, oldest first', () => {
    const page = { data: [C, A, B], total: 3 };
    // Stage sort: the stage that began first first. B's stage now begins before all.
    const restarted = { ...B, stage: { ...B.stage, beganAt: '2025-01-10T08:01:00.000Z' } };
    expect(ids(apply(page, params({}, { sort: 'stage' }), 2, restarted).page)).toEqual([2, 3, 1]);
    const newest = { data: [B, A, C], total: 3 };
    // Newest first: creation does not change, the row stays where it is.
    expect(ids(apply(newest, params({}, { sort: '-createdAt' }), 1, { ...A, status: 'accepted' }).page)).toEqual([
      2, 1, 3,
    ]);
    const oldest = { data: [C, A, B], total: 3 };
    const fresh = row(9, 'new', 15);
    expect(ids(apply(oldest, params({}, { sort: 'createdAt' }), 9, fresh, true).page)).toEqual([3, 1, 9, 2]);
  });

  it('takes the row off the page when it no longer matches the filter, the total one less', () => {
    const page = { data: [A, B], total: 2 };
    const { page: next, reread } = apply(page, params({ status: ['new'] }), 1, row(1, 'accepted', 10));
    expect(ids(next)).toEqual([2]);
    expect(next.total).toBe(1);
    expect(reread).toBe(false);
  });

  it('rereads after taking a row off a page that has more rows after it (one moves up)', () => {
    const page = { data: [A, B], total: 5 };
    const { page: next, reread } = apply(page, params({ status: ['new'] }, { perPage: 2 }), 1, row(1, 'accepted', 10));
    expect(ids(next)).toEqual([2]);
    expect(next.total).toBe(4);
    expect(reread).toBe(true);
  });

  it('takes the row off on row: null (the order left the listener’s reach)', () => {
    const page = { data: [A, B, C], total: 3 };
    const { page: next, reread } = apply(page, params(), 2, null);
    expect(ids(next)).toEqual([1, 3]);
    expect(next.total).toBe(2);
    expect(reread).toBe(false);
  });

  it('keeps the row in place and rereads when its new place may be on the next page', () => {
    const page = { data: [A, B], total: 10 };
    const { page: next, reread } = apply(page, params({}, { perPage: 2 }), 1, row(1, 'delivered', 10));
    expect(ids(next)).toEqual([1, 2]);
    expect(next.data[0].status).toBe('delivered');
    expect(reread).toBe(true);
  });
});

describe('an event on an order not on the page', () => {
  it('inserts a new order where the sort puts it, the total one more', () => {
    const page = { data: [A, C, D], total: 3 };
    const { page: next, reread } = apply(page, params(), 7, row(7, 'new', 15), true);
    expect(ids(next)).toEqual([1, 7, 3, 4]);
    expect(next.total).toBe(4);
    expect(reread).toBe(false);
  });

  it('moves the last row of a full page on to the next page', () => {
    const page = { data: [A, C], total: 7 };
    const { page: next, reread } = apply(page, params({}, { perPage: 2 }), 7, row(7, 'new', 15), true);
    expect(ids(next)).toEqual([1, 7]);
    expect(next.total).toBe(8);
    expect(reread).toBe(false);
  });

  it('changes only the total for a new order whose place is after a full page', () => {
    const page = { data: [A, B], total: 7 };
    const { page: next, reread } = apply(page, params({}, { perPage: 2 }), 7, row(7, 'scheduled', 15), true);
    expect(ids(next)).toEqual([1, 2]);
    expect(next.total).toBe(8);
    expect(reread).toBe(false);
  });

  it('rereads a new order that belongs before a later page (an earlier page’s last row moves here)', () => {
    const page = { data: [C, D], total: 4 };
    const { page: next, reread } = apply(page, params({}, { page: 2, perPage: 2 }), 7, row(7, 'new', 15), true);
    expect(next).toBe(page);
    expect(reread).toBe(true);
  });

  it('inserts an order that came up from a later page without changing the total', () => {
    // Today's orders, whatever their status: an order of today was on the list before too (on page 2).
    const page = { data: [A, C], total: 5 };
    const { page: next, reread } = apply(page, params({}, { perPage: 2 }), 8, row(8, 'new', 12));
    expect(ids(next)).toEqual([1, 8]);
    expect(next.total).toBe(5);
    expect(reread).toBe(false);
  });

  it('inserts an order that may have joined the list (its status matches now) and rereads for the total', () => {
    const page = { data: [A, B], total: 5 };
    const { page: next, reread } = apply(page, params({ status: ['new'] }, { perPage: 2 }), 8, row(8, 'new', 12));
    expect(ids(next)).toEqual([1, 8]);
    expect(next.total).toBe(5);
    expect(reread).toBe(true);
  });

  it('ignores an order the filter never held (another company, region or day)', () => {
    const page = { data: [A, B], total: 9 };
    const p = params({ companyIds: [3], region: 'Warszawa' }, { perPage: 2 });
    const other = row(8, 'new', 12, { company: { id: 4, name: 'Inna', logo: null } });
    expect(apply(page, p, 8, other)).toEqual({ page, reread: false });
    const elsewhere = row(8, 'new', 12, { region: { id: 2, name: 'Kraków' } });
    expect(apply(page, p, 8, elsewhere)).toEqual({ page, reread: false });
    const tomorrow = row(8, 'new', 12, { createdAt: '2025-01-11T08:00:00.000Z' });
    expect(apply(page, p, 8, tomorrow)).toEqual({ page, reread: false });
  });

  it('lowers the total for an order of an earlier day that ended, on page 1 only when it was there', () => {
    // Created yesterday, delivered now: it was on today's list while ongoing (showPastActiveOrders).
    const yesterday = row(8, 'delivered', 12, { createdAt: '2025-01-09T12:00:00.000Z' });
    const page = { data: [A, B], total: 9 };
    const { page: next, reread } = apply(page, params({}, { perPage: 2 }), 8, yesterday);
    // Whether it was ongoing before is not in the row: the total is read again.
    expect(next).toBe(page);
    expect(reread).toBe(true);
    // Without the past active orders, it never was on the list.
    expect(apply(page, params({ showPastActiveOrders: false }, { perPage: 2 }), 8, yesterday)).toEqual({
      page,
      reread: false,
    });
  });

  it('lists an ongoing order of an earlier day on today’s list (showPastActiveOrders), a done one not', () => {
    const page = { data: [A, C], total: 2 };
    const ongoing = row(8, 'accepted', 0, { createdAt: '2025-01-09T12:00:00.000Z' });
    expect(ids(apply(page, params(), 8, ongoing, true).page)).toEqual([1, 8, 3]);
    const done = row(8, 'delivered', 0, { createdAt: '2025-01-09T12:00:00.000Z' });
    expect(apply(page, params(), 8, done)).toEqual({ page, reread: false });
  });

  it('rereads a newOrder that names the order whose change created another (a return order)', () => {
    const page = { data: [A, C, D], total: 3 };
    const cancelled = row(3, 'cancelled', 5);
    const { page: next, reread } = apply(page, params(), 3, cancelled, true);
    // The cancelled order's row applies as any change's; the new order it does not carry is read.
    expect(ids(next)).toEqual([1, 3, 4]);
    expect(next.data[1].status).toBe('cancelled');
    expect(next.total).toBe(3);
    expect(reread).toBe(true);
  });

  it('on a page that holds the whole list, an order not on it was on no page', () => {
    const page = { data: [A, B], total: 2 };
    const { page: next, reread } = apply(page, params({ status: ['new'] }), 8, row(8, 'new', 12));
    expect(ids(next)).toEqual([1, 8, 2]);
    expect(next.total).toBe(3);
    expect(reread).toBe(false);
    expect(apply(page, params(), 8, null)).toEqual({ page, reread: false });
  });
});

describe('what the row cannot tell', () => {
  const page = { data: [A, B], total: 9 };
  it('rereads an event without a row, changing nothing', () => {
    expect(apply(page, params(), 1, undefined)).toEqual({ page, reread: true });
  });

  it('rereads a product filter for an order not on the page, and updates one on it in place', () => {
    const p = params({ productId: 5 }, { perPage: 2 });
    expect(apply(page, p, 8, row(8, 'new', 12), true)).toEqual({ page, reread: true });
    const commented = { ...A, lastComment: { comment: 'x', createdAt: DAY_FROM, createdBy: 'anna' } };
    const { page: next, reread } = apply(page, p, 1, commented);
    expect(next.data[0]).toBe(commented);
    expect(reread).toBe(false);
  });

  it('rereads an attention list (its rules read the clock), the row updated in place meanwhile', () => {
    const p = params({ attention: 'stuckInStage' }, { perPage: 2 });
    const { page: next, reread } = apply(page, p, 1, { ...A, timeInStage: 99 });
    expect(next.data[0].timeInStage).toBe(99);
    expect(reread).toBe(true);
    // An order no longer to be handled is on no attention list.
    expect(ids(apply(page, p, 1, row(1, 'delivered', 10)).page)).toEqual([2]);
  });

  it('finds a searched order by its number; another could match by its receiver', () => {
    const p = params({ q: 'n8' }, { perPage: 2 });
    const found = { data: [A], total: 1 };
    expect(ids(apply(found, p, 8, row(8, 'new', 12), true).page)).toEqual([1, 8]);
    expect(apply(page, p, 9, row(9, 'new', 12))).toEqual({ page, reread: true });
  });

  it('rereads a list whose filter it cannot read', () => {
    expect(apply(page, params({ companyIds: ['x'] }), 1, A)).toEqual({ page, reread: true });
  });
});

describe('versions', () => {
  it('ignores an event older than the one applied, applies an equal or newer one', () => {
    const versions = new OrderVersions();
    expect(versions.isStale(1, 100)).toBe(false);
    versions.hold(1, 100);
    expect(versions.isStale(1, 99)).toBe(true);
    expect(versions.isStale(1, 100)).toBe(false);
    expect(versions.isStale(1, 101)).toBe(false);
    expect(versions.isStale(2, 1)).toBe(false);
    // An event without a version (the server could not read the order) is never older.
    expect(versions.isStale(1, undefined)).toBe(false);
  });

  it('keeps the last orders heard, forgetting the longest unheard', () => {
    const versions = new OrderVersions(2);
    versions.hold(1, 10);
    versions.hold(2, 10);
    versions.hold(1, 11);
    versions.hold(3, 10);
    expect(versions.isStale(1, 10)).toBe(true);
    expect(versions.isStale(3, 9)).toBe(true);
    expect(versions.isStale(2, 9)).toBe(false);
  });
});

describe('the list’s order and filter on a row', () => {
  it('sorts as the server: priority, then the stage’s start, then the id, newest first', () => {
    const twin = row(5, 'new', 10);
    expect([C, twin, D, A].sort((a, b) => compareOrderRows('priority', a, b)).map((r) => r.id)).toEqual([5, 1, 3, 4]);
    expect([A, twin].sort((a, b) => compareOrderRows('createdAt', a, b)).map((r) => r.id)).toEqual([1, 5]);
    expect([A, twin].sort((a, b) => compareOrderRows('-createdAt', a, b)).map((r) => r.id)).toEqual([5, 1]);
    expect([A, twin].sort((a, b) => compareOrderRows('stage', a, b)).map((r) => r.id)).toEqual([5, 1]);
  });

  it('matches the status, companies, region, order id and range, inclusive of dateTo’s millisecond', () => {
    const q = { dateFrom: DAY_FROM, dateTo: DAY_TO, showPastActiveOrders: true };
    expect(matchOrderListRow(q, A)).toEqual({ now: 'yes', before: 'yes' });
    expect(matchOrderListRow({ ...q, status: ['accepted'] }, A)).toEqual({ now: 'no', before: 'unknown' });
    expect(matchOrderListRow({ ...q, companyIds: [4] }, A)).toEqual({ now: 'no', before: 'no' });
    expect(matchOrderListRow({ orderId: 1, dateFrom: '2030-01-01T00:00:00.000Z' }, A).now).toBe('yes');
    expect(matchOrderListRow({ dateTo: '2025-01-10T08:10:00.000Z' }, A).now).toBe('yes');
    expect(matchOrderListRow({ dateTo: '2025-01-10T08:09:59.999Z' }, A).now).toBe('no');
  });
});

describe('the reads events cause, spaced (spacedBurst)', () => {
  it('reads a burst once after its delay, then at most once every gap however many events arrive', () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const reads = spacedBurst(() => (runs += 1), 250, 5_000);
      reads.add();
      reads.add();
      vi.advanceTimersByTime(250);
      expect(runs).toBe(1);
      // Ten events a second for ten seconds: a read at 5 s and at 10 s after the first, no more.
      for (let i = 0; i < 100; i++) {
        reads.add();
        vi.advanceTimersByTime(100);
      }
      expect(runs).toBe(3);
      // After a quiet spell, the next event is read after the delay alone.
      vi.advanceTimersByTime(10_000);
      reads.add();
      vi.advanceTimersByTime(250);
      expect(runs).toBe(4);
      reads.add();
      reads.cancel();
      vi.advanceTimersByTime(10_000);
      expect(runs).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

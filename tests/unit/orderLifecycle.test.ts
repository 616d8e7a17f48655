import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  isCancellable,
  notAcceptedReason,
  ORDER_TRANSITIONS,
  OrderTransitionError,
  statusChange,
  timestampFieldFor,
} from '../../domain/orderLifecycle.ts';
import { UnsupportedValueError } from '../../domain/orderRules.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/enums.ts';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['new', 'accepted'],
  ['new', 'cancelled'],
  ['scheduled', 'new'],
  ['scheduled', 'accepted'],
  ['scheduled', 'cancelled'],
  ['accepted', 'picked_up'],
  ['accepted', 'arrived'],
  ['accepted', 'new'],
  ['accepted', 'cancelled'],
  ['picked_up', 'arrived'],
  ['picked_up', 'delivered'],
  ['picked_up', 'cancelled'],
  ['arrived', 'delivered'],
  ['arrived', 'cancelled'],
  ['delivered', 'finished'],
  ['cancelled', 'new'],
];

describe('order transitions', () => {
  it('lists a transition table for every status, and exactly the allowed moves', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    const table = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => [from, to]));
    expect(table.sort()).toEqual([...ALLOWED].sort());
  });

  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it.each([
    ['delivered', 'new'],
    ['cancelled', 'delivered'],
    ['new', 'delivered'],
    ['new', 'picked_up'],
    ['arrived', 'picked_up'],
    ['new', 'new'],
  ] as [OrderStatus, OrderStatus][])('forbids %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(OrderTransitionError);
  });

  it('forbids any move out of finished', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('finished', to)).toBe(false);
      expect(() => assertTransition('finished', to)).toThrow(OrderTransitionError);
    }
  });

  it('carries the statuses of a forbidden move on the error', () => {
    try {
      assertTransition('delivered', 'new');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(OrderTransitionError);
      expect(e).toMatchObject({ from: 'delivered', to: 'new' });
    }
  });

  it('raises UnsupportedValueError for an unknown status on either side', () => {
    expect(() => assertTransition('lost', 'new')).toThrow(UnsupportedValueError);
    expect(() => assertTransition('new', 'teleported')).toThrow(UnsupportedValueError);
  });
});

describe('cancellation availability', () => {
  it.each([
    ['new', true],
    ['accepted', true],
    ['picked_up', true],
    ['arrived', true],
    ['scheduled', true],
    ['delivered', false],
    ['cancelled', false],
    ['finished', false],
  ] as [OrderStatus, boolean][])('%s → %s', (status, cancellable) => {
    expect(isCancellable(status)).toBe(cancellable);
  });
});

describe('status change columns', () => {
  const at = new Date('2024-05-01T10:00:00Z');

  it('maps each status to the timestamp column its transition sets', () => {
    expect(ORDER_STATUSES.map((s) => [s, timestampFieldFor(s)])).toEqual([
      ['new', null],
      ['accepted', 'acceptedAt'],
      ['picked_up', 'pickedUpAt'],
      ['arrived', 'arrivedAt'],
      ['delivered', 'deliveredAt'],
      ['cancelled', 'cancelledAt'],
      ['finished', 'finishedAt'],
      ['scheduled', null],
    ]);
  });

  it('sets priority, ongoing flag, stage start and the stage timestamp', () => {
    expect(statusChange('cancelled', at)).toEqual({
      status: 'cancelled',
      statusPriority: 10,
      isOngoing: false,
      stageBeganAt: at,
      cancelledAt: at,
    });
    expect(statusChange('accepted', at)).toEqual({
      status: 'accepted',
      statusPriority: 50,
      isOngoing: true,
      stageBeganAt: at,
      acceptedAt: at,
    });
  });

  it('sets no stage timestamp when re-queued to new', () => {
    expect(statusChange('new', at)).toEqual({ status: 'new', statusPriority: 99, isOngoing: true, stageBeganAt: at });
  });
});

describe('not-accepted cancellation reason', () => {
  it('is ORDER_NOT_ACCEPTED_IN_5_MIN for the 300-second limit and the X-minute variant otherwise', () => {
    expect(notAcceptedReason(300)).toBe('ORDER_NOT_ACCEPTED_IN_5_MIN');
    expect(notAcceptedReason(600)).toBe('ORDER_NOT_ACCEPTED_IN_X_MIN');
  });
});

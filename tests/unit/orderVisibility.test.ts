import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '../../domain/api.ts';
import { visibleOrderItem } from '../../domain/orderVisibility.ts';

const item = {
  id: 1,
  flags: {
    onHold: { until: '2026-11-25T12:00:00.000Z', note: 'Receiver abroad' },
    multiplier: null,
    emergencyDelivery: false,
    noVerificationCode: null,
  },
  lastComment: { comment: 'Gate code 12', createdAt: '2026-11-25T10:00:00.000Z', createdBy: 'anna' },
  price: { amount: 2350, currency: 'pln' },
} as OrderListItem;

describe('what of an order row a user may see', () => {
  it('keeps the row itself when every flag allows it', () => {
    expect(visibleOrderItem(item, { comments: true, holdOrder: true, orderEstimations: true })).toBe(item);
  });

  it('drops the last comment without comments, the hold note without holdOrder; the hold mark and its end stay', () => {
    expect(visibleOrderItem(item, { comments: false, holdOrder: true, orderEstimations: true })).toMatchObject({
      lastComment: null,
      flags: { onHold: { note: 'Receiver abroad' } },
    });
    const seen = visibleOrderItem(item, { comments: true, holdOrder: false, orderEstimations: true });
    expect(seen.flags.onHold).toEqual({ until: '2026-11-25T12:00:00.000Z', note: null });
    expect(seen.lastComment).toEqual(item.lastComment);
    expect(item.flags.onHold?.note).toBe('Receiver abroad'); // the input is not changed
  });

  it('drops the price (what the client pays) without orderEstimations', () => {
    expect(visibleOrderItem(item, { comments: true, holdOrder: true, orderEstimations: false })).toMatchObject({
      price: null,
      lastComment: item.lastComment,
    });
    expect(visibleOrderItem(item, { comments: true, holdOrder: true, orderEstimations: true }).price).toEqual({
      amount: 2350,
      currency: 'pln',
    });
  });
});

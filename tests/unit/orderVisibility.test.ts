import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '../../src/domain/api.ts';
import { visibleOrderItem } from '../../src/domain/orderVisibility.ts';

const item = {
  id: 1,
  flags: { onHold: { until: '2026-11-25T12:00:00.000Z', note: 'Receiver abroad' }, multiplier: null, emergencyDelivery: false, noVerificationCode: null },
  lastComment: { comment: 'Gate code 12', createdAt: '2026-11-25T10:00:00.000Z', createdBy: 'anna' },
} as OrderListItem;

describe('what of an order row a user may see', () => {
  it('keeps the row itself when every flag allows it', () => {
    expect(visibleOrderItem(item, { comments: true, holdOrder: true })).toBe(item);
  });

  it('drops the last comment without comments, the hold note without holdOrder; the hold mark and its end stay', () => {
    expect(visibleOrderItem(item, { comments: false, holdOrder: true })).toMatchObject({ lastComment: null, flags: { onHold: { note: 'Receiver abroad' } } });
    const seen = visibleOrderItem(item, { comments: true, holdOrder: false });
    expect(seen.flags.onHold).toEqual({ until: '2026-11-25T12:00:00.000Z', note: null });
    expect(seen.lastComment).toEqual(item.lastComment);
    expect(item.flags.onHold?.note).toBe('Receiver abroad'); // the input is not changed
  });
});

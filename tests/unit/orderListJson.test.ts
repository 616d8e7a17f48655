import { describe, expect, it } from 'vitest';
import { orderListJson, utf8Bytes } from '../../server/services/orderListJson.ts';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';

const full: OrderListItem = {
  id: 1487,
  orderNo: 'M4YE',
  returnsOrderNo: 'R-M4YE',
  externalId: 'ext "quoted" \\ back\nline \u2028 </script>',
  company: { id: 1, name: 'Żabka Polska Sp. z o.o.', logo: '/images/companies/zabka.svg' },
  region: { id: 5, name: 'Gdańsk' },
  type: 'iqos',
  status: 'cancelled',
  cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
  reasonGroup: 'not_accepted',
  stage: {
    status: 'cancelled',
    isOngoing: false,
    inDelivery: false,
    toBePickedUp: false,
    beganAt: '2026-11-23T11:15:30.000Z',
  },
  createdAt: '2026-11-23T11:10:30.000Z',
  scheduledAt: '2026-11-23T11:00:00.000Z',
  scheduledSlotRange: ['2026-11-23T12:00:00.000Z', '2026-11-23T14:00:00.000Z'],
  deliveredAt: '2026-11-23T13:00:00.000Z',
  cancelledAt: '2026-11-23T11:15:30.000Z',
  timeInStage: 42,
  totalRealizationTime: 0,
  realizedWithin: { promiseMinutes: 120, onTime: false },
  pickupPoint: { name: 'Sklep „Pod Lipą”', city: null },
  driver: { id: 7, firstName: 'Łukasz', lastName: 'Wiśniewski' },
  packageSize: 'L',
  price: { amount: 2350, currency: 'pln' },
  flags: {
    onHold: { until: '2026-11-23T12:00:00.000Z', note: 'Klient prosi o telefon 😀' },
    multiplier: { value: 1.25, deactivated: true },
    emergencyDelivery: true,
    noVerificationCode: 'receiver_absent',
  },
  lastComment: {
    comment: '<b>not bold</b> & "quoted"',
    createdAt: '2026-11-23T11:12:00.000Z',
    createdBy: 'Anna Nowak',
  },
};

const empty: OrderListItem = {
  ...full,
  returnsOrderNo: null,
  externalId: null,
  company: { ...full.company, logo: null },
  status: 'new',
  cancellationReason: null,
  reasonGroup: null,
  scheduledAt: null,
  scheduledSlotRange: null,
  deliveredAt: null,
  cancelledAt: null,
  totalRealizationTime: null,
  realizedWithin: { promiseMinutes: 180, onTime: null },
  pickupPoint: null,
  driver: null,
  packageSize: null,
  price: null,
  flags: { onHold: null, multiplier: null, emergencyDelivery: false, noVerificationCode: null },
  lastComment: null,
};

describe('the order list as JSON', () => {
  it('reads back as the text of JSON.stringify does, every field present or null, quotes, line breaks and non-ASCII kept', () => {
    const list: ListResponse<OrderListItem> = {
      items: [full, empty, { ...empty, flags: { ...empty.flags, onHold: { until: null, note: null } } }],
      total: 2452,
      page: 3,
      perPage: 50,
    };
    const text = orderListJson(list);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(list)));
    expect(Object.keys(JSON.parse(text).items[0])).toEqual(Object.keys(full));
  });

  it('writes an empty page', () => {
    expect(JSON.parse(orderListJson({ items: [], total: 0, page: 1, perPage: 50 }))).toEqual({
      items: [],
      total: 0,
      page: 1,
      perPage: 50,
    });
  });

  it('sends the text as the same UTF-8 bytes as Buffer.from, whatever its characters', () => {
    const texts = [
      '',
      'plain ASCII',
      'Zażółć gęślą jaźń, Łódź',
      'ó only Latin-1 — and a dash',
      'a pair 😀 of surrogates and 𝄞',
      'unpaired \ud800 high and \udc00 low surrogates, and one at the end \ud83d',
      orderListJson({ items: [full, empty], total: 2, page: 1, perPage: 50 }),
    ];
    for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
  });
});

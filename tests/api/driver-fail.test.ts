// Issue 39, the driver app's failed order and offers for online drivers only. POST /api/driver/order/fail: the reasons
// of the order's stage (DRIVER_FAILURE_REASONS: at the pickup point after arriving there, or in delivery) cancel the
// order as the operator's cancel would, done by the driver (its `order.cancel` audit entry, the cancel's events, a
// return order when the goods were picked up, never a renewal), the note required for OTHER, replays answered once
// (Idempotency-Key); another stage's reason, another driver's order or an order past its stages are refused. An
// offline driver is offered nothing and its accept answers 409 driver_offline until it goes online again.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { bearer, minutesAgo, setupApp, signInAll } from './fixtures.ts';
import {
  driverKit,
  DRIVER_TEST_PASSWORD as PASSWORD,
  DRIVER_TEST_PIN as PIN,
  type Res,
  type TestDriver,
} from './driverKit.ts';
import { DRIVER_FAILURE_REASONS } from '../../domain/driverApi.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const { db, makeDriver, makeOrder, call, step, setStatus, orderRow, expectError } = driverKit(ctx, 'F');

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator');
});

/** The driver's order waiting for pick-up, the driver at the pickup point. */
const atPickup = (d: TestDriver) =>
  makeOrder('accepted', { driverId: d.id, acceptedAt: minutesAgo(5), pickupArrivedAt: minutesAgo(1) });
/** The driver's order picked up (in delivery). */
const pickedUp = (d: TestDriver, status: 'picked_up' | 'arrived' = 'picked_up') =>
  makeOrder(status, {
    driverId: d.id,
    acceptedAt: minutesAgo(9),
    pickupArrivedAt: minutesAgo(7),
    pickedUpAt: minutesAgo(5),
    ...(status === 'arrived' ? { arrivedAt: minutesAgo(1) } : {}),
  });

const fail = (d: TestDriver, payload: object, key?: string) => step('fail', d, payload, key);
const offeredIds = async (d: TestDriver) => {
  const res = await call('GET', '/driver/order/offered', d.token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().orders as { id: number }[]).map((o) => o.id);
};

/** The return order a cancel created for the order (its number is the cancelled order's returnsOrderNo), if any. */
async function returnOf(orderId: number) {
  const cancelled = await orderRow(orderId);
  if (!cancelled.returnsOrderNo) return null;
  const [row] = await db()
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.orderNo, cancelled.returnsOrderNo), eq(s.orders.returnsOrderNo, cancelled.orderNo)));
  return row ?? null;
}
const auditOf = (id: number, action: string) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, 'order'), eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, action)))
    .orderBy(asc(s.auditLog.id));
const expectFieldError = (res: Res, field: string) =>
  expect([res.statusCode, res.json().errorCode, Object.keys(res.json().errors ?? {})]).toEqual([
    400,
    'validation_failed',
    [field],
  ]);
const noteFor = (reason: string) => (reason === 'OTHER' ? { note: 'The shop is closed' } : {});

describe('POST /api/driver/order/fail: the reasons of the order’s stage', () => {
  it.each(DRIVER_FAILURE_REASONS.toBePickedUp)(
    'at the pickup point %s cancels the order with it, with no return order',
    async (reason) => {
      const d = await makeDriver();
      const order = await atPickup(d);
      const res = await fail(d, { orderId: order.id, reason, ...noteFor(reason) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({ id: order.id, status: 'cancelled' });
      const row = await orderRow(order.id);
      expect([row.status, row.cancellationReason, row.driverId, row.isOngoing]).toEqual([
        'cancelled',
        reason,
        d.id,
        false,
      ]);
      expect(await returnOf(order.id)).toBeNull();
    },
  );

  it.each(DRIVER_FAILURE_REASONS.inDelivery)(
    'in delivery %s cancels the order with it and sends the goods back by a return order',
    async (reason) => {
      const d = await makeDriver();
      const order = await pickedUp(d, reason === 'CLIENT_DIDNT_SHOW_UP' ? 'arrived' : 'picked_up');
      const res = await fail(d, { orderId: order.id, reason, ...noteFor(reason) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({ id: order.id, status: 'cancelled' });
      const row = await orderRow(order.id);
      expect([row.status, row.cancellationReason]).toEqual(['cancelled', reason]);
      const returned = await returnOf(order.id);
      // From the receiver back to the pickup point, offered to drivers as a new order.
      expect(returned).toMatchObject({
        status: 'new',
        companyId: order.companyId,
        regionId: order.regionId,
        pickupStreet: order.clientStreet,
        clientStreet: order.pickupStreet,
        driverId: null,
      });
    },
  );

  it('refuses the other stage’s reasons (400 under reason) and changes nothing', async () => {
    const d = await makeDriver();
    const waiting = await atPickup(d);
    const carrying = await pickedUp(d);
    const pickupOnly = DRIVER_FAILURE_REASONS.toBePickedUp.filter(
      (r) => !(DRIVER_FAILURE_REASONS.inDelivery as readonly string[]).includes(r),
    );
    const deliveryOnly = DRIVER_FAILURE_REASONS.inDelivery.filter(
      (r) => !(DRIVER_FAILURE_REASONS.toBePickedUp as readonly string[]).includes(r),
    );
    expect(pickupOnly).toEqual(['NO_STOCK_IN_STORE', 'PRODUCT_CODES_DIDNT_WORK']);
    for (const reason of deliveryOnly) expectFieldError(await fail(d, { orderId: waiting.id, reason }), 'reason');
    for (const reason of pickupOnly) expectFieldError(await fail(d, { orderId: carrying.id, reason }), 'reason');
    // A cancellation reason that is no driver's, and no reason at all.
    for (const reason of ['DRIVERS_FAILURE', 'CALL_CENTER_REQUEST', 'nope', undefined])
      expectFieldError(await fail(d, { orderId: carrying.id, reason }), 'reason');
    expect([(await orderRow(waiting.id)).status, (await orderRow(carrying.id)).status]).toEqual([
      'accepted',
      'picked_up',
    ]);
    expect(await auditOf(waiting.id, 'order.cancel')).toEqual([]);
  });

  it('an order without a pickup point, accepted, is in delivery: its reasons, and no return order', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', {
      driverId: d.id,
      acceptedAt: minutesAgo(3),
      pickupName: null,
      pickupStreet: null,
      pickupCity: null,
      pickupZipCode: null,
      pickUpVerificationCode: null,
    });
    expectFieldError(await fail(d, { orderId: order.id, reason: 'NO_STOCK_IN_STORE' }), 'reason');
    const res = await fail(d, { orderId: order.id, reason: 'WRONG_ADDRESS' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(order.id)).cancellationReason).toBe('WRONG_ADDRESS');
    expect(await returnOf(order.id)).toBeNull();
  });

  it('at the pickup point only after reporting the arrival there (409 driver_not_at_pickup)', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', { driverId: d.id, acceptedAt: minutesAgo(3) });
    expectError(await fail(d, { orderId: order.id, reason: 'NO_STOCK_IN_STORE' }), 409, 'driver_not_at_pickup');
    expect((await step('arrive-at-pickup', d, { orderId: order.id })).statusCode).toBe(200);
    expect((await fail(d, { orderId: order.id, reason: 'NO_STOCK_IN_STORE' })).statusCode).toBe(200);
  });
});

describe('the note', () => {
  it('is required for OTHER (400 under note; blank is none), kept as the cancellation comment', async () => {
    const d = await makeDriver();
    const order = await pickedUp(d);
    expectFieldError(await fail(d, { orderId: order.id, reason: 'OTHER' }), 'note');
    expectFieldError(await fail(d, { orderId: order.id, reason: 'OTHER', note: '   ' }), 'note');
    expect((await orderRow(order.id)).status).toBe('picked_up');
    const res = await fail(d, { orderId: order.id, reason: 'OTHER', note: '  The parcel got wet in the rain  ' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(order.id);
    expect([row.cancellationReason, row.cancellationComment]).toEqual(['OTHER', 'The parcel got wet in the rain']);
  });

  it('is optional for the other reasons, up to 500 characters without NUL (the shared text rule)', async () => {
    const d = await makeDriver();
    const order = await pickedUp(d);
    expectFieldError(await fail(d, { orderId: order.id, reason: 'WRONG_ADDRESS', note: 'x'.repeat(501) }), 'note');
    expectFieldError(await fail(d, { orderId: order.id, reason: 'WRONG_ADDRESS', note: 'bad\u0000note' }), 'note');
    expectFieldError(await fail(d, { orderId: order.id, reason: 'WRONG_ADDRESS', note: 42 }), 'note');
    const res = await fail(d, { orderId: order.id, reason: 'WRONG_ADDRESS', note: 'y'.repeat(500) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(order.id)).cancellationComment).toBe('y'.repeat(500));
  });
});

describe('a failed delivery through the driver API', () => {
  it('cancels as the driver (audit, events, return order, payout) and frees the driver for another order', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    try {
      const d = await makeDriver();
      const order = await makeOrder();
      expect((await step('accept', d, { orderId: order.id })).statusCode).toBe(200);
      expect((await step('arrive-at-pickup', d, { orderId: order.id })).statusCode).toBe(200);
      expect((await step('pick-up', d, { orderId: order.id, verificationCode: PIN })).statusCode).toBe(200);
      expect((await step('arrive', d, { orderId: order.id })).statusCode).toBe(200);
      emit.mockClear();

      const res = await fail(d, { orderId: order.id, reason: 'CLIENT_DIDNT_SHOW_UP', note: 'Nobody at the door' });
      expect(res.statusCode, res.body).toBe(200);
      // The order as the driver sees it after the change (its receiver still shown: it was the driver's).
      expect(res.json().order).toMatchObject({
        id: order.id,
        status: 'cancelled',
        receiver: { name: 'Ewa Klient', phone: '600100200' },
      });

      const returned = (await returnOf(order.id))!;
      expect(returned).toMatchObject({ status: 'new', returnsOrderNo: order.orderNo });
      // The events the operator's cancel sends: the order's row, and the return order's as a new one.
      expect(emit.mock.calls.map(([event, payload]) => [event, payload.orderId])).toEqual([
        ['cancelOrder', order.id],
        ['newOrder', returned.id],
      ]);
      expect(emit.mock.calls[0]![1]).toMatchObject({
        companyId: ctx.fx.companies.alpha,
        pickupLocationId: order.pickupLocationId,
      });

      const [entry, ...more] = await auditOf(order.id, 'order.cancel');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorKind: 'driver',
        actorId: d.id,
        actorName: d.email,
        after: {
          status: 'cancelled',
          reason: 'CLIENT_DIDNT_SHOW_UP',
          comment: 'Nobody at the door',
          renewed: false,
          createReturn: true,
          returnsOrderNo: returned.orderNo,
        },
      });
      expect(entry!.before).toMatchObject({ status: 'arrived', driverId: d.id });

      // Payable as the cancel's default: the goods were picked up.
      const wallet = await db().select().from(s.walletEntries).where(eq(s.walletEntries.orderId, order.id));
      expect(wallet.map((w) => [w.type, w.driverId])).toEqual([['ride_added', d.id]]);

      // The driver is free: no current order, and it can go offline or accept another order.
      expect((await call('GET', '/driver/me', d.token)).json().currentOrder).toBeNull();
      const next = await makeOrder();
      expect(await offeredIds(d)).toContain(next.id);
      const accepted = await step('accept', d, { orderId: next.id });
      expect([accepted.statusCode, accepted.json().order.status]).toEqual([200, 'accepted']);
    } finally {
      emit.mockRestore();
    }
  });

  it('a failure at the pickup point: no return order, no payout, the operators hear cancelOrder only', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    try {
      const d = await makeDriver();
      const order = await atPickup(d);
      emit.mockClear();
      const res = await fail(d, { orderId: order.id, reason: 'NO_STOCK_IN_STORE' });
      expect(res.statusCode, res.body).toBe(200);
      expect(emit.mock.calls.map(([event, payload]) => [event, payload.orderId])).toEqual([['cancelOrder', order.id]]);
      expect(await returnOf(order.id)).toBeNull();
      expect(await db().select().from(s.walletEntries).where(eq(s.walletEntries.orderId, order.id))).toEqual([]);
      const [entry] = await auditOf(order.id, 'order.cancel');
      expect(entry).toMatchObject({ actorKind: 'driver', actorId: d.id, after: { renewed: false, payable: false } });
      expect((await setStatus(d, 'offline')).statusCode).toBe(200);
    } finally {
      emit.mockRestore();
    }
  });

  it('replays with the same Idempotency-Key: the first answer, one cancel, one return order, one event set', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    try {
      const d = await makeDriver();
      const order = await pickedUp(d);
      emit.mockClear();
      const body = { orderId: order.id, reason: 'DAMAGED_PRODUCT' };
      const first = await fail(d, body, `fail-${order.id}`);
      expect([first.statusCode, first.headers['idempotent-replayed']]).toEqual([200, undefined]);
      const replay = await fail(d, body, `fail-${order.id}`);
      expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(replay.json()).toEqual(first.json());
      expect(await auditOf(order.id, 'order.cancel')).toHaveLength(1);
      const returns = await db().select().from(s.orders).where(eq(s.orders.returnsOrderNo, order.orderNo));
      expect(returns).toHaveLength(1);
      expect(emit.mock.calls.map(([event]) => event)).toEqual(['cancelOrder', 'newOrder']);
      // Without the key a second failure runs again and is refused by the order's state.
      expectError(await fail(d, body), 409, 'order_is_not_ongoing');
      // The same key with another body.
      expectError(
        await fail(d, { ...body, reason: 'WRONG_ADDRESS' }, `fail-${order.id}`),
        409,
        'idempotency_key_reused',
      );
    } finally {
      emit.mockRestore();
    }
  });

  it('queues the shop’s webhooks as the operator’s cancel does: order.cancelled, and order.created of the return', async () => {
    const [endpoint] = await db()
      .insert(s.webhookEndpoints)
      .values({
        companyId: ctx.fx.companies.alpha,
        url: 'https://shop.example/hooks',
        events: ['order.cancelled', 'order.created'],
        secret: 'whsec_test',
      })
      .returning({ id: s.webhookEndpoints.id });
    try {
      const d = await makeDriver();
      const order = await pickedUp(d);
      expect((await fail(d, { orderId: order.id, reason: 'CLIENT_WITHOUT_ID' })).statusCode).toBe(200);
      const returned = (await returnOf(order.id))!;
      const queued = await db()
        .select({ orderId: s.webhookDeliveries.orderId, event: s.webhookDeliveries.event })
        .from(s.webhookDeliveries)
        .where(eq(s.webhookDeliveries.endpointId, endpoint!.id))
        .orderBy(asc(s.webhookDeliveries.id));
      expect(queued).toEqual([
        { orderId: order.id, event: 'order.cancelled' },
        { orderId: returned.id, event: 'order.created' },
      ]);
    } finally {
      await db()
        .update(s.webhookEndpoints)
        .set({ enabled: false, deletedAt: new Date() })
        .where(eq(s.webhookEndpoints.id, endpoint!.id));
    }
  });

  it('refuses another driver’s order, an order not taken, and one past its stages; nothing changes', async () => {
    const mine = await makeDriver();
    const other = await makeDriver();
    const theirs = await pickedUp(other);
    expectError(await fail(mine, { orderId: theirs.id, reason: 'WRONG_ADDRESS' }), 403, 'order_not_assigned_to_driver');
    const open = await makeOrder();
    expectError(await fail(mine, { orderId: open.id, reason: 'WRONG_ADDRESS' }), 403, 'order_not_assigned_to_driver');
    const delivered = await makeOrder('delivered', {
      driverId: mine.id,
      acceptedAt: minutesAgo(20),
      pickedUpAt: minutesAgo(15),
      deliveredAt: minutesAgo(1),
    });
    expectError(await fail(mine, { orderId: delivered.id, reason: 'WRONG_ADDRESS' }), 409, 'order_is_not_ongoing');
    expectError(await fail(mine, { orderId: 999_999, reason: 'WRONG_ADDRESS' }), 404, 'order_not_found');
    expect([
      (await orderRow(theirs.id)).status,
      (await orderRow(open.id)).status,
      (await orderRow(delivered.id)).status,
    ]).toEqual(['picked_up', 'new', 'delivered']);
    expect(await auditOf(theirs.id, 'order.cancel')).toEqual([]);
    // Not a driver's session.
    expectError(
      await call('POST', '/driver/order/fail', tokens.operator!, { orderId: theirs.id, reason: 'WRONG_ADDRESS' }),
      403,
      'driver_session_required',
    );
  });

  it('ends the driver’s own hold with the failure; an operator’s hold answers 409 order_on_hold', async () => {
    const d = await makeDriver();
    const held = await pickedUp(d);
    expect((await step('hold', d, { orderId: held.id, notes: 'The receiver asked to wait' })).statusCode).toBe(200);
    const res = await fail(d, { orderId: held.id, reason: 'CLIENTS_REQUEST' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(held.id);
    expect([row.status, row.onHoldUntil]).toEqual(['cancelled', null]);
    const [hold] = await db().select().from(s.orderHolds).where(eq(s.orderHolds.orderId, held.id));
    expect([hold!.releasedAt instanceof Date, hold!.releasedByDriverId]).toEqual([true, d.id]);

    const byOperator = await pickedUp(d);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const put = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/set-on-hold',
      headers: bearer(tokens.operator!),
      payload: { orderId: byOperator.id, holdOrderTill: until, notes: 'Wait for the call center' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expectError(await fail(d, { orderId: byOperator.id, reason: 'CLIENTS_REQUEST' }), 409, 'order_on_hold');
    expect((await orderRow(byOperator.id)).status).toBe('picked_up');
  });
});

describe('offers only for online drivers', () => {
  it('an offline driver is offered nothing and its accept answers 409 driver_offline; online again it takes it', async () => {
    const d = await makeDriver();
    const order = await makeOrder();
    expect(await offeredIds(d)).toContain(order.id);

    expect((await setStatus(d, 'offline')).statusCode).toBe(200);
    expect(await offeredIds(d)).toEqual([]);
    const refused = await step('accept', d, { orderId: order.id });
    expectError(refused, 409, 'driver_offline');
    expect((await orderRow(order.id)).status).toBe('new');
    expect(await auditOf(order.id, 'order.accept')).toEqual([]);
    // A kept refusal: the same key comes back refused, even after going online (a new tap is a new key).
    expectError(await step('accept', d, { orderId: order.id }, `offline-${order.id}`), 409, 'driver_offline');

    expect((await setStatus(d, 'online')).statusCode).toBe(200);
    expect(await offeredIds(d)).toContain(order.id);
    const replayed = await step('accept', d, { orderId: order.id }, `offline-${order.id}`);
    expect([replayed.headers['idempotent-replayed'], replayed.json().errorCode]).toEqual(['true', 'driver_offline']);
    const accepted = await step('accept', d, { orderId: order.id });
    expect([accepted.statusCode, accepted.json().order.status]).toEqual([200, 'accepted']);
    expect((await orderRow(order.id)).driverId).toBe(d.id);
  });

  it('a driver signed out (offline) and in again (online) gets its offers back', async () => {
    const d = await makeDriver();
    const order = await makeOrder();
    const out = await call('POST', '/driver/logout', d.token);
    expect(out.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email: d.email, password: PASSWORD },
    });
    expect(again.json().driver.status).toBe('online');
    const back = { ...d, token: again.json().token as string };
    expect(await offeredIds(back)).toContain(order.id);
  });
});

describe('the OpenAPI document', () => {
  it('documents the fail step with its body, its reasons and the Idempotency-Key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const op = res.json().paths['/api/driver/order/fail'].post;
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual([
      'orderId',
      'reason',
      'note',
    ]);
    expect(op.parameters).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/IdempotencyKey' }]));
    for (const reason of [...DRIVER_FAILURE_REASONS.toBePickedUp, ...DRIVER_FAILURE_REASONS.inDelivery])
      expect(op.description).toContain(`\`${reason}\``);
    expect(res.json().paths['/api/driver/order/accept'].post.description).toContain('driver_offline');
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { warsawDay } from '../../domain/pickupSchemas.ts';
import { RATE_LIMITS } from '../../server/services/rateLimits.ts';
import { bearer, minutesAgo, setupApp, signInAll, insertOrder } from './fixtures.ts';

const PICKUP_MAX_FAILURES_PER_CLIENT = RATE_LIMITS.pickupFailuresPerClient.max;
const PICKUP_MAX_FAILURES_PER_ORDER = RATE_LIMITS.pickupFailuresPerOrder.max;
const PICKUP_WINDOW_SECONDS = RATE_LIMITS.pickupFailuresPerOrder.windowSeconds;

const ctx = setupApp();
const tokens: Record<string, string> = {};
let seq = 0;
let ipSeq = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator');
});

/** A fresh order of company alpha in Warszawa created 20 minutes ago, with the pick-up PIN 4321. */
async function makeOrder(status: OrderStatus, extra: Partial<typeof s.orders.$inferInsert> = {}) {
  seq++;
  const [driver] = await ctx.app.database.db.select({ id: s.drivers.id }).from(s.drivers).limit(1);
  return insertOrder(ctx.app.database.db, ctx.fx, `P${String(seq).padStart(3, '0')}`, status, {
    ...(status === 'new' ? {} : { driverId: driver.id, acceptedAt: minutesAgo(15) }),
    ...extra,
  });
}

/** Every test uses its own client address, so the per-address limit of one test does not reach the next. */
const nextIp = () => `198.51.100.${++ipSeq}`;

const verify = (body: Record<string, unknown>, ip = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/find-and-verify-pickup', payload: body, remoteAddress: ip });

const dayOf = (row: { createdAt: Date }) => warsawDay(row.createdAt);

const orderRow = async (id: number) =>
  (await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, id)))[0];

describe('POST /api/order/find-and-verify-pickup (public)', () => {
  it('marks the order picked up without a token, answers only the order no, and tells the consoles', async () => {
    const order = await makeOrder('accepted');
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    try {
      const res = await verify({ createdAt: dayOf(order), orderNo: order.orderNo.toLowerCase(), pin: ' 4321 ' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['orderNo', 'verifiedAt']);
      expect(body.orderNo).toBe(order.orderNo);
      expect(new Date(body.verifiedAt).getTime()).not.toBeNaN();
      expect(emit).toHaveBeenCalledWith('editOrder', {
        orderId: order.id,
        companyId: order.companyId,
        regionName: 'Warszawa',
        pickupLocationId: order.pickupLocationId,
      });
    } finally {
      emit.mockRestore();
    }
    const row = await orderRow(order.id);
    expect(row.status).toBe('picked_up');
    expect(row.pickedUpAt).toBeInstanceOf(Date);
  });

  it('accepts an ISO date-time as the creation day in Poland', async () => {
    const order = await makeOrder('accepted');
    const res = await verify({ createdAt: order.createdAt.toISOString(), orderNo: order.orderNo, pin: '4321' });
    expect(res.statusCode).toBe(200);
  });

  it('writes an audit entry with the public actor and the client address', async () => {
    const order = await makeOrder('accepted');
    const ip = nextIp();
    expect((await verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: '4321' }, ip)).statusCode).toBe(200);
    const rows = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'order'), eq(s.auditLog.entityId, String(order.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'public',
      actorId: null,
      actorName: 'pin page',
      action: 'order.verifyPickup',
      before: { status: 'accepted' },
      after: { status: 'picked_up', via: 'pin_page', ip },
    });
  });

  it('answers the same 422 for a wrong PIN, an unknown order no and another day, and changes nothing', async () => {
    const order = await makeOrder('accepted');
    const yesterday = warsawDay(new Date(order.createdAt.getTime() - 86_400_000));
    const answers = [
      await verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: '9999' }),
      await verify({ createdAt: dayOf(order), orderNo: 'ZZZZ', pin: '4321' }),
      await verify({ createdAt: yesterday, orderNo: order.orderNo, pin: '4321' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorCode: 'incorrect_verification_code_and_order_no' });
    }
    expect(answers[0].json().message).toBe(answers[1].json().message);
    expect((await orderRow(order.id)).status).toBe('accepted');
  });

  it('says "not ready for pick-up" only to a caller with the right PIN', async () => {
    const order = await makeOrder('delivered', { deliveredAt: minutesAgo(1), pickedUpAt: minutesAgo(10) });
    const wrong = await verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: '0000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errorCode).toBe('incorrect_verification_code_and_order_no');
    const right = await verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: '4321' });
    expect(right.statusCode).toBe(409);
    expect(right.json().errorCode).toBe('order_not_ready_for_pick_up');
  });

  it('validates the fields: required, order no of exactly 4 characters, a real day not in the future', async () => {
    const empty = await verify({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      createdAt: ['validation.required'],
      orderNo: ['validation.required'],
      pin: ['validation.required'],
    });
    const tomorrow = warsawDay(new Date(Date.now() + 36 * 3600_000));
    const bad = await verify({ createdAt: tomorrow, orderNo: 'AB1', pin: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      createdAt: ['pin.validation.notInFuture'],
      orderNo: ['pin.validation.orderNoLength'],
    });
    const notADay = await verify({ createdAt: '2025-02-30', orderNo: 'ABCDE', pin: '1' });
    expect(notADay.json().errors).toEqual({
      createdAt: ['pin.validation.invalidDate'],
      orderNo: ['pin.validation.orderNoLength'],
    });
  });

  it(`answers 429 with Retry-After after ${PICKUP_MAX_FAILURES_PER_ORDER} wrong PINs for one order and day, whatever the address`, async () => {
    const order = await makeOrder('accepted');
    const guess = (pin: string) => verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin });
    for (let i = 0; i < PICKUP_MAX_FAILURES_PER_ORDER; i++) expect((await guess(`000${i}`)).statusCode).toBe(422);
    const blocked = await guess('4321'); // even the right PIN: the limit is on the order, not on the address
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('too_many_pickup_attempts');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PICKUP_WINDOW_SECONDS);
    expect((await orderRow(order.id)).status).toBe('accepted');
    // Another order of the same day is not affected.
    const other = await makeOrder('accepted');
    expect((await verify({ createdAt: dayOf(other), orderNo: other.orderNo, pin: '4321' })).statusCode).toBe(200);
  });

  it('lets the verification through again once the window has passed', async () => {
    const order = await makeOrder('accepted');
    const guess = (pin: string) => verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin });
    for (let i = 0; i < PICKUP_MAX_FAILURES_PER_ORDER; i++) await guess('0000');
    expect((await guess('4321')).statusCode).toBe(429);
    await ctx.app.database.db
      .update(s.loginAttempts)
      .set({ windowStartedAt: new Date(Date.now() - (PICKUP_WINDOW_SECONDS + 1) * 1000) })
      .where(eq(s.loginAttempts.username, `PIN/ORDER ${order.orderNo} ${dayOf(order)}`));
    expect((await guess('4321')).statusCode).toBe(200);
  });

  it(`answers 429 to one address after ${PICKUP_MAX_FAILURES_PER_CLIENT} wrong guesses over any orders`, async () => {
    const ip = nextIp();
    const day = warsawDay(new Date());
    for (let i = 0; i < PICKUP_MAX_FAILURES_PER_CLIENT; i++) {
      expect(
        (await verify({ createdAt: day, orderNo: `Q${String(i).padStart(3, '0')}`, pin: '1111' }, ip)).statusCode,
      ).toBe(422);
    }
    const order = await makeOrder('accepted');
    const blocked = await verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: '4321' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address may still verify the order (the refused attempt did not count against it).
    expect((await verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: '4321' })).statusCode).toBe(200);
  });

  it('does not let a forged X-Forwarded-For escape the per-address limit (no proxy is trusted by default)', async () => {
    const ip = nextIp();
    const day = warsawDay(new Date());
    const forged = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/order/find-and-verify-pickup',
        payload: { createdAt: day, orderNo: `F${String(i).padStart(3, '0')}`, pin: '1111' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
    for (let i = 0; i < PICKUP_MAX_FAILURES_PER_CLIENT; i++) expect((await forged(i)).statusCode).toBe(422);
    expect((await forged(PICKUP_MAX_FAILURES_PER_CLIENT)).statusCode).toBe(429);
  });

  it('does not count a burst of parallel guesses beyond the limit', async () => {
    const order = await makeOrder('accepted');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verify({ createdAt: dayOf(order), orderNo: order.orderNo, pin: `55${String(i).padStart(2, '0')}` }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(PICKUP_MAX_FAILURES_PER_ORDER);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - PICKUP_MAX_FAILURES_PER_ORDER);
  });

  it('keeps the authenticated verify-pickup call of the console working', async () => {
    const order = await makeOrder('accepted');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/verify-pickup',
      headers: bearer(tokens.operator),
      payload: { createdAt: order.createdAt.toISOString(), orderNo: order.orderNo, verificationCode: '4321' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderNo: order.orderNo, order: { status: 'picked_up' } });
  });
});

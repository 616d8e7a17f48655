// Issue 39, the driver app's money: GET /api/driver/wallet (the driver's own entries of the current settlement, the
// open payout week, with the balance) and GET /api/driver/corrections (the driver's own corrections with the back
// office's decisions). Driver sessions only; a driver never sees another driver's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { bookWalletEntry } from '../../server/services/walletLedger.ts';
import type { DriverCorrectionListResponse, DriverWalletResponse } from '../../domain/driverMoney.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';
import { driverKit, DRIVER_TEST_PIN, type TestDriver } from './driverKit.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const { db, makeDriver, makeOrder, call, step, expectError } = driverKit(ctx, 'M');

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator');
});

/** The driver takes a fresh order and delivers it (the payout, 1800 grosze, is booked at deliver). */
async function deliverOne(d: TestDriver) {
  const order = await makeOrder();
  for (const [name, extra] of [
    ['accept', {}],
    ['arrive-at-pickup', {}],
    ['pick-up', { verificationCode: DRIVER_TEST_PIN }],
    ['arrive', {}],
    ['deliver', {}],
  ] as const) {
    const res = await step(name, d, { orderId: order.id, ...extra });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  }
  return order;
}

const wallet = async (d: TestDriver, query = '') => {
  const res = await call('GET', `/driver/wallet${query}`, d.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DriverWalletResponse>();
};
const corrections = async (d: TestDriver) => {
  const res = await call('GET', '/driver/corrections', d.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DriverCorrectionListResponse>();
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/driver/wallet', () => {
  it('answers the driver’s own entries of the open payout week, newest first, with the balance', async () => {
    const d = await makeDriver();
    const other = await makeDriver();
    expect(await wallet(d)).toMatchObject({ balance: [], items: [], total: 0, page: 1, perPage: 50 });

    const order = await deliverOne(d);
    await deliverOne(other);
    // Not of the current settlement: one of last week, one the payout run stamped, one deleted.
    const outside = { driverId: d.id, type: 'bonus' as const, payoutDriver: 999, currency: 'pln' as const };
    await bookWalletEntry(db(), { ...outside, createdAt: daysAgo(8) });
    await bookWalletEntry(db(), { ...outside, settledAt: new Date() });
    await bookWalletEntry(db(), { ...outside, deletedAt: new Date(), deletionReason: 'typo' });
    // A bonus by hand this week, with the back office's comment.
    const bonus = await bookWalletEntry(db(), {
      ...outside,
      payoutDriver: -300,
      creationComment: 'Damaged parcel',
      createdAt: new Date(Date.now() + 1000),
    });

    const answer = await wallet(d);
    expect(answer.balance).toEqual([{ currency: 'pln', amount: 1800 - 300, entries: 2 }]);
    expect(answer.total).toBe(2);
    expect(answer.items).toEqual([
      {
        id: bonus.id,
        no: bonus.no,
        type: 'bonus',
        payoutDriver: -300,
        currency: 'pln',
        reason: null,
        orderId: null,
        orderNo: null,
        correctionId: null,
        comment: 'Damaged parcel',
        createdAt: bonus.createdAt.toISOString(),
      },
      expect.objectContaining({
        type: 'ride_added',
        payoutDriver: 1800,
        currency: 'pln',
        reason: { kind: 'delivered' },
        orderId: order.id,
        orderNo: order.orderNo,
      }),
    ]);
    // Never what the client pays, nor who booked it.
    expect(Object.keys(answer.items[1]!)).not.toContain('payoutClient');
    // The period: Monday 00:00 in Warsaw to the next Monday, around now.
    const from = new Date(answer.period.from).getTime();
    const to = new Date(answer.period.to).getTime();
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(to).toBeGreaterThan(Date.now());
    expect(Math.round((to - from) / 3_600_000)).toBeGreaterThanOrEqual(167);
    expect(Math.round((to - from) / 3_600_000)).toBeLessThanOrEqual(169);

    // The other driver sees its own delivery only.
    const theirs = await wallet(other);
    expect(theirs.items.map((i) => i.orderNo)).not.toContain(order.orderNo);
    expect(theirs.balance).toEqual([{ currency: 'pln', amount: 1800, entries: 1 }]);
  });

  it('pages the entries and refuses a page size out of bounds', async () => {
    const d = await makeDriver();
    await deliverOne(d);
    await deliverOne(d);
    const first = await wallet(d, '?page=1&perPage=1');
    const second = await wallet(d, '?page=2&perPage=1');
    expect([first.items.length, second.items.length, first.total]).toEqual([1, 1, 2]);
    expect(first.items[0]!.id).toBeGreaterThan(second.items[0]!.id);
    expect(first.balance).toEqual([{ currency: 'pln', amount: 3600, entries: 2 }]);
    for (const query of ['?perPage=0', '?perPage=201', '?page=0', '?page=x']) {
      expectError(await call('GET', `/driver/wallet${query}`, d.token), 400, 'validation_failed');
      expectError(await call('GET', `/driver/corrections${query}`, d.token), 400, 'validation_failed');
    }
  });
});

describe('GET /api/driver/corrections', () => {
  it('lists the driver’s own corrections, newest first, with their decisions', async () => {
    const d = await makeDriver();
    const other = await makeDriver();
    const orders = [await deliverOne(d), await deliverOne(d), await deliverOne(d)];
    const theirs = await deliverOne(other);
    const submit = async (driver: TestDriver, orderId: number, body: object) => {
      const res = await call('POST', '/driver/correction', driver.token, {
        orderId,
        driversComment: 'The stairs',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().correction.id as number;
    };
    const accepted = await submit(d, orders[0]!.id, { category: 'incorrect_distance', data: { extraDistance: 2000 } });
    const rejected = await submit(d, orders[1]!.id, { category: 'other' });
    const pending = await submit(d, orders[2]!.id, { category: 'reattempted_delivery' });
    await submit(other, theirs.id, { category: 'other' });

    const admin = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens.admin!), payload });
    const accept = await admin('/correction/accept', { correctionId: accepted, amount: 450, comment: 'Fair' });
    expect(accept.statusCode, accept.body).toBe(200);
    const reject = await admin('/correction/reject', { correctionId: rejected, rejectionReason: 'No proof' });
    expect(reject.statusCode, reject.body).toBe(200);

    const list = await corrections(d);
    expect(list.total).toBe(3);
    expect(list.items.map((c) => [c.id, c.status])).toEqual([
      [pending, 'pending'],
      [rejected, 'rejected'],
      [accepted, 'accepted'],
    ]);
    const [p, r, a] = list.items;
    expect(p).toMatchObject({ orderNo: orders[2]!.orderNo, category: 'reattempted_delivery', decidedAt: null });
    expect(r).toMatchObject({ rejectionReason: 'No proof', acceptedAmount: null, comment: null });
    expect(r!.decidedAt).toEqual(expect.any(String));
    expect(a).toMatchObject({
      orderId: orders[0]!.id,
      category: 'incorrect_distance',
      data: { extraDistance: 2000 },
      acceptedAmount: 450,
      comment: 'Fair',
      currency: 'pln',
      driversComment: 'The stairs',
    });

    // The accepted correction is paid in the wallet of the current settlement.
    const money = await wallet(d);
    expect(money.items[0]).toMatchObject({ type: 'correction', payoutDriver: 450, correctionId: accepted });
    expect(money.balance).toEqual([{ currency: 'pln', amount: 3 * 1800 + 450, entries: 4 }]);

    // The other driver sees only its own.
    expect((await corrections(other)).items.map((c) => c.orderId)).toEqual([theirs.id]);
    const [row] = await db().select().from(s.corrections).where(eq(s.corrections.id, accepted));
    expect(row!.driverId).toBe(d.id);
  });
});

describe('access', () => {
  it('refuses a console token (403 driver_session_required) and no token (401)', async () => {
    for (const url of ['/driver/wallet', '/driver/corrections']) {
      expectError(await call('GET', url, tokens.operator!), 403, 'driver_session_required');
      expectError(await call('GET', url, tokens.admin!), 403, 'driver_session_required');
      expectError(await ctx.app.inject({ method: 'GET', url: `/api${url}` }), 401, 'unauthorized');
    }
  });
});

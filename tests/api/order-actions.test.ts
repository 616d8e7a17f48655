import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { OrderAuditEntry } from '../../domain/api.ts';
import { HOLD_MAX_DAYS } from '../../domain/constants.ts';
import type { NearestDriversAnswer } from '../../domain/dispatch.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { distanceMetres } from '../../domain/geo.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, login, minutesAgo, setupApp, signInAll, insertOrder } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
let driverA = 0;
let driverB = 0;
let betaOnlyDriver = 0;
let seq = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client');
  const db = ctx.app.database.db;
  // An operator who may write orders, of company alpha in Warszawa only.
  await db.insert(s.operators).values({
    username: 'alpha-writer',
    email: 'alpha-writer@x.pl',
    passwordHash: await fixtureHash('Writer-pass-1'),
    scope: ['orders'],
    accountType: 'xd_employee',
    canView: canViewDefaults('xd_employee'),
    companyIds: [ctx.fx.companies.alpha],
    regions: ['Warszawa'],
  });
  tokens.alphaWriter = await login(ctx.app, 'alpha-writer', 'Writer-pass-1');
  const made = await db
    .insert(s.drivers)
    .values([
      { firstName: 'Anna', lastName: 'Nowak', email: 'anna@drivers.pl', regionId: ctx.fx.regions.waw },
      { firstName: 'Piotr', lastName: 'Wiśniewski', email: 'piotr@drivers.pl', regionId: ctx.fx.regions.waw },
      {
        firstName: 'Beta',
        lastName: 'Only',
        email: 'beta@drivers.pl',
        regionId: ctx.fx.regions.waw,
        allowedCompanyIds: [ctx.fx.companies.beta],
      },
    ])
    .returning({ id: s.drivers.id });
  [driverA, driverB, betaOnlyDriver] = made.map((d) => d.id);
});

/** A fresh order of company alpha in Warszawa, in the given status. */
async function makeOrder(status: OrderStatus, extra: Partial<typeof s.orders.$inferInsert> = {}) {
  seq++;
  return insertOrder(
    ctx.app.database.db,
    ctx.fx,
    `A${String(seq).padStart(3, '0')}`,
    status,
    {
      estimatedPayout: 2500,
      estimatedPayoutDriver: 1800,
      ...(status === 'new' || status === 'scheduled' ? {} : { driverId: driverA, acceptedAt: minutesAgo(15) }),
      ...(status === 'picked_up' || status === 'arrived' ? { pickedUpAt: minutesAgo(10) } : {}),
      ...extra,
    },
    ctx.fx.products.alphaA,
  );
}

/** A hold end an hour from now. */
const HOLD_END = () => new Date(Date.now() + 3600_000).toISOString();
const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/order/${url}`, headers: bearer(token), payload });
const orderRow = async (id: number) =>
  (await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/${url}`, headers: bearer(token) });
/** The order's history as GET /order/audit answers it to the caller. */
const trailOf = async (id: number, token: string) =>
  (await get(`audit?orderId=${id}`, token)).json() as OrderAuditEntry[];
const auditOf = (id: number, action: string) =>
  ctx.app.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, action)));

describe('hold and release', () => {
  it('holds an order with an end time and a note, refuses a second hold, releases it, refuses a second release', async () => {
    const order = await makeOrder('accepted');
    const until = new Date(Date.now() + 3600_000).toISOString();
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const held = await post('set-on-hold', tokens.operator, {
      orderId: order.id,
      holdOrderTill: until,
      notes: 'Client asked to wait',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().order.flags.onHold).toEqual({ until, note: 'Client asked to wait' });
    expect(emit).toHaveBeenCalledWith(
      'delayingDelivery',
      expect.objectContaining({ orderId: order.id, regionName: 'Warszawa' }),
    );
    const again = await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: until });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('order_already_on_hold');

    const released = await post('release-on-hold', tokens.operator, { orderId: order.id });
    expect(released.statusCode).toBe(200);
    expect(released.json().order.flags.onHold).toBeNull();
    const twice = await post('release-on-hold', tokens.operator, { orderId: order.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('order_not_on_hold');

    const holds = await ctx.app.database.db.select().from(s.orderHolds).where(eq(s.orderHolds.orderId, order.id));
    expect(holds).toHaveLength(1);
    expect(holds[0].releasedAt).toBeInstanceOf(Date);
    expect(await auditOf(order.id, 'order.hold')).toHaveLength(1);
    expect((await auditOf(order.id, 'order.release'))[0]).toMatchObject({
      actorKind: 'operator',
      actorName: 'operator',
    });
    emit.mockRestore();
  });

  it('keeps the latest hold’s note on the order: a hold after an expired one shows its own, a cancel clears it', async () => {
    const db = ctx.app.database.db;
    const order = await makeOrder('accepted');
    const listRow = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/order/list?orderId=${order.id}`,
        headers: bearer(tokens.operator),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items[0];
    };
    const noteOnOrder = async () =>
      (await db.select({ note: s.orders.holdNote }).from(s.orders).where(eq(s.orders.id, order.id)))[0].note;
    const until = new Date(Date.now() + 3600_000).toISOString();
    expect(
      (await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: until, notes: 'First' }))
        .statusCode,
    ).toBe(200);
    expect((await listRow()).flags.onHold).toEqual({ until, note: 'First' });
    // The hold ran out unreleased (its row stays open): the list no longer shows it, and a new hold may be set.
    await db
      .update(s.orders)
      .set({ onHoldUntil: minutesAgo(1) })
      .where(eq(s.orders.id, order.id));
    expect((await listRow()).flags.onHold).toBeNull();
    const second = await post('set-on-hold', tokens.operator, {
      orderId: order.id,
      holdOrderTill: until,
      notes: 'Second',
    });
    expect(second.json().order.flags.onHold).toEqual({ until, note: 'Second' });
    expect((await listRow()).flags.onHold).toEqual({ until, note: 'Second' });
    // A hold without a note shows none, not the earlier one's.
    await db
      .update(s.orders)
      .set({ onHoldUntil: minutesAgo(1) })
      .where(eq(s.orders.id, order.id));
    expect((await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: until })).statusCode).toBe(
      200,
    );
    expect((await listRow()).flags.onHold).toEqual({ until, note: null });
    expect((await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: until })).statusCode).toBe(
      409,
    );
    await db
      .update(s.orders)
      .set({ onHoldUntil: minutesAgo(1) })
      .where(eq(s.orders.id, order.id));
    await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: until, notes: 'Third' });
    expect(await noteOnOrder()).toBe('Third');
    // A release clears it; so does a cancel (of an order whose hold ran out: a held order cannot be cancelled).
    expect((await post('release-on-hold', tokens.operator, { orderId: order.id })).statusCode).toBe(200);
    expect(await noteOnOrder()).toBeNull();
    await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: until, notes: 'Fourth' });
    expect(await noteOnOrder()).toBe('Fourth');
    await db
      .update(s.orders)
      .set({ onHoldUntil: minutesAgo(1) })
      .where(eq(s.orders.id, order.id));
    const cancelled = await post('cancel', tokens.operator, { orderId: order.id, reason: 'CLIENTS_REQUEST' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await noteOnOrder()).toBeNull();
    expect((await listRow()).flags.onHold).toBeNull();
  });

  it('migration 0026 copies each held order’s latest open hold’s note onto the order, and leaves the others empty', async () => {
    const db = ctx.app.database.db;
    const [held, released, never] = [await makeOrder('accepted'), await makeOrder('accepted'), await makeOrder('new')];
    const inAnHour = new Date(Date.now() + 3600_000);
    await db.insert(s.orderHolds).values([
      { orderId: held.id, notes: 'older', createdAt: minutesAgo(30), holdUntil: inAnHour },
      { orderId: held.id, notes: 'newer', createdAt: minutesAgo(5), holdUntil: inAnHour },
      { orderId: held.id, notes: 'released later', createdAt: minutesAgo(1), releasedAt: new Date() },
      { orderId: released.id, notes: 'released', createdAt: minutesAgo(5), releasedAt: new Date() },
    ]);
    await db.update(s.orders).set({ onHoldUntil: inAnHour, holdNote: 'stale' }).where(eq(s.orders.id, held.id));
    await db.update(s.orders).set({ onHoldUntil: inAnHour, holdNote: 'stale' }).where(eq(s.orders.id, released.id));
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../server/db/migrations/0026_order_hold_note.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    expect(backfill).toMatch(/^\s*UPDATE "orders"/);
    await ctx.app.database.query(backfill);
    const notes = await db
      .select({ id: s.orders.id, note: s.orders.holdNote })
      .from(s.orders)
      .where(inArray(s.orders.id, [held.id, released.id, never.id]));
    expect(Object.fromEntries(notes.map((n) => [n.id, n.note]))).toEqual({
      [held.id]: 'newer',
      [released.id]: null,
      [never.id]: null,
    });
  });

  it('answers 400 for a hold end in the past, a missing hold end and a missing order id', async () => {
    const order = await makeOrder('accepted');
    const past = await post('set-on-hold', tokens.operator, {
      orderId: order.id,
      holdOrderTill: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.holdOrderTill).toEqual(['validation.notInPast']);
    // A hold needs its end time (the console's hold form requires it): none, or an empty one, is a field error.
    for (const payload of [
      { orderId: order.id, notes: 'Client asked to wait' },
      { orderId: order.id, holdOrderTill: '' },
    ]) {
      const noEnd = await post('set-on-hold', tokens.operator, payload);
      expect(noEnd.statusCode).toBe(400);
      expect(noEnd.json()).toMatchObject({
        errorCode: 'validation_failed',
        errors: { holdOrderTill: ['validation.required'] },
      });
    }
    expect(await orderRow(order.id)).toMatchObject({ onHoldUntil: null });
    const missing = await post('set-on-hold', tokens.operator, { holdOrderTill: HOLD_END() });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['orderId']);
  });

  it(`bounds the hold end to ${HOLD_MAX_DAYS} days ahead: later is a 400 field error (2099-12-31 too), the limit itself holds`, async () => {
    const order = await makeOrder('accepted');
    const DAY = 86_400_000;
    for (const holdOrderTill of [
      new Date(Date.now() + HOLD_MAX_DAYS * DAY + 3600_000).toISOString(),
      '2099-12-31T23:00:00.000Z',
    ]) {
      const res = await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill });
      expect(res.statusCode, holdOrderTill).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'validation_failed',
        errors: { holdOrderTill: ['validation.holdTooFar'] },
      });
    }
    expect(await orderRow(order.id)).toMatchObject({ onHoldUntil: null });
    const limit = new Date(Date.now() + HOLD_MAX_DAYS * DAY - 60_000).toISOString();
    const held = await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: limit });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().order.flags.onHold.until).toBe(limit);
  });

  it('refuses to hold an order that has ended (delivered, cancelled, finished) with 409 order_is_not_ongoing', async () => {
    for (const status of ['delivered', 'cancelled', 'finished'] as const) {
      const order = await makeOrder(status);
      const res = await post('set-on-hold', tokens.operator, { orderId: order.id, holdOrderTill: HOLD_END() });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().errorCode, status).toBe('order_is_not_ongoing');
    }
  });

  it('keeps client users (no hold permission) and other tenants out', async () => {
    const order = await makeOrder('accepted');
    expect(
      (await post('set-on-hold', tokens.client, { orderId: order.id, holdOrderTill: HOLD_END() })).statusCode,
    ).toBe(403);
    const betaOrder = ctx.fx.orders.betaPicked;
    const res = await post('set-on-hold', tokens.alphaWriter, { orderId: betaOrder, holdOrderTill: HOLD_END() });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('order_not_found');
    expect(
      (await post('set-on-hold', tokens.alphaWriter, { orderId: order.id, holdOrderTill: HOLD_END() })).statusCode,
    ).toBe(200);
  });
});

describe('read-only operators (orders:read) read but do not write', () => {
  it('refuses the coordinator every order action with 403 forbidden and changes nothing', async () => {
    const order = await makeOrder('accepted');
    const held = await makeOrder('accepted');
    expect(
      (
        await post('set-on-hold', tokens.operator, {
          orderId: held.id,
          notes: 'Waiting for the client',
          holdOrderTill: HOLD_END(),
        })
      ).statusCode,
    ).toBe(200);
    const calls: [string, object][] = [
      ['set-on-hold', { orderId: order.id, holdOrderTill: HOLD_END() }],
      ['release-on-hold', { orderId: held.id }],
      ['add-comment', { orderId: order.id, comment: 'Called the receiver' }],
      ['cancel', { orderId: order.id, reason: 'OTHER' }],
      ['change-driver', { orderId: order.id, driverId: driverB }],
      ['check-pickup-verification-code', { orderId: order.id, verificationCode: '4321' }],
    ];
    for (const [url, payload] of calls) {
      const res = await post(url, tokens.coordinator, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode, url).toBe('forbidden');
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'accepted', driverId: driverA, lastCommentId: null });
    const holds = await ctx.app.database.db.select().from(s.orderHolds).where(eq(s.orderHolds.orderId, order.id));
    expect(holds).toHaveLength(0);
    // Reads stay open to it: the details (the held order still held) and the label of an order of its reach.
    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${held.id}`,
      headers: bearer(tokens.coordinator),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().flags.onHold).not.toBeNull();
    const label = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/labels/${order.id}`,
      headers: bearer(tokens.coordinator),
    });
    expect(label.statusCode).toBe(200);
  });
});

describe('comments', () => {
  it('adds a comment that becomes the last comment, and needs a text', async () => {
    const order = await makeOrder('new');
    const res = await post('add-comment', tokens.client, { orderId: order.id, comment: '  Ring twice  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.lastComment).toMatchObject({ comment: 'Ring twice', createdBy: 'client@alpha.pl' });
    const empty = await post('add-comment', tokens.operator, { orderId: order.id, comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toEqual(['validation.required']);
  });
});

describe('cancel', () => {
  it('cancels a new order with the reason and comment, then refuses to cancel it again', async () => {
    const order = await makeOrder('new');
    const res = await post('cancel', tokens.operator, {
      orderId: order.id,
      reason: 'CLIENTS_REQUEST',
      comment: 'Called us',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'CLIENTS_REQUEST',
      reasonGroup: 'other',
    });
    expect(await orderRow(order.id)).toMatchObject({
      cancellationComment: 'Called us',
      isOngoing: false,
      payable: false,
    });
    const again = await post('cancel', tokens.operator, { orderId: order.id, reason: 'CLIENTS_REQUEST' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('order_is_not_cancellable');
    expect((await auditOf(order.id, 'order.cancel'))[0].after).toMatchObject({
      status: 'cancelled',
      reason: 'CLIENTS_REQUEST',
    });
  });

  it('refuses a delivered order and an order on hold unless forced', async () => {
    const delivered = await makeOrder('delivered', { deliveredAt: minutesAgo(1) });
    expect((await post('cancel', tokens.operator, { orderId: delivered.id, reason: 'OTHER' })).json().errorCode).toBe(
      'order_is_not_cancellable',
    );
    const held = await makeOrder('accepted', { onHoldUntil: new Date(Date.now() + 3600_000) });
    expect((await post('cancel', tokens.operator, { orderId: held.id, reason: 'OTHER' })).statusCode).toBe(409);
    const forced = await post('cancel', tokens.operator, { orderId: held.id, reason: 'OTHER', forceCancel: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().order.status).toBe('cancelled');
  });

  it('renews (re-queues) the order: back to new without a driver, with a renewal keeping the old data', async () => {
    const order = await makeOrder('accepted');
    const res = await post('cancel', tokens.operator, {
      orderId: order.id,
      reason: 'DRIVERS_FAILURE',
      renewOrder: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'new', driver: null });
    const [renewal] = await ctx.app.database.db
      .select()
      .from(s.orderRenewals)
      .where(eq(s.orderRenewals.orderId, order.id));
    expect(renewal).toMatchObject({
      renewalReason: 'AUTOMATIC_REQUEUE',
      cancellationReason: 'DRIVERS_FAILURE',
      renewedBy: 'operator',
    });
    expect(renewal.oldOrderData).toMatchObject({ status: 'accepted', driverId: driverA });
  });

  it('after pick-up a driver failure is not renewed (the goods are with the driver): cancelled with a return order; an asked renewal is a 409', async () => {
    const order = await makeOrder('picked_up');
    const asked = await post('cancel', tokens.operator, {
      orderId: order.id,
      reason: 'DRIVERS_FAILURE',
      renewOrder: true,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().errorCode).toBe('invalid_order_transition');
    expect((await orderRow(order.id))!.status).toBe('picked_up'); // nothing changed
    const res = await post('cancel', tokens.operator, { orderId: order.id, reason: 'DRIVERS_FAILURE' });
    expect(res.statusCode).toBe(200);
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ status: 'cancelled', payable: true });
    expect(after!.returnsOrderNo).toMatch(/^[A-Z0-9]{4}$/);
    const arrived = await makeOrder('arrived');
    expect((await post('cancel', tokens.operator, { orderId: arrived.id, reason: 'DRIVERS_FAILURE' })).statusCode).toBe(
      200,
    );
  });

  it('after pick-up: pays the driver and creates the return order by default', async () => {
    const order = await makeOrder('picked_up');
    const res = await post('cancel', tokens.operator, { orderId: order.id, reason: 'CLIENT_DIDNT_SHOW_UP' });
    expect(res.statusCode).toBe(200);
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ status: 'cancelled', payable: true });
    expect(after.returnsOrderNo).toMatch(/^[A-Z0-9]{4}$/);
    const [ret] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.orderNo, after.returnsOrderNo!));
    expect(ret).toMatchObject({
      status: 'new',
      returnsOrderNo: order.orderNo,
      clientStreet: 'Prosta 2',
      pickupStreet: 'Marszałkowska 10',
    });
    const wallet = await ctx.app.database.db
      .select()
      .from(s.walletEntries)
      .where(eq(s.walletEntries.orderId, order.id));
    expect(wallet).toEqual([
      expect.objectContaining({
        driverId: driverA,
        type: 'ride_added',
        payoutDriver: 1800,
        descriptionParams: { kind: 'cancelled', reason: 'CLIENT_DIDNT_SHOW_UP' },
      }),
    ]);
  });

  it("after pick-up with createReturn 'none' and no payment: the goods leave the driver's stock, nothing is paid", async () => {
    const order = await makeOrder('picked_up');
    await ctx.app.database.db
      .insert(s.driverStock)
      .values({ driverId: driverA, productId: ctx.fx.products.alphaA, amount: 3 });
    const res = await post('cancel', tokens.operator, {
      orderId: order.id,
      reason: 'DAMAGED_PRODUCT',
      createReturn: 'none',
      payable: false,
    });
    expect(res.statusCode).toBe(200);
    const [stock] = await ctx.app.database.db.select().from(s.driverStock).where(eq(s.driverStock.driverId, driverA));
    expect(stock.amount).toBe(2);
    const moves = await ctx.app.database.db
      .select()
      .from(s.stockMovements)
      .where(eq(s.stockMovements.orderId, order.id));
    expect(moves).toEqual([expect.objectContaining({ type: 'driverToOrder', amount: 1, fromDriverId: driverA })]);
    expect(
      await ctx.app.database.db.select().from(s.walletEntries).where(eq(s.walletEntries.orderId, order.id)),
    ).toEqual([]);
    expect((await orderRow(order.id)).returnsOrderNo).toBeNull();
  });

  it("with createReturn 'none', what an open stock exchange promises to another driver stays with the driver", async () => {
    const { db } = ctx.app.database;
    const order = await makeOrder('picked_up');
    const held = { driverId: driverA, productId: ctx.fx.products.alphaA };
    await db
      .insert(s.driverStock)
      .values({ ...held, amount: 2 })
      .onConflictDoUpdate({ target: [s.driverStock.driverId, s.driverStock.productId], set: { amount: 2 } });
    const [promised] = await db
      .insert(s.stockExchanges)
      .values({ driverId: driverB, givingDriverId: driverA, productId: ctx.fx.products.alphaA, amount: 2 })
      .returning();
    const res = await post('cancel', tokens.operator, {
      orderId: order.id,
      reason: 'DAMAGED_PRODUCT',
      createReturn: 'none',
      payable: false,
    });
    expect(res.statusCode).toBe(200);
    const [stock] = await db
      .select()
      .from(s.driverStock)
      .where(and(eq(s.driverStock.driverId, driverA), eq(s.driverStock.productId, held.productId)));
    expect(stock.amount).toBe(2);
    expect(await db.select().from(s.stockMovements).where(eq(s.stockMovements.orderId, order.id))).toEqual([]);
    await db.delete(s.stockExchanges).where(eq(s.stockExchanges.id, promised.id));
  });

  it('acts on an order created by a process whose clock runs ahead: its new stage begins at the creation, not before', async () => {
    // Another server process created these orders 2 s "from now" by this process's clock.
    const ahead = new Date(Date.now() + 2000);
    const toCancel = await makeOrder('new', { createdAt: ahead, stageBeganAt: ahead });
    const cancelled = await post('cancel', tokens.operator, { orderId: toCancel.id, reason: 'CLIENTS_REQUEST' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(toCancel.id)).stageBeganAt.getTime()).toBe(ahead.getTime());
    const toAccept = await makeOrder('new', { createdAt: ahead, stageBeganAt: ahead });
    const accepted = await post('change-driver', tokens.operator, { orderId: toAccept.id, driverId: driverA });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order.status).toBe('accepted');
    expect((await orderRow(toAccept.id)).stageBeganAt.getTime()).toBe(ahead.getTime());
  });

  it('answers 400 for an unknown reason, and 403 without the cancellation permission', async () => {
    const order = await makeOrder('new');
    const bad = await post('cancel', tokens.operator, { orderId: order.id, reason: 'BORED' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['reason']);
    expect((await post('cancel', tokens.coordinator, { orderId: order.id, reason: 'OTHER' })).statusCode).toBe(403);
  });
});

describe('cancel by role: the operator’s decisions', () => {
  let apiKey = '';
  let integration = '';
  beforeAll(async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/@me/api-keys/create',
      headers: bearer(tokens.client),
      payload: { name: 'Shop system' },
    });
    expect(created.statusCode).toBe(201);
    apiKey = created.json().key;
    // An integration account of company alpha: an operator of account type api, which may cancel (its defaults).
    await ctx.app.database.db.insert(s.operators).values({
      username: 'alpha-api',
      email: 'alpha-api@x.pl',
      passwordHash: await fixtureHash('Api-pass-1'),
      scope: ['orders'],
      accountType: 'api',
      canView: canViewDefaults('api'),
      companyIds: [ctx.fx.companies.alpha],
      allRegions: true,
    });
    integration = await login(ctx.app, 'alpha-api', 'Api-pass-1');
  });

  const OPERATOR_ONLY = [
    ['payable', { payable: false }],
    ['payable', { payable: true }],
    ['renewOrder', { renewOrder: true }],
    ['renewOrder', { renewOrder: false }],
    ['createReturn', { createReturn: true }],
    ['createReturn', { createReturn: 'none' }],
    ['forceCancel', { forceCancel: true }],
    ['forceCancel', { forceCancel: false }],
  ] as const;

  it.each(OPERATOR_ONLY)(
    'refuses %s (%o) from a client user and from an API key with 403 forbidden, changing nothing',
    async (field, option) => {
      for (const token of [tokens.client, apiKey, integration]) {
        const order = await makeOrder('picked_up');
        const res = await post('cancel', token, { orderId: order.id, reason: 'CLIENTS_REQUEST', ...option });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({
          errorCode: 'forbidden',
          errors: { [field]: ['validation.operatorDecision'] },
        });
        expect(await orderRow(order.id)).toMatchObject({ status: 'picked_up', driverId: driverA });
        expect(await auditOf(order.id, 'order.cancel')).toEqual([]);
      }
    },
  );

  it('refuses a reason that is not the client’s (a driver’s failure would renew the order) with 403 forbidden', async () => {
    for (const token of [tokens.client, apiKey]) {
      for (const reason of [
        'DRIVERS_FAILURE',
        'CALL_CENTER_REQUEST',
        'CLIENT_DIDNT_SHOW_UP',
        'ORDER_NOT_ACCEPTED_IN_5_MIN',
      ]) {
        const order = await makeOrder('accepted');
        const res = await post('cancel', token, { orderId: order.id, reason });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().errors).toEqual({ reason: ['validation.operatorDecision'] });
        expect((await orderRow(order.id)).status).toBe('accepted');
      }
    }
  });

  it('lets a client cancel with its reasons and a comment, taking the defaults (picked-up goods: paid, with a return order)', async () => {
    const accepted = await makeOrder('accepted');
    const res = await post('cancel', tokens.client, {
      orderId: accepted.id,
      reason: 'NO_STOCK_IN_STORE',
      comment: 'Sold out',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(accepted.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'NO_STOCK_IN_STORE',
      cancellationComment: 'Sold out',
      payable: false,
    });

    const picked = await makeOrder('picked_up');
    const byKey = await post('cancel', apiKey, { orderId: picked.id, reason: 'WRONG_ADDRESS' });
    expect(byKey.statusCode, byKey.body).toBe(200);
    const after = await orderRow(picked.id);
    expect(after).toMatchObject({ status: 'cancelled', payable: true });
    expect(after.returnsOrderNo).toBeTruthy();
  });

  it('accepts every operator-only option and any reason from an operator who decides cancellations', async () => {
    const picked = await makeOrder('picked_up');
    const res = await post('cancel', tokens.operator, {
      orderId: picked.id,
      reason: 'DAMAGED_PRODUCT',
      payable: false,
      createReturn: false,
      forceCancel: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(picked.id)).toMatchObject({ status: 'cancelled', payable: false, returnsOrderNo: null });

    const accepted = await makeOrder('accepted');
    const renewed = await post('cancel', tokens.alphaWriter, {
      orderId: accepted.id,
      reason: 'CALL_CENTER_REQUEST',
      renewOrder: true,
      payable: false,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await orderRow(accepted.id)).toMatchObject({ status: 'new', driverId: null });

    const held = await makeOrder('accepted', { onHoldUntil: new Date(Date.now() + 3600_000) });
    const forced = await post('cancel', tokens.operator, {
      orderId: held.id,
      reason: 'DRIVERS_FAILURE',
      renewOrder: false,
      forceCancel: true,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await orderRow(held.id)).status).toBe('cancelled');
  });

  it('says who may decide: the session answers the ability (operators yes; client users, integration accounts no)', async () => {
    const me = async (token: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).json().permissions.orders
        .canDecideCancellation;
    expect(await me(tokens.operator)).toBe(true);
    expect(await me(tokens.client)).toBe(false);
    expect(await me(integration)).toBe(false);
  });
});

describe('change driver', () => {
  it('gives an accepted order to another driver, recording a DRIVER_CHANGE renewal and the comment', async () => {
    // The first driver had already reported arriving at the pickup point: the new driver has not.
    const order = await makeOrder('accepted', { pickupArrivedAt: minutesAgo(2) });
    const res = await post('change-driver', tokens.operator, {
      orderId: order.id,
      driverId: driverB,
      comment: 'Closer to the store',
    });
    expect(res.statusCode).toBe(200);
    const [changed] = await ctx.app.database.db
      .select({ pickupArrivedAt: s.orders.pickupArrivedAt })
      .from(s.orders)
      .where(eq(s.orders.id, order.id));
    expect(changed.pickupArrivedAt).toBeNull();
    expect(res.json().order).toMatchObject({
      status: 'accepted',
      driver: { firstName: 'Piotr' },
      lastComment: { comment: 'Closer to the store' },
    });
    const [renewal] = await ctx.app.database.db
      .select()
      .from(s.orderRenewals)
      .where(eq(s.orderRenewals.orderId, order.id));
    expect(renewal).toMatchObject({ renewalReason: 'DRIVER_CHANGE' });
    expect(renewal.oldOrderData).toMatchObject({ driverId: driverA });
    const same = await post('change-driver', tokens.operator, { orderId: order.id, driverId: driverB });
    expect(same.statusCode).toBe(409);
    expect(same.json().errorCode).toBe('order_already_belongs_to_driver');
  });

  it('makes a new order accepted by the chosen driver', async () => {
    const order = await makeOrder('new');
    const res = await post('change-driver', tokens.operator, { orderId: order.id, driverId: driverA });
    expect(res.json().order).toMatchObject({ status: 'accepted', driver: { firstName: 'Anna' } });
    expect((await orderRow(order.id)).acceptedAt).toBeInstanceOf(Date);
    // The history: to the driver, from nobody.
    const [change] = (await trailOf(order.id, tokens.operator)).filter((e) => e.action === 'order.changeDriver');
    expect(change.driverChange).toEqual({ from: null, to: { kind: 'driver', name: 'Anna Nowak' } });
  });

  it('with the goods on the road: candidates measured from the current driver, who is never offered; the history reads from → to', async () => {
    const db = ctx.app.database.db;
    const STORE = { lat: 52.2297, lng: 21.0122 };
    // The current driver carries the goods 7.8 km north of the store.
    const ROAD = { lat: 52.3, lng: 21.0122 };
    const BY_ROAD = { lat: 52.301, lng: 21.0122 };
    const BY_STORE = { lat: 52.2307, lng: 21.0122 };
    const online = (firstName: string, lastName: string, at: { lat: number; lng: number }) => ({
      firstName,
      lastName,
      email: `${firstName}.${lastName}@drivers.pl`.toLowerCase(),
      regionId: ctx.fx.regions.waw,
      status: 'online' as const,
      lastKnownLat: at.lat,
      lastKnownLng: at.lng,
      lastKnownLoggedAt: minutesAgo(1),
    });
    const [holder, byRoad, byStore] = (
      await db
        .insert(s.drivers)
        .values([online('Road', 'Holder', ROAD), online('Road', 'Side', BY_ROAD), online('Store', 'Side', BY_STORE)])
        .returning({ id: s.drivers.id })
    ).map((d) => d.id);
    const nearest = async (orderId: number) => {
      const res = await get(`nearest-drivers?orderId=${orderId}`, tokens.operator);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<NearestDriversAnswer>();
    };
    const atStore = { pickupLat: STORE.lat, pickupLng: STORE.lng };

    // Picked up: from the current driver's position; the current driver is not a candidate.
    const pickedUp = await makeOrder('picked_up', { driverId: holder, ...atStore });
    const onRoad = await nearest(pickedUp.id);
    expect(onRoad).toMatchObject({ origin: { kind: 'currentDriver', point: ROAD }, currentDriverId: holder });
    expect(onRoad.pickupPoint).toEqual(STORE);
    expect(onRoad.drivers.map((d) => d.id)).toEqual([byRoad, byStore]);
    expect(onRoad.drivers[0].distanceMetres).toBe(Math.round(distanceMetres(ROAD, BY_ROAD)));
    expect(onRoad.drivers[1].distanceMetres).toBe(Math.round(distanceMetres(ROAD, BY_STORE)));

    // Not picked up yet: from the store; the current driver is still left out.
    const accepted = await nearest((await makeOrder('accepted', { driverId: holder, ...atStore })).id);
    expect(accepted.origin).toEqual({ kind: 'pickupPoint', point: STORE });
    expect(accepted.drivers.map((d) => d.id)).toEqual([byStore, byRoad]);
    expect(accepted.drivers[0].distanceMetres).toBe(Math.round(distanceMetres(STORE, BY_STORE)));
    // Arrived with a driver whose position is unknown: from the store.
    const unknown = await nearest((await makeOrder('arrived', { driverId: driverA, ...atStore })).id);
    expect(unknown).toMatchObject({ origin: { kind: 'pickupPoint', point: STORE }, currentDriverId: driverA });
    expect(unknown.drivers.map((d) => d.id)).toEqual([byStore, holder, byRoad]);

    // The goods stay with the order: picked up, with the new driver; the same driver again is a 409.
    const same = await post('change-driver', tokens.operator, { orderId: pickedUp.id, driverId: holder });
    expect(same.statusCode).toBe(409);
    expect(same.json().errorCode).toBe('order_already_belongs_to_driver');
    const changed = await post('change-driver', tokens.operator, { orderId: pickedUp.id, driverId: byRoad });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order).toMatchObject({ status: 'picked_up', driver: { id: byRoad, firstName: 'Road' } });

    // The history names both drivers as the viewer may see them: by name with the driver-info flag, else the kind.
    const entry = async (token: string) =>
      (await trailOf(pickedUp.id, token)).find((e) => e.action === 'order.changeDriver');
    expect((await entry(tokens.operator))?.driverChange).toEqual({
      from: { kind: 'driver', name: 'Road Holder' },
      to: { kind: 'driver', name: 'Road Side' },
    });
    const masked = await entry(tokens.coordinator);
    expect(masked?.driverChange).toEqual({ from: { kind: 'driver', name: null }, to: { kind: 'driver', name: null } });
    expect(JSON.stringify(masked)).not.toMatch(/@|Holder|Side/);
  });

  it('refuses delivered orders, orders without a pickup point, and drivers not allowed for the company', async () => {
    const delivered = await makeOrder('delivered');
    expect(
      (await post('change-driver', tokens.operator, { orderId: delivered.id, driverId: driverB })).json().errorCode,
    ).toBe('driver_change_not_allowed');
    const noPickup = await makeOrder('accepted', { pickupName: null, pickupStreet: null });
    expect(
      (await post('change-driver', tokens.operator, { orderId: noPickup.id, driverId: driverB })).json().errorCode,
    ).toBe('driver_change_not_allowed');
    const order = await makeOrder('accepted');
    const res = await post('change-driver', tokens.operator, { orderId: order.id, driverId: betaOnlyDriver });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('driver_insufficient_company_permissions');
  });

  it('refuses a blocked, a deactivated and an unknown driver, and leaves the order as it was', async () => {
    const [blocked, deactivated] = await ctx.app.database.db
      .insert(s.drivers)
      .values([
        {
          firstName: 'Ola',
          lastName: 'Blocked',
          email: 'blocked@drivers.pl',
          regionId: ctx.fx.regions.waw,
          blocked: true,
        },
        { firstName: 'Jan', lastName: 'Gone', email: 'gone@drivers.pl', regionId: ctx.fx.regions.waw, active: false },
      ])
      .returning({ id: s.drivers.id });
    const order = await makeOrder('accepted');
    const [before] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, order.id));
    for (const driverId of [blocked.id, deactivated.id, 999_999]) {
      const res = await post('change-driver', tokens.operator, { orderId: order.id, driverId });
      expect([driverId, res.statusCode, res.json().errorCode]).toEqual([driverId, 422, 'driver_not_found']);
    }
    const [after] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after).toEqual(before);
  });
});

describe('pickup verification', () => {
  it('marks the order picked up with the right PIN only, once', async () => {
    const order = await makeOrder('accepted');
    const wrong = await post('check-pickup-verification-code', tokens.operator, {
      orderId: order.id,
      verificationCode: '0000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errorCode).toBe('incorrect_verification_code');
    const ok = await post('check-pickup-verification-code', tokens.operator, {
      orderId: order.id,
      verificationCode: '4321',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.status).toBe('picked_up');
    expect((await orderRow(order.id)).pickedUpAt).toBeInstanceOf(Date);
    const again = await post('check-pickup-verification-code', tokens.operator, {
      orderId: order.id,
      verificationCode: '4321',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('order_not_ready_for_pick_up');
  });

  it('finds and verifies by creation day, order no and PIN', async () => {
    const order = await makeOrder('accepted');
    const day = order.createdAt.toISOString();
    const wrongPin = await post('verify-pickup', tokens.operator, {
      createdAt: day,
      orderNo: order.orderNo,
      verificationCode: '9999',
    });
    expect(wrongPin.json().errorCode).toBe('incorrect_verification_code_and_order_no');
    const wrongNo = await post('verify-pickup', tokens.operator, {
      createdAt: day,
      orderNo: 'ZZZZ',
      verificationCode: '4321',
    });
    expect(wrongNo.statusCode).toBe(422);
    expect(wrongNo.json().errorCode).toBe('incorrect_verification_code_and_order_no');
    const ok = await post('verify-pickup', tokens.operator, {
      createdAt: day,
      orderNo: order.orderNo.toLowerCase(),
      verificationCode: '4321',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ orderNo: order.orderNo, order: { status: 'picked_up' } });
  });

  it('answers 400 for an order no that is not 4 characters and a date in the future', async () => {
    const res = await post('verify-pickup', tokens.operator, {
      createdAt: new Date(Date.now() + 86400_000 * 2).toISOString(),
      orderNo: 'AB1',
      verificationCode: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ createdAt: ['validation.notInFuture'], orderNo: ['validation.exactLength'] });
  });
});

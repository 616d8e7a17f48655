// The receiver's tracking link: every order has an unguessable token; GET /api/track/<token> answers without a session
// what a receiver may see (stage, time slot, the driver's position and arrival estimate only while on the way) and
// nothing else; the order's details carry the absolute link.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { OrderDetails } from '../../src/domain/api.ts';
import { estimatedArrival, type TrackingAnswer } from '../../src/domain/tracking.ts';
import { bearer, insertOrder, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const tokenOf = async (orderId: number) =>
  (await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, orderId)))[0].trackingToken;
const track = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/track/${token}` });
const RECEIVER = { lat: 52.2146, lng: 21.02093 };
let driverId = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'client');
  [{ id: driverId }] = await ctx.app.database.db
    .insert(s.drivers)
    .values({
      firstName: 'Tom',
      lastName: 'Track',
      email: 'tom@d.pl',
      regionId: ctx.fx.regions.waw,
      vehicleType: 'bicycle',
    })
    .returning({ id: s.drivers.id });
});

describe('tracking tokens', () => {
  it('every order has its own 32-hex-digit token, and its details carry the absolute tracking link', async () => {
    const rows = await ctx.app.database.db.select({ token: s.orders.trackingToken }).from(s.orders);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(r.token).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);
    const id = ctx.fx.orders.newWaw!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${id}`,
      headers: bearer(tokens.operator!),
    });
    expect(res.json<OrderDetails>().trackingUrl).toBe(`http://localhost/track/${await tokenOf(id)}`);
  });
});

describe('GET /api/track/<token>', () => {
  it('answers a placed order’s stage and slot, without a session, and nothing else', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'TRK1', 'scheduled', {
      scheduledSlotFrom: new Date('2026-12-01T09:00:00Z'),
      scheduledSlotTo: new Date('2026-12-01T11:00:00Z'),
    });
    const res = await track(await tokenOf(order.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Exactly these keys: no company, driver, receiver, price or other order.
    expect(res.json()).toEqual({
      orderNo: 'TRK1',
      stage: 'placed',
      timeSlot: { from: '2026-12-01T09:00:00.000Z', to: '2026-12-01T11:00:00.000Z' },
      stageAt: order.createdAt.toISOString(),
      live: null,
    });
  });

  it('after pick-up: the order’s last driver position, the delivery point and an estimated arrival', async () => {
    const db = ctx.app.database.db;
    const order = await insertOrder(db, ctx.fx, 'TRK2', 'picked_up', {
      driverId,
      acceptedAt: minutesAgo(20),
      pickedUpAt: minutesAgo(10),
      clientLat: RECEIVER.lat,
      clientLng: RECEIVER.lng,
    });
    await db.insert(s.driverLocationLogs).values([
      { driverId, orderId: order.id, lat: 52.25, lng: 21.0, loggedAt: minutesAgo(3) },
      { driverId, orderId: order.id, lat: 52.24, lng: 21.01, loggedAt: minutesAgo(1) },
      // Another order's point, later: not this order's position.
      { driverId, orderId: ctx.fx.orders.acceptedWaw!, lat: 50.0, lng: 19.9, loggedAt: minutesAgo(0) },
    ]);
    const before = new Date();
    const body = (await track(await tokenOf(order.id))).json<TrackingAnswer>();
    const after = new Date();
    expect(body.stage).toBe('on_the_way');
    expect(body.stageAt).toBe(minutesAgo(10).toISOString());
    expect(body.live?.driver).toEqual({ lat: 52.24, lng: 21.01, at: minutesAgo(1).toISOString() });
    expect(body.live?.destination).toEqual(RECEIVER);
    const eta = new Date(body.live!.estimatedArrival!).getTime();
    const from = { lat: 52.24, lng: 21.01 };
    expect(eta).toBeGreaterThanOrEqual(estimatedArrival(from, RECEIVER, 'bicycle', before).getTime());
    expect(eta).toBeLessThanOrEqual(estimatedArrival(from, RECEIVER, 'bicycle', after).getTime());
    expect(Object.keys(body).sort()).toEqual(['live', 'orderNo', 'stage', 'stageAt', 'timeSlot']);
    expect(Object.keys(body.live!).sort()).toEqual(['destination', 'driver', 'estimatedArrival']);
  });

  it('arrived: the position without an estimate; delivered or cancelled: no position any more', async () => {
    const db = ctx.app.database.db;
    const stages = [
      ['arrived', 'arrived', { arrivedAt: minutesAgo(1) }],
      ['delivered', 'delivered', { deliveredAt: minutesAgo(1) }],
      ['finished', 'delivered', { deliveredAt: minutesAgo(2) }],
      ['cancelled', 'cancelled', { cancelledAt: minutesAgo(1) }],
    ] as const;
    for (const [status, stage, extra] of stages) {
      const order = await insertOrder(db, ctx.fx, `T${status.slice(0, 3).toUpperCase()}`, status, {
        driverId,
        pickedUpAt: minutesAgo(10),
        clientLat: RECEIVER.lat,
        clientLng: RECEIVER.lng,
        ...extra,
      });
      await db.insert(s.driverLocationLogs).values({ driverId, orderId: order.id, lat: 52.22, lng: 21.02 });
      const body = (await track(await tokenOf(order.id))).json<TrackingAnswer>();
      expect(body.stage, status).toBe(stage);
      if (stage === 'arrived') {
        expect(body.live?.driver).toMatchObject({ lat: 52.22, lng: 21.02 });
        expect(body.live?.estimatedArrival).toBeNull();
      } else expect(body.live, status).toBeNull();
    }
  });

  it('a token answers its own order only; a malformed token is a 400, an unknown one a 404', async () => {
    const a = await tokenOf(ctx.fx.orders.newWaw!);
    const b = await tokenOf(ctx.fx.orders.betaNew!);
    const [rowA] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, ctx.fx.orders.newWaw!));
    const [rowB] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, ctx.fx.orders.betaNew!));
    expect((await track(a)).json().orderNo).toBe(rowA.orderNo);
    expect((await track(b)).json().orderNo).toBe(rowB.orderNo);
    for (const bad of ['abc', a.toUpperCase(), `${a}0`, 'x'.repeat(32), '%00'.repeat(11)]) {
      const res = await track(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
    }
    const unknown = await track('0'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('order_not_found');
  });
});

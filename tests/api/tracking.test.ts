// The receiver's tracking link: every order has an unguessable token; GET /api/track/<token> answers without a session
// what a receiver may see (the shop's name and logo, the stage, the booked slot or the delivery promise from the start,
// the driver's position and arrival estimate only while on the way, the shop's phone only once cancelled) and nothing
// else; the shop's logo comes through the same link; the order's details carry the absolute link.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { OrderDetails } from '../../domain/api.ts';
import { DELIVERY_PROMISE_MIN } from '../../domain/constants.ts';
import { estimatedArrival, type TrackingAnswer } from '../../domain/tracking.ts';
import { bearer, insertOrder, minutesAgo, setupApp, signInAll, testTempDir } from './fixtures.ts';

const ctx = setupApp({ imagesDir: testTempDir('dc-tracking-logos-') });
const tokens: Record<string, string> = {};
const tokenOf = async (orderId: number) =>
  (await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, orderId)))[0].trackingToken;
const track = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/track/${token}` });
const RECEIVER = { lat: 52.2146, lng: 21.02093 };
let driverId = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'client', 'admin');
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
    // Exactly these keys: the shop by name only (no id, no phone before a cancellation), no driver, receiver, price
    // or other order.
    expect(res.json()).toEqual({
      orderNo: 'TRK1',
      shop: { name: 'Alpha Pharmacy', logoUrl: `/api/track/${await tokenOf(order.id)}/logo`, contact: null },
      stage: 'placed',
      timeSlot: { from: '2026-12-01T09:00:00.000Z', to: '2026-12-01T11:00:00.000Z' },
      promisedBy: null,
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
    expect(Object.keys(body).sort()).toEqual(['live', 'orderNo', 'promisedBy', 'shop', 'stage', 'stageAt', 'timeSlot']);
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

describe('the shop that sends the parcel', () => {
  const db = () => ctx.app.database.db;
  const answer = async (orderId: number) => (await track(await tokenOf(orderId))).json<TrackingAnswer>();
  const point = async (companyId: number, name: string, phone: string | null) =>
    (
      await db()
        .insert(s.locations)
        .values({
          companyId,
          name,
          phone,
          street: 'Prosta 2',
          city: 'Warszawa',
          zipCode: '00-850',
          workingSettings: {},
        })
        .returning({ id: s.locations.id })
    )[0]!.id;

  it('is named by its display name when it has one, else by its name', async () => {
    const beta = ctx.fx.companies.beta;
    expect((await answer(ctx.fx.orders.betaNew!)).shop.name).toBe('Beta Electronics');
    await db().update(s.companies).set({ displayName: 'Beta Sklep' }).where(eq(s.companies.id, beta));
    try {
      expect((await answer(ctx.fx.orders.betaNew!)).shop.name).toBe('Beta Sklep');
      await db().update(s.companies).set({ displayName: '  ' }).where(eq(s.companies.id, beta));
      expect((await answer(ctx.fx.orders.betaNew!)).shop.name).toBe('Beta Electronics');
    } finally {
      await db().update(s.companies).set({ displayName: null }).where(eq(s.companies.id, beta));
    }
  });

  it('shows its logo through the tracking link only when it has one, never by a company id', async () => {
    // Beta has no logo: none in the answer, and the link's logo path answers 404.
    const betaToken = await tokenOf(ctx.fx.orders.betaNew!);
    expect((await track(betaToken)).json<TrackingAnswer>().shop.logoUrl).toBeNull();
    const none = await ctx.app.inject({ method: 'GET', url: `/api/track/${betaToken}/logo` });
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe('not_found');

    // Alpha uploads one: the receiver's page gets it under its own link, the same bytes the company's image has.
    const png = await sharp({ create: { width: 64, height: 32, channels: 4, background: '#1565c0' } })
      .png()
      .toBuffer();
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/logo',
      headers: bearer(tokens.admin!),
      payload: { companyId: ctx.fx.companies.alpha, contentType: 'image/png', data: png.toString('base64') },
    });
    expect(upload.statusCode).toBe(200);
    const companyImage = await ctx.app.inject({ method: 'GET', url: upload.json().company.logo });
    const token = await tokenOf(ctx.fx.orders.newWaw!);
    const body = (await track(token)).json<TrackingAnswer>();
    expect(body.shop.logoUrl).toBe(`/api/track/${token}/logo`);
    expect(JSON.stringify(body)).not.toContain(`/images/companies/${ctx.fx.companies.alpha}-`);
    const logo = await ctx.app.inject({ method: 'GET', url: body.shop.logoUrl! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('private, max-age=3600');
    expect(logo.rawPayload.equals(companyImage.rawPayload)).toBe(true);
  });

  it('a logo link with an unknown token is a 404, a malformed one a 400', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/track/${'0'.repeat(32)}/logo` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('order_not_found');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/track/NOT-A-TOKEN/logo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation_failed');
  });

  it('gives its pickup point’s phone on a cancelled order only, else its default point’s, never a receiver’s', async () => {
    const alpha = ctx.fx.companies.alpha;
    const shopPoint = await point(alpha, 'Apteka Centrum', '22 123 45 67');
    const running = await insertOrder(db(), ctx.fx, 'TPH1', 'accepted', { pickupLocationId: shopPoint });
    expect((await answer(running.id)).shop.contact).toBeNull();

    const cancelled = await insertOrder(db(), ctx.fx, 'TPH2', 'cancelled', {
      pickupLocationId: shopPoint,
      cancelledAt: minutesAgo(1),
    });
    expect((await answer(cancelled.id)).shop.contact).toEqual({ phone: '22 123 45 67' });
    for (const [status, extra] of [
      ['delivered', { deliveredAt: minutesAgo(1) }],
      ['picked_up', { pickedUpAt: minutesAgo(1) }],
    ] as const) {
      const order = await insertOrder(db(), ctx.fx, `TPH${status.slice(0, 1)}`, status, {
        pickupLocationId: shopPoint,
        ...extra,
      });
      expect((await answer(order.id)).shop.contact, status).toBeNull();
    }

    // A return order: its pickup is the first receiver (a phone of a person), never the shop's contact; without a
    // default pickup point there is no phone to give.
    const returned = await insertOrder(db(), ctx.fx, 'TPH3', 'cancelled', {
      pickupLocationId: null,
      pickupPhone: '600100200',
      cancelledAt: minutesAgo(1),
    });
    expect((await answer(returned.id)).shop.contact).toBeNull();
    const defaultPoint = await point(alpha, 'Apteka Główna', ' 22 765 43 21 ');
    await db().update(s.companies).set({ defaultLocationId: defaultPoint }).where(eq(s.companies.id, alpha));
    try {
      expect((await answer(returned.id)).shop.contact).toEqual({ phone: '22 765 43 21' });
      // A pickup point without a phone: the default point's.
      const silent = await point(alpha, 'Punkt bez telefonu', null);
      const order = await insertOrder(db(), ctx.fx, 'TPH4', 'cancelled', {
        pickupLocationId: silent,
        cancelledAt: minutesAgo(1),
      });
      expect((await answer(order.id)).shop.contact).toEqual({ phone: '22 765 43 21' });
    } finally {
      await db().update(s.companies).set({ defaultLocationId: null }).where(eq(s.companies.id, alpha));
    }
  });
});

describe('the delivery window from the start', () => {
  const db = () => ctx.app.database.db;
  const answer = async (orderId: number) => (await track(await tokenOf(orderId))).json<TrackingAnswer>();

  it('an order delivered as soon as possible: the promise, creation + the products’ time, in every stage', async () => {
    const createdAt = new Date('2026-12-01T10:00:00.000Z');
    const by = new Date(createdAt.getTime() + DELIVERY_PROMISE_MIN * 60_000).toISOString();
    expect(by).toBe('2026-12-01T13:00:00.000Z');
    for (const status of ['new', 'accepted', 'picked_up'] as const) {
      const order = await insertOrder(db(), ctx.fx, `TAS${status.slice(0, 1)}`, status, { createdAt });
      const body = await answer(order.id);
      expect(body.timeSlot, status).toBeNull();
      expect(body.promisedBy, status).toBe(by);
    }
  });

  it('a scheduled order: its booked slot from creation, with or without the company’s stored range', async () => {
    const from = new Date('2026-12-02T09:00:00.000Z');
    const to = new Date('2026-12-02T11:00:00.000Z');
    const slot = { from: from.toISOString(), to: to.toISOString() };
    const ranged = await insertOrder(db(), ctx.fx, 'TSC1', 'scheduled', {
      scheduledAt: from,
      plannedAt: to,
      scheduledSlotFrom: from,
      scheduledSlotTo: to,
    });
    expect(await answer(ranged.id)).toMatchObject({ stage: 'placed', timeSlot: slot, promisedBy: null });
    // A company without scheduledAtToScheduledRange keeps the chosen slot's start and end as the scheduled time and
    // the planned delivery (services/orderCreate.ts): the same slot.
    const timeOnly = await insertOrder(db(), ctx.fx, 'TSC2', 'scheduled', { scheduledAt: from, plannedAt: to });
    expect(await answer(timeOnly.id)).toMatchObject({ stage: 'placed', timeSlot: slot, promisedBy: null });
    const accepted = await insertOrder(db(), ctx.fx, 'TSC3', 'accepted', { scheduledAt: from, plannedAt: to });
    expect(await answer(accepted.id)).toMatchObject({ stage: 'accepted', timeSlot: slot, promisedBy: null });
  });
});

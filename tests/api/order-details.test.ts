import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { OrderDetails, OrderListItem } from '../../domain/api.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
let orderId = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client');
  const db = ctx.app.database.db;
  orderId = ctx.fx.orders.acceptedWaw;
  await db
    .update(s.drivers)
    .set({ phone: '601 222 333', car: { registrationPlate: 'WA 12345', model: 'Skoda Fabia', color: 'red' } });
  await db
    .update(s.orders)
    .set({
      pickUpVerificationCode: '4321',
      verificationCode: '8765',
      estimatedDistance: 5230,
      estimatedPayout: 2500,
      estimatedPayoutDriver: 1800,
      paymentDetails: { paymentType: 'blik_manual', paymentCode: '12345678901234567890' },
      products: [{ id: ctx.fx.products.alphaA, name: 'Parcel', pesel: '44051401359', receiptNo: '1234' }],
      pickupPhone: '22 111 22 33',
    })
    .where(eq(s.orders.id, orderId));
  const [comment] = await db
    .insert(s.orderComments)
    .values({ orderId, createdByKind: 'operator', createdBy: 'operator', comment: 'Gate code 12' })
    .returning();
  await db.update(s.orders).set({ lastCommentId: comment.id }).where(eq(s.orders.id, orderId));
  await db
    .insert(s.orderHolds)
    .values({ orderId, notes: 'Traffic', holdUntil: minutesAgo(-30), releasedAt: minutesAgo(1) });
  await db
    .insert(s.orderRenewals)
    .values({ orderId, renewalReason: 'DRIVER_CHANGE', renewedBy: 'operator', oldOrderData: { driverId: null } });
  const [{ driverId }] = await db
    .select({ driverId: s.orders.driverId })
    .from(s.orders)
    .where(eq(s.orders.id, orderId));
  await db.insert(s.driverLocationLogs).values([
    { driverId: driverId!, orderId, lat: 52.23, lng: 21.01, loggedAt: minutesAgo(3) },
    { driverId: driverId!, orderId, lat: 52.22, lng: 21.0, loggedAt: minutesAgo(6) },
  ]);
});

const details = async (token: string, id = orderId) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/details?orderId=${id}`, headers: bearer(token) });

describe('GET /api/order/details', () => {
  it('shows an operator with every flag the whole expanded row', async () => {
    const res = await details(tokens.operator);
    expect(res.statusCode).toBe(200);
    const d: OrderDetails = res.json();
    expect(d.receiver).toMatchObject({
      name: 'Client acceptedWaw',
      phone: '600100200',
      street: 'Marszałkowska 1',
      hidden: false,
    });
    expect(d.pickupPointDetails).toMatchObject({ name: 'Main store', phone: '22 111 22 33' });
    expect(d.payment).toEqual({ paymentType: 'blik_manual', paymentCode: '12345678901234567890' });
    expect(d.codes).toEqual({ pickUpVerificationCode: '4321', verificationCode: '8765' });
    expect(d.estimations).toEqual({
      estimatedDistance: 5230,
      estimatedPayout: 2500,
      estimatedPayoutDriver: 1800,
      currency: 'pln',
    });
    expect(d.driverInfo).toMatchObject({
      phone: '601 222 333',
      email: 'jan@drivers.pl',
      car: { registrationPlate: 'WA 12345' },
    });
    expect(d.comments).toEqual([expect.objectContaining({ comment: 'Gate code 12', createdBy: 'operator' })]);
    expect(d.holds).toEqual([expect.objectContaining({ notes: 'Traffic', by: 'system' })]);
    expect(d.renewals).toEqual([expect.objectContaining({ renewalReason: 'DRIVER_CHANGE' })]);
    expect(d.products[0].pesel).toBe('44051401359');
    expect(d.canShowRoute).toBe(true);
    expect(d.orderNo).toBe('T001');
  });

  it('replaces personal data with "customer" and leaves out driver contact and payout without those flags', async () => {
    const d: OrderDetails = (await details(tokens.coordinator)).json();
    expect(d.receiver).toEqual({
      name: 'customer',
      phone: null,
      street: null,
      city: 'Warszawa',
      zipCode: null,
      lat: null,
      lng: null,
      hidden: true,
    });
    expect(d.pickupPointDetails).toMatchObject({ name: 'Main store', phone: null, hidden: true });
    expect(d.payment).toEqual({ paymentType: 'blik_manual', paymentCode: null });
    expect(d.products[0]).not.toHaveProperty('pesel');
    expect(d.estimations).toMatchObject({ estimatedDistance: 5230, estimatedPayoutDriver: null });
    expect(d.driverInfo).toBeNull();
    expect(d.codes).not.toBeNull();
    expect(JSON.stringify(d)).not.toContain('600100200');
  });

  it('gives a client user its own order without hold history and driver payout', async () => {
    const d: OrderDetails = (await details(tokens.client)).json();
    expect(d.receiver.hidden).toBe(false);
    expect(d.holds).toBeNull();
    expect(d.estimations?.estimatedPayoutDriver).toBeNull();
  });

  it('leaves out the last comment and the hold note without their flags, in the details and the list alike', async () => {
    const db = ctx.app.database.db;
    await db.insert(s.operators).values({
      username: 'no-notes',
      email: 'no-notes@x.pl',
      passwordHash: await fixtureHash('No-notes-1'),
      scope: ['orders'],
      accountType: 'xd_employee',
      canView: { ...canViewDefaults('xd_employee'), comments: false, holdOrder: false },
      allCompanies: true,
      allRegions: true,
    });
    const noNotes = await login(ctx.app, 'no-notes', 'No-notes-1');
    const held = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/set-on-hold',
      headers: bearer(tokens.operator),
      payload: { orderId, notes: 'Receiver abroad', holdOrderTill: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(held.statusCode).toBe(200);
    const listItem = async (token: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/order/list?search=' + encodeURIComponent((await details(tokens.operator)).json().orderNo),
        headers: bearer(token),
      });
      return (res.json().items as OrderListItem[]).find((i) => i.id === orderId)!;
    };
    try {
      // Every flag: the comment and the note.
      expect((await details(tokens.operator)).json()).toMatchObject({
        lastComment: { comment: 'Gate code 12' },
        flags: { onHold: { note: 'Receiver abroad' } },
      });
      expect(await listItem(tokens.operator)).toMatchObject({
        lastComment: { comment: 'Gate code 12' },
        flags: { onHold: { note: 'Receiver abroad' } },
      });
      // Neither flag: the order shows as held, without the note or the comment.
      for (const item of [(await details(noNotes)).json() as OrderDetails, await listItem(noNotes)]) {
        expect(item.lastComment).toBeNull();
        expect(item.flags.onHold).toMatchObject({ note: null }); // still held, its end as before
      }
      // A client user (comments, no holdOrder): the comment, not the note.
      for (const item of [(await details(tokens.client)).json() as OrderDetails, await listItem(tokens.client)]) {
        expect(item.lastComment?.comment).toBe('Gate code 12');
        expect(item.flags.onHold).toMatchObject({ note: null }); // still held, its end as before
      }
    } finally {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/order/release-on-hold',
        headers: bearer(tokens.operator),
        payload: { orderId },
      });
    }
  });

  it('shows "customer" to everybody once the personal data was hashed', async () => {
    await ctx.app.database.db
      .update(s.orders)
      .set({ hashedSensitiveData: { clientData: true } })
      .where(eq(s.orders.id, ctx.fx.orders.newWaw));
    const d: OrderDetails = (await details(tokens.operator, ctx.fx.orders.newWaw)).json();
    expect(d.receiver).toMatchObject({ name: 'customer', hidden: true });
  });

  it('answers 404 for an order of another tenant and 400 without an order id', async () => {
    const res = await details(tokens.coordinator, ctx.fx.orders.betaNew);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('order_not_found');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/order/details', headers: bearer(tokens.operator) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['orderId']);
  });
});

describe('GET /api/order/location-history', () => {
  it('returns the location log oldest first', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/location-history?orderId=${orderId}&locationHistory=true`,
      headers: bearer(tokens.operator),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: orderId, orderNo: 'T001' });
    expect(body.driverLocationLog.map((p: { lat: number }) => p.lat)).toEqual([52.22, 52.23]);
  });

  it('needs the orderRoute flag, and the order in the caller’s tenant', async () => {
    const db = ctx.app.database.db;
    const [coordinator] = await db.select().from(s.operators).where(eq(s.operators.username, 'coordinator'));
    await db
      .update(s.operators)
      .set({ canView: { ...coordinator.canView, orderRoute: false } })
      .where(eq(s.operators.id, coordinator.id));
    const denied = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/location-history?orderId=${orderId}`,
      headers: bearer(tokens.coordinator),
    });
    expect(denied.statusCode).toBe(403);
    await db.update(s.operators).set({ canView: coordinator.canView }).where(eq(s.operators.id, coordinator.id));
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/location-history?orderId=${ctx.fx.orders.betaPicked}`,
      headers: bearer(tokens.coordinator),
    });
    expect(other.statusCode).toBe(404);
  });
});

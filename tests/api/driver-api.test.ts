// The driver API (/api/driver/*): sign-in and sessions, separation from the console's routes, offered orders, every
// step of a delivery with its error codes, holds, location pings, the simulator roster, and the real-time events an
// operator's console receives.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { createTrickleOrder } from '../../server/simulator/orderTrickle.ts';
import { geocoderFor } from '../../server/services/geocoding/index.ts';
import { haversineDetourEstimator } from '../../server/services/roadDistance.ts';
import { ORDER_STATUS_PRIORITY, type OrderStatus } from '../../domain/enums.ts';
import { bearer, minutesAgo, setupApp, signInAll, insertOrder } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'driver123';
const PIN = '4321';
/** Warszawa, near the pickup points of the orders below. */
const HOME = { lat: 52.2297, lng: 21.0122 };
let passwordHash = '';
let seq = 0;
let baseURL = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  passwordHash = await fixtureHash(PASSWORD);
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const db = () => ctx.app.database.db;

interface TestDriver {
  id: number;
  email: string;
  token: string;
}

/** A driver of Warszawa (every company) with the test password, signed in unless told otherwise. */
async function makeDriver(extra: Partial<typeof s.drivers.$inferInsert> = {}, signIn = true): Promise<TestDriver> {
  seq++;
  const email = `driver${seq}@drivers.test`;
  const [row] = await db()
    .insert(s.drivers)
    .values({
      firstName: 'Test',
      lastName: `Driver ${seq}`,
      email,
      passwordHash,
      regionId: ctx.fx.regions.waw,
      lastKnownLat: HOME.lat,
      lastKnownLng: HOME.lng,
      ...extra,
    })
    .returning({ id: s.drivers.id });
  const token = signIn ? (await signInDriver(email)).json().token : '';
  return { id: row.id, email, token };
}

const signInDriver = (email: string, password = PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/driver/sign-in', payload: { email, password } });

/** A fresh order of company alpha in Warszawa with a pickup point, its PIN and positions. */
async function makeOrder(status: OrderStatus = 'new', extra: Partial<typeof s.orders.$inferInsert> = {}) {
  seq++;
  return insertOrder(
    db(),
    ctx.fx,
    `D${String(seq).padStart(3, '0')}`,
    status,
    {
      stageBeganAt: minutesAgo(2),
      createdAt: minutesAgo(2),
      clientName: 'Ewa Odbiorca',
      clientPhone: '600200300',
      clientStreet: 'Puławska 100',
      clientZipCode: '02-677', // covered by the fixture's zip codes: the simulator's trickle creates copies through order create
      clientLat: 52.19,
      clientLng: 21.02,
      pickupName: 'Apteka Centrum',
      pickupLat: 52.232,
      pickupLng: 20.99,
      pickUpVerificationCode: PIN,
      estimatedPayout: 2500,
      estimatedPayoutDriver: 1800,
      products: [{ id: ctx.fx.products.alphaA, name: 'Parcel', code: 'A-PARCEL' }],
      ...extra,
    },
    ctx.fx.products.alphaA,
  );
}

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const step = (name: string, d: TestDriver, payload: object) => call('POST', `/driver/order/${name}`, d.token, payload);
const orderRow = async (id: number) => (await db().select().from(s.orders).where(eq(s.orders.id, id)))[0];
const auditOf = (entity: string, id: number, action: string) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, entity), eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, action)));
const expectError = (res: { statusCode: number; json(): { errorCode: string } }, status: number, errorCode: string) => {
  expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status, errorCode });
};

function openSocket(token: string) {
  const socket = connect(`${baseURL}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}

describe('sign-in', () => {
  it('signs a driver in: token of kind driver, profile, online, audited', async () => {
    const d = await makeDriver({}, false);
    const res = await signInDriver(d.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      userType: 'driver',
      driver: { id: d.id, email: d.email, region: { id: ctx.fx.regions.waw, name: 'Warszawa' }, allowedCompanyIds: [] },
    });
    expect(body.token).toMatch(/^ey/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const [row] = await db().select().from(s.drivers).where(eq(s.drivers.id, d.id));
    expect(row.status).toBe('online');
    expect(row.lastLogin).toBeInstanceOf(Date);
    expect(await auditOf('driver', d.id, 'auth.login')).toEqual([
      expect.objectContaining({ actorKind: 'driver', actorId: d.id, actorName: d.email }),
    ]);
  });

  it('answers one 401 for a wrong password and an unknown e-mail, and refuses deactivated and blocked drivers', async () => {
    const d = await makeDriver({}, false);
    expectError(await signInDriver(d.email, 'wrong-password'), 401, 'invalid_credentials');
    expectError(await signInDriver('nobody@drivers.test'), 401, 'invalid_credentials');
    const noPassword = await makeDriver({ passwordHash: null }, false);
    expectError(await signInDriver(noPassword.email), 401, 'invalid_credentials');
    const inactive = await makeDriver({ active: false }, false);
    expectError(await signInDriver(inactive.email), 401, 'account_deactivated');
    const blocked = await makeDriver({ blocked: true }, false);
    expectError(await signInDriver(blocked.email), 403, 'driver_blocked');
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation_failed');
    expect(res.json().errors).toEqual({ email: ['validation.email'], password: ['validation.required'] });
  });

  it('throttles repeated failures for one e-mail with 429 and Retry-After', async () => {
    const d = await makeDriver({}, false);
    for (let i = 0; i < 5; i++) expectError(await signInDriver(d.email, 'wrong-password'), 401, 'invalid_credentials');
    const locked = await signInDriver(d.email);
    expectError(locked, 429, 'too_many_login_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('answers /driver/me with the signed-in driver as the database has it, read from the session', async () => {
    const logged = new Date('2026-11-30T17:42:05.123Z');
    const d = await makeDriver({
      vehicleType: 'bicycle',
      allowedCompanyIds: [ctx.fx.companies.beta, ctx.fx.companies.alpha],
      lastKnownLoggedAt: logged,
      firstName: 'Łucja',
    });
    const [row] = await db().select().from(s.drivers).where(eq(s.drivers.id, d.id));
    const me = await call('GET', '/driver/me', d.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().driver).toEqual({
      id: d.id,
      firstName: 'Łucja',
      lastName: row.lastName,
      email: d.email,
      region: { id: ctx.fx.regions.waw, name: 'Warszawa' },
      vehicleType: 'bicycle',
      allowedCompanyIds: [ctx.fx.companies.beta, ctx.fx.companies.alpha],
      lastKnownLocation: { lat: HOME.lat, lng: HOME.lng, loggedAt: logged.toISOString() },
      status: 'online',
    });
    // No region, no position, no time of the position: none is invented; a position without its time is dated by the
    // driver's creation.
    const bare = await makeDriver({ regionId: null, lastKnownLat: null, lastKnownLng: null });
    expect((await call('GET', '/driver/me', bare.token)).json().driver).toMatchObject({
      region: null,
      lastKnownLocation: null,
      allowedCompanyIds: [],
    });
    const undated = await makeDriver();
    const [undatedRow] = await db().select().from(s.drivers).where(eq(s.drivers.id, undated.id));
    expect((await call('GET', '/driver/me', undated.token)).json().driver.lastKnownLocation).toEqual({
      lat: HOME.lat,
      lng: HOME.lng,
      loggedAt: (undatedRow.lastKnownLoggedAt ?? undatedRow.createdAt).toISOString(),
    });
  });

  it('refreshes the token, and logout revokes the session and takes the driver offline', async () => {
    const d = await makeDriver();
    const refreshed = await call('POST', '/driver/refresh', d.token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ userType: 'driver', driver: { id: d.id } });
    const fresh = refreshed.json().token as string;
    expect((await call('GET', '/driver/me', fresh)).statusCode).toBe(200);

    const out = await call('POST', '/driver/logout', fresh);
    expect(out.statusCode).toBe(204);
    // Both tokens name the same session: both are gone.
    expectError(await call('GET', '/driver/me', fresh), 401, 'session_expired');
    expectError(await call('GET', '/driver/me', d.token), 401, 'session_expired');
    const [row] = await db().select().from(s.drivers).where(eq(s.drivers.id, d.id));
    expect(row.status).toBe('offline');
    expect(await auditOf('driver', d.id, 'auth.logout')).toHaveLength(1);
  });

  it('logs every status change in driver_status_log with its source: sign-in online, logout offline (the availability report)', async () => {
    const d = await makeDriver({}, false);
    const statusLog = () =>
      db()
        .select({ status: s.driverStatusLog.status, source: s.driverStatusLog.source, at: s.driverStatusLog.at })
        .from(s.driverStatusLog)
        .where(eq(s.driverStatusLog.driverId, d.id))
        .orderBy(s.driverStatusLog.id);
    expect(await statusLog()).toEqual([]);
    const first = (await signInDriver(d.email)).json().token as string;
    const [afterSignIn] = await db()
      .select({ lastLogin: s.drivers.lastLogin })
      .from(s.drivers)
      .where(eq(s.drivers.id, d.id));
    expect(await statusLog()).toEqual([{ status: 'online', source: 'sign_in', at: afterSignIn.lastLogin }]);
    expect((await call('POST', '/driver/logout', first)).statusCode).toBe(204);
    // A failed sign-in changes nothing.
    expect((await signInDriver(d.email, 'wrong-password')).statusCode).toBe(401);
    const second = (await signInDriver(d.email)).json().token as string;
    await call('POST', '/driver/logout', second);
    expect((await statusLog()).map(({ status, source }) => `${status}:${source}`)).toEqual([
      'online:sign_in',
      'offline:logout',
      'online:sign_in',
      'offline:logout',
    ]);
  });

  it('ends the session of an expired session, a deactivated driver and a blocked driver, saying which', async () => {
    const expired = await makeDriver();
    await db()
      .update(s.authSessions)
      .set({ expiresAt: minutesAgo(1) })
      .where(and(eq(s.authSessions.userKind, 'driver'), eq(s.authSessions.userId, expired.id)));
    expectError(await call('GET', '/driver/me', expired.token), 401, 'session_expired');
    const deactivated = await makeDriver();
    await db().update(s.drivers).set({ active: false }).where(eq(s.drivers.id, deactivated.id));
    expectError(await call('GET', '/driver/me', deactivated.token), 401, 'account_deactivated');
    const blocked = await makeDriver();
    await db().update(s.drivers).set({ blocked: true }).where(eq(s.drivers.id, blocked.id));
    expectError(await call('GET', '/driver/order/offered', blocked.token), 403, 'driver_blocked');
    expectError(await call('POST', '/driver/correction', blocked.token, {}), 403, 'driver_blocked');
  });

  it('answers 401 without a token and for a token that is not one of ours', async () => {
    expectError(await call('GET', '/driver/me', null), 401, 'unauthorized');
    expectError(await call('GET', '/driver/me', 'not-a-token'), 401, 'session_expired');
  });
});

describe('separation of driver and console sessions', () => {
  it('refuses a driver token on console routes with 403, and on the socket', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', { driverId: d.id, acceptedAt: minutesAgo(1) });
    expectError(await call('GET', '/order/list', d.token), 403, 'driver_session_not_allowed');
    expectError(await call('GET', `/order/details?orderId=${order.id}`, d.token), 403, 'driver_session_not_allowed');
    expectError(
      await call('POST', '/order/set-on-hold', d.token, { orderId: order.id }),
      403,
      'driver_session_not_allowed',
    );
    expectError(
      await call('POST', '/order/check-pickup-verification-code', d.token, {
        orderId: order.id,
        verificationCode: PIN,
      }),
      403,
      'driver_session_not_allowed',
    );
    expectError(await call('GET', '/@me', d.token), 403, 'driver_session_not_allowed');
    expectError(await call('POST', '/auth/refresh', d.token), 403, 'driver_session_not_allowed');
    expectError(await call('GET', '/simulator/roster', d.token), 403, 'driver_session_not_allowed');
    await expect(openSocket(d.token)).rejects.toThrow('unauthorized');
    expect((await orderRow(order.id)).onHoldUntil).toBeNull();
  });

  it('refuses operator and client tokens on driver routes with 403', async () => {
    const order = await makeOrder('new');
    expectError(await call('GET', '/driver/me', tokens.operator), 403, 'driver_session_required');
    expectError(await call('GET', '/driver/order/offered', tokens.client), 403, 'driver_session_required');
    expectError(
      await call('POST', '/driver/order/accept', tokens.operator, { orderId: order.id }),
      403,
      'driver_session_required',
    );
    expectError(await call('POST', '/driver/location', tokens.operator, HOME), 403, 'driver_session_required');
    expectError(await call('POST', '/driver/logout', tokens.client), 403, 'driver_session_required');
    expect((await orderRow(order.id)).status).toBe('new');
  });
});

describe('offered orders', () => {
  it('lists new orders of the driver’s region and companies, not on hold, nearest first, without receiver contact or PIN', async () => {
    const d = await makeDriver();
    const near = await makeOrder('new', { pickupLat: HOME.lat + 0.001, pickupLng: HOME.lng });
    const far = await makeOrder('new', { pickupLat: HOME.lat + 0.05, pickupLng: HOME.lng });
    const held = await makeOrder('new', { onHoldUntil: new Date(Date.now() + 3600_000) });
    const heldBefore = await makeOrder('new', { onHoldUntil: minutesAgo(1) });
    const krakow = await makeOrder('new', { regionId: ctx.fx.regions.krk });
    const taken = await makeOrder('accepted', { driverId: d.id });
    const res = await call('GET', '/driver/order/offered', d.token);
    expect(res.statusCode).toBe(200);
    const offers = res.json().orders as {
      id: number;
      distanceMetres: number;
      receiver: { name: string | null; phone: string | null; street: string };
    }[];
    const ids = offers.map((o) => o.id);
    expect(ids).toEqual(
      expect.arrayContaining([near.id, far.id, heldBefore.id, ctx.fx.orders.newWaw, ctx.fx.orders.betaNew]),
    );
    expect(ids).not.toContain(held.id);
    expect(ids).not.toContain(krakow.id);
    expect(ids).not.toContain(taken.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    const nearOffer = offers.find((o) => o.id === near.id)!;
    expect(nearOffer.distanceMetres).toBeGreaterThan(50);
    expect(nearOffer.distanceMetres).toBeLessThan(200);
    expect(nearOffer.receiver).toMatchObject({ name: null, phone: null, street: 'Puławska 100' });
    expect(res.body).not.toContain('pickUpVerificationCode');
    expect(res.body).not.toContain(PIN);
  });

  it('leaves out companies the driver may not deliver for', async () => {
    const d = await makeDriver({ allowedCompanyIds: [ctx.fx.companies.beta] });
    const alphaOrder = await makeOrder('new');
    const ids = ((await call('GET', '/driver/order/offered', d.token)).json().orders as { id: number }[]).map(
      (o) => o.id,
    );
    expect(ids).toContain(ctx.fx.orders.betaNew);
    expect(ids).not.toContain(alphaOrder.id);
    expect(ids).not.toContain(ctx.fx.orders.newWaw);
  });
});

describe('a delivery from offer to finish', () => {
  it('accepts, arrives at the pickup, picks up with the PIN, arrives, delivers and finishes; audited, with events', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new');
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const base = { orderId: order.id, companyId: ctx.fx.companies.alpha, regionName: 'Warszawa' };

    const accepted = await step('accept', d, { orderId: order.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().order).toMatchObject({
      id: order.id,
      status: 'accepted',
      receiver: { name: 'Ewa Odbiorca', phone: '600200300' },
    });
    expect(accepted.body).not.toContain(PIN);
    let row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'accepted',
      driverId: d.id,
      statusPriority: ORDER_STATUS_PRIORITY.accepted,
      isOngoing: true,
    });
    expect(row.acceptedAt).toEqual(row.stageBeganAt);
    expect(emit).toHaveBeenLastCalledWith('acceptOrder', expect.objectContaining(base));

    const me = await call('GET', '/driver/me', d.token);
    expect(me.json().currentOrder).toMatchObject({ id: order.id, status: 'accepted' });

    const atPickup = await step('arrive-at-pickup', d, { orderId: order.id });
    expect(atPickup.statusCode).toBe(200);
    expect(atPickup.json().order.pickupArrivedAt).toEqual(expect.any(String));
    expect((await orderRow(order.id)).status).toBe('accepted');
    expect(emit).toHaveBeenLastCalledWith('editOrder', expect.objectContaining(base));

    expectError(
      await step('pick-up', d, { orderId: order.id, verificationCode: '0000' }),
      422,
      'incorrect_verification_code',
    );
    expect((await orderRow(order.id)).status).toBe('accepted');
    const picked = await step('pick-up', d, { orderId: order.id, verificationCode: ` ${PIN} ` });
    expect(picked.statusCode).toBe(200);
    row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'picked_up',
      statusPriority: ORDER_STATUS_PRIORITY.picked_up,
      isOngoing: true,
    });
    expect(row.pickedUpAt).toEqual(row.stageBeganAt);

    const arrived = await step('arrive', d, { orderId: order.id });
    expect(arrived.json().order.status).toBe('arrived');
    row = await orderRow(order.id);
    expect(row).toMatchObject({ statusPriority: ORDER_STATUS_PRIORITY.arrived, isOngoing: true });
    expect(row.arrivedAt).toEqual(row.stageBeganAt);
    expect(emit).toHaveBeenLastCalledWith('arriveOrder', expect.objectContaining(base));

    const delivered = await step('deliver', d, { orderId: order.id });
    expect(delivered.json().order.status).toBe('delivered');
    row = await orderRow(order.id);
    expect(row).toMatchObject({
      statusPriority: ORDER_STATUS_PRIORITY.delivered,
      isOngoing: false,
      deliveredProducts: order.products,
    });
    expect(row.deliveredAt).toEqual(row.stageBeganAt);
    expect(emit).toHaveBeenLastCalledWith('deliverOrder', expect.objectContaining(base));
    const [line] = await db().select().from(s.orderProducts).where(eq(s.orderProducts.orderId, order.id));
    expect(line.delivered).toBe(true);
    const wallet = await db().select().from(s.walletEntries).where(eq(s.walletEntries.orderId, order.id));
    expect(wallet).toEqual([
      expect.objectContaining({
        driverId: d.id,
        type: 'ride_added',
        payoutDriver: 1800,
        payoutClient: 2500,
        descriptionParams: { kind: 'delivered' },
      }),
    ]);
    expect((await call('GET', '/driver/me', d.token)).json().currentOrder).toBeNull();

    const finished = await step('finish', d, { orderId: order.id });
    expect(finished.json().order.status).toBe('finished');
    row = await orderRow(order.id);
    expect(row).toMatchObject({ statusPriority: ORDER_STATUS_PRIORITY.finished, isOngoing: false });
    expect(row.finishedAt).toEqual(row.stageBeganAt);
    expect(emit).toHaveBeenLastCalledWith('finishOrder', expect.objectContaining(base));
    emit.mockRestore();

    for (const action of [
      'order.accept',
      'order.arriveAtPickup',
      'order.pickUp',
      'order.arrive',
      'order.deliver',
      'order.finish',
    ]) {
      expect(await auditOf('order', order.id, action), action).toEqual([
        expect.objectContaining({ actorKind: 'driver', actorId: d.id, actorName: d.email }),
      ]);
    }
    // The PIN never reaches the audit log.
    const trail = await db()
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.entityId, String(order.id)));
    expect(JSON.stringify(trail)).not.toContain(PIN);
  });

  it('picks up an order without a PIN (a return order) without a code', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new', { pickUpVerificationCode: null, returnsOrderNo: 'R001' });
    await step('accept', d, { orderId: order.id });
    await step('arrive-at-pickup', d, { orderId: order.id });
    const picked = await step('pick-up', d, { orderId: order.id });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().order.status).toBe('picked_up');
    expect((await auditOf('order', order.id, 'order.pickUp'))[0].after).toMatchObject({ withPin: false });
  });

  it('delivers an order without a pickup point: accept, arrive, deliver', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new', {
      type: 'simple_arrival',
      pickupName: null,
      pickupStreet: null,
      pickupCity: null,
      pickupZipCode: null,
      pickupLat: null,
      pickupLng: null,
      pickUpVerificationCode: null,
    });
    expect((await step('accept', d, { orderId: order.id })).statusCode).toBe(200);
    expectError(await step('arrive-at-pickup', d, { orderId: order.id }), 409, 'order_has_no_pickup_point');
    expectError(await step('deliver', d, { orderId: order.id }), 409, 'invalid_order_transition');
    expect((await step('arrive', d, { orderId: order.id })).json().order.status).toBe('arrived');
    expect((await step('deliver', d, { orderId: order.id })).json().order.status).toBe('delivered');
  });
});

describe('accept: error codes', () => {
  it('answers order_already_taken to the second driver, and order_already_accepted to the first', async () => {
    const first = await makeDriver();
    const second = await makeDriver();
    const order = await makeOrder('new');
    expect((await step('accept', first, { orderId: order.id })).statusCode).toBe(200);
    expectError(await step('accept', second, { orderId: order.id }), 409, 'order_already_taken');
    expectError(await step('accept', first, { orderId: order.id }), 409, 'order_already_accepted');
    expect((await orderRow(order.id)).driverId).toBe(first.id);
  });

  it('lets exactly one of two drivers accepting at once have the order', async () => {
    const [a, b] = [await makeDriver(), await makeDriver()];
    const order = await makeOrder('new');
    const results = await Promise.all([
      step('accept', a, { orderId: order.id }),
      step('accept', b, { orderId: order.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().errorCode).toBe('order_already_taken');
  });

  it('refuses orders not offered to the driver', async () => {
    const d = await makeDriver({ allowedCompanyIds: [ctx.fx.companies.beta] });
    expectError(await step('accept', d, { orderId: (await makeOrder('new')).id }), 403, 'order_not_offered_to_driver');
    expectError(
      await step('accept', d, {
        orderId: (await makeOrder('new', { companyId: ctx.fx.companies.beta, regionId: ctx.fx.regions.krk })).id,
      }),
      403,
      'order_not_offered_to_driver',
    );
    expectError(
      await step('accept', d, { orderId: (await makeOrder('cancelled', { cancelledAt: minutesAgo(1) })).id }),
      409,
      'order_not_offered',
    );
    expectError(
      await step('accept', d, { orderId: (await makeOrder('scheduled', { companyId: ctx.fx.companies.beta })).id }),
      409,
      'order_not_offered',
    );
    expectError(
      await step('accept', d, {
        orderId: (
          await makeOrder('new', { companyId: ctx.fx.companies.beta, onHoldUntil: new Date(Date.now() + 600_000) })
        ).id,
      }),
      409,
      'order_on_hold',
    );
    expectError(await step('accept', d, { orderId: 999_999 }), 404, 'order_not_found');
  });

  it('keeps a driver to one order at a time, and checks the body', async () => {
    const d = await makeDriver();
    expect((await step('accept', d, { orderId: (await makeOrder('new')).id })).statusCode).toBe(200);
    expectError(await step('accept', d, { orderId: (await makeOrder('new')).id }), 409, 'driver_has_active_order');
    const bad = await step('accept', d, {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['orderId']);
  });
});

describe('steps: error codes', () => {
  it('refuses another driver’s order, a pick-up before arriving, and a second arrival', async () => {
    const d = await makeDriver();
    const other = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', d, { orderId: order.id });
    expectError(await step('arrive-at-pickup', other, { orderId: order.id }), 403, 'order_not_assigned_to_driver');
    expectError(
      await step('pick-up', other, { orderId: order.id, verificationCode: PIN }),
      403,
      'order_not_assigned_to_driver',
    );
    expectError(await step('pick-up', d, { orderId: order.id, verificationCode: PIN }), 409, 'driver_not_at_pickup');
    expectError(await step('arrive', d, { orderId: order.id }), 409, 'order_not_picked_up');
    expectError(await step('deliver', d, { orderId: order.id }), 409, 'order_not_picked_up');
    expectError(await step('finish', d, { orderId: order.id }), 409, 'invalid_order_transition');
    expect((await step('arrive-at-pickup', d, { orderId: order.id })).statusCode).toBe(200);
    expectError(await step('arrive-at-pickup', d, { orderId: order.id }), 409, 'driver_already_at_pickup');
    expectError(
      await step('pick-up', d, { orderId: order.id, verificationCode: '  ' }),
      422,
      'incorrect_verification_code',
    );
    expectError(await step('pick-up', d, { orderId: order.id }), 422, 'incorrect_verification_code');
    const long = await step('pick-up', d, { orderId: order.id, verificationCode: '1'.repeat(33) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['verificationCode']);
    expect((await step('pick-up', d, { orderId: order.id, verificationCode: PIN })).statusCode).toBe(200);
    expectError(
      await step('pick-up', d, { orderId: order.id, verificationCode: PIN }),
      409,
      'order_not_ready_for_pick_up',
    );
    expectError(await step('arrive-at-pickup', d, { orderId: order.id }), 409, 'order_not_ready_for_pick_up');
    expect((await step('arrive', d, { orderId: order.id })).statusCode).toBe(200);
    expectError(await step('arrive', d, { orderId: order.id }), 409, 'invalid_order_transition');
    expectError(await step('deliver', d, { orderId: 999_999 }), 404, 'order_not_found');
  });

  it('refuses an order an operator cancelled under the driver', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', d, { orderId: order.id });
    const cancel = await call('POST', '/order/cancel', tokens.operator, {
      orderId: order.id,
      reason: 'CLIENTS_REQUEST',
      renewOrder: false,
    });
    expect(cancel.statusCode).toBe(200);
    expectError(await step('arrive', d, { orderId: order.id }), 409, 'invalid_order_transition');
    expect((await call('GET', '/driver/me', d.token)).json().currentOrder).toBeNull();
  });
});

describe('hold', () => {
  it('holds the driver’s order with its note (the console’s on-hold tooltip), then the next step releases it', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', d, { orderId: order.id });
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const held = await step('hold', d, {
      orderId: order.id,
      notes: '  Pickup point closed for lunch  ',
      holdOrderTill: until,
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().order.onHold).toEqual({ until, note: 'Pickup point closed for lunch' });
    expect(emit).toHaveBeenLastCalledWith('delayingDelivery', expect.objectContaining({ orderId: order.id }));
    emit.mockRestore();

    const list = await call('GET', `/order/list?globalIdSearch=${order.orderNo}`, tokens.operator);
    expect(list.json().items[0].flags.onHold).toEqual({ until, note: 'Pickup point closed for lunch' });
    const details = await call('GET', `/order/details?orderId=${order.id}`, tokens.operator);
    expect(details.json().holds[0]).toMatchObject({
      notes: 'Pickup point closed for lunch',
      by: 'driver',
      releasedAt: null,
    });
    expect(await auditOf('order', order.id, 'order.hold')).toEqual([
      expect.objectContaining({ actorKind: 'driver', actorId: d.id }),
    ]);

    expectError(await step('hold', d, { orderId: order.id, notes: 'again' }), 409, 'order_already_on_hold');
    expect((await step('arrive-at-pickup', d, { orderId: order.id })).statusCode).toBe(200);
    expect((await orderRow(order.id)).onHoldUntil).toBeNull();
    const [hold] = await db().select().from(s.orderHolds).where(eq(s.orderHolds.orderId, order.id));
    expect(hold).toMatchObject({ driverId: d.id, releasedByDriverId: d.id });
    expect(hold.releasedAt).toBeInstanceOf(Date);
  });

  it('an open-ended hold without an end time; an operator’s hold stops the driver until released', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', d, { orderId: order.id });
    expect((await step('hold', d, { orderId: order.id, notes: 'Flat tyre' })).json().order.onHold.until).toBe(
      '9999-12-31T23:59:59.000Z',
    );
    expect((await call('POST', '/order/release-on-hold', tokens.operator, { orderId: order.id })).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/order/set-on-hold', tokens.operator, {
          orderId: order.id,
          notes: 'Client asked to wait',
          holdOrderTill: new Date(Date.now() + 3600_000).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    expectError(await step('arrive-at-pickup', d, { orderId: order.id }), 409, 'order_on_hold');
    expect((await call('POST', '/order/release-on-hold', tokens.operator, { orderId: order.id })).statusCode).toBe(200);
    expect((await step('arrive-at-pickup', d, { orderId: order.id })).statusCode).toBe(200);
  });

  it('needs a note, an end not in the past, the driver’s own ongoing order', async () => {
    const d = await makeDriver();
    const other = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', d, { orderId: order.id });
    const bad = await step('hold', d, {
      orderId: order.id,
      notes: ' ',
      holdOrderTill: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ notes: ['validation.required'], holdOrderTill: ['validation.notInPast'] });
    expectError(await step('hold', other, { orderId: order.id, notes: 'x' }), 403, 'order_not_assigned_to_driver');
    const done = await makeOrder('delivered', { driverId: d.id, deliveredAt: minutesAgo(1) });
    expectError(await step('hold', d, { orderId: done.id, notes: 'late' }), 409, 'order_is_not_ongoing');
  });
});

describe('location pings', () => {
  it('logs the position for the current order (route map) and as the driver’s last position', async () => {
    const d = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', d, { orderId: order.id });
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const res = await call('POST', '/driver/location', d.token, { lat: 52.231, lng: 21.001 });
    expect(res.statusCode).toBe(200);
    const { at, orderId } = res.json();
    expect(orderId).toBe(order.id);
    expect(emit).toHaveBeenCalledWith(
      'driverLocationChange',
      expect.objectContaining({
        orderId: order.id,
        lat: 52.231,
        lng: 21.001,
        at,
        companyId: ctx.fx.companies.alpha,
        regionName: 'Warszawa',
      }),
    );
    emit.mockRestore();
    const logs = await db().select().from(s.driverLocationLogs).where(eq(s.driverLocationLogs.driverId, d.id));
    expect(logs).toEqual([expect.objectContaining({ orderId: order.id, lat: 52.231, lng: 21.001 })]);
    const [driver] = await db().select().from(s.drivers).where(eq(s.drivers.id, d.id));
    expect(driver).toMatchObject({ lastKnownLat: 52.231, lastKnownLng: 21.001 });
    expect(driver.lastKnownLoggedAt?.toISOString()).toBe(at);
    const route = await call(
      'GET',
      `/order/location-history?orderId=${order.id}&locationHistory=true`,
      tokens.operator,
    );
    expect(JSON.stringify(route.json())).toContain('52.231');
    expect(await auditOf('driver', d.id, 'driver.location')).toHaveLength(1);
  });

  it('without an order: the last position only, no event; 400 for a position off the globe', async () => {
    const d = await makeDriver();
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const res = await call('POST', '/driver/location', d.token, { lat: 52.1, lng: 21.1 });
    expect(res.json().orderId).toBeNull();
    expect(emit).not.toHaveBeenCalled();
    emit.mockRestore();
    const [driver] = await db().select().from(s.drivers).where(eq(s.drivers.id, d.id));
    expect(driver).toMatchObject({ lastKnownLat: 52.1, lastKnownLng: 21.1 });
    const bad = await call('POST', '/driver/location', d.token, { lat: 95, lng: 'east' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lat', 'lng']);
  });
});

describe('simulator roster', () => {
  it('lists drivers who can sign in, with their active order, to operators with drivers access only', async () => {
    const busy = await makeDriver();
    const order = await makeOrder('new');
    await step('accept', busy, { orderId: order.id });
    const blocked = await makeDriver({ blocked: true }, false);
    const res = await call('GET', '/simulator/roster?region=Warszawa', tokens.operator);
    expect(res.statusCode).toBe(200);
    const drivers = res.json().drivers as { id: number; activeOrderId: number | null; region: string; email: string }[];
    expect(drivers.find((r) => r.id === busy.id)).toMatchObject({
      activeOrderId: order.id,
      region: 'Warszawa',
      email: busy.email,
      lastKnownLocation: HOME,
    });
    expect(drivers.map((r) => r.id)).not.toContain(blocked.id);
    expect(res.body).not.toContain('password');
    expectError(await call('GET', '/simulator/roster', tokens.coordinator), 403, 'insufficient_permissions');
    expectError(await call('GET', '/simulator/roster', tokens.client), 403, 'insufficient_permissions');
  });
});

describe('real time', () => {
  it('an operator’s console receives acceptOrder and driverLocationChange', async () => {
    const operator = await openSocket(tokens.operator);
    const received: { event: string; payload: Record<string, unknown> }[] = [];
    operator.on('acceptOrder', (payload) => received.push({ event: 'acceptOrder', payload }));
    operator.on('driverLocationChange', (payload) => received.push({ event: 'driverLocationChange', payload }));
    const d = await makeDriver();
    const order = await makeOrder('new');
    expect((await step('accept', d, { orderId: order.id })).statusCode).toBe(200);
    const ping = await call('POST', '/driver/location', d.token, { lat: 52.24, lng: 21.0 });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    expect(received[0]).toEqual({
      event: 'acceptOrder',
      payload: expect.objectContaining({ orderId: order.id, driverId: d.id }),
    });
    expect(received[1]).toEqual({
      event: 'driverLocationChange',
      payload: expect.objectContaining({ orderId: order.id, lat: 52.24, lng: 21.0, at: ping.json().at }),
    });
  });
});

describe('the simulator’s trickle of new orders', () => {
  const trickleDeps = () => ({ geocoder: geocoderFor(ctx.app.config.geoDataDir), roads: haversineDetourEstimator });
  it('creates a new order like a demo one: fresh number and PIN, status columns of the state machine, for the drivers', async () => {
    const template = await makeOrder('delivered', { deliveredAt: minutesAgo(1) });
    const created = await createTrickleOrder(db(), trickleDeps(), ['Warszawa']);
    expect(created).toMatchObject({ regionName: 'Warszawa' });
    const row = await orderRow(created!.orderId);
    expect(row).toMatchObject({
      status: 'new',
      statusPriority: ORDER_STATUS_PRIORITY.new,
      isOngoing: true,
      regionId: ctx.fx.regions.waw,
      driverId: null,
    });
    expect(row.stageBeganAt).toEqual(row.createdAt);
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
    expect(row.orderNo).toMatch(/^[A-Z2-9]{4}$/);
    expect(row.pickUpVerificationCode).toMatch(/^\d{4}$/);
    expect(row.pickupLat).not.toBeNull();
    expect(await db().select().from(s.orderProducts).where(eq(s.orderProducts.orderId, row.id))).toHaveLength(1);
    expect(await auditOf('order', row.id, 'order.create')).toEqual([
      expect.objectContaining({ actorKind: 'system', actorName: 'simulator' }),
    ]);
    expect(template.id).not.toBe(row.id);
    // A driver of the region can take it.
    const d = await makeDriver();
    expect((await step('accept', d, { orderId: row.id })).json().order).toMatchObject({
      id: row.id,
      status: 'accepted',
    });
    expect(await createTrickleOrder(db(), trickleDeps(), ['Nowhere'])).toBeNull();
  });
});

// Orders cancelled because no driver accepted them in time: the notices list (GET /api/order/not-accepted) by tenant and
// reach, with the reason and the minutes waited, and the real-time event of the auto-cancel sweep reaching the sockets
// of the order's company's users and of the operators whose reach covers it, and nobody else.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { notAcceptedOrderEvent } from '../../server/jobs/autoCancel.ts';
import { sweepNotAcceptedOrders } from '../../server/services/autoCancel.ts';
import type { OrderDetails } from '../../domain/api.ts';
import type { NotAcceptedOrders } from '../../domain/notAcceptedOrders.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, insertOrder, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'Notice-pass-1';
let baseURL = '';
const sockets: Socket[] = [];

/** The orders the first sweep cancels (the fixture's new orders, each waiting past its company's 5 minutes). */
let swept: Awaited<ReturnType<typeof sweepNotAcceptedOrders>>['cancelled'] = [];

beforeAll(async () => {
  const db = ctx.app.database.db;
  const passwordHash = await fixtureHash(PASSWORD);
  await db
    .insert(s.clientUsers)
    .values({ email: 'client@beta.pl', name: 'Beta Owner', passwordHash, companyId: ctx.fx.companies.beta });
  await db.insert(s.operators).values([
    {
      username: 'reach-krakow',
      email: 'reach-krakow@x.pl',
      passwordHash,
      scope: ['orders:read'],
      accountType: 'xd_coordinator',
      canView: canViewDefaults('xd_coordinator'),
      allCompanies: true,
      regions: ['Kraków'],
    },
  ]);
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client', 'fresh', 'nobody');
  tokens.beta = await login(ctx.app, 'client@beta.pl', PASSWORD);
  tokens.krakow = await login(ctx.app, 'reach-krakow', PASSWORD);
  swept = (await sweepNotAcceptedOrders(ctx.app.database)).cancelled;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  baseURL = `http://127.0.0.1:${address.port}`;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const notAccepted = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/order/not-accepted', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotAcceptedOrders>();
};
const numbers = (answer: NotAcceptedOrders) => answer.items.map((item) => item.orderNo);
const orderNoOf = async (key: string) =>
  (
    await ctx.app.database.db
      .select({ orderNo: s.orders.orderNo })
      .from(s.orders)
      .where(eq(s.orders.id, ctx.fx.orders[key]))
  )[0].orderNo;

describe('GET /api/order/not-accepted', () => {
  it('lists a client its own orders cancelled for want of a driver, newest first, saying why and how long they waited', async () => {
    const answer = await notAccepted(tokens.client);
    const [newWaw, cancelledKrk] = [await orderNoOf('newWaw'), await orderNoOf('cancelledKrk')];
    expect(answer.items).toEqual([
      {
        id: ctx.fx.orders.newWaw,
        orderNo: newWaw,
        company: { id: ctx.fx.companies.alpha, name: 'Alpha Pharmacy' },
        reason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
        minutes: 5,
        createdAt: minutesAgo(10).toISOString(),
        cancelledAt: expect.any(String),
      },
      {
        id: ctx.fx.orders.cancelledKrk,
        orderNo: cancelledKrk,
        company: { id: ctx.fx.companies.alpha, name: 'Alpha Pharmacy' },
        reason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
        minutes: 5,
        createdAt: minutesAgo(40).toISOString(),
        cancelledAt: minutesAgo(35).toISOString(),
      },
    ]);
    expect(Date.parse(answer.since)).toBeLessThan(Date.now() - 7 * 24 * 3600_000 + 60_000);
  });

  it('shows another company none of them: the beta client its own only, a company without any an empty list', async () => {
    expect(numbers(await notAccepted(tokens.beta))).toEqual([await orderNoOf('betaNew')]);
    expect((await notAccepted(tokens.fresh)).items).toEqual([]);
  });

  it('lists an operator the orders of its reach: every one, or only its companies’ in its regions', async () => {
    const all = await notAccepted(tokens.operator);
    expect(all.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [ctx.fx.orders.newWaw, ctx.fx.orders.betaNew, ctx.fx.orders.cancelledKrk].sort((a, b) => a - b),
    );
    // The coordinator: alpha in Warszawa.
    expect(numbers(await notAccepted(tokens.coordinator))).toEqual([await orderNoOf('newWaw')]);
    // Every company in Kraków.
    expect(numbers(await notAccepted(tokens.krakow))).toEqual([await orderNoOf('cancelledKrk')]);
  });

  it('gives the X-minutes reason the company’s limit in minutes, and leaves out other reasons and older cancellations', async () => {
    const db = ctx.app.database.db;
    const { fx } = ctx;
    const settings = await deliverySettingsOf(fx.companies.alpha);
    const setSettings = (deliverySettings: typeof settings) =>
      db.update(s.companies).set({ deliverySettings }).where(eq(s.companies.id, fx.companies.alpha));
    await setSettings({ ...settings, cancelOrderAfter: 900 });
    const cancelled = (reason: string, cancelledMinutesAgo: number, createdMinutesAgo: number) => ({
      cancellationReason: reason,
      cancelledAt: minutesAgo(cancelledMinutesAgo),
      createdAt: minutesAgo(createdMinutesAgo),
    });
    const longer = await insertOrder(db, fx, 'XMIN', 'cancelled', cancelled('ORDER_NOT_ACCEPTED_IN_X_MIN', 2, 20));
    const asked = await insertOrder(db, fx, 'ASKD', 'cancelled', cancelled('CLIENTS_REQUEST', 1, 20));
    const lastWeek = await insertOrder(
      db,
      fx,
      'OLD8',
      'cancelled',
      cancelled('ORDER_NOT_ACCEPTED_IN_5_MIN', 8 * 1440, 8 * 1440 + 10),
    );
    try {
      const answer = await notAccepted(tokens.client);
      expect(answer.items.find((item) => item.orderNo === 'XMIN')).toMatchObject({
        reason: 'ORDER_NOT_ACCEPTED_IN_X_MIN',
        minutes: 15,
      });
      expect(numbers(answer)).not.toContain('ASKD');
      expect(numbers(answer)).not.toContain('OLD8');
    } finally {
      await db.delete(s.orders).where(inArray(s.orders.id, [longer.id, asked.id, lastWeek.id]));
      await setSettings(settings);
    }
  });

  it('answers at most 50 notices', async () => {
    const db = ctx.app.database.db;
    const made = [];
    for (let i = 0; i < 52; i += 1)
      made.push(
        await insertOrder(db, ctx.fx, `M${String(i).padStart(3, '0')}`, 'cancelled', {
          companyId: ctx.fx.companies.beta,
          cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
          cancelledAt: minutesAgo(60 + i),
        }),
      );
    try {
      const answer = await notAccepted(tokens.beta);
      expect(answer.items).toHaveLength(50);
      expect(answer.items[0].orderNo).toBe(await orderNoOf('betaNew'));
      expect(answer.items[1].orderNo).toBe('M000');
    } finally {
      await db.delete(s.orders).where(
        inArray(
          s.orders.id,
          made.map((o) => o.id),
        ),
      );
    }
  });

  it('refuses a user without the orders page', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/not-accepted',
      headers: bearer(tokens.nobody),
    });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/not-accepted' })).statusCode).toBe(401);
  });

  it('gives "Order again" the saved pickup location of the order in its details', async () => {
    const db = ctx.app.database.db;
    const [location] = await db
      .insert(s.locations)
      .values({
        companyId: ctx.fx.companies.alpha,
        name: 'Main store',
        street: 'Prosta 2',
        city: 'Warszawa',
        zipCode: '00-850',
        workingSettings: {},
      })
      .returning({ id: s.locations.id });
    await db.update(s.orders).set({ pickupLocationId: location.id }).where(eq(s.orders.id, ctx.fx.orders.newWaw));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${ctx.fx.orders.newWaw}`,
      headers: bearer(tokens.client),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetails>().pickupPointDetails).toMatchObject({ locationId: location.id, name: 'Main store' });
  });
});

async function deliverySettingsOf(companyId: number) {
  const [row] = await ctx.app.database.db
    .select({ deliverySettings: s.companies.deliverySettings })
    .from(s.companies)
    .where(eq(s.companies.id, companyId));
  return row.deliverySettings;
}

function open(token: string) {
  const socket = connect(`${baseURL}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}

describe('the real-time event of an order not accepted in time', () => {
  it('reaches the sockets of the order’s company’s users and of the operators who see the order, and nobody else', async () => {
    const db = ctx.app.database.db;
    // A region made while the server runs (a new merchant's city), and an order of alpha there waiting too long.
    const [gdansk] = await db.insert(s.regions).values({ name: 'Gdańsk' }).returning({ id: s.regions.id });
    await db.insert(s.operators).values({
      username: 'reach-gdansk',
      email: 'reach-gdansk@x.pl',
      passwordHash: await fixtureHash(PASSWORD),
      scope: ['orders:read'],
      accountType: 'xd_coordinator',
      canView: canViewDefaults('xd_coordinator'),
      allCompanies: true,
      regions: ['Gdańsk'],
    });
    const waiting = await insertOrder(db, ctx.fx, 'GDN1', 'new', {
      regionId: gdansk.id,
      stageBeganAt: minutesAgo(7),
      createdAt: minutesAgo(7),
    });
    const who = {
      alphaClient: tokens.client,
      betaClient: tokens.beta,
      freshClient: tokens.fresh,
      operator: tokens.operator,
      coordinator: tokens.coordinator,
      krakow: tokens.krakow,
      gdansk: await login(ctx.app, 'reach-gdansk', PASSWORD),
    };
    const heard: Record<string, number[]> = {};
    for (const [name, token] of Object.entries(who)) {
      const socket = await open(token);
      heard[name] = [];
      socket.on('notAcceptedOrder', (event: { orderId: number }) => heard[name].push(event.orderId));
    }

    const { cancelled } = await sweepNotAcceptedOrders(ctx.app.database);
    expect(cancelled.map((row) => [row.id, row.regionName])).toEqual([[waiting.id, 'Gdańsk']]);
    // The first sweep's orders too (alpha's in Warszawa, beta's), as the job announces each.
    for (const row of [...swept, ...cancelled])
      ctx.app.realtime.emitOrderEvent('notAcceptedOrder', notAcceptedOrderEvent(row));

    const { newWaw, betaNew } = ctx.fx.orders;
    const expected: Record<string, number[]> = {
      alphaClient: [newWaw, waiting.id],
      betaClient: [betaNew],
      freshClient: [],
      operator: [newWaw, betaNew, waiting.id],
      coordinator: [newWaw],
      krakow: [],
      gdansk: [waiting.id],
    };
    await vi.waitFor(
      () => {
        for (const [name, ids] of Object.entries(expected))
          expect(heard[name].length, name).toBeGreaterThanOrEqual(ids.length);
      },
      { timeout: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // a stray event would have arrived by now
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(Object.fromEntries(Object.entries(heard).map(([name, ids]) => [name, sorted(ids)]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([name, ids]) => [name, sorted(ids)])),
    );
  });
});

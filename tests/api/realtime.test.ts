import { connect as connectTcp, type Socket as TcpSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { ACCESS_CHANGED_EVENT } from '../../domain/sessionEvents.ts';

const ctx = setupApp();
let baseURL = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  baseURL = `http://127.0.0.1:${address.port}`;
});
afterAll(() => sockets.forEach((s) => s.close()));

function open(token: string | undefined) {
  const socket = connect(`${baseURL}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}

describe('socket.io private namespace', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open(undefined)).rejects.toThrow('unauthorized');
    await expect(open('not-a-token')).rejects.toThrow('unauthorized');
  });

  it('lets a console that may see no live data hear only its own session: accessChanged, no order events', async () => {
    const db = ctx.app.database.db;
    const passwordHash = await fixtureHash('Quiet-pass-1');
    const [row] = await db
      .insert(s.operators)
      .values({
        username: 'quiet@example.com',
        email: 'quiet@example.com',
        passwordHash,
        accountType: 'xd_employee',
        scope: ['reports'],
        canView: canViewDefaults('xd_employee'),
        allCompanies: true,
        allRegions: true,
      })
      .returning({ id: s.operators.id });
    const quiet = await open(await login(ctx.app, 'quiet@example.com', 'Quiet-pass-1'));
    const heard: string[] = [];
    quiet.onAny((event: string) => heard.push(event));
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 31,
      companyId: ctx.fx.companies.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    ctx.app.realtime.notifyAccessChanged({ kind: 'operator', id: row.id });
    await vi.waitFor(() => expect(heard).toContain(ACCESS_CHANGED_EVENT), { timeout: 10_000 });
    expect(heard).toEqual([ACCESS_CHANGED_EVENT]); // the order event, sent first, never reached it
  });

  it('refuses a token whose session was revoked by logout', async () => {
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    await expect(open(token)).rejects.toThrow('unauthorized');
  });

  it('delivers order events to the users who may see the order, and to nobody else', async () => {
    const { companies: c } = ctx.fx;
    const operator = await open(await login(ctx.app, 'operator', PASSWORDS.operator));
    const alphaClient = await open(await login(ctx.app, 'client@alpha.pl', PASSWORDS.client));
    const coordinator = await open(await login(ctx.app, 'coordinator', PASSWORDS.coordinator));
    const received: Record<string, unknown[]> = { operator: [], alphaClient: [], coordinator: [] };
    operator.on('newOrder', (p) => received.operator.push(p));
    alphaClient.on('newOrder', (p) => received.alphaClient.push(p));
    coordinator.on('newOrder', (p) => received.coordinator.push(p));
    // Ids of no order: the events carry their place only (an order's row: tests/api/realtime-rows.test.ts).
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 1001,
      companyId: c.beta,
      regionName: 'Kraków',
      pickupLocationId: null,
    });
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 1002,
      companyId: c.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    // Each socket receives in emit order: once the second event is in, a wrongly delivered first one would be too.
    await vi.waitFor(
      () => {
        expect(received.operator).toHaveLength(2);
        expect(received.alphaClient.length + received.coordinator.length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 10_000 },
    );
    expect(received.operator).toHaveLength(2);
    expect(received.alphaClient).toEqual([
      { orderId: 1002, companyId: c.alpha, regionName: 'Warszawa', pickupLocationId: null },
    ]);
    expect(received.coordinator).toHaveLength(1);
  });

  it('delivers by every limit and by the route flag: a matrix of reaches, events in and out of them, payloads whole', async () => {
    const { companies: c } = ctx.fx;
    const db = ctx.app.database.db;
    const password = 'Reach-pass-1';
    const passwordHash = await fixtureHash(password);
    const canView = canViewDefaults('xd_employee');
    const made = [
      { username: 'reach-krakow', allCompanies: true, regions: ['Kraków'] },
      { username: 'reach-alpha', companyIds: [c.alpha], allRegions: true },
      { username: 'reach-cell', companyIds: [c.alpha, c.beta], regions: ['Kraków'] },
      { username: 'reach-none', companyIds: [], regions: [] },
      { username: 'reach-no-route', allCompanies: true, allRegions: true, canView: { ...canView, orderRoute: false } },
      // Limited to pickup locations of alpha (ids as stored; the rooms do not read the locations table).
      { username: 'reach-location', companyIds: [c.alpha], allRegions: true, locationIds: [901] },
      { username: 'reach-location-cell', companyIds: [c.alpha], regions: ['Kraków'], locationIds: [901, 902] },
    ];
    await db.insert(s.operators).values(
      made.map((m) => ({
        canView,
        scope: ['orders:read'],
        accountType: 'xd_coordinator' as const,
        email: `${m.username}@x.pl`,
        passwordHash,
        ...m,
      })),
    );
    const who = {
      operator: await login(ctx.app, 'operator', PASSWORDS.operator), // every company and region, every flag
      coordinator: await login(ctx.app, 'coordinator', PASSWORDS.coordinator), // alpha in Warszawa
      alphaClient: await login(ctx.app, 'client@alpha.pl', PASSWORDS.client), // its company, every region
      ...Object.fromEntries(
        await Promise.all(made.map(async (m) => [m.username, await login(ctx.app, m.username, password)] as const)),
      ),
    };
    const received: Record<string, unknown[]> = {};
    const done: Promise<void>[] = [];
    for (const [name, token] of Object.entries(who)) {
      const socket = await open(token);
      received[name] = [];
      for (const event of ['newOrder', 'driverLocationChange'] as const)
        socket.on(event, (p) => received[name].push({ event, ...p }));
      done.push(new Promise((resolve) => socket.once('sentinel', () => resolve())));
    }
    const order = (orderId: number, companyId: number, regionName: string, pickupLocationId: number | null) => ({
      orderId,
      companyId,
      regionName,
      pickupLocationId,
    });
    const events = {
      alphaWaw: order(11, c.alpha, 'Warszawa', 901),
      alphaKrk: order(12, c.alpha, 'Kraków', 902),
      alphaKrkTyped: order(16, c.alpha, 'Kraków', null), // a typed pickup point: no location
      betaWaw: order(13, c.beta, 'Warszawa', null),
      betaKrk: order(14, c.beta, 'Kraków', null),
    };
    for (const e of Object.values(events)) ctx.app.realtime.emitOrderEvent('newOrder', e);
    const at = '2026-11-25T10:00:00.000Z';
    const located = (o: ReturnType<typeof order>) => ({ ...o, lat: 52.1, lng: 21.2, at, driverId: 5 });
    ctx.app.realtime.emitOrderEvent('driverLocationChange', located(events.alphaWaw));
    ctx.app.realtime.emitOrderEvent('driverLocationChange', located(events.betaKrk));
    const news = (...orders: ReturnType<typeof order>[]) => orders.map((o) => ({ event: 'newOrder', ...o }));
    const moves = (...orders: ReturnType<typeof order>[]) =>
      orders.map((o) => ({ event: 'driverLocationChange', ...located(o) }));
    const { alphaWaw, alphaKrk, alphaKrkTyped, betaWaw, betaKrk } = events;
    const expected: Record<string, unknown[]> = {
      operator: [...news(alphaWaw, alphaKrk, alphaKrkTyped, betaWaw, betaKrk), ...moves(alphaWaw, betaKrk)],
      coordinator: [...news(alphaWaw), ...moves(alphaWaw)],
      alphaClient: [...news(alphaWaw, alphaKrk, alphaKrkTyped), ...moves(alphaWaw)],
      'reach-krakow': [...news(alphaKrk, alphaKrkTyped, betaKrk), ...moves(betaKrk)],
      'reach-alpha': [...news(alphaWaw, alphaKrk, alphaKrkTyped), ...moves(alphaWaw)],
      'reach-cell': [...news(alphaKrk, alphaKrkTyped, betaKrk), ...moves(betaKrk)],
      'reach-none': [],
      'reach-no-route': news(alphaWaw, alphaKrk, alphaKrkTyped, betaWaw, betaKrk),
      'reach-location': [...news(alphaWaw), ...moves(alphaWaw)],
      'reach-location-cell': news(alphaKrk),
    };
    // Through the PostgreSQL adapter (TEST_DATABASE_URL) emits to different rooms may arrive in any order: wait for
    // every expected event and the sentinel, then a moment for a stray one, and compare each socket's events unordered.
    ctx.app.realtime.nsp.emit('sentinel');
    await Promise.all(done);
    await vi.waitFor(
      () => {
        for (const [name, list] of Object.entries(expected))
          expect(received[name]!.length, name).toBeGreaterThanOrEqual(list.length);
      },
      { timeout: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unordered = (events: Record<string, unknown[]>) =>
      Object.fromEntries(
        Object.entries(events).map(([name, list]) => [name, list.map((e) => JSON.stringify(e)).sort()]),
      );
    expect(unordered(received)).toEqual(unordered(expected));
  });

  it('moves an open console to the rooms of its new companies when its operator is reassigned, without reconnecting', async () => {
    const { companies: c } = ctx.fx;
    const [coordinatorRow] = await ctx.app.database.query<{ id: number }>(
      "SELECT id FROM operators WHERE username = 'coordinator'",
    );
    const coordinator = await open(await login(ctx.app, 'coordinator', PASSWORDS.coordinator));
    const received: number[] = [];
    coordinator.on('newOrder', (p: { orderId: number }) => received.push(p.orderId));
    let accessChanges = 0;
    coordinator.on(ACCESS_CHANGED_EVENT, () => (accessChanges += 1));
    const admin = await login(ctx.app, 'admin', PASSWORDS.admin);
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/update',
      headers: bearer(admin),
      payload: {
        operatorId: coordinatorRow.id,
        companyIds: [c.gamma],
        regions: '*',
        scope: ['orders:read'],
        accountType: 'xd_coordinator',
      },
    });
    expect(update.statusCode).toBe(200);
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 11,
      companyId: c.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 12,
      companyId: c.gamma,
      regionName: 'Kraków',
      pickupLocationId: null,
    });
    await vi.waitFor(() => expect(received).toContain(12), { timeout: 10_000 });
    expect(received).toEqual([12]);
    expect(coordinator.connected).toBe(true);
    expect(accessChanges).toBe(1); // told to read its session again

    // Its route flag taken away: the driver positions stop at once, the order events go on.
    const positions: number[] = [];
    coordinator.on('driverLocationChange', (p: { orderId: number }) => positions.push(p.orderId));
    const location = (orderId: number) => ({
      orderId,
      companyId: c.gamma,
      regionName: 'Kraków',
      pickupLocationId: null,
      lat: 50.06,
      lng: 19.94,
      at: new Date().toISOString(),
      driverId: 1,
    });
    ctx.app.realtime.emitOrderEvent('driverLocationChange', location(13));
    await vi.waitFor(() => expect(positions).toEqual([13]), { timeout: 10_000 });
    const noRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/update',
      headers: bearer(admin),
      payload: {
        operatorId: coordinatorRow.id,
        companyIds: [c.gamma],
        regions: '*',
        scope: ['orders:read'],
        accountType: 'xd_coordinator',
        canView: { orderRoute: false },
      },
    });
    expect(noRoute.statusCode, noRoute.body).toBe(200);
    ctx.app.realtime.emitOrderEvent('driverLocationChange', location(14));
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 15,
      companyId: c.gamma,
      regionName: 'Kraków',
      pickupLocationId: null,
    });
    await vi.waitFor(() => expect(received).toContain(15), { timeout: 10_000 });
    expect(positions).toEqual([13]);
  });
});

describe('closing the server', () => {
  it('ends a connection that never sent a byte and one kept alive after its answer, with no timeout to end them', async () => {
    // A second server on the same database, closed here (the file's own stays open for the tests above).
    const app = await buildApp(testConfig({ databaseUrl: ctx.app.config.databaseUrl }), {
      database: ctx.app.database,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // No timeout of Node's would end them (the headers timeout ended the silent one after 70 s): only the close may.
    app.server.headersTimeout = 0;
    app.server.requestTimeout = 0;
    app.server.keepAliveTimeout = 0;
    const { port } = app.server.address() as { port: number };
    const ended = (socket: TcpSocket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const dial = () =>
      new Promise<TcpSocket>((resolve, reject) => {
        const socket = connectTcp(port, '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });

    // A browser's preconnect: connected, nothing sent.
    const silent = await dial();
    const silentEnded = ended(silent);
    // A client that asked, got its answer, and keeps the connection for its next request.
    const keptAlive = await dial();
    const keptAliveEnded = ended(keptAlive);
    const answer = new Promise<string>((resolve) => {
      let text = '';
      keptAlive.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n\r\n')) resolve(text);
      });
    });
    keptAlive.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);

    await app.close();
    await Promise.all([silentEnded, keptAliveEnded]);
    expect([silent.destroyed, keptAlive.destroyed]).toEqual([true, true]);
  });
});

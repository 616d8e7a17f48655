// Scale-out: two API processes on one PostgreSQL. An event emitted by one reaches a console connected to the other
// through @socket.io/postgres-adapter. On the api-pg project's PostgreSQL server, or a throw-away one (Debian's
// binaries) on the api project. On the same server: closing a database whose pool has a connection its holder lost.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { SESSION_ENDED_EVENT } from '../../domain/operatorSchemas.ts';
import { bearer, loadFixture, login, PASSWORDS } from './fixtures.ts';
import { freshPostgresDatabase, postgresServer } from './testDatabase.ts';
import { openDatabase } from '../../server/db/client.ts';

const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];
const cleanups: (() => unknown)[] = [];
let companyId = 0;
let databaseUrl = '';

const urls = new Map<FastifyInstance, string>();
async function listen(app: FastifyInstance) {
  if (!urls.has(app)) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    urls.set(app, `http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  }
  return urls.get(app)!;
}

function openSocket(url: string, token: string) {
  const socket = connect(`${url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

beforeAll(async () => {
  const server = postgresServer();
  cleanups.push(server.stop);
  const fresh = await freshPostgresDatabase(server.adminUrl);
  databaseUrl = fresh.databaseUrl;
  cleanups.unshift(fresh.dropDatabase);
  // Two processes' worth of apps: each has its own pool, socket.io server and adapter.
  apps.push(await buildApp(testConfig({ databaseUrl })), await buildApp(testConfig({ databaseUrl })));
  companyId = (await loadFixture(apps[0].database.db)).companies.alpha;
}, 120_000);

afterAll(async () => {
  sockets.forEach((s) => s.close());
  for (const app of apps) await app.close();
  for (const cleanup of cleanups) await cleanup();
});

describe('socket.io across processes', () => {
  it('delivers an event emitted on one process to a console connected to the other', async () => {
    const [a, b] = apps;
    const urlB = await listen(b);
    await listen(a);
    const token = await login(a, 'operator', PASSWORDS.operator); // signed in on A, connected to B
    const socket = await openSocket(urlB, token);
    const received: unknown[] = [];
    socket.on('cancelOrder', (p) => received.push(p));
    // The adapter subscribes asynchronously: emit until the first delivery arrives.
    await vi.waitFor(
      () => {
        if (!received.length)
          a.realtime.emitOrderEvent('cancelOrder', {
            orderId: 7,
            companyId,
            regionName: 'Warszawa',
            pickupLocationId: null,
          });
        expect(received.length).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 300 },
    );
    // The order's row crossed the processes unmasked and was masked on B: the list's row of order 7 for this user.
    expect(received[0]).toMatchObject({
      orderId: 7,
      companyId,
      regionName: 'Warszawa',
      pickupLocationId: null,
      row: { id: 7, company: { id: companyId }, region: { name: 'Warszawa' } },
      version: expect.any(Number),
    });
  });

  it('applies both limits and the route flag across processes: a coordinator on one hears only its cell from the other', async () => {
    const [a, b] = apps;
    const urlB = await listen(b);
    await listen(a);
    const fx = { alpha: companyId };
    const socket = await openSocket(urlB, await login(a, 'coordinator', PASSWORDS.coordinator)); // alpha in Warszawa
    const received: unknown[] = [];
    for (const event of ['newOrder', 'driverLocationChange'] as const)
      socket.on(event, (p) => received.push({ event, ...p }));
    const sentinel = new Promise((resolve) => socket.once('sentinel', resolve));
    const position = { lat: 52.2, lng: 21.0, at: '2026-11-25T10:00:00.000Z', driverId: 3 };
    a.realtime.emitOrderEvent('newOrder', {
      orderId: 21,
      companyId: fx.alpha,
      regionName: 'Kraków',
      pickupLocationId: null,
    });
    a.realtime.emitOrderEvent('newOrder', {
      orderId: 22,
      companyId: fx.alpha + 1000,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    a.realtime.emitOrderEvent('driverLocationChange', {
      orderId: 23,
      companyId: fx.alpha,
      regionName: 'Kraków',
      pickupLocationId: null,
      ...position,
    });
    a.realtime.emitOrderEvent('newOrder', {
      orderId: 24,
      companyId: fx.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    a.realtime.emitOrderEvent('driverLocationChange', {
      orderId: 24,
      companyId: fx.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
      ...position,
    });
    a.realtime.nsp.emit('sentinel');
    // Messages between processes may overtake each other: wait for the sentinel and a moment more, compare unordered.
    await sentinel;
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const byOrder = (x: unknown) => JSON.stringify(x);
    expect(received.map(byOrder).sort()).toEqual(
      [
        { event: 'newOrder', orderId: 24, companyId: fx.alpha, regionName: 'Warszawa', pickupLocationId: null },
        {
          event: 'driverLocationChange',
          orderId: 24,
          companyId: fx.alpha,
          regionName: 'Warszawa',
          pickupLocationId: null,
          ...position,
        },
      ]
        .map(byOrder)
        .sort(),
    );
  });

  it('ends the sockets of a session revoked on one process on every process, each hearing why before it is disconnected', async () => {
    const [a, b] = apps;
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const admin = await login(a, 'admin', PASSWORDS.admin);
    const token = await login(a, 'operator', PASSWORDS.operator);
    const heard = (socket: Socket) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        socket.on(SESSION_ENDED_EVENT, (p: { reason: string }) => seen.push(`event:${p.reason}`));
        socket.on('disconnect', (why) => resolve([...seen, `disconnect:${why}`]));
      });
    const [onA, onB] = await Promise.all([openSocket(urlA, token), openSocket(urlB, token)]);
    const [endedA, endedB] = [heard(onA), heard(onB)];
    const operator = (await a.inject({ method: 'GET', url: '/api/operator/list', headers: bearer(admin) }))
      .json()
      .find((o: { username: string }) => o.username === 'operator');
    const res = await a.inject({
      method: 'POST',
      url: '/api/operator/change-password',
      headers: bearer(admin),
      payload: { operatorId: operator.id, newPassword: 'another123' },
    });
    expect(res.statusCode).toBe(200);
    expect(await endedA).toEqual(['event:password_changed', 'disconnect:io server disconnect']);
    expect(await endedB).toEqual(['event:password_changed', 'disconnect:io server disconnect']);
  });
});

describe('the principals each process keeps', () => {
  it('forgets a session ended on the other process: its next request there answers 401', async () => {
    const [a, b] = apps;
    const token = await login(a, 'coordinator', PASSWORDS.coordinator);
    const meOn = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) });
    expect((await meOn(b)).statusCode).toBe(200);
    expect(b.services.principals.size).toBeGreaterThan(0);
    expect((await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
    // B hears the commit through PostgreSQL (db/principalChanges.ts), within milliseconds of it.
    await vi.waitFor(() => expect(b.services.principals.size).toBe(0), { timeout: 5_000, interval: 10 });
    const refused = await meOn(b);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('session_expired');
  });

  it('hears a change on the connection that wrote it before the write resolves, and stops with its last connection', async () => {
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    const feed = database.principalChanges;
    expect(feed.listening()).toBe(true);
    let heard = 0;
    feed.subscribe(() => heard++);
    // A statement on one of the principals' tables, even one that changes no row.
    await database.query(`UPDATE operators SET name = name WHERE false`);
    expect(heard).toBeGreaterThanOrEqual(1);
    const before = heard;
    await database.query(`UPDATE regions SET name = name WHERE false`);
    expect(heard).toBe(before);
    // Every connection of the pool ends (an idle pool, a restart of the server): nothing is heard any more. (The
    // pool's end is the database's close here.)
    await database.pool!.end();
    await vi.waitFor(() => expect(feed.listening()).toBe(false));
    expect(heard).toBe(before + 1);
  });
});

describe('closing the database', () => {
  it('does not wait for ever on a connection its holder lost: it says how many were out and ends', async () => {
    const warn = vi.fn();
    const database = await openDatabase(
      { databaseUrl, dataDir: '' },
      { logger: { warn, info: () => undefined }, poolEndWaitMs: 300 },
    );
    // One connection given back (idle), one checked out whose connection is gone while held (as a restart of the
    // server ends it) and which is never given back.
    const [idle, lost] = await Promise.all([database.pool!.connect(), database.pool!.connect()]);
    idle.release();
    const gone = new Promise((resolve) => lost.once('end', resolve));
    (lost as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await gone;
    expect(database.pool!.totalCount).toBe(2);

    await database.close();
    expect(warn).toHaveBeenCalledWith(
      'closing the database: 1 connection(s) still checked out after 300 ms, closed without them',
    );
    expect(database.pool!.totalCount).toBe(1);
    await expect(database.pool!.connect()).rejects.toThrow('Cannot use a pool after calling end on the pool');
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

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
    ctx.app.realtime.emitOrderEvent('newOrder', { orderId: 1, companyId: c.beta, regionName: 'Kraków' });
    ctx.app.realtime.emitOrderEvent('newOrder', { orderId: 2, companyId: c.alpha, regionName: 'Warszawa' });
    // Each socket receives in emit order: once the second event is in, a wrongly delivered first one would be too.
    await vi.waitFor(() => {
      expect(received.operator).toHaveLength(2);
      expect(received.alphaClient.length + received.coordinator.length).toBeGreaterThanOrEqual(2);
    }, { timeout: 10_000 });
    expect(received.operator).toHaveLength(2);
    expect(received.alphaClient).toEqual([{ orderId: 2, companyId: c.alpha, regionName: 'Warszawa' }]);
    expect(received.coordinator).toHaveLength(1);
  });

  it('moves an open console to the rooms of its new companies when its operator is reassigned, without reconnecting', async () => {
    const { companies: c } = ctx.fx;
    const [coordinatorRow] = (await ctx.app.database.query<{ id: number }>("SELECT id FROM operators WHERE username = 'coordinator'"));
    const coordinator = await open(await login(ctx.app, 'coordinator', PASSWORDS.coordinator));
    const received: number[] = [];
    coordinator.on('newOrder', (p: { orderId: number }) => received.push(p.orderId));
    const admin = await login(ctx.app, 'admin', PASSWORDS.admin);
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/update',
      headers: bearer(admin),
      payload: { operatorId: coordinatorRow.id, companyIds: [c.gamma], regions: '*', scope: ['orders:read'], accountType: 'xd_coordinator' },
    });
    expect(update.statusCode).toBe(200);
    ctx.app.realtime.emitOrderEvent('newOrder', { orderId: 11, companyId: c.alpha, regionName: 'Warszawa' });
    ctx.app.realtime.emitOrderEvent('newOrder', { orderId: 12, companyId: c.gamma, regionName: 'Kraków' });
    await vi.waitFor(() => expect(received).toContain(12), { timeout: 10_000 });
    expect(received).toEqual([12]);
    expect(coordinator.connected).toBe(true);
  });
});

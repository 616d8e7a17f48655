// The operations dashboard: GET /api/dashboard/orders, /attention and /drivers. Every figure equals the order list's
// total for the same filters (the dashboard's links open those lists), within the caller's reach; the attention
// lists find the orders that need someone whatever their date; bad input is a 400, no access a 401/403.
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { ORDER_STATUSES } from '../../domain/enums.ts';
import type { DashboardAttention, DashboardDrivers, DashboardOrders } from '../../domain/dashboard.ts';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';
import { bearer, insertOrder, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp({ logLevel: 'error' });
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const get = async <T>(url: string, token: string | undefined = tokens.operator) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() as T };
};
const query = (q: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
/** The order list's total for a filter, as the dashboard's link opens it. */
const listTotal = async (q: Record<string, string | number | boolean | undefined>, token = tokens.operator) => {
  const res = await get<ListResponse<OrderListItem>>(`/api/order/list?${query({ perPage: 1, ...q })}`, token);
  expect(res.status).toBe(200);
  return res.body.total;
};
const attentionIds = (body: DashboardAttention, kind: string) =>
  body.lists.find((l) => l.kind === kind)!.orders.map((o) => o.id);

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client', 'nobody');
  const db = ctx.app.database.db;
  const { fx } = ctx;
  // Orders needing attention, each created days ago (the attention lists ignore the date) but one.
  const daysAgo = (d: number) => minutesAgo(d * 24 * 60);
  // Today's orders are made within today as the dashboard counts it (Warsaw's day): minutes ago, but not before its
  // midnight. Just after midnight the fixture's orders were all made yesterday (a clean-clone run at 00:02 in Warsaw
  // found no order today).
  const dayStart = Date.parse((await get<DashboardOrders>('/api/dashboard/orders')).body.day.dateFrom);
  const todayAgo = (m: number) => new Date(Math.max(minutesAgo(m).getTime(), dayStart));
  ids.waiting = (await insertOrder(db, fx, 'A001', 'new', { createdAt: todayAgo(12), stageBeganAt: todayAgo(10) })).id;
  // One of another company today: the operator sees more of the day than alpha's client.
  await insertOrder(db, fx, 'A011', 'new', {
    companyId: fx.companies.beta,
    createdAt: todayAgo(15),
    stageBeganAt: todayAgo(15),
  });
  ids.heldPast = (
    await insertOrder(db, fx, 'A002', 'accepted', {
      createdAt: daysAgo(2),
      stageBeganAt: daysAgo(2),
      onHoldUntil: minutesAgo(5),
    })
  ).id;
  ids.heldNow = (
    await insertOrder(db, fx, 'A003', 'accepted', { createdAt: minutesAgo(30), onHoldUntil: minutesAgo(-30) })
  ).id;
  ids.late = (
    await insertOrder(db, fx, 'A004', 'picked_up', {
      createdAt: daysAgo(1),
      stageBeganAt: minutesAgo(60),
      scheduledSlotFrom: minutesAgo(130),
      scheduledSlotTo: minutesAgo(10),
    })
  ).id;
  ids.stuck = (
    await insertOrder(db, fx, 'A005', 'arrived', {
      createdAt: daysAgo(3),
      stageBeganAt: minutesAgo(800),
      companyId: fx.companies.beta,
    })
  ).id;
  ids.endedLongAgo = (
    await insertOrder(db, fx, 'A006', 'delivered', {
      createdAt: daysAgo(3),
      stageBeganAt: minutesAgo(900),
      deliveredAt: minutesAgo(900),
    })
  ).id;
  // Drivers online in Warszawa: one carrying, one heading to a pickup, one free; one offline, one blocked.
  const { waw, krk } = fx.regions;
  const drivers = await db
    .insert(s.drivers)
    .values([
      { firstName: 'Carry', lastName: 'Ing', email: 'carry@d.pl', regionId: waw, status: 'online' },
      { firstName: 'To', lastName: 'Pickup', email: 'topick@d.pl', regionId: waw, status: 'online' },
      { firstName: 'Free', lastName: 'Waw', email: 'free@d.pl', regionId: waw, status: 'online' },
      { firstName: 'Free', lastName: 'Krk', email: 'freekrk@d.pl', regionId: krk, status: 'online' },
      { firstName: 'Off', lastName: 'Line', email: 'off@d.pl', regionId: waw, status: 'offline' },
      { firstName: 'Bloc', lastName: 'Ked', email: 'blocked@d.pl', regionId: waw, status: 'online', blocked: true },
    ])
    .returning({ id: s.drivers.id });
  await insertOrder(db, fx, 'A007', 'picked_up', { driverId: drivers[0].id });
  await insertOrder(db, fx, 'A008', 'accepted', { driverId: drivers[0].id });
  await insertOrder(db, fx, 'A009', 'accepted', { driverId: drivers[1].id });
  await insertOrder(db, fx, 'A010', 'delivered', {
    driverId: drivers[2].id,
    createdAt: todayAgo(20),
    stageBeganAt: todayAgo(5),
    deliveredAt: todayAgo(1),
  });
});

describe('GET /api/dashboard/orders', () => {
  it("counts today's orders per region and status exactly as the order list does", async () => {
    for (const who of ['operator', 'coordinator', 'client'] as const) {
      const { status, body } = await get<DashboardOrders>('/api/dashboard/orders', tokens[who]);
      expect(status).toBe(200);
      const day = { dateFrom: body.day.dateFrom, dateTo: body.day.dateTo, showPastActiveOrders: false };
      expect(body.totals.total).toBe(await listTotal(day, tokens[who]));
      expect(body.totals.total).toBeGreaterThan(0);
      for (const row of body.regions) {
        expect(row.total).toBe(await listTotal({ ...day, region: row.region.name }, tokens[who]));
        for (const statusName of ORDER_STATUSES) {
          const count = row.counts[statusName] ?? 0;
          expect(count, `${who} ${row.region.name} ${statusName}`).toBe(
            await listTotal({ ...day, region: row.region.name, status: statusName }, tokens[who]),
          );
        }
      }
      // Every order of the day is in one hour of the chart.
      expect(body.perHour.today.reduce((a, b) => a + b, 0)).toBe(body.totals.total);
      expect(body.perHour.today).toHaveLength(24);
      expect(body.perHour.lastWeek).toHaveLength(24);
      // Hours still to come have no orders.
      expect(body.perHour.today.slice(body.perHour.currentHour + 1).every((n) => n === 0)).toBe(true);
    }
  });

  it('keeps each caller to its reach: a client sees its own company only', async () => {
    const client = await get<DashboardOrders>('/api/dashboard/orders', tokens.client);
    const operator = await get<DashboardOrders>('/api/dashboard/orders');
    expect(client.body.totals.total).toBeLessThan(operator.body.totals.total);
    const alphaOnly = await get<DashboardOrders>(
      `/api/dashboard/orders?companyIds[]=${ctx.fx.companies.alpha}`,
      tokens.operator,
    );
    expect(client.body.totals.total).toBe(alphaOnly.body.totals.total);
  });

  it('filters by region and company as the list does', async () => {
    const { body } = await get<DashboardOrders>(`/api/dashboard/orders?region=Warszawa`);
    expect(body.regions.map((r) => r.region.name)).toEqual(['Warszawa']);
    const day = { dateFrom: body.day.dateFrom, dateTo: body.day.dateTo, showPastActiveOrders: false };
    expect(body.totals.total).toBe(await listTotal({ ...day, region: 'Warszawa' }));
  });

  it('judges punctuality as the list’s “realized within”: delivered on time, late, and ongoing past the promise', async () => {
    const { body } = await get<DashboardOrders>('/api/dashboard/orders');
    const done = (body.totals.counts.delivered ?? 0) + (body.totals.counts.finished ?? 0);
    expect(body.totals.punctuality.onTime + body.totals.punctuality.late).toBeLessThanOrEqual(done);
    // A10 was delivered a minute ago, 19 minutes after its creation: on time.
    expect(body.totals.punctuality.onTime).toBeGreaterThan(0);
  });
});

describe('GET /api/dashboard/attention', () => {
  it('lists the orders needing someone, whatever their date, each total equal to the list’s attention filter', async () => {
    const { status, body } = await get<DashboardAttention>('/api/dashboard/attention');
    expect(status).toBe(200);
    expect(body.notAcceptedMinutes).toBe(3);
    expect(body.lists.map((l) => l.kind)).toEqual(['notAccepted', 'holdExpired', 'lateForSlot', 'stuckInStage']);
    expect(attentionIds(body, 'notAccepted')).toContain(ids.waiting);
    expect(attentionIds(body, 'holdExpired')).toContain(ids.heldPast);
    expect(attentionIds(body, 'holdExpired')).not.toContain(ids.heldNow);
    expect(attentionIds(body, 'lateForSlot')).toContain(ids.late);
    expect(attentionIds(body, 'stuckInStage')).toContain(ids.stuck);
    for (const list of body.lists) {
      expect(list.orders.map((o) => o.id)).not.toContain(ids.endedLongAgo);
      expect(list.orders.length).toBeLessThanOrEqual(5);
      // The list's attention filter ignores the date range: today's range still finds orders of earlier days.
      const today = { dateFrom: new Date(Date.now() - 3_600_000).toISOString(), dateTo: new Date().toISOString() };
      expect(list.total, list.kind).toBe(await listTotal({ attention: list.kind, ...today }));
    }
  });

  it('takes N for "not accepted for over N minutes"', async () => {
    const longer = await get<DashboardAttention>('/api/dashboard/attention?notAcceptedMinutes=15');
    expect(longer.body.notAcceptedMinutes).toBe(15);
    expect(attentionIds(longer.body, 'notAccepted')).not.toContain(ids.waiting);
    expect(longer.body.lists[0].total).toBe(await listTotal({ attention: 'notAccepted', notAcceptedMinutes: 15 }));
  });

  it('keeps to the reach: the coordinator (alpha in Warszawa) does not see beta’s stuck order', async () => {
    const { body } = await get<DashboardAttention>('/api/dashboard/attention', tokens.coordinator);
    expect(attentionIds(body, 'stuckInStage')).not.toContain(ids.stuck);
    expect(attentionIds(body, 'lateForSlot')).toContain(ids.late);
    for (const list of body.lists) {
      for (const order of list.orders) expect(order.company.id).toBe(ctx.fx.companies.alpha);
      expect(list.total).toBe(await listTotal({ attention: list.kind }, tokens.coordinator));
    }
  });

  it('shows each order as the caller’s flags allow (the list’s visibility)', async () => {
    const { body } = await get<DashboardAttention>('/api/dashboard/attention', tokens.client);
    const list = await get<ListResponse<OrderListItem>>(`/api/order/list?attention=lateForSlot`, tokens.client);
    const late = body.lists.find((l) => l.kind === 'lateForSlot')!;
    expect(late.orders).toEqual(list.body.items.slice(0, late.orders.length).map((o) => expect.objectContaining(o)));
  });
});

describe('GET /api/dashboard/drivers', () => {
  it('counts the online, unblocked drivers per region by road state', async () => {
    const { status, body } = await get<DashboardDrivers>('/api/dashboard/drivers');
    expect(status).toBe(200);
    const waw = body.regions.find((r) => r.region.name === 'Warszawa')!;
    expect(waw.states).toEqual({ carrying: 1, toPickup: 1, free: 1 });
    expect(waw.online).toBe(3);
    expect(body.regions.find((r) => r.region.name === 'Kraków')?.states.free).toBe(1);
    const krakowOnly = await get<DashboardDrivers>('/api/dashboard/drivers?region=Krak%C3%B3w');
    expect(krakowOnly.body.regions.map((r) => r.region.name)).toEqual(['Kraków']);
  });

  it('needs the drivers page', async () => {
    expect((await get('/api/dashboard/drivers', tokens.client)).status).toBe(403);
    expect((await get('/api/dashboard/drivers', tokens.nobody)).status).toBe(200);
  });
});

describe('access and input', () => {
  it('answers 401 without a session and 403 without the orders page', async () => {
    for (const path of ['/api/dashboard/orders', '/api/dashboard/attention', '/api/dashboard/drivers'])
      expect((await get(path, '')).status).toBe(401);
    expect((await get('/api/dashboard/orders', tokens.nobody)).status).toBe(403);
    expect((await get('/api/dashboard/attention', tokens.nobody)).status).toBe(403);
  });

  it('answers 400 with field errors for bad filters', async () => {
    for (const url of [
      '/api/dashboard/attention?notAcceptedMinutes=0',
      '/api/dashboard/attention?notAcceptedMinutes=1441',
      '/api/dashboard/attention?notAcceptedMinutes=abc',
      '/api/dashboard/orders?companyIds=x',
      `/api/dashboard/orders?region=${'x'.repeat(101)}`,
      '/api/dashboard/orders?region=a%00b',
      '/api/order/list?attention=everything',
      '/api/order/list?attention=notAccepted&notAcceptedMinutes=-1',
    ]) {
      const res = await get<{ errorCode: string; fieldErrors?: unknown }>(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errorCode, url).toBe('validation_failed');
    }
  });
});

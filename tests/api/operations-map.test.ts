// The live operations map: GET /api/operations/map answers the active orders within the caller's reach with their
// pickup and delivery points, and the online drivers it may see at their last position with their road state; the
// receiver's point and the drivers' names follow the canView flags; filters as the order list's; bad input is a 400;
// the route needs the orders page and the route flag. A driver's ping carries its id to the consoles.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { ORDER_STATUSES } from '../../domain/enums.ts';
import {
  isMapOrderStatus,
  MAP_ORDER_STATUSES,
  type MapDriver,
  type OperationsMapAnswer,
} from '../../domain/operationsMap.ts';
import { bearer, insertOrder, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp({ logLevel: 'error' });
const tokens: Record<string, string> = {};
const drivers: Record<string, number> = {};
const orders: Record<string, number> = {};
const DRIVER_PASSWORD = 'Driver-pass-1';
const PICKUP = { lat: 52.2297, lng: 21.0122 };
const RECEIVER = { lat: 52.2146, lng: 21.02093 };

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'coordinator', 'client', 'nobody');
  const db = ctx.app.database.db;
  const all = canViewDefaults('xd_employee');
  await db.insert(s.operators).values([
    {
      username: 'krk-only',
      email: 'krk-only@x.pl',
      passwordHash: await fixtureHash('Krakow-pass-1'),
      scope: ['orders'],
      accountType: 'xd_employee',
      canView: all,
      allCompanies: true,
      regions: ['Kraków'],
    },
    {
      username: 'no-route',
      email: 'no-route@x.pl',
      passwordHash: await fixtureHash('NoRoute-pass-1'),
      scope: ['orders'],
      accountType: 'xd_employee',
      canView: { ...all, orderRoute: false },
      allCompanies: true,
      allRegions: true,
    },
  ]);
  tokens.krkOnly = await login(ctx.app, 'krk-only', 'Krakow-pass-1');
  tokens.noRoute = await login(ctx.app, 'no-route', 'NoRoute-pass-1');

  const { waw, krk } = ctx.fx.regions;
  const { alpha, beta } = ctx.fx.companies;
  const seen = minutesAgo(1);
  const passwordHash = await fixtureHash(DRIVER_PASSWORD);
  const online = (key: string, regionId: number, lat: number, lng: number, extra = {}) => ({
    firstName: key,
    lastName: 'Driver',
    email: `${key}@map.pl`,
    phone: '600700800',
    passwordHash,
    regionId,
    status: 'online' as const,
    lastKnownLat: lat,
    lastKnownLng: lng,
    lastKnownLoggedAt: seen,
    ...extra,
  });
  const rows = await db
    .insert(s.drivers)
    .values([
      online('free', waw, 52.24, 21.0),
      online('carrying', waw, 52.22, 21.01),
      online('topickup', krk, 50.06, 19.94, { allowedCompanyIds: [beta] }),
      online('betaonly', waw, 52.25, 21.03, { allowedCompanyIds: [beta] }),
      online('offline', waw, 52.24, 21.0, { status: 'offline' }),
      online('blocked', waw, 52.24, 21.0, { blocked: true }),
      online('inactive', waw, 52.24, 21.0, { active: false }),
      online('nowhere', waw, 52.24, 21.0, { lastKnownLat: null, lastKnownLng: null, lastKnownLoggedAt: null }),
    ])
    .returning({ id: s.drivers.id, email: s.drivers.email });
  for (const r of rows) drivers[r.email.split('@')[0]!] = r.id;

  const points = { pickupLat: PICKUP.lat, pickupLng: PICKUP.lng, clientLat: RECEIVER.lat, clientLng: RECEIVER.lng };
  const add = async (key: string, status: Parameters<typeof insertOrder>[3], extra = {}) =>
    (orders[key] = (await insertOrder(db, ctx.fx, key, status, { ...points, ...extra })).id);
  await add('MAPN', 'new');
  await add('MAPC', 'picked_up', { driverId: drivers.carrying, acceptedAt: minutesAgo(10) });
  await add('MAPK', 'accepted', {
    driverId: drivers.topickup,
    companyId: beta,
    regionId: krk,
    acceptedAt: minutesAgo(5),
  });
  await add('MAPH', 'scheduled', { hasHashedSensitiveData: true });
  await add('MAPD', 'delivered', { driverId: drivers.free, deliveredAt: minutesAgo(2) });
  await add('MAPX', 'cancelled', { cancelledAt: minutesAgo(2) });
  // The fixture's own ongoing orders of alpha (newWaw, acceptedWaw, oldOngoing) and beta (betaNew, betaPicked) are on
  // the map too; its driver is offline.
  expect(alpha).toBeGreaterThan(0);
});

const getMap = (token: string | undefined, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/operations/map${query}`, headers: token ? bearer(token) : {} });

async function mapOf(token: string, query = ''): Promise<OperationsMapAnswer> {
  const res = await getMap(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OperationsMapAnswer>();
}

const orderNos = (answer: OperationsMapAnswer) => answer.orders.map((o) => o.orderNo).sort();
const driverKeys = (answer: OperationsMapAnswer) =>
  answer.drivers.map((d) => Object.keys(drivers).find((k) => drivers[k] === d.id) ?? `#${d.id}`).sort();
const driverOf = (answer: OperationsMapAnswer, key: string): MapDriver =>
  answer.drivers.find((d) => d.id === drivers[key])!;

describe('GET /api/operations/map', () => {
  it('its statuses are exactly those of the orders still to be handled', () => {
    expect([...MAP_ORDER_STATUSES].sort()).toEqual(ORDER_STATUSES.filter(isMapOrderStatus).sort());
  });

  it('answers every active order with its points, and the online drivers at their position in their state', async () => {
    const answer = await mapOf(tokens.admin!);
    expect(orderNos(answer)).toEqual(['MAPC', 'MAPH', 'MAPK', 'MAPN', 'T000', 'T001', 'T004', 'T005', 'T006']);
    expect(answer.truncated).toEqual({ orders: false, drivers: false });
    expect(answer.orders.find((o) => o.orderNo === 'MAPC')).toEqual({
      id: orders.MAPC,
      orderNo: 'MAPC',
      status: 'picked_up',
      company: { id: ctx.fx.companies.alpha, name: 'Alpha Pharmacy' },
      region: { id: ctx.fx.regions.waw, name: 'Warszawa' },
      pickup: PICKUP,
      delivery: RECEIVER,
      driverId: drivers.carrying,
    });
    // Personal data hashed away: no receiver's point, whatever the flags.
    expect(answer.orders.find((o) => o.orderNo === 'MAPH')).toMatchObject({ pickup: PICKUP, delivery: null });
    // Offline, blocked, inactive or without a position: not on the map.
    expect(driverKeys(answer)).toEqual(['betaonly', 'carrying', 'free', 'topickup']);
    expect(driverOf(answer, 'carrying')).toEqual({
      id: drivers.carrying,
      firstName: 'carrying',
      lastName: 'Driver',
      phone: '600700800',
      region: { id: ctx.fx.regions.waw, name: 'Warszawa' },
      state: 'carrying',
      position: { lat: 52.22, lng: 21.01, at: expect.any(String) },
    });
    expect(driverOf(answer, 'topickup').state).toBe('toPickup');
    expect(driverOf(answer, 'free').state).toBe('free');
    expect(Date.parse(answer.generatedAt)).toBeGreaterThan(0);
  });

  it('keeps a coordinator to its companies and regions, without receivers, driver names or other drivers', async () => {
    // The coordinator: company alpha in Warszawa, read-only, no sensitiveData, no driverInfo, no drivers page.
    const answer = await mapOf(tokens.coordinator!);
    expect(orderNos(answer)).toEqual(['MAPC', 'MAPH', 'MAPN', 'T000', 'T001', 'T006']);
    expect(answer.orders.every((o) => o.delivery === null)).toBe(true);
    expect(answer.orders.find((o) => o.orderNo === 'MAPN')!.pickup).toEqual(PICKUP);
    // Only the driver on one of its orders, nameless.
    expect(driverKeys(answer)).toEqual(['carrying']);
    expect(driverOf(answer, 'carrying')).toMatchObject({ firstName: null, lastName: null, phone: null });
  });

  it('keeps a client user to its own company’s orders and their drivers', async () => {
    const answer = await mapOf(tokens.client!);
    expect(answer.orders.every((o) => o.company.id === ctx.fx.companies.alpha)).toBe(true);
    expect(orderNos(answer)).toEqual(['MAPC', 'MAPH', 'MAPN', 'T000', 'T001', 'T006']);
    expect(answer.orders.find((o) => o.orderNo === 'MAPN')!.delivery).toEqual(RECEIVER);
    expect(driverKeys(answer)).toEqual(['carrying']);
    expect(driverOf(answer, 'carrying').firstName).toBe('carrying');
  });

  it('keeps an operator limited to a region to that region’s orders and drivers', async () => {
    const answer = await mapOf(tokens.krkOnly!);
    expect(orderNos(answer)).toEqual(['MAPK', 'T005']);
    expect(driverKeys(answer)).toEqual(['topickup']);
  });

  it('filters by region, companies and statuses as the order list does', async () => {
    const krk = await mapOf(tokens.operator!, `?region=${encodeURIComponent('Kraków')}`);
    expect(orderNos(krk)).toEqual(['MAPK', 'T005']);
    expect(driverKeys(krk)).toEqual(['topickup']);

    const alpha = await mapOf(tokens.operator!, `?companyIds[]=${ctx.fx.companies.alpha}`);
    expect(orderNos(alpha)).toEqual(['MAPC', 'MAPH', 'MAPN', 'T000', 'T001', 'T006']);
    // Drivers who may deliver for alpha: the ones without a company limit.
    expect(driverKeys(alpha)).toEqual(['carrying', 'free']);

    const beta = await mapOf(tokens.operator!, `?companyIds[]=${ctx.fx.companies.beta}`);
    expect(orderNos(beta)).toEqual(['MAPK', 'T004', 'T005']);
    expect(driverKeys(beta)).toEqual(['betaonly', 'carrying', 'free', 'topickup']);

    const fresh = await mapOf(tokens.operator!, '?status=new,scheduled');
    expect(orderNos(fresh)).toEqual(['MAPH', 'MAPN', 'T000', 'T004']);
    // The status narrows the orders only.
    expect(fresh.drivers).toHaveLength(4);
    expect(orderNos(await mapOf(tokens.operator!, '?status=all'))).toHaveLength(9);
    expect(orderNos(await mapOf(tokens.operator!, '?status[]=picked_up&status[]=arrived'))).toEqual(['MAPC', 'T005']);
    expect(orderNos(await mapOf(tokens.operator!, '?region=Nowhere'))).toEqual([]);
  });

  it('answers 400 to bad input', async () => {
    for (const query of [
      '?status=delivered',
      '?status=bogus',
      '?companyIds[]=abc',
      '?companyIds[]=0',
      `?region=${'x'.repeat(101)}`,
      `?companyIds=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await getMap(tokens.operator!, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('validation_failed');
    }
  });

  it('needs a session, the orders page and the route flag', async () => {
    expect((await getMap(undefined)).statusCode).toBe(401);
    const nobody = await getMap(tokens.nobody!);
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json().errorCode).toBe('insufficient_permissions');
    const noRoute = await getMap(tokens.noRoute!);
    expect(noRoute.statusCode).toBe(403);
    expect(noRoute.json().errorCode).toBe('forbidden');
  });

  it('a driver’s ping carries its id to the consoles, and the map answers the new position', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email: 'carrying@map.pl', password: DRIVER_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    try {
      const ping = await ctx.app.inject({
        method: 'POST',
        url: '/api/driver/location',
        headers: bearer(signIn.json().token),
        payload: { lat: 52.3, lng: 21.1 },
      });
      expect(ping.statusCode, ping.body).toBe(200);
      expect(emit).toHaveBeenCalledWith(
        'driverLocationChange',
        expect.objectContaining({ orderId: orders.MAPC, driverId: drivers.carrying, lat: 52.3, lng: 21.1 }),
      );
    } finally {
      emit.mockRestore();
    }
    const answer = await mapOf(tokens.admin!);
    expect(driverOf(answer, 'carrying').position).toMatchObject({ lat: 52.3, lng: 21.1 });
  });
});

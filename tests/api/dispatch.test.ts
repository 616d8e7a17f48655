// Dispatch help: GET /api/order/nearest-drivers lists the online drivers who may take an order, nearest to its
// pickup point first, with distance and carried orders, within the caller's reach; bad input is a 400.
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { distanceMetres } from '../../domain/geo.ts';
import type { NearestDriversAnswer } from '../../domain/dispatch.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, insertOrder, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp({ logLevel: 'error' });
const tokens: Record<string, string> = {};
const PICKUP = { lat: 52.2297, lng: 21.0122 };
const ids: Record<string, number> = {};
let orderId = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client');
  const db = ctx.app.database.db;
  await db.insert(s.operators).values({
    username: 'krk-only',
    email: 'krk-only@x.pl',
    passwordHash: await fixtureHash('Krakow-pass-1'),
    scope: ['orders'],
    accountType: 'xd_employee',
    canView: canViewDefaults('xd_employee'),
    allCompanies: true,
    regions: ['Kraków'],
  });
  tokens.krkOnly = await login(ctx.app, 'krk-only', 'Krakow-pass-1');
  const { waw, krk } = ctx.fx.regions;
  const { alpha, beta } = ctx.fx.companies;
  const seen = minutesAgo(1);
  const rows = await db
    .insert(s.drivers)
    .values([
      // 1.1 km north of the pickup point, carrying nothing.
      {
        firstName: 'Near',
        lastName: 'One',
        email: 'near@d.pl',
        regionId: waw,
        status: 'online',
        lastKnownLat: 52.2396,
        lastKnownLng: 21.0122,
        lastKnownLoggedAt: seen,
      },
      // 5.6 km away.
      {
        firstName: 'Far',
        lastName: 'Two',
        email: 'far@d.pl',
        regionId: waw,
        status: 'online',
        lastKnownLat: 52.28,
        lastKnownLng: 21.0122,
        lastKnownLoggedAt: seen,
      },
      // As near as Near One but offline: not listed.
      {
        firstName: 'Off',
        lastName: 'Line',
        email: 'off@d.pl',
        regionId: waw,
        status: 'offline',
        lastKnownLat: 52.2396,
        lastKnownLng: 21.0122,
      },
      // Online and near, but only for company beta: not listed for an order of alpha.
      {
        firstName: 'Beta',
        lastName: 'Only',
        email: 'beta@d.pl',
        regionId: waw,
        status: 'online',
        allowedCompanyIds: [beta],
        lastKnownLat: 52.23,
        lastKnownLng: 21.0125,
      },
      // Online, allowed for alpha, near, but blocked: not listed.
      {
        firstName: 'Blocked',
        lastName: 'Driver',
        email: 'blocked@d.pl',
        regionId: waw,
        status: 'online',
        blocked: true,
        lastKnownLat: 52.23,
        lastKnownLng: 21.0125,
      },
      // Online without a known position: listed last.
      { firstName: 'No', lastName: 'Position', email: 'nopos@d.pl', regionId: waw, status: 'online' },
      // Online in Kraków, allowed for alpha, 250 km away.
      {
        firstName: 'Krak',
        lastName: 'Owski',
        email: 'krk@d.pl',
        regionId: krk,
        status: 'online',
        allowedCompanyIds: [alpha],
        lastKnownLat: 50.0613,
        lastKnownLng: 19.9383,
        lastKnownLoggedAt: seen,
      },
      // As near as Near One, but carrying two orders.
      {
        firstName: 'Busy',
        lastName: 'Bee',
        email: 'busy@d.pl',
        regionId: waw,
        status: 'online',
        lastKnownLat: 52.2396,
        lastKnownLng: 21.0122,
        lastKnownLoggedAt: seen,
      },
    ])
    .returning({ id: s.drivers.id, email: s.drivers.email });
  for (const r of rows) ids[r.email.split('@')[0]] = r.id;
  for (const [n, status] of [
    [1, 'accepted'],
    [2, 'picked_up'],
    [3, 'delivered'],
  ] as const)
    await insertOrder(db, ctx.fx, `BZ${n}`, status, { driverId: ids.busy, acceptedAt: minutesAgo(10) });
  const order = await insertOrder(db, ctx.fx, 'NRST', 'new', { pickupLat: PICKUP.lat, pickupLng: PICKUP.lng });
  orderId = order.id;
});

const nearest = (token: string, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/nearest-drivers?${query}`, headers: bearer(token) });

describe('GET /api/order/nearest-drivers', () => {
  it('lists the online drivers allowed for the order’s company, nearest first, then the least loaded', async () => {
    const res = await nearest(tokens.operator!, `orderId=${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<NearestDriversAnswer>();
    expect(body.orderId).toBe(orderId);
    expect(body.pickupPoint).toEqual(PICKUP);
    expect(body.drivers.map((d) => d.email)).toEqual(['near@d.pl', 'busy@d.pl', 'far@d.pl', 'krk@d.pl', 'nopos@d.pl']);
    const [near, busy, far, krk, nopos] = body.drivers;
    expect(near.distanceMetres).toBe(Math.round(distanceMetres(PICKUP, { lat: 52.2396, lng: 21.0122 })));
    expect(near.distanceMetres).toBeGreaterThan(1000);
    expect(near.distanceMetres).toBeLessThan(1200);
    expect(far.distanceMetres).toBe(Math.round(distanceMetres(PICKUP, { lat: 52.28, lng: 21.0122 })));
    expect(krk.distanceMetres).toBeGreaterThan(240_000);
    expect(nopos.distanceMetres).toBeNull();
    expect(nopos.lastSeenAt).toBeNull();
    expect(near).toMatchObject({ carrying: 0, firstName: 'Near', lastName: 'One', region: { name: 'Warszawa' } });
    expect(busy.carrying).toBe(2); // accepted and picked up; the delivered one is not carried
    expect(krk.region?.name).toBe('Kraków');
    expect(near.lastSeenAt).toEqual(expect.any(String));
  });

  it('takes a limit and keeps to the caller’s reach', async () => {
    const two = await nearest(tokens.operator!, `orderId=${orderId}&limit=2`);
    expect(two.json<NearestDriversAnswer>().drivers.map((d) => d.email)).toEqual(['near@d.pl', 'busy@d.pl']);
    // An order of Warszawa is outside a Kraków-only operator's reach: not found.
    expect((await nearest(tokens.krkOnly!, `orderId=${orderId}`)).statusCode).toBe(404);
  });

  it('lists by load then name when the order has no geocoded pickup point', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'NOGE', 'new');
    const body = (await nearest(tokens.operator!, `orderId=${order.id}`)).json<NearestDriversAnswer>();
    expect(body.pickupPoint).toBeNull();
    expect(body.drivers.every((d) => d.distanceMetres === null)).toBe(true);
    expect(body.drivers.at(-1)?.email).toBe('busy@d.pl');
  });

  it('answers 400 with field errors for bad input and 404 for an unknown order', async () => {
    for (const query of [
      '',
      'orderId=abc',
      'orderId=0',
      `orderId=${orderId}&limit=0`,
      `orderId=${orderId}&limit=51`,
      `orderId=${orderId}&limit=1.5`,
    ]) {
      const res = await nearest(tokens.operator!, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
    }
    expect((await nearest(tokens.operator!, 'orderId=999999')).statusCode).toBe(404);
  });

  it('is refused to callers who may not change the driver', async () => {
    // The read-only coordinator and a client may not give orders to drivers.
    expect((await nearest(tokens.coordinator!, `orderId=${orderId}`)).statusCode).toBe(403);
    expect((await nearest(tokens.client!, `orderId=${orderId}`)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/order/nearest-drivers?orderId=${orderId}` })).statusCode,
    ).toBe(401);
  });
});

// GET /api/order/driver-availability: whether a driver is free right now in the region of an order's pickup point (a
// saved location, or a postal code typed by hand), by the live map's rule (online, active, unblocked, allowed for the
// company, carrying no order). A client learns yes or no and the region, never a driver; an operator who sees the
// roster learns how many. The company, the location and the region are checked against the caller's reach; bad
// input is a 400 with field errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { DriverAvailabilityAnswer } from '../../domain/driverAvailability.ts';
import type { OperationsMapAnswer } from '../../domain/operationsMap.ts';
import { bearer, insertOrder, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp({ logLevel: 'error' });
const tokens: Record<string, string> = {};
const places: Record<string, number> = {};
const drivers: Record<string, number> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client', 'fresh', 'coordinator');
  const db = ctx.app.database.db;
  const { alpha, beta } = ctx.fx.companies;
  const { waw, krk } = ctx.fx.regions;
  const place = (
    key: string,
    companyId: number,
    zipCode: string,
    extra: Partial<typeof s.locations.$inferInsert> = {},
  ) => ({
    companyId,
    name: key,
    street: 'Prosta 2',
    city: zipCode.startsWith('3') ? 'Kraków' : 'Warszawa',
    zipCode,
    workingSettings: {},
    ...extra,
  });
  const rows = await db
    .insert(s.locations)
    .values([
      place('alphaWaw', alpha, '00-850'),
      place('alphaKrk', alpha, '31-042'),
      place('alphaClosed', alpha, '00-850', { active: false }),
      place('alphaNowhere', alpha, '99-999'),
      place('betaWaw', beta, '00-624'),
    ])
    .returning({ id: s.locations.id, name: s.locations.name });
  for (const r of rows) places[r.name] = r.id;

  const online = (key: string, regionId: number, extra: Partial<typeof s.drivers.$inferInsert> = {}) => ({
    firstName: `Kierowca-${key}`,
    lastName: 'Testowy',
    email: `${key}@availability.pl`,
    phone: '600700800',
    regionId,
    status: 'online' as const,
    lastKnownLat: 52.23,
    lastKnownLng: 21.01,
    lastKnownLoggedAt: minutesAgo(1),
    ...extra,
  });
  const inserted = await db
    .insert(s.drivers)
    .values([
      // Warszawa: one free driver for every company, one free for beta only, and drivers who are not free.
      online('wawFree', waw),
      online('wawBetaOnly', waw, { allowedCompanyIds: [beta] }),
      online('wawBusy', waw),
      online('wawOffline', waw, { status: 'offline' }),
      online('wawBlocked', waw, { blocked: true }),
      online('wawInactive', waw, { active: false }),
      // Kraków: the only driver of every company is on an order; one free driver for beta only.
      online('krkBusy', krk),
      online('krkBetaOnly', krk, { allowedCompanyIds: [beta] }),
    ])
    .returning({ id: s.drivers.id, email: s.drivers.email });
  for (const r of inserted) drivers[r.email.split('@')[0]!] = r.id;
  await insertOrder(db, ctx.fx, 'AV01', 'accepted', { driverId: drivers.wawBusy, acceptedAt: minutesAgo(3) });
  await insertOrder(db, ctx.fx, 'AV02', 'picked_up', {
    driverId: drivers.krkBusy,
    regionId: krk,
    acceptedAt: minutesAgo(9),
  });

  const all = canViewDefaults('xd_employee');
  const passwordHash = await fixtureHash('Avail-pass-1');
  await db.insert(s.operators).values([
    {
      username: 'avail-krk',
      email: 'avail-krk@x.pl',
      passwordHash,
      scope: ['orders'],
      accountType: 'xd_employee',
      canView: all,
      allCompanies: true,
      regions: ['Kraków'],
    },
    {
      username: 'avail-point',
      email: 'avail-point@x.pl',
      passwordHash,
      scope: ['orders'],
      accountType: 'xd_employee',
      canView: all,
      allCompanies: true,
      allRegions: true,
      locationIds: [places.alphaWaw!],
    },
  ]);
  tokens.krkOnly = await login(ctx.app, 'avail-krk', 'Avail-pass-1');
  tokens.onePoint = await login(ctx.app, 'avail-point', 'Avail-pass-1');
});

const ask = (token: string, query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/order/driver-availability?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: bearer(token),
  });

async function answerOf(token: string, query: Record<string, string | number>): Promise<DriverAvailabilityAnswer> {
  const res = await ask(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DriverAvailabilityAnswer>();
}

describe('a client user (its own company)', () => {
  it('learns that a driver is free in the pickup point’s region, and nothing about any driver', async () => {
    const res = await ask(tokens.client!, { pickupLocationId: places.alphaWaw! });
    expect(res.statusCode).toBe(200);
    const answer = res.json<DriverAvailabilityAnswer>();
    expect(Object.keys(answer).sort()).toEqual(
      ['available', 'cancelOrderAfterSeconds', 'freeDrivers', 'generatedAt', 'region'].sort(),
    );
    expect(answer).toMatchObject({
      region: 'Warszawa',
      available: true,
      freeDrivers: null,
      cancelOrderAfterSeconds: 300,
    });
    for (const secret of ['Kierowca-', 'availability.pl', '600700800', '52.23', 'driverId'])
      expect(res.body).not.toContain(secret);
  });

  it('learns that none is free where the only driver for its company carries an order', async () => {
    expect(await answerOf(tokens.client!, { pickupLocationId: places.alphaKrk! })).toMatchObject({
      region: 'Kraków',
      available: false,
      freeDrivers: null,
    });
  });

  it('asks by the postal code of a pickup address typed by hand', async () => {
    expect(await answerOf(tokens.client!, { zipCode: '31-154' })).toMatchObject({ region: 'Kraków', available: false });
    expect(await answerOf(tokens.client!, { zipCode: '00-624' })).toMatchObject({
      region: 'Warszawa',
      available: true,
    });
    // Outside every region: no region, nobody free (the estimate says the address is not served).
    expect(await answerOf(tokens.client!, { zipCode: '99-999' })).toMatchObject({ region: null, available: false });
    expect(await answerOf(tokens.client!, { pickupLocationId: places.alphaNowhere! })).toMatchObject({
      region: null,
      available: false,
    });
  });

  it('learns the company’s own limit after which an order nobody accepted is cancelled', async () => {
    const db = ctx.app.database.db;
    const [alpha] = await db.select().from(s.companies).where(eq(s.companies.id, ctx.fx.companies.alpha));
    await db
      .update(s.companies)
      .set({ deliverySettings: { ...alpha!.deliverySettings, cancelOrderAfter: 600 } })
      .where(eq(s.companies.id, alpha!.id));
    try {
      expect(await answerOf(tokens.client!, { zipCode: '00-624' })).toMatchObject({ cancelOrderAfterSeconds: 600 });
    } finally {
      await db
        .update(s.companies)
        .set({ deliverySettings: alpha!.deliverySettings })
        .where(eq(s.companies.id, alpha!.id));
    }
  });

  it('a new shop not yet activated asks about its typed pickup address while it prepares its first order', async () => {
    expect(await answerOf(tokens.fresh!, { zipCode: '00-850' })).toMatchObject({ region: 'Warszawa', available: true });
  });

  it('never reaches another company: its locations and its id answer 404', async () => {
    const theirs = await ask(tokens.client!, { pickupLocationId: places.betaWaw! });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ errorCode: 'location_not_found' });
    const other = await ask(tokens.client!, { companyId: ctx.fx.companies.beta, zipCode: '31-042' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorCode: 'company_not_found' });
    expect(other.body).not.toContain('Kraków');
    const closed = await ask(tokens.client!, { pickupLocationId: places.alphaClosed! });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ errorCode: 'location_not_found' });
  });

  it('an API key of the company gets the client’s answer', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/@me/api-keys/create',
      headers: bearer(tokens.client!),
      payload: { name: 'Availability' },
    });
    expect(created.statusCode).toBe(201);
    expect(await answerOf(created.json().key, { zipCode: '00-624' })).toMatchObject({
      region: 'Warszawa',
      available: true,
      freeDrivers: null,
    });
  });
});

describe('an operator', () => {
  it('who sees the roster learns how many drivers are free for the company, by the live map’s rule', async () => {
    const { alpha, beta } = ctx.fx.companies;
    expect(await answerOf(tokens.operator!, { companyId: alpha, pickupLocationId: places.alphaWaw! })).toMatchObject({
      region: 'Warszawa',
      available: true,
      freeDrivers: 1,
    });
    // Beta may also use the driver allowed for beta only.
    expect(await answerOf(tokens.operator!, { companyId: beta, pickupLocationId: places.betaWaw! })).toMatchObject({
      freeDrivers: 2,
    });
    expect(await answerOf(tokens.operator!, { companyId: beta, zipCode: '31-042' })).toMatchObject({
      region: 'Kraków',
      available: true,
      freeDrivers: 1,
    });
    expect(await answerOf(tokens.operator!, { companyId: alpha, zipCode: '31-042' })).toMatchObject({
      available: false,
      freeDrivers: 0,
    });
    // The same drivers the live map shows free in Warszawa for alpha (its driver list's condition, online and free).
    const map = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/operations/map?region=Warszawa&companyIds[]=${alpha}`,
        headers: bearer(tokens.operator!),
      })
    ).json<OperationsMapAnswer>();
    expect(map.drivers.filter((d) => d.state === 'free').map((d) => d.id)).toEqual([drivers.wawFree]);
  });

  it('sees the answer change as soon as the free driver takes an order, and again when it is delivered', async () => {
    const db = ctx.app.database.db;
    const query = { companyId: ctx.fx.companies.alpha, zipCode: '00-850' };
    const order = await insertOrder(db, ctx.fx, 'AV03', 'accepted', {
      driverId: drivers.wawFree,
      acceptedAt: minutesAgo(1),
    });
    expect(await answerOf(tokens.operator!, query)).toMatchObject({ available: false, freeDrivers: 0 });
    await db.update(s.orders).set({ status: 'delivered', isOngoing: false }).where(eq(s.orders.id, order.id));
    expect(await answerOf(tokens.operator!, query)).toMatchObject({ available: true, freeDrivers: 1 });
  });

  it('needs a company, and is held to its regions and its pickup locations', async () => {
    const noCompany = await ask(tokens.operator!, { zipCode: '00-850' });
    expect(noCompany.statusCode).toBe(404);
    expect(noCompany.json()).toMatchObject({ errorCode: 'company_not_found' });
    const elsewhere = await ask(tokens.krkOnly!, { companyId: ctx.fx.companies.alpha, zipCode: '00-850' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ errorCode: 'region_not_allowed' });
    expect(
      await answerOf(tokens.krkOnly!, { companyId: ctx.fx.companies.alpha, pickupLocationId: places.alphaKrk! }),
    ).toMatchObject({ region: 'Kraków', available: false });
    const otherPoint = await ask(tokens.onePoint!, {
      companyId: ctx.fx.companies.alpha,
      pickupLocationId: places.alphaKrk!,
    });
    expect(otherPoint.statusCode).toBe(404);
    expect(otherPoint.json()).toMatchObject({ errorCode: 'location_not_found' });
    expect(
      await answerOf(tokens.onePoint!, { companyId: ctx.fx.companies.alpha, pickupLocationId: places.alphaWaw! }),
    ).toMatchObject({ available: true });
  });

  it('a read-only account, which cannot open the order form, is refused', async () => {
    const res = await ask(tokens.coordinator!, { companyId: ctx.fx.companies.alpha, zipCode: '00-850' });
    expect(res.statusCode).toBe(403);
  });
});

describe('input', () => {
  it('answers 400 with field errors: neither or both places, a malformed postal code or id', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'pickupLocationId'],
      [{ pickupLocationId: places.alphaWaw!, zipCode: '00-850' }, 'zipCode'],
      [{ zipCode: '00850' }, 'zipCode'],
      [{ zipCode: 'x'.repeat(500) }, 'zipCode'],
      [{ pickupLocationId: 'abc' }, 'pickupLocationId'],
      [{ pickupLocationId: '99999999999' }, 'pickupLocationId'],
      [{ companyId: '-1', zipCode: '00-850' }, 'companyId'],
    ];
    for (const [query, field] of cases) {
      const res = await ask(tokens.client!, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed' });
      expect(res.json().errors[field], JSON.stringify(query)).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/order/driver-availability'].get;
    expect(get.summary).toMatch(/driver is free/);
    expect(get.description).toContain('region_not_allowed');
    expect(Object.keys(get.responses)).toContain('200');
  });
});

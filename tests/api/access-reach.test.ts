// One rule for a caller's reach on every list (server/access/reach.ts): "all" is everything, a list is exactly those,
// and an empty list is nothing — also where an empty list of regions used to mean every region (the region list).
import { beforeAll, describe, expect, it } from 'vitest';
import { warsawDay, warsawToday } from '../../domain/pickupSchemas.ts';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, insertOrder, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'Reach-pass-1';

beforeAll(async () => {
  const passwordHash = await fixtureHash(PASSWORD);
  const base = {
    scope: ['orders', 'drivers', 'companies', 'stock', 'warehouse'],
    accountType: 'xd_employee' as const,
    canView: canViewDefaults('xd_employee'),
    passwordHash,
  };
  const { alpha } = ctx.fx.companies;
  await ctx.app.database.db.insert(s.operators).values([
    { ...base, username: 'reach-empty', email: 'reach-empty@x.pl', companyIds: [], regions: [] },
    { ...base, username: 'reach-no-region', email: 'reach-no-region@x.pl', companyIds: [alpha], regions: [] },
    { ...base, username: 'reach-no-company', email: 'reach-no-company@x.pl', companyIds: [], regions: ['Warszawa'] },
    { ...base, username: 'reach-alpha-waw', email: 'reach-alpha-waw@x.pl', companyIds: [alpha], regions: ['Warszawa'] },
  ]);
  for (const who of ['reach-empty', 'reach-no-region', 'reach-no-company', 'reach-alpha-waw'])
    tokens[who] = await login(ctx.app, who, PASSWORD);
});

const get = async (token: string, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const range = `dateFrom=${encodeURIComponent(new Date(Date.now() - 6 * 86400_000).toISOString())}&dateTo=${encodeURIComponent(new Date().toISOString())}`;

describe('an empty list in a reach is nothing, on every list', () => {
  for (const who of ['reach-empty', 'reach-no-region', 'reach-no-company']) {
    it(`${who}: no orders, drivers or warehouses; regions and companies only where its list names some`, async () => {
      const token = tokens[who]!;
      expect((await get(token, `/api/order/list?${range}`)).total).toBe(0);
      expect((await get(token, '/api/driver/list?page=1&perPage=50')).items).toEqual([]);
      expect((await get(token, '/api/warehouse/list')).items).toEqual([]);
      const regions = (await get(token, '/api/region/list')) as { name: string }[];
      expect(regions.map((r) => r.name)).toEqual(who === 'reach-no-company' ? ['Warszawa'] : []);
      const companies = (await get(token, '/api/company/list')) as { id: number }[];
      expect(companies.map((c) => c.id)).toEqual(who === 'reach-no-region' ? [ctx.fx.companies.alpha] : []);
    });
  }

  it('a reach of one company in one region sees that cell', async () => {
    const orders = (await get(tokens['reach-alpha-waw']!, `/api/order/list?${range}`)) as {
      items: { company: { id: number }; region: { name: string } }[];
    };
    expect(orders.items.length).toBeGreaterThan(0);
    expect(orders.items.every((o) => o.company.id === ctx.fx.companies.alpha && o.region.name === 'Warszawa')).toBe(
      true,
    );
    const regions = (await get(tokens['reach-alpha-waw']!, '/api/region/list')) as { name: string }[];
    expect(regions.map((r) => r.name)).toEqual(['Warszawa']);
  });
});

describe('a reach limited to pickup locations: the orders picked up there and those locations, on every channel', () => {
  const WORKING = { zone: 'Europe/Warsaw' } as never;
  const located: Record<string, number> = {};
  let limited = '';
  const PASS = 'Location-pass-1';

  beforeAll(async () => {
    const db = ctx.app.database.db;
    const { alpha } = ctx.fx.companies;
    const place = (name: string) => ({
      companyId: alpha,
      name,
      street: 'Prosta 2',
      city: 'Warszawa',
      zipCode: '00-850',
      workingSettings: WORKING,
    });
    const [mine, theirs] = await db
      .insert(s.locations)
      .values([place('Punkt Mój'), place('Punkt Cudzy')])
      .returning();
    located.mine = mine!.id;
    located.theirs = theirs!.id;
    const order = (orderNo: string, pickupLocationId: number | null) =>
      insertOrder(db, ctx.fx, orderNo, 'new', { pickupLocationId });
    located.mineOrder = (await order('LOC1', mine!.id)).id;
    located.theirsOrder = (await order('LOC2', theirs!.id)).id;
    located.typedOrder = (await order('LOC3', null)).id;
    await db.insert(s.operators).values({
      username: 'reach-location',
      email: 'reach-location@x.pl',
      passwordHash: await fixtureHash(PASS),
      accountType: 'xd_employee',
      scope: ['orders', 'companies', 'operators', 'report'],
      canView: canViewDefaults('xd_employee'),
      companyIds: [alpha],
      allRegions: true,
      locationIds: [mine!.id],
    });
    limited = await login(ctx.app, 'reach-location', PASS);
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(limited), ...(payload ? { payload } : {}) });

  it('lists, counts, opens and acts on the orders of its locations only', async () => {
    const list = await get(limited, `/api/order/list?${range}&perPage=100`);
    expect(list.items.map((o: { id: number }) => o.id)).toEqual([located.mineOrder]);
    expect(list.total).toBe(1);
    expect((await call('GET', `/api/order/details?orderId=${located.mineOrder}`)).statusCode).toBe(200);
    for (const id of [located.theirsOrder, located.typedOrder]) {
      expect((await call('GET', `/api/order/details?orderId=${id}`)).json().errorCode).toBe('order_not_found');
      const hold = await call('POST', '/api/order/hold', {
        orderId: id,
        holdUntil: new Date(Date.now() + 3600_000).toISOString(),
        notes: 'x',
      });
      expect(hold.statusCode, hold.body).toBe(404);
    }
    // The same reach on the full report, over yesterday and today in Warsaw: the orders are minutes old, and just after
    // midnight they were made yesterday (a clean-clone run at 00:02 in Warsaw found none today).
    const report = await call(
      'GET',
      `/api/order/generate-report?reportType=full&dateFrom=${warsawDay(new Date(Date.now() - 86_400_000))}T00:00:00.000&dateTo=${warsawToday()}T23:59:59.999`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const ids = report.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([located.mineOrder]);
  });

  it('sees, edits and offers on the order form only its locations, adds none, and assigns only its own', async () => {
    const { alpha } = ctx.fx.companies;
    const companies = (await get(limited, `/api/region/locations?companyId=${alpha}`)) as {
      locations: { id: number }[];
    }[];
    expect(companies.flatMap((c) => c.locations.map((l) => l.id))).toEqual([located.mine]);
    const options = await get(limited, `/api/order/form-options?companyId=${alpha}`);
    expect(options.locations.map((l: { id: number }) => l.id)).toEqual([located.mine]);
    const fields = { name: 'Punkt', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850', phone: '221234567' };
    expect(
      (await call('POST', '/api/region/locations/update', { locationId: located.theirs, ...fields })).statusCode,
    ).toBe(404);
    const add = await call('POST', '/api/region/locations/add', { companyId: alpha, ...fields });
    expect(add.statusCode, add.body).toBe(403);
    expect(add.json().errorCode).toBe('location_not_assignable');

    // An order from a pickup point outside its locations, or a typed one, is refused on that field.
    const order = {
      companyId: alpha,
      products: [{ id: ctx.fx.products.alphaA }],
      clientName: 'Anna Nowak',
      clientStreet: 'Marszałkowska 10',
      clientCity: 'Warszawa',
      clientZipCode: '00-624',
      clientPhone: '+48 600 700 800',
    };
    const typed = { name: 'Sklep', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };
    for (const pickupPoint of [{ locationId: located.theirs, ...typed }, typed]) {
      const res = await call('POST', '/api/order/create', { ...order, pickupPoint });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.['pickupPoint.locationId'], res.body).toEqual(['validation.pickupLocationNotInReach']);
    }

    // Operators: it creates an account limited to its own location, never one of every location.
    const account = {
      password: 'Strong-pass-9',
      companyIds: [alpha],
      regions: '*',
      scope: ['orders'],
      accountType: 'xd_employee',
    };
    const wide = await call('POST', '/api/operator/create', { ...account, email: 'wide@x.pl' });
    expect(wide.statusCode, wide.body).toBe(403);
    expect(wide.json().errorCode).toBe('location_not_assignable');
    const narrow = await call('POST', '/api/operator/create', {
      ...account,
      email: 'narrow@x.pl',
      locationIds: [located.mine],
    });
    expect(narrow.statusCode, narrow.body).toBe(200);
    expect(narrow.json().operator.locationIds).toEqual([located.mine]);
  });

  it('keeps the stored locations when an update leaves them out', async () => {
    const admin = await login(ctx.app, 'admin', PASSWORDS.admin);
    const [row] = await ctx.app.database.query<{ id: number }>(
      "SELECT id FROM operators WHERE username = 'reach-location'",
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/update',
      headers: bearer(admin),
      payload: {
        operatorId: row!.id,
        companyIds: [ctx.fx.companies.alpha],
        regions: '*',
        scope: ['orders', 'companies', 'operators', 'report'],
        accountType: 'xd_employee',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator.locationIds).toEqual([located.mine]);
  });
});

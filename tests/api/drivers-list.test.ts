import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { DriverListItem, DriverPageResponse } from '../../domain/driverSchemas.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const LAST_LOGIN = new Date('2025-03-04T08:15:00.000Z');
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const list = (token: string | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/driver/list${query ? `?${query}` : ''}`,
    headers: token ? bearer(token) : {},
  });
const names = (body: DriverListItem[]) => body.map((d) => `${d.firstName} ${d.lastName}`);

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'nobody', 'client');
  const db = ctx.app.database.db;
  const { waw, krk } = ctx.fx.regions;
  const { alpha, beta } = ctx.fx.companies;
  const made = await db
    .insert(s.drivers)
    .values([
      {
        firstName: 'Anna',
        lastName: 'Zielińska',
        email: 'anna.z@drivers.pl',
        phone: '600 700 800',
        regionId: waw,
        status: 'online',
        vehicleType: 'bicycle',
        car: { model: 'Kross Trans', color: 'green' },
        mobile: { version: '3.2.1', osType: 'ios', pushToken: 'secret-push-token' },
        lastLogin: LAST_LOGIN,
        lastKnownLat: 52.23,
        lastKnownLng: 21.01,
        lastKnownLoggedAt: LAST_LOGIN,
      },
      { firstName: 'Bartek', lastName: 'Nowy', email: 'bartek@drivers.pl', regionId: krk, status: 'offline' },
      {
        firstName: 'Celina',
        lastName: 'Stara',
        email: 'celina@drivers.pl',
        regionId: krk,
        status: 'online',
        active: false,
      },
      {
        firstName: 'Dawid',
        lastName: 'Beta',
        email: 'dawid@drivers.pl',
        regionId: krk,
        status: 'online',
        allowedCompanyIds: [beta],
      },
      {
        firstName: 'Ewa',
        lastName: 'Zablokowana',
        email: 'ewa@drivers.pl',
        regionId: waw,
        status: 'offline',
        blocked: true,
      },
      {
        firstName: 'Adam',
        lastName: 'Alpha',
        email: 'adam@drivers.pl',
        regionId: krk,
        status: 'offline',
        allowedCompanyIds: [alpha, beta],
      },
      { firstName: 'Zenon', lastName: 'Bezregionu', email: 'zenon@drivers.pl', regionId: null, status: 'offline' },
    ])
    .returning({ id: s.drivers.id, firstName: s.drivers.firstName });
  for (const d of made) ids[d.firstName] = d.id;

  // Operators without the Drivers scope: one who may change drivers (limited to Kraków and company alpha), one who may
  // not.
  const passwordHash = await fixtureHash('limited123');
  await db.insert(s.operators).values([
    {
      username: 'limited',
      email: 'limited@x.pl',
      passwordHash,
      scope: ['orders'],
      accountType: 'xd_coordinator',
      canView: { ...canViewDefaults('xd_coordinator'), changeDriver: true },
      allCompanies: false,
      companyIds: [alpha],
      allRegions: false,
      regions: ['Kraków'],
    },
    {
      username: 'nochange',
      email: 'nochange@x.pl',
      passwordHash,
      scope: ['orders'],
      accountType: 'xd_coordinator',
      canView: { ...canViewDefaults('xd_coordinator'), changeDriver: false },
      allCompanies: true,
      allRegions: true,
    },
    {
      username: 'stockman',
      email: 'stockman@x.pl',
      passwordHash,
      scope: ['stock'],
      accountType: 'other',
      canView: canViewDefaults('other'),
      allCompanies: true,
      allRegions: true,
    },
  ]);
  tokens.limited = await login(ctx.app, 'limited', 'limited123');
  tokens.nochange = await login(ctx.app, 'nochange', 'limited123');
  tokens.stockman = await login(ctx.app, 'stockman', 'limited123');
});

describe('GET /api/driver/list: access', () => {
  it('answers 401 without a session', async () => {
    const res = await list(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('unauthorized');
  });

  it('answers 403 without the Drivers scope and without canView.changeDriver (operators and client users)', async () => {
    for (const who of ['coordinator', 'nochange', 'client']) {
      const res = await list(tokens[who]);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errorCode, who).toBe('insufficient_permissions');
    }
  });

  it('lets in the Drivers scope alone (no orders access) and canView.changeDriver alone (no Drivers scope)', async () => {
    expect((await list(tokens.nobody)).statusCode).toBe(200);
    expect((await list(tokens.limited)).statusCode).toBe(200);
  });

  it('lets in the Stock scope alone: the stock page picks giving and receiving drivers from the list', async () => {
    const res = await list(tokens.stockman, 'q=anna&page=1&perPage=10');
    expect(res.statusCode).toBe(200);
    expect((res.json() as DriverPageResponse).items.map((d) => d.email)).toEqual(['anna.z@drivers.pl']);
  });
});

describe('GET /api/driver/list: answer', () => {
  it('answers every driver with the fields of the list, sorted by region name, then first name; no region last', async () => {
    const res = await list(tokens.operator);
    expect(res.statusCode).toBe(200);
    const body: DriverListItem[] = res.json();
    expect(names(body)).toEqual([
      'Adam Alpha',
      'Bartek Nowy',
      'Celina Stara',
      'Dawid Beta',
      'Anna Zielińska',
      'Ewa Zablokowana',
      'Jan Kowalski',
      'Zenon Bezregionu',
    ]);
    expect(body.find((d) => d.firstName === 'Anna')).toEqual({
      id: ids.Anna,
      firstName: 'Anna',
      lastName: 'Zielińska',
      email: 'anna.z@drivers.pl',
      phone: '600 700 800',
      regionId: ctx.fx.regions.waw,
      regionName: 'Warszawa',
      status: 'online',
      active: true,
      blocked: false,
      blockReason: null,
      type: 'driver',
      priorityDriver: false,
      allowedCompanyIds: [],
      allowedCompanies: [],
      vehicleType: 'bicycle',
      car: { model: 'Kross Trans', color: 'green' },
      mobile: { version: '3.2.1', osType: 'ios' },
      lastLogin: LAST_LOGIN.toISOString(),
      lastKnownLocation: { lat: 52.23, lng: 21.01, loggedAt: LAST_LOGIN.toISOString() },
      stock: [],
    });
    expect(body.find((d) => d.firstName === 'Adam')?.allowedCompanyIds).toEqual([
      ctx.fx.companies.alpha,
      ctx.fx.companies.beta,
    ]);
  });

  it('filters by comma-joined status, with "all" and both statuses meaning every driver', async () => {
    expect(names((await list(tokens.operator, 'status=online')).json())).toEqual([
      'Celina Stara',
      'Dawid Beta',
      'Anna Zielińska',
    ]);
    expect(names((await list(tokens.operator, 'status=offline')).json())).toEqual([
      'Adam Alpha',
      'Bartek Nowy',
      'Ewa Zablokowana',
      'Jan Kowalski',
      'Zenon Bezregionu',
    ]);
    const all = (await list(tokens.operator)).json().length;
    expect((await list(tokens.operator, 'status=online,offline')).json()).toHaveLength(all);
    expect((await list(tokens.operator, 'status=all')).json()).toHaveLength(all);
    expect((await list(tokens.operator, 'status[]=online&status[]=offline')).json()).toHaveLength(all);
  });

  it('filters by region name ("*" is every region), active flag, company and blocked', async () => {
    expect(names((await list(tokens.operator, `region=${encodeURIComponent('Kraków')}`)).json())).toEqual([
      'Adam Alpha',
      'Bartek Nowy',
      'Celina Stara',
      'Dawid Beta',
    ]);
    expect((await list(tokens.operator, 'region=*')).json()).toHaveLength((await list(tokens.operator)).json().length);
    expect((await list(tokens.operator, 'region=Nowhere')).json()).toEqual([]);
    expect(names((await list(tokens.operator, 'active=false')).json())).toEqual(['Celina Stara']);
    expect(names((await list(tokens.operator, 'region=Warszawa&active=true')).json())).toEqual([
      'Anna Zielińska',
      'Ewa Zablokowana',
      'Jan Kowalski',
    ]);
    expect(names((await list(tokens.operator, 'region=Warszawa&blocked=false')).json())).toEqual([
      'Anna Zielińska',
      'Jan Kowalski',
    ]);
    // The block apart from the account: a blocked driver's account stays active.
    expect(names((await list(tokens.operator, 'region=Warszawa&active=true&blocked=true')).json())).toEqual([
      'Ewa Zablokowana',
    ]);
    // Dawid delivers for beta only; Adam for alpha and beta; the rest have no company limit.
    expect(
      names(
        (
          await list(tokens.operator, `region=${encodeURIComponent('Kraków')}&companyId=${ctx.fx.companies.alpha}`)
        ).json(),
      ),
    ).toEqual(['Adam Alpha', 'Bartek Nowy', 'Celina Stara']);
  });

  it('limits an operator to the drivers of its regions who may deliver for one of its companies', async () => {
    // limited: Kraków and company alpha → not Dawid (beta only), nobody of Warszawa, nobody without a region.
    expect(names((await list(tokens.limited)).json())).toEqual(['Adam Alpha', 'Bartek Nowy', 'Celina Stara']);
    expect((await list(tokens.limited, 'region=Warszawa')).json()).toEqual([]);
    expect(names((await list(tokens.limited, 'status=online')).json())).toEqual(['Celina Stara']);
  });

  it('answers 400 with field errors for an unknown status or a non-boolean flag', async () => {
    const bad = await list(tokens.operator, 'status=busy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation_failed');
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^status/);
    const flag = await list(tokens.operator, 'active=maybe');
    expect(flag.statusCode).toBe(400);
    expect(Object.keys(flag.json().errors)[0]).toMatch(/^active/);
  });
});

describe('GET /api/driver/list: the drivers page (pages, search, expanded row)', () => {
  beforeAll(async () => {
    const { alphaA, alphaB, beta } = ctx.fx.products;
    await ctx.app.database.db.insert(s.driverStock).values([
      { driverId: ids.Adam, productId: alphaB, amount: 3, items: ['SN-1', 'SN-2', 'SN-3'] },
      { driverId: ids.Adam, productId: beta, amount: 2 },
      { driverId: ids.Adam, productId: alphaA, amount: 0 },
    ]);
  });
  const page = (token: string, query: string) =>
    list(token, query).then((res) => ({ status: res.statusCode, body: res.json() as DriverPageResponse }));

  it('answers one page with the total of the filter, in the list order', async () => {
    const all = names((await list(tokens.operator)).json());
    const first = await page(tokens.operator, 'page=1&perPage=3');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: all.length, page: 1, perPage: 3 });
    expect(names(first.body.items)).toEqual(all.slice(0, 3));
    const third = await page(tokens.operator, 'page=3&perPage=3');
    expect(names(third.body.items)).toEqual(all.slice(6, 9));
    expect((await page(tokens.operator, 'page=9&perPage=3')).body).toMatchObject({ items: [], total: all.length });
    // perPage alone is page 1; the filters apply to the total.
    expect((await page(tokens.operator, 'perPage=2&status=online')).body).toMatchObject({
      total: 3,
      page: 1,
      perPage: 2,
    });
    expect((await page(tokens.operator, `page=1&region=${encodeURIComponent('Kraków')}&active=true`)).body.total).toBe(
      3,
    );
  });

  it('searches the name, e-mail and phone', async () => {
    expect(names((await page(tokens.operator, 'page=1&q=zieli')).body.items)).toEqual(['Anna Zielińska']);
    expect(names((await page(tokens.operator, 'page=1&q=bartek%40drivers')).body.items)).toEqual(['Bartek Nowy']);
    expect(names((await page(tokens.operator, 'page=1&q=600700')).body.items)).toEqual(['Anna Zielińska']);
    expect(names((await page(tokens.operator, `page=1&q=${encodeURIComponent('a s')}`)).body.items)).toEqual([
      'Celina Stara',
    ]);
    expect((await page(tokens.operator, 'page=1&q=%25')).body.total).toBe(0);
  });

  it('carries the allowed companies by name and the stock with its products (amount above 0), never the push token', async () => {
    const { body } = await page(tokens.operator, `page=1&q=adam`);
    const adam = body.items[0];
    expect(adam.allowedCompanies).toEqual([
      { id: ctx.fx.companies.alpha, name: 'Alpha Pharmacy' },
      { id: ctx.fx.companies.beta, name: 'Beta Electronics' },
    ]);
    expect(adam.stock).toEqual([
      {
        productId: ctx.fx.products.beta,
        name: 'Box',
        code: 'B-BOX',
        companyId: ctx.fx.companies.beta,
        companyName: 'Beta Electronics',
        amount: 2,
      },
      {
        productId: ctx.fx.products.alphaB,
        name: 'Device',
        code: 'A-DEVICE',
        companyId: ctx.fx.companies.alpha,
        companyName: 'Alpha Pharmacy',
        amount: 3,
      },
    ]);
    const res = await list(tokens.operator, 'page=1&q=anna');
    expect(res.body).not.toContain('secret-push-token');
  });

  it('shows an operator limited to some companies only those companies and their stock', async () => {
    const { body } = await page(tokens.limited, 'page=1&q=adam');
    expect(body.items[0]).toMatchObject({
      allowedCompanyIds: [ctx.fx.companies.alpha],
      allowedCompanies: [{ id: ctx.fx.companies.alpha, name: 'Alpha Pharmacy' }],
      stock: [expect.objectContaining({ productId: ctx.fx.products.alphaB, amount: 3 })],
    });
    expect(body.items[0].stock).toHaveLength(1);
    expect((await page(tokens.limited, 'page=1')).body.total).toBe(3);
  });

  it('answers 400 for a page below 1 or more than 100 rows a page', async () => {
    for (const query of ['page=0', 'perPage=101', 'page=x']) {
      const res = await list(tokens.operator, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { hashPassword } from '../../server/services/auth.ts';
import { canViewDefaults } from '../../src/domain/permissions.ts';
import type { DriverListItem } from '../../src/domain/driverSchemas.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const list = (token: string | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/driver/list${query ? `?${query}` : ''}`, headers: token ? bearer(token) : {} });
const names = (body: DriverListItem[]) => body.map((d) => `${d.firstName} ${d.lastName}`);

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'nobody', 'client');
  const db = ctx.app.database.db;
  const { waw, krk } = ctx.fx.regions;
  const { alpha, beta } = ctx.fx.companies;
  const made = await db
    .insert(s.drivers)
    .values([
      { firstName: 'Anna', lastName: 'Zielińska', email: 'anna.z@drivers.pl', phone: '600 700 800', regionId: waw, status: 'online', vehicleType: 'bicycle' },
      { firstName: 'Bartek', lastName: 'Nowy', email: 'bartek@drivers.pl', regionId: krk, status: 'offline' },
      { firstName: 'Celina', lastName: 'Stara', email: 'celina@drivers.pl', regionId: krk, status: 'online', active: false },
      { firstName: 'Dawid', lastName: 'Beta', email: 'dawid@drivers.pl', regionId: krk, status: 'online', allowedCompanyIds: [beta] },
      { firstName: 'Ewa', lastName: 'Zablokowana', email: 'ewa@drivers.pl', regionId: waw, status: 'offline', blocked: true },
      { firstName: 'Adam', lastName: 'Alpha', email: 'adam@drivers.pl', regionId: krk, status: 'offline', allowedCompanyIds: [alpha, beta] },
      { firstName: 'Zenon', lastName: 'Bezregionu', email: 'zenon@drivers.pl', regionId: null, status: 'offline' },
    ])
    .returning({ id: s.drivers.id, firstName: s.drivers.firstName });
  for (const d of made) ids[d.firstName] = d.id;

  // Operators without the Drivers scope: one who may change drivers (limited to Kraków and company alpha), one who may not.
  const passwordHash = await hashPassword('limited123');
  await db.insert(s.operators).values([
    {
      username: 'limited', email: 'limited@x.pl', passwordHash, scope: ['orders'], accountType: 'xd_coordinator',
      canView: { ...canViewDefaults('xd_coordinator'), changeDriver: true }, allCompanies: false, companyIds: [alpha], allRegions: false, regions: ['Kraków'],
    },
    { username: 'nochange', email: 'nochange@x.pl', passwordHash, scope: ['orders'], accountType: 'xd_coordinator', canView: { ...canViewDefaults('xd_coordinator'), changeDriver: false }, allCompanies: true, allRegions: true },
  ]);
  tokens.limited = await login(ctx.app, 'limited', 'limited123');
  tokens.nochange = await login(ctx.app, 'nochange', 'limited123');
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
      status: 'online',
      active: true,
      allowedCompanyIds: [],
      vehicleType: 'bicycle',
    });
    expect(body.find((d) => d.firstName === 'Adam')?.allowedCompanyIds).toEqual([ctx.fx.companies.alpha, ctx.fx.companies.beta]);
  });

  it('filters by comma-joined status, with "all" and both statuses meaning every driver', async () => {
    expect(names((await list(tokens.operator, 'status=online')).json())).toEqual(['Celina Stara', 'Dawid Beta', 'Anna Zielińska']);
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
    expect(names((await list(tokens.operator, 'region=Warszawa&active=true')).json())).toEqual(['Anna Zielińska', 'Ewa Zablokowana', 'Jan Kowalski']);
    expect(names((await list(tokens.operator, 'region=Warszawa&blocked=false')).json())).toEqual(['Anna Zielińska', 'Jan Kowalski']);
    // Dawid delivers for beta only; Adam for alpha and beta; the rest have no company limit.
    expect(names((await list(tokens.operator, `region=${encodeURIComponent('Kraków')}&companyId=${ctx.fx.companies.alpha}`)).json())).toEqual([
      'Adam Alpha',
      'Bartek Nowy',
      'Celina Stara',
    ]);
  });

  it("limits an operator to the drivers of its regions who may deliver for one of its companies", async () => {
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

// Coverage, said at the first address (issue 36): a registration in a city we do not deliver from, and a pickup point
// saved outside every region, are kept and leave a coverage lead for sales (one per company and city, its time
// refreshed when said again); GET /api/@me/company says where a pending company waits for coverage; GET
// /api/lead/list shows the kind, the city and the company, filters by kind, and shows an operator the coverage leads
// of its companies only.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import type { LeadListResponse } from '../../domain/leadSchemas.ts';
import type { Location } from '../../domain/locationApi.ts';
import type { MeResponse, TokenResponse } from '../../domain/api.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';
import { fixtureHash } from './fixtureHash.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'client', 'fresh');
});

const db = () => ctx.app.database.db;
const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? bearer(token) : {},
  });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const PASSWORD = 'start1234';
let registrations = 0;

/** A new client registered with `city` (none when undefined), each from an address of its own (per-address limit). */
async function register(city: string | undefined, extra: Record<string, unknown> = {}) {
  const email = `shop${++registrations}-${Date.now()}@sklep.pl`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      name: `Sklep ${registrations}`,
      phone: '600 100 200',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      confirmPrivacyPolicy: true,
      ...(city === undefined ? {} : { city }),
      ...extra,
    },
    remoteAddress: `10.36.0.${registrations}`,
  });
  expect(res.statusCode).toBe(200);
  const token = res.json<TokenResponse>().token;
  const me = (await get('/api/@me', token)).json<MeResponse>();
  return { token, email, companyId: me.user.companyId! };
}

const coverageLeadsOf = (companyId: number) =>
  db()
    .select()
    .from(s.leads)
    .where(and(eq(s.leads.companyId, companyId), eq(s.leads.kind, 'coverage')))
    .orderBy(s.leads.id);

const myCompany = async (token: string) => {
  const res = await get('/api/@me/company', token);
  expect(res.statusCode).toBe(200);
  return res.json<MyCompany>();
};

const LUBLIN = { name: 'Sklep Lublin', street: 'Krakowskie Przedmieście 1', city: 'Lublin', zipCode: '20-002' };
const WARSZAWA = { name: 'Sklep Warszawa', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };

describe('registration in a city we do not deliver from', () => {
  it('creates the account all the same and records a coverage lead with the city and the new company', async () => {
    const shop = await register('Lublin');
    expect((await get('/api/@me', shop.token)).statusCode).toBe(200);
    const leads = await coverageLeadsOf(shop.companyId);
    expect(leads).toEqual([
      expect.objectContaining({
        kind: 'coverage',
        city: 'Lublin',
        zipCode: null,
        companyId: shop.companyId,
        email: shop.email,
        name: `Sklep ${registrations}`,
        companyName: `Sklep ${registrations}`,
        phone: '600 100 200',
        source: 'registration',
        message: null,
      }),
    ]);
    // The audit keeps what and where, not the contact.
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'lead.coverage'), eq(s.auditLog.entityId, String(leads[0]!.id))));
    expect(entry).toMatchObject({
      actorKind: 'client',
      entity: 'lead',
      after: { companyId: shop.companyId, city: 'Lublin', zipCode: null, source: 'registration' },
    });
    expect(JSON.stringify(entry!.after)).not.toContain(shop.email);
  });

  it.each([
    ['a served city', 'Warszawa'],
    ['a served city written another way', '  KRAKOW '],
    ['no city', undefined],
    ['an empty city', ''],
  ])('records no lead for %s', async (_what, city) => {
    const shop = await register(city);
    expect(await coverageLeadsOf(shop.companyId)).toEqual([]);
  });

  it('says where the pending company waits for coverage: its registration city until it has a pickup point', async () => {
    const shop = await register('Lublin');
    expect((await myCompany(shop.token)).coverage).toEqual({
      pickupPoints: 0,
      coveredPickupPoints: 0,
      waitingIn: ['Lublin'],
      servedCities: ['Kraków', 'Warszawa'],
    });
    const served = await register('Warszawa');
    expect((await myCompany(served.token)).coverage).toEqual({
      pickupPoints: 0,
      coveredPickupPoints: 0,
      waitingIn: [],
      servedCities: [],
    });
  });
});

describe('pickup points saved outside every region', () => {
  it('at registration: one lead per company and city, its postcode and time refreshed when said again', async () => {
    const shop = await register('Lublin');
    const [first] = await coverageLeadsOf(shop.companyId);
    expect((await post('/api/auth/select-product', { defaultPackageSize: 'M' }, shop.token)).statusCode).toBe(200);
    const res = await post(
      '/api/auth/add-locations',
      { locations: [LUBLIN, { ...LUBLIN, name: 'Magazyn', street: 'Lipowa 5', city: 'lublin', zipCode: '20-003' }] },
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    // The company answered with the add waits for coverage in Lublin: none of its points is covered.
    expect(res.json<{ company: MyCompany }>().company.coverage).toEqual({
      pickupPoints: 2,
      coveredPickupPoints: 0,
      waitingIn: ['Lublin'],
      servedCities: ['Kraków', 'Warszawa'],
    });
    const leads = await coverageLeadsOf(shop.companyId);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: first!.id,
      city: 'Lublin',
      zipCode: '20-002',
      source: 'pickup_point',
      email: shop.email,
      createdAt: first!.createdAt,
    });
    expect(leads[0]!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
  });

  it('a covered point ends the wait: the onboarding keeps its usual promise', async () => {
    const shop = await register('Lublin');
    await post('/api/auth/select-product', { defaultPackageSize: 'M' }, shop.token);
    expect((await post('/api/auth/add-locations', { locations: [LUBLIN, WARSZAWA] }, shop.token)).statusCode).toBe(200);
    expect((await myCompany(shop.token)).coverage).toEqual({
      pickupPoints: 2,
      coveredPickupPoints: 1,
      waitingIn: [],
      servedCities: [],
    });
    // The Lublin interest stays recorded (one lead); the Warszawa point records none.
    expect((await coverageLeadsOf(shop.companyId)).map((l) => l.city)).toEqual(['Lublin']);
  });

  it('POST /region/locations/add by an operator: a lead of the company with its contact, none for a served point', async () => {
    const { beta } = ctx.fx.companies;
    const served = await post('/api/region/locations/add', { companyId: beta, ...WARSZAWA }, tokens.admin);
    expect(served.statusCode).toBe(200);
    expect(await coverageLeadsOf(beta)).toEqual([]);

    const outside = await post('/api/region/locations/add', { companyId: beta, ...LUBLIN }, tokens.admin);
    expect(outside.statusCode).toBe(200);
    const [lead] = await coverageLeadsOf(beta);
    expect(lead).toMatchObject({
      kind: 'coverage',
      city: 'Lublin',
      zipCode: '20-002',
      companyId: beta,
      companyName: 'Beta Electronics',
      source: 'pickup_point',
    });
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'lead.coverage'), eq(s.auditLog.entityId, String(lead!.id))))
      .orderBy(desc(s.auditLog.id));
    expect(entry).toMatchObject({ actorKind: 'operator', actorName: 'admin' });

    // The same city again (another postcode, another spelling): the one lead, refreshed.
    const again = await post(
      '/api/region/locations/add',
      { companyId: beta, ...LUBLIN, name: 'Drugi punkt', city: 'LUBLIN', zipCode: '20-004' },
      tokens.admin,
    );
    expect(again.statusCode).toBe(200);
    const after = await coverageLeadsOf(beta);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: lead!.id, zipCode: '20-004' });
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(lead!.updatedAt.getTime());
  });

  it('POST /region/locations/update by the client: moving a point out of every region records a lead; an inactive one none', async () => {
    const { gamma } = ctx.fx.companies;
    const added = await post('/api/region/locations/add', WARSZAWA, tokens.fresh);
    expect(added.statusCode).toBe(200);
    const point = added.json<Location>();
    expect(await coverageLeadsOf(gamma)).toEqual([]);

    const inactive = await post(
      '/api/region/locations/update',
      { locationId: point.id, ...LUBLIN, active: false },
      tokens.fresh,
    );
    expect(inactive.statusCode).toBe(200);
    expect(await coverageLeadsOf(gamma)).toEqual([]);

    const moved = await post('/api/region/locations/update', { locationId: point.id, ...LUBLIN }, tokens.fresh);
    expect(moved.statusCode).toBe(200);
    // The company has no registered owner: the contact is its first client user.
    expect(await coverageLeadsOf(gamma)).toEqual([
      expect.objectContaining({ city: 'Lublin', zipCode: '20-002', email: 'fresh@gamma.pl', source: 'pickup_point' }),
    ]);
  });
});

describe('GET /api/lead/list with coverage leads', () => {
  it('shows the kind, the city and the company; filters by kind; narrows to the tenant; refuses an unknown kind', async () => {
    const shop = await register('Rzeszów');
    await post(
      '/api/lead/register',
      { name: 'Anna Demo', email: 'anna@demo.pl', companyName: 'Demo sp. z o.o.', consent: true },
      undefined,
    );
    const all = (await get('/api/lead/list?perPage=100', tokens.admin)).json<LeadListResponse>();
    const coverage = all.items.find((l) => l.companyId === shop.companyId);
    expect(coverage).toMatchObject({
      kind: 'coverage',
      city: 'Rzeszów',
      zipCode: null,
      companyId: shop.companyId,
      email: shop.email,
      source: 'registration',
    });
    expect(all.items.find((l) => l.email === 'anna@demo.pl')).toMatchObject({
      kind: 'demoRequest',
      city: null,
      companyId: null,
    });

    const onlyCoverage = (await get('/api/lead/list?kind=coverage&perPage=100', tokens.admin)).json<LeadListResponse>();
    expect(onlyCoverage.items.length).toBeGreaterThan(0);
    expect(onlyCoverage.items.every((l) => l.kind === 'coverage')).toBe(true);
    expect(onlyCoverage.total).toBe(onlyCoverage.items.length);
    const demo = (await get('/api/lead/list?kind=demoRequest', tokens.admin)).json<LeadListResponse>();
    expect(demo.items.map((l) => l.email)).toEqual(['anna@demo.pl']);

    // The city is searched too.
    const byCity = (await get('/api/lead/list?q=rzesz', tokens.admin)).json<LeadListResponse>();
    expect(byCity.items.map((l) => l.companyId)).toEqual([shop.companyId]);

    // An operator of alpha only: the demo requests and alpha's coverage leads, not another company's.
    const { alpha } = ctx.fx.companies;
    const alphaPoint = await post('/api/region/locations/add', { companyId: alpha, ...LUBLIN }, tokens.admin);
    expect(alphaPoint.statusCode).toBe(200);
    await db()
      .insert(s.operators)
      .values({
        username: 'sales-alpha',
        email: 'sales-alpha@x.pl',
        passwordHash: await fixtureHash('sales1234'),
        accountType: 'xd_employee',
        scope: ['companies'],
        canView: canViewDefaults('xd_employee'),
        companyIds: [alpha],
        allRegions: true,
      });
    const limited = await login(ctx.app, 'sales-alpha', 'sales1234');
    const seen = (await get('/api/lead/list?perPage=100', limited)).json<LeadListResponse>();
    expect(seen.items.filter((l) => l.kind === 'coverage').map((l) => [l.companyId, l.city])).toEqual([
      [alpha, 'Lublin'],
    ]);
    expect(seen.items.map((l) => l.email)).toContain('anna@demo.pl');
    expect(seen.total).toBe(seen.items.length);

    const wrong = await get('/api/lead/list?kind=other', tokens.admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'validation_failed', errors: { kind: [expect.any(String)] } });
  });
});

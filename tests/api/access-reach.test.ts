// One rule for a caller's reach on every list (server/access/reach.ts): "all" is everything, a list is exactly those,
// and an empty list is nothing — also where an empty list of regions used to mean every region (the region list).
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { hashPassword } from '../../server/services/auth.ts';
import { canViewDefaults } from '../../src/domain/permissions.ts';
import { bearer, login, setupApp } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'Reach-pass-1';

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  const base = { scope: ['orders', 'drivers', 'companies', 'stock', 'warehouse'], accountType: 'xd_employee' as const, canView: canViewDefaults('xd_employee'), passwordHash };
  const { alpha } = ctx.fx.companies;
  await ctx.app.database.db.insert(s.operators).values([
    { ...base, username: 'reach-empty', email: 'reach-empty@x.pl', companyIds: [], regions: [] },
    { ...base, username: 'reach-no-region', email: 'reach-no-region@x.pl', companyIds: [alpha], regions: [] },
    { ...base, username: 'reach-no-company', email: 'reach-no-company@x.pl', companyIds: [], regions: ['Warszawa'] },
    { ...base, username: 'reach-alpha-waw', email: 'reach-alpha-waw@x.pl', companyIds: [alpha], regions: ['Warszawa'] },
  ]);
  for (const who of ['reach-empty', 'reach-no-region', 'reach-no-company', 'reach-alpha-waw']) tokens[who] = await login(ctx.app, who, PASSWORD);
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
    const orders = (await get(tokens['reach-alpha-waw']!, `/api/order/list?${range}`)) as { items: { company: { id: number }; region: { name: string } }[] };
    expect(orders.items.length).toBeGreaterThan(0);
    expect(orders.items.every((o) => o.company.id === ctx.fx.companies.alpha && o.region.name === 'Warszawa')).toBe(true);
    const regions = (await get(tokens['reach-alpha-waw']!, '/api/region/list')) as { name: string }[];
    expect(regions.map((r) => r.name)).toEqual(['Warszawa']);
  });
});

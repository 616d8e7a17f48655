// Names sort the Polish way in every list the API sorts by name (domain/sorting.ts, server/db/nameSort.ts): Łódź
// after Kraków and before Poznań, ą after a, ż last, letter case aside, on PGlite and on PostgreSQL alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { WarehouseItem } from '../../domain/stockSchemas.ts';
import { compareNames } from '../../domain/sorting.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const POLISH_CITIES = ['Kraków', 'Łódź', 'Poznań', 'Warszawa', 'Wrocław', 'Żyrardów'];

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin');
  const db = ctx.app.database.db;
  // The fixture has Warszawa and Kraków.
  const made = await db
    .insert(s.regions)
    .values([{ name: 'Wrocław' }, { name: 'Żyrardów' }, { name: 'Łódź' }, { name: 'Poznań' }])
    .returning();
  const region = Object.fromEntries(made.map((r) => [r.name, r.id]));
  const [alphaRow] = await db.select().from(s.companies).where(eq(s.companies.id, ctx.fx.companies.alpha));
  const base = {
    status: 'active' as const,
    orderSettings: alphaRow.orderSettings,
    deliverySettings: alphaRow.deliverySettings,
  };
  const companies = await db
    .insert(s.companies)
    .values([
      { name: 'Łódzkie Smaki', ...base },
      { name: 'Zakład Ząbki', ...base },
      { name: 'Zakład Zabrze', ...base },
      { name: 'Krakowska Kawa', ...base },
    ])
    .returning();
  const { alpha } = ctx.fx.companies;
  await db.insert(s.warehouses).values([
    { owner: 'Magazyn Wrocław', companyId: alpha, regionId: region['Wrocław'] },
    { owner: 'Magazyn Łódź', companyId: alpha, regionId: region['Łódź'] },
    { owner: 'Magazyn Poznań', companyId: alpha, regionId: region['Poznań'] },
    { owner: 'Magazyn Kraków', companyId: alpha, regionId: ctx.fx.regions.krk },
  ]);
  await db.insert(s.drivers).values([
    { firstName: 'Łucja', lastName: 'Wrona', email: 'lucja@drivers.pl', regionId: region['Łódź'] },
    { firstName: 'Lucyna', lastName: 'Kos', email: 'lucyna@drivers.pl', regionId: region['Łódź'] },
    { firstName: 'Marek', lastName: 'Zając', email: 'marek@drivers.pl', regionId: region['Łódź'] },
    { firstName: 'Ola', lastName: 'Nowak', email: 'ola@drivers.pl', regionId: region['Wrocław'] },
    { firstName: 'Piotr', lastName: 'Lis', email: 'piotr@drivers.pl', regionId: region['Poznań'] },
  ]);
  expect(companies).toHaveLength(4);
});

describe('the Polish order of names', () => {
  it('sorts the region list: Łódź between Kraków and Poznań, Żyrardów after Wrocław', async () => {
    const regions = (await get('/api/region/list')).json() as { name: string }[];
    expect(regions.map((r) => r.name)).toEqual(POLISH_CITIES);
  });

  it('sorts the company list and the company page list by name (ą after a)', async () => {
    const expected = [
      'Alpha Pharmacy',
      'Beta Electronics',
      'Gamma New',
      'Krakowska Kawa',
      'Łódzkie Smaki',
      'Zakład Zabrze',
      'Zakład Ząbki',
    ];
    const options = (await get('/api/company/list')).json() as { name: string }[];
    expect(options.map((c) => c.name)).toEqual(expected);
    const page = (await get('/api/company/page-list?perPage=50&page=1&sort=name')).json() as {
      items: { name: string }[];
    };
    expect(page.items.map((c) => c.name)).toEqual(expected);
    const reversed = (await get('/api/company/page-list?perPage=50&page=1&sort=-name')).json() as {
      items: { name: string }[];
    };
    expect(reversed.items.map((c) => c.name)).toEqual([...expected].reverse());
  });

  it('sorts the driver list by region, then first name: Łódź after Kraków, Łucja after Lucyna', async () => {
    const drivers = (await get('/api/driver/list')).json() as {
      firstName: string;
      lastName: string;
      regionName: string | null;
    }[];
    expect(drivers.map((d) => `${d.regionName ?? '-'}: ${d.firstName} ${d.lastName}`)).toEqual([
      'Łódź: Lucyna Kos',
      'Łódź: Łucja Wrona',
      'Łódź: Marek Zając',
      'Poznań: Piotr Lis',
      'Warszawa: Jan Kowalski',
      'Wrocław: Ola Nowak',
    ]);
  });

  it('sorts the warehouse list by region: Kraków, Łódź, Poznań, Wrocław', async () => {
    const body = (await get('/api/warehouse/list')).json() as { items: WarehouseItem[] };
    expect(body.items.map((w) => w.region)).toEqual(['Kraków', 'Łódź', 'Poznań', 'Wrocław']);
  });

  it('sorts the same in SQL as compareNames does in code', async () => {
    const regions = (await get('/api/region/list')).json() as { name: string }[];
    const names = regions.map((r) => r.name);
    expect([...names].reverse().sort(compareNames)).toEqual(names);
  });
});

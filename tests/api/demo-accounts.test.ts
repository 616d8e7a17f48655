// The demo's integration accounts reach their company's orders: `apiuser` (account type api, TechMarket) lists and
// creates TechMarket's orders, and the Apteka Słoneczna integration (api_user, two of its pickup points) lists the
// orders of those points. Both are assigned their company's regions (an operator's reach is companies × regions ×
// locations, server/access/reach.ts; no region means no order).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_GEO_DATA_DIR, testConfig } from '../../server/config.ts';
import { DEMO_EXTRA_PASSWORD, seedDemo } from '../../server/seed/demo/index.ts';
import type { OrderListItem } from '../../domain/api.ts';
import { bearer, login, NOW } from './fixtures.ts';
import { testDatabase } from './testDatabase.ts';

let app: FastifyInstance;
let disposeDatabase: (() => Promise<void>) | undefined;
const tokens: Record<string, string> = {};

const sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => app.database.query<T>(text, params);

beforeAll(async () => {
  const made = await testDatabase();
  disposeDatabase = made.dispose;
  app = await buildApp(testConfig({ databaseUrl: made.databaseUrl }), { database: made.database });
  await seedDemo(app.database.db, { now: NOW, geoDataDir: DEFAULT_GEO_DATA_DIR });
  tokens.apiuser = await login(app, 'apiuser', 'apiuser123');
  tokens.integration = await login(app, 'integracja@apteka-sloneczna.pl', DEMO_EXTRA_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await disposeDatabase?.();
});

/** Every order of the last two weeks the token's list shows (no date filter: the list is not limited to a range). */
async function listAll(token: string): Promise<{ items: OrderListItem[]; total: number }> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/order/list?perPage=500&sort=-createdAt',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const TECHMARKET = 'TechMarket Sp. z o.o.';
const APTEKA = 'Apteka Słoneczna S.A.';
const companyIdOf = async (name: string) =>
  (await sql<{ id: number }>('SELECT id FROM companies WHERE name = $1', [name]))[0].id;

describe('demo integration accounts', () => {
  it("assigns each its company's regions: the home city and the cities of its pickup points", async () => {
    for (const [username, name] of [
      ['apiuser', TECHMARKET],
      ['integracja@apteka-sloneczna.pl', APTEKA],
    ]) {
      const [operator] = await sql<{ regions: string[]; allRegions: boolean }>(
        `SELECT regions, all_regions AS "allRegions" FROM operators WHERE username = $1`,
        [username],
      );
      const companyRegions = await sql<{ name: string }>(
        `SELECT DISTINCT l.city AS name FROM locations l WHERE l.company_id = $1 UNION SELECT r.name FROM companies c JOIN regions r ON r.id = c.region_id WHERE c.id = $1`,
        [await companyIdOf(name)],
      );
      expect(operator.allRegions, username).toBe(false);
      expect([...operator.regions].sort(), username).toEqual(companyRegions.map((r) => r.name).sort());
    }
  });

  it("lets apiuser list its company's orders in every region they are in", async () => {
    const techmarket = await companyIdOf(TECHMARKET);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE company_id = $1', [
      techmarket,
    ]);
    expect(n).toBeGreaterThan(0);
    const list = await listAll(tokens.apiuser);
    expect(list.total).toBe(n);
    expect(new Set(list.items.map((o) => o.company.id))).toEqual(new Set([techmarket]));
  });

  it('lets apiuser create an order for its company (no 403 region_not_allowed)', async () => {
    const techmarket = await companyIdOf(TECHMARKET);
    const [product] = await sql<{ id: number }>(
      `SELECT id FROM products WHERE company_id = $1 AND code = 'TM-PACKAGE'`,
      [techmarket],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: bearer(tokens.apiuser),
      payload: {
        companyId: techmarket,
        products: [{ id: product.id, externalNo: 'TM-DEMO-1' }],
        clientName: 'Anna Nowak',
        clientStreet: 'Marszałkowska 10',
        clientCity: 'Warszawa',
        clientZipCode: '00-624',
        clientPhone: '+48 600 700 800',
        pickupPoint: {
          name: 'TechMarket Centrum',
          street: 'Prosta 2',
          city: 'Warszawa',
          zipCode: '00-850',
          phone: '22 123 45 67',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ status: 'new' });
    const [row] = await sql<{ companyId: number; region: string }>(
      'SELECT o.company_id AS "companyId", r.name AS region FROM orders o JOIN regions r ON r.id = o.region_id WHERE o.id = $1',
      [res.json().order.id],
    );
    expect(row).toEqual({ companyId: techmarket, region: 'Warszawa' });
  });

  it('lets the Apteka Słoneczna integration list the orders of its two pickup points', async () => {
    const [operator] = await sql<{ locationIds: number[] }>(
      `SELECT location_ids AS "locationIds" FROM operators WHERE username = 'integracja@apteka-sloneczna.pl'`,
    );
    const [{ n }] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE pickup_location_id = ANY ($1::int[])',
      [operator.locationIds],
    );
    expect(n).toBeGreaterThan(0);
    const list = await listAll(tokens.integration);
    expect(list.total).toBe(n);
    expect(new Set(list.items.map((o) => o.company.id))).toEqual(new Set([await companyIdOf(APTEKA)]));
  });
});

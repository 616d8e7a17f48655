// Nothing lost on save: for every record the API lets a user edit, load it, save it unchanged, load it again — equal,
// field by field, and nothing else of the record changed either. Run over the whole demo data (every company and
// each of its sections, every operator, every client user's company data, saved views), so that the real shapes of
// the records are tried, fields a form does not show included. (Pickup points have their own round trip with their
// working settings; multipliers have no update call: they are created and deactivated.)
// Products too: every product of the demo, through POST /product/update; every demo driver through POST /driver/update;
// and every demo warehouse through POST /warehouse/update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_GEO_DATA_DIR, testConfig } from '../../server/config.ts';
import { DEMO_EXTRA_PASSWORD, DEMO_LOGINS, seedDemo } from '../../server/seed/demo/index.ts';
import type { CompanyDetails, CompanySection } from '../../domain/companySchemas.ts';
import type { OperatorItem } from '../../domain/operatorSchemas.ts';
import type { DriverDetails, DriverRow } from '../../domain/driverSchemas.ts';
import type { WarehouseItem } from '../../domain/stockSchemas.ts';
import type { WarehouseDetails } from '../../domain/warehouseSchemas.ts';
import type { ProductPageListResponse, ProductRecord } from '../../domain/productSchemas.ts';
import { bearer, login } from './fixtures.ts';
import { testDatabase } from './testDatabase.ts';

let app: FastifyInstance;
let admin = '';
let disposeDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const made = await testDatabase();
  disposeDatabase = made.dispose;
  app = await buildApp(testConfig({ databaseUrl: made.databaseUrl }), { database: made.database });
  await seedDemo(app.database.db, { now: new Date(), geoDataDir: DEFAULT_GEO_DATA_DIR });
  admin = await login(app, 'admin', DEMO_LOGINS.find((l) => l.username === 'admin')!.password);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await disposeDatabase?.();
});

const get = async <T>(url: string, token = admin): Promise<T> => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const post = async (url: string, payload: object, token = admin) => {
  const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(200);
  return res.json();
};

/** The rows of a table as the database holds them (every column), for "nothing else changed". */
const rowOf = async (table: string, id: number) =>
  (await app.database.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0];
const withoutUpdatedAt = (row: Record<string, unknown> | undefined) => {
  const { updated_at: _u, ...rest } = row ?? {};
  return rest;
};

describe('companies: each section saved unchanged leaves the company unchanged', () => {
  const SECTIONS: CompanySection[] = [
    'orderSettings',
    'deliverySettings',
    'contractData',
    'ownerInfo',
    'workingSettings',
  ];

  it('for every demo company and each of its sections', async () => {
    const list = await get<{ id: number }[]>('/api/company/list');
    expect(list.length).toBeGreaterThan(3);
    let saved = 0;
    for (const { id } of list) {
      for (const section of SECTIONS) {
        const before = (await get<{ company: CompanyDetails }>(`/api/company/details?companyId=${id}`)).company;
        const value = before[section];
        // A section the company does not have yet (no company data) is not an edit of it.
        if (value === null) continue;
        const rowBefore = await rowOf('companies', id);
        const answer = await post('/api/company/update', { companyId: id, [section]: value });
        const after = (await get<{ company: CompanyDetails }>(`/api/company/details?companyId=${id}`)).company;
        expect(after, `company ${id} ${section}`).toEqual(before);
        expect(answer.company, `company ${id} ${section}: the answer`).toEqual(before);
        expect(withoutUpdatedAt(await rowOf('companies', id)), `company ${id} ${section}: the row`).toEqual(
          withoutUpdatedAt(rowBefore),
        );
        saved++;
      }
    }
    expect(saved).toBeGreaterThan(list.length * 2);
  });
});

describe('products: a product saved unchanged stays the same', () => {
  it('for every demo product, hidden and extra ones included', async () => {
    const { items, total } = await get<ProductPageListResponse>('/api/product/page-list?perPage=100');
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(15);
    for (const listed of items) {
      const before = (await get<{ product: ProductRecord }>(`/api/product/details?productId=${listed.id}`)).product;
      expect(before, listed.code).toEqual(listed);
      const rowBefore = await rowOf('products', listed.id);
      const { id, companyId: _c, companyName: _n, imageUrl: _i, createdAt: _d, ...fields } = before;
      const answer = await post('/api/product/update', { productId: id, ...fields });
      expect(answer.product, `${before.code}: the answer`).toEqual(before);
      expect(
        (await get<{ product: ProductRecord }>(`/api/product/details?productId=${id}`)).product,
        before.code,
      ).toEqual(before);
      expect(await rowOf('products', id), `${before.code}: the row`).toEqual(rowBefore);
    }
  });
});

describe('drivers: a driver saved unchanged stays the same', () => {
  it('for every demo driver, blocked and inactive ones included', async () => {
    const items = await get<DriverRow[]>('/api/driver/list');
    expect(items.length).toBeGreaterThan(10);
    expect(items.some((d) => d.blocked)).toBe(true);
    for (const listed of items) {
      const before = (await get<{ driver: DriverDetails }>(`/api/driver/details?driverId=${listed.id}`)).driver;
      const rowBefore = await rowOf('drivers', listed.id);
      const answer = await post('/api/driver/update', {
        driverId: before.id,
        firstName: before.firstName,
        lastName: before.lastName,
        phone: before.phone,
        email: before.email,
        region: before.regionName,
        type: before.type,
        priorityDriver: before.priorityDriver,
        vehicleType: before.vehicleType,
        car: before.car,
        allowedCompanyIds: before.allowedCompanyIds,
      });
      expect(answer.driver, `${before.email}: the answer`).toEqual(before);
      expect(
        (await get<{ driver: DriverDetails }>(`/api/driver/details?driverId=${before.id}`)).driver,
        before.email,
      ).toEqual(before);
      expect(await rowOf('drivers', before.id), `${before.email}: the row`).toEqual(rowBefore);
    }
  });
});

describe('warehouses: a warehouse saved unchanged stays the same', () => {
  it('for every demo warehouse, stocked ones included', async () => {
    const { items } = await get<{ items: WarehouseItem[] }>('/api/warehouse/list');
    expect(items.length).toBeGreaterThan(1);
    expect(items.some((w) => w.totalStockCount > 0)).toBe(true);
    for (const listed of items) {
      const before = (await get<{ warehouse: WarehouseDetails }>(`/api/warehouse/details?warehouseId=${listed.id}`))
        .warehouse;
      const rowBefore = await rowOf('warehouses', listed.id);
      const answer = await post('/api/warehouse/update', {
        warehouseId: before.id,
        owner: before.owner,
        companyId: before.companyId,
        region: before.region,
      });
      expect(answer.warehouse, `${before.owner}: the answer`).toEqual(before);
      expect(
        (await get<{ warehouse: WarehouseDetails }>(`/api/warehouse/details?warehouseId=${before.id}`)).warehouse,
        before.owner,
      ).toEqual(before);
      expect(await rowOf('warehouses', before.id), `${before.owner}: the row`).toEqual(rowBefore);
    }
  });
});

describe('operators: an account saved unchanged stays the same', () => {
  it('for every demo operator not deactivated', async () => {
    const operators = await get<{ items?: OperatorItem[] } | OperatorItem[]>('/api/operator/list');
    const items = Array.isArray(operators) ? operators : operators.items!;
    const active = items.filter((o) => o.accountType !== 'deactivated');
    expect(active.length).toBeGreaterThan(3);
    for (const o of active) {
      const rowBefore = await rowOf('operators', o.id);
      const body = {
        operatorId: o.id,
        companyIds: o.companyIds,
        regions: o.regions,
        scope: o.scope,
        accountType: o.accountType,
        canView: o.canView,
        locationIds: o.locationIds,
      };
      const answer = await post('/api/operator/update', body);
      const { updatedAt: _a, ...afterItem } = answer.operator as OperatorItem;
      const { updatedAt: _b, ...beforeItem } = o;
      expect(afterItem, o.email).toEqual(beforeItem);
      expect(withoutUpdatedAt(await rowOf('operators', o.id)), o.email).toEqual(withoutUpdatedAt(rowBefore));
    }
  });
});

describe('a client user’s company data saved unchanged', () => {
  it('keeps the company data, the steps and a generated contract', async () => {
    // The demo's clients whose company is not active yet may still edit their company data.
    const clients = await app.database.query<{ email: string; company_id: number }>(
      `SELECT u.email, u.company_id FROM client_users u JOIN companies c ON c.id = u.company_id
       WHERE c.status <> 'active' AND c.contract_data IS NOT NULL AND u.active ORDER BY u.id`,
    );
    expect(clients.length).toBeGreaterThan(0);
    for (const client of clients) {
      const known = DEMO_LOGINS.find((l) => l.username === client.email);
      const token = await login(app, client.email, known?.password ?? DEMO_EXTRA_PASSWORD);
      const before = await get<{ contractData: object }>('/api/@me/company', token);
      const rowBefore = await rowOf('companies', client.company_id);
      await post('/api/@me/company-data', before.contractData, token);
      expect(await get('/api/@me/company', token), client.email).toEqual(before);
      expect(withoutUpdatedAt(await rowOf('companies', client.company_id)), client.email).toEqual(
        withoutUpdatedAt(rowBefore),
      );
    }
  });
});

describe('saved views', () => {
  it('a view saved again under its name keeps its filters', async () => {
    const filters = {
      status: ['accepted', 'picked_up'],
      companyIds: [1],
      region: 'Warszawa',
      showPastActiveOrders: true,
    };
    await post('/api/saved-view/save', { resource: 'orders', name: 'Rano', filters });
    const [before] = await get<{ name: string }[] | { items: { name: string }[] }>(
      '/api/saved-view/list?resource=orders',
    ).then((r) => (Array.isArray(r) ? r : r.items).filter((v) => v.name === 'Rano'));
    await post('/api/saved-view/save', {
      resource: 'orders',
      name: 'Rano',
      filters: (before as unknown as { filters: object }).filters,
    });
    const [after] = await get<{ name: string }[] | { items: { name: string }[] }>(
      '/api/saved-view/list?resource=orders',
    ).then((r) => (Array.isArray(r) ? r : r.items).filter((v) => v.name === 'Rano'));
    const { updatedAt: _a, ...a } = after as unknown as { updatedAt: string };
    const { updatedAt: _b, ...b } = before as unknown as { updatedAt: string };
    expect(a).toEqual(b);
  });
});

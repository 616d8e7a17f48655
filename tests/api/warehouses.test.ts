// Warehouses: GET /warehouse/list (sorting, every product of the company with amount 0, totalStockCount, company
// filter, tenant, permissions), GET /warehouse/stock and POST /warehouse/add (ledger row companyToWarehouse with the
// batch, balance, items, audit, errors).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { WarehouseItem } from '../../domain/stockSchemas.ts';
import { setupApp, signInAll } from './fixtures.ts';
import { api, checkLedger, makeWarehouse, stockOperators } from './stockFixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const w: Record<'alphaWaw' | 'alphaAnnex' | 'alphaKrk' | 'betaWaw', number> = {} as never;
let inactiveProduct = 0;
let caseProduct = 0;
const db = () => ctx.app.database.db;
const http = () => api(ctx.app);

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  Object.assign(tokens, await stockOperators(ctx.app, ctx.fx.companies.alpha));
  const { alpha, beta } = ctx.fx.companies;
  const { waw, krk } = ctx.fx.regions;
  w.alphaWaw = await makeWarehouse(db(), 'Magazyn Alpha Warszawa', alpha, waw);
  w.alphaAnnex = await makeWarehouse(db(), 'Alpha Annex', alpha, waw);
  w.alphaKrk = await makeWarehouse(db(), 'Magazyn Alpha Kraków', alpha, krk);
  w.betaWaw = await makeWarehouse(db(), 'Magazyn Beta Warszawa', beta, waw);
  const [inactive, etui] = await db()
    .insert(s.products)
    .values([
      {
        companyId: alpha,
        name: 'Old leaflet',
        code: 'A-OLD',
        type: 'pickup_delivery',
        productSettings: {},
        active: false,
      },
      {
        companyId: alpha,
        name: 'Etui',
        code: 'A-CASE',
        type: 'pickup_delivery',
        productSettings: {},
        canTransferStock: false,
      },
    ])
    .returning();
  inactiveProduct = inactive.id;
  caseProduct = etui.id;
});

const list = async (token: string, query = '') => {
  const res = await http().get(`/warehouse/list${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as WarehouseItem[];
};

describe('GET /warehouse/list', () => {
  it('lists the warehouses by region name, then owner, with every product of the company (0 when none held)', async () => {
    const items = await list(tokens.keeper);
    expect(items.map((i) => i.id)).toEqual([w.alphaKrk, w.alphaAnnex, w.alphaWaw, w.betaWaw]);
    const annex = items[1];
    expect(annex).toMatchObject({
      owner: 'Alpha Annex',
      companyId: ctx.fx.companies.alpha,
      companyName: 'Alpha Pharmacy',
      regionId: ctx.fx.regions.waw,
      region: 'Warszawa',
      totalStockCount: 0,
    });
    // Every active product of alpha (the inactive one only while held); none of beta's.
    expect(
      Object.keys(annex.stock)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([ctx.fx.products.alphaA, ctx.fx.products.alphaB, caseProduct].sort((a, b) => a - b));
    expect(annex.stock[ctx.fx.products.alphaA]).toEqual({
      productId: ctx.fx.products.alphaA,
      name: 'Parcel',
      productCode: 'A-PARCEL',
      companyId: ctx.fx.companies.alpha,
      companyName: 'Alpha Pharmacy',
      companyImageUrl: '/images/companies/alpha.svg',
      imageUrl: null,
      canTransferStock: true,
      amount: 0,
      reserved: 0,
      available: 0,
      items: [],
    });
    expect(annex.stock[caseProduct].canTransferStock).toBe(false);
    expect(Object.keys(items[3].stock)).toEqual([String(ctx.fx.products.beta)]);
  });

  it('filters by companyIds (bracket or comma-joined) and answers 400 for a bad id', async () => {
    expect((await list(tokens.keeper, `?companyIds[]=${ctx.fx.companies.beta}`)).map((i) => i.id)).toEqual([w.betaWaw]);
    expect(
      (await list(tokens.keeper, `?companyIds=${ctx.fx.companies.beta},${ctx.fx.companies.alpha}`)).map((i) => i.id),
    ).toEqual([w.alphaKrk, w.alphaAnnex, w.alphaWaw, w.betaWaw]);
    expect(await list(tokens.keeper, `?companyIds[]=${ctx.fx.companies.gamma}`)).toEqual([]);
    const bad = await http().get('/warehouse/list?companyIds[]=abc', tokens.keeper);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation_failed');
  });

  it('limits an operator of some companies and regions to its warehouses', async () => {
    expect((await list(tokens.limited)).map((i) => i.id)).toEqual([w.alphaAnnex, w.alphaWaw]);
    expect(await list(tokens.limited, `?companyIds[]=${ctx.fx.companies.beta}`)).toEqual([]);
  });

  it('needs the Warehouse or the Stock scope', async () => {
    expect((await http().get('/warehouse/list')).statusCode).toBe(401);
    for (const who of ['operator', 'client']) {
      const res = await http().get('/warehouse/list', tokens[who]);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errorCode).toBe('insufficient_permissions');
    }
    expect((await http().get('/warehouse/list', tokens.stocker)).statusCode).toBe(200);
    expect((await http().get('/warehouse/list', tokens.admin)).statusCode).toBe(200);
  });
});

describe('POST /warehouse/add', () => {
  it('adds stock: balance, batch in the items (once), ledger row companyToWarehouse, audit entry', async () => {
    const body = { warehouseId: w.alphaWaw, productId: ctx.fx.products.alphaA, amount: 12, serialNumber: ' PARTIA-1 ' };
    const first = await http().post('/warehouse/add', tokens.keeper, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      warehouseId: w.alphaWaw,
      productId: ctx.fx.products.alphaA,
      amount: 12,
      movementId: expect.any(Number),
    });
    const second = await http().post('/warehouse/add', tokens.keeper, { ...body, amount: '3' });
    expect(second.json().amount).toBe(15);
    const third = await http().post('/warehouse/add', tokens.keeper, { ...body, amount: 5, serialNumber: 'PARTIA-2' });
    expect(third.json().amount).toBe(20);
    await http().post('/warehouse/add', tokens.keeper, {
      warehouseId: w.alphaWaw,
      productId: ctx.fx.products.alphaA,
      amount: 1,
      serialNumber: '',
    });

    const annexWaw = (await list(tokens.keeper)).find((i) => i.id === w.alphaWaw)!;
    expect(annexWaw.stock[ctx.fx.products.alphaA]).toMatchObject({
      amount: 21,
      available: 21,
      items: ['PARTIA-1', 'PARTIA-2'],
    });
    expect(annexWaw.totalStockCount).toBe(21);

    const [movement] = await db()
      .select()
      .from(s.stockMovements)
      .where(eq(s.stockMovements.id, first.json().movementId));
    const [keeper] = await db().select().from(s.operators).where(eq(s.operators.username, 'keeper'));
    expect(movement).toMatchObject({
      type: 'companyToWarehouse',
      productId: ctx.fx.products.alphaA,
      amount: 12,
      serialNumber: 'PARTIA-1',
      toWarehouseId: w.alphaWaw,
      fromWarehouseId: null,
      fromDriverId: null,
      toDriverId: null,
      createdById: keeper.id,
    });
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'warehouse.addStock'), eq(s.auditLog.entityId, String(w.alphaWaw))))
      .limit(1);
    expect(entry).toMatchObject({
      actorKind: 'operator',
      actorId: keeper.id,
      entity: 'warehouse',
      before: { productId: ctx.fx.products.alphaA, amount: 0 },
    });
    expect(entry.after).toMatchObject({ amount: 12, added: 12, serialNumber: 'PARTIA-1' });
    expect((await checkLedger(ctx.app)).mismatches).toEqual({});
  });

  it('GET /warehouse/stock answers one warehouse’s map', async () => {
    const res = await http().get(`/warehouse/stock?warehouseId=${w.alphaWaw}`, tokens.stocker);
    expect(res.statusCode).toBe(200);
    expect(res.json().stock[ctx.fx.products.alphaA]).toMatchObject({ amount: 21, reserved: 0, available: 21 });
    expect((await http().get('/warehouse/stock?warehouseId=999999', tokens.stocker)).json().errorCode).toBe(
      'warehouse_not_found',
    );
    const outside = await http().get(`/warehouse/stock?warehouseId=${w.betaWaw}`, tokens.limited);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errorCode).toBe('stock_not_allowed');
    expect((await http().get(`/warehouse/stock?warehouseId=${w.alphaKrk}`, tokens.limited)).statusCode).toBe(403);
    expect((await http().get('/warehouse/stock', tokens.stocker)).statusCode).toBe(400);
  });

  it('shows an inactive product while the warehouse holds it; a non-transferable product may be stocked', async () => {
    expect(
      (
        await http().post('/warehouse/add', tokens.keeper, {
          warehouseId: w.alphaAnnex,
          productId: inactiveProduct,
          amount: 2,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await http().post('/warehouse/add', tokens.keeper, {
          warehouseId: w.alphaAnnex,
          productId: caseProduct,
          amount: 4,
        })
      ).statusCode,
    ).toBe(200);
    const annex = (await list(tokens.keeper)).find((i) => i.id === w.alphaAnnex)!;
    expect(annex.stock[inactiveProduct].amount).toBe(2);
    expect(annex.stock[caseProduct].amount).toBe(4);
    expect(annex.totalStockCount).toBe(6);
  });

  it('refuses a product of another company (409), unknown ids (404), bad amounts (400), other tenants (403)', async () => {
    const add = (body: object, token = tokens.keeper) => http().post('/warehouse/add', token, body);
    const mismatch = await add({ warehouseId: w.betaWaw, productId: ctx.fx.products.alphaA, amount: 1 });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().errorCode).toBe('product_company_mismatch');
    expect((await add({ warehouseId: 999999, productId: ctx.fx.products.alphaA, amount: 1 })).json()).toMatchObject({
      errorCode: 'warehouse_not_found',
    });
    expect((await add({ warehouseId: w.alphaWaw, productId: 999999, amount: 1 })).json()).toMatchObject({
      errorCode: 'product_not_found',
    });
    for (const amount of [0, -2, 1.5, 'x', null, 100_001]) {
      const res = await add({ warehouseId: w.alphaWaw, productId: ctx.fx.products.alphaA, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errors.amount).toBeDefined();
    }
    const missing = await add({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['amount', 'productId', 'warehouseId']);
    expect(
      (
        await add({
          warehouseId: w.alphaWaw,
          productId: ctx.fx.products.alphaA,
          amount: 1,
          serialNumber: 'x'.repeat(101),
        })
      ).json().errors.serialNumber,
    ).toEqual(['validation.maxLength']);
    const tenant = await add({ warehouseId: w.betaWaw, productId: ctx.fx.products.beta, amount: 1 }, tokens.limited);
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json().errorCode).toBe('stock_not_allowed');
    // Stock scope alone does not add stock.
    const stocker = await add(
      { warehouseId: w.alphaWaw, productId: ctx.fx.products.alphaA, amount: 1 },
      tokens.stocker,
    );
    expect(stocker.statusCode).toBe(403);
    expect(stocker.json().errorCode).toBe('insufficient_permissions');
    const [{ amount }] = await db()
      .select({ amount: s.warehouseStock.amount })
      .from(s.warehouseStock)
      .where(and(eq(s.warehouseStock.warehouseId, w.alphaWaw), eq(s.warehouseStock.productId, ctx.fx.products.alphaA)));
    expect(amount).toBe(21);
  });
});

// Stock transfers: the four transfers by entity pair with every refusal (insufficient_stock, stock_not_transferable,
// stock_same_holder, product_company_mismatch, driver_insufficient_company_permissions, 404s, 403 tenant and
// permission), serials moving with the amount, GET /driver/stock (reserved, available, tenant), GET /stock/pending,
// the driver API's exchange steps (start, confirm, reject) with their ledger rows and audit entries, the deliver
// step's driverToOrder, and a transfer in the audit-stock-movement report.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { StockExchange, StockItem, StockTransferResponse } from '../../domain/stockSchemas.ts';
import { warsawDay } from '../../domain/pickupSchemas.ts';
import { DriverApiClient } from '../../server/simulator/client.ts';
import { VirtualDriver } from '../../server/simulator/virtualDriver.ts';
import { seededRng } from '../../server/simulator/movement.ts';
import { STANDALONE_PACE } from '../../server/simulator/simulation.ts';
import { insertOrder, setupApp, signInAll } from './fixtures.ts';
import {
  api,
  checkLedger,
  driverToken,
  makeStockDriver,
  makeWarehouse,
  STOCK_PASSWORD,
  stockOperators,
} from './stockFixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const db = () => ctx.app.database.db;
const http = () => api(ctx.app);
const ids = {} as {
  wAlpha: number;
  wAlpha2: number;
  wAlphaKrk: number;
  wBeta: number;
  caseProduct: number;
};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'nobody', 'client');
  Object.assign(tokens, await stockOperators(ctx.app, ctx.fx.companies.alpha));
  const { alpha, beta } = ctx.fx.companies;
  const { waw, krk } = ctx.fx.regions;
  ids.wAlpha = await makeWarehouse(db(), 'Alpha Centralny', alpha, waw);
  ids.wAlpha2 = await makeWarehouse(db(), 'Alpha Praga', alpha, waw);
  ids.wAlphaKrk = await makeWarehouse(db(), 'Alpha Kraków', alpha, krk);
  ids.wBeta = await makeWarehouse(db(), 'Beta Centralny', beta, waw);
  const [etui] = await db()
    .insert(s.products)
    .values({
      companyId: alpha,
      name: 'Etui',
      code: 'A-CASE',
      type: 'pickup_delivery',
      productSettings: {},
      canTransferStock: false,
    })
    .returning();
  ids.caseProduct = etui.id;
  const stock = async (warehouseId: number, productId: number, amount: number, serialNumber?: string) => {
    const res = await http().post('/warehouse/add', tokens.both, { warehouseId, productId, amount, serialNumber });
    expect(res.statusCode, res.body).toBe(200);
  };
  await stock(ids.wAlpha, ctx.fx.products.alphaA, 100, 'BATCH-A');
  await stock(ids.wAlpha, ctx.fx.products.alphaB, 50, 'BATCH-B');
  await stock(ids.wAlpha, ids.caseProduct, 10);
  await stock(ids.wAlphaKrk, ctx.fx.products.alphaA, 20);
  await stock(ids.wBeta, ctx.fx.products.beta, 30);
  // The device (type iqos) is serialized: give the warehouse's units serials, as the demo does.
  await db()
    .update(s.warehouseStock)
    .set({ items: Array.from({ length: 50 }, (_, i) => `SN${String(i + 1).padStart(3, '0')}`) })
    .where(and(eq(s.warehouseStock.warehouseId, ids.wAlpha), eq(s.warehouseStock.productId, ctx.fx.products.alphaB)));
});

const transfer = async (path: string, body: object, token = tokens.stocker) => http().post(path, token, body);
const ok = async (path: string, body: object, token = tokens.stocker): Promise<StockTransferResponse> => {
  const res = await transfer(path, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const refused = async (path: string, body: object, status: number, errorCode: string, token = tokens.stocker) => {
  const res = await transfer(path, body, token);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().errorCode).toBe(errorCode);
};
const driverStock = async (driverId: number, token = tokens.stocker): Promise<Record<string, StockItem>> => {
  const res = await http().get(`/driver/stock?driverId=${driverId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().stock;
};
const warehouseAmount = async (warehouseId: number, productId: number) => {
  const [row] = await db()
    .select({ amount: s.warehouseStock.amount })
    .from(s.warehouseStock)
    .where(and(eq(s.warehouseStock.warehouseId, warehouseId), eq(s.warehouseStock.productId, productId)));
  return row?.amount ?? 0;
};
const movement = async (id: number) =>
  (await db().select().from(s.stockMovements).where(eq(s.stockMovements.id, id)))[0];
const waw = () => ctx.fx.regions.waw;

describe('POST /stock/add (warehouse to driver)', () => {
  it('moves the amount, writes a warehouseToDriver ledger row and an audit entry, answers both balances', async () => {
    const d = await makeStockDriver(db(), waw());
    const res = await ok('/stock/add', {
      amount: 7,
      warehouseId: ids.wAlpha,
      driverId: d.id,
      productId: ctx.fx.products.alphaA,
    });
    expect(res).toEqual({
      movementType: 'warehouseToDriver',
      movementId: expect.any(Number),
      exchangeId: null,
      giving: { amount: 93, available: 93 },
      receiving: { amount: 7 },
    });
    expect(await movement(res.movementId!)).toMatchObject({
      type: 'warehouseToDriver',
      amount: 7,
      fromWarehouseId: ids.wAlpha,
      toDriverId: d.id,
      exchangeId: null,
      serialNumber: 'BATCH-A',
      items: ['BATCH-A'],
    });
    const stock = await driverStock(d.id);
    // Batch numbers are copied along.
    expect(stock[ctx.fx.products.alphaA]).toMatchObject({
      amount: 7,
      reserved: 0,
      available: 7,
      items: ['BATCH-A'],
      name: 'Parcel',
      companyName: 'Alpha Pharmacy',
    });
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'stock.transfer'), eq(s.auditLog.entityId, String(res.movementId))));
    expect(entry).toMatchObject({
      actorKind: 'operator',
      entity: 'stock_movement',
      before: { giving: 100, receiving: 0 },
    });
    expect(entry.after).toMatchObject({ type: 'warehouseToDriver', amount: 7, giving: 93, receiving: 7 });
  });

  it('writes warehouseToAmbassador for an ambassador, and moves serials unit by unit', async () => {
    const amb = await makeStockDriver(db(), waw(), { type: 'ambassador' });
    const res = await ok('/stock/add', {
      amount: 3,
      warehouseId: ids.wAlpha,
      driverId: amb.id,
      productId: ctx.fx.products.alphaB,
    });
    expect(res.movementType).toBe('warehouseToAmbassador');
    expect((await driverStock(amb.id))[ctx.fx.products.alphaB].items).toEqual(['SN001', 'SN002', 'SN003']);
    // A move of several devices keeps every serial in the ledger (serial_number holds the one of a move of one).
    expect(await movement(res.movementId!)).toMatchObject({ serialNumber: null, items: ['SN001', 'SN002', 'SN003'] });
    const report = await ctx.app.inject({
      method: 'GET',
      // The report's days are Warsaw days (between 23:00 and 24:00 UTC the UTC date is the day before).
      url: `/api/report/audit-stock-movement?dateFrom=${warsawDay(new Date())}&dateTo=${warsawDay(new Date())}&reportType=warehouseToAmbassador`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(',3,SN001; SN002; SN003,');
    const one = await ok('/stock/add', {
      amount: 1,
      warehouseId: ids.wAlpha,
      driverId: amb.id,
      productId: ctx.fx.products.alphaB,
    });
    expect(await movement(one.movementId!)).toMatchObject({ serialNumber: 'SN004', items: ['SN004'] });
    const [w] = await db()
      .select({ items: s.warehouseStock.items })
      .from(s.warehouseStock)
      .where(and(eq(s.warehouseStock.warehouseId, ids.wAlpha), eq(s.warehouseStock.productId, ctx.fx.products.alphaB)));
    expect(w.items.slice(0, 2)).toEqual(['SN005', 'SN006']);
  });

  it('refuses more than available, non-transferable products, foreign products, drivers not allowed, unknown ids', async () => {
    const d = await makeStockDriver(db(), waw());
    const body = { amount: 1, warehouseId: ids.wAlpha, driverId: d.id, productId: ctx.fx.products.alphaA };
    await refused('/stock/add', { ...body, amount: 1000 }, 409, 'insufficient_stock');
    await refused('/stock/add', { ...body, warehouseId: ids.wAlpha2 }, 409, 'insufficient_stock');
    await refused('/stock/add', { ...body, productId: ids.caseProduct }, 409, 'stock_not_transferable');
    await refused('/stock/add', { ...body, warehouseId: ids.wBeta }, 409, 'product_company_mismatch');
    const betaOnly = await makeStockDriver(db(), waw(), { allowedCompanyIds: [ctx.fx.companies.beta] });
    await refused('/stock/add', { ...body, driverId: betaOnly.id }, 409, 'driver_insufficient_company_permissions');
    const blocked = await makeStockDriver(db(), waw(), { blocked: true });
    await refused('/stock/add', { ...body, driverId: blocked.id }, 409, 'driver_blocked');
    const inactive = await makeStockDriver(db(), waw(), { active: false });
    await refused('/stock/add', { ...body, driverId: inactive.id }, 409, 'driver_inactive');
    expect(await driverStock(blocked.id)).toEqual({});
    await refused('/stock/add', { ...body, warehouseId: 999999 }, 404, 'warehouse_not_found');
    await refused('/stock/add', { ...body, driverId: 999999 }, 404, 'driver_not_found');
    await refused('/stock/add', { ...body, productId: 999999 }, 404, 'product_not_found');
    await refused('/stock/add', { ...body, amount: 0 }, 400, 'validation_failed');
    await refused('/stock/add', { ...body, amount: 2.5 }, 400, 'validation_failed');
    expect(await driverStock(d.id)).toEqual({});
  });

  it('checks the tenant and the Stock scope', async () => {
    const d = await makeStockDriver(db(), waw());
    const krkDriver = await makeStockDriver(db(), ctx.fx.regions.krk);
    const body = { amount: 1, warehouseId: ids.wAlpha, driverId: d.id, productId: ctx.fx.products.alphaA };
    await refused('/stock/add', { ...body, driverId: krkDriver.id }, 403, 'stock_not_allowed', tokens.limited);
    await refused('/stock/add', { ...body, warehouseId: ids.wAlphaKrk }, 403, 'stock_not_allowed', tokens.limited);
    await refused(
      '/stock/add',
      { ...body, warehouseId: ids.wBeta, productId: ctx.fx.products.beta },
      403,
      'stock_not_allowed',
      tokens.limited,
    );
    expect((await ok('/stock/add', body, tokens.limited)).receiving.amount).toBe(1);
    for (const who of ['keeper', 'operator', 'client'])
      await refused('/stock/add', body, 403, 'insufficient_permissions', tokens[who]);
    expect((await http().post('/stock/add', undefined, body)).statusCode).toBe(401);
    // A driver's session is not for the console's calls.
    const token = await driverToken(ctx.app, d.email);
    await refused('/stock/add', body, 403, 'driver_session_not_allowed', token);
  });
});

describe('POST /stock/transfer-batch-wtw and -dtw', () => {
  it('moves between two warehouses of the company (warehouseToWarehouse)', async () => {
    const before = await warehouseAmount(ids.wAlpha, ctx.fx.products.alphaA);
    const res = await ok('/stock/transfer-batch-wtw', {
      amount: 5,
      givingWarehouseId: ids.wAlpha,
      receivingWarehouseId: ids.wAlpha2,
      productId: ctx.fx.products.alphaA,
    });
    expect(res).toMatchObject({
      movementType: 'warehouseToWarehouse',
      giving: { amount: before - 5, available: before - 5 },
      receiving: { amount: 5 },
    });
    expect(await movement(res.movementId!)).toMatchObject({ fromWarehouseId: ids.wAlpha, toWarehouseId: ids.wAlpha2 });
    const body = {
      amount: 1,
      givingWarehouseId: ids.wAlpha,
      receivingWarehouseId: ids.wAlpha2,
      productId: ctx.fx.products.alphaA,
    };
    await refused('/stock/transfer-batch-wtw', { ...body, receivingWarehouseId: ids.wAlpha }, 409, 'stock_same_holder');
    await refused(
      '/stock/transfer-batch-wtw',
      { ...body, receivingWarehouseId: ids.wBeta },
      409,
      'product_company_mismatch',
    );
    await refused('/stock/transfer-batch-wtw', { ...body, amount: 10_000 }, 409, 'insufficient_stock');
    await refused('/stock/transfer-batch-wtw', { ...body, productId: ids.caseProduct }, 409, 'stock_not_transferable');
    await refused(
      '/stock/transfer-batch-wtw',
      { ...body, receivingWarehouseId: ids.wAlphaKrk },
      403,
      'stock_not_allowed',
      tokens.limited,
    );
    await refused('/stock/transfer-batch-wtw', { ...body, givingWarehouseId: 999999 }, 404, 'warehouse_not_found');
  });

  it('returns stock from a driver to a warehouse (driverToWarehouse), never more than available', async () => {
    const d = await makeStockDriver(db(), waw());
    await ok('/stock/add', { amount: 4, warehouseId: ids.wAlpha, driverId: d.id, productId: ctx.fx.products.alphaA });
    const res = await ok('/stock/transfer-batch-dtw', {
      amount: 3,
      givingDriverId: d.id,
      receivingWarehouseId: ids.wAlpha2,
      productId: ctx.fx.products.alphaA,
    });
    expect(res).toMatchObject({ movementType: 'driverToWarehouse', giving: { amount: 1, available: 1 } });
    expect(await movement(res.movementId!)).toMatchObject({ fromDriverId: d.id, toWarehouseId: ids.wAlpha2 });
    const body = {
      amount: 2,
      givingDriverId: d.id,
      receivingWarehouseId: ids.wAlpha2,
      productId: ctx.fx.products.alphaA,
    };
    await refused('/stock/transfer-batch-dtw', body, 409, 'insufficient_stock');
    await refused(
      '/stock/transfer-batch-dtw',
      { ...body, amount: 1, receivingWarehouseId: ids.wBeta },
      409,
      'product_company_mismatch',
    );
    // Down to 0: the batch numbers leave with the last unit.
    await ok('/stock/transfer-batch-dtw', { ...body, amount: 1 });
    const [row] = await db()
      .select()
      .from(s.driverStock)
      .where(and(eq(s.driverStock.driverId, d.id), eq(s.driverStock.productId, ctx.fx.products.alphaA)));
    expect(row).toMatchObject({ amount: 0, items: [] });
    expect(await driverStock(d.id)).toEqual({});
  });
});

describe('driver to driver: exchanges', () => {
  async function stockedPair(amount = 5, giverExtra: Partial<typeof s.drivers.$inferInsert> = {}) {
    const giver = await makeStockDriver(db(), waw(), giverExtra);
    const receiver = await makeStockDriver(db(), waw());
    await ok('/stock/add', { amount, warehouseId: ids.wAlpha, driverId: giver.id, productId: ctx.fx.products.alphaA });
    return { giver, receiver, receiverToken: await driverToken(ctx.app, receiver.email) };
  }
  const dtd = (giver: number, receiver: number, amount: number) => ({
    amount,
    productId: ctx.fx.products.alphaA,
    givingDriverId: giver,
    receivingDriverId: receiver,
  });

  it('creates a pending exchange that reserves the amount; nothing moves until the receiver confirms', async () => {
    const { giver, receiver, receiverToken } = await stockedPair(5);
    const res = await ok('/stock/transfer-batch-finish', dtd(giver.id, receiver.id, 3));
    expect(res).toEqual({
      movementType: null,
      movementId: null,
      exchangeId: expect.any(Number),
      giving: { amount: 5, available: 2 },
      receiving: { amount: 0 },
    });
    expect((await driverStock(giver.id))[ctx.fx.products.alphaA]).toMatchObject({
      amount: 5,
      reserved: 3,
      available: 2,
    });
    expect(await driverStock(receiver.id)).toEqual({});
    // The reserved units cannot go elsewhere.
    await refused('/stock/transfer-batch-finish', dtd(giver.id, receiver.id, 3), 409, 'insufficient_stock');
    await refused(
      '/stock/transfer-batch-dtw',
      { amount: 3, givingDriverId: giver.id, receivingWarehouseId: ids.wAlpha, productId: ctx.fx.products.alphaA },
      409,
      'insufficient_stock',
    );

    const pending = await http().get(`/stock/pending?driverId=${receiver.id}`, tokens.stocker);
    expect(pending.statusCode).toBe(200);
    const [x] = pending.json().items as StockExchange[];
    expect(x).toEqual({
      id: res.exchangeId,
      driverId: receiver.id,
      driverName: receiver.name,
      givingDriverId: giver.id,
      givingDriverName: giver.name,
      productId: ctx.fx.products.alphaA,
      productName: 'Parcel',
      productCode: 'A-PARCEL',
      amount: 3,
      status: 'pending',
      createdAt: expect.any(String),
      startedAt: null,
      rejectedAt: null,
      confirmedAt: null,
      // The product's company, for the receiving driver's row of a product it does not hold yet.
      companyId: ctx.fx.companies.alpha,
      companyName: 'Alpha Pharmacy',
      companyImageUrl: '/images/companies/alpha.svg',
    });
    // The driver's app sees it too, and starts it.
    const mine = await http().get('/driver/stock/exchanges', receiverToken);
    expect(mine.json().items.map((i: StockExchange) => i.id)).toEqual([res.exchangeId]);
    const started = await http().post('/driver/stock/exchange/start', receiverToken, { exchangeId: res.exchangeId });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      exchange: { status: 'in_progress', startedAt: expect.any(String) },
      movementId: null,
    });
    // A retried start changes nothing.
    expect(
      (await http().post('/driver/stock/exchange/start', receiverToken, { exchangeId: res.exchangeId })).json().exchange
        .startedAt,
    ).toBe(started.json().exchange.startedAt);

    const confirmed = await http().post('/driver/stock/exchange/confirm', receiverToken, {
      exchangeId: res.exchangeId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      exchange: { status: 'confirmed', confirmedAt: expect.any(String) },
      movementId: expect.any(Number),
    });
    const [stocker] = await db().select().from(s.operators).where(eq(s.operators.username, 'stocker'));
    expect(await movement(confirmed.json().movementId)).toMatchObject({
      type: 'driverToDriver',
      amount: 3,
      fromDriverId: giver.id,
      toDriverId: receiver.id,
      exchangeId: res.exchangeId,
      createdById: stocker.id,
    });
    expect((await driverStock(giver.id))[ctx.fx.products.alphaA]).toMatchObject({
      amount: 2,
      reserved: 0,
      available: 2,
    });
    expect((await driverStock(receiver.id))[ctx.fx.products.alphaA]).toMatchObject({
      amount: 3,
      reserved: 0,
      available: 3,
    });
    // Closed: no longer listed, no further step.
    expect((await http().get(`/stock/pending?driverId=${receiver.id}`, tokens.stocker)).json().items).toEqual([]);
    for (const step of ['start', 'confirm', 'reject']) {
      const again = await http().post(`/driver/stock/exchange/${step}`, receiverToken, { exchangeId: res.exchangeId });
      expect(again.statusCode, step).toBe(409);
      expect(again.json().errorCode).toBe('stock_exchange_not_open');
    }
    const audits = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'stock_exchange'), eq(s.auditLog.entityId, String(res.exchangeId))));
    expect(audits.map((a) => [a.action, a.actorKind])).toEqual([
      ['stock.exchange.create', 'operator'],
      ['stock.exchange.start', 'driver'],
      ['stock.exchange.confirm', 'driver'],
    ]);
    expect((await checkLedger(ctx.app)).mismatches).toEqual({});
  });

  it('writes ambassadorToDriver when the giver is an ambassador', async () => {
    const { giver, receiver, receiverToken } = await stockedPair(4, { type: 'ambassador' });
    const { exchangeId } = await ok('/stock/transfer-batch-finish', dtd(giver.id, receiver.id, 2));
    const confirmed = await http().post('/driver/stock/exchange/confirm', receiverToken, { exchangeId });
    expect((await movement(confirmed.json().movementId)).type).toBe('ambassadorToDriver');
  });

  it('rejects: nothing moves and the reservation ends; lists the open ones newest first', async () => {
    const { giver, receiver, receiverToken } = await stockedPair(6);
    const first = await ok('/stock/transfer-batch-finish', dtd(giver.id, receiver.id, 2));
    const second = await ok('/stock/transfer-batch-finish', dtd(giver.id, receiver.id, 1));
    expect(
      (await http().get(`/stock/pending?driverId=${receiver.id}`, tokens.stocker))
        .json()
        .items.map((i: StockExchange) => i.id),
    ).toEqual([second.exchangeId, first.exchangeId]);
    const rejected = await http().post('/driver/stock/exchange/reject', receiverToken, {
      exchangeId: first.exchangeId,
    });
    expect(rejected.json()).toMatchObject({
      exchange: { status: 'rejected', rejectedAt: expect.any(String), confirmedAt: null },
      movementId: null,
    });
    expect((await driverStock(giver.id))[ctx.fx.products.alphaA]).toMatchObject({
      amount: 6,
      reserved: 1,
      available: 5,
    });
    expect(await driverStock(receiver.id)).toEqual({});
    expect(
      (await http().get('/driver/stock/exchanges', receiverToken)).json().items.map((i: StockExchange) => i.id),
    ).toEqual([second.exchangeId]);
  });

  it('answers 404 for another driver’s exchange and 409 insufficient_stock when the giver no longer has it', async () => {
    const { giver, receiver, receiverToken } = await stockedPair(3);
    const { exchangeId } = await ok('/stock/transfer-batch-finish', dtd(giver.id, receiver.id, 3));
    const giverToken = await driverToken(ctx.app, giver.email);
    for (const step of ['start', 'confirm', 'reject']) {
      const res = await http().post(`/driver/stock/exchange/${step}`, giverToken, { exchangeId });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('stock_exchange_not_found');
    }
    expect(
      (await http().post('/driver/stock/exchange/confirm', receiverToken, { exchangeId: 999999 })).statusCode,
    ).toBe(404);
    // The goods left the giver outside the exchange (an operator's change of driver took them to an order).
    await db()
      .update(s.driverStock)
      .set({ amount: 1 })
      .where(and(eq(s.driverStock.driverId, giver.id), eq(s.driverStock.productId, ctx.fx.products.alphaA)));
    await db().insert(s.stockMovements).values({
      type: 'driverToOrder',
      productId: ctx.fx.products.alphaA,
      amount: 2,
      fromDriverId: giver.id,
      orderId: ctx.fx.orders.deliveredWaw,
    });
    const res = await http().post('/driver/stock/exchange/confirm', receiverToken, { exchangeId });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('insufficient_stock');
    expect((await http().get('/driver/stock/exchanges', receiverToken)).json().items[0]).toMatchObject({
      id: exchangeId,
      status: 'pending',
    });
    expect((await http().post('/driver/stock/exchange/reject', receiverToken, { exchangeId })).statusCode).toBe(200);
    // Operators' tokens are not for the driver API.
    const op = await http().post('/driver/stock/exchange/start', tokens.stocker, { exchangeId });
    expect(op.statusCode).toBe(403);
    expect(op.json().errorCode).toBe('driver_session_required');
    expect((await http().get('/driver/stock/exchanges')).statusCode).toBe(401);
    expect((await http().post('/driver/stock/exchange/start', receiverToken, { exchangeId: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('refuses one driver on both sides, receivers not allowed for the company, non-transferable products', async () => {
    const { giver, receiver } = await stockedPair(2);
    await refused('/stock/transfer-batch-finish', dtd(giver.id, giver.id, 1), 409, 'stock_same_holder');
    const betaOnly = await makeStockDriver(db(), waw(), { allowedCompanyIds: [ctx.fx.companies.beta] });
    await refused(
      '/stock/transfer-batch-finish',
      dtd(giver.id, betaOnly.id, 1),
      409,
      'driver_insufficient_company_permissions',
    );
    const blocked = await makeStockDriver(db(), waw(), { blocked: true });
    await refused('/stock/transfer-batch-finish', dtd(giver.id, blocked.id, 1), 409, 'driver_blocked');
    const inactive = await makeStockDriver(db(), waw(), { active: false });
    await refused('/stock/transfer-batch-finish', dtd(giver.id, inactive.id, 1), 409, 'driver_inactive');
    await refused(
      '/stock/transfer-batch-finish',
      { ...dtd(giver.id, receiver.id, 1), productId: ids.caseProduct },
      409,
      'stock_not_transferable',
    );
    await refused('/stock/transfer-batch-finish', dtd(receiver.id, giver.id, 1), 409, 'insufficient_stock');
    await refused('/stock/transfer-batch-finish', dtd(giver.id, 999999, 1), 404, 'driver_not_found');
    await refused(
      '/stock/transfer-batch-finish',
      dtd(giver.id, receiver.id, 1),
      403,
      'insufficient_permissions',
      tokens.keeper,
    );
  });
});

describe('the simulator’s virtual drivers take over exchanges ordered in the console', () => {
  it('confirms them through the driver API (or rejects its share)', async () => {
    const giver = await makeStockDriver(db(), waw());
    const receiver = await makeStockDriver(db(), waw());
    await ok('/stock/add', {
      amount: 5,
      warehouseId: ids.wAlpha,
      driverId: giver.id,
      productId: ctx.fx.products.alphaA,
    });
    const dtd = (amount: number) =>
      ok('/stock/transfer-batch-finish', {
        amount,
        productId: ctx.fx.products.alphaA,
        givingDriverId: giver.id,
        receivingDriverId: receiver.id,
      });
    await dtd(1);
    await dtd(2);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    const stopper = new AbortController();
    const profile = {
      id: receiver.id,
      email: receiver.email,
      firstName: 'Kierowca',
      lastName: 'X',
      region: 'Warszawa',
      allowedCompanyIds: [],
      vehicleType: 'car' as const,
      lastKnownLocation: null,
      activeOrderId: null,
    };
    const driver = (rejectShare: number) =>
      new VirtualDriver(
        profile,
        new DriverApiClient(baseUrl, receiver.email, STOCK_PASSWORD, stopper.signal),
        { ...STANDALONE_PACE, exchangeRejectShare: rejectShare },
        async () => null,
        seededRng(3),
        stopper.signal,
      );
    const confirming = driver(0);
    expect(await confirming.handleStockExchanges()).toBe(2);
    expect(confirming.stats).toMatchObject({ exchanges: 2, errors: 0 });
    expect((await driverStock(receiver.id))[ctx.fx.products.alphaA].amount).toBe(3);
    await dtd(2);
    expect(await driver(1).handleStockExchanges()).toBe(1);
    expect((await driverStock(giver.id))[ctx.fx.products.alphaA]).toMatchObject({ amount: 2, reserved: 0 });
    const statuses = await db()
      .select({ status: s.stockExchanges.status })
      .from(s.stockExchanges)
      .where(eq(s.stockExchanges.driverId, receiver.id));
    expect(statuses.map((x) => x.status).sort()).toEqual(['confirmed', 'confirmed', 'rejected']);
  });
});

describe('GET /driver/stock', () => {
  it('serves operators with the Stock or Drivers scope, in their tenant, and a driver its own stock', async () => {
    const d = await makeStockDriver(db(), waw());
    await ok('/stock/add', { amount: 2, warehouseId: ids.wAlpha, driverId: d.id, productId: ctx.fx.products.alphaA });
    await ok('/stock/add', { amount: 3, warehouseId: ids.wBeta, driverId: d.id, productId: ctx.fx.products.beta });
    expect(Object.keys(await driverStock(d.id)).sort()).toEqual(
      [String(ctx.fx.products.alphaA), String(ctx.fx.products.beta)].sort(),
    );
    // Drivers scope (the drivers page) reads it too; the Warehouse scope alone does not.
    expect(Object.keys(await driverStock(d.id, tokens.nobody))).toHaveLength(2);
    const keeper = await http().get(`/driver/stock?driverId=${d.id}`, tokens.keeper);
    expect(keeper.statusCode).toBe(403);
    expect(keeper.json().errorCode).toBe('insufficient_permissions');
    // An operator of alpha sees the alpha product only.
    expect(Object.keys(await driverStock(d.id, tokens.limited))).toEqual([String(ctx.fx.products.alphaA)]);
    const krk = await makeStockDriver(db(), ctx.fx.regions.krk);
    const outside = await http().get(`/driver/stock?driverId=${krk.id}`, tokens.limited);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errorCode).toBe('stock_not_allowed');
    expect((await http().get('/driver/stock?driverId=999999', tokens.stocker)).json().errorCode).toBe(
      'driver_not_found',
    );
    const missing = await http().get('/driver/stock', tokens.stocker);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ driverId: ['validation.required'] });
    expect((await http().get('/driver/stock')).statusCode).toBe(401);
    // The driver's own session: its whole stock; another driver's id is ignored.
    const token = await driverToken(ctx.app, d.email);
    const own = await http().get(`/driver/stock?driverId=${krk.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().stock[ctx.fx.products.beta]).toMatchObject({
      amount: 3,
      available: 3,
      companyName: 'Beta Electronics',
    });
  });

  it('GET /stock/pending needs the Stock scope and a driver in the tenant', async () => {
    const krk = await makeStockDriver(db(), ctx.fx.regions.krk);
    expect((await http().get(`/stock/pending?driverId=${krk.id}`, tokens.limited)).json().errorCode).toBe(
      'stock_not_allowed',
    );
    expect((await http().get(`/stock/pending?driverId=${krk.id}`, tokens.nobody)).statusCode).toBe(403);
    expect((await http().get('/stock/pending?driverId=999999', tokens.stocker)).statusCode).toBe(404);
    expect((await http().get('/stock/pending', tokens.stocker)).statusCode).toBe(400);
  });
});

describe('the deliver step (driverToOrder)', () => {
  it('takes min(available, quantity) of each product of the order out of the driver’s stock', async () => {
    const d = await makeStockDriver(db(), waw());
    const other = await makeStockDriver(db(), waw());
    await ok('/stock/add', { amount: 3, warehouseId: ids.wAlpha, driverId: d.id, productId: ctx.fx.products.alphaA });
    await ok('/stock/add', { amount: 2, warehouseId: ids.wAlpha, driverId: d.id, productId: ctx.fx.products.alphaB });
    // One alphaB unit is promised to another driver: it stays.
    await ok('/stock/transfer-batch-finish', {
      amount: 1,
      productId: ctx.fx.products.alphaB,
      givingDriverId: d.id,
      receivingDriverId: other.id,
    });
    const order = await insertOrder(db(), ctx.fx, 'STK001', 'arrived', { driverId: d.id, estimatedPayoutDriver: null });
    await db()
      .insert(s.orderProducts)
      .values([
        { orderId: order.id, lineNo: 0, productId: ctx.fx.products.alphaA },
        { orderId: order.id, lineNo: 1, productId: ctx.fx.products.alphaA },
        { orderId: order.id, lineNo: 2, productId: ctx.fx.products.alphaB },
        { orderId: order.id, lineNo: 3, productId: ctx.fx.products.alphaB },
        { orderId: order.id, lineNo: 4, productId: ctx.fx.products.beta },
      ]);
    const serialsBefore = (await driverStock(d.id))[ctx.fx.products.alphaB].items;
    const token = await driverToken(ctx.app, d.email);
    const res = await http().post('/driver/order/deliver', token, { orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const stock = await driverStock(d.id);
    expect(stock[ctx.fx.products.alphaA]).toMatchObject({ amount: 1 });
    expect(stock[ctx.fx.products.alphaB]).toMatchObject({
      amount: 1,
      reserved: 1,
      available: 0,
      items: [serialsBefore[1]],
    });
    const rows = await db().select().from(s.stockMovements).where(eq(s.stockMovements.orderId, order.id));
    // The batch product's move records the driver's batches, the device's its serial.
    expect(rows.map((r) => [r.type, r.productId, r.amount, r.fromDriverId, r.serialNumber, r.items]).sort()).toEqual(
      [
        ['driverToOrder', ctx.fx.products.alphaA, 2, d.id, 'BATCH-A', ['BATCH-A']],
        ['driverToOrder', ctx.fx.products.alphaB, 1, d.id, serialsBefore[0], [serialsBefore[0]]],
      ].sort(),
    );
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'stock.driverToOrder'), eq(s.auditLog.entityId, String(order.id))));
    expect(entry.actorKind).toBe('driver');
    expect((await checkLedger(ctx.app)).mismatches).toEqual({});
  });
});

describe('reports', () => {
  it('a transfer shows in the audit-stock-movement report, and an exchange in the stock-exchange report', async () => {
    const d = await makeStockDriver(db(), waw());
    const receiver = await makeStockDriver(db(), waw());
    const moved = await ok('/stock/add', {
      amount: 6,
      warehouseId: ids.wAlpha2,
      driverId: d.id,
      productId: ctx.fx.products.alphaA,
    });
    const { exchangeId } = await ok('/stock/transfer-batch-finish', {
      amount: 2,
      productId: ctx.fx.products.alphaA,
      givingDriverId: d.id,
      receivingDriverId: receiver.id,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    const range = `dateFrom=${today}T00:00:00.000Z&dateTo=${today}T23:59:59.999Z`;
    const audit = await http().get(`/report/audit-stock-movement?reportType=warehouseToDriver&${range}`, tokens.admin);
    expect(audit.statusCode, audit.body).toBe(200);
    const line = audit.body.split('\r\n').find((l) => l.startsWith(`${moved.movementId},`));
    expect(line).toBeDefined();
    expect(line).toContain(
      ',warehouseToDriver,Alpha Pharmacy,A-PARCEL,Parcel,6,BATCH-A,warehouse,Alpha Praga – Warszawa,Warszawa,driver,',
    );
    expect(line).toContain(`<${d.email}>,Warszawa,,stocker@x.pl`);
    const exchanges = await http().get(`/report/stock-exchange?${range}`, tokens.admin);
    expect(exchanges.statusCode).toBe(200);
    expect(exchanges.body.split('\r\n').find((l) => l.startsWith(`${exchangeId},`))).toContain(',pending,Warszawa,');
  });
});

describe('OpenAPI', () => {
  it('describes every warehouse and stock call, with the exchange statuses', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes: [string, 'get' | 'post'][] = [
      ['/api/warehouse/list', 'get'],
      ['/api/warehouse/stock', 'get'],
      ['/api/warehouse/add', 'post'],
      ['/api/stock/add', 'post'],
      ['/api/stock/transfer-batch-wtw', 'post'],
      ['/api/stock/transfer-batch-dtw', 'post'],
      ['/api/stock/transfer-batch-finish', 'post'],
      ['/api/stock/pending', 'get'],
      ['/api/driver/stock', 'get'],
      ['/api/driver/stock/exchanges', 'get'],
      ['/api/driver/stock/exchange/start', 'post'],
      ['/api/driver/stock/exchange/confirm', 'post'],
      ['/api/driver/stock/exchange/reject', 'post'],
    ];
    for (const [path, method] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op?.summary, path).toBeTruthy();
      expect(op?.description?.length, path).toBeGreaterThan(100);
    }
    expect(doc.paths['/api/driver/stock/exchange/confirm'].post.description).toContain(
      'in_progress — the receiving driver started the handover in the app',
    );
    expect(doc.paths['/api/stock/pending'].get.description).toContain(
      'pending — created by a driver-to-driver transfer',
    );
  });
});
